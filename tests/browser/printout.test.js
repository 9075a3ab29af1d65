'use strict';
/* The event report printed as an arbiter files it, in each language: a line a player, FIDE's
   284-player example on at most 8 A4 pages (a 137-player event on 4), the rules said in the
   header, and the K rule most players share said once under the table, not on every row. */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { LANGS, FILE_URL, ROOT, launch, openPage } = require('./helpers.js');
const locales = require('./locales.js');

const FIDE_EXAMPLE = path.join(ROOT, 'tests', 'data', 'trf', 'fide-example1.trf');
// A4 pages of the PDF Chromium prints: each page object once.
const pageCount = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
});

for (const lang of LANGS) {
  const t = locales.data[lang];
  test(`${lang}: FIDE's example prints a line a player, its K rule said once, the rules, K and day above`, async () => {
    const { context, page } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=event`
    );
    try {
      await page.setInputFiles('input[name="eventFile"]', FIDE_EXAMPLE);
      await page.waitForSelector('tr[data-start-rank="1"]');
      // The first rows are built, the rest as they come near the view; printing builds them all.
      const pdf = await page.pdf({ format: 'A4' });
      assert.equal(await page.locator('tr[data-start-rank]').count(), 284, 'every player printed');
      const common = t.k.reason.standardAssumed; // no player's count of rated games given
      const notes = await page.locator('.elo-event-table .elo-k-why').allTextContents();
      assert.equal(notes.filter((n) => n.includes(common)).length, 0, 'not on the rows');
      assert.ok(
        notes.some((n) => n.includes(t.k.reason.rating2400 || '')),
        'other rules stay'
      );
      const legend = await page.locator('.elo-meanings:not(.elo-print-only)').textContent();
      assert.ok(legend.includes(t.event.kLegend) && legend.includes(common), legend);
      const pages = pageCount(pdf);
      assert.ok(pages >= 3 && pages <= 8, `${pages} pages`);
      // The rules, the K policy and the day, on paper only: the form says them on screen.
      const printed = page.locator('.elo-print-only');
      assert.equal(await printed.isVisible(), false);
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 718, height: 1000 }); // A4 less Chromium's margins
      const words = await printed.textContent();
      for (const said of [t.form.rules, t.form.k, t.event.kAuto, t.event.madeOn])
        assert.ok(words.includes(said), `${said} in ${words}`);
      const heights = await page
        .locator('.elo-event-table tbody tr[data-start-rank]')
        .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
      const line = Math.min(...heights);
      const tall = heights.filter((h) => h >= line * 1.6);
      assert.deepEqual(tall, [], `every player on one line (${line} px)`);
    } finally {
      await context.close();
    }
  });
}
