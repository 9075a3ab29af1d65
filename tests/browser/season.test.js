'use strict';
/* A season that cannot be lost, in Chromium, in each language: a file opened over a kept season
   asks first and changes nothing until answered; adding and replacing, each undone; "forget"
   asks, then offers Undo for ten seconds and more; a saved season, forgotten and opened again,
   gives the same list and choices. At 360 px the questions fit. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { LANGS, FILE_URL, PHONE, launch, openPage, screenshot } = require('./helpers.js');
const locales = require('./locales.js');

// The first two weeks of the ladder test's season (tests/browser/ladder.test.js, worked by hand
// there), typed; the third week is the file opened over them.
const TYPED = [
  '2026-03-04 Ana Souza - Bruno Lima 1-0',
  '2026-03-04 Carla Dias - Davi Rocha ½-½',
  '2026-03-11 Bruno Lima - Carla Dias 0-1',
  '2026-03-11 Davi Rocha - Ana Souza 0-1'
].join('\n');
const WEEK3 = [
  '2026-03-18 Ana Souza - Carla Dias ½-½',
  '2026-03-18 Bruno Lima - Davi Rocha 1-0'
].join('\n');
// After the whole season under K 20: the ladder test's list.
const WHOLE = [
  ['Ana Souza', 1520],
  ['Carla Dias', 1510],
  ['Bruno Lima', 1490],
  ['Davi Rocha', 1480]
];
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
});

const games = (page) => page.inputValue('textarea[name="ladderGames"]');
const file = (name, text) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
const asked = (page, where) => page.locator(`.elo-ask-${where}`);

async function list(page) {
  return page
    .locator('.elo-ladder-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [r.dataset.player, r.querySelector('output[name="rating"]').textContent])
    );
}
const expected = (lang) =>
  WHOLE.map(([name, r]) => [name, new Intl.NumberFormat(INTL[lang]).format(r)]);

// The third week as a spreadsheet saves it: a header line, CRLF, a UTF-8 byte-order mark,
// quoted fields, `;` and the language's own column names.
const WEEK3_CSV = {
  en:
    '\uFEFFDate,White,Black,Result\r\n2026-03-18,Ana Souza,Carla Dias,½-½\r\n' +
    '2026-03-18,Bruno Lima,Davi Rocha,1-0\r\n',
  pt:
    '"data";"brancas";"pretas";"resultado"\n"2026-03-18";"Ana Souza";"Carla Dias";"½-½"\n' +
    '"2026-03-18";"Bruno Lima";"Davi Rocha";"1-0"\n',
  ja: '\uFEFF日付,白,黒,結果\r\n2026-03-18,Ana Souza,Carla Dias,½-½\r\n2026-03-18,Bruno Lima,Davi Rocha,1-0'
};

for (const lang of LANGS) {
  const t = locales.data[lang];
  test(`${lang}: a CSV file's header added to the season is never a game`, async () => {
    const { context, page } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`
    );
    try {
      await page.fill('textarea[name="ladderGames"]', TYPED);
      await page.setInputFiles('input[name="ladderFile"]', file('week3.csv', WEEK3_CSV[lang]));
      await page.click('[data-action="ladder-append"]');
      assert.deepEqual(await list(page), expected(lang), 'the whole season, four players');
      assert.equal(await page.locator('[data-field="ladderGames"] li').count(), 0, 'no error');
    } finally {
      await context.close();
    }
  });

  test(`${lang}: a file over a kept season asks, adds or replaces, and each is undone`, async () => {
    const { context, page, log } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`
    );
    try {
      await page.fill('textarea[name="ladderGames"]', TYPED);
      await page.click('.elo-roster summary');
      await page.fill('textarea[name="ladderRoster"]', 'Ana Souza | 1500');
      await page.setInputFiles('input[name="ladderFile"]', file('week3.txt', WEEK3));
      await page.waitForSelector('[data-action="ladder-append"]');
      const question = await asked(page, 'file').textContent();
      assert.ok(question.includes('week3.txt'), question);
      assert.equal(await games(page), TYPED, 'nothing changes before a choice');
      assert.equal(
        await page.evaluate(() => document.activeElement.dataset.action),
        'ladder-append',
        'the question takes the focus'
      );
      await page.click('[data-action="ladder-append"]');
      assert.equal(await games(page), TYPED + '\n' + WEEK3);
      assert.deepEqual(await list(page), expected(lang), 'the whole season');
      await page.click('[data-action="ladder-undo"]');
      assert.equal(await games(page), TYPED, 'undone');
      assert.equal(await page.inputValue('textarea[name="ladderRoster"]'), 'Ana Souza | 1500');

      await page.setInputFiles('input[name="ladderFile"]', file('week3.txt', WEEK3));
      await page.click('[data-action="ladder-replace"]');
      assert.equal(await games(page), WEEK3);
      assert.equal(await page.locator('.elo-ladder-table tbody tr').count(), 4);
      await page.click('[data-action="ladder-undo"]');
      assert.equal(await games(page), TYPED, 'the replaced season is back');

      await page.setInputFiles('input[name="ladderFile"]', file('week3.txt', WEEK3));
      await page.click('[data-action="ladder-keep"]');
      assert.equal(await games(page), TYPED, 'kept as it was');
      assert.equal(await asked(page, 'file').isHidden(), true);
      await page.waitForTimeout(600);
      assert.equal(
        JSON.parse(await page.evaluate(() => localStorage.getItem('elo-calculator:ladder:v1')))
          .games,
        TYPED,
        'what is kept on the device is the season chosen'
      );
      assert.deepEqual(log.pageErrors, []);
      assert.deepEqual(log.consoleErrors, []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: forget asks, Undo stays ten seconds; a saved season opens as it was`, async () => {
    const { context, page, log } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`,
      { acceptDownloads: true }
    );
    try {
      await page.fill('textarea[name="ladderGames"]', TYPED + '\n' + WEEK3);
      await page.fill('input[name="k"]', '20');
      await page.check('input[name="provisional"]');
      await page.uncheck('input[name="provisional"]');
      await page.click('[data-action="ladder-forget"]');
      assert.ok((await asked(page, 'kept').textContent()).includes(t.ladder.forgetAsk));
      await page.click('[data-action="ladder-keep"]');
      assert.equal(await games(page), TYPED + '\n' + WEEK3, 'not forgotten without a yes');
      await page.click('[data-action="ladder-forget"]');
      await page.click('[data-action="ladder-forget-confirm"]');
      assert.equal(await games(page), '');
      await page.waitForTimeout(10500);
      await page.click('[data-action="ladder-undo"]');
      assert.deepEqual(await list(page), expected(lang), 'back after ten seconds');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-action="ladder-save"]')
      ]);
      const saved = fs.readFileSync(await download.path(), 'utf8');
      assert.match(saved, /^#! elo-season 1\n/);
      await page.click('[data-action="ladder-forget"]');
      await page.click('[data-action="ladder-forget-confirm"]');
      await page.fill('input[name="k"]', '32');
      await page.setInputFiles(
        'input[name="ladderFile"]',
        file(download.suggestedFilename(), saved)
      );
      await page.waitForFunction(() => document.querySelector('.elo-ladder-table tbody tr'));
      assert.deepEqual(await list(page), expected(lang), 'the same list from the saved file');
      assert.equal(await page.inputValue('input[name="k"]'), '20', 'and the same choices');
      assert.equal(await games(page), TYPED + '\n' + WEEK3);
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: at 360 px the question and its buttons fit`, async () => {
    const { context, page } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`,
      {
        viewport: PHONE
      }
    );
    try {
      await page.fill('textarea[name="ladderGames"]', TYPED);
      await page.setInputFiles('input[name="ladderFile"]', file('week3.txt', WEEK3));
      await page.waitForSelector('[data-action="ladder-replace"]');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `no sideways scroll (${width})`);
      for (const action of ['append', 'replace', 'keep']) {
        const box = await page.locator(`[data-action="ladder-${action}"]`).boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= 360, action);
      }
      await asked(page, 'file').scrollIntoViewIfNeeded();
      await screenshot(page, `season-ask-${lang}-360`);
    } finally {
      await context.close();
    }
  });
}
