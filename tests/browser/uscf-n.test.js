'use strict';
/* US Chess in Chromium, in each language at desktop width: an event player with a rating and
   no N is not rated until N is given (the row says N is needed and shows no figures), the column
   of the N boxes is headed N, one field gives N to every player without one and the report and
   the printout say that choice; an unrated player's tournament in the game mode gives no
   expected total where its games give no expected score. */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { ROOT, LANGS, FILE_URL, launch, openPage } = require('./helpers.js');
const locales = require('./locales.js');

// Four rated players; under US Chess Ito with N 40 ends on 1981, the others have no N.
const TRF = path.join(ROOT, 'tests', 'data', 'trf', 'docs-example.trf');
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
const EMPTY = '–';

let env;
test.before(async () => {
  env = await launch();
});
test.after(async () => {
  if (env) await env.close();
});

const open = (lang, fragment) => openPage(env.browser, `${FILE_URL}?lang=${lang}#${fragment}`);
const row = (page, rank) => page.locator(`tr[data-start-rank="${rank}"]`);
const newRatingOf = (page, rank) =>
  page.evaluate(
    (r) => document.querySelector(`tr[data-start-rank="${r}"] .elo-event-new output`).textContent,
    rank
  );

for (const lang of LANGS) {
  const L = locales.data[lang];
  const rating = (n) => new Intl.NumberFormat(INTL[lang]).format(n);

  test(`${lang}: an event player with a rating and no N is not rated until N is given`, async () => {
    const { context, page } = await open(lang, 'mode=event');
    try {
      await page.setInputFiles('input[name="eventFile"]', TRF);
      await page.waitForSelector('tr[data-start-rank="4"]');
      await page.selectOption('select[name="rules"]', 'uscf');
      await page.fill('input[name="games-1"]', '40');
      await page.waitForFunction(
        (n) =>
          document.querySelector('tr[data-start-rank="1"] .elo-event-new output').textContent === n,
        rating(1981)
      );
      // The boxes of the column are N's, and its head says so.
      assert.equal(await page.textContent('th[data-key="k"]'), 'N');
      // Lima has a rating and no N: no figures, and the row says N is needed.
      const lima = row(page, 2);
      assert.equal(await newRatingOf(page, 2), EMPTY);
      assert.equal(await lima.locator('output[name="change"]').textContent(), EMPTY);
      assert.equal(await lima.locator('output[name="k"]').textContent(), EMPTY);
      assert.equal(await lima.locator('.elo-k-why').textContent(), EMPTY);
      assert.equal(await lima.locator('.elo-event-new .elo-note').textContent(), L.event.nNeeded);
      // One field gives N to every player without one; Ito keeps his own.
      assert.equal(await page.isVisible('input[name="eventRatedGames"]'), true);
      await page.fill('input[name="eventRatedGames"]', '30');
      await page.waitForFunction(
        () =>
          document.querySelector('tr[data-start-rank="2"] .elo-event-new output').textContent !==
          '–'
      );
      assert.match(await lima.locator('.elo-k-why').textContent(), /N′/);
      assert.equal(await lima.locator('.elo-event-new .elo-note').textContent(), '');
      assert.equal(await newRatingOf(page, 1), rating(1981));
      const legend = page.locator('.elo-meanings:not(.elo-print-only)');
      assert.ok((await legend.textContent()).includes(L.event.defaultGames + '30'));
      await page.emulateMedia({ media: 'print' });
      assert.equal(await legend.isVisible(), true, 'the choice on paper');
      await page.emulateMedia({ media: 'screen' });
      // The choice is kept with the event.
      await page.waitForFunction(() =>
        /"defaultGames":"30"/.test(localStorage.getItem('elo-calculator:event:v1'))
      );
    } finally {
      await context.close();
    }
  });

  test(`${lang}: an unrated player's US Chess tournament gives no expected total`, async () => {
    const { context, page } = await open(lang, '');
    try {
      await page.selectOption('select[name="rules"]', 'uscf');
      await page.fill('[name="games"]', '1400 | 1\n1600 | 0');
      // 1300 on 0 games: PWe(R, 1400) + PWe(R, 1600) = 1 at R = 1500, by the special formula.
      const block = page.locator('.elo-tournament');
      await page.waitForFunction(
        (said) => document.querySelector('.elo-tournament').innerText.includes(said),
        L.systems.special
      );
      const expected = await block
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.lastElementChild.textContent));
      assert.deepEqual(expected, [EMPTY, EMPTY], 'no expected score in a game');
      const text = await block.innerText();
      assert.ok(text.includes(rating(1500)), text);
      assert.ok(!text.includes(L.results.expectedTotal), text);
    } finally {
      await context.close();
    }
  });
}
