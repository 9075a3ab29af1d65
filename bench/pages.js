/* What the bench's runs share: the files they measure, the inputs' sizes, the link each page is
   opened with (a game and a list of games in the fragment, as a shared link carries them) and
   the watchers installed before any page script runs. */
'use strict';
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
// The page and the element as built (npm run build).
const PAGE = path.join(DIST, 'elo-calculator.html');
const WIDGET = path.join(DIST, 'elo-widget.js');
// The second yardstick: the same form as a minimal page in plain JavaScript (bench/minimal.html).
const MIN_PAGE = path.join(__dirname, 'minimal.html');
// FIDE's example tournament report file (284 players, 7 rounds), kept with the tests.
const EVENT_FILE = path.join(ROOT, 'tests', 'data', 'trf', 'fide-example1.trf');
// Input sizes: the navigation uses a 10-game tournament, the keystroke test 200 lines (timed in
// Node too, bench/node-calc.js).
const NAV_GAMES = 10;
const KEY_GAMES = 200;

// A deterministic list of games: ratings 1000–2790, scores cycling through win, draw, loss.
function gamesText(n, padTo) {
  const lines = [];
  for (let i = 0; i < n; i++) {
    let line = 1000 + ((i * 379) % 180) * 10 + ' | ' + ['1', '0.5', '0'][i % 3];
    if (padTo) line = (line + ' # ' + 'x'.repeat(padTo)).slice(0, padTo);
    lines.push(line);
  }
  return lines.join('\n');
}

function fragment(games) {
  const p = new URLSearchParams({
    lang: 'en',
    ratingA: '1600',
    ratingB: '1400',
    result: '1',
    rules: 'elo',
    k: '20',
    games
  });
  return '#' + p.toString();
}

// Records when the first result is shown (window.__firstResult): both outputs hold a digit.
function installObserver() {
  const filled = (name) => {
    const o = document.querySelector('output[name="' + name + '"]');
    return o && /\d/.test(o.textContent);
  };
  const mo = new MutationObserver(() => {
    if (
      window.__firstResult === undefined &&
      filled('newRatingA') &&
      filled('ratingAfterTournament')
    ) {
      window.__firstResult = performance.now();
      mo.disconnect();
    }
  });
  mo.observe(document, { childList: true, subtree: true, characterData: true });
}

// Records when the form is in view (window.__formInView): the first animation frame at which
// player A's rating box has a box of its own inside the viewport and is visible.
function watchForm() {
  const check = () => {
    const input = document.querySelector('input[name="ratingA"]');
    const box = input && input.getBoundingClientRect();
    if (
      box &&
      box.width > 0 &&
      box.height > 0 &&
      box.top < innerHeight &&
      box.bottom > 0 &&
      getComputedStyle(input).visibility === 'visible'
    ) {
      window.__formInView = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const OUTPUTS = [
  'newRatingA',
  'newRatingB',
  'changeA',
  'changeB',
  'expectedA',
  'tournamentChange',
  'ratingAfterTournament'
];

// One load of `url` in a new tab of `context` (whose init scripts include installObserver):
// the first result, the navigation's moments and the page's marks, and the outputs' texts.
async function loadOnce(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__firstResult !== undefined, null, { timeout: 15000 });
  const result = await page.evaluate((names) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const marks = Object.fromEntries(
      performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])
    );
    const outputs = Object.fromEntries(
      names.map((n) => [n, document.querySelector('output[name="' + n + '"]').textContent])
    );
    return {
      firstResult: window.__firstResult,
      domInteractive: nav.domInteractive,
      load: nav.loadEventEnd,
      marks,
      outputs
    };
  }, OUTPUTS);
  await page.close();
  if (errors.length)
    throw new Error('bench: page errors on ' + url.slice(0, 80) + ': ' + errors.join('; '));
  return result;
}

module.exports = {
  DIST,
  EVENT_FILE,
  KEY_GAMES,
  MIN_PAGE,
  NAV_GAMES,
  OUTPUTS,
  PAGE,
  ROOT,
  WIDGET,
  fragment,
  gamesText,
  installObserver,
  loadOnce,
  watchForm
};
