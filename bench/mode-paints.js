/* The page's other modes in the page, as their users wait for them: the event mode from a file
   chosen to its table painted, and the ladder from a season pasted to its list painted. Each
   load in a new tab of a context without the first result's observer (which waits for the game
   mode's outputs and, in another mode, would watch every change to the end). */
'use strict';
const { LADDER_GAMES, LADDER_PLAYERS, syntheticLadder } = require('./ladder-synthetic.js');
const { EVENT_FILE } = require('./pages.js');
const { stats } = require('./stats.js');
const { met, ms } = require('./table.js');

// Timed loads of the event (after two to warm up); the ladder takes at most 5 (after one).
const EVENT_LOADS = Number(process.env.ELO_BENCH_EVENT_LOADS || 9);

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
    const took = await page.evaluate(() => window.__painted - window.__chosen);
    if (i >= 2) times.push(took);
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
    const took = await page.evaluate(
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
    if (i >= 1) times.push(took);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  }
  return { games, times: stats(times) };
}

/** The table's row for the event's paint (`event` as eventPaint() returns it). */
function eventPaintRows(event, row) {
  row(
    `event: file chosen to table painted, FIDE's example (median of ${event.n})`,
    ms(event.median),
    '',
    '',
    '< 200 ms: ' + met(event.median < 200)
  );
}

/** The table's row for the ladder's paint (`ladder` as ladderPaint() returns it). */
function ladderPaintRows(ladder, row) {
  row(
    `ladder: ${ladder.games} games pasted to the list painted (median of ${ladder.times.n})`,
    ms(ladder.times.median),
    '',
    '',
    '< 1 s: ' + met(ladder.times.median < 1000)
  );
}

module.exports = { EVENT_LOADS, eventPaint, eventPaintRows, ladderPaint, ladderPaintRows };
