'use strict';
/* The iframe way (the single-file page with ?embed) on host pages, and the demo page that
   shows both ways: the frame follows its content's height, works under a host CSP that
   forbids all script, and the README carries the snippets the demo runs. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { ROOT, PHONE, screenshot } = require('./helpers.js');
const { hostPage, openHost, widgetsReady, widgetOutput, assertClean } = require('./hosts.js');
const { widgetHosts } = require('./widget-hosts.js');

const SNIPPET = (name) => fs.readFileSync(path.join(ROOT, 'web', 'embed', name), 'utf8').trim();
const EXAMPLE = '#ratingA=1600&ratingB=1400&result=1';
const NO_SCRIPT_FRAME = `<iframe src="elo-calculator.html?embed&lang=pt${EXAMPLE}" title="Calculadora de rating Elo" style="width: 100%; height: 1200px; border: 0"></iframe>`;
const THIRTY_GAMES = Array.from(
  { length: 30 },
  (_, i) => `${1500 + i * 10} | ${['1', '½', '0'][i % 3]}`
).join('\n');

const { env } = widgetHosts(() => ({
  '/framed.html': {
    body: hostPage({
      body: `<h1>Club</h1>\n${SNIPPET('iframe.html')}\n<p id="after">After the frame.</p>`
    })
  },
  '/framed-no-script.html': {
    body: hostPage({ body: `<h1>Club</h1>\n${NO_SCRIPT_FRAME}` }),
    headers: { 'Content-Security-Policy': "script-src 'none'" }
  }
}));

function calculatorFrame(page) {
  return page
    .frames()
    .find((f) => f !== page.mainFrame() && f.url().includes('elo-calculator.html'));
}

async function frameReady(page) {
  let frame;
  for (let i = 0; i < 200 && !(frame = calculatorFrame(page)); i++) await page.waitForTimeout(50);
  assert.ok(frame, 'the calculator frame is there');
  await frame.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
  return frame;
}

/** Waits until the frame element is as tall as its document (works across origins, file:// too). */
async function settledFrame(page, frame) {
  const measure = () =>
    frame.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth
    }));
  let m;
  for (let i = 0; i < 100; i++) {
    m = await measure();
    const height = await page.evaluate(
      () => document.querySelector('iframe').getBoundingClientRect().height
    );
    if (Math.abs(height - m.scrollHeight) <= 1 && m.scrollHeight <= m.innerHeight) return m;
    await page.waitForTimeout(50);
  }
  return m;
}

test('the frame takes its content’s height as a 30-game tournament is typed, with no scrollbar inside', async () => {
  const { context, page, log } = await openHost(
    env.chromium.browser,
    env.hosts.base + '/framed.html'
  );
  await page.evaluate(() => {
    window.__heights = [];
    addEventListener('message', (e) => {
      if (e.data && e.data.type === 'elo-calculator:height') window.__heights.push(e.data.height);
    });
  });
  try {
    const frame = await frameReady(page);
    await frame.fill('input[name="ratingA"]', '1600');
    await frame.fill('input[name="ratingB"]', '1400');
    const before = await settledFrame(page, frame);
    assert.ok(before.scrollHeight <= before.innerHeight, JSON.stringify(before));

    await frame.locator('textarea[name="games"]').pressSequentially(THIRTY_GAMES.slice(0, 40));
    await frame.fill('textarea[name="games"]', THIRTY_GAMES);
    assert.equal(await frame.locator('.elo-games tbody tr').count(), 30);
    const after = await settledFrame(page, frame);
    assert.ok(
      after.scrollHeight > before.scrollHeight + 500,
      `the frame grew: ${before.scrollHeight} → ${after.scrollHeight}`
    );
    assert.ok(
      after.scrollHeight <= after.innerHeight,
      'no vertical scrollbar: ' + JSON.stringify(after)
    );
    assert.ok(
      after.scrollWidth <= after.innerWidth,
      'no horizontal scrollbar: ' + JSON.stringify(after)
    );
    const heights = await page.evaluate(() => window.__heights);
    assert.ok(
      heights.length >= 2 && heights.every((h) => Number.isInteger(h) && h > 0),
      JSON.stringify(heights)
    );

    await page.setViewportSize(PHONE);
    const phone = await settledFrame(page, frame);
    assert.ok(
      phone.scrollHeight <= phone.innerHeight && phone.scrollWidth <= phone.innerWidth,
      'on a phone too: ' + JSON.stringify(phone)
    );
    assert.equal(await page.locator('#after').isVisible(), true);
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test("under a host CSP of script-src 'none', the frame still calculates (at its fixed height)", async () => {
  const { context, page, log } = await openHost(
    env.chromium.browser,
    env.hosts.base + '/framed-no-script.html'
  );
  try {
    const frame = await frameReady(page);
    assert.equal(await frame.locator('output[name="newRatingA"]').textContent(), '1.605');
    await frame.fill('input[name="ratingA"]', '1700');
    assert.equal(await frame.locator('output[name="newRatingA"]').textContent(), '1.703');
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test('the demo page, opened from disk, runs both snippets side by side', async () => {
  const url = pathToFileURL(path.join(ROOT, 'dist', 'embed-demo.html')).href;
  const { context, page, log } = await openHost(env.chromium.browser, url, {
    viewport: { width: 1440, height: 900 }
  });
  try {
    await widgetsReady(page);
    const frame = await frameReady(page);
    await page.locator('elo-calculator [name="ratingA"]').fill('1600');
    await page.locator('elo-calculator [name="ratingB"]').fill('1400');
    assert.equal(await widgetOutput(page, 'elo-calculator', 'newRatingA'), '1.605');
    assert.match(await page.textContent('#from-event'), /1605 \(\+5\)/);
    await frame.fill('input[name="ratingA"]', '1600');
    await frame.fill('input[name="ratingB"]', '1400');
    assert.equal(await frame.locator('output[name="newRatingA"]').textContent(), '1.605');
    await settledFrame(page, frame);
    assert.equal(await page.textContent('#code-element'), SNIPPET('element.html'));
    assert.equal(await page.textContent('#code-iframe'), SNIPPET('iframe.html'));
    assert.equal(await page.textContent('#code-ladder'), SNIPPET('ladder.html'));
    assert.equal(await page.locator('#way-ladder elo-calculator tr[data-player]').count(), 4);
    await screenshot(page, 'embed-demo');
    await page.setViewportSize(PHONE);
    await settledFrame(page, frame);
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
      'the demo fits a phone'
    );
    await screenshot(page, 'embed-demo-phone');
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test('the README shows the snippets the demo runs', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Embed it on your site$/m)[1];
  assert.ok(section, 'README has an "Embed it on your site" section');
  for (const name of ['element.html', 'iframe.html', 'theme.css', 'ladder.html']) {
    assert.ok(section.includes(SNIPPET(name)), `README shows web/embed/${name} as it is`);
  }
});
