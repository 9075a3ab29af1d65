// What the ladder mode decides from the core's answer, without a page (web/src/ladder-decide.js,
// ladder-games.js): a result in words, the players charted, the head-to-head and its games,
// errors and warnings routed, and the standings kept while the season typed has errors. The
// answers are the core's as docs/api.md shows them, cut to the fields each decision reads.
import test from 'node:test';
import assert from 'node:assert/strict';
import { resultText } from '../../web/src/ladder-games.js';
import {
  MAX_SERIES,
  chartNames,
  chartSeries,
  gamesShown,
  pairChoices,
  routeLadderErrors,
  standingsShown,
  toggleCharted,
  warningTexts
} from '../../web/src/ladder-decide.js';
import { LANGS } from '../../web/src/i18n.js';
import { ctx, ctxOf, fieldsOf } from './decide-context.mjs';

test('ladder: a forfeit without a code says "forfeit" alone, without empty brackets', () => {
  for (const lang of LANGS) {
    const { t } = ctxOf(lang);
    const text = resultText({ counted: false, reason: 'forfeit', score: 1 }, t);
    assert.equal(text, t('ladder.forfeitAlone'));
    assert.doesNotMatch(text, /\(\s*\)|（\s*）/);
  }
  assert.equal(
    resultText({ counted: false, reason: 'forfeit', result: '+:-' }, ctx.t),
    'forfeit (+:-), not rated'
  );
  assert.equal(resultText({ counted: true, score: 0.5 }, ctx.t), '½–½');
});

const PLAYERS = ['Ana', 'Bruno', 'Carla', 'Davi'].map((name, i) => ({
  name,
  rank: i + 1,
  history: i === 3 ? [1500] : [1500, 1510 - i]
}));

test('ladder: the chart shows the chosen players still listed, else the top three', () => {
  assert.deepEqual(chartNames(PLAYERS, []), ['Ana', 'Bruno', 'Carla']);
  assert.deepEqual(chartNames(PLAYERS, ['Zé', 'Davi']), ['Davi']);
  assert.deepEqual(
    chartSeries(PLAYERS, ['Davi', 'Ana']).map((s) => s.name),
    ['Ana'],
    'one rating draws no line'
  );
});

test('ladder: choosing a seventh player lets the first chosen go', () => {
  let charted = [];
  for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) charted = toggleCharted(charted, name);
  assert.equal(charted.length, MAX_SERIES);
  assert.equal(charted[0], 'b');
  assert.deepEqual(toggleCharted(['a', 'b'], 'a'), ['b']);
});

test('ladder: the head-to-head keeps only names still listed, in the language’s order', () => {
  const choices = pairChoices(
    [{ name: 'Édson' }, { name: 'Ana' }, { name: 'Zeca' }],
    ['Zeca', 'Bia'],
    'pt'
  );
  assert.deepEqual(choices.names, ['Ana', 'Édson', 'Zeca']);
  assert.deepEqual(choices.pair, ['Zeca', '']);
});

test('ladder: two players chosen show their games; otherwise every game', () => {
  const ladder = {
    games: [
      { line: 1, white: 'Ana', black: 'Bruno' },
      { line: 2, white: 'Carla', black: 'Ana' },
      { line: 4, white: 'Bruno', black: 'Ana' }
    ],
    headToHead: { players: ['Ana', 'Bruno'], lines: [1, 4], games: 2, score: [1, 1] }
  };
  assert.deepEqual(
    gamesShown(ladder, ['Ana', 'Bruno']).games.map((g) => g.line),
    [1, 4]
  );
  assert.equal(gamesShown(ladder, ['Ana', '']).games.length, 3);
  assert.equal(gamesShown(ladder, ['Ana', 'Ana']).between, false);
});

test('ladder: errors go to the form’s fields, or all above the list when there is no form', () => {
  const errors = [
    { code: 'ladder-line-invalid', field: 'ladder.gamesText', line: 4 },
    { code: 'k-invalid', field: 'k' },
    { code: 'date-order-ambiguous', field: 'ladder.dateOrder' }
  ];
  assert.deepEqual(fieldsOf(routeLadderErrors(errors, true)), {
    ladderGames: 1,
    k: 1,
    dateOrder: 1
  });
  assert.equal(routeLadderErrors(errors, false).general.length, 3);
  assert.deepEqual(warningTexts({ warnings: [{ code: 'result-unknown', line: 3 }] }, ctx), [
    ctx.t('errorWords.line', { line: '3', message: ctx.t('ladder.warning.resultUnknown') })
  ]);
});

// The ladder's standings while the season typed has errors: the last settled ones, marked.
test('a season with errors keeps the standings settled before, marked; without errors its own', () => {
  const kept = { players: [{ name: 'Ana' }] };
  const own = { players: [{ name: 'Bruno' }] };
  const error = { errors: [{ code: 'ladder-result-invalid', line: 2 }] };
  assert.deepEqual(standingsShown(error, kept, true), { stale: true, errors: true, ladder: kept });
  assert.deepEqual(standingsShown(error, null, true), { stale: false, errors: true, ladder: null });
  assert.deepEqual(standingsShown({ errors: [], ladder: own }, kept, true), {
    stale: false,
    errors: false,
    ladder: own
  });
  // An emptied season shows nothing, whatever was settled.
  assert.equal(standingsShown({ errors: [] }, kept, false).ladder, null);
});
