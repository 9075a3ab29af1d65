'use strict';
/* A big event's report in Chromium, in each language: of a 256-player file only the first 25
   rows in the sort's order are built (BATCH in web/src/kit/table.js); the rest come as the
   view nears the end of them, or all at once by the button under them; a sort builds the first
   25 of the new order; a K typed for one player writes into that player's row only. */
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

const built = (page) => page.locator('.elo-event-table tbody tr[data-start-rank]').count();
const showAll = (page) => page.locator('.elo-event-table tr.elo-more button');

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
      assert.equal(await showAll(page).textContent(), t.table.more.replace('{count}', count));

      // Scrolled near the end: the next rows come, a batch at a time, then the last ones, and
      // no button.
      for (let n = BATCH; n < PLAYERS; n = await built(page)) {
        await showAll(page).scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (m) => document.querySelectorAll('.elo-event-table tr[data-start-rank]').length > m,
          n
        );
      }
      assert.equal(await built(page), PLAYERS);
      assert.equal(await showAll(page).count(), 0);

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
      const games5 = page.locator('[id$="games-5"] .elo-columns');
      await games5.click();
      await page.setViewportSize({ width: 1280, height: 800 });
      const written = await rowsWritten(page, () => page.fill('input[name="k-3"]', '40'));
      assert.deepEqual(written, ['3']);
      // Their own K draws their games again, "All columns" kept.
      const change = page.locator('[id$="games-5"] tbody tr:first-child td:nth-child(6)');
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
