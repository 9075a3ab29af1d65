'use strict';
/* The help on a phone: sections that open on demand, the first one open (and the current
   mode's), and the worked example's explanation outside the table's scroller, so that no
   paragraph is cut. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { LANGS, FILE_URL, PHONE, launch, openPage } = require('./helpers.js');
const locales = require('./locales.js');

let env;
test.before(async () => {
  env = { chromium: await launch() };
});
test.after(async () => {
  if (env && env.chromium) await env.chromium.close();
});

for (const lang of LANGS) {
  test(`${lang}, 360 px: the help is a list of sections, the first open, the example's text whole`, async () => {
    const { context, page } = await openPage(env.chromium.browser, `${FILE_URL}?lang=${lang}`, {
      viewport: PHONE
    });
    try {
      const open = await page
        .locator('details.elo-help-section')
        .evaluateAll((all) => all.map((d) => d.open));
      assert.ok(open.length >= 8);
      assert.deepEqual(open.filter(Boolean).length, 1, 'one section open');
      assert.equal(open[0], true, 'the first');
      const summaries = await page
        .locator('details.elo-help-section > summary h3')
        .allTextContents();
      assert.equal(summaries[0], locales.data[lang].help.about.heading);

      await page.locator('summary:has(h3[id$="help-example"])').click();
      const caption = page.locator('.elo-help-section p', {
        hasText: locales.data[lang].help.example.caption.slice(0, 12)
      });
      assert.equal(await caption.count(), 1);
      assert.equal(
        await caption.evaluate((p) => p.closest('.elo-table-wrap')),
        null,
        'not inside the scroller'
      );
      const box = await caption.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, 'within the screen');
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
        true
      );
    } finally {
      await context.close();
    }
  });
}

test('the event mode opens its own help section as well', async () => {
  const { context, page } = await openPage(env.chromium.browser, `${FILE_URL}?lang=en#mode=event`);
  try {
    const open = await page
      .locator('details.elo-help-section[open] > summary h3')
      .allTextContents();
    assert.deepEqual(open, [
      locales.data.en.help.about.heading,
      locales.data.en.help.event.heading
    ]);
  } finally {
    await context.close();
  }
});
