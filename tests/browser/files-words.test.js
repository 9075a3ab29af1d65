'use strict';
/* Files as they come and counts in words, in Chromium, in each language: a UTF-16 file in
   either byte order read like UTF-8, an empty file named, a file without ratings explained,
   the plural of one, the event under the Elo formula (no "typed for this player", no junior
   date), a forfeit without empty brackets, and the subtitle. At 360 px, with screenshots. */
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
  painted,
  screenshot
} = require('./helpers.js');
const locales = require('./locales.js');

const HAND = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'trf', 'hand-checked.trf'), 'utf8');
// The file with one line of a record the core leaves out, and without any rating.
const ONE_IGNORED = HAND.replace('### ', 'XXR 6\n### ');
const UNRATED = HAND.replace(/^(001.{44}).{4}/gm, (m, before) => before + '    ');
const SEASON = 'Ana - Bruno 1-0\nAna - Carla +:-\nCarla - Bruno 0-1\n';

/** The text as a file's bytes in UTF-16 with its byte-order mark. */
function utf16(text, order) {
  const le = Buffer.from('\ufeff' + text, 'utf16le');
  return order === 'le' ? le : le.swap16();
}
const file = (name, buffer) => ({ name, mimeType: 'text/plain', buffer });
const fill = (text, params) => text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? params[k] : m));
const plural = (forms, n, lang) => forms[new Intl.PluralRules(lang).select(n)] || forms.other;

let env;
test.before(async () => {
  env = { chromium: await launch() };
});
test.after(async () => {
  if (env && env.chromium) await env.chromium.close();
});

const open = (lang, fragment) =>
  openPage(env.chromium.browser, `${FILE_URL}?lang=${lang}#${fragment}`, { viewport: PHONE });
// The file is read after setInputFiles returns: wait for what it does.
const fileNameIs = (page, text) =>
  page.waitForFunction((s) => document.querySelector('.elo-file-name').textContent === s, text);
const valueIs = (page, name, text) =>
  page.waitForFunction(
    ([n, s]) => document.querySelector(`[name="${n}"]`).value === s,
    [name, text]
  );

for (const lang of LANGS) {
  const t = locales.data[lang];

  test(`${lang}: a UTF-16 tournament file in either byte order, an empty one, one without ratings`, async () => {
    const { context, page } = await open(lang, 'mode=event');
    try {
      assert.equal(await page.locator('.elo-tagline').textContent(), t.meta.tagline);
      for (const order of ['le', 'be']) {
        await page.setInputFiles(
          'input[name="eventFile"]',
          file(`${order}.trf`, utf16(HAND, order))
        );
        await valueIs(page, 'eventText', HAND);
        await fileNameIs(page, fill(t.file.opened, { name: `${order}.trf` }));
        await page.waitForSelector('tr[data-start-rank="8"]');
        assert.match(await page.locator('tr[data-start-rank="3"]').textContent(), /Costa, Carla/);
      }
      await page.setInputFiles('input[name="eventFile"]', file('vazio.trf', Buffer.alloc(0)));
      await fileNameIs(page, fill(t.file.empty, { name: 'vazio.trf' }));
      assert.equal(await page.inputValue('textarea[name="eventText"]'), HAND, 'nothing lost');

      await page.setInputFiles(
        'input[name="eventFile"]',
        file('unrated.trf', Buffer.from(UNRATED))
      );
      await page.waitForFunction(
        (s) => document.getElementById('app').textContent.includes(s),
        t.event.noRatings
      );
      await screenshot(page, `files-unrated-${lang}`);
      await page.setInputFiles(
        'input[name="eventFile"]',
        file('one.trf', Buffer.from(ONE_IGNORED))
      );
      await page.waitForFunction(
        (s) => !document.getElementById('app').textContent.includes(s),
        t.event.noRatings
      );
      // The plural of one: one line left out.
      const one = fill(plural(t.event.ignored, 1, lang), { count: '1' });
      assert.equal(one, fill(t.event.ignored.one, { count: '1' }));
      assert.equal(await page.locator('.elo-left-out summary').textContent(), one);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: under the Elo formula, K is the event's, said without a reason, and no junior date`, async () => {
    const { context, page } = await open(lang, 'mode=event&rules=elo');
    try {
      await page.setInputFiles('input[name="eventFile"]', file('hand.trf', Buffer.from(HAND)));
      await page.waitForSelector('tr[data-start-rank="8"]');
      const why = (rank) => page.locator(`tr[data-start-rank="${rank}"] .elo-k-why`).textContent();
      assert.equal(await why(3), '20', 'the K alone');
      assert.doesNotMatch(await why(3), new RegExp(t.k.reason.given));
      assert.equal(await page.locator('[data-field="eventDate"]').isHidden(), true);
      await screenshot(page, `files-elo-360-${lang}`);
      // The K column at full width.
      await page.setViewportSize(DESKTOP);
      await page.fill('input[name="k-5"]', '30');
      await painted(page);
      assert.match(await why(5), new RegExp(t.k.reason.given), 'a K typed for one player');
      assert.doesNotMatch(await why(4), new RegExp(t.k.reason.given));
      await screenshot(page, `files-elo-${lang}`);
      await page.selectOption('select[name="rules"]', 'fide');
      await page.check('input[name="kAuto"]');
      await page.waitForFunction(() => !document.querySelector('[data-field="eventDate"]').hidden);
      assert.match(await why(3), new RegExp(fill(t.k.reason.junior, { year: '2026' })));
    } finally {
      await context.close();
    }
  });

  test(`${lang}: the ladder reads a UTF-16 file, names an empty one, and a forfeit has no empty brackets`, async () => {
    const { context, page } = await open(lang, 'mode=ladder');
    try {
      await page.setInputFiles('input[name="ladderFile"]', file('season.csv', utf16(SEASON, 'be')));
      await valueIs(page, 'ladderGames', SEASON);
      await page.waitForSelector('tr[data-player="Carla"]');
      const results = await page.locator('.elo-ladder-games .elo-ladder-result').allTextContents();
      assert.equal(results[1], t.ladder.forfeitAlone);
      assert.ok(
        results.every((r) => !/\(\s*\)|（\s*）/.test(r)),
        results.join(' | ')
      );
      await page.setInputFiles('input[name="ladderFile"]', file('empty.csv', Buffer.alloc(0)));
      await fileNameIs(page, fill(t.file.empty, { name: 'empty.csv' }));
      assert.equal(await page.inputValue('textarea[name="ladderGames"]'), SEASON, 'nothing lost');
      await screenshot(page, `files-ladder-${lang}`);
    } finally {
      await context.close();
    }
  });
}
