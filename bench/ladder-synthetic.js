/* A club season for npm run bench, deterministic: `games` games among `players` players, one a
   line as `2026-01-01 P17 - P942 1-0`, dates running through the year, results cycling
   through a white win, a draw and a black win, pairs spread by a multiplier prime to n. */
'use strict';

// The season the bench times, in Node and in the page: a large club's whole history, 100,000
// games among 2,000 players.
const LADDER_GAMES = 100000;
const LADDER_PLAYERS = 2000;

const RESULTS = ['1-0', '½-½', '0-1'];
const DAY_MS = 24 * 60 * 60 * 1000;

function syntheticLadder(games, players) {
  const start = Date.UTC(2026, 0, 1);
  const lines = [];
  for (let i = 0; i < games; i++) {
    const white = (i * 7919) % players;
    let black = (i * 104729 + 1) % players;
    if (black === white) black = (black + 1) % players;
    const day = new Date(start + Math.floor((i / games) * 365) * DAY_MS).toISOString().slice(0, 10);
    lines.push(`${day} P${white + 1} - P${black + 1} ${RESULTS[i % 3]}`);
  }
  return lines.join('\n');
}

module.exports = { LADDER_GAMES, LADDER_PLAYERS, syntheticLadder };
