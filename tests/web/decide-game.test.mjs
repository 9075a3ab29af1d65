// What the game mode decides from its state and the core's answer, without a page
// (web/src/game-decide.js): the errors shown and where, whether the tournament leads, the
// announcement and K, and the last game and tournament kept in view while the boxes have errors.
// The answers are the core's as docs/api.md shows them, cut to the fields each decision reads.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  decideGame,
  errorsToShow,
  keptAnswer,
  lastWorkedOut,
  routeGameErrors,
  touchedAtStart,
  tournamentLeads
} from '../../web/src/game-decide.js';
import { DEFAULTS } from '../../web/src/state.js';
import { ctx, fieldsOf } from './decide-context.mjs';

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
