/* The core's request for the ladder mode: the season's games and the roster as typed, and the
   club's choices. */

/** The ladder mode's state before anything is typed: the Elo formula, K 20, a starting rating
    of 1500 and a change after every game, as most clubs keep their lists. */
export const LADDER_DEFAULTS = Object.freeze({
  games: '',
  roster: '',
  fileName: '',
  rules: 'elo',
  k: '20',
  initialRating: '1500',
  update: 'game',
  period: 'month',
  provisional: false,
  // The order of dates written year last: chosen in the form, else as the language writes them
  // (dateOrderOf).
  dateOrder: ''
});

/** The orders of dates written year last, with the locale key of each label. */
export const DATE_ORDERS = [
  ['auto', 'ladder.dateAuto'],
  ['dmy', 'ladder.dateDmy'],
  ['mdy', 'ladder.dateMdy'],
  ['ymd', 'ladder.dateYmd']
];

// Brazil and Portugal write the day first; Japan writes the year first; English is either.
const LANG_DATE_ORDER = { pt: 'dmy', ja: 'ymd' };

/** The order `state` reads its dates in: its own, else its language's. */
export function dateOrderOf(state, lang) {
  return state.dateOrder || LANG_DATE_ORDER[lang] || 'auto';
}

/** The update choices, with the locale key of each label. */
export const UPDATES = [
  ['game', 'ladder.updateGame'],
  ['period', 'ladder.updatePeriod']
];

/** The period choices for period updates, with the locale key of each label. */
export const PERIODS = [
  ['month', 'ladder.periodMonth'],
  ['week', 'ladder.periodWeek'],
  ['year', 'ladder.periodYear']
];

/** The ladder request for `state`; `headToHead` names two players to compare, if any. */
export function ladderRequest(state, headToHead) {
  const ladder = {
    gamesText: state.games,
    roster: state.roster,
    initialRating: state.initialRating,
    update: state.update,
    period: state.period
  };
  // The core's preset for new players (K 40 for their first 20 games).
  if (state.provisional) ladder.provisional = true;
  if (state.dateOrder) ladder.dateOrder = state.dateOrder;
  if (headToHead && headToHead[0] && headToHead[1]) ladder.headToHead = headToHead.slice(0, 2);
  return { rules: state.rules, k: state.k, ladder };
}
