'use strict';
/* The page's first view, written as markup at build time (scripts/first-view.js): in each
   language it is the view functions' first render; it shows, and takes what is typed, before
   the core and the bundle have arrived (held back by a server that sends the file's head and
   waits); the scripts take it over without building it again (the same nodes, nothing moved),
   answer what was typed and say no more that they are getting ready; axe finds nothing in it;
   from disk and over http no request is made beyond the document. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const esbuild = require('esbuild');
const { AxeBuilder } = require('@axe-core/playwright');
const {
  ROOT,
  LANGS,
  FILE_URL,
  PAGE_FILE,
  PHONE,
  DESKTOP,
  launch,
  startServer,
  openPage
} = require('./helpers.js');
const locales = require('./locales.js').data;

let env;
test.before(async () => {
  env = { chromium: await launch() };
});
test.after(async () => {
  if (env && env.chromium) await env.chromium.close();
});

/** Serves the page with its tail (from the core's script on) held back until release(). */
async function holdingServer() {
  const html = fs.readFileSync(PAGE_FILE, 'utf8');
  const split = html.lastIndexOf('<script>', html.indexOf('elo-core-script'));
  assert.ok(split > 0, 'the core script is found in the page');
  let release;
  const released = new Promise((resolve) => (release = resolve));
  const server = http.createServer(async (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write(html.slice(0, split));
    await released;
    res.end(html.slice(split));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/elo-calculator.html`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }
  };
}

/** A page on `url` whose scripts have not run yet: the first view is shown. */
async function openHeld(url, contextOptions = {}) {
  const context = await env.chromium.browser.newContext({ viewport: PHONE, ...contextOptions });
  const page = await context.newPage();
  const requests = [];
  const errors = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('#app input[name="ratingA"]', { state: 'visible' });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), undefined);
  return { context, page, requests, errors };
}

// The header, the mode switch and the form's fields, and where they are. On a phone the bar
// that keeps the result in sight (game-summary.js) comes over the form with the first result,
// taking or not the scripts over: the form's fields are given from under it.
const boxes = (page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.elo-summary');
    const form = document.querySelector('.elo-form');
    const top = (el) => el.getBoundingClientRect().top;
    const under = bar.hidden ? 0 : top(form) - top(bar);
    return [...document.querySelectorAll('.elo-header, .elo-modes, .elo-form .elo-field')].map(
      (el) => {
        const r = el.getBoundingClientRect();
        if (!r.width) return (el.dataset.field || el.className) + ' hidden';
        const y = el.closest('.elo-main') ? r.y - under : r.y;
        return [el.dataset.field || el.className, r.x, y, r.width, r.height].join(' ');
      }
    );
  });

// Marks the markup's elements, to find them again after the take-over.
const markNodes = (page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll('#app *')];
    all.forEach((el) => (el.__markup = true));
    return all.length;
  });

const sameNodes = (page) =>
  page.evaluate(() => {
    const container = document.querySelector('#app > .elo');
    const fields = [...container.querySelectorAll('.elo-form input, .elo-form select')];
    return {
      container: container.__markup === true,
      fields: fields.length,
      kept: fields.filter((el) => el.__markup === true).length,
      focused: document.activeElement && document.activeElement.name
    };
  });

for (const [lang, viewport] of [
  ['pt', PHONE],
  ['ja', PHONE],
  ['en', PHONE],
  ['en', DESKTOP]
]) {
  test(`${lang}, ${viewport.width} px: typed into the markup before the scripts ran, kept and answered; the same nodes, nothing moved`, async () => {
    const server = await holdingServer();
    const { context, page, requests, errors } = await openHeld(
      server.url + '?lang=' + lang + '#ratingB=1400',
      { viewport }
    );
    try {
      const note = page.locator('.elo-preparing');
      assert.equal(await note.textContent(), locales[lang].form.preparing);
      assert.equal(await note.isVisible(), true);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.equal(await page.title(), locales[lang].meta.title);
      await markNodes(page);
      await page.locator('input[name="ratingA"]').pressSequentially('1600');
      await page.locator('input[name="result"][value="0.5"]').check();
      await page.locator('input[name="ratingA"]').focus();
      const before = await boxes(page);
      server.release();
      await page.waitForSelector('html[data-ready="true"]');
      assert.deepEqual(await sameNodes(page), {
        container: true,
        fields: await page.locator('.elo-form input, .elo-form select').count(),
        kept: await page.locator('.elo-form input, .elo-form select').count(),
        focused: 'ratingA'
      });
      assert.equal(await page.inputValue('input[name="ratingA"]'), '1600');
      // The link's rating B, which the markup did not hold, is there as well.
      assert.equal(await page.inputValue('input[name="ratingB"]'), '1400');
      assert.equal(await page.isChecked('input[name="result"][value="0.5"]'), true);
      // 1600 draws 1400 with K 20: 1600 − 20 × 0.26 → 1595 (the core's answer, formatted).
      const digits = (await page.locator('output[name="newRatingA"]').textContent()).replace(
        /\D/g,
        ''
      );
      assert.equal(digits, '1595');
      assert.equal(await note.isVisible(), false);
      assert.deepEqual(await boxes(page), before);
      await page.waitForFunction(() => /ratingA=1600/.test(location.hash));
      assert.deepEqual(errors, []);
      assert.deepEqual(
        requests.filter((u) => !u.startsWith(server.url)),
        []
      );
    } finally {
      await context.close();
      await server.close();
    }
  });
}

/** The view functions' first render, bundled for the browser, evaluated afresh for each language
    (the mount's ids start again at elo1-, as in the markup). */
const RENDERER = esbuild.buildSync({
  entryPoints: [path.join(ROOT, 'web', 'src', 'first-render.js')],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'firstView',
  logLevel: 'silent'
}).outputFiles[0].text;

test('in each language, the markup is the view functions first render', async () => {
  // A link to another mode: the page shows its own render, and the three templates stay whole.
  const { context, page } = await openPage(env.chromium.browser, FILE_URL + '#mode=ladder');
  try {
    for (const lang of LANGS) {
      await page.evaluate(RENDERER);
      const compared = await page.evaluate(
        async ({ lang, locales }) => {
          // A control's state written as the attributes that give it (as the markup does); the
          // rating period's date, today's, left out: the markup has the build's day.
          const canonical = (root) => {
            const copy = root.cloneNode(true);
            const from = [root, ...root.querySelectorAll('*')];
            [copy, ...copy.querySelectorAll('*')].forEach((el, i) => {
              const was = from[i];
              if (el.localName === 'input') {
                if (was.value !== '') el.setAttribute('value', was.value);
                else el.removeAttribute('value');
                if (was.checked) el.setAttribute('checked', '');
                else el.removeAttribute('checked');
                if (was.name === 'date') el.removeAttribute('value');
              }
              if (el.localName === 'option') el.toggleAttribute('selected', was.selected);
              if (el.localName === 'textarea') el.textContent = was.value;
            });
            return copy.outerHTML;
          };
          const core = await window.ELO_CORE_PROMISE;
          const root = document.createElement('div');
          window.firstView.firstRender(root, { core, locales, lang });
          const markup = document.getElementById('elo-first-' + lang).content.firstElementChild;
          return { render: canonical(root.firstElementChild), markup: canonical(markup) };
        },
        { lang, locales }
      );
      assert.ok(compared.render.length > 10000, lang);
      const at = [...compared.render].findIndex((c, i) => c !== compared.markup[i]);
      assert.equal(
        compared.markup,
        compared.render,
        `${lang}: render ${compared.render.slice(at - 20, at + 300)}\nmarkup ${compared.markup.slice(at - 20, at + 300)}`
      );
    }
  } finally {
    await context.close();
  }
});

test('nothing typed: the take-over moves nothing on a phone', async () => {
  const server = await holdingServer();
  const { context, page } = await openHeld(server.url + '?lang=en');
  try {
    const before = await boxes(page);
    await markNodes(page);
    server.release();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.evaluate(() => document.querySelector('.elo-summary').hidden), true);
    assert.deepEqual(await boxes(page), before);
    assert.equal((await sameNodes(page)).container, true);
  } finally {
    await context.close();
    await server.close();
  }
});

test('a mode chosen in the markup before the scripts ran is opened at take-over', async () => {
  const server = await holdingServer();
  const { context, page } = await openHeld(server.url + '?lang=en', { viewport: DESKTOP });
  try {
    await page.locator('input[name="mode"][value="event"]').check();
    server.release();
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForFunction(() => /mode=event/.test(location.hash));
    assert.equal(await page.locator('.elo-view-event').count(), 1);
    assert.equal(await page.isChecked('input[name="mode"][value="event"]'), true);
  } finally {
    await context.close();
    await server.close();
  }
});

test('axe finds nothing in the markup before the scripts run, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const server = await holdingServer();
    const { context, page } = await openHeld(server.url + '?lang=pt', { colorScheme });
    try {
      const result = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`),
        [],
        colorScheme
      );
    } finally {
      await context.close();
      await server.close();
    }
  }
});

// Records the first view the markup's script put in the page, before any other script ran.
function watchFirstView() {
  new MutationObserver((_, observer) => {
    const shown = document.querySelector('#app > .elo');
    if (shown) {
      window.__firstView = shown;
      window.__firstViewReady = document.documentElement.dataset.ready;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

for (const where of ['file', 'http']) {
  test(`from ${where}: the markup shown first is the page's, no request beyond the document`, async () => {
    const served = where === 'http' ? await startServer() : null;
    const base = served ? served.url : FILE_URL;
    const context = await env.chromium.browser.newContext({ viewport: DESKTOP });
    try {
      await context.addInitScript(watchFirstView);
      const page = await context.newPage();
      const requests = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(base + '?lang=ja#ratingA=1600&ratingB=1400&result=1');
      await page.waitForSelector('html[data-ready="true"]');
      assert.deepEqual(
        await page.evaluate(() => ({
          same: window.__firstView === document.querySelector('#app > .elo'),
          readyThen: window.__firstViewReady
        })),
        { same: true, readyThen: undefined }
      );
      assert.match(await page.locator('output[name="newRatingA"]').textContent(), /1,605/);
      assert.deepEqual(
        requests.filter((u) => u.split(/[?#]/)[0] !== base.split(/[?#]/)[0]),
        []
      );
    } finally {
      await context.close();
      if (served) await served.stop();
    }
  });
}

test('embed mode and links to other modes show no markup and work as before', async () => {
  for (const link of ['?embed&lang=en#ratingA=1600&ratingB=1400', '?lang=en#mode=event']) {
    const context = await env.chromium.browser.newContext({ viewport: DESKTOP });
    try {
      await context.addInitScript(watchFirstView);
      const page = await context.newPage();
      await page.goto(FILE_URL + link);
      await page.waitForSelector('html[data-ready="true"]');
      // The scripts' render comes with data-ready set; the markup's before it.
      assert.notEqual(
        await page.evaluate(() => window.__firstViewReady),
        undefined,
        `${link}: the view is the scripts' own`
      );
      assert.equal(await page.locator('.elo-preparing:visible').count(), 0, link);
      if (link.includes('embed'))
        assert.match(await page.locator('output[name="newRatingA"]').textContent(), /1,605/);
      else assert.equal(await page.isChecked('input[name="mode"][value="event"]'), true);
    } finally {
      await context.close();
    }
  }
});
