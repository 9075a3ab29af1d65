'use strict';
/* No locale key reaches the reader: a key missing from the locale files shows as its dotted
   name. Every text and every labelling attribute of each mode, filled and with errors, in each
   language, is read here. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { LANGS, FILE_URL, ROOT, launch, openPage } = require('./helpers.js');

const GROUPS =
  'meta|modes|form|results|event|ladder|errors|errorWords|help|k|systems|chart|file|report|footer|table';
const LEAKS = new RegExp(`\\b(${GROUPS})\\.[a-z][A-Za-z0-9]*\\b`, 'g');
const TRF = path.join(ROOT, 'tests', 'data', 'trf');

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
});

// The page's words: its text nodes (not scripts' or styles'), its labelling attributes and title.
function words(page) {
  return page.evaluate(() => {
    const out = [document.title];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.parentElement.closest('script, style')) out.push(n.data);
    }
    for (const el of document.querySelectorAll('*')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'label', 'download'])
        if (el.hasAttribute(name)) out.push(el.getAttribute(name));
    }
    return out.join('\n');
  });
}

async function expectNoKeys(page, what) {
  const found = (await words(page)).match(LEAKS) || [];
  assert.deepEqual([...new Set(found)], [], what);
}

for (const lang of LANGS) {
  test(`${lang}: no key shows in any mode, filled or wrong`, async () => {
    const { context, page } = await openPage(chromium.browser, `${FILE_URL}?lang=${lang}`);
    try {
      await page.fill('input[name="ratingA"]', '1600');
      await page.fill('input[name="ratingB"]', 'x');
      await expectNoKeys(page, 'the game mode');
      await page.check('input[name="mode"][value="event"]');
      await page.setInputFiles('input[name="eventFile"]', path.join(TRF, 'hand-checked.trf'));
      await page.waitForSelector('tr[data-start-rank="8"]');
      await expectNoKeys(page, 'the event mode');
      // Under another name: "errors.trf" would read like a key.
      await page.setInputFiles('input[name="eventFile"]', {
        name: 'broken.trf',
        mimeType: 'text/plain',
        buffer: fs.readFileSync(path.join(TRF, 'errors.trf'))
      });
      await page.waitForTimeout(300);
      await expectNoKeys(page, 'the event mode with errors');
      await page.check('input[name="mode"][value="ladder"]');
      await page.fill(
        'textarea[name="ladderGames"]',
        '2026-03-04 Ana - Bruno 1-0\n04/03/2026 Bruno - Ana 0-1'
      );
      await page.click('.elo-roster summary');
      await page.fill('textarea[name="ladderRoster"]', 'Ana | x');
      await page.waitForTimeout(300);
      await expectNoKeys(page, 'the ladder mode with errors');
      await page.fill(
        'textarea[name="ladderGames"]',
        '2026-03-04 Ana - Bruno 1-0\n2026-03-01 Bruno - Ana +-'
      );
      await page.setInputFiles('input[name="ladderFile"]', {
        name: 'more.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Ana - Bruno 1-0')
      });
      await page.waitForSelector('[data-action="ladder-append"]');
      await expectNoKeys(page, 'the ladder mode, filled and asking');
    } finally {
      await context.close();
    }
  });
}
