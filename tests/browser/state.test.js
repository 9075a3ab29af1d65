'use strict';
/* The URL fragment holds the form: a shared link reproduces the calculation, typing keeps
   the fragment current without adding history entries, and the language switch keeps
   everything typed. Also the language choice when the link does not name one. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { FILE_URL, launch, openPage, output } = require('./helpers.js');
const locales = require('./locales.js');

const GAMES = '# Torneio de verão\n1500 | 1\n1700 | 0,5\n1650 | 0';

let env;
test.before(async () => {
  env = { chromium: await launch() };
});
test.after(async () => {
  if (env && env.chromium) await env.chromium.close();
});

test('typing writes the fragment; opening that link restores the same calculation', async () => {
  const first = await openPage(env.chromium.browser, FILE_URL + '?lang=pt');
  let link;
  try {
    const { page } = first;
    const historyLength = await page.evaluate(() => history.length);
    await page.fill('input[name="ratingA"]', '1.600');
    await page.fill('input[name="ratingB"]', '1400');
    await page.check('input[name="result"][value="0.5"]');
    await page.selectOption('select[name="rules"]', 'fide');
    await page.fill('input[name="k"]', '40');
    await page.fill('textarea[name="games"]', GAMES);
    await page.waitForFunction(
      (games) => new URLSearchParams(location.hash.slice(1)).get('games') === games,
      GAMES
    );
    link = page.url();
    const hash = new URLSearchParams(new URL(link).hash.slice(1));
    assert.equal(hash.get('ratingA'), '1.600', 'what was typed, not a parsed value');
    assert.equal(hash.get('result'), '0.5');
    assert.equal(hash.get('rules'), 'fide');
    assert.equal(hash.get('games'), GAMES);
    assert.equal(
      await page.evaluate(() => history.length),
      historyLength,
      'replaceState, not pushState'
    );
  } finally {
    await first.context.close();
  }

  const second = await openPage(env.chromium.browser, link);
  try {
    const { page } = second;
    assert.equal(await page.inputValue('input[name="ratingA"]'), '1.600');
    assert.equal(await page.inputValue('textarea[name="games"]'), GAMES);
    assert.equal(await page.inputValue('select[name="rules"]'), 'fide');
    assert.equal(await page.inputValue('input[name="k"]'), '40');
    assert.equal(await page.isChecked('input[name="result"][value="0.5"]'), true);
    assert.equal(
      await output(page, 'newRatingA'),
      '1.590',
      'FIDE table, K 40, draw: 40 × (0.5 − 0.76) = −10.4 → −10'
    );
    assert.equal(await output(page, 'changeB'), '+10');
    assert.notEqual(await output(page, 'ratingAfterTournament'), '–');
  } finally {
    await second.context.close();
  }
});

test('switching language keeps everything typed and re-formats the numbers', async () => {
  const games = '1500 | 1\n1700 | x';
  const { context, page } = await openPage(env.chromium.browser, FILE_URL + '?lang=en');
  try {
    await page.fill('input[name="ratingA"]', '1600');
    await page.fill('input[name="ratingB"]', '1400');
    await page.fill('textarea[name="games"]', games);
    assert.equal(await output(page, 'newRatingA'), '1,605');

    await page.click('button[data-lang="pt"]');
    assert.equal(await page.getAttribute('html', 'lang'), 'pt');
    assert.equal(await page.inputValue('input[name="ratingA"]'), '1600');
    assert.equal(await page.inputValue('textarea[name="games"]'), games);
    assert.equal(await output(page, 'newRatingA'), '1.605');
    assert.equal(await output(page, 'expectedA'), '0,76');
    const errorText = (await page.locator('[id$="games-error"]').textContent()).trim();
    assert.ok(errorText.startsWith('Linha 2'), errorText);
    assert.equal(await page.getAttribute('button[data-lang="pt"]', 'aria-pressed'), 'true');
    assert.ok(
      await page.evaluate(
        () => document.activeElement && document.activeElement.dataset.lang === 'pt'
      ),
      'focus stays on the switch'
    );
    assert.equal(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('lang'), 'pt');

    await page.click('button[data-lang="ja"]');
    assert.equal(await output(page, 'newRatingA'), '1,605');
    assert.equal(await page.textContent('h1'), locales.data.ja.meta.title);
    assert.equal(await page.inputValue('textarea[name="games"]'), games);
  } finally {
    await context.close();
  }
});

test('without ?lang or a fragment, the browser language decides, else English', async () => {
  for (const [locale, lang] of [
    ['pt-BR', 'pt'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
    ['de-DE', 'en']
  ]) {
    const { context, page } = await openPage(env.chromium.browser, FILE_URL, { locale });
    try {
      assert.equal(await page.getAttribute('html', 'lang'), lang, locale);
    } finally {
      await context.close();
    }
  }
  const { context, page } = await openPage(
    env.chromium.browser,
    FILE_URL + '#lang=ja&ratingA=1600&ratingB=1400',
    { locale: 'pt-BR' }
  );
  try {
    assert.equal(
      await page.getAttribute('html', 'lang'),
      'ja',
      'the link’s language wins over the browser’s'
    );
    assert.equal(await output(page, 'newRatingA'), '1,605');
  } finally {
    await context.close();
  }
});

test('an unrated player gets a first rating with the reasons it is not published yet', async () => {
  const games = ['# Aberto', '2000 | 1', '2000 | ½', '- | 1', '2000 | 0', '1900 | +'].join('\n');
  const { context, page } = await openPage(
    env.chromium.browser,
    FILE_URL + '?lang=en#games=' + encodeURIComponent(games)
  );
  try {
    const reasons = await page.locator('.elo-initial li').allTextContents();
    assert.ok(
      reasons.includes(locales.data.en.results.reasonFewerThan5Games),
      JSON.stringify(reasons)
    );
    assert.equal(
      await page.isHidden('.elo-tournament-head'),
      true,
      'no change or new rating for an unrated player'
    );
    assert.equal(await page.locator('.elo-games tbody tr:not(.elo-group)').count(), 5);
    assert.equal(await page.textContent('.elo-games tr.elo-group'), 'Aberto');
    assert.doesNotMatch(await page.textContent('.elo-results'), /NaN|null|undefined/);
  } finally {
    await context.close();
  }
});
