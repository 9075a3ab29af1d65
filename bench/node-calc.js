/* calculate() in Node, on the wasm core as dist/elo-core.js builds it: lists of games against
   the plain-JS reference core (bench/reference-core.js) on the same request, a whole event, and
   a ladder's season. Each case's answer is checked first; then the calls are timed. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { syntheticTrf } = require('./trf-synthetic.js');
const { LADDER_GAMES, LADDER_PLAYERS, syntheticLadder } = require('./ladder-synthetic.js');
const { DIST, EVENT_FILE, KEY_GAMES, gamesText } = require('./pages.js');
const { stats } = require('./stats.js');
const { kb, met, ms, ms2 } = require('./table.js');

// Timed calls of each case, after three to warm up.
const CALLS = Number(process.env.ELO_BENCH_CALLS || 15);
// Input sizes: 10,000 lines, and the core's limits (core/include/elo/parse.hpp).
const CALC_GAMES = 10000;
const MAX_GAMES = 10000; // elo::kMaxGames
const MAX_TEXT_BYTES = 500000; // elo::kMaxGamesTextBytes
// The largest event the core takes (5,000 players), over 7 rounds.
const EVENT_PLAYERS = 5000;
const EVENT_ROUNDS = 7;

const request = (text) =>
  JSON.stringify({
    rules: 'elo',
    k: '20',
    player: { rating: '1600' },
    gamesText: text,
    date: '2026-01-01'
  });

// `req` through both cores, CALLS times each after three to warm up: each call's time, and the
// JSON.parse of its answer.
function alternate(wasm, ref, req) {
  // The two cores' calls alternate, so that a change in the machine's speed during the run
  // (seen here: the reference's median 11.3 ms in one run, 15.1 in the next) falls on both.
  const samples = [wasm, ref].map(() => ({ calls: [], parses: [] }));
  const once = (core, into) => {
    const t0 = process.hrtime.bigint();
    const res = core.calculate(req);
    const t1 = process.hrtime.bigint();
    JSON.parse(res);
    const t2 = process.hrtime.bigint();
    if (!into) return;
    into.calls.push(Number(t1 - t0) / 1e6);
    into.parses.push(Number(t2 - t1) / 1e6);
  };
  for (let i = 0; i < 3 + CALLS; i++) {
    once(wasm, i >= 3 && samples[0]);
    once(ref, i >= 3 && samples[1]);
  }
  return samples.map((x) => ({ call: stats(x.calls), jsonParse: stats(x.parses) }));
}

/** The lists of games (lines10000, limit, lines200, oneGame), each through both cores, with
    the event's (events) and the ladder's (ladder) calls. */
async function nodeCalc() {
  delete require.cache[path.join(DIST, 'elo-core.js')];
  const wasm = await require(path.join(DIST, 'elo-core.js'))();
  const ref = await require('./reference-core.js')();
  const cases = {
    lines10000: request(gamesText(CALC_GAMES)),
    limit: request(gamesText(MAX_GAMES, Math.floor(MAX_TEXT_BYTES / MAX_GAMES) - 1)),
    lines200: request(gamesText(KEY_GAMES)),
    oneGame: request(gamesText(1))
  };
  const out = {};
  for (const [name, req] of Object.entries(cases)) {
    const text = JSON.parse(req).gamesText;
    const answer = JSON.parse(wasm.calculate(req));
    if (!answer.tournament || answer.errors.length)
      throw new Error(
        `bench: the core did not rate the ${name} list: ${JSON.stringify(answer.errors).slice(0, 200)}`
      );
    const games = answer.tournament.gamesCount;
    const [w, r] = alternate(wasm, ref, req);
    out[name] = {
      games,
      textBytes: Buffer.byteLength(text),
      responseBytes: wasm.calculate(req).length,
      wasm: w,
      reference: r,
      perGameUs: (w.call.median * 1000) / games,
      ratio: w.call.median / r.call.median
    };
  }
  // The cost a game adds: the whole call less the fixed cost of a one-game call.
  out.lines10000.marginalPerGameUs =
    ((out.lines10000.wasm.call.median - out.oneGame.wasm.call.median) * 1000) / (CALC_GAMES - 1);
  out.events = eventCalc(wasm);
  out.ladder = ladderCalc(wasm);
  return out;
}

// A season through calculate(): the largest a ladder takes in games.
function ladderCalc(wasm) {
  const req = JSON.stringify({
    ladder: { gamesText: syntheticLadder(LADDER_GAMES, LADDER_PLAYERS) }
  });
  const answer = JSON.parse(wasm.calculate(req));
  if (!answer.ladder || answer.errors.length)
    throw new Error('bench: the core did not rate the ladder');
  const calls = [];
  for (let i = 0; i < Math.min(CALLS, 7); i++) {
    const t0 = process.hrtime.bigint();
    wasm.calculate(req);
    calls.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return {
    games: LADDER_GAMES,
    players: answer.ladder.players.length,
    requestBytes: Buffer.byteLength(req),
    call: stats(calls)
  };
}

// A whole event through calculate(): FIDE's own example file, with every player's title norms
// too, and a synthetic 5,000 players.
function eventCalc(wasm) {
  const fide = fs.readFileSync(EVENT_FILE, 'utf8');
  const files = {
    fideExample: { trf: fide },
    fideExampleNorms: { trf: fide, norms: true },
    players5000: { trf: syntheticTrf(EVENT_PLAYERS, EVENT_ROUNDS) }
  };
  const out = {};
  for (const [name, event] of Object.entries(files)) {
    const req = JSON.stringify({ event });
    const answer = JSON.parse(wasm.calculate(req));
    if (!answer.event || answer.errors.length)
      throw new Error(`bench: the core did not rate the ${name} event`);
    if (event.norms && !answer.event.players.every((p) => Array.isArray(p.norms)))
      throw new Error(`bench: the core wrote no title norms for the ${name} event`);
    for (let i = 0; i < 3; i++) wasm.calculate(req);
    const calls = [];
    for (let i = 0; i < CALLS; i++) {
      const t0 = process.hrtime.bigint();
      wasm.calculate(req);
      calls.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    out[name] = {
      players: answer.event.players.length,
      rounds: answer.event.rounds,
      fileBytes: Buffer.byteLength(event.trf),
      call: stats(calls)
    };
  }
  return out;
}

/** The table's rows for the lists of games (`calc` as nodeCalc() returns it). */
function calcRows(calc, row) {
  const c = calc.lines10000,
    l = calc.limit,
    k200 = calc.lines200;
  row(
    `calculate, ${c.games} lines (${kb(c.textBytes)} KB), whole call`,
    ms(c.wasm.call.median),
    ms(c.reference.call.median),
    c.ratio.toFixed(2) + ' ×',
    '≤ 2 × (aim 1.2): ' + met(c.ratio <= 2)
  );
  row(
    '  per game (whole call / marginal)',
    c.perGameUs.toFixed(2) + ' / ' + c.marginalPerGameUs.toFixed(2) + ' µs',
    '',
    '',
    '< 1 µs core work: ' + met(c.marginalPerGameUs < 1)
  );
  row('  JSON.parse of its ' + kb(c.responseBytes) + ' KB answer', ms(c.wasm.jsonParse.median));
  row(
    `calculate, ${k200.games} lines (the keystroke case), whole call`,
    ms2(k200.wasm.call.median),
    ms2(k200.reference.call.median),
    k200.ratio.toFixed(2) + ' ×'
  );
  row(
    `calculate, limit: ${l.games} games in ${kb(l.textBytes)} KB`,
    ms(l.wasm.call.median) + ` (${l.perGameUs.toFixed(2)} µs/game)`,
    ms(l.reference.call.median),
    l.ratio.toFixed(2) + ' ×'
  );
}

/** The table's rows for the events' calls (`events` as nodeCalc() returns it). */
function eventCalcRows(events, row) {
  const { fideExample, fideExampleNorms, players5000 } = events;
  row(
    `event: FIDE's example (${fideExample.players} players, ${fideExample.rounds} rounds) through calculate`,
    ms2(fideExample.call.median),
    '',
    '',
    '< 10 ms: ' + met(fideExample.call.median < 10)
  );
  row(
    "  the same with every player's title norms",
    ms2(fideExampleNorms.call.median),
    '',
    '',
    '< 20 ms: ' + met(fideExampleNorms.call.median < 20)
  );
  row(
    `event: ${players5000.players} players, ${players5000.rounds} rounds through calculate`,
    ms(players5000.call.median),
    '',
    '',
    '< 1 s: ' + met(players5000.call.median < 1000)
  );
}

/** The table's row for the ladder's call (`ladder` as nodeCalc() returns it). */
function ladderCalcRows(ladder, row) {
  row(
    `ladder: ${ladder.games} games among ${ladder.players} players through calculate`,
    ms(ladder.call.median),
    '',
    '',
    '< 300 ms: ' + met(ladder.call.median < 300)
  );
}

module.exports = { calcRows, eventCalcRows, ladderCalcRows, nodeCalc };
