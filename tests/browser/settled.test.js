'use strict';
/* The answer kept while the input has errors is the last settled one, in Chromium: a key that
   passes through a valid text on its way to a wrong one (Backspace, then a bad key at once)
   never replaces the answer the user had before the edit; after a pause it does. The event's
   report in each language, the ladder's standings and the game mode's tournament in English. */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { LANGS, FILE_URL, ROOT, launch, openPage, output } = require('./helpers.js');
const locales = require('./locales.js');

// docs-example.trf: player 1's line ends with round 3's result, a loss to player 2 ("2 w 0").
// Without that 0 the round is a zero-point bye, valid, whose game neither player is rated for;
// a Q there is no result code.
const TRF = path.join(ROOT, 'tests', 'data', 'trf', 'docs-example.trf');
const PAUSE_MS = 1500; // more than the page's pause (web/src/kit/settled.js)

let chromium;
test.before(async () => {
  chromium = await launch();
});
test.after(async () => {
  if (chromium) await chromium.close();
});

const waitStale = (page, value) =>
  page.waitForFunction(
    (v) => document.querySelector('.elo-results:not([hidden])')?.dataset.stale === v,
    value
  );

// The caret put after the first occurrence of `after` in the box `selector`.
async function caretAfter(page, selector, after) {
  await page.focus(selector);
  await page.$eval(
    selector,
    (box, text) => {
      const at = box.value.indexOf(text) + text.length;
      box.setSelectionRange(at, at);
    },
    after
  );
}

// Backspace, then `key` at once: one burst of keys.
async function burst(page, key) {
  await page.keyboard.press('Backspace');
  await page.keyboard.type(key);
}

for (const lang of LANGS) {
  const t = locales.data[lang];
  test(`${lang}: an event file edited by Backspace and a wrong key keeps the file's report`, async () => {
    const { context, page, log } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=event`
    );
    try {
      await page.setInputFiles('input[name="eventFile"]', TRF);
      const row = page.locator('tr[data-start-rank="1"]');
      await row.waitFor();
      const opened = await row.textContent();
      const box = 'textarea[name="eventText"]';
      await caretAfter(page, box, '2 w 0');
      await burst(page, 'Q');
      await waitStale(page, 'true');
      assert.equal(await row.textContent(), opened, "the file's report, not the in-between one");
      const errors = await page.locator('[data-field="eventText"]').textContent();
      assert.ok(errors.includes(t.errors.trfResultInvalid), errors);
      // Put right: the file's text again, up to date.
      await burst(page, '0');
      await waitStale(page, 'false');
      assert.equal(await row.textContent(), opened);
      // Backspace, a pause: that text's report is the one kept for a wrong key after it.
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(PAUSE_MS);
      const paused = await row.textContent();
      assert.notEqual(paused, opened, 'the in-between text has its own report');
      await page.keyboard.type('Q');
      await waitStale(page, 'true');
      assert.equal(await row.textContent(), paused);
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });
}

test('en: a season edited by Backspace and a wrong key keeps the standings before the edit', async () => {
  const { context, page } = await openPage(chromium.browser, `${FILE_URL}?lang=en#mode=ladder`);
  try {
    const box = 'textarea[name="ladderGames"]';
    await page.fill(
      box,
      '2026-03-04 Ana Souza - Bruno Lima 1-0\n2026-03-06 Bruno Lima - Carla Dias 0-1'
    );
    await page.locator('tr[data-player="Carla Dias"]').waitFor();
    // "Carla Dia" is a valid name on the way; "Carla Dia|" makes a line of two fields.
    await caretAfter(page, box, 'Carla Dias');
    await burst(page, '|');
    await waitStale(page, 'true');
    assert.equal(await page.locator('tr[data-player="Carla Dias"]').count(), 1, 'kept');
    assert.equal(await page.locator('tr[data-player="Carla Dia"]').count(), 0, 'not in-between');
  } finally {
    await context.close();
  }
});

test('en: a games list edited by Backspace and a wrong key keeps the tournament before the edit', async () => {
  const { context, page } = await openPage(chromium.browser, `${FILE_URL}?lang=en`);
  try {
    await page.fill('input[name="ratingA"]', '1600');
    await page.fill('input[name="ratingB"]', '1400');
    await page.check('input[name="result"][value="1"]');
    await page.fill('textarea[name="games"]', '1500 | 1\n1700 | ½');
    const before = await output(page, 'ratingAfterTournament');
    assert.match(before, /\d/);
    // "1700" becomes "100" (a valid rating) on the way to "1x00".
    await caretAfter(page, 'textarea[name="games"]', '17');
    await burst(page, 'x');
    await waitStale(page, 'true');
    assert.equal(await output(page, 'ratingAfterTournament'), before);
  } finally {
    await context.close();
  }
});
