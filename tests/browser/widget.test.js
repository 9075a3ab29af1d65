'use strict';
/* <elo-calculator> on host pages served over http, as the host page is: a hostile stylesheet
   around it, strict host CSPs, a theme, a page of another charset. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, screenshot } = require('./helpers.js');
const { hostPage, widgetsReady, widgetOutput, assertClean } = require('./hosts.js');
const { SCRIPT, widgetHosts, inShadow, fillIn } = require('./widget-hosts.js');
const locales = require('./locales.js');

const HOSTILE_CSS = `<style>
  * { all: unset; }
  html { font-size: 40px !important; }
  body { display: block; font: 48px/3 "Comic Sans MS", cursive !important; color: #f0f !important; background: #ff0 !important; }
  div { display: none !important; }
  p, h2 { display: block; margin: 12px 0; letter-spacing: 3px; }
  * { color: #0f0 !important; text-transform: uppercase !important; }
</style>`;
const PROBES =
  '<h2 id="probe-heading">Club news</h2>\n<p id="probe">Saturday rapid, eight rounds.</p>\n<div id="probe-div">hidden</div>';
const HOSTILE = (widget) =>
  hostPage({
    lang: 'ja',
    head: HOSTILE_CSS,
    body: `${PROBES}\n${widget ? SCRIPT + '\n<elo-calculator id="w" rating-a="1600" rating-b="1400"></elo-calculator>' : ''}`
  });
const PLAIN = hostPage({
  lang: 'ja',
  body: `${SCRIPT}\n<elo-calculator id="w" rating-a="1600" rating-b="1400"></elo-calculator>`
});
const THEME = fs.readFileSync(path.join(ROOT, 'web', 'embed', 'theme.css'), 'utf8');
const THEMED = hostPage({
  head: `<style>body { margin: 24px; background: #fbfaf7; } ${THEME}</style>`,
  body: `${SCRIPT}\n<elo-calculator id="w" lang="en" rating-a="1600" rating-b="1400" compact></elo-calculator>`
});
// A club's page of before UTF-8, in windows-1252, that serves the element's script as Shift_JIS
// and names windows-1252 on the script element too: the script's byte-order mark wins.
const LEGACY = `<!doctype html>
<html lang="pt"><head><title>Clube</title><link rel="icon" href="data:,">
<script src="/elo-widget-sjis.js" charset="windows-1252"></script></head>
<body><p>Xadrez no clube.</p>
<elo-calculator id="ja" lang="ja" rating-a="1600" rating-b="1400"></elo-calculator>
<elo-calculator id="pt" lang="pt" rating-a="1600" rating-b="1400"></elo-calculator>
</body></html>
`;
const CSP_POLICIES = [
  "script-src 'self' 'wasm-unsafe-eval'",
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src data:"
];

const { open } = widgetHosts(() => {
  const pages = {
    '/hostile.html': { body: HOSTILE(true) },
    '/hostile-alone.html': { body: HOSTILE(false) },
    '/plain.html': { body: PLAIN },
    '/themed.html': { body: THEMED },
    '/legacy.html': {
      body: LEGACY,
      headers: { 'Content-Type': 'text/html; charset=windows-1252' }
    },
    '/elo-widget-sjis.js': {
      body: fs.readFileSync(path.join(ROOT, 'dist', 'elo-widget.js')),
      headers: { 'Content-Type': 'text/javascript; charset=shift_jis' }
    }
  };
  CSP_POLICIES.forEach((policy, i) => {
    pages[`/csp-${i}.html`] = { body: PLAIN, headers: { 'Content-Security-Policy': policy } };
  });
  return pages;
});

const PROBE_PROPS = [
  'display',
  'color',
  'font-size',
  'font-family',
  'line-height',
  'letter-spacing',
  'text-transform',
  'margin-top',
  'background-color'
];
function probeStyles(page) {
  return page.evaluate(
    (props) =>
      Object.fromEntries(
        ['html', 'body', '#probe', '#probe-heading', '#probe-div'].map((sel) => {
          const cs = getComputedStyle(document.querySelector(sel));
          return [sel, props.map((p) => p + ': ' + cs.getPropertyValue(p)).join('; ')];
        })
      ),
    PROBE_PROPS
  );
}

function widgetLook(page) {
  return page.evaluate(() => {
    const root = document.querySelector('#w').shadowRoot;
    const look = (el) => {
      const cs = getComputedStyle(el);
      return [cs.fontSize, cs.fontFamily, cs.color, cs.textTransform, cs.display].join(' | ');
    };
    return {
      newRating: look(root.querySelector('output[name="newRatingA"]')),
      label: look(root.querySelector('label')),
      input: look(root.querySelector('input[name="ratingA"]')),
      formVisible: root.querySelector('form').getBoundingClientRect().height > 100
    };
  });
}

test('a hostile host stylesheet neither breaks the element nor is changed by it', async () => {
  const plain = await open('/plain.html');
  let plainLook;
  try {
    await widgetsReady(plain.page);
    plainLook = await widgetLook(plain.page);
  } finally {
    await plain.context.close();
  }
  const alone = await open('/hostile-alone.html');
  const before = await probeStyles(alone.page);
  await alone.context.close();

  const { context, page, log } = await open('/hostile.html');
  try {
    await widgetsReady(page);
    assert.equal(await widgetOutput(page, '#w', 'newRatingA'), '1,605');
    assert.equal(await widgetOutput(page, '#w', 'changeA'), '+5');
    assert.equal(await widgetOutput(page, '#w', 'newRatingB'), '1,395');
    assert.equal(
      await inShadow(page, '#w', (el) => el.shadowRoot.querySelector('label').textContent),
      locales.data.ja.form.ratingA,
      'the document’s lang (ja) is the element’s'
    );
    const look = await widgetLook(page);
    assert.equal(look.formVisible, true);
    assert.deepEqual(look, plainLook, 'the element looks the same as on a plain page');
    assert.deepEqual(await probeStyles(page), before, 'the host’s own elements keep their styles');
    await fillIn(page, '#w', 'ratingA', '1700');
    assert.equal(await widgetOutput(page, '#w', 'newRatingA'), '1,703');
    await screenshot(page, 'widget-hostile-host');
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

for (const [i, policy] of CSP_POLICIES.entries()) {
  test(`host CSP "${policy}": the element runs with no violation`, async () => {
    const { context, page, log } = await open(`/csp-${i}.html`);
    try {
      await widgetsReady(page);
      assert.equal(await widgetOutput(page, '#w', 'newRatingA'), '1,605');
      assert.equal(
        await inShadow(
          page,
          '#w',
          (el) => getComputedStyle(el.shadowRoot.querySelector('.elo-form')).borderTopStyle
        ),
        'solid',
        'styles applied'
      );
      await assertClean(assert, log);
    } finally {
      await context.close();
    }
  });
}

test('themed through custom properties and ::part', async () => {
  const { context, page, log } = await open('/themed.html');
  try {
    await widgetsReady(page);
    const look = await inShadow(page, '#w', (el) => [
      getComputedStyle(el.shadowRoot.querySelector('.elo-segment input:checked + label'))
        .backgroundColor,
      getComputedStyle(el.shadowRoot.querySelector('output[name="newRatingA"]')).color,
      getComputedStyle(el.shadowRoot.querySelector('.elo')).fontFamily
    ]);
    assert.deepEqual(look, [
      'rgb(122, 31, 43)',
      'rgb(122, 31, 43)',
      'Georgia, "Times New Roman", serif'
    ]);
    await page.setViewportSize({ width: 720, height: 900 });
    await screenshot(page, 'widget-themed');
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test('served in another charset, the element still reads its own text as written', async () => {
  const { page, log, context } = await open('/legacy.html');
  try {
    await widgetsReady(page);
    for (const lang of ['ja', 'pt']) {
      const label = await inShadow(page, '#' + lang, (el) =>
        el.shadowRoot.querySelector('label[for$="ratingA"]').textContent.trim()
      );
      assert.equal(label, locales.data[lang].form.ratingA, lang);
    }
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});
