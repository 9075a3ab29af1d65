/* A big open in the page, as its arbiter waits for it: a synthetic file of 2,000 players and 7
   rounds (trf-synthetic.js) chosen, then the table sorted by change, then a K typed in the
   first row's box. Each is timed to the frame after it: from the file input's change event to
   the first row painted, and from the click or the input event to the next frame. */
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { syntheticTrf } = require('./trf-synthetic.js');

const PLAYERS = 2000;
const ROUNDS = 7;

// Sorts by change (`act` 'sort') or types a K in the first row's box ('k') in the page, and
// resolves with the time from it to the next frame.
function toNextFrame(page, act) {
  return page.evaluate(
    (what) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        if (what === 'sort') {
          document.querySelector('th[data-key="change"] .elo-sort').click();
        } else {
          const box = document.querySelector('.elo-event-table input[name^="k-"]');
          box.value = '32';
          box.dispatchEvent(new Event('input', { bubbles: true }));
        }
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
      }),
    act
  );
}

/** `loads` fresh pages of `url`, each opening the big file, sorting once and typing one K.
    Returns { players, rounds, paint, sort, keystroke }, each as `stats` gives it. */
async function bigEvent(context, url, loads, stats) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'elo-bench-')), 'big.trf');
  fs.writeFileSync(file, syntheticTrf(PLAYERS, ROUNDS));
  const paint = [];
  const sort = [];
  const keystroke = [];
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
    await page.waitForSelector('.elo-event-table tbody tr[data-start-rank]', { timeout: 120000 });
    paint.push(
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => resolve(performance.now() - window.__chosen))
          )
      )
    );
    sort.push(await toNextFrame(page, 'sort'));
    keystroke.push(await toNextFrame(page, 'k'));
    await page.close();
  }
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return {
    players: PLAYERS,
    rounds: ROUNDS,
    paint: stats(paint),
    sort: stats(sort),
    keystroke: stats(keystroke)
  };
}

module.exports = { bigEvent };
