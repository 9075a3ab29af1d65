'use strict';
/* The event's last file kept on this device, in Chromium, in each language: a reload gives back
   the file and a K typed for a player; "Forget this event" asks, then offers Undo; a file opened
   over a kept event offers Undo too, which brings back what was typed for its players. */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { LANGS, FILE_URL, ROOT, launch, openPage } = require('./helpers.js');
const locales = require('./locales.js');

const TRF = path.join(ROOT, 'tests', 'data', 'trf');

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
});

const rows = (page) => page.locator('.elo-event-table tbody tr[data-start-rank]:visible').count();

for (const lang of LANGS) {
  const t = locales.data[lang];
  test(`${lang}: a reload keeps the event; forget and a new file each offer Undo`, async () => {
    const url = `${FILE_URL}?lang=${lang}#mode=event`;
    const { context, page, log } = await openPage(chromium.browser, url);
    try {
      await page.setInputFiles('input[name="eventFile"]', path.join(TRF, 'hand-checked.trf'));
      await page.waitForSelector('tr[data-start-rank="8"]');
      await page.fill('input[name="k-2"]', '15');
      await page.waitForTimeout(600);
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      await page.waitForSelector('tr[data-start-rank="8"]');
      assert.equal(await page.inputValue('input[name="k-2"]'), '15', 'the K typed is kept');

      await page.click('[data-action="event-forget"]');
      assert.ok((await page.textContent('.elo-ask-kept')).includes(t.event.forgetAsk));
      await page.click('[data-action="event-keep"]');
      assert.equal(await rows(page), 8, 'not forgotten without a yes');
      await page.click('[data-action="event-forget"]');
      await page.click('[data-action="event-forget-confirm"]');
      assert.equal(await page.inputValue('textarea[name="eventText"]'), '');
      assert.equal(await rows(page), 0);
      await page.click('[data-action="event-undo"]');
      await page.waitForSelector('tr[data-start-rank="8"]');
      assert.equal(await page.inputValue('input[name="k-2"]'), '15', 'back, with the K typed');

      await page.setInputFiles('input[name="eventFile"]', path.join(TRF, 'docs-example.trf'));
      await page.waitForFunction(() =>
        document.querySelector('.elo-file-name').textContent.includes('docs-example.trf')
      );
      await page.click('[data-action="event-undo"]');
      await page.waitForSelector('tr[data-start-rank="8"]');
      assert.equal(await page.inputValue('input[name="k-2"]'), '15', 'the file before, as it was');

      await page.click('[data-action="event-forget"]');
      await page.click('[data-action="event-forget-confirm"]');
      await page.waitForTimeout(600);
      assert.equal(
        await page.evaluate(() => localStorage.getItem('elo-calculator:event:v1')),
        null,
        'nothing is left in the browser'
      );
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });
}
