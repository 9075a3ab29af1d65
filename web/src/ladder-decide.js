/* What the ladder mode decides from its state and the core's answer, as plain functions
   (tested in Node): where each error goes, the warnings, who is in the chart, the head-to-head
   choices and games, and the standings as CSV. ladder-view.js only puts it on the page. */
import { fieldsByPath, routeErrors } from './kit/errors.js';
import { csvFileName, csvText } from './csv.js';

/** How many players one chart overlays: more lines than this cannot be told apart. */
export const MAX_SERIES = 6;
// With nobody chosen, the chart shows the top of the list.
const DEFAULT_CHARTED = 3;

const WARNING_KEYS = {
  'dates-unsorted': 'ladder.warning.datesUnsorted',
  'result-unknown': 'ladder.warning.resultUnknown'
};

const LIST_CSV = [
  ['ladder.col.rank', (p) => p.rank],
  ['ladder.col.name', (p) => p.name],
  ['ladder.col.rating', (p) => p.rating],
  ['ladder.col.start', (p) => p.start],
  ['ladder.col.change', (p) => p.change],
  ['ladder.col.games', (p) => p.games],
  ['ladder.col.wins', (p) => p.wins],
  ['ladder.col.draws', (p) => p.draws],
  ['ladder.col.losses', (p) => p.losses],
  ['ladder.col.peak', (p) => p.peak],
  ['ladder.col.lastPlayed', (p) => p.lastPlayed]
];

// The form's fields each error of the core belongs to.
const FIELD_OF_ERROR = {
  'ladder.gamesText': 'ladderGames',
  'ladder.roster': 'ladderRoster',
  k: 'k',
  rules: 'rules',
  'ladder.initialRating': 'initialRating',
  'ladder.dateOrder': 'dateOrder'
};

/** `errors` routed to the form's fields; with no form (a list read from the page), all are
    said above the standings. */
export function routeLadderErrors(errors, hasForm) {
  return routeErrors(errors, hasForm ? fieldsByPath(FIELD_OF_ERROR) : () => null);
}

/** The ladder's warnings as sentences, each with its line. */
export function warningTexts(ladder, { t, f }) {
  return ((ladder && ladder.warnings) || []).map((w) => {
    const message = t(WARNING_KEYS[w.code] || 'errorWords.unknown', { code: w.code });
    return w.line ? t('errorWords.line', { line: f.plain.format(w.line), message }) : message;
  });
}

/** The players the chart shows: those chosen who are still in the list, else the top few. */
export function chartNames(players, charted) {
  const known = new Set(players.map((p) => p.name));
  const chosen = charted.filter((name) => known.has(name));
  return chosen.length ? chosen : players.slice(0, DEFAULT_CHARTED).map((p) => p.name);
}

/** The chart's series: each charted player with a history of more than one rating. */
export function chartSeries(players, charted) {
  const byName = new Map(players.map((p) => [p.name, p]));
  return chartNames(players, charted)
    .map((name) => byName.get(name))
    .filter((p) => p && p.history && p.history.length > 1)
    .map((p) => ({ name: p.name, values: p.history, dates: p.historyDates }));
}

/** `charted` with `name` put in or taken out; the oldest choice leaves past MAX_SERIES. */
export function toggleCharted(charted, name) {
  const next = charted.includes(name) ? charted.filter((n) => n !== name) : charted.concat(name);
  return next.length > MAX_SERIES ? next.slice(next.length - MAX_SERIES) : next;
}

/** The head-to-head choices: every name in the language's order, and the pair with a name
    no longer in the list emptied. */
export function pairChoices(players, pair, lang) {
  const names = players.map((p) => p.name).sort(new Intl.Collator(lang).compare);
  return { names, pair: pair.map((name) => (name && names.includes(name) ? name : '')) };
}

/** The games the list shows: the pair's own where two players are chosen (the lines the
    core's head-to-head names), else every game. */
export function gamesShown(ladder, pair) {
  const all = ladder.games || [];
  const h2h = ladder.headToHead;
  if (!(pair[0] && pair[1] && pair[0] !== pair[1]) || !h2h) return { games: all, between: false };
  const lines = new Set(h2h.lines);
  return { games: all.filter((g) => lines.has(g.line)), between: true };
}

/** The head-to-head's sentence, or '' without a pair. */
export function headToHeadText(ladder, pair, { t, f }) {
  const totals = pair[0] && pair[1] && pair[0] !== pair[1] && ladder.headToHead;
  if (!totals) return '';
  return t('ladder.h2hTotals', {
    a: totals.players[0],
    b: totals.players[1],
    games: f.plain.format(totals.games),
    scoreA: f.score.format(totals.score[0]),
    scoreB: f.score.format(totals.score[1])
  });
}

/** The standings as a CSV file: { text, name }. */
export function standingsCsv(ladder, ctx) {
  return {
    text: csvText(LIST_CSV, ladder.players, ctx),
    name: csvFileName(ctx.t('ladder.fileName'), 'ladder')
  };
}

/** The standings to show for the core's `response`, given the season's last settled ones
    (`kept`, or null): while the season typed (`typed`) has errors and no standings, the kept
    ones, out of date (`stale`); otherwise the response's own, or none. */
export function standingsShown(response, kept, typed) {
  const errors = (response.errors || []).length > 0;
  const stale = !response.ladder && !!kept && typed && errors;
  return { stale, errors, ladder: stale ? kept : response.ladder || null };
}
