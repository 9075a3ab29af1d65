/* The benchmark's yardstick: calculate() in plain JavaScript, for the requests the benchmark
   sends (Elo formula rules, a whole-number K, whole-number ratings, "rating | score" lines).
   It is not a product and knows no FIDE rule beyond the performance table; bench/navigation.js
   checks that it answers the benchmark's requests exactly as the wasm core does. It stands in for
   dist/elo-core.js: the reference page is the real page with this script in the core's place. */
(function (global) {
  'use strict';
  // B.01 table 1.4.9 (= B.02 table 8.1.1), dp for p = 0 % … 100 %, as in core/src/tables.cpp.
  const DP = [
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296,
    -284, -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141,
    -133, -125, -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, 0,
    7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166,
    175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383,
    401, 422, 444, 470, 501, 538, 589, 677, 800
  ];

  const awayFromZero = (x) => Math.sign(x) * Math.round(Math.abs(x));
  const roundTo = (x, decimals) => {
    const s = Math.pow(10, decimals);
    return awayFromZero(x * s) / s;
  };
  const roundChange = (x) => awayFromZero(awayFromZero(x * 1e9) / 1e9);
  const halfUp = (n, d) => {
    const t = 2 * n + d;
    const q = Math.trunc(t / (2 * d));
    return t % (2 * d) !== 0 && t < 0 ? q - 1 : q;
  };
  const expected = (own, opp) => 1 / (1 + Math.pow(10, -(own - opp) / 400));
  const score = (text) =>
    String(text).trim() === '½' ? 0.5 : Number(String(text).trim().replace(',', '.'));

  function side(own, k, opp, points) {
    const e = expected(own, opp);
    const exact = k * (points - e);
    const change = roundChange(exact);
    return {
      difference: own - opp,
      expected: roundTo(e, 4),
      changeExact: roundTo(exact, 3),
      change,
      newRating: own + change,
      k
    };
  }

  function game(a, k, b, points) {
    const scenarios = [1, 0.5, 0].map((s) => {
      const p = side(a, k, b, s),
        o = side(b, k, a, 1 - s);
      return {
        result: s,
        player: { change: p.change, newRating: p.newRating },
        opponent: { change: o.change, newRating: o.newRating }
      };
    });
    return { player: side(a, k, b, points), opponent: side(b, k, a, 1 - points), scenarios };
  }

  function tournament(own, k, text) {
    const games = [];
    let surplus = 0,
      points = 0,
      sum = 0,
      n = 0;
    text.split('\n').forEach((raw, i) => {
      const line = raw.replace(/#.*/, '').trim();
      if (!line) return;
      const [opp, s] = line.split('|').map((x) => x.trim());
      const opponent = Number(opp),
        p = score(s),
        e = expected(own, opponent);
      surplus += p - e;
      points += p;
      sum += opponent;
      n += 1;
      games.push({
        line: i + 1,
        opponent,
        score: p,
        counted: true,
        difference: own - opponent,
        expected: roundTo(e, 4),
        changeExact: roundTo(k * (p - e), 3),
        runningChangeExact: roundTo(k * surplus, 3)
      });
    });
    const exact = k * surplus,
      change = roundChange(exact),
      average = halfUp(sum * 100, n * 100);
    return {
      rated: true,
      games,
      gamesCount: n,
      score: points,
      expectedTotal: roundTo(points - surplus, 4),
      k,
      changeExact: roundTo(exact, 3),
      change,
      newRating: own + change,
      averageOpponent: average,
      performance: average + DP[halfUp(points * 2 * 50, n)]
    };
  }

  function calculate(requestJson) {
    const r = JSON.parse(requestJson);
    const k = Number(r.k || 20),
      a = Number(r.player && r.player.rating);
    const b = Number(r.opponent && r.opponent.rating);
    const response = {
      apiVersion: 1,
      ok: true,
      kAuto: false,
      rules: { automaticK: false, expected: 'formula', cap400: 'off', kCap700: false }
    };
    if (r.curve) {
      response.curve = [];
      for (let d = r.curve.from; d <= r.curve.to; d += r.curve.step) {
        response.curve.push({ difference: d, expected: roundTo(expected(d, 0), 4) });
      }
    }
    const given = (v) => v !== undefined && v !== null && String(v).trim() !== '';
    if (
      given(r.player && r.player.rating) &&
      given(r.opponent && r.opponent.rating) &&
      given(r.result)
    ) {
      response.game = game(a, k, b, score(r.result));
    }
    if (given(r.player && r.player.rating) && given(r.gamesText))
      response.tournament = tournament(a, k, r.gamesText);
    if (r.limits === true)
      response.limits = {
        k: { max: 200, min: 0, minExclusive: true },
        rating: { max: 4000, min: 100 }
      };
    response.errors = [];
    return JSON.stringify(response);
  }

  const core = { calculate };
  global.createEloCore = () => Promise.resolve(core);
  if (typeof module === 'object' && module.exports) module.exports = global.createEloCore;
})(typeof window !== 'undefined' ? window : globalThis);
