'use strict';
/* A big event's report in Chromium, in each language: of a 256-player file only the first 25
   rows in the sort's order are built (BATCH in web/src/kit/table.js); the rest come as the
   view nears the end of them, or all at once by the button under them; scrolled down, the rows
   far over the view leave the table for a gap as tall as they were, and come back scrolled up;
   a sort builds the first 25 of the new order; a K typed for one player writes into that
   player's row only; the table counts all its rows for screen readers (aria-rowcount, each
   row's aria-rowindex) and the button says it makes every row findable in the page. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { LANGS, FILE_URL, ROOT, launch, openPage, painted } = require('./helpers.js');
const locales = require('./locales.js');
const { syntheticTrf } = require(path.join(ROOT, 'bench', 'trf-synthetic.js'));

const PLAYERS = 256;
// The rows the kit's table builds at once (web/src/kit/table.js).
const BATCH = 25;
// The most rows in the table while they come a batch at a time, where three screens hold fewer
// (MOST there).
const MOST = 3 * BATCH;
const FILE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'elo-big-')), 'big.trf');
fs.writeFileSync(FILE, syntheticTrf(PLAYERS, 7));

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
  fs.rmSync(path.dirname(FILE), { recursive: true, force: true });
});

const ROWS = '.elo-event-table tbody tr[data-start-rank]';
const built = (page) => page.locator(ROWS).count();
const showAll = (page) => page.locator('.elo-event-table tr.elo-more button');
// The start ranks of the first and the last row in the table.
const ends = (page) =>
  page.$$eval('.elo-event-table tbody tr[data-start-rank]', (rows) =>
    [rows[0], rows[rows.length - 1]].map((row) => Number(row.dataset.startRank))
  );
const table = (page) => page.locator('table.elo-event-table');
// The aria-rowindex of each player's row in the table, in its order.
const rowIndexes = (page) =>
  page.$$eval('.elo-event-table tbody tr[data-start-rank]', (rows) =>
    rows.map((row) => Number(row.getAttribute('aria-rowindex')))
  );
const range = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
// Where the row of `rank` is, from the top of its table.
const topOf = (page, rank) =>
  page.$eval(`.elo-event-table tr[data-start-rank="${rank}"]`, (row) => row.offsetTop);

// How many times the table's rows were put in or taken out in `ms` milliseconds.
const tbodyChanges = (page, ms) =>
  page.evaluate(
    (wait) =>
      new Promise((resolve) => {
        let count = 0;
        const watch = new MutationObserver((records) => (count += records.length));
        watch.observe(document.querySelector('.elo-event-table tbody'), { childList: true });
        setTimeout(() => {
          watch.disconnect();
          resolve(count);
        }, wait);
      }),
    ms
  );

// Scrolls to the button under the rows until `done(first, last)`, each step checked to keep at
// most `most` rows in the table; the rows' ends, once done.
async function scrollDown(page, done, most = MOST) {
  for (let [first, last] = await ends(page); ;) {
    if (done(first, last)) return [first, last];
    await showAll(page).scrollIntoViewIfNeeded();
    await page.waitForFunction((m) => {
      const rows = document.querySelectorAll('.elo-event-table tbody tr[data-start-rank]');
      return Number(rows[rows.length - 1].dataset.startRank) > m;
    }, last);
    assert.ok((await built(page)) <= most, `at most ${most} rows`);
    [first, last] = await ends(page);
  }
}

// The start ranks of the rows whose cells change while `act` runs in the page, and the
// update it put off until after its frame.
async function rowsWritten(page, act) {
  await page.evaluate(() => {
    window.__written = new Set();
    window.__watch = new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        const row = el && el.closest('tr[data-start-rank], tr.elo-event-games');
        if (row) window.__written.add(row.dataset.startRank || row.id);
      }
    });
    window.__watch.observe(document.querySelector('.elo-event-table tbody'), {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true
    });
  });
  await act();
  await painted(page);
  return page.evaluate(() => {
    window.__watch.disconnect();
    return [...window.__written];
  });
}

for (const lang of LANGS) {
  const t = locales.data[lang];
  test(`${lang}: 256 players: 25 rows built, the rest as scrolled to or shown, a K writes one row`, async () => {
    const { context, page, log } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=event`
    );
    try {
      await page.setInputFiles('input[name="eventFile"]', FILE);
      await page.waitForSelector('tr[data-start-rank="1"]');
      assert.equal(await built(page), BATCH);
      const count = new Intl.NumberFormat(lang).format(PLAYERS);
      // The button says that it makes the whole table searchable: rows not built are not found.
      assert.equal(await showAll(page).textContent(), t.table.showAll.replace('{count}', count));
      // The table counts every row, built or not, and says where each built one is.
      assert.equal(await table(page).getAttribute('aria-rowcount'), String(PLAYERS + 1));
      assert.deepEqual(await rowIndexes(page), range(2, BATCH + 1));

      // A box typed in keeps its focus as rows come, and does not pull the view back to it.
      await page.focus('input[name="k-1"]');
      await showAll(page).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        ([rows, n]) => document.querySelectorAll(rows).length > n,
        [ROWS, BATCH]
      );
      await painted(page);
      assert.equal(await page.evaluate(() => document.activeElement.name), 'k-1');
      const above = (el) => el.getBoundingClientRect().bottom < 0;
      assert.ok(
        await page.$eval('input[name="k-1"]', above),
        'the view stays where it was scrolled'
      );

      // On a phone, a view scrolled just past the rows stays as it is: no batch comes in over
      // it (nor does the view follow what is under the table down, batch after batch) until
      // the view is back at the button's row.
      await page.setViewportSize({ width: 360, height: 800 });
      // Its longer words wrap within the phone's box, whole.
      const [right, edge] = await showAll(page).evaluate((b) => [
        b.getBoundingClientRect().right,
        b.closest('.elo-table-box').getBoundingClientRect().right
      ]);
      assert.ok(right <= edge + 0.5, `the button ends at ${right}, its box at ${edge}`);
      const n = await built(page);
      const y = await page.evaluate(() => {
        const more = document.querySelector('.elo-event-table tr.elo-more');
        scrollTo(0, scrollY + more.getBoundingClientRect().bottom + 100);
        return scrollY;
      });
      await painted(page);
      await painted(page);
      assert.equal(await page.evaluate(() => scrollY), y, 'the view stays');
      assert.equal(await built(page), n, 'no batch came in over the view');
      // Scrolled back up to the button's row, the next rows come.
      await page.evaluate(() => scrollBy(0, -300));
      await page.waitForFunction(
        ([rows, m]) => document.querySelectorAll(rows).length > m,
        [ROWS, n]
      );
      await page.evaluate(() => scrollTo(0, 0));

      // On a tall screen, where three screens hold more than three batches, the table settles:
      // a batch that left is not brought back at once, to leave again.
      await page.setViewportSize({ width: 1280, height: 1300 });
      await scrollDown(page, (from) => from > 1, 4 * BATCH);
      assert.equal(await tbodyChanges(page, 600), 0, 'the table settles');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForSelector('tr[data-start-rank="1"]');

      // Scrolled near the end: the next rows come, a batch at a time. Past three batches the
      // first leaves the table (or more, as they came), for a gap as tall: scrolled back up,
      // it comes back and the row under the gap is where it was.
      const [under] = await scrollDown(page, (from) => from > 1);
      assert.equal((under - 1) % BATCH, 0, 'a batch left');
      const gap = page.locator('.elo-event-table tbody tr:first-child');
      assert.equal(await gap.getAttribute('aria-hidden'), 'true');
      // The rows under the gap say where they are among all of them.
      const indexes = await rowIndexes(page);
      assert.equal(indexes[0], under + 1, 'the row under the gap');
      assert.deepEqual(indexes, range(under + 1, under + indexes.length));
      assert.equal(await table(page).getAttribute('aria-rowcount'), String(PLAYERS + 1));
      const top = await topOf(page, under);
      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForSelector('tr[data-start-rank="1"]');
      assert.ok(Math.abs((await topOf(page, under)) - top) <= 1, 'the row where it was');
      assert.ok((await built(page)) <= MOST);
      // To the end, and back to the top: at most 75 rows all the way, and no button at the end.
      assert.equal((await scrollDown(page, (from, last) => last === PLAYERS))[1], PLAYERS);
      assert.equal(await showAll(page).count(), 0);
      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForSelector('tr[data-start-rank="1"]');
      assert.ok((await built(page)) <= MOST);

      // A sort builds the first 25 of the new order, and the button shows the rest at once.
      await page.click('th[data-key="name"] .elo-sort');
      assert.equal(await built(page), BATCH);
      assert.equal(
        await page.locator('th[data-key="name"]').getAttribute('aria-sort'),
        'ascending'
      );
      await showAll(page).click();
      assert.equal(await built(page), PLAYERS);
      assert.equal(await showAll(page).count(), 0);

      // Sorted by change, a K typed in the first row changes its change, and the row stays
      // where it is while it is typed in: the box keeps every key and its focus.
      await page.click('th[data-key="change"] .elo-sort');
      const first = page.locator('.elo-event-table tbody tr[data-start-rank]').first();
      const rank = await first.getAttribute('data-start-rank');
      await first.locator('input[name^="k-"]').focus();
      await page.keyboard.type('5');
      await painted(page);
      assert.equal(await first.locator('output[name="k"]').textContent(), '5', 'rated again');
      assert.equal(await first.getAttribute('data-start-rank'), rank, 'the row stays');
      assert.equal(await page.evaluate(() => document.activeElement.name), `k-${rank}`);
      await page.keyboard.press('Backspace');

      // A K typed for one player writes into their row and no other, not even into another
      // player's games opened under theirs, whose "All columns" stays pressed.
      await page.click('th[data-key="rank"] .elo-sort');
      await page.setViewportSize({ width: 360, height: 800 });
      await page.click('tr[data-start-rank="5"] .elo-row-toggle');
      // (The games' own: the player's norms follow with theirs.)
      const games5 = page.locator('[id$="games-5"] .elo-columns').first();
      await games5.click();
      await page.setViewportSize({ width: 1280, height: 800 });
      const written = await rowsWritten(page, () => page.fill('input[name="k-3"]', '40'));
      assert.deepEqual(written, ['3']);
      // Their own K draws their games again, "All columns" kept.
      const change = page.locator(
        '[id$="games-5"] .elo-games tbody tr:first-child td:nth-child(6)'
      );
      const before = await change.textContent();
      await page.fill('input[name="k-5"]', '40');
      await painted(page);
      assert.notEqual(await change.textContent(), before);
      assert.equal(await games5.getAttribute('aria-pressed'), 'true');
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });
}
