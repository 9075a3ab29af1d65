// The request and the answer crossing into and out of the wasm core (wasm/bindings.cpp): UTF-8
// both ways through TextEncoder and TextDecoder, and the expected scores the core remembers
// between games (core/src/rating/rules.cpp).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { loadCore } = require('./load-core');

const calculate = async (request) => JSON.parse((await loadCore()).calculate(request));

test('a ladder with Japanese, accented and astral-plane names gives the names back as typed', async () => {
  const names = ['山田太郎', '佐藤花子', 'José Raúl', 'Ånna 😀'];
  const lines = [
    `2026-01-01 ${names[0]} - ${names[1]} 1-0`,
    `2026-01-02 ${names[2]} - ${names[3]} ½-½`,
    `2026-01-03 ${names[3]} - ${names[0]} 0-1`
  ];
  const r = await calculate(JSON.stringify({ ladder: { gamesText: lines.join('\n') } }));
  assert.deepEqual(r.errors, []);
  assert.deepEqual(r.ladder.players.map((p) => p.name).sort(), names.slice().sort());
  assert.deepEqual(
    r.ladder.games.map((g) => [g.white, g.black]),
    [
      [names[0], names[1]],
      [names[2], names[3]],
      [names[3], names[0]]
    ]
  );
});

test('the same request answers alike whether it is ASCII or not, and big or small', async () => {
  const line = (i, name) => `2026-01-0${1 + (i % 9)} P${i % 7} - ${name}${i % 5} 1-0`;
  const ascii = Array.from({ length: 3000 }, (_, i) => line(i, 'Q')).join('\n');
  const japanese = Array.from({ length: 3000 }, (_, i) => line(i, '棋士')).join('\n');
  const a = await calculate(JSON.stringify({ ladder: { gamesText: ascii } }));
  const j = await calculate(JSON.stringify({ ladder: { gamesText: japanese } }));
  assert.equal(a.ladder.games.length, 3000);
  assert.deepEqual(
    j.ladder.players.map((p) => [p.name.replace('棋士', 'Q'), p.rating]),
    a.ladder.players.map((p) => [p.name, p.rating])
  );
});

test('a TRF with UTF-8 names, padded by characters, gives the names back as written', async () => {
  // TRF16's columns: rank 5–8, sex 10, name 15–47, rating 49–52, federation 54–56, FIDE id
  // 58–68, birth 70–79, points 81–84, place 86–89, then the round from column 92.
  const player = (rank, name, rating, points, opponent, colour, result) =>
    [
      '001',
      String(rank).padStart(4),
      'm    ' + name.padEnd(33),
      String(rating),
      'JPN',
      String(1000 + rank).padStart(11),
      '2000/01/01',
      points.padStart(4),
      String(rank).padStart(4),
      ' ' + String(opponent).padStart(4),
      colour,
      result
    ].join(' ');
  const trf = [
    '012 Tōkyō Open',
    player(1, '藤井聡太', 2100, '1.0', 2, 'w', '1'),
    player(2, 'Müller, Jürgen', 1900, '0.0', 1, 'b', '0')
  ].join('\n');
  const r = await calculate(JSON.stringify({ event: { trf } }));
  assert.deepEqual(r.errors, []);
  assert.deepEqual(
    r.event.players.map((p) => p.name),
    ['藤井聡太', 'Müller, Jürgen']
  );
});

test('a request that is not a string is refused, as for any std::string argument', async () => {
  const core = await loadCore();
  assert.throws(() => core.calculate(42), TypeError);
  assert.throws(() => core.calculate({ gamesText: '1500 | 1' }), TypeError);
});

test('expected scores stay right when many differences share the remembered slots', async () => {
  // 1,200 opponents 1 point apart: more differences than the core remembers at once, each
  // seen twice, in two orders.
  const ratings = Array.from({ length: 1200 }, (_, i) => 1000 + i);
  const order = [...ratings, ...ratings.slice().reverse()];
  const r = await calculate(
    JSON.stringify({
      rules: 'elo',
      k: '20',
      player: { rating: '1600' },
      gamesText: order.map((x) => `${x} | 1`).join('\n')
    })
  );
  assert.equal(r.tournament.games.length, order.length);
  for (const [i, game] of r.tournament.games.entries()) {
    const d = 1600 - order[i];
    assert.equal(game.difference, d);
    const expected = 1 / (1 + 10 ** (-d / 400));
    assert.ok(Math.abs(game.expected - expected) <= 0.00005 + 1e-12, `game ${i + 1}: ${d}`);
  }
});
