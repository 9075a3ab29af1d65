/* The element on a club's page: a page of text (a heading and 40 paragraphs) with the README's
   snippet under it, loaded from disk in fresh pages, with the element's script as the README
   writes it (`defer`) and as a plain blocking script in the head. Timed: the club page's first
   contentful paint, and its element's first result (player A's change written). */
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { ms } = require('./table.js');

const TEXT = Array.from(
  { length: 40 },
  (_, i) => `<p>News ${i + 1} of the club: the season, its results and its members.</p>`
).join('\n');

// The club's page with the element's script in its head, `defer`red or not.
const hostPage = (defer) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A chess club</title>
<script src="elo-widget.js"${defer ? ' defer' : ''}></script>
</head><body><h1>A chess club</h1>
${TEXT}
<elo-calculator lang="en" rules="fide" k="20" rating-a="1600" rating-b="1400"></elo-calculator>
</body></html>
`;

// Player A's change as the element shows it, looked for at each frame from the page's start.
function watchResult() {
  const look = () => {
    const el = document.querySelector('elo-calculator');
    const out = el && el.shadowRoot && el.shadowRoot.querySelector('output[name="changeA"]');
    if (out && out.textContent.trim() !== '') window.__result = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

async function once(context, url) {
  const page = await context.newPage();
  await page.addInitScript(watchResult);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__result !== undefined, null, { timeout: 30000 });
  const times = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { paint: paint ? paint.startTime : NaN, result: window.__result };
  });
  await page.close();
  return times;
}

/** `loads` loads of each page (after one of each to warm up), alternating, with the widget
    at `widget`. Returns { deferred, blocking }, each { paint, result } as `stats` gives them. */
async function elementHost(context, widget, loads, stats) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elo-host-'));
  fs.copyFileSync(widget, path.join(dir, 'elo-widget.js'));
  const urls = {};
  for (const [name, defer] of [
    ['deferred', true],
    ['blocking', false]
  ]) {
    fs.writeFileSync(path.join(dir, name + '.html'), hostPage(defer));
    urls[name] = pathToFileURL(path.join(dir, name + '.html')).href;
  }
  const runs = { deferred: [], blocking: [] };
  for (let i = 0; i <= loads; i++)
    for (const name of Object.keys(runs)) {
      const t = await once(context, urls[name]);
      if (i > 0) runs[name].push(t);
    }
  fs.rmSync(dir, { recursive: true, force: true });
  const of = (list, key) => stats(list.map((t) => t[key]));
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      { paint: of(list, 'paint'), result: of(list, 'result') }
    ])
  );
}

/** The table's rows for the club's page (`host` as elementHost() returns it). */
function hostRows(host, row) {
  row(
    `a club's page with the element: first paint, its script deferred vs blocking (median of ${host.deferred.paint.n})`,
    ms(host.deferred.paint.median),
    ms(host.blocking.paint.median) + ' blocking',
    (host.deferred.paint.median / host.blocking.paint.median).toFixed(2) + ' ×',
    ''
  );
  row(
    `  the same page: the element's first result, deferred vs blocking (median)`,
    ms(host.deferred.result.median),
    ms(host.blocking.result.median) + ' blocking',
    (host.deferred.result.median / host.blocking.result.median).toFixed(2) + ' ×',
    ''
  );
}

module.exports = { elementHost, hostPage, hostRows };
