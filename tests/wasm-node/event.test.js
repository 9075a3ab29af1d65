// Whole events through the wasm core: the files of tests/data/trf as the page sends them (text
// read with the File API), line ends, the largest files the core takes, and hostile ones.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { loadCore } = require('./load-core');

const trfDir = path.join(__dirname, '..', 'data', 'trf');
const trf = (name) => fs.readFileSync(path.join(trfDir, name), 'utf8');

const calculate = async (request) => {
  const core = await loadCore();
  return JSON.parse(core.calculate(JSON.stringify(request)));
};

const line = (rank, rating, blocks = '') =>
  `001 ${String(rank).padStart(4)} m    ${'P'.padEnd(33)} ${rating ? String(rating) : '    '}`.padEnd(
    89
  ) + blocks;

test('FIDE example file: 284 players, 7 rounds, no errors or warnings', async () => {
  const r = await calculate({ event: { trf: trf('fide-example1.trf') } });
  assert.deepEqual(r.errors, []);
  assert.equal(r.event.players.length, 284);
  assert.equal(r.event.rounds, 7);
  assert.deepEqual(r.event.warnings, []);
  const first = r.event.players[0];
  assert.equal(first.title, 'GM');
  assert.deepEqual(first.kApplied, { k: 10, reason: 'rating-2400' });
  assert.equal(first.rated, true);
});

test('the same file with LF, CRLF, CR alone and a byte-order mark gives the same answer', async () => {
  const lf = trf('hand-checked.trf');
  const expected = await calculate({ event: { trf: lf } });
  for (const text of [lf.replace(/\n/g, '\r\n'), lf.replace(/\n/g, '\r'), `\uFEFF${lf}`]) {
    assert.deepEqual(await calculate({ event: { trf: text } }), expected);
  }
});

test("FIDE's example with gamesOf: the games of those players only, every figure the same", async () => {
  const file = trf('fide-example1.trf');
  const all = await calculate({ event: { trf: file } });
  const some = await calculate({ event: { trf: file, gamesOf: [7, 200] } });
  assert.equal(some.event.players.length, 284);
  some.event.players.forEach((p, i) => {
    const whole = { ...all.event.players[i] };
    if (p.startRank !== 7 && p.startRank !== 200) {
      assert.equal('games' in p || 'gamesText' in p, false, `player ${p.startRank}`);
      delete whole.games;
      delete whole.gamesText;
    }
    assert.deepEqual(p, whole);
  });
});

test('hand-checked file: the junior has K 40 and gains 25 (tests/core/event_test.cpp)', async () => {
  const r = await calculate({ event: { trf: trf('hand-checked.trf') } });
  const junior = r.event.players[2];
  assert.equal(junior.k, 40);
  assert.deepEqual(junior.kApplied, { juniorUntil: 2026, k: 40, reason: 'junior' });
  assert.equal(junior.changeExact, 24.8);
  assert.equal(junior.change, 25);
});

test('5,000 players with 9 rounds each are answered, and quickly', async () => {
  const blocks = (rank) => {
    let out = '';
    for (let k = 0; k < 9; k += 1) {
      const opponent = rank % 2 ? rank + 1 : rank - 1;
      out += `  ${String(opponent).padStart(4)} ${rank % 2 ? 'w' : 'b'} ${rank % 2 ? '1' : '0'}`;
    }
    return out;
  };
  let text = '052 2024/01/01\n';
  for (let rank = 1; rank <= 5000; rank += 1)
    text += `${line(rank, 1500 + (rank % 900), blocks(rank))}\n`;
  const started = Date.now();
  const r = await calculate({ event: { trf: text } });
  const seconds = (Date.now() - started) / 1000;
  assert.deepEqual(r.errors, []);
  assert.equal(r.event.players.length, 5000);
  assert.ok(seconds < 10, `${seconds} s`);
});

test('hostile files are clear errors, never a crash', async () => {
  const cases = [
    ['PK\u0003\u0004\u0014\u0000', 'trf-invalid'],
    ['\u0000\u0000\u0000', 'trf-invalid'],
    [`${line(1, 1800, '     7 w 1')}\n`, 'trf-opponent-unknown'],
    [`012 x\n${line(1, 1800).replace('P ', '\u001b[')}\n`, 'trf-invalid'],
    ['012 only a header\n', 'trf-invalid']
  ];
  for (const [text, code] of cases) {
    const r = await calculate({ event: { trf: text } });
    assert.equal(r.ok, false);
    assert.equal(r.errors[0].code, code, text);
    assert.equal(r.errors[0].field, 'event.trf');
    assert.equal(r.event, undefined);
  }
  const huge = `${line(1, 1800)}\n`.repeat(30000);
  assert.equal((await calculate({ event: { trf: huge } })).errors[0].code, 'request-too-large');
});
