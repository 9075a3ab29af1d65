'use strict';
/* Files opened as a new user opens them, in Chromium: the same file chosen again after "Keep
   the season" or an Undo opens again (a question, or the file), in the ladder and the event
   mode; a broken file opened after a good one leaves nothing of the other file's report to
   download or print, and Undo brings that report back; after Forget only one Undo is in view;
   older games added are offered in date order; a picture renamed .trf or .csv is refused,
   named, and nothing is replaced. In each language, at 360 px and on a desktop, with
   screenshots. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  ROOT,
  LANGS,
  FILE_URL,
  DESKTOP,
  PHONE,
  launch,
  openPage,
  screenshot
} = require('./helpers.js');
const locales = require('./locales.js');

const TRF = path.join(ROOT, 'tests', 'data', 'trf');
const SEASON = '2026-03-04 Ana Souza - Bruno Lima 1-0\n2026-03-11 Bruno Lima - Carla Dias 0-1';
const WEEK3 = '2026-03-18 Ana Souza - Carla Dias ½-½\n2026-03-18 Bruno Lima - Davi Rocha 1-0';
// FIDE's example tournament cut in a player's line, as a download that stopped.
const WHOLE = fs.readFileSync(path.join(TRF, 'fide-example1.trf'));
const CUT = WHOLE.subarray(0, Math.floor(WHOLE.length * 0.6));
// A picture: the PNG signature and its first chunk (PNG specification 5.2-5.3), then bytes.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000168000002e40806000000', 'hex'),
  Buffer.alloc(4000, 0x9c)
]);

// Files on disk: a chooser given the same path twice is the same file chosen again.
const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'elo-opened-'));
const onDisk = (name, bytes) => {
  const file = path.join(DIR, name);
  fs.writeFileSync(file, bytes);
  return file;
};
const WEEK3_FILE = onDisk('week3.txt', WEEK3);
const HAND_FILE = path.join(TRF, 'hand-checked.trf');

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
  fs.rmSync(DIR, { recursive: true, force: true });
});

const fill = locales.fill;
const open = (lang, mode, viewport) =>
  openPage(chromium.browser, `${FILE_URL}?lang=${lang}#mode=${mode}`, { viewport });
const visible = (page, selector) => page.locator(`${selector}:visible`).count();
// A text file opened over the ladder's season, and its games added.
async function addFile(page, name, text) {
  const file = { name, mimeType: 'text/plain', buffer: Buffer.from(text) };
  await page.setInputFiles('input[name="ladderFile"]', file);
  await page.click('[data-action="ladder-append"]');
}

for (const lang of LANGS) {
  const t = locales.data[lang];
  for (const [width, viewport] of [
    ['360 px', PHONE],
    ['desktop', DESKTOP]
  ]) {
    test(`${lang}, ${width}: the same file chosen again opens again, after Keep and after Undo`, async () => {
      const { context, page, log } = await open(lang, 'ladder', viewport);
      try {
        await page.fill('textarea[name="ladderGames"]', SEASON);
        await page.setInputFiles('input[name="ladderFile"]', WEEK3_FILE);
        await page.click('[data-action="ladder-keep"]');
        await page.setInputFiles('input[name="ladderFile"]', WEEK3_FILE);
        await page.waitForSelector('[data-action="ladder-append"]', { timeout: 3000 });
        await page.click('[data-action="ladder-append"]');
        await page.click('[data-action="ladder-undo"]');
        await page.setInputFiles('input[name="ladderFile"]', WEEK3_FILE);
        await page.waitForSelector('[data-action="ladder-append"]', { timeout: 3000 });
        assert.equal(await page.inputValue('textarea[name="ladderGames"]'), SEASON);
        assert.deepEqual(log.pageErrors, []);
      } finally {
        await context.close();
      }
    });

    test(`${lang}, ${width}: the event's file chosen again after Undo opens again`, async () => {
      const { context, page } = await open(lang, 'event', viewport);
      try {
        await page.setInputFiles('input[name="eventFile"]', path.join(TRF, 'fide-example1.trf'));
        await page.waitForSelector('tr[data-start-rank="20"]');
        await page.setInputFiles('input[name="eventFile"]', HAND_FILE);
        await page.waitForSelector('tr[data-start-rank="8"]');
        await page.click('[data-action="event-undo"]');
        await page.waitForSelector('tr[data-start-rank="20"]');
        await page.setInputFiles('input[name="eventFile"]', HAND_FILE);
        await page.waitForSelector('tr[data-start-rank="20"]', {
          state: 'detached',
          timeout: 3000
        });
      } finally {
        await context.close();
      }
    });

    test(`${lang}, ${width}: a broken file after a good one leaves nothing of the other to print`, async () => {
      const { context, page, log } = await open(lang, 'event', viewport);
      try {
        await page.setInputFiles('input[name="eventFile"]', path.join(TRF, 'fide-example1.trf'));
        await page.waitForSelector('tr[data-start-rank="20"]');
        const timeControl = await page.locator('output[name="timeControl"]').textContent();
        assert.notEqual(timeControl, '');
        await page.setInputFiles('input[name="eventFile"]', {
          name: 'cut.trf',
          mimeType: 'text/plain',
          buffer: CUT
        });
        await page.waitForSelector('[data-field="eventText"] li');
        assert.equal(await visible(page, 'tr[data-start-rank="20"]'), 0, 'the other report goes');
        assert.equal(await visible(page, '[data-action="csv"]'), 0, 'no CSV of it');
        assert.equal(await visible(page, '[data-action="print"]'), 0, 'no Print of it');
        assert.equal(await visible(page, '[data-stale="true"]'), 0);
        assert.equal(await page.locator('output[name="timeControl"]').textContent(), '');
        await screenshot(page, `opened-broken-${lang}-${viewport.width}`);
        await page.click('[data-action="event-undo"]');
        await page.waitForSelector('tr[data-start-rank="20"]');
        assert.equal(await visible(page, '[data-action="print"]'), 1, 'Undo brings it back');
        assert.deepEqual(log.pageErrors, []);
      } finally {
        await context.close();
      }
    });

    test(`${lang}, ${width}: after a file and Forget, one Undo is in view, the forget's`, async () => {
      const { context, page } = await open(lang, 'ladder', viewport);
      try {
        await page.fill('textarea[name="ladderGames"]', SEASON);
        await addFile(page, 'b.txt', WEEK3);
        await page.click('[data-action="ladder-forget"]');
        assert.equal(await visible(page, '[data-action="ladder-undo"]'), 0, 'a question, no Undo');
        await page.click('[data-action="ladder-forget-confirm"]');
        assert.equal(await visible(page, '[data-action="ladder-undo"]'), 1);
        assert.equal(await page.locator('.elo-ask-file').isHidden(), true);
        await screenshot(page, `opened-forget-${lang}-${viewport.width}`);
        await page.click('[data-action="ladder-undo"]');
        assert.equal(
          await page.inputValue('textarea[name="ladderGames"]'),
          SEASON + '\n' + WEEK3,
          'the season with the added games is back'
        );
      } finally {
        await context.close();
      }
    });

    test(`${lang}, ${width}: older games added are offered in date order, and undone`, async () => {
      const { context, page } = await open(lang, 'ladder', viewport);
      try {
        const older = '2026-01-07 Carla Dias - Ana Souza ½-½';
        await page.fill('textarea[name="ladderGames"]', SEASON);
        await addFile(page, 'january.txt', older);
        assert.equal(await page.inputValue('textarea[name="ladderGames"]'), SEASON + '\n' + older);
        await page.click('[data-action="ladder-order"]');
        assert.equal(await page.inputValue('textarea[name="ladderGames"]'), older + '\n' + SEASON);
        assert.equal(await page.locator('.elo-warnings').isHidden(), true, 'no dates going back');
        await screenshot(page, `opened-order-${lang}-${viewport.width}`);
        await page.click('[data-action="ladder-undo"]');
        assert.equal(await page.inputValue('textarea[name="ladderGames"]'), SEASON + '\n' + older);
      } finally {
        await context.close();
      }
    });

    test(`${lang}, ${width}: a picture renamed .trf or .csv is refused, named, nothing replaced`, async () => {
      for (const [mode, input, box, name] of [
        ['event', 'eventFile', 'eventText', 'photo.trf'],
        ['ladder', 'ladderFile', 'ladderGames', 'photo.csv']
      ]) {
        const { context, page } = await open(lang, mode, viewport);
        try {
          await page.fill(`textarea[name="${box}"]`, 'typed before');
          await page.setInputFiles(`input[name="${input}"]`, {
            name,
            mimeType: 'image/png',
            buffer: PNG
          });
          const said = fill(t.file.notText, { name });
          await page.waitForFunction(
            (s) => document.querySelector('.elo-file-name').textContent === s,
            said
          );
          assert.equal(await page.inputValue(`textarea[name="${box}"]`), 'typed before');
          await screenshot(page, `opened-picture-${mode}-${lang}-${viewport.width}`);
        } finally {
          await context.close();
        }
      }
    });
  }
}
