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

test('the history chart ticks its axis by day when the games are dated, at most five ticks', () => {
  const left = CHART.left;
  const right = CHART.width - CHART.right;
  const dated = (from, to) => [{ name: 'Ana', values: [1500, 1510, 1520], dates: ['', from, to] }];
  const cases = [
    // [first day, last day, the days ticked, why]
    ['2026-03-04', '2026-03-18', ['2026-03-04', '2026-03-11', '2026-03-18'], 'weekly'],
    ['2026-03-04', '2026-03-07', ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'], 'daily'],
    [
      '2026-01-06',
      '2026-03-24',
      ['2026-01-15', '2026-02-01', '2026-02-15', '2026-03-01', '2026-03-15'],
      'the 1st and the 15th'
    ],
    [
      '2026-01-10',
      '2026-05-20',
      ['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'],
      'the first of each month'
    ],
    [
      '2026-01-15',
      '2026-12-20',
      ['2026-03-01', '2026-05-01', '2026-07-01', '2026-09-01', '2026-11-01'],
      'every second month, from a month the step divides'
    ]
  ];
  for (const [from, to, days, why] of cases) {
    const g = historyGeometry(dated(from, to), true);
    assert.deepEqual(
      g.xTicks.map((t) => t.date),
      days,
      why
    );
    for (const t of g.xTicks) assert.ok(t.x >= left && t.x <= right, why);
  }
  const weekly = historyGeometry(dated('2026-03-04', '2026-03-18'), true).xTicks;
  assert.deepEqual(
    weekly.map((t) => t.x),
    [left, (left + right) / 2, right]
  );
});

test('the history chart ticks its axis by game or period when not by date', () => {
  const periods = historyGeometry([{ name: 'Ana', values: [1500, 1510, 1505, 1520] }], false);
  assert.deepEqual(
    periods.xTicks.map((t) => t.count),
    [0, 1, 2, 3]
  );
  assert.equal(periods.xTicks[3].x, CHART.width - CHART.right);
  const long = historyGeometry([{ name: 'Ana', values: Array(41).fill(1500) }], false);
  assert.deepEqual(
    long.xTicks.map((t) => t.count),
    [0, 10, 20, 30, 40]
  );
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
