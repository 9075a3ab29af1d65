#!/usr/bin/env node
/* npm run bench: sizes of dist/, navigation to first result and keystroke to result in headless
   Chromium against two plain-JavaScript yardsticks (the real page with a plain-JS core in the
   wasm core's place, and bench/minimal.html, the same form as a minimal page), the floor under
   the page's ratio (the minimal page with the wasm core in its arithmetic's place,
   bench/minimal-core.js), and calculate() on the largest lists in Node. Prints one table and
   writes bench/results.json. Not part of npm test: times depend on the machine and its load,
   so they are reported here, never asserted; the sizes' budgets are checked by
   scripts/check-sizes.js in the build.

   Definitions (docs/performance.md repeats them):
   - "first result shown": the moment, in ms since navigation start (performance.now() in the
     page), when both output[name=newRatingA] and output[name=ratingAfterTournament] first hold
     a digit, seen by a MutationObserver installed before any page script runs. Both pages fill
     them in the same synchronous render, so the observer fires right after it.
   - "keystroke to result": from the keydown event's timeStamp of a real key press (Playwright
     keyboard) to the end of the page's own input handler plus a forced layout, measured by a
     window-level input listener that runs after the form's. */
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const PAGE = path.join(DIST, 'elo-calculator.html');
const REF_PAGE = path.join(ROOT, 'build', 'bench', 'reference.html');
// The second yardstick: the same form as a minimal page in plain JavaScript (bench/minimal.html).
const MIN_PAGE = path.join(__dirname, 'minimal.html');
// The floor: the minimal page with the page's first script (the core) and bench/minimal-core.js.
const MIN_CORE_PAGE = path.join(ROOT, 'build', 'bench', 'minimal-core.html');
// The wasm core the page is built with (scripts/build.sh).
const WEB_CORE = path.join(
  ROOT,
  process.env.ELO_WASM_BUILD || 'build/wasm',
  'wasm',
  'elo-core-web.js'
);
const BUDGETS = require('./budgets.json');
const { syntheticTrf } = require('./trf-synthetic.js');
const { syntheticLadder } = require('./ladder-synthetic.js');
const { bigEvent } = require('./big-event.js');
const { elementHost } = require('./element-host.js');
const { lighthouseRuns } = require('./lighthouse.js');
const { phoneRows, phoneRuns } = require('./phone.js');
const { fragment, gamesText, installObserver, loadOnce } = require('./pages.js');
const { launchArgs, stats } = require('./stats.js');
// A large club's whole history: 100,000 games among 2,000 players.
const LADDER_GAMES = 100000;
const LADDER_PLAYERS = 2000;
// FIDE's example tournament report file (284 players, 7 rounds), kept with the tests.
const EVENT_FILE = path.join(ROOT, 'tests', 'data', 'trf', 'fide-example1.trf');
// The largest event the core takes (5,000 players), over 7 rounds.
const EVENT_PLAYERS = 5000;
const EVENT_ROUNDS = 7;
const EVENT_LOADS = Number(process.env.ELO_BENCH_EVENT_LOADS || 9);
// Loads of a club's page with the element, its script deferred and blocking (element-host.js).
const HOST_LOADS = Number(process.env.ELO_BENCH_HOST_LOADS || 9);
// Lighthouse's mobile runs of each page (bench/lighthouse.js); 0 leaves them out.
// Throttled phone loads of the page and the minimal page, alternated (bench/phone.js).
const PHONE_LOADS = Number(process.env.ELO_BENCH_PHONE_LOADS || 9);
const LIGHTHOUSE_RUNS = Number(process.env.ELO_BENCH_LIGHTHOUSE_RUNS ?? 3);

// How many samples: at least 15 loads per page, so that a median means something;
// keystrokes and calls alike.
const LOADS = Number(process.env.ELO_BENCH_LOADS || 21);
const WARMUP_LOADS = 2;
const KEYSTROKES = Number(process.env.ELO_BENCH_KEYS || 60);
const CALLS = Number(process.env.ELO_BENCH_CALLS || 15);
// Input sizes: the navigation uses a 10-game tournament, the keystroke test 200
// lines, Node 10,000 lines and the core's limits (core/include/elo/parse.hpp).
const NAV_GAMES = 10;
const KEY_GAMES = 200;
const CALC_GAMES = 10000;
const MAX_GAMES = 10000; // elo::kMaxGames
const MAX_TEXT_BYTES = 500000; // elo::kMaxGamesTextBytes

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

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

// ---- sizes ----------------------------------------------------------------------------------

/** The page's parts: each inline script and style, inside the core script the wasm, and the
    first view's markup (its <template>s, scripts/first-view.js). */
function pageParts(html) {
  const parts = { wasm: 0, strings: 0, glue: 0, pageScript: 0, styles: 0, firstView: 0, other: 0 };
  const gzParts = Object.assign({}, parts);
  const add = (name, text) => {
    parts[name] += Buffer.byteLength(text);
    gzParts[name] += gz(Buffer.from(text));
  };
  let rest = html;
  for (const m of html.matchAll(/<template[^>]*>[\s\S]*?<\/template>/g)) {
    add('firstView', m[0]);
    rest = rest.replace(m[0], '');
  }
  for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    add('styles', m[1]);
    rest = rest.replace(m[1], '');
  }
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const js = m[1];
    rest = rest.replace(js, '');
    // The core's script starts with its mark (scripts/build-web.js; minified, so in either
    // quote); the other is the page bundle (web/src with the locales).
    if (!/^performance\.mark\(["']elo-core-script["']\)/.test(js)) add('pageScript', js);
    else {
      // The wasm travels as the longest string literal in the core's script (compressed,
      // base64), the locales' strings as the next (scripts/packed-locales.js).
      let glue = js;
      for (const part of ['wasm', 'strings']) {
        const literal = longestLiteral(glue);
        if (literal.length <= 10000) break;
        add(part, literal);
        glue = glue.replace(literal, '');
      }
      add('glue', glue);
    }
  }
  add('other', rest);
  return { raw: parts, gzip: gzParts };
}

function longestLiteral(js) {
  let best = '';
  for (const m of js.matchAll(/"([^"\\]|\\.){10000,}"|'([^'\\]|\\.){10000,}'/g))
    if (m[0].length > best.length) best = m[0];
  return best;
}

function sizes() {
  const files = fs
    .readdirSync(DIST)
    .filter((f) => fs.statSync(path.join(DIST, f)).isFile())
    .sort();
  const list = files.map((f) => {
    const buf = fs.readFileSync(path.join(DIST, f));
    return { file: 'dist/' + f, raw: buf.length, gzip: gz(buf) };
  });
  const parts = pageParts(fs.readFileSync(PAGE, 'utf8'));
  return { files: list, pageParts: parts };
}

// ---- calculate() in Node --------------------------------------------------------------------

async function nodeCalc() {
  delete require.cache[path.join(DIST, 'elo-core.js')];
  const wasm = await require(path.join(DIST, 'elo-core.js'))();
  const ref = await require('./reference-core.js')();
  const request = (text) =>
    JSON.stringify({
      rules: 'elo',
      k: '20',
      player: { rating: '1600' },
      gamesText: text,
      date: '2026-01-01'
    });
  const cases = {
    lines10000: request(gamesText(CALC_GAMES)),
    limit: request(gamesText(MAX_GAMES, Math.floor(MAX_TEXT_BYTES / MAX_GAMES) - 1)),
    lines200: request(gamesText(KEY_GAMES)),
    oneGame: request(gamesText(1))
  };
  const out = {};
  for (const [name, req] of Object.entries(cases)) {
    const text = JSON.parse(req).gamesText;
    const answer = JSON.parse(wasm.calculate(req));
    if (!answer.tournament || answer.errors.length)
      throw new Error(
        `bench: the core did not rate the ${name} list: ${JSON.stringify(answer.errors).slice(0, 200)}`
      );
    const games = answer.tournament.gamesCount;
    // The two cores' calls alternate, so that a change in the machine's speed during the run
    // (seen here: the reference's median 11.3 ms in one run, 15.1 in the next) falls on both.
    const samples = [wasm, ref].map(() => ({ calls: [], parses: [] }));
    const once = (core, into) => {
      const t0 = process.hrtime.bigint();
      const res = core.calculate(req);
      const t1 = process.hrtime.bigint();
      JSON.parse(res);
      const t2 = process.hrtime.bigint();
      if (!into) return;
      into.calls.push(Number(t1 - t0) / 1e6);
      into.parses.push(Number(t2 - t1) / 1e6);
    };
    for (let i = 0; i < 3 + CALLS; i++) {
      once(wasm, i >= 3 && samples[0]);
      once(ref, i >= 3 && samples[1]);
    }
    const [w, r] = samples.map((x) => ({ call: stats(x.calls), jsonParse: stats(x.parses) }));
    out[name] = {
      games,
      textBytes: Buffer.byteLength(text),
      responseBytes: wasm.calculate(req).length,
      wasm: w,
      reference: r,
      perGameUs: (w.call.median * 1000) / games,
      ratio: w.call.median / r.call.median
    };
  }
  // The cost a game adds: the whole call less the fixed cost of a one-game call.
  out.lines10000.marginalPerGameUs =
    ((out.lines10000.wasm.call.median - out.oneGame.wasm.call.median) * 1000) / (CALC_GAMES - 1);
  out.events = eventCalc(wasm);
  out.ladder = ladderCalc(wasm);
  return out;
}

// A season through calculate(): the largest a ladder takes in games.
function ladderCalc(wasm) {
  const req = JSON.stringify({
    ladder: { gamesText: syntheticLadder(LADDER_GAMES, LADDER_PLAYERS) }
  });
  const answer = JSON.parse(wasm.calculate(req));
  if (!answer.ladder || answer.errors.length)
    throw new Error('bench: the core did not rate the ladder');
  const calls = [];
  for (let i = 0; i < Math.min(CALLS, 7); i++) {
    const t0 = process.hrtime.bigint();
    wasm.calculate(req);
    calls.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return {
    games: LADDER_GAMES,
    players: answer.ladder.players.length,
    requestBytes: Buffer.byteLength(req),
    call: stats(calls)
  };
}

// A whole event through calculate(): FIDE's own example file, and a synthetic 5,000 players.
function eventCalc(wasm) {
  const files = {
    fideExample: fs.readFileSync(EVENT_FILE, 'utf8'),
    players5000: syntheticTrf(EVENT_PLAYERS, EVENT_ROUNDS)
  };
  const out = {};
  for (const [name, trf] of Object.entries(files)) {
    const req = JSON.stringify({ event: { trf } });
    const answer = JSON.parse(wasm.calculate(req));
    if (!answer.event || answer.errors.length)
      throw new Error(`bench: the core did not rate the ${name} event`);
    for (let i = 0; i < 3; i++) wasm.calculate(req);
    const calls = [];
    for (let i = 0; i < CALLS; i++) {
      const t0 = process.hrtime.bigint();
      wasm.calculate(req);
      calls.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    out[name] = {
      players: answer.event.players.length,
      rounds: answer.event.rounds,
      fileBytes: Buffer.byteLength(trf),
      call: stats(calls)
    };
  }
  return out;
}

// ---- the browser ----------------------------------------------------------------------------

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

// From the file input's change event (its timeStamp) to the frame after the table's first
// rows are written (the table builds a first batch, then the rest as the view nears them; the
// row under the batch, with its "Show all" button, is placed with it): reading the file, the
// core's call and the table, as a user waits for them.
async function eventPaint(context, url) {
  const times = [];
  for (let i = 0; i < 2 + EVENT_LOADS; i++) {
    const page = await context.newPage();
    await page.goto(url + '#mode=event', { waitUntil: 'load' });
    await page.waitForSelector('input[name="eventFile"]');
    await page.evaluate(() => {
      document.addEventListener(
        'change',
        (e) => {
          if (e.target.name === 'eventFile') window.__chosen = e.timeStamp;
        },
        true
      );
      const done = () => document.querySelector('.elo-event-table tr.elo-more') !== null;
      const mo = new MutationObserver(() => {
        if (!done()) return;
        mo.disconnect();
        requestAnimationFrame(() => {
          window.__painted = performance.now();
        });
      });
      mo.observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.setInputFiles('input[name="eventFile"]', EVENT_FILE);
    await page.waitForFunction(() => window.__painted !== undefined, null, { timeout: 15000 });
    const ms = await page.evaluate(() => window.__painted - window.__chosen);
    if (i >= 2) times.push(ms);
    await page.close();
  }
  return stats(times);
}

// From a season pasted into the games box (one input event) to the frame after the list is
// written: the core's call and the list, as a club officer waits for them.
async function ladderPaint(context, url) {
  const games = LADDER_GAMES;
  const text = syntheticLadder(games, LADDER_PLAYERS);
  const times = [];
  for (let i = 0; i < 1 + Math.min(EVENT_LOADS, 5); i++) {
    const page = await context.newPage();
    await page.goto(url + '#mode=ladder', { waitUntil: 'load' });
    await page.waitForSelector('textarea[name="ladderGames"]');
    const ms = await page.evaluate(
      (season) =>
        new Promise((resolve) => {
          const box = document.querySelector('textarea[name="ladderGames"]');
          box.value = season;
          const t0 = performance.now();
          box.dispatchEvent(new Event('input', { bubbles: true }));
          requestAnimationFrame(() => resolve(performance.now() - t0));
        }),
      text
    );
    if (!(await page.locator('tr[data-player]').count()))
      throw new Error('bench: the ladder list was not painted');
    if (i >= 1) times.push(ms);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  }
  return { games, times: stats(times) };
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

async function browserRuns() {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch(launchArgs);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(installObserver);
    const pages = {
      wasm: pathToFileURL(PAGE).href,
      reference: pathToFileURL(REF_PAGE).href,
      minimal: pathToFileURL(MIN_PAGE).href,
      minimalCore: pathToFileURL(MIN_CORE_PAGE).href
    };
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
        const r = await loadOnce(context, pages[which] + navFragment);
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
    const keyFragment = fragment(gamesText(KEY_GAMES));
    const keys = {
      wasm: await keystrokes(context, pages.wasm + keyFragment),
      reference: await keystrokes(context, pages.reference + keyFragment)
    };
    if (keys.wasm.last !== keys.reference.last)
      throw new Error(
        'bench: keystroke results differ: ' + keys.wasm.last + ' vs ' + keys.reference.last
      );
    // The event and the ladder in pages without the first result's observer, which waits for
    // the game mode's outputs and, in another mode, would watch every change to the end.
    const plain = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const event = await eventPaint(plain, pages.wasm);
    const big = await bigEvent(plain, pages.wasm, Math.min(EVENT_LOADS, 3), stats);
    const ladder = await ladderPaint(plain, pages.wasm);
    await plain.close();
    const host = await elementHost(context, path.join(DIST, 'elo-widget.js'), HOST_LOADS, stats);
    const summary = (list, key) =>
      stats(
        list
          .map((r) => (key === 'firstResult' ? r.firstResult : r.marks[key]))
          .filter((x) => typeof x === 'number')
      );
    const markNames = [...new Set(nav.wasm.flatMap((r) => Object.keys(r.marks)))];
    return {
      browser: 'Chromium ' + browser.version(),
      navigation: {
        loads: LOADS,
        games: NAV_GAMES,
        outputs: outputs.wasm,
        wasm: summary(nav.wasm, 'firstResult'),
        reference: summary(nav.reference, 'firstResult'),
        minimal: summary(nav.minimal, 'firstResult'),
        minimalCore: summary(nav.minimalCore, 'firstResult'),
        ratio: stats(nav.wasm.map((r, i) => r.firstResult / nav.reference[i].firstResult)).median,
        ratioMinimal: stats(nav.wasm.map((r, i) => r.firstResult / nav.minimal[i].firstResult))
          .median,
        // The same-UI page against the minimal page: what the page's UI costs with a plain-JS core.
        ratioUi: stats(nav.reference.map((r, i) => r.firstResult / nav.minimal[i].firstResult))
          .median,
        // The floor: the minimal page with the core against the minimal page, load by load.
        ratioFloor: stats(nav.minimalCore.map((r, i) => r.firstResult / nav.minimal[i].firstResult))
          .median,
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
          minimalCore: stats(
            nav.minimalCore.map((r) => r.firstResult - r.marks['elo-core-script'])
          ),
          minimalNumberFormat: stats(
            nav.minimal.map(
              (r) => r.marks['elo-minimal-number-format'] - r.marks['elo-minimal-script']
            )
          )
        },
        marks: Object.fromEntries(
          markNames.map((m) => [
            m,
            { wasm: summary(nav.wasm, m), reference: summary(nav.reference, m) }
          ])
        )
      },
      event,
      big,
      host,
      ladder,
      keystroke: {
        games: KEY_GAMES,
        wasm: stats(keys.wasm.times),
        reference: stats(keys.reference.times),
        ratio: stats(keys.wasm.times).median / stats(keys.reference.times).median
      }
    };
  } finally {
    await browser.close();
  }
}

// ---- the table ------------------------------------------------------------------------------

function table(r) {
  const ms = (x) => x.toFixed(1) + ' ms';
  const ms2 = (x) => x.toFixed(2) + ' ms';
  const rows = [];
  const row = (what, value, reference, ratio, target) =>
    rows.push([what, value, reference || '', ratio || '', target || '']);
  const nav = r.browser.navigation,
    key = r.browser.keystroke,
    calc = r.node;
  const met = (ok) => (ok ? 'met' : 'NOT met');
  const iqr = (s) => ms(s.median) + ` (IQR ${s.p25.toFixed(1)}–${s.p75.toFixed(1)})`;
  row(
    'navigation to first result (file://, median of ' + nav.loads + '), vs a minimal plain-JS page',
    iqr(nav.wasm),
    iqr(nav.minimal) + ' minimal',
    nav.ratioMinimal.toFixed(2) + ' ×',
    '≤ 1.25 × (aim 1.1): ' + met(nav.ratioMinimal <= 1.25)
  );
  row(
    '  the same, vs the same-UI plain-JS page',
    iqr(nav.wasm),
    iqr(nav.reference) + ' same UI',
    nav.ratio.toFixed(2) + ' ×',
    '≤ 1.15 × (aim 1.05): ' + met(nav.ratio <= 1.15)
  );
  row(
    '  the same-UI plain-JS page (the UI with a plain-JS core), vs the minimal page',
    iqr(nav.reference) + ' same UI',
    iqr(nav.minimal) + ' minimal',
    nav.ratioUi.toFixed(2) + ' ×'
  );
  row(
    '  the minimal page with the wasm core (the core alone), vs the minimal page',
    iqr(nav.minimalCore) + ' minimal with the core',
    iqr(nav.minimal) + ' minimal',
    nav.ratioFloor.toFixed(2) + ' ×'
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
  const c = calc.lines10000,
    l = calc.limit;
  row(
    `calculate, ${c.games} lines (${kb(c.textBytes)} KB), whole call`,
    ms(c.wasm.call.median),
    ms(c.reference.call.median),
    c.ratio.toFixed(2) + ' ×',
    '≤ 2 × (aim 1.2): ' + met(c.ratio <= 2)
  );
  row(
    '  per game (whole call / marginal)',
    c.perGameUs.toFixed(2) + ' / ' + c.marginalPerGameUs.toFixed(2) + ' µs',
    '',
    '',
    '< 1 µs core work: ' + met(c.marginalPerGameUs < 1)
  );
  row('  JSON.parse of its ' + kb(c.responseBytes) + ' KB answer', ms(c.wasm.jsonParse.median));
  const k200 = calc.lines200;
  row(
    `calculate, ${k200.games} lines (the keystroke case), whole call`,
    ms2(k200.wasm.call.median),
    ms2(k200.reference.call.median),
    k200.ratio.toFixed(2) + ' ×'
  );
  row(
    `calculate, limit: ${l.games} games in ${kb(l.textBytes)} KB`,
    ms(l.wasm.call.median) + ` (${l.perGameUs.toFixed(2)} µs/game)`,
    ms(l.reference.call.median),
    l.ratio.toFixed(2) + ' ×'
  );
  const ev = calc.events;
  row(
    `event: FIDE's example (${ev.fideExample.players} players, ${ev.fideExample.rounds} rounds) through calculate`,
    ms2(ev.fideExample.call.median),
    '',
    '',
    '< 10 ms: ' + met(ev.fideExample.call.median < 10)
  );
  row(
    `event: ${ev.players5000.players} players, ${ev.players5000.rounds} rounds through calculate`,
    ms(ev.players5000.call.median),
    '',
    '',
    '< 1 s: ' + met(ev.players5000.call.median < 1000)
  );
  row(
    `event: file chosen to table painted, FIDE's example (median of ${r.browser.event.n})`,
    ms(r.browser.event.median),
    '',
    '',
    '< 200 ms: ' + met(r.browser.event.median < 200)
  );
  const big = r.browser.big;
  const bigRow = (what, stat, target) =>
    row(
      `event: ${big.players} players, ${what} (median of ${stat.n})`,
      ms(stat.median),
      '',
      '',
      `< ${target} ms: ` + met(stat.median < target)
    );
  bigRow('file chosen to the table painted', big.paint, 1000);
  bigRow('a sort to the next frame', big.sort, 200);
  bigRow('a key typed in a K box to the next frame', big.keystroke, 50);
  bigRow('a key typed in a K box to its figures painted', big.figures, 50);
  row(
    `  the first key of each page, to the next frame and to its figures (median of ${big.firstKey.n})`,
    ms(big.firstKey.median),
    ms(big.firstFigures.median) + ' to its figures',
    '',
    ''
  );
  bigRow(
    `a key in a K box scrolled past ${big.scrolled.rows} rows, to the next frame`,
    big.scrolled.keystroke,
    50
  );
  bigRow(
    `a key in a K box scrolled past ${big.scrolled.rows} rows, to its figures painted`,
    big.scrolled.figures,
    50
  );
  const host = r.browser.host;
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
  if (r.phone) phoneRows(r.phone, row);
  const lh = r.lighthouse;
  if (lh) {
    const runs = `median of ${lh.page.score.n}`;
    row(
      `Lighthouse ${lh.version} mobile (a simulated phone, over loopback, gzip): performance score (${runs})`,
      String(lh.page.score.median),
      `${lh.minimal.score.median} minimal`,
      '',
      '≥ 98: ' + met(lh.page.score.median >= 98)
    );
    row(
      "  first contentful paint, vs the minimal page (ratio: median of the runs' ratios)",
      ms(lh.page.fcp.median),
      ms(lh.minimal.fcp.median) + ' minimal',
      lh.fcpRatio.median.toFixed(2) + ' ×',
      '≤ 1.2 ×: ' + met(lh.fcpRatio.median <= 1.2)
    );
    row(
      "  the page's bytes with no script run: first contentful paint (what the download costs)",
      ms(lh.inert.fcp.median),
      ms(lh.minimal.fcp.median) + ' minimal',
      lh.inertRatio.median.toFixed(2) + ' ×',
      ''
    );
    row(
      '  largest contentful paint',
      ms(lh.page.lcp.median),
      ms(lh.minimal.lcp.median) + ' minimal',
      '',
      ''
    );
    row(
      '  total blocking time (long tasks)',
      `${ms(lh.page.tbt.median)} (${lh.page.longTasks.median})`,
      `${ms(lh.minimal.tbt.median)} (${lh.minimal.longTasks.median}) minimal`,
      '',
      '≤ 100 ms: ' + met(lh.page.tbt.median <= 100)
    );
    row(
      `  a club's page with the element: score, FCP, LCP, TBT (long tasks)`,
      `${lh.element.score.median}, ${ms(lh.element.fcp.median)}, ${ms(lh.element.lcp.median)}, ` +
        `${ms(lh.element.tbt.median)} (${lh.element.longTasks.median})`,
      '',
      '',
      ''
    );
  }
  const lad = calc.ladder;
  row(
    `ladder: ${lad.games} games among ${lad.players} players through calculate`,
    ms(lad.call.median),
    '',
    '',
    '< 300 ms: ' + met(lad.call.median < 300)
  );
  row(
    `ladder: ${r.browser.ladder.games} games pasted to the list painted (median of ${r.browser.ladder.times.n})`,
    ms(r.browser.ladder.times.median),
    '',
    '',
    '< 1 s: ' + met(r.browser.ladder.times.median < 1000)
  );
  const page = r.sizes.files.find((f) => f.file === 'dist/elo-calculator.html');
  const pageBudget = BUDGETS['dist/elo-calculator.html'].gzipBytes;
  for (const f of r.sizes.files) {
    const budget = BUDGETS[f.file];
    row(
      `${f.file} raw / gzip -9`,
      `${kb(f.raw)} / ${kb(f.gzip)} KB`,
      '',
      '',
      budget ? `budget ${kb(budget.gzipBytes)} KB gzip: ${met(f.gzip <= budget.gzipBytes)}` : ''
    );
  }
  const parts = r.sizes.pageParts;
  const total = Object.values(parts.gzip).reduce((a, b) => a + b, 0);
  row(
    '  page shares, each part gzipped alone',
    Object.entries(parts.gzip)
      .map(([k, v]) => `${k} ${kb(v)} KB (${Math.round((100 * v) / total)} %)`)
      .join(', '),
    '',
    '',
    `page ≤ ${kb(pageBudget)} KB: ` + met(page.gzip <= pageBudget)
  );
  const widths = [0, 1, 2, 3, 4].map((i) =>
    Math.max(
      ...rows.map((x) => x[i].length),
      ['measure', 'this page', 'plain-JS reference', 'ratio', 'target'][i].length
    )
  );
  const line = (cells) => '| ' + cells.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  return [
    `Machine: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGB} GB; ${r.browser.browser} headless; Node ${r.machine.node}; ${r.date}`,
    '',
    line(['measure', 'this page', 'plain-JS reference', 'ratio', 'target']),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line)
  ].join('\n');
}

// The page and the minimal page on the throttled phone (bench/phone.js), over HTTP with gzip.
async function phone() {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch(launchArgs);
  try {
    const html = 'text/html; charset=utf-8';
    const pages = {
      page: [html, fs.readFileSync(PAGE)],
      minimal: [html, fs.readFileSync(MIN_PAGE)]
    };
    const r = await phoneRuns(browser, pages, fragment(gamesText(NAV_GAMES)), PHONE_LOADS, stats);
    if (JSON.stringify(r.page.outputs) !== JSON.stringify(r.minimal.outputs))
      throw new Error('bench: on the phone the page and the minimal page show other results');
    return r;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!fs.existsSync(PAGE))
    throw new Error('dist/elo-calculator.html is missing: run npm run build (or npm test) first');
  await buildReferencePage();
  await buildMinimalCorePage();
  const results = { date: new Date().toISOString(), machine: machine() };
  results.sizes = sizes();
  results.node = await nodeCalc();
  results.browser = await browserRuns();
  results.phone = await phone();
  if (LIGHTHOUSE_RUNS > 0)
    results.lighthouse = await lighthouseRuns(
      { page: PAGE, minimal: MIN_PAGE, widget: path.join(DIST, 'elo-widget.js') },
      LIGHTHOUSE_RUNS,
      stats
    );
  const text = table(results);
  results.table = text;
  fs.writeFileSync(path.join(__dirname, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log(text);
  console.log('\nbench: wrote bench/results.json');
}

main().catch((err) => {
  console.error(err.stack || String(err));
  process.exit(1);
});
