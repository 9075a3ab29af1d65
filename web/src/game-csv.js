/* Player A's tournament game by game as CSV (csv.js): every game, not only the rows the page
   shows, with its event, the line it was typed on and the core's figures. */
import { csvFileName, csvText } from './csv.js';
import { REASON_KEYS } from './game-table.js';

/** The columns: the locale key of each heading and how to read it from a game. */
export const GAME_CSV_COLUMNS = [
  ['results.colGame', (g) => g.game],
  ['results.colEvent', (g) => g.event],
  ['results.colLine', (g) => g.line],
  ['results.colOpponent', (g) => g.opponent],
  ['results.colScore', (g) => g.score],
  ['results.colDifference', (g) => g.difference],
  ['results.colExpected', (g) => g.expected],
  ['results.colChange', (g) => g.changeExact],
  ['results.colRunning', (g) => g.runningChangeExact],
  [
    'results.colNotCounted',
    (g, t) => (g.counted === false ? t(REASON_KEYS[g.reason] || 'results.reasonForfeit') : '')
  ]
];

/** The CSV text for the core's `tournament`, in `lang` with strings `t`. */
export function gamesCsv(tournament, ctx) {
  return csvText(GAME_CSV_COLUMNS, (tournament && tournament.games) || [], ctx);
}

/** A file name for it: the first event's name in letters, digits and dashes, else "games". */
export function gamesCsvName(tournament) {
  const first = tournament && tournament.games && tournament.games.find((g) => g.event);
  return csvFileName(first && first.event, 'games');
}
