'use strict';
/* Nothing hidden, in each language: the lines a tournament file leaves out are counted, with
   the right plural, and open to each line with its code and why; a season without dates draws
   its chart by games. */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { LANGS, FILE_URL, ROOT, launch, openPage } = require('./helpers.js');
const locales = require('./locales.js');

// lichess's export: its lines 14 and 15 are Swiss-Manager's XXR and XXC records.
const LICHESS = path.join(ROOT, 'tests', 'data', 'trf', 'lichess-swiss-2020-06.trf');

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
});

for (const lang of LANGS) {
  const t = locales.data[lang];
  const number = (n) => new Intl.NumberFormat(lang).format(n);

  test(`${lang}: the lines a file leaves out open to each line with its code and why`, async () => {
    const { context, page } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=event`
    );
    try {
      await page.setInputFiles('input[name="eventFile"]', LICHESS);
      const left = page.locator('.elo-left-out');
      await left.locator('summary').waitFor();
      assert.equal(
        await left.locator('summary').textContent(),
        locales.fill(t.event.ignored.other, { count: number(2) })
      );
      assert.equal(await left.locator('li').first().isVisible(), false, 'closed at first');
      await left.locator('summary').click();
      assert.deepEqual(await left.locator('li').allTextContents(), [
        locales.fill(t.event.ignoredLine, { line: number(14), kind: 'XXR' }),
        locales.fill(t.event.ignoredLine, { line: number(15), kind: 'XXC' })
      ]);
      // A file without such lines says nothing of them.
      await page.setInputFiles(
        'input[name="eventFile"]',
        path.join(ROOT, 'tests', 'data', 'trf', 'hand-checked.trf')
      );
      await page.waitForSelector('tr[data-start-rank="8"]');
      assert.equal(await left.isVisible(), false);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: a season without dates draws its chart by games`, async () => {
    const { context, page } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`
    );
    try {
      await page.fill(
        'textarea[name="ladderGames"]',
        'Ana - Bruno 1-0\nBruno - Carla 0-1\nCarla - Ana ½-½'
      );
      const axis = page.locator('svg.elo-history text.elo-axis');
      await axis.waitFor();
      assert.equal(
        await axis.textContent(),
        locales.fill(t.ladder.chartAxis, { games: number(2) })
      );
    } finally {
      await context.close();
    }
  });
}
