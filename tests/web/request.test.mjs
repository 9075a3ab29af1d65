// Request building (web/src/request.js): what was typed reaches the core as typed.
import test from 'node:test';
import assert from 'node:assert/strict';
import { CURVE, gameRequest, todayIso, ask } from '../../web/src/request.js';
import { DEFAULTS } from '../../web/src/state.js';

const TYPED = Object.assign({}, DEFAULTS, {
  ratingA: ' 1.605 ',
  ratingB: '１４００',
  result: '0.5',
  rules: 'fide',
  k: '40',
  kAuto: true,
  birthYear: '2010',
  ratedGames: '',
  peakRating: 'abc',
  games: '1500 | ½'
});

test('every field goes to the core exactly as typed, with the K box and the automatic choice both', () => {
  assert.deepEqual(gameRequest(TYPED, '2026-11-30'), {
    rules: 'fide',
    k: '40',
    kAuto: true,
    player: { rating: ' 1.605 ', birthYear: '2010', ratedGames: '', peakRating: 'abc' },
    opponent: { rating: '１４００' },
    result: '0.5',
    gamesText: '1500 | ½',
    date: '2026-11-30'
  });
});

test('the curve is asked for only when wanted, with the chart range', () => {
  assert.equal('curve' in gameRequest(DEFAULTS, '2026-01-01'), false);
  assert.deepEqual(gameRequest(DEFAULTS, '2026-01-01', CURVE).curve, {
    from: -800,
    to: 800,
    step: 25
  });
});

test('kAuto is always a boolean', () => {
  assert.equal(
    gameRequest(Object.assign({}, DEFAULTS, { kAuto: undefined }), '2026-01-01').kAuto,
    false
  );
});

test("the period's date is the device's local date as YYYY-MM-DD", () => {
  assert.equal(todayIso(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
  assert.equal(todayIso(new Date(2026, 11, 31, 0, 0)), '2026-12-31');
});

test('ask sends JSON text and gives back the text and its parse', () => {
  const seen = [];
  const core = {
    calculate: (text) => {
      seen.push(text);
      return '{"ok":true}';
    }
  };
  const answer = ask(core, { k: '20' });
  assert.deepEqual(seen, ['{"k":"20"}']);
  assert.deepEqual(answer, { text: '{"ok":true}', response: { ok: true } });
});
