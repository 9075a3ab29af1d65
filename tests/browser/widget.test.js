'use strict';
/* <elo-calculator> on host pages served over http: a hostile stylesheet around it, the script
   twice, attributes and lang, the change event, strict host CSPs, a theme. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, launch, screenshot } = require('./helpers.js');
const {
  startHosts,
  hostPage,
  openHost,
  widgetsReady,
  widgetOutput,
  assertClean
} = require('./hosts.js');
const locales = require('./locales.js');

const SCRIPT = '<script src="/elo-widget.js"></script>';
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
const TWICE = hostPage({
  body: `${SCRIPT}\n${SCRIPT}
<elo-calculator id="w1" lang="pt" rating-a="1600" rating-b="1400"></elo-calculator>
<elo-calculator id="w2" lang="en" rating-a="2000" rating-b="2100" compact></elo-calculator>
${SCRIPT}`
});
const ATTRIBUTES = hostPage({
  body: `<section lang="pt-BR">${SCRIPT}
<elo-calculator id="w" rules="fide" k="10" rating-a="2410" rating-b="2300"></elo-calculator>
<elo-calculator id="events"></elo-calculator>
</section>`
});
const PROPERTIES = hostPage({
  body: `${SCRIPT}
<elo-calculator id="w" lang="en" rules="fide-all" rating-a="2700" rating-b="2200" k="10"></elo-calculator>`
});
// US Chess and the DWZ set by attributes: 1600 (N 20) beats 1500 (N 30) under US Chess, 1615 and
// 1484; under the DWZ, 1600 (index 3, born 2010) beats 1500, 1629 (the same figures the page's
// tests check in tests/browser/systems.test.js).
const NATIONAL = hostPage({
  body: `${SCRIPT}
<elo-calculator id="u" lang="en" rules="uscf" rating-a="1600" rating-b="1500" rated-games="20" rated-games-b="30"></elo-calculator>
<elo-calculator id="d" lang="en" rules="dwz" rating-a="1600" rating-b="1500" dwz-index="3" birth-year="2010"></elo-calculator>`
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

let env;
test.before(async () => {
  const pages = {
    '/hostile.html': { body: HOSTILE(true) },
    '/hostile-alone.html': { body: HOSTILE(false) },
    '/plain.html': { body: PLAIN },
    '/twice.html': { body: TWICE },
    '/attributes.html': { body: ATTRIBUTES },
    '/themed.html': { body: THEMED },
    '/properties.html': { body: PROPERTIES },
    '/national.html': { body: NATIONAL },
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
  env = { chromium: await launch(), hosts: await startHosts(pages) };
});
test.after(async () => {
  if (env && env.hosts) await env.hosts.stop();
  if (env && env.chromium) await env.chromium.close();
});

function open(pathname, options) {
  return openHost(env.chromium.browser, env.hosts.base + pathname, options);
}

const inShadow = (page, selector, fn) => page.locator(selector).evaluate(fn);

async function fillIn(page, selector, name, value) {
  await page.locator(`${selector} [name="${name}"]`).fill(value);
}

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

test('the script included twice: no error, one core, two independent elements', async () => {
  const { context, page, log } = await open('/twice.html');
  try {
    await widgetsReady(page);
    assert.equal(await widgetOutput(page, '#w1', 'newRatingA'), '1.605');
    assert.equal(await widgetOutput(page, '#w2', 'newRatingA'), '2,013');
    const counted = (el) =>
      el.shadowRoot.querySelectorAll('textarea[name="games"], .elo-help').length;
    assert.equal(await inShadow(page, '#w2', counted), 0, 'compact: no tournament, no help');
    assert.equal(await inShadow(page, '#w1', counted), 2);

    await fillIn(page, '#w1', 'ratingB', '1600');
    assert.equal(await widgetOutput(page, '#w1', 'newRatingA'), '1.610');
    assert.equal(
      await widgetOutput(page, '#w2', 'newRatingA'),
      '2,013',
      'the other element is untouched'
    );
    assert.deepEqual(
      await page.evaluate(() => [
        typeof window.createEloCore,
        typeof window.EloUI,
        typeof window.ELO_LOCALES
      ]),
      ['undefined', 'undefined', 'undefined'],
      'nothing but the element reaches the host’s globals'
    );

    await page.evaluate(() => {
      document.querySelector('#w2').removeAttribute('compact');
    });
    await page.waitForFunction(() =>
      document.querySelector('#w2').shadowRoot.querySelector('textarea[name="games"]')
    );
    assert.equal(
      await widgetOutput(page, '#w2', 'newRatingA'),
      '2,013',
      'leaving compact keeps the state'
    );
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test('one wasm instance is shared by every element on the page', async () => {
  const context = await env.chromium.browser.newContext();
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      window.__instantiations = 0;
      const original = WebAssembly.instantiate;
      WebAssembly.instantiate = function () {
        window.__instantiations++;
        return original.apply(this, arguments);
      };
    });
    await page.goto(env.hosts.base + '/twice.html');
    await widgetsReady(page);
    assert.equal(await page.evaluate(() => window.__instantiations), 1);
  } finally {
    await context.close();
  }
});

test('attributes set the first state; lang follows the element, then its ancestors; change carries the response', async () => {
  const { context, page, log } = await open('/attributes.html');
  try {
    await widgetsReady(page);
    const form = () =>
      inShadow(page, '#w', (el) => {
        const e = el.shadowRoot.querySelector('form').elements;
        return [
          e.rules.value,
          e.k.value,
          e.ratingA.value,
          e.ratingB.value,
          el.shadowRoot.querySelector('label').textContent
        ];
      });
    assert.deepEqual(
      await form(),
      ['fide', '10', '2410', '2300', locales.data.pt.form.ratingA],
      'pt from the nearest ancestor'
    );
    assert.equal(await widgetOutput(page, '#w', 'newRatingA'), '2.414');

    await page.evaluate(() => document.querySelector('#w').setAttribute('lang', 'ja'));
    assert.equal((await form())[4], locales.data.ja.form.ratingA);
    assert.equal(await widgetOutput(page, '#w', 'newRatingA'), '2,414');

    await page.evaluate(() => document.querySelector('#w').removeAttribute('lang'));
    assert.equal(
      (await form())[4],
      locales.data.pt.form.ratingA,
      'back to the ancestor’s language'
    );
    await page.evaluate(() => document.querySelector('section').setAttribute('lang', 'en'));
    await page.waitForFunction(
      () => document.querySelector('#w').shadowRoot.querySelector('.elo').lang === 'en'
    );
    assert.equal(
      (await form())[4],
      locales.data.en.form.ratingA,
      'an ancestor’s new lang is followed'
    );
    assert.equal(await widgetOutput(page, '#w', 'newRatingA'), '2,414');

    await page.evaluate(() => document.querySelector('#w').setAttribute('rating-a', '2400'));
    assert.equal(
      await widgetOutput(page, '#w', 'newRatingA'),
      '2,404',
      'a changed attribute updates its field'
    );
    assert.deepEqual((await form()).slice(0, 3), ['fide', '10', '2400']);

    await page.evaluate(() => {
      window.__events = [];
      document.addEventListener('change', (e) =>
        window.__events.push({ tag: e.target.localName, composed: e.composed, detail: e.detail })
      );
    });
    await fillIn(page, '#events', 'ratingA', '1600');
    await fillIn(page, '#events', 'ratingB', '1400');
    const events = await page.evaluate(() => window.__events);
    const last = events[events.length - 1];
    assert.equal(last.tag, 'elo-calculator');
    assert.equal(last.composed, true);
    assert.equal(last.detail.game.player.newRating, 1605);
    assert.equal(last.detail.game.opponent.newRating, 1395);
    assert.equal(
      events.filter((e) => e.tag !== 'elo-calculator').length,
      0,
      'the inner inputs’ change events stay inside'
    );
    const count = events.length;
    await fillIn(page, '#events', 'ratingA', '1600 ');
    assert.equal(
      (await page.evaluate(() => window.__events)).length,
      count,
      'no event when the result does not change'
    );
    assert.equal(
      await page.evaluate(() => document.querySelector('#events').response.game.player.newRating),
      1605
    );
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test('rules="uscf" and "dwz" with their attributes rate by those systems', async () => {
  const { context, page, log } = await open('/national.html');
  try {
    await widgetsReady(page);
    await page.waitForFunction(
      () =>
        document.querySelector('#u').shadowRoot.querySelector('output[name="newRatingA"]')
          .textContent === '1,615'
    );
    assert.equal(await widgetOutput(page, '#u', 'newRatingB'), '1,484');
    const n = await inShadow(
      page,
      '#u',
      (el) => el.shadowRoot.querySelector('form').elements.ratedGamesB.value
    );
    assert.equal(n, '30');
    assert.equal(await page.evaluate(() => document.querySelector('#d').dwzIndex), '3');
    // The DWZ's age comes from the year of birth and the date of the rating period (today).
    // Up to 20: E0 = 1.6^4 + 5, times fB 0.8, is 9, and 1600 + 800 × 0.362 / 10 = 1629; from 21
    // E is capped at 15 by the index, 1618; had the index been ignored (E 22), 1613.
    const young = new Date().getFullYear() - 2010 <= 20;
    assert.equal(await widgetOutput(page, '#d', 'newRatingA'), young ? '1,629' : '1,618');
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test('properties mirror the attributes; rules="fide-all" still means the 2024 preset', async () => {
  const { context, page, log } = await open('/properties.html');
  try {
    await widgetsReady(page);
    const rules = () =>
      inShadow(page, '#w', (el) => el.shadowRoot.querySelector('select[name="rules"]').value);
    assert.equal(await rules(), 'fide-2024');
    // 2700 beats 2200, K 10, the 400-point rule for everybody: PD 0.92, 10 × 0.08 = 0.8 → +1.
    assert.equal(await widgetOutput(page, '#w', 'expectedA'), '0.92');
    assert.equal(await widgetOutput(page, '#w', 'changeA'), '+1');
    assert.deepEqual(
      await page.evaluate(() => {
        const el = document.querySelector('#w');
        return [el.ratingA, el.ratingB, el.rules, el.k, el.compact];
      }),
      ['2700', '2200', 'fide-all', '10', false]
    );

    await page.evaluate(() => {
      const el = document.querySelector('#w');
      el.rules = 'fide';
      el.ratingB = 2100;
      el.compact = true;
    });
    assert.deepEqual(
      await page.evaluate(() => {
        const el = document.querySelector('#w');
        return [el.getAttribute('rules'), el.getAttribute('rating-b'), el.hasAttribute('compact')];
      }),
      ['fide', '2100', true]
    );
    await page.waitForFunction(
      () => !document.querySelector('#w').shadowRoot.querySelector('textarea[name="games"]')
    );
    assert.equal(await rules(), 'fide');
    // From 1 October 2025 a player rated 2650 or more keeps the full difference: 600 → PD 0.98.
    assert.equal(await widgetOutput(page, '#w', 'expectedA'), '0.98');

    await page.evaluate(() => {
      document.querySelector('#w').ratingB = null;
    });
    assert.equal(
      await page.evaluate(() => document.querySelector('#w').hasAttribute('rating-b')),
      false
    );
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
