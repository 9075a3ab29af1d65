/* The event's rating report as CSV (csv.js): a row per player, with the columns of a
   results service's rating report. */
import { csvFileName, csvText } from './csv.js';
import { ownKApplied } from './event-decide.js';
import { kReasonText } from './kit/k-reason.js';

/** The report's columns: the locale key of each heading and how to read it from a player. */
export const CSV_COLUMNS = [
  ['event.col.startRank', (p) => p.startRank],
  ['event.col.rank', (p) => p.rank],
  ['event.col.title', (p) => p.title],
  ['event.col.name', (p) => p.name],
  ['event.col.federation', (p) => p.federation],
  ['event.col.fideId', (p) => p.fideId],
  ['event.col.rating', (p) => p.rating],
  ['event.col.k', (p) => p.k],
  ['event.col.kReason', (p) => p.kWhy],
  ['event.col.games', (p) => p.gamesCount],
  ['event.col.score', (p) => p.score],
  ['event.col.points', (p) => p.points],
  ['event.col.expected', (p) => p.expectedTotal],
  ['event.col.changeExact', (p) => p.changeExact],
  ['event.col.change', (p) => p.change],
  ['event.col.newRating', (p) => p.newRating],
  ['event.col.initialRating', (p) => p.initialRating && p.initialRating.rating],
  ['event.col.performance', (p) => p.performance]
];

/** The CSV text for the core's `event`, in `lang` with strings `t` and formats `f`;
    `kByPlayer` the K typed for single players (ownKApplied). */
export function eventCsv(event, ctx, kByPlayer = {}) {
  const players = (event.players || []).map((p) => ({
    ...p,
    kWhy: kReasonText(ownKApplied(p, kByPlayer[p.startRank]), ctx)
  }));
  return csvText(CSV_COLUMNS, players, ctx);
}

/** A file name for the report: the event's name in letters, digits and dashes, else "event". */
export function eventCsvName(event) {
  return csvFileName(event && event.name, 'event');
}
