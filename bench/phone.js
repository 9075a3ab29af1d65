/* The page as a phone on a slow network gets it, in a real browser rather than a model: each page
   served over loopback with gzip (bench/serve-gzip.js), loaded in Debian's Chromium in a fresh
   context (nothing cached) with a 360 × 740 mobile viewport, the network throttled through the
   DevTools protocol to 150 ms of latency and 1.6 Mbit/s down (Lighthouse's "slow 4G") and the
   CPU four times slower. Each page opens with the bench's link (a game and a list of games), and
   three moments are read, in ms since navigation start: the first contentful paint, the form in
   view (player A's rating box inside the viewport at a frame) and the first result (both outputs
   hold a digit). The pages alternate, the order turning each round; a ratio is the median of the
   rounds' ratios against the minimal page of the same round. */
'use strict';
const fs = require('node:fs');
const { serve } = require('./serve-gzip.js');
const {
  MIN_PAGE,
  NAV_GAMES,
  OUTPUTS,
  PAGE,
  fragment,
  gamesText,
  installObserver,
  watchForm
} = require('./pages.js');
const { launchArgs, stats } = require('./stats.js');
const { met } = require('./table.js');

const PHONE = {
  viewport: { width: 360, height: 740 },
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 0.75e6 / 8,
  cpuSlowdown: 4
};
const METRICS = ['fcp', 'formInView', 'firstResult'];
const TIMEOUT = 60000;

async function phoneLoad(browser, url) {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true
  });
  try {
    await context.addInitScript(installObserver);
    await context.addInitScript(watchForm);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latency,
      downloadThroughput: PHONE.downloadThroughput,
      uploadThroughput: PHONE.uploadThroughput
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT });
    await page.waitForFunction(
      () => window.__firstResult !== undefined && window.__formInView !== undefined,
      null,
      { timeout: TIMEOUT }
    );
    // The first paint's entry may be queued a moment after the frame that painted it.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: TIMEOUT }
    );
    const result = await page.evaluate(
      (names) => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        formInView: window.__formInView,
        firstResult: window.__firstResult,
        outputs: Object.fromEntries(
          names.map((n) => [n, document.querySelector(`output[name="${n}"]`).textContent])
        )
      }),
      OUTPUTS
    );
    if (errors.length) throw new Error(`bench: page errors on ${url}: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

/** `rounds` throttled loads of each of `pages` (a name → [content type, body], one of them
    named `minimal`), after one warm-up round, opened at `link` (a fragment); other files the
    pages need may be in `files`. Returns, per page, each metric's stats and, for each page but
    the minimal one, each metric's ratio to the minimal page's. */
async function phoneRuns(browser, pages, link, rounds, stats, files = {}) {
  const served = Object.fromEntries(
    Object.entries(pages).map(([name, f]) => ['/' + name + '.html', f])
  );
  const { server, port } = await serve({ ...files, ...served });
  const names = Object.keys(pages);
  const seen = Object.fromEntries(names.map((n) => [n, []]));
  try {
    for (let round = 0; round < rounds + 1; round++) {
      const order = names.map((_, i) => names[(i + round) % names.length]);
      for (const name of order) {
        const r = await phoneLoad(browser, `http://127.0.0.1:${port}/${name}.html${link}`);
        if (round > 0) seen[name].push(r);
      }
    }
  } finally {
    server.close();
  }
  const out = {};
  for (const name of names) {
    out[name] = Object.fromEntries(METRICS.map((m) => [m, stats(seen[name].map((r) => r[m]))]));
    out[name].outputs = seen[name][0].outputs;
    if (name !== 'minimal')
      out[name].ratio = Object.fromEntries(
        METRICS.map((m) => [m, stats(seen[name].map((r, i) => r[m] / seen.minimal[i][m]))])
      );
  }
  return out;
}

/** The table's rows for the throttled phone (`phone` as phoneRuns returns it for `page` and
    `minimal`), through `row(what, value, reference, ratio, target)`. */
function phoneRows(phone, row) {
  const ms = (x) => x.toFixed(0) + ' ms';
  const { page, minimal } = phone;
  const what = {
    fcp: 'first contentful paint',
    formInView: 'the form in view',
    firstResult: 'the first result (from a link)'
  };
  const limit = { fcp: 1.3, formInView: 1.3, firstResult: 3 };
  row(
    `A phone in Chromium (360 × 740, CPU ÷ ${PHONE.cpuSlowdown}, ${PHONE.latency} ms, ` +
      `${(PHONE.downloadThroughput * 8) / 1e6} Mbit/s, gzip; median of ${page.fcp.n} alternated pairs)`,
    '',
    '',
    '',
    ''
  );
  for (const m of METRICS)
    row(
      '  ' + what[m],
      ms(page[m].median),
      ms(minimal[m].median) + ' minimal',
      page.ratio[m].median.toFixed(2) + ' ×',
      `≤ ${limit[m]} ×: ` + met(page.ratio[m].median <= limit[m])
    );
}

/** The page and the minimal page on the throttled phone, `loads` rounds over HTTP with gzip, in
    a browser of their own, opened with the navigation's link; both must show the same. */
async function phonePages(loads) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch(launchArgs);
  try {
    const html = 'text/html; charset=utf-8';
    const pages = {
      page: [html, fs.readFileSync(PAGE)],
      minimal: [html, fs.readFileSync(MIN_PAGE)]
    };
    const r = await phoneRuns(browser, pages, fragment(gamesText(NAV_GAMES)), loads, stats);
    // The page groups a rating's thousands ("1,605") where the minimal page writes the bare
    // number ("1605"): the figures are compared without the separators.
    const figures = (outputs) =>
      JSON.stringify(Object.values(outputs).map((text) => text.replace(/,/g, '')));
    if (figures(r.page.outputs) !== figures(r.minimal.outputs))
      throw new Error('bench: on the phone the page and the minimal page show other results');
    return r;
  } finally {
    await browser.close();
  }
}

module.exports = { PHONE, phonePages, phoneRows, phoneRuns };
