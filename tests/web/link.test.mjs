// The link codec (web/src/link.js): every field survives a round trip, and whatever a form
// could not hold is refused on the way in.
import { gameStart } from '../../web/src/game-store.js';
import test from 'node:test';
import assert from 'node:assert/strict';
import { fragmentToState, stateToFragment, MAX_LINK_GAMES_CHARS } from '../../web/src/link.js';
import { DEFAULTS, FIELDS } from '../../web/src/state.js';

const FULL = {
  ratingA: '1.605,5',
  ratingB: '１４００',
  standardRating: '2150',
  standardRatingB: '2 050',
  result: '0.5',
  rules: 'fide-2024',
  k: '12,5',
  kAuto: false,
  birthYear: '2010',
  ratedGames: '12',
  peakRating: '2 350',
  date: '2026-05-01',
  ratedGamesB: '30',
  dwzIndex: '4',
  bonusThreshold: '12',
  expected: 'table',
  cap400: 'all',
  kCap700: '1',
  exclude600: '1',
  automaticK: '1',
  games: '# Open\n1500 | 1\n1700 | ½\n- | 0'
};

test('every field of a state comes back from its link unchanged', () => {
  const { state, lang } = fragmentToState('#' + stateToFragment(FULL, 'ja'));
  assert.equal(lang, 'ja');
  assert.deepEqual(state, Object.fromEntries(FIELDS.map((name) => [name, FULL[name]])));
});

test('automatic K is written as k=auto and read back as kAuto, without a K value', () => {
  const fragment = stateToFragment(Object.assign({}, FULL, { kAuto: true }), null);
  assert.match(fragment, /(^|&)k=auto(&|$)/);
  assert.doesNotMatch(fragment, /lang=/);
  const { state } = fragmentToState(fragment);
  assert.equal(state.kAuto, true);
  assert.equal('k' in state, false);
});

test('empty fields stay out of the link, and the defaults fill them back', () => {
  assert.equal(stateToFragment(DEFAULTS, 'en'), 'lang=en&result=1&rules=elo&k=20');
});

test('a tournament too long to send stays out of the link, the rest stays in', () => {
  const games = '1500 | 1\n'.repeat(Math.ceil(MAX_LINK_GAMES_CHARS / 9) + 1);
  const fragment = stateToFragment(Object.assign({}, FULL, { games }), 'pt');
  assert.doesNotMatch(fragment, /games=/);
  assert.equal(fragmentToState(fragment).state.ratingA, FULL.ratingA);
});

test('the old name of the 2024 preset, fide-all, opens as fide-2024', () => {
  assert.equal(fragmentToState('rules=fide-all').state.rules, 'fide-2024');
});

// Each row: a fragment a hostile or broken link may carry, and the field it must not set.
const REFUSED = [
  ['result=2', 'result'],
  ['result=<script>alert(1)</script>', 'result'],
  ['rules=glicko', 'rules'],
  ['rules=constructor', 'rules'],
  ['rules=__proto__', 'rules'],
  ['ratingA=' + '9'.repeat(65), 'ratingA'],
  ['k=' + encodeURIComponent('<img src=x onerror=alert(1)>'.repeat(3)), 'k'],
  ['games=' + 'x'.repeat(MAX_LINK_GAMES_CHARS + 1), 'games']
];

for (const [fragment, field] of REFUSED) {
  test(`a link with ${fragment.slice(0, 40)} does not set ${field}`, () => {
    const { state } = fragmentToState('#' + fragment);
    assert.equal(field in state, false);
  });
}

test('markup in a short field is kept as the text it is (the form shows it, the core refuses it)', () => {
  const value = '"><svg onload=alert(1)>';
  assert.equal(fragmentToState('ratingA=' + encodeURIComponent(value)).state.ratingA, value);
});

test('unknown keys and a prototype key set nothing', () => {
  const { state } = fragmentToState('__proto__=x&constructor=y&toString=z&ratingX=1');
  assert.deepEqual(state, {});
  assert.equal(Object.getPrototypeOf(state), Object.prototype);
});

test('lang is read like HTML: a tag of one of the three languages, else English', () => {
  assert.equal(fragmentToState('lang=pt-BR').lang, 'pt');
  assert.equal(fragmentToState('lang=JA').lang, 'ja');
  assert.equal(fragmentToState('lang=<script>').lang, 'en');
  assert.equal(fragmentToState('ratingA=1600').lang, null);
});

test("the rating period's date is kept, except today's, the default", () => {
  const state = Object.assign({}, DEFAULTS, { date: '2026-05-01' });
  assert.match(stateToFragment(state, null, '2026-12-01'), /(^|&)date=2026-05-01(&|$)/);
  assert.equal(
    fragmentToState(stateToFragment(state, null, '2026-12-01')).state.date,
    '2026-05-01'
  );
  const today = Object.assign({}, DEFAULTS, { date: '2026-12-01' });
  assert.doesNotMatch(stateToFragment(today, null, '2026-12-01'), /date=/);
});

test('the game mode starts from the choices kept on the device unless the link names rules or K', () => {
  const kept = { rules: 'custom', k: '32', kAuto: false, expected: 'table', kCap700: '1' };
  const restored = gameStart(kept, {});
  assert.equal(restored.rules, 'custom');
  assert.equal(restored.k, '32');
  assert.equal(restored.expected, 'table');
  assert.equal(restored.kCap700, '1');
  assert.equal(restored.ratingA, '', 'what is not kept starts empty');
  // A rating in the link keeps the device's choices; rules or K in it replace them all.
  assert.equal(gameStart(kept, { ratingA: '1600' }).rules, 'custom');
  const linked = gameStart(kept, { rules: 'fide', k: '20' });
  assert.deepEqual([linked.rules, linked.k, linked.expected], ['fide', '20', '']);
  // A kept value no form offers is left out, as a link's is.
  const odd = gameStart({ rules: 'glicko', cap400: 'sometimes', k: '24' }, {});
  assert.deepEqual([odd.rules, odd.cap400, odd.k], ['elo', '', '24']);
  assert.equal(gameStart(null, {}).rules, 'elo');
});
