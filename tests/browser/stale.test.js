'use strict';
/* Errors that leave the answer in view, in Chromium, in each language: a tournament file
   edited into a broken one keeps the report, marked out of date (data-stale), with its errors
   above it in a few lines; one typo in a ladder's season keeps the standings, marked, until it
   is put right; a rating typed wrong in the game mode keeps the last game and tournament,
   marked, and emptied it leaves nothing to keep. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { LANGS, FILE_URL, ROOT, launch, openPage, output } = require('./helpers.js');
const locales = require('./locales.js');

const TRF = path.join(ROOT, 'tests', 'data', 'trf');
// FIDE's example tournament cut in the middle of a player's line, as a download that stopped.
const WHOLE = fs.readFileSync(path.join(TRF, 'fide-example1.trf'));
const TRUNCATED = WHOLE.subarray(0, Math.floor(WHOLE.length * 0.6));

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
});

const stale = (page) => page.locator('.elo-results:visible').getAttribute('data-stale');

for (const lang of LANGS) {
  const t = locales.data[lang];
  test(`${lang}: a good file edited into a broken one keeps the report, marked, its errors in a few lines`, async () => {
    const { context, page, log } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=event`
    );
    try {
      await page.setInputFiles('input[name="eventFile"]', path.join(TRF, 'fide-example1.trf'));
      await page.waitForSelector('tr[data-start-rank="20"]');
      assert.equal(await stale(page), 'false');
      // The same file edited: its text cut in the box (another file's report is not kept for
      // a new file's errors: opened-files.test.js).
      await page.fill('textarea[name="eventText"]', TRUNCATED.toString('utf8'));
      await page.waitForFunction(() => document.querySelector('.elo-results[data-stale="true"]'));
      assert.equal(await page.locator('tr[data-start-rank="20"]').count(), 1, 'the report stays');
      assert.ok((await page.textContent('.elo-event-results')).includes(t.report.stale));
      const lines = await page
        .locator('[data-field="eventText"] li, .elo-general-errors p')
        .allTextContents();
      assert.ok(
        lines.length >= 1 && lines.length <= 5,
        `${lines.length} lines: ${lines.join(' / ')}`
      );
      await page.setInputFiles('input[name="eventFile"]', path.join(TRF, 'hand-checked.trf'));
      await page.waitForSelector('tr[data-start-rank="8"]');
      assert.equal(await stale(page), 'false', 'put right: up to date again');
      assert.equal(await page.locator('tr[data-start-rank="20"]').count(), 0);
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: a typo in a season keeps the standings, marked, until it is put right`, async () => {
    const { context, page } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`
    );
    try {
      const season = '2026-03-04 Ana Souza - Bruno Lima 1-0\n2026-03-05 Carla Dias - Ana Souza 0-1';
      await page.fill('textarea[name="ladderGames"]', season);
      await page.waitForSelector('tr[data-player="Carla Dias"]');
      await page.fill(
        'textarea[name="ladderGames"]',
        season + '\n2026-03-06 Bruno Lima - Carla Dias 1-7'
      );
      await page.waitForFunction(() => document.querySelector('.elo-results[data-stale="true"]'));
      assert.equal(
        await page.locator('tr[data-player="Carla Dias"]').count(),
        1,
        'the standings stay'
      );
      assert.ok((await page.locator('[data-field="ladderGames"] li').count()) === 1);
      await page.fill(
        'textarea[name="ladderGames"]',
        season + '\n2026-03-06 Bruno Lima - Carla Dias 1-0'
      );
      assert.equal(await stale(page), 'false');
      await page.fill('textarea[name="ladderGames"]', '');
      assert.equal(
        await page.locator('tr[data-player="Carla Dias"]').isVisible(),
        false,
        'emptied: nothing to keep'
      );
    } finally {
      await context.close();
    }
  });

  test(`${lang}: a rating typed wrong keeps the last game and tournament, marked, until it is put right`, async () => {
    const { context, page, log } = await openPage(chromium.browser, `${FILE_URL}?lang=${lang}`);
    try {
      await page.fill('input[name="ratingA"]', '1600');
      await page.fill('input[name="ratingB"]', '1400');
      await page.check('input[name="result"][value="1"]');
      await page.fill('textarea[name="games"]', '1500 | 1\n1700 | ½');
      const before = {
        game: await output(page, 'newRatingA'),
        tournament: await output(page, 'ratingAfterTournament')
      };
      assert.match(before.game, /\d/);
      assert.match(before.tournament, /\d/);
      assert.equal(await stale(page), 'false');
      await page.fill('input[name="ratingA"]', '16x0');
      assert.equal(await stale(page), 'true');
      assert.equal(await output(page, 'newRatingA'), before.game, 'the game stays');
      assert.equal(await output(page, 'ratingAfterTournament'), before.tournament);
      assert.ok((await page.textContent('.elo-results:visible')).includes(t.report.stale));
      assert.equal(await page.getAttribute('input[name="ratingA"]', 'aria-invalid'), 'true');
      await page.fill('input[name="ratingA"]', '1700');
      assert.equal(await stale(page), 'false', 'put right: up to date again');
      assert.notEqual(await output(page, 'newRatingA'), before.game);
      await page.fill('textarea[name="games"]', '1500 | 1\n17x0 | ½');
      assert.equal(await stale(page), 'true', 'a games line typed wrong');
      assert.match(await output(page, 'newRatingA'), /\d/, 'the single game is up to date');
      await page.fill('textarea[name="games"]', '');
      await page.fill('input[name="ratingA"]', '');
      assert.equal(await stale(page), 'false', 'emptied: nothing to keep');
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });
}
