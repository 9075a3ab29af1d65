// What the event mode decides from the core's answer, without a page (web/src/event-decide.js):
// errors routed to their boxes, the last report kept in view, the heading, facts, warnings and
// lines left out, why K is what it is, the date box and a player opened in the game mode; and
// the facts a printout starts with (web/src/kit/printed.js). The answers are the core's as
// docs/api.md shows them, cut to the fields each decision reads.
import test from 'node:test';
import assert from 'node:assert/strict';
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
import { ctx, ctxOf, fieldsOf } from './decide-context.mjs';

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
    [
      [true, true, false].map((gamesAssumed) => ({
        kApplied: { gamesAssumed, k: 20, reason: 'standard' }
      })),
      en.t('k.reason.standardAssumed'),
      'the 30 games assumed for two of three'
    ],
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
