'use strict';
/* The ladder's views in Chromium, in each language: its printout says the rules, K, the
   starting rating and the day above the standings, as the event's does; its chart ticks its
   axis by date when the games are dated and by period when ratings move once a period; at
   360 px a long name wraps, inside its word if it must, and the standings' Change and the games
   list's right column stay whole. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { LANGS, FILE_URL, PHONE, launch, openPage } = require('./helpers.js');
const locales = require('./locales.js');

// Three weeks of a club's games, one a week.
const SEASON = [
  '2026-03-04 Ana Souza - Bruno Lima 1-0',
  '2026-03-11 Carla Dias - Ana Souza 0-1',
  '2026-03-18 Bruno Lima - Carla Dias ½-½'
].join('\n');
// A name longer than a phone's column, one of its words too.
const LONG = 'Bartholomew Featherstonehaugh';
const LONG_SEASON = [
  `2026-01-06 ${LONG} - Ana Souza 1-0`,
  `2026-02-10 Ana Souza - Bruno Lima 0-1`,
  `2026-03-24 Bruno Lima - ${LONG} 1-0`
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

// How far each cell of `selector` reaches past the right edge of its table's scroll box (px;
// 0 or less where the cell is whole in view).
const pastEdge = (page, selector) =>
  page.$$eval(selector, (cells) =>
    cells.map((cell) => {
      const box = cell.closest('table').parentElement;
      return cell.getBoundingClientRect().right - box.getBoundingClientRect().right;
    })
  );

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

  test(`${lang}: at 360 px a long name wraps and the standings' and games' figures stay whole`, async () => {
    const { context, page } = await open(lang, { viewport: PHONE });
    try {
      await page.fill('textarea[name="ladderGames"]', LONG_SEASON);
      await page.waitForSelector(`tr[data-player="${LONG}"]`);
      const changes = await pastEdge(page, '.elo-ladder-table tbody td:nth-child(4)');
      assert.equal(changes.length, 3);
      for (const past of changes) assert.ok(past <= 0.5, `Change cut by ${past} px`);
      const sides = await pastEdge(page, '.elo-ladder-games tbody tr > :last-child');
      assert.equal(sides.length, 3);
      for (const past of sides) assert.ok(past <= 0.5, `the right column cut by ${past} px`);
      // The name wraps: its button is more than a line high.
      const name = page.locator(`tr[data-player="${LONG}"] .elo-row-toggle`);
      const [height, line] = await name.evaluate((b) => [
        b.getBoundingClientRect().height,
        parseFloat(getComputedStyle(b).lineHeight)
      ]);
      assert.ok(height > line * 1.5, `${height} px for a line of ${line} px`);
    } finally {
      await context.close();
    }
  });
}
