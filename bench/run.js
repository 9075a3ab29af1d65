#!/usr/bin/env node
/* npm run bench: each measurement in its module, in turn, then one table and bench/results.json.
   - sizes.js: the sizes of dist/, against the ceilings of bench/budgets.json.
   - node-calc.js: calculate() on the largest lists in Node, against the plain-JS reference core;
     a whole event and a ladder's season.
   - navigation.js, in headless Chromium: navigation to first result and keystroke to result
     against two plain-JavaScript yardsticks (the real page with a plain-JS core in the wasm
     core's place, and bench/minimal.html, the same form as a minimal page), and the floor under
     the page's ratio (the minimal page with the wasm core in its arithmetic's place,
     bench/minimal-core.js); the definitions of "first result shown" and "keystroke to result"
     are at its top.
   - mode-paints.js and big-event.js: the event and the ladder in the page, as their users wait
     for them; element-host.js: a club's page with the element.
   - phone.js: the page and the minimal page on a throttled phone over HTTP with gzip.
   - lighthouse.js: Lighthouse's mobile runs (ELO_BENCH_LIGHTHOUSE_RUNS=0 leaves them out).
   Each module gives its rows of the table (table.js). Not part of npm test: times depend on the
   machine and its load, so they are reported here, never asserted; the sizes' ceilings are
   checked by scripts/check-sizes.js in the build. */
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { bigEvent, bigEventRows } = require('./big-event.js');
const { elementHost, hostRows } = require('./element-host.js');
const { lighthouseRows, lighthouseRuns } = require('./lighthouse.js');
const { EVENT_LOADS, eventPaint, eventPaintRows } = require('./mode-paints.js');
const { ladderPaint, ladderPaintRows } = require('./mode-paints.js');
const nav = require('./navigation.js');
const { calcRows, eventCalcRows, ladderCalcRows, nodeCalc } = require('./node-calc.js');
const { MIN_PAGE, PAGE, WIDGET, installObserver } = require('./pages.js');
const { phonePages, phoneRows } = require('./phone.js');
const { sizeRows, sizes } = require('./sizes.js');
const { launchArgs, stats } = require('./stats.js');
const { markdownTable } = require('./table.js');

// Loads of a club's page with the element, its script deferred and blocking (element-host.js).
const HOST_LOADS = Number(process.env.ELO_BENCH_HOST_LOADS || 9);
// Throttled phone loads of the page and the minimal page, alternated (bench/phone.js).
const PHONE_LOADS = Number(process.env.ELO_BENCH_PHONE_LOADS || 9);
// Lighthouse's mobile runs of each page (bench/lighthouse.js); 0 leaves them out.
const LIGHTHOUSE_RUNS = Number(process.env.ELO_BENCH_LIGHTHOUSE_RUNS ?? 3);

function machine() {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = (cpuinfo.match(/^model name\s*:\s*(.+)$/m) || [])[1] || os.cpus()[0].model;
  return {
    cpu: model.trim(),
    cores: os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`
  };
}

// The desktop runs in one browser: the navigation and the keystrokes (in a context with the
// first result's observer), the event's and the ladder's paints and the big event (in one
// without it), and the club's page.
async function browserRuns() {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch(launchArgs);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(installObserver);
    const navigation = await nav.navigationRuns(context);
    const keystroke = await nav.keystrokeRuns(context);
    const plain = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const event = await eventPaint(plain, nav.PAGES.wasm);
    const big = await bigEvent(plain, nav.PAGES.wasm, Math.min(EVENT_LOADS, 3), stats);
    const ladder = await ladderPaint(plain, nav.PAGES.wasm);
    await plain.close();
    const host = await elementHost(context, WIDGET, HOST_LOADS, stats);
    const name = 'Chromium ' + browser.version();
    return { browser: name, navigation, event, big, host, ladder, keystroke };
  } finally {
    await browser.close();
  }
}

// The table, each module's rows in turn.
function table(r) {
  const m = r.machine;
  const heading =
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB; ${r.browser.browser} headless; ` +
    `Node ${m.node}; ${r.date}`;
  return markdownTable(heading, (row) => {
    nav.navigationRows(r.browser.navigation, row);
    nav.keystrokeRows(r.browser.keystroke, row);
    calcRows(r.node, row);
    eventCalcRows(r.node.events, row);
    eventPaintRows(r.browser.event, row);
    bigEventRows(r.browser.big, row);
    hostRows(r.browser.host, row);
    if (r.phone) phoneRows(r.phone, row);
    if (r.lighthouse) lighthouseRows(r.lighthouse, row);
    ladderCalcRows(r.node.ladder, row);
    ladderPaintRows(r.browser.ladder, row);
    sizeRows(r.sizes, row);
  });
}

async function main() {
  if (!fs.existsSync(PAGE))
    throw new Error('dist/elo-calculator.html is missing: run npm run build (or npm test) first');
  await nav.buildPages();
  const results = { date: new Date().toISOString(), machine: machine() };
  results.sizes = sizes();
  results.node = await nodeCalc();
  results.browser = await browserRuns();
  results.phone = await phonePages(PHONE_LOADS);
  if (LIGHTHOUSE_RUNS > 0)
    results.lighthouse = await lighthouseRuns(
      { page: PAGE, minimal: MIN_PAGE, widget: WIDGET },
      LIGHTHOUSE_RUNS,
      stats
    );
  const text = table(results);
  results.table = text;
  fs.writeFileSync(path.join(__dirname, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log(text);
  console.log('\nbench: wrote bench/results.json');
}

if (require.main === module)
  main().catch((err) => {
    console.error(err.stack || String(err));
    process.exit(1);
  });

module.exports = { table };
