// The ladder mode's pure parts: its request (web/src/ladder-request.js), keeping a season on
// the device (web/src/ladder-store.js), its link (web/src/link.js) and its chart's geometry.
import test from 'node:test';
import assert from 'node:assert/strict';
import { LADDER_DEFAULTS, dateOrderOf, ladderRequest } from '../../web/src/ladder-request.js';
import { STORE_KEY, forgetLadder, loadLadder, saveLadder } from '../../web/src/ladder-store.js';
import { fragmentMode, fragmentToLadderState, ladderToFragment } from '../../web/src/link.js';
import { CHART, historyGeometry } from '../../web/src/chart-geometry.js';

test('a ladder starts with the Elo formula, K 20, 1500 and a change after every game', () => {
  assert.deepEqual(
    [
      LADDER_DEFAULTS.rules,
      LADDER_DEFAULTS.k,
      LADDER_DEFAULTS.initialRating,
      LADDER_DEFAULTS.update
    ],
    ['elo', '20', '1500', 'game']
  );
});

test('the request carries the games and the roster as typed, and the club’s choices', () => {
  const state = Object.assign({}, LADDER_DEFAULTS, {
    games: 'Ana - Bruno 1-0',
    roster: 'Ana | 1620',
    k: '32'
  });
  assert.deepEqual(ladderRequest(state), {
    rules: 'elo',
    k: '32',
    ladder: {
      gamesText: 'Ana - Bruno 1-0',
      roster: 'Ana | 1620',
      initialRating: '1500',
      update: 'game',
      period: 'month'
    }
  });
});

test('dates written year last start in the language’s order; a chosen order goes with the request', () => {
  const cases = [
    // [the state's own order, the language, the order used, why]
    ['', 'pt', 'dmy', 'Brazil and Portugal write 04/03/2026 for the 4th of March'],
    ['', 'ja', 'ymd', 'Japan writes the year first'],
    ['', 'en', 'auto', 'English writes either: the season decides'],
    ['mdy', 'pt', 'mdy', 'a chosen order wins over the language']
  ];
  for (const [dateOrder, lang, used, why] of cases)
    assert.equal(dateOrderOf(Object.assign({}, LADDER_DEFAULTS, { dateOrder }), lang), used, why);
  const games = '04/03/2026 Ana - Bruno 1-0';
  assert.equal(
    ladderRequest(Object.assign({}, LADDER_DEFAULTS, { games })).ladder.dateOrder,
    undefined
  );
  assert.equal(
    ladderRequest(Object.assign({}, LADDER_DEFAULTS, { games, dateOrder: 'dmy' })).ladder.dateOrder,
    'dmy'
  );
});

test('provisional K and a head-to-head go with the request only when chosen', () => {
  const state = Object.assign({}, LADDER_DEFAULTS, { provisional: true });
  assert.equal(ladderRequest(state).ladder.provisional, true, 'the core’s preset');
  assert.equal('headToHead' in ladderRequest(state, ['Ana', '']).ladder, false);
  assert.deepEqual(ladderRequest(state, ['Ana', 'Bruno']).ladder.headToHead, ['Ana', 'Bruno']);
});

function memoryStorage() {
  const data = new Map();
  return {
    getItem: (k) => (data.has(k) ? data.get(k) : null),
    setItem: (k, v) => data.set(k, String(v)),
    removeItem: (k) => data.delete(k),
    data
  };
}

test('a season kept on the device comes back as typed, and forgetting removes it', () => {
  const storage = memoryStorage();
  const state = Object.assign({}, LADDER_DEFAULTS, {
    games: '# Club night\nAna - Bruno 1-0',
    roster: 'Ana | 1620',
    provisional: true
  });
  assert.equal(saveLadder(storage, state), true);
  const back = loadLadder(storage);
  assert.equal(back.games, state.games);
  assert.equal(back.roster, state.roster);
  assert.equal(back.provisional, true);
  assert.equal('fileName' in back, false, 'only what was typed and chosen is kept');
  forgetLadder(storage);
  assert.equal(storage.data.has(STORE_KEY), false);
  assert.equal(loadLadder(storage), null);
});

test('a broken, foreign or refused storage is never an error', () => {
  const storage = memoryStorage();
  storage.setItem(STORE_KEY, '{not json');
  assert.equal(loadLadder(storage), null);
  storage.setItem(STORE_KEY, JSON.stringify({ games: 42, k: { x: 1 }, roster: 'Ana | 1500' }));
  assert.deepEqual(loadLadder(storage), { roster: 'Ana | 1500' });
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {}
  };
  assert.equal(saveLadder(full, LADDER_DEFAULTS), false);
  assert.equal(saveLadder(null, LADDER_DEFAULTS), false);
  assert.equal(loadLadder(null), null);
});

test("the ladder's link holds its choices, never the games", () => {
  const state = Object.assign({}, LADDER_DEFAULTS, {
    games: 'Ana - Bruno 1-0',
    update: 'period',
    period: 'week',
    provisional: true
  });
  const fragment = ladderToFragment(state, 'ja');
  assert.equal(
    fragment,
    'lang=ja&mode=ladder&rules=elo&k=20&initialRating=1500&update=period&period=week&provisional=1'
  );
  assert.equal(fragmentMode(fragment), 'ladder');
  assert.deepEqual(fragmentToLadderState(fragment), {
    rules: 'elo',
    k: '20',
    initialRating: '1500',
    update: 'period',
    period: 'week',
    provisional: true
  });
  assert.deepEqual(
    fragmentToLadderState('update=daily&period=decade&rules=glicko&k=' + '9'.repeat(80)),
    {}
  );
});

test('with dated games, the history chart puts each point at its day, from the first to the last', () => {
  const series = [
    // Ana from 2 March; her start at her first game's day, an undated game at the one before.
    { name: 'Ana', values: [1500, 1510, 1505, 1520], dates: ['', '2026-03-02', '', '2026-03-12'] },
    { name: 'Bruno', values: [1500, 1490], dates: ['', '2026-03-07'] }
  ];
  const g = historyGeometry(series, true);
  const xs = (path) =>
    path
      .slice(1)
      .split(' L')
      .map((p) => Number(p.split(' ')[0]));
  const left = CHART.left;
  const right = CHART.width - CHART.right;
  assert.deepEqual(xs(g.lines[0].path), [left, left, left, right]);
  assert.deepEqual(xs(g.lines[1].path), [(left + right) / 2, (left + right) / 2]);
  assert.deepEqual(g.dates, { from: '2026-03-02', to: '2026-03-12' });
  const undated = historyGeometry([{ name: 'Ana', values: [1500, 1510], dates: ['', ''] }], true);
  assert.equal(undated.dates, null, 'no date at all: by games');
  assert.equal(historyGeometry(series, false).dates, null, 'periods: by their order');
});

test('the history chart draws each player from the left, on one scale for all', () => {
  const g = historyGeometry([
    { name: 'Ana', values: [1500, 1510, 1520] },
    { name: 'Bruno', values: [1500, 1490] }
  ]);
  assert.equal(g.lines.length, 2);
  assert.equal(g.games, 2);
  const first = (path) => path.slice(1).split(' L')[0].split(' ').map(Number);
  assert.equal(first(g.lines[0].path)[0], CHART.left);
  assert.equal(first(g.lines[1].path)[0], CHART.left);
  assert.equal(first(g.lines[0].path)[1], first(g.lines[1].path)[1], 'both start at 1500');
  assert.equal(g.lines[0].end.x, CHART.width - CHART.right);
  assert.ok(g.lines[0].end.y < g.lines[1].end.y, 'higher ratings sit higher');
  assert.deepEqual(
    g.levels.map((l) => l.value),
    [1520, 1490]
  );
});
