'use strict';
/* The ladder's views in Chromium, in each language: its printout says the rules, K, the
   starting rating and the day above the standings, as the event's does; its chart ticks its
   axis by date when the games are dated and by period when ratings move once a period. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { LANGS, FILE_URL, launch, openPage } = require('./helpers.js');
const locales = require('./locales.js');

// Three weeks of a club's games, one a week.
const SEASON = [
  '2026-03-04 Ana Souza - Bruno Lima 1-0',
  '2026-03-11 Carla Dias - Ana Souza 0-1',
  '2026-03-18 Bruno Lima - Carla Dias ½-½'
].join('\n');
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };

let env;
test.before(async () => {
  env = await launch();
});
test.after(async () => {
  if (env) await env.close();
});

const open = (lang, options) =>
  openPage(env.browser, `${FILE_URL}?lang=${lang}#mode=ladder`, options);

for (const lang of LANGS) {
  const L = locales.data[lang];
  const plain = (n) => new Intl.NumberFormat(INTL[lang]).format(n);

  test(`${lang}: the ladder's printout says the rules, K, the starting rating and the day`, async () => {
    const { context, page } = await open(lang);
    try {
      await page.fill('input[name="k"]', '24');
      await page.fill('input[name="initialRating"]', '1200');
      await page.fill('textarea[name="ladderGames"]', SEASON);
      await page.waitForSelector('tr[data-player="Ana Souza"]');
      const printed = page.locator('.elo-ladder-report .elo-print-only');
      assert.equal(await printed.isVisible(), false, 'on paper only');
      await page.emulateMedia({ media: 'print' });
      assert.equal(await printed.isVisible(), true);
      const rows = await printed
        .locator('div')
        .evaluateAll((divs) =>
          divs.map((d) => [d.firstChild.textContent, d.lastChild.textContent])
        );
      const rules = await page.$eval('select[name="rules"]', (s) => s.selectedOptions[0].text);
      const today = new Intl.DateTimeFormat(INTL[lang], {
        dateStyle: 'long',
        timeZone: 'UTC'
      }).format(new Date(new Date().toISOString().slice(0, 10)));
      assert.deepEqual(rows, [
        [L.form.rules, rules],
        [L.form.k, '24'],
        [L.ladder.initialRating, '1200'],
        [L.event.madeOn, today]
      ]);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: the ladder's chart ticks its axis by date, and by period in period mode`, async () => {
    const { context, page } = await open(lang);
    try {
      await page.fill('textarea[name="ladderGames"]', SEASON);
      await page.waitForSelector('svg.elo-history path.elo-series');
      const ticks = () =>
        page
          .locator('svg.elo-history .elo-x-tick text')
          .evaluateAll((ts) => ts.map((t) => t.textContent));
      const day = (d) =>
        new Intl.DateTimeFormat(INTL[lang], {
          month: 'numeric',
          day: 'numeric',
          timeZone: 'UTC'
        }).format(new Date(d));
      assert.deepEqual(await ticks(), ['2026-03-04', '2026-03-11', '2026-03-18'].map(day));
      // A week a period: each player's line runs from the start over the two weeks they played.
      await page.check('input[name="update"][value="period"]');
      await page.selectOption('select[name="period"]', 'week');
      const periods = [0, 1, 2].map(plain);
      await page.waitForFunction(
        (want) =>
          [...document.querySelectorAll('svg.elo-history .elo-x-tick text')]
            .map((t) => t.textContent)
            .join('|') === want,
        periods.join('|')
      );
      assert.deepEqual(await ticks(), periods);
    } finally {
      await context.close();
    }
  });
}
