'use strict';
/* What new users tripped over the first time, in each language, each way the calculator is
   shown (the page on a desktop and at 360 px, the element and the iframe at 900 px): pasted
   tournament text, the automatic K, and errors that say what to do. */
const test = require('node:test');
const { AxeBuilder } = require('@axe-core/playwright');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, LANGS, launch } = require('./helpers.js');
const { startHosts } = require('./hosts.js');
const { WAYS, firstUsePages, openWay } = require('./first-use.js');
const { data, message, fill } = require('./locales.js');

const TRF = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'trf', 'hand-checked.trf'), 'utf8');
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
// A results service's player card, copied: every line starts with a round, not a rating.
const CARD = Array.from(
  { length: 8 },
  (_, i) => `${i + 1} Costa, Carla POR ${2100 - i * 10} ${i % 2}`
).join('\n');

let env;
test.before(async () => {
  env = { chromium: (await launch()).browser, hosts: await startHosts(firstUsePages()) };
});
test.after(async () => {
  if (env && env.hosts) await env.hosts.stop();
  if (env && env.chromium) await env.chromium.close();
});

function gamesErrors(root) {
  return root.locator('[data-field="games"] .elo-line-errors li').allTextContents();
}

async function waitForText(root, selector, text) {
  await root.locator(selector, { hasText: text }).first().waitFor({ timeout: 10000 });
}

// The sentence beside the K box: the K and its reason's words, as web/src/kit/k-reason.js says it.
const kSentence = (lang, key, params) =>
  fill(data[lang].k.applied, { k: params.k, reason: fill(data[lang].k.reason[key], params) });

for (const way of WAYS) {
  for (const lang of LANGS) {
    const nf = new Intl.NumberFormat(INTL[lang]);
    const list = new Intl.ListFormat(INTL[lang], { type: 'conjunction' });

    test(`pasted tournament text (${way.name}, ${lang}): one sentence, not a wall`, async () => {
      const { context, page, root } = await openWay(env.chromium, env.hosts.base, way, lang);
      try {
        // A whole TRF: one error that says what it is, with a way to the event mode.
        await root.locator('textarea[name="games"]').fill(TRF);
        await waitForText(root, '[data-field="games"] li', data[lang].errors.gamesLookLikeTrf);
        assert.equal((await gamesErrors(root)).length, 1);
        // A player card: eight lines failing the same way, said once with their count.
        await root.locator('textarea[name="games"]').fill(CARD);
        const grouped = fill(data[lang].errorWords.linesMany, {
          count: nf.format(8),
          lines: list.format(['1', '2', '3']),
          message: data[lang].errorWords.lineRatingInvalid
        });
        await waitForText(root, '[data-field="games"] li', grouped);
        assert.deepEqual(await gamesErrors(root), [grouped]);
        // 0 for an unrated opponent, as TRF writes it.
        await root.locator('textarea[name="games"]').fill('1500 | 1\n0 | 1');
        await waitForText(root, '[data-field="games"] li', message(lang, 'ratingZero', 2));
        assert.deepEqual(await gamesErrors(root), [message(lang, 'ratingZero', 2)]);

        // The TRF opened in the event mode with its text; the game mode keeps it too.
        await root.locator('textarea[name="games"]').fill(TRF);
        await root.getByRole('button', { name: data[lang].form.openAsEvent }).click();
        await root.locator('tr[data-start-rank="8"]').waitFor({ timeout: 10000 });
        assert.equal(await root.locator('textarea[name="eventText"]').inputValue(), TRF);
        if (way.kind === 'element') {
          assert.equal(await page.locator('elo-calculator').getAttribute('mode'), 'event');
          await page.locator('elo-calculator').evaluate((el) => el.setAttribute('mode', 'game'));
        } else {
          await root.locator('input[name="mode"][value="game"]').check();
        }
        await root.locator('textarea[name="games"]').waitFor();
        assert.equal(await root.locator('textarea[name="games"]').inputValue(), TRF);
      } finally {
        await context.close();
      }
    });

    test(`a player of an event opened in the calculator (${way.name}, ${lang})`, async () => {
      const { context, root } = await openWay(env.chromium, env.hosts.base, way, lang, 'event');
      try {
        await root.locator('textarea[name="eventText"]').fill(TRF);
        const row = root.locator('tr[data-start-rank="4"]');
        await row.waitFor({ timeout: 10000 });
        const change = await row.locator('output[name="change"]').textContent();
        await row.locator('.elo-row-toggle').click();
        await root.getByRole('button', { name: data[lang].event.openInCalculator }).click();
        await root.locator('textarea[name="games"]').waitFor({ timeout: 10000 });
        assert.equal(await root.locator('input[name="ratingA"]').inputValue(), '1800');
        assert.equal(
          await root.locator('textarea[name="games"]').inputValue(),
          '- | 1\n- | +\n1600 | 0.5\n2100 | 0\n1500 | 1'
        );
        assert.equal(await root.locator('select[name="rules"]').inputValue(), 'fide');
        assert.equal(await root.locator('output[name="tournamentChange"]').textContent(), change);
        // The way back to the event, in the element too: the report as it was.
        await root.locator('input[name="mode"][value="event"]').check();
        await row.waitFor({ timeout: 10000 });
        assert.equal(await row.locator('output[name="change"]').textContent(), change);
      } finally {
        await context.close();
      }
    });
  }
}

for (const way of WAYS) {
  for (const lang of LANGS) {
    const nf = new Intl.NumberFormat(INTL[lang]);
    const kText = (key, params) => kSentence(lang, key, params);

    test(`automatic K shown in place with its reason (${way.name}, ${lang})`, async () => {
      const { context, root } = await openWay(env.chromium, env.hosts.base, way, lang);
      try {
        const applied = root.locator('.elo-k-applied');
        const profileErrors = root.locator('.elo-profile .elo-error:not([hidden])');
        await root.locator('input[name="ratingA"]').fill('1600');
        await root.locator('input[name="ratingB"]').fill('1500');
        await root.locator('select[name="rules"]').selectOption('fide');
        await root.locator('input[name="kAuto"]').check();
        // Nothing typed in the profile yet: no red error, a plain sentence in K's place.
        await waitForText(root, '.elo-k-applied', data[lang].form.kNeedsProfile);
        assert.equal(await profileErrors.count(), 0);
        assert.equal(await root.locator('input[name="k"]').isVisible(), false);
        // A year typed wrong is said once the box is left.
        await root.locator('input[name="birthYear"]').fill('20x9');
        assert.equal(await profileErrors.count(), 0);
        await root.locator('input[name="ratedGames"]').focus();
        await profileErrors.first().waitFor();
        // The date of the period decides the junior rule's year.
        await root.locator('input[name="birthYear"]').fill('2009');
        await root.locator('input[name="ratedGames"]').fill('50');
        await root.locator('input[name="date"]').fill('2026-05-01');
        await waitForText(root, '.elo-k-applied', kText('junior', { k: '40', year: '2027' }));
        await root.locator('input[name="date"]').fill('2028-01-10');
        await waitForText(root, '.elo-k-applied', kText('standard', { k: '20' }));
        await root.locator('input[name="ratingA"]').fill('2410');
        await waitForText(root, '.elo-k-applied', kText('rating2400', { k: '10' }));
        // A typed K lowered by K × n ≤ 700 says so beside the box.
        await root.locator('input[name="ratingA"]').fill('1600');
        await root.locator('input[name="kAuto"]').uncheck();
        await root.locator('input[name="k"]').fill('40');
        await root.locator('textarea[name="games"]').fill(Array(18).fill('1500 | 1').join('\n'));
        await waitForText(
          root,
          '.elo-k-applied',
          kText('cap700', { k: '38', games: nf.format(18) })
        );
        // An empty K box is visibly the default.
        await root.locator('textarea[name="games"]').fill('');
        await root.locator('input[name="k"]').fill('');
        await waitForText(root, '.elo-k-applied', kText('default', { k: '20' }));
        assert.equal(await applied.isVisible(), true);
      } finally {
        await context.close();
      }
    });
  }
}

for (const way of WAYS) {
  for (const lang of LANGS) {
    const nf = new Intl.NumberFormat(INTL[lang]);
    test(`errors that say what to do (${way.name}, ${lang})`, async () => {
      const { context, root } = await openWay(env.chromium, env.hosts.base, way, lang);
      const fieldError = (name) => root.locator(`[data-field="${name}"] .elo-error`).first();
      try {
        await root.locator('input[name="ratingA"]').fill('1600');
        // Range errors name their range, in the language's numbers (4.000 in Portuguese).
        await root.locator('input[name="ratingB"]').fill('5000');
        const rating = fill(data[lang].errors.ratingOutOfRange, {
          min: nf.format(100),
          max: nf.format(4000)
        });
        await waitForText(root, '[data-field="ratingB"] .elo-error', rating);
        await root.locator('input[name="k"]').fill('300');
        const k = fill(data[lang].errors.kOutOfRange, { min: nf.format(0), max: nf.format(200) });
        await waitForText(root, '[data-field="k"] .elo-error', k);
        assert.equal(await fieldError('k').textContent(), k);
        // An empty K is visibly the default, never silent.
        await root.locator('input[name="k"]').fill('');
        await waitForText(root, '.elo-k-applied', kSentence(lang, 'default', { k: '20' }));
        assert.equal(await fieldError('k').isVisible(), false);
        // Three fields on a line: two a line, as rating | score.
        await root.locator('textarea[name="games"]').fill('1500 1 0\n1500 | 1');
        await waitForText(root, '[data-field="games"] li', message(lang, 'gamesTooManyFields', 1));
        assert.deepEqual(await gamesErrors(root), [message(lang, 'gamesTooManyFields', 1)]);
        // The K picks' group names are written as the locale writes them, not in capitals.
        const other = root.locator('.elo-pick-label').nth(1);
        assert.equal(await other.evaluate((el) => getComputedStyle(el).textTransform), 'none');
        assert.equal(await other.textContent(), data[lang].form.kPicksOther);
      } finally {
        await context.close();
      }
    });
  }
}

for (const lang of LANGS) {
  for (const colorScheme of ['light', 'dark']) {
    test(`axe finds nothing in what these tests show (${lang}, ${colorScheme})`, async () => {
      const way = WAYS[0];
      const { context, page, root } = await openWay(
        env.chromium,
        env.hosts.base,
        way,
        lang,
        'game',
        colorScheme
      );
      try {
        await root.locator('input[name="ratingA"]').fill('1600');
        await root.locator('input[name="ratingB"]').fill('5000');
        await root.locator('select[name="rules"]').selectOption('fide');
        await root.locator('input[name="kAuto"]').check();
        await root.locator('textarea[name="games"]').fill(TRF);
        await waitForText(root, '[data-field="games"] li', data[lang].errors.gamesLookLikeTrf);
        let result = await new AxeBuilder({ page }).analyze();
        assert.deepEqual(
          result.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target).join(' ')),
          []
        );
        await root.getByRole('button', { name: data[lang].form.openAsEvent }).click();
        const row = root.locator('tr[data-start-rank="4"]');
        await row.waitFor({ timeout: 10000 });
        await row.locator('.elo-row-toggle').click();
        await root.getByRole('button', { name: data[lang].event.openInCalculator }).waitFor();
        result = await new AxeBuilder({ page }).analyze();
        assert.deepEqual(
          result.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target).join(' ')),
          []
        );
      } finally {
        await context.close();
      }
    });
  }
}
