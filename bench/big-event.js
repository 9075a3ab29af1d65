/* A big open in the page, as its arbiter waits for it: a synthetic file of 2,000 players and 7
   rounds (trf-synthetic.js) chosen, then the table sorted by change, then a K typed in the
   first row's box, key by key, as a user types it (the box clicked first). Each is timed to
   the frame after it: from the file input's change event to the first row painted, from the
   click to the next frame, and from each key's keydown to the next frame (the key shown in its
   box) and to the frame that shows the row's new figures (the event rated again after the
   key's own frame: web/src/event-view.js). */
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { syntheticTrf } = require('./trf-synthetic.js');
const { met, ms } = require('./table.js');

const PLAYERS = 2000;
const ROUNDS = 7;

// Sorts by change in the page, and resolves with the time from the click to the next frame.
function sortToNextFrame(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const t0 = performance.now();
        document.querySelector('th[data-key="change"] .elo-sort').click();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
      })
  );
}

// The keys typed into the first row's K box: 3, 32, 3, empty (the automatic K), 4, 40.
const KEYS = ['3', '2', 'Backspace', 'Backspace', '4', '0'];

const ROWS = '.elo-event-table tbody tr[data-start-rank]';
// Rows scrolled past before the last keys are typed, as a user who looked for a player further
// down the table (the table builds 25 rows at a time; those far over the view leave it).
const SCROLLED_ROWS = 250;

// Clicks the K box of the `nth` row built and types KEYS with real key presses; resolves with
// { keys, figures }: the time of each key from its keydown to the end of the task after the
// next frame (the frame that paints the key in its box), and to the end of the task after the
// frame that follows the row's first change in the page (its K, change and new rating
// written; each key of KEYS changes the row's K).
async function keysToNextFrame(page, nth) {
  await page.locator(ROWS).nth(nth).locator('input[name^="k-"]').click();
  await page.evaluate(() => {
    window.__keys = [];
    window.__figures = [];
    const afterFrame = (t0, list) =>
      requestAnimationFrame(() => setTimeout(() => list.push(performance.now() - t0)));
    if (window.__timing) return;
    window.__timing = true;
    document.addEventListener('keydown', (e) => {
      const t0 = e.timeStamp;
      afterFrame(t0, window.__keys);
      const written = new MutationObserver(() => {
        written.disconnect();
        afterFrame(t0, window.__figures);
      });
      written.observe(e.target.closest('tr'), {
        subtree: true,
        childList: true,
        characterData: true
      });
    });
  });
  for (const [i, key] of KEYS.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction(
      (n) => window.__keys.length === n && window.__figures.length === n,
      i + 1
    );
  }
  return page.evaluate(() => ({ keys: window.__keys, figures: window.__figures }));
}

// Scrolls the table down with the mouse wheel until at least `count` rows have been in it.
async function scrollUntilSeen(page, count) {
  const seen = new Set();
  const look = async () => {
    const ranks = await page.$$eval(ROWS, (rows) => rows.map((row) => row.dataset.startRank));
    for (const rank of ranks) seen.add(rank);
  };
  for (let i = 0; i < 200 && (await look(), seen.size < count); i++) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(50);
  }
}

/** `loads` fresh pages of `url`, each opening the big file, sorting once, typing KEYS in the
    first row, then emptying that box again, scrolling until SCROLLED_ROWS rows have been in the
    table and typing KEYS in the tenth row from the last in it. Returns { players, rounds, paint,
    sort, keystroke, figures, firstKey, firstFigures, scrolled: { rows, keystroke, figures } }, each
    as `stats` gives it (keystroke and figures: every key of every page, to its own frame and
    to its figures' frame; firstKey and firstFigures: each page's first, the core's second
    call since the page opened). */
async function bigEvent(context, url, loads, stats) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'elo-bench-')), 'big.trf');
  fs.writeFileSync(file, syntheticTrf(PLAYERS, ROUNDS));
  const paint = [];
  const sort = [];
  const keystroke = [];
  const figures = [];
  const firstKey = [];
  const firstFigures = [];
  const scrolled = { keys: [], figures: [] };
  for (let i = 0; i < loads; i++) {
    const page = await context.newPage();
    await page.goto(url + '#mode=event', { waitUntil: 'load' });
    await page.waitForSelector('input[name="eventFile"]');
    await page.evaluate(() =>
      document.addEventListener(
        'change',
        (e) => {
          if (e.target.name === 'eventFile') window.__chosen = e.timeStamp;
        },
        true
      )
    );
    await page.setInputFiles('input[name="eventFile"]', file);
    await page.waitForSelector(ROWS, { timeout: 120000 });
    paint.push(
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => resolve(performance.now() - window.__chosen))
          )
      )
    );
    sort.push(await sortToNextFrame(page));
    const typed = await keysToNextFrame(page, 0);
    keystroke.push(...typed.keys);
    figures.push(...typed.figures);
    firstKey.push(typed.keys[0]);
    firstFigures.push(typed.figures[0]);
    // The first row's K emptied again (automatic, as every other row's), not timed.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.waitForTimeout(500);
    await scrollUntilSeen(page, SCROLLED_ROWS);
    const further = await keysToNextFrame(page, (await page.locator(ROWS).count()) - 10);
    scrolled.keys.push(...further.keys);
    scrolled.figures.push(...further.figures);
    await page.close();
  }
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return {
    players: PLAYERS,
    rounds: ROUNDS,
    paint: stats(paint),
    sort: stats(sort),
    keystroke: stats(keystroke),
    figures: stats(figures),
    firstKey: stats(firstKey),
    firstFigures: stats(firstFigures),
    scrolled: {
      rows: SCROLLED_ROWS,
      keystroke: stats(scrolled.keys),
      figures: stats(scrolled.figures)
    }
  };
}

/** The table's rows for the big event (`big` as bigEvent() returns it). */
function bigEventRows(big, row) {
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
}

module.exports = { bigEvent, bigEventRows };
