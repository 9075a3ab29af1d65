// What each mode decides from its state and the core's answer, without a page
// (web/src/game-decide.js, event-decide.js, ladder-decide.js). The answers are the core's as
// docs/api.md shows them, cut to the fields each decision reads.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  decideGame,
  errorsToShow,
  keptAnswer,
  lastWorkedOut,
  routeGameErrors,
  touchedAtStart,
  tournamentLeads
} from '../../web/src/game-decide.js';
import {
  calculatorPatch,
  commonKText,
  decideEvent,
  decideRules,
  headerFacts,
  leftOut,
  ownKApplied,
  noRatingsText,
  routeEventErrors
} from '../../web/src/event-decide.js';
import { printedFacts } from '../../web/src/kit/printed.js';
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
import { DEFAULTS } from '../../web/src/state.js';
import { LANGS, translator } from '../../web/src/i18n.js';
import { formatters } from '../../web/src/format.js';

const read = (lang) =>
  JSON.parse(fs.readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8'));
const ctx = { t: translator({ en: read('en') }, 'en'), f: formatters('en'), lang: 'en' };
const fieldsOf = (routed) => Object.fromEntries([...routed.byField].map(([k, v]) => [k, v.length]));

test('game: a profile field’s error waits until the field is touched (or a link filled it)', () => {
  const errors = [
    { code: 'birth-year-missing', field: 'player.birthYear' },
    { code: 'rating-invalid', field: 'opponent.rating' }
  ];
  assert.deepEqual(
    errorsToShow(errors, new Set()).map((e) => e.field),
    ['opponent.rating']
  );
  const touched = touchedAtStart(Object.assign({}, DEFAULTS, { birthYear: '2010' }));
  assert.equal(errorsToShow(errors, touched).length, 2);
});

test('game: the games box’s errors go to it only where the form has one (not in compact)', () => {
  const errors = [
    { code: 'score-invalid', field: 'gamesText', line: 2 },
    { code: 'k-invalid', field: 'opponent.k' }
  ];
  assert.deepEqual(fieldsOf(routeGameErrors(errors, true)), { games: 1, k: 1 });
  const compact = routeGameErrors(errors, false);
  assert.deepEqual(fieldsOf(compact), { k: 1 });
  assert.equal(compact.general.length, 1);
});

test('game: the tournament leads when games are typed and rating B is empty', () => {
  const state = Object.assign({}, DEFAULTS, { ratingA: '1600', games: '1500 | 1' });
  assert.equal(tournamentLeads(state, true), true);
  assert.equal(tournamentLeads(Object.assign({}, state, { ratingB: '1500' }), true), false);
  assert.equal(tournamentLeads(state, false), false, 'a compact view has no tournament');
});

test('game: the decisions for an answer with a game and a rated tournament', () => {
  const response = {
    rules: { automaticK: false },
    kApplied: { k: 20, reason: 'given' },
    game: {
      player: { newRating: 1605, change: 5 },
      opponent: { newRating: 1395, change: -5 }
    },
    tournament: { rated: true, change: 8, newRating: 1608, games: [{ game: 1 }] },
    errors: []
  };
  const state = Object.assign({}, DEFAULTS, {
    ratingA: '1600',
    ratingB: '1400',
    games: '1500 | 1'
  });
  const shown = decideGame(
    state,
    response,
    { touched: new Set(), hasGamesBox: true, hasTournament: true },
    ctx
  );
  assert.equal(shown.first, false);
  assert.equal(shown.keep, true, 'games to keep as CSV or print');
  assert.match(shown.announcement, /1,605/);
  assert.match(shown.announcement, /1,608/);
  assert.deepEqual(shown.k, { offered: false, automatic: false, applied: '', pressed: '20' });
});

const EVENT = {
  name: 'Club Championship',
  rounds: 3,
  players: [
    {
      startRank: 1,
      name: 'Ito, Aiko',
      rating: 2000,
      k: 20,
      kApplied: { k: 20, reason: 'standard' }
    },
    {
      startRank: 2,
      name: 'Lima, Bruno',
      rating: null,
      k: 38.88,
      kApplied: { games: 18, k: 38.88, kBeforeCap: 40, reason: 'cap-700' }
    }
  ],
  warnings: [{ code: 'pairing-mismatch', line: 7, startRank: 1, opponent: 9, round: 2 }]
};

test('event: errors go to the file, the options and each player’s K box', () => {
  const routed = routeEventErrors([
    { code: 'trf-line-invalid', field: 'event.trf', line: 3 },
    { code: 'date-invalid', field: 'date' },
    { code: 'k-invalid', field: 'event.players.12.k' },
    { code: 'request-too-large' }
  ]);
  assert.deepEqual(fieldsOf(routed), { eventText: 1, eventDate: 1, 'k-12': 1 });
  assert.equal(routed.general.length, 1);
});

test('game: an error keeps the last game and tournament in view, marked, while they are asked for', () => {
  const GAME = { player: { change: 5 } };
  const TOUR = { change: 7 };
  const before = { game: GAME, tournament: TOUR };
  const both = { ratingB: '1400', games: '1500 | 1' };
  const rating = [{ code: 'rating-invalid', field: 'player.rating' }];
  const line = [{ code: 'rating-invalid', field: 'gamesText', line: 2 }];
  const cases = [
    // [response, before, state, errors shown, game kept, tournament kept, why]
    [{}, before, both, rating, GAME, TOUR, "A's rating typed wrong: both out of date"],
    [
      { game: { player: { change: 9 } } },
      before,
      both,
      line,
      null,
      TOUR,
      'a games line typed wrong'
    ],
    [
      {},
      before,
      { ratingB: '', games: '1500 | 1' },
      rating,
      null,
      TOUR,
      'no single game asked for'
    ],
    [{}, before, { ratingB: '1400', games: '' }, rating, GAME, null, 'the games taken away'],
    [{}, before, both, [], null, null, 'the ratings taken away: nothing to mend'],
    [{}, null, both, rating, null, null, 'nothing shown yet']
  ];
  for (const [response, was, state, shown, game, tournament, why] of cases) {
    const kept = keptAnswer(response, was, state, shown);
    assert.equal(kept.response.game || null, game || response.game || null, why);
    assert.equal(kept.response.tournament || null, tournament, why);
    assert.equal(kept.stale, !!(game || tournament), why);
  }
});

test('a rating emptied and typed again with an error keeps the last game worked out', () => {
  const GAME1 = { player: { newRating: 1610 } };
  const TOUR1 = { performance: 1700 };
  const rating = [{ code: 'rating-out-of-range', field: 'player.rating' }];
  const state = { ratingB: '1400', games: '1500 | 1' };
  // 1600 and 1400 worked out; rating A emptied (no error, nothing worked out); "1" typed.
  let complete = lastWorkedOut(null, { game: GAME1, tournament: TOUR1 });
  complete = lastWorkedOut(complete, {});
  assert.deepEqual(complete, { game: GAME1, tournament: TOUR1 }, 'an emptied box forgets nothing');
  const kept = keptAnswer({}, complete, state, rating);
  assert.equal(kept.response.game, GAME1);
  assert.equal(kept.stale, true);
  const GAME2 = { player: { newRating: 1660 } };
  assert.equal(lastWorkedOut(complete, { game: GAME2 }).game, GAME2, 'a new game replaces it');
  assert.equal(lastWorkedOut(complete, { game: GAME2 }).tournament, TOUR1);
});

test('event: an error keeps the last report in view, marked, until it is put right', () => {
  const cases = [
    // [errors, a report shown before, stale, why]
    [[{ code: 'k-invalid', field: 'event.players.2.k' }], EVENT, true, 'a K typed wrong'],
    [[{ code: 'trf-empty', field: 'event.trf' }], EVENT, true, 'a broken file after a good one'],
    [[{ code: 'k-invalid', field: 'event.players.2.k' }], null, false, 'nothing shown yet'],
    [[], EVENT, false, 'the file taken away: nothing to mend']
  ];
  for (const [errors, before, stale, why] of cases) {
    const decided = decideEvent({ errors }, before, ctx);
    assert.equal(decided.stale, stale, why);
    assert.equal(decided.event, stale ? EVENT : null, why);
  }
});

test("a printout names the rules, K (none under a national system), the mode's choices and the day", () => {
  const cases = [
    // [the facts, rows]: the event's, then the ladder's with its starting rating
    [
      { label: 'FIDE standard', k: '20', kAuto: true },
      [
        ['Rules', 'FIDE standard'],
        ['K factor', 'K for each player from FIDE’s rules (8.3.3)'],
        ['Worked out on', 'December 3, 2026']
      ]
    ],
    [
      { label: 'Elo formula', k: '32', kAuto: false },
      [
        ['Rules', 'Elo formula'],
        ['K factor', '32'],
        ['Worked out on', 'December 3, 2026']
      ]
    ],
    [
      { label: 'US Chess', k: null },
      [
        ['Rules', 'US Chess'],
        ['Worked out on', 'December 3, 2026']
      ]
    ],
    [
      { label: 'Elo formula', k: '24', more: [['Starting rating', '1200']] },
      [
        ['Rules', 'Elo formula'],
        ['K factor', '24'],
        ['Starting rating', '1200'],
        ['Worked out on', 'December 3, 2026']
      ]
    ]
  ];
  for (const [facts, rows] of cases)
    assert.deepEqual(printedFacts(facts, '2026-12-03', ctx), rows, facts.label);
});

test('event: why most rated players have their K is said once; nothing when no reason has half', () => {
  const en = ctxOf('en');
  const players = (...reasons) =>
    reasons.map((reason) => (reason ? { kApplied: { k: 20, reason } } : {}));
  const juniors = (...years) =>
    years.map((juniorUntil) => ({ kApplied: { juniorUntil, k: 40, reason: 'junior' } }));
  const cases = [
    // [the players, the words said once, why]
    [
      players('standard', 'standard', 'rating-2400', '', '', ''),
      en.t('k.reason.standard'),
      'unrated players have none'
    ],
    [players('standard', 'junior', 'rating-2400'), '', 'no reason has half'],
    [players('given', 'given', 'standard'), '', 'a K typed is said on its row'],
    [players('default', 'default', 'default'), '', 'the default K has nothing to say'],
    [
      juniors(2026, 2026, 2027),
      en.t('k.reason.junior', { year: '2026' }),
      'juniors until the same year'
    ],
    [juniors(2026, 2027, 2028), '', 'juniors until three years: each on its row'],
    [[], '', 'nobody']
  ];
  for (const [list, common, why] of cases) assert.equal(commonKText(list, en), common, why);
});

test('event: the heading, the facts and the warnings name the file’s players', () => {
  const shown = decideEvent({ event: EVENT, errors: [] }, null, ctx);
  assert.equal(shown.heading, 'Club Championship');
  assert.match(shown.facts, /2/);
  assert.equal(shown.warnings.length, 1);
  assert.match(shown.warnings[0], /Ito, Aiko/);
  assert.match(shown.warnings[0], /7/);
  assert.equal(shown.nameOf(9), ctx.t('event.startNumber', { rank: '9' }));
});

test('event: a player opens in the game mode with the rule’s K, before the 700 rule', () => {
  assert.deepEqual(
    calculatorPatch(Object.assign({ gamesText: '2000 | 1' }, EVENT.players[1]), 'fide'),
    {
      ratingA: '',
      standardRating: '',
      games: '2000 | 1',
      rules: 'fide',
      k: '40',
      kAuto: false
    }
  );
  assert.equal(calculatorPatch(EVENT.players[0], 'fide').k, '20');
});

const ctxOf = (lang) => ({
  t: translator({ [lang]: read(lang), en: read('en') }, lang),
  f: formatters(lang),
  lang
});

test('event: the header counts one player and one round; the lines left out each say why, in each language', () => {
  const one = {
    players: [EVENT.players[0]],
    rounds: 1,
    ignoredLines: 1,
    ignored: [{ line: 14, kind: 'XXR' }]
  };
  assert.deepEqual(headerFacts(one, ctx), ['1 player, 1 round']);
  assert.deepEqual(headerFacts(one, ctxOf('pt')), ['1 jogador, 1 rodada']);
  assert.deepEqual(headerFacts(one, ctxOf('ja')), ['選手1人、1ラウンド']);
  assert.deepEqual(leftOut(one, ctx), {
    summary: '1 line left out of the calculation',
    lines: ['Line 14, “XXR”: a kind of record the ratings do not use']
  });
  assert.equal(leftOut(one, ctxOf('pt')).summary, '1 linha fora do cálculo');
  assert.equal(leftOut(one, ctxOf('ja')).summary, '計算に使わない行：1行');
  assert.deepEqual(leftOut(one, ctxOf('ja')).lines, [
    '14行目「XXR」：レーティングの計算に使わない種類の行'
  ]);
  // The core lists the first 100; the count stays whole.
  const many = { players: EVENT.players, rounds: 3, ignoredLines: 1200, ignored: [] };
  assert.equal(leftOut(many, ctxOf('pt')).summary, '1.200 linhas fora do cálculo');
  assert.equal(leftOut({ ignoredLines: 0 }, ctx), null);
});

test('event: a K given is "typed for this player" only where one was typed in their row', () => {
  const given = { k: 20, reason: 'given' };
  const p = { startRank: 4, k: 20, kApplied: given };
  assert.equal(ownKApplied(p, undefined), null, 'everybody’s K typed, as under the Elo formula');
  assert.equal(ownKApplied(p, '  '), null);
  assert.equal(ownKApplied(p, '15'), given);
  const junior = { juniorUntil: 2026, k: 40, reason: 'junior' };
  assert.equal(ownKApplied({ kApplied: junior }, undefined), junior);
  const standard = { kApplied: { k: 20, reason: 'default' } };
  assert.equal(ownKApplied(standard, undefined), null, 'everybody’s K by default');
  assert.equal(ownKApplied({}, '15'), null, 'no K (an unrated player)');
});

test('event: the date box shows where K comes from the profile or a national system reads ages', () => {
  const answer = (kAuto) => ({ errors: [], rules: { preset: 'elo', automaticK: false }, kAuto });
  const date = (response, state) => decideRules(response, null, state, ctx).date;
  assert.equal(date(answer(false), { rules: 'elo', kAuto: true }), false, 'the Elo formula');
  assert.equal(date(answer(false), { rules: 'fide', kAuto: false }), false, 'K typed for all');
  assert.equal(date(answer(true), { rules: 'file', kAuto: true }), true, 'FIDE’s automatic K');
  assert.equal(date({ errors: [], rules: { preset: 'dwz' } }, { rules: 'dwz' }), true);
  assert.equal(date({ errors: [] }, { rules: 'file', kAuto: true }), true, 'before an answer');
  assert.equal(date({ errors: [] }, { rules: 'elo', kAuto: false }), false);
});

test('event: a file where the core found nobody rated says so, once', () => {
  const unrated = {
    players: [
      { startRank: 1, rating: null },
      { startRank: 2, rating: null }
    ]
  };
  assert.deepEqual(noRatingsText(unrated, ctx), [ctx.t('event.noRatings')]);
  assert.deepEqual(noRatingsText(EVENT, ctx), []);
  assert.deepEqual(noRatingsText({ players: [] }, ctx), []);
  const shown = decideEvent({ event: Object.assign({}, EVENT, unrated), errors: [] }, null, ctx);
  assert.ok(shown.warnings.includes(ctx.t('event.noRatings')));
});

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
