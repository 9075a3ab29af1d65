// The wasm core as people call it from JavaScript (docs/api.md, "Calling it").
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const vm = require('node:vm');
const { loadCore, corePath } = require('./load-core');

const calculate = async (request) => {
  const core = await loadCore();
  return JSON.parse(
    core.calculate(typeof request === 'string' ? request : JSON.stringify(request))
  );
};

test('require() returns the factory, and a plain <script> defines the global createEloCore', () => {
  assert.equal(typeof require(corePath), 'function');
  const page = {};
  vm.runInNewContext(fs.readFileSync(corePath, 'utf8'), page);
  assert.equal(typeof page.createEloCore, 'function');
});

test('docs/api.md example: 1600 beats 1400 gives +5, 1605 and 1395', async () => {
  const r = await calculate({ player: { rating: 1600 }, opponent: { rating: 1400 }, result: 1 });
  assert.equal(r.ok, true);
  assert.equal(r.game.player.change, 5);
  assert.equal(r.game.player.newRating, 1605);
  assert.equal(r.game.opponent.newRating, 1395);
  assert.deepEqual(
    r.game.scenarios.map((s) => s.result),
    [1, 0.5, 0]
  );
});

test('docs/api.md example: the three-game tournament', async () => {
  const r = await calculate({
    player: { rating: 1600 },
    gamesText: '1500 | 1\n1700 | 0.5\n1650 | 0'
  });
  const t = r.tournament;
  assert.deepEqual(
    t.games.map((g) => [g.difference, g.expected, g.changeExact]),
    [
      [100, 0.6401, 7.199],
      [-100, 0.3599, 2.801],
      [-50, 0.4285, -8.571]
    ]
  );
  assert.deepEqual(
    [
      t.gamesCount,
      t.score,
      t.expectedTotal,
      t.k,
      t.changeExact,
      t.change,
      t.newRating,
      t.averageOpponent,
      t.performance
    ],
    [3, 1.5, 1.4285, 20, 1.429, 1, 1601, 1617, 1617]
  );
});

test('strings as typed in each language give the same answer', async () => {
  const typed = [
    { player: { rating: '1.600' }, gamesText: '1.500 | 1\n1.700 | 0,5\n1.650 | 0' },
    { player: { rating: '1,600' }, gamesText: '1,500 | 1\n1,700 | ½\n1,650 | 0' },
    { player: { rating: '１６００' }, gamesText: '１５００｜１\n１７００｜０．５\n１６５０｜０' }
  ];
  for (const request of typed) {
    const r = await calculate(request);
    assert.equal(r.tournament.newRating, 1601, JSON.stringify(request));
  }
});

test("docs/api.md: a ladder history is dated by its games, or by its periods' last days", async () => {
  const datesOfA = async (gamesText, options = {}) => {
    const r = await calculate({ ladder: { gamesText, ...options } });
    return r.ladder.players.find((p) => p.name === 'A').historyDates;
  };
  assert.deepEqual(await datesOfA('2026-12-30 A - B 1-0\nA - B 0-1\n2027-01-05 B - A 1-0'), [
    '',
    '2026-12-30',
    '',
    '2027-01-05'
  ]);
  const dated = '2026-12-30 A - B 1-0\n2027-01-05 B - A 1-0';
  const byPeriod = (period) => datesOfA(dated, { update: 'period', period });
  assert.deepEqual(await byPeriod('week'), ['', '2027-01-03', '2027-01-10']);
  assert.deepEqual(await byPeriod('month'), ['', '2026-12-31', '2027-01-31']);
  assert.deepEqual(await byPeriod('year'), ['', '2026-12-31', '2027-12-31']);
  assert.equal(await datesOfA('A - B 1-0'), undefined);
});

test('rounds -2.5 to -3 where Math.round would give -2', async () => {
  // FIDE table: 1410 against 1600 expects 0.25; K 10, a loss: 10 × (0 − 0.25) = −2.5.
  const r = await calculate({
    rules: 'fide',
    k: 10,
    player: { rating: 1410 },
    gamesText: '1600 | 0'
  });
  assert.equal(r.tournament.changeExact, -2.5);
  assert.equal(r.tournament.change, -3);
  assert.equal(Math.round(r.tournament.changeExact), -2);
});

test('answers every kind of non-object request with json-invalid', async () => {
  for (const text of [
    '',
    'null',
    '[]',
    '42',
    '"x"',
    '{',
    '{"a":}',
    '\u0000',
    JSON.stringify('\ud800')
  ]) {
    const r = await calculate(text);
    assert.equal(r.ok, false, text);
    assert.deepEqual(r.errors, [{ code: 'json-invalid', field: 'request' }], text);
  }
});

test('a lone surrogate typed in the games box is an error, not a crash', async () => {
  const r = await calculate({ player: { rating: 1600 }, gamesText: '1500 | 1\n\ud800 | 1' });
  assert.equal(r.ok, false);
  assert.equal(r.errors[0].code, 'json-invalid');
});

test('10,000 lines are computed and 10,001 are refused', async () => {
  const line = '1500 | 1\n';
  const ok = await calculate({ player: { rating: 1600 }, gamesText: line.repeat(10000) });
  assert.equal(ok.tournament.gamesCount, 10000);
  const refused = await calculate({ player: { rating: 1600 }, gamesText: line.repeat(10001) });
  assert.deepEqual(refused.errors, [
    { code: 'too-many-games', field: 'gamesText', max: 10000, min: 1 }
  ]);
});

test('survives thousands of random strings and random JSON', async () => {
  const core = await loadCore();
  let seed = 20261130;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const atoms = [
    null,
    true,
    0,
    -1,
    0.5,
    1e300,
    1600,
    '',
    ' ',
    '1600',
    '1.605',
    'abc',
    'auto',
    '½',
    'fide',
    '-',
    '+',
    '1500 | 1\n1400 | 0',
    '１６００',
    '\u0000',
    '\ud800',
    [],
    {},
    [1, 'x'],
    { rating: 1600 },
    'fide-2024',
    false,
    -800,
    4001,
    { from: -800, to: 800, step: 25 }
  ];
  const keys = [
    'rules',
    'k',
    'player',
    'opponent',
    'result',
    'games',
    'gamesText',
    'date',
    'rating',
    'birthYear',
    'ratedGames',
    'peakRating',
    'preset',
    'cap400',
    'score',
    'opponent',
    'kAuto',
    'automaticK',
    'curve',
    'from',
    'to',
    'step'
  ];
  const check = (text) => {
    const r = JSON.parse(core.calculate(text));
    assert.equal(r.apiVersion, 2, text);
    assert.ok(Array.isArray(r.errors), text);
  };
  for (let i = 0; i < 3000; i += 1) {
    let chars = '';
    const length = Math.floor(random() * 40);
    for (let c = 0; c < length; c += 1) chars += String.fromCharCode(Math.floor(random() * 0x3100));
    check(chars);
    const request = {};
    for (let f = Math.floor(random() * 6); f > 0; f -= 1) {
      request[pick(keys)] =
        random() < 0.3 ? { [pick(keys)]: pick(atoms), [pick(keys)]: pick(atoms) } : pick(atoms);
    }
    const text = JSON.stringify(request);
    check(text);
    check(text.slice(0, Math.floor(random() * text.length)));
  }
});
