'use strict';
/* US Chess, the DWZ and "your own rules" in Chromium, in each language: US Chess chosen, N
   typed for both players and a tournament list, the system's figures shown; the DWZ with its
   index and a year of birth; your own rules kept in the link after a reload; the ladder's
   refusal; an event rated under US Chess with N typed in a row and the missing N named; axe,
   360 px and no request. */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const {
  ROOT,
  LANGS,
  FILE_URL,
  PHONE,
  launch,
  openPage,
  output,
  axeClean
} = require('./helpers.js');
const locales = require('./locales.js');

// 1600 (N 20, peak 1700) beats 1500 (N 30): 1615 and 1484 under US Chess, K 41.81, N′ 18.1358;
// with 1500 W, 1600 D, 1700 W the tournament gives +56 (bonus 17.85). Under the DWZ, index 3,
// born 2010, on 2026-05-01: 1629 (E 9), and the tournament 1667.
const GAMES = '1500 | 1\n1600 | 0.5\n1700 | 1';
const TRF = path.join(ROOT, 'tests', 'data', 'trf', 'docs-example.trf');
const UNRATED_TRF = path.join(ROOT, 'tests', 'data', 'trf', 'hand-checked.trf');
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
const number = (lang, n) =>
  new Intl.NumberFormat(INTL[lang], { maximumFractionDigits: 4 }).format(n);

let env;
test.before(async () => {
  env = await launch();
});
test.after(async () => {
  if (env) await env.close();
});

const open = (lang, fragment, options) =>
  openPage(env.browser, `${FILE_URL}?lang=${lang}#${fragment}`, options);

// Requests other than the page itself and what it makes on the device.
const away = (log) =>
  log.requests.filter((u) => !/^(file|blob|data):/.test(u) && !u.startsWith(FILE_URL));

const visible = (page, name) => page.locator(`[name="${name}"]`).first().isVisible();
const figures = (page, side) =>
  page.$$eval(`[data-figures="${side}"] div`, (rows) =>
    rows.map((r) => [r.querySelector('dt').textContent, r.querySelector('dd').textContent])
  );

async function typeGame(page, fields) {
  for (const [name, value] of Object.entries(fields)) await page.fill(`[name="${name}"]`, value);
}

for (const lang of LANGS) {
  const L = locales.data[lang];

  test(`${lang}: US Chess takes N for both players and shows its own figures`, async () => {
    const { context, page, log } = await open(lang, '');
    try {
      await page.selectOption('select[name="rules"]', 'uscf');
      assert.equal(await visible(page, 'ratedGames'), true);
      assert.equal(await visible(page, 'ratedGamesB'), true);
      assert.equal(await visible(page, 'bonusThreshold'), true);
      assert.equal(await visible(page, 'dwzIndex'), false);
      assert.equal(await visible(page, 'k'), false);
      await typeGame(page, { ratingA: '1600', ratingB: '1500', games: GAMES });
      // Without N the core cannot rate: the boxes say so.
      assert.equal(
        await page.textContent('[data-error-for="ratedGames"]'),
        L.errors.ratedGamesRequired
      );
      await typeGame(page, { ratedGames: '20', ratedGamesB: '30', peakRating: '1700' });
      await page.waitForFunction(
        (n) => document.querySelector('output[name="newRatingA"]').textContent === n,
        number(lang, 1615)
      );
      assert.equal(await output(page, 'newRatingB'), number(lang, 1484));
      assert.equal(await output(page, 'tournamentChange'), '+' + number(lang, 56));
      // US Chess changes a rating by the event, not game by game: no per-game change column.
      assert.equal(await page.isVisible('.elo-games th[data-key="change"]'), false);
      assert.equal(await page.isVisible('.elo-games th[data-key="expected"]'), true);
      const a = await figures(page, 'A');
      assert.deepEqual(a.slice(0, 2), [
        [L.systems.k, number(lang, 41.81)],
        [L.systems.effectiveGames, number(lang, 18.1358)]
      ]);
      assert.deepEqual(a[3], [L.systems.formula, L.systems.standard]);
      const tour = await figures(page, 'T');
      assert.deepEqual(tour[1], [L.systems.bonus, number(lang, 17.85)]);
      const meanings = await figures(page, 'legend');
      assert.deepEqual(meanings[0], [L.systems.k, L.systems.uscf.k]);
      await page.waitForFunction(() => /rules=uscf.*ratedGamesB=30/.test(location.hash));
      await axeClean(page, 'US Chess');
      assert.deepEqual(away(log), []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: the DWZ takes the index and the year of birth, and shows E`, async () => {
    const { context, page, log } = await open(lang, '', { viewport: PHONE });
    try {
      await page.selectOption('select[name="rules"]', 'dwz');
      assert.equal(await visible(page, 'ratedGames'), false);
      assert.equal(await visible(page, 'dwzIndex'), true);
      assert.equal(await visible(page, 'birthYear'), true);
      await typeGame(page, {
        ratingA: '1600',
        ratingB: '1500',
        dwzIndex: '3',
        birthYear: '2010',
        date: '2026-05-01',
        games: GAMES
      });
      await page.waitForFunction(
        (n) => document.querySelector('output[name="ratingAfterTournament"]').textContent === n,
        number(lang, 1667)
      );
      assert.equal(await output(page, 'newRatingA'), number(lang, 1629));
      assert.deepEqual(await figures(page, 'A'), [[L.systems.coefficient, '9']]);
      assert.deepEqual(await figures(page, 'B'), [[L.systems.coefficient, '20']]);
      const meanings = await figures(page, 'legend');
      assert.deepEqual(
        meanings.map(([label]) => label),
        [L.systems.coefficient, L.results.expectedTotal, L.results.performance]
      );
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
        true,
        'no sideways scroll at 360 px'
      );
      await axeClean(page, 'the DWZ at 360 px');
      assert.deepEqual(away(log), []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: your own rules are kept in the link after a reload`, async () => {
    const { context, page, log } = await open(lang, 'ratingA=1600&ratingB=1500');
    try {
      await page.selectOption('select[name="rules"]', 'custom');
      assert.equal(await page.locator('.elo-custom').isVisible(), true);
      await page.selectOption('select[name="expected"]', 'table');
      await page.selectOption('select[name="cap400"]', 'all');
      await page.check('input[name="kCap700"]');
      await page.check('input[name="automaticK"]');
      // The rules offer K from the profile now.
      await page.waitForSelector('input[name="kAuto"]', { state: 'visible' });
      await page.waitForFunction(() => /automaticK=1/.test(location.hash));
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      assert.equal(await page.inputValue('select[name="rules"]'), 'custom');
      assert.equal(await page.inputValue('select[name="expected"]'), 'table');
      assert.equal(await page.inputValue('select[name="cap400"]'), 'all');
      assert.equal(await page.isChecked('input[name="kCap700"]'), true);
      assert.equal(await page.isChecked('input[name="exclude600"]'), false);
      assert.equal(await page.isChecked('input[name="automaticK"]'), true);
      assert.equal(await page.textContent('.elo-custom .elo-hint'), L.form.custom.hint);
      // FIDE's table: 1600 v 1500 expects .64.
      assert.equal(await output(page, 'expectedA'), number(lang, 0.64));
      assert.deepEqual(away(log), []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: the ladder says why it cannot take US Chess or the DWZ`, async () => {
    const { context, page, log } = await open(lang, 'mode=ladder&rules=dwz');
    try {
      const offered = await page.$$eval('select[name="rules"] option', (o) =>
        o.map((x) => x.value)
      );
      assert.equal(offered.includes('uscf'), false);
      assert.equal(offered.includes('custom'), false);
      assert.equal(await page.inputValue('select[name="rules"]'), 'dwz');
      await page.fill('textarea[name="ladderGames"]', 'Ana Souza - Bruno Lima 1-0');
      await page.waitForSelector('[data-error-for="rules"]:not([hidden])');
      assert.equal(await page.textContent('[data-error-for="rules"]'), L.errors.rulesNotForLadder);
      await page.selectOption('select[name="rules"]', 'elo');
      assert.equal(await page.isVisible('[data-error-for="rules"]'), false);
      assert.deepEqual(away(log), []);
    } finally {
      await context.close();
    }
  });
}

test('en: an event under US Chess takes N in a row and names those without one', async () => {
  const L = locales.data.en;
  const { context, page, log } = await open('en', 'mode=event');
  try {
    await page.setInputFiles('input[name="eventFile"]', TRF);
    await page.waitForSelector('tr[data-start-rank="4"]');
    await page.selectOption('select[name="rules"]', 'uscf');
    assert.equal(await page.isVisible('input[name="k-1"]'), false);
    await page.fill('input[name="games-1"]', '40');
    const ito = page.locator('tr[data-start-rank="1"]');
    await page.waitForFunction(
      () =>
        document.querySelector('tr[data-start-rank="1"] output[name="k"]').textContent === '25.31'
    );
    assert.match(await ito.locator('.elo-k-why').textContent(), /N′ 28\.6084 · standard/);
    assert.equal(await ito.locator('output[name="newRating"]').textContent(), '1,981');
    const warned = locales.fill(L.errors.ratedGamesMissing, {
      names: 'Lima, Bruno, Silva, Rita, and Sato, Ken'
    });
    assert.equal(
      await page.locator('.elo-warnings li', { hasText: 'Lima, Bruno' }).textContent(),
      warned
    );
    await page.selectOption('select[name="rules"]', 'dwz');
    await page.waitForFunction(
      () => document.querySelector('th[data-key="k"]').textContent === 'E'
    );
    assert.equal(await page.isVisible('input[name="dwz-1"]'), true);
    // The DWZ changes by whole points: no exact change, and no NaN in its place.
    await page.waitForFunction(
      () => !!document.querySelector('tr[data-start-rank="1"] output[name="change"]')
    );
    assert.doesNotMatch(await page.textContent('.elo-event-table'), /NaN/);
    await axeClean(page, 'the event under the DWZ');
    await page.waitForFunction(() => /rules=dwz/.test(location.hash));
    assert.deepEqual(away(log), []);
  } finally {
    await context.close();
  }
});

// US Chess rates a player without a rating in the event itself (the five steps): Fujii, born
// 2000, starts at 1200 in 2024 and ends at 1833.33, shown as 1,833, a first rating.
test('en: an unrated player under US Chess gets the rating the event gives', async () => {
  const L = locales.data.en;
  const { context, page } = await open('en', 'mode=event');
  try {
    await page.setInputFiles('input[name="eventFile"]', UNRATED_TRF);
    await page.waitForSelector('tr[data-start-rank="6"]');
    await page.selectOption('select[name="rules"]', 'uscf');
    const fujii = page.locator('tr[data-start-rank="6"] .elo-event-new');
    await page.waitForFunction(
      () =>
        document.querySelector('tr[data-start-rank="6"] output[name="newRating"]')?.textContent ===
        '1,833'
    );
    assert.equal(await fujii.locator('.elo-note').textContent(), L.event.firstRating);
  } finally {
    await context.close();
  }
});
