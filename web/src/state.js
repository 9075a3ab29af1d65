/* The calculator form's state: its fields, their defaults and the values each choice may
   take. A state is a plain object of the strings the user typed or picked. */

/** The fields a state holds, in the order the link writes them. */
export const FIELDS = [
  'ratingA',
  'ratingB',
  'result',
  'rules',
  'k',
  'birthYear',
  'ratedGames',
  'peakRating',
  'date',
  'games'
];

/** A state before the user has typed anything. */
export const DEFAULTS = Object.freeze({
  ratingA: '',
  ratingB: '',
  result: '1',
  rules: 'elo',
  k: '20',
  kAuto: false,
  birthYear: '',
  ratedGames: '',
  peakRating: '',
  date: '',
  games: ''
});

/** The single game's result for player A, with the locale key of its label. */
export const RESULT_CHOICES = [
  ['1', 'win'],
  ['0.5', 'draw'],
  ['0', 'loss']
];

/** The core's rule presets the form offers, with the locale key of each label. */
export const RULE_CHOICES = [
  ['elo', 'rulesElo'],
  ['fide', 'rulesFide'],
  ['fide-2024', 'rulesFide2024']
];

/** Names earlier versions of the page and the element used for a preset. */
const RULE_ALIASES = { 'fide-all': 'fide-2024' };

/** Quick picks for K: FIDE's three values, and two common elsewhere. */
export const K_PICKS = [
  ['kPicksFide', ['40', '20', '10']],
  ['kPicksOther', ['32', '16']]
];

/** How a link or an attribute writes automatic K. */
export const K_AUTO = 'auto';

/** The preset a rules value names, or null when it names none. */
export function ruleValue(value) {
  const name = RULE_ALIASES[value] || value;
  return RULE_CHOICES.some(([v]) => v === name) ? name : null;
}

/** Whether `value` is one of the single game's results. */
export function isResult(value) {
  return RESULT_CHOICES.some(([v]) => v === value);
}

/** The calculator's modes: one game or a list, a whole event from its tournament file, and a
    club's ladder. */
export const MODES = ['game', 'event', 'ladder'];
