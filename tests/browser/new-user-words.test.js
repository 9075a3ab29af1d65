'use strict';
/* What a new user read, in Chromium: a tournament file cut off is said to be cut off, on its
   last line, and nothing else, whether cut inside a line or after a whole one; a 122 and a 222
   line of different lists are named in a warning; 31/02/2026 is a day that does not exist;
   "Opened: file" is said once; the saved season is named by its dates; 正確な値 stays whole on
   a phone; the Portuguese date box's example reads AAAA-MM-DD as its hint does; the game mode
   offers an example. At 360 px and on a desktop, with screenshots. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {
  ROOT,
  LANGS,
  FILE_URL,
  DESKTOP,
  PHONE,
  launch,
  openPage,
  output,
  screenshot
} = require('./helpers.js');
const locales = require('./locales.js');

const TRF = path.join(ROOT, 'tests', 'data', 'trf');
// FIDE's example tournament cut in a player's line, as a download that stopped, and that line.
const CUT = fs.readFileSync(path.join(TRF, 'fide-example1.trf')).subarray(0, 6000);
const CUT_LINE = CUT.toString('latin1').split('\n').length;
// The same file cut at the end of the player line before: every line whole, players missing.
const ENDED = CUT.subarray(0, CUT.lastIndexOf('\n') + 1);
const ENDED_LINE = CUT_LINE - 1;
const SEASON = '2026-03-04 Ana Souza - Bruno Lima 1-0\n2026-03-11 Bruno Lima - Carla Dias 0-1';

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
});

const open = (lang, fragment, viewport) =>
  openPage(chromium.browser, `${FILE_URL}?lang=${lang}#${fragment}`, {
    viewport,
    acceptDownloads: true
  });
const WIDTHS = [
  ['360 px', PHONE],
  ['desktop', DESKTOP]
];

for (const lang of LANGS) {
  const t = locales.data[lang];
  for (const [width, viewport] of WIDTHS) {
    for (const [where, buffer, key, line] of [
      ['in a line', CUT, 'trfTruncated', CUT_LINE],
      ['after a whole line', ENDED, 'trfEndsEarly', ENDED_LINE]
    ]) {
      test(`${lang}, ${width}: a file cut ${where} is said to be cut off on its last line, alone`, async () => {
        const { context, page } = await open(lang, 'mode=event', viewport);
        try {
          await page.setInputFiles('input[name="eventFile"]', {
            name: 'cut.trf',
            mimeType: 'text/plain',
            buffer
          });
          await page.waitForSelector('[data-field="eventText"] li');
          assert.deepEqual(await page.locator('[data-field="eventText"] li').allTextContents(), [
            locales.message(lang, key, line)
          ]);
          if (key === 'trfTruncated') await screenshot(page, `words-cut-${lang}-${viewport.width}`);
        } finally {
          await context.close();
        }
      });
    }

    test(`${lang}, ${width}: a 122 and a 222 line of different lists are named in a warning`, async () => {
      const { context, page } = await open(lang, 'mode=event', viewport);
      try {
        const hand = fs.readFileSync(path.join(TRF, 'hand-checked.trf'), 'utf8');
        // Its 122 line (line 8, 90 min + 30 sec: standard) is line 9 under a 222 of 10 minutes.
        await page.fill('textarea[name="eventText"]', '222 600+5\n' + hand);
        await page.waitForSelector('tr[data-start-rank="8"]');
        const said = locales.fill(t.errorWords.line, {
          line: '9',
          message: locales.fill(t.event.warning.timeControlConflict, { otherLine: '1' })
        });
        const warnings = await page.locator('.elo-warnings li').allTextContents();
        assert.ok(warnings.includes(said), warnings.join(' / ') + ' ~ ' + said);
      } finally {
        await context.close();
      }
    });

    test(`${lang}, ${width}: 31/02/2026 is a day that does not exist, on its line`, async () => {
      const { context, page } = await open(lang, 'mode=ladder', viewport);
      try {
        await page.selectOption('select[name="dateOrder"]', 'dmy');
        await page.fill('textarea[name="ladderGames"]', '31/02/2026 Ana Souza - Bruno Lima 1-0');
        assert.deepEqual(await page.locator('[data-field="ladderGames"] li').allTextContents(), [
          locales.message(lang, 'dateNonexistent', 1)
        ]);
      } finally {
        await context.close();
      }
    });

    test(`${lang}, ${width}: "Opened" said once; the saved season named by its dates`, async () => {
      const { context, page } = await open(lang, 'mode=ladder', viewport);
      try {
        await page.fill('textarea[name="ladderGames"]', SEASON);
        await page.setInputFiles('input[name="ladderFile"]', {
          name: 'b.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('2026-03-18 Ana Souza - Carla Dias ½-½')
        });
        await page.click('[data-action="ladder-append"]');
        const opened = locales.fill(t.file.opened, { name: 'b.txt' });
        const form = await page.locator('.elo-ladder-form').textContent();
        assert.equal(form.split(opened).length - 1, 1, form);
        await screenshot(page, `words-opened-${lang}-${viewport.width}`);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.click('[data-action="ladder-save"]')
        ]);
        const name = locales.fill(t.ladder.seasonFile, { from: '2026-03-04', to: '2026-03-18' });
        assert.equal(download.suggestedFilename(), name + '.txt');
      } finally {
        await context.close();
      }
    });

    test(`${lang}, ${width}: the game mode offers an example, gone once it is filled in`, async () => {
      const { context, page } = await open(lang, 'mode=game', viewport);
      try {
        await page.getByRole('button', { name: t.file.example }).click();
        assert.match(await output(page, 'newRatingA'), /\d/);
        assert.match(await output(page, 'ratingAfterTournament'), /\d/);
        assert.equal(await page.getByRole('button', { name: t.file.example }).isVisible(), false);
        await page.fill('input[name="ratingA"]', '');
        await page.fill('input[name="ratingB"]', '');
        await page.fill('textarea[name="games"]', '');
        assert.equal(await page.getByRole('button', { name: t.file.example }).isVisible(), true);
      } finally {
        await context.close();
      }
    });
  }
}

test('ja, 360 px: 正確な値 is kept on one line in the event’s table', async () => {
  const { context, page } = await open('ja', 'mode=event', PHONE);
  try {
    await page.click('[data-action="example"]');
    await page.waitForSelector('tr[data-start-rank="6"]');
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll('.elo-event-table .elo-exact')]
        .filter((el) => el.firstChild)
        .map((el) => {
          const range = document.createRange();
          range.setStart(el.firstChild, 0);
          range.setEnd(el.firstChild, 4);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        })
    );
    assert.ok(lines.length > 0);
    assert.deepEqual(
      lines,
      lines.map(() => 1),
      '正確な値 on one line'
    );
    await screenshot(page, 'words-exact-ja-360');
  } finally {
    await context.close();
  }
});

test('pt: the date boxes show AAAA-MM-DD, as their hints write it', async () => {
  const { context, page } = await open('pt', 'mode=event', DESKTOP);
  try {
    const t = locales.data.pt;
    assert.ok(t.event.dateHint.includes('AAAA-MM-DD'));
    assert.equal(await page.getAttribute('input[name="eventDate"]', 'placeholder'), 'AAAA-MM-DD');
  } finally {
    await context.close();
  }
});
