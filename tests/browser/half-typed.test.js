'use strict';
/* A rating deleted to be typed again, in Chromium, in each language at 360 px and on a desktop:
   while the box holds a rating with an error, the last game worked out stays in view, marked,
   and the rating's error says what is wrong; the page never asks for both ratings while both
   boxes hold text. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { LANGS, FILE_URL, DESKTOP, PHONE, launch, openPage, output } = require('./helpers.js');
const locales = require('./locales.js');

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
});

const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
const stale = (page) => page.locator('.elo-results:visible').getAttribute('data-stale');

for (const lang of LANGS) {
  const t = locales.data[lang];
  for (const [width, viewport] of [
    ['360 px', PHONE],
    ['desktop', DESKTOP]
  ]) {
    test(`${lang}, ${width}: a rating deleted and typed again keeps the last game, its error said`, async () => {
      const { context, page } = await openPage(chromium.browser, `${FILE_URL}?lang=${lang}`, {
        viewport
      });
      try {
        await page.fill('input[name="ratingA"]', '1600');
        await page.fill('input[name="ratingB"]', '1400');
        await page.check('input[name="result"][value="1"]');
        const game = await output(page, 'newRatingA');
        const n = new Intl.NumberFormat(INTL[lang]);
        const range = locales.fill(t.errors.ratingOutOfRange, {
          min: n.format(100),
          max: n.format(4000)
        });
        assert.match(game, /\d/);
        await page.fill('input[name="ratingA"]', '');
        for (const typed of ['1', '16']) {
          await page.fill('input[name="ratingA"]', typed);
          assert.equal(await stale(page), 'true', typed);
          assert.equal(await output(page, 'newRatingA'), game, `${typed}: the last game stays`);
          const said = await page.locator('[data-field="ratingA"]').textContent();
          assert.ok(said.includes(range), said);
          assert.equal(await page.locator('.elo-waiting:visible').count(), 0, 'not "type both"');
        }
        await page.fill('input[name="ratingA"]', '1650');
        assert.equal(await stale(page), 'false');
      } finally {
        await context.close();
      }
    });
  }
}
