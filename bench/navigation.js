/* The desktop page against its two plain-JavaScript yardsticks in headless Chromium (one
   browser, a 1280 × 900 window, each load in a new tab on file://): the real page with a
   plain-JS core in the wasm core's place (built here from bench/reference-core.js), and
   bench/minimal.html, the same form as a minimal page; with the floor under the page's ratio,
   the minimal page with the wasm core in its arithmetic's place (built here with
   bench/minimal-core.js).

   Definitions (docs/performance.md repeats them):
   - "first result shown": the moment, in ms since navigation start (performance.now() in the
     page), when both output[name=newRatingA] and output[name=ratingAfterTournament] first hold
     a digit, seen by a MutationObserver installed before any page script runs (pages.js's
     installObserver, in the context's init scripts). Both pages fill them in the same
     synchronous render, so the observer fires right after it.
   - "keystroke to result": from the keydown event's timeStamp of a real key press (Playwright
     keyboard) to the end of the page's own input handler plus a forced layout, measured by a
     window-level input listener that runs after the form's. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const {
  KEY_GAMES,
  MIN_PAGE,
  NAV_GAMES,
  PAGE,
  ROOT,
  fragment,
  gamesText,
  loadOnce
} = require('./pages.js');
const { stats } = require('./stats.js');
const { iqr, met, ms, ms2 } = require('./table.js');

const REF_PAGE = path.join(ROOT, 'build', 'bench', 'reference.html');
// The floor: the minimal page with the page's first script (the core) and bench/minimal-core.js.
const MIN_CORE_PAGE = path.join(ROOT, 'build', 'bench', 'minimal-core.html');
// The wasm core the page is built with (scripts/build.sh).
const WEB_CORE = path.join(
  ROOT,
  process.env.ELO_WASM_BUILD || 'build/wasm',
  'wasm',
  'elo-core-web.js'
);
// How many samples: at least 15 loads per page, so that a median means something; keystrokes
// alike.
const LOADS = Number(process.env.ELO_BENCH_LOADS || 21);
const WARMUP_LOADS = 2;
const KEYSTROKES = Number(process.env.ELO_BENCH_KEYS || 60);

// The four pages' file:// addresses.
const PAGES = {
  wasm: pathToFileURL(PAGE).href,
  reference: pathToFileURL(REF_PAGE).href,
  minimal: pathToFileURL(MIN_PAGE).href,
  minimalCore: pathToFileURL(MIN_CORE_PAGE).href
};

// The real page's build with the plain-JS core in the wasm core's place.
function buildReferencePage() {
  const { buildWeb } = require('../scripts/build-web.js');
  return buildWeb({
    corePath: path.join(__dirname, 'reference-core.js'),
    outDir: path.dirname(REF_PAGE),
    pageName: path.basename(REF_PAGE)
  });
}

// The minimal page with the core in its head and bench/minimal-core.js for its inline script.
async function buildMinimalCorePage() {
  const { coreScript } = require('../scripts/build-web.js');
  const core = await coreScript(WEB_CORE);
  const script = fs.readFileSync(path.join(__dirname, 'minimal-core.js'), 'utf8');
  const html = fs
    .readFileSync(MIN_PAGE, 'utf8')
    .replace(/<!--[^]*?-->\n/, '')
    .replace(/<title>[^<]*/, '<title>Elo rating calculator (the minimal page with the wasm core)')
    .replace(/<script>[^]*?<\/script>/, () => `<script>\n${script}</script>`)
    .replace('</head>', () => `<script>${core}</script>\n</head>`);
  fs.mkdirSync(path.dirname(MIN_CORE_PAGE), { recursive: true });
  fs.writeFileSync(MIN_CORE_PAGE, html);
}

/** The two yardsticks this module builds, in build/bench. */
async function buildPages() {
  await buildReferencePage();
  await buildMinimalCorePage();
}

// Each page's loads, rounds of the four after two to warm up, and each page's outputs; the
// page and the same-UI page must show the same, as must the minimal page with and without the
// core.
async function navigationLoads(context) {
  const nav = { wasm: [], reference: [], minimal: [], minimalCore: [] };
  const navFragment = fragment(gamesText(NAV_GAMES));
  const outputs = {};
  const ORDERS = [
    ['wasm', 'reference', 'minimal', 'minimalCore'],
    ['reference', 'minimal', 'minimalCore', 'wasm'],
    ['minimal', 'minimalCore', 'wasm', 'reference'],
    ['minimalCore', 'wasm', 'reference', 'minimal']
  ];
  for (let i = 0; i < WARMUP_LOADS + LOADS; i++) {
    // Rotate which page goes first in each round, so none always follows another.
    const order = ORDERS[i % ORDERS.length];
    for (const which of order) {
      const r = await loadOnce(context, PAGES[which] + navFragment);
      outputs[which] = r.outputs;
      if (i >= WARMUP_LOADS) nav[which].push(r);
    }
  }
  if (JSON.stringify(outputs.wasm) !== JSON.stringify(outputs.reference)) {
    throw new Error(
      'bench: the reference page shows other results than the page:\n' +
        JSON.stringify(outputs, null, 1)
    );
  }
  if (JSON.stringify(outputs.minimal) !== JSON.stringify(outputs.minimalCore)) {
    throw new Error(
      'bench: the minimal page with the core shows other results than the minimal page:\n' +
        JSON.stringify(outputs, null, 1)
    );
  }
  return { nav, outputs };
}

/** The navigation to first result of the four pages in `context` (whose init scripts include
    pages.js's installObserver): each page's first result, the ratios, the pages' own work and
    the page's marks. */
async function navigationRuns(context) {
  const { nav, outputs } = await navigationLoads(context);
  const summary = (list, key) =>
    stats(
      list
        .map((r) => (key === 'firstResult' ? r.firstResult : r.marks[key]))
        .filter((x) => typeof x === 'number')
    );
  const ratio = (a, b) => stats(nav[a].map((r, i) => r.firstResult / nav[b][i].firstResult)).median;
  const markNames = [...new Set(nav.wasm.flatMap((r) => Object.keys(r.marks)))];
  return {
    loads: LOADS,
    games: NAV_GAMES,
    outputs: outputs.wasm,
    wasm: summary(nav.wasm, 'firstResult'),
    reference: summary(nav.reference, 'firstResult'),
    minimal: summary(nav.minimal, 'firstResult'),
    minimalCore: summary(nav.minimalCore, 'firstResult'),
    ratio: ratio('wasm', 'reference'),
    ratioMinimal: ratio('wasm', 'minimal'),
    // The same-UI page against the minimal page: what the page's UI costs with a plain-JS core.
    ratioUi: ratio('reference', 'minimal'),
    // The floor: the minimal page with the core against the minimal page, load by load.
    ratioFloor: ratio('minimalCore', 'minimal'),
    ratioOfMedians:
      summary(nav.wasm, 'firstResult').median / summary(nav.reference, 'firstResult').median,
    domInteractive: {
      wasm: stats(nav.wasm.map((r) => r.domInteractive)),
      reference: stats(nav.reference.map((r) => r.domInteractive))
    },
    // From the first script of each page to its first result: what is left when the same
    // navigation up to a page's first script is taken away.
    ownWork: {
      wasm: stats(nav.wasm.map((r) => r.firstResult - r.marks['elo-core-script'])),
      minimal: stats(nav.minimal.map((r) => r.firstResult - r.marks['elo-minimal-script'])),
      minimalCore: stats(nav.minimalCore.map((r) => r.firstResult - r.marks['elo-core-script'])),
      minimalNumberFormat: stats(
        nav.minimal.map((r) => r.marks['elo-minimal-number-format'] - r.marks['elo-minimal-script'])
      )
    },
    marks: Object.fromEntries(
      markNames.map((m) => [
        m,
        { wasm: summary(nav.wasm, m), reference: summary(nav.reference, m) }
      ])
    )
  };
}

async function keystrokes(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]');
  await page.evaluate(() => {
    window.__keys = [];
    let down = null;
    window.addEventListener(
      'keydown',
      (e) => {
        down = e.timeStamp;
      },
      true
    );
    window.addEventListener('input', () => {
      document.documentElement.getBoundingClientRect();
      if (down !== null) window.__keys.push(performance.now() - down);
      down = null;
    });
  });
  const box = page.locator('textarea[name="games"]');
  await box.focus();
  await page.keyboard.press('Control+End');
  // The list ends in "0.5": its last score is made one character first, or every other key
  // below would leave "0.1", which the core refuses (and the plain-JS stand-in takes).
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.type('1');
  for (let i = 0; i < KEYSTROKES + 5; i++) {
    // Replace the last line's score: 1 → 0 → 1 …, each a whole valid list.
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.type(i % 2 ? '1' : '0');
  }
  const times = (await page.evaluate(() => window.__keys)).slice(5);
  const last = await page.evaluate(
    () => document.querySelector('output[name="ratingAfterTournament"]').textContent
  );
  await page.close();
  return { times, last };
}

/** Keystroke to result in the page and the same-UI page, each opened with a KEY_GAMES-line
    list in `context`; both must end on the same result. */
async function keystrokeRuns(context) {
  const keyFragment = fragment(gamesText(KEY_GAMES));
  const keys = {
    wasm: await keystrokes(context, PAGES.wasm + keyFragment),
    reference: await keystrokes(context, PAGES.reference + keyFragment)
  };
  if (keys.wasm.last !== keys.reference.last)
    throw new Error(
      'bench: keystroke results differ: ' + keys.wasm.last + ' vs ' + keys.reference.last
    );
  return {
    games: KEY_GAMES,
    wasm: stats(keys.wasm.times),
    reference: stats(keys.reference.times),
    ratio: stats(keys.wasm.times).median / stats(keys.reference.times).median
  };
}

/** The table's rows for the navigation (`nav` as navigationRuns() returns it). */
function navigationRows(nav, row) {
  const label = {
    wasm: '',
    reference: ' same UI',
    minimal: ' minimal',
    minimalCore: ' minimal with the core'
  };
  // One page against another: both first results with their spreads, and the ratio.
  const vs = (what, page, other, ratio, target) =>
    row(
      what,
      iqr(nav[page]) + label[page],
      iqr(nav[other]) + label[other],
      ratio.toFixed(2) + ' ×',
      target
    );
  vs(
    'navigation to first result (file://, median of ' + nav.loads + '), vs a minimal plain-JS page',
    'wasm',
    'minimal',
    nav.ratioMinimal,
    '≤ 1.3 × (aim 1.1): ' + met(nav.ratioMinimal <= 1.3)
  );
  vs(
    '  the same, vs the same-UI plain-JS page',
    'wasm',
    'reference',
    nav.ratio,
    '≤ 1.15 × (aim 1.05): ' + met(nav.ratio <= 1.15)
  );
  vs(
    '  the same-UI plain-JS page (the UI with a plain-JS core), vs the minimal page',
    'reference',
    'minimal',
    nav.ratioUi
  );
  vs(
    '  the minimal page with the wasm core (the core alone), vs the minimal page',
    'minimalCore',
    'minimal',
    nav.ratioFloor
  );
  row(
    '  first script to first result (median)',
    ms(nav.ownWork.wasm.median),
    ms(nav.ownWork.minimal.median) +
      ' minimal, of which its first Intl.NumberFormat ' +
      ms(nav.ownWork.minimalNumberFormat.median) +
      '; ' +
      ms(nav.ownWork.minimalCore.median) +
      ' minimal with the core'
  );
  for (const [name, s] of Object.entries(nav.marks))
    row(
      '  page mark ' + name + ' (median)',
      ms(s.wasm.median),
      s.reference.n ? ms(s.reference.median) : ''
    );
}

/** The table's rows for the keystrokes (`key` as keystrokeRuns() returns it). */
function keystrokeRows(key, row) {
  row(
    'keystroke to result, ' + key.games + ' lines (median)',
    ms2(key.wasm.median),
    ms2(key.reference.median),
    key.ratio.toFixed(2) + ' ×'
  );
  row(
    'keystroke to result, ' + key.games + ' lines (p95)',
    ms2(key.wasm.p95),
    ms2(key.reference.p95),
    (key.wasm.p95 / key.reference.p95).toFixed(2) + ' ×',
    '≤ 16 ms (aim 8): ' + met(key.wasm.p95 <= 16)
  );
}

module.exports = {
  PAGES,
  buildPages,
  keystrokeRows,
  keystrokeRuns,
  navigationRows,
  navigationRuns
};
