/* The calculator form's state: its fields, their defaults and the values each choice may
   take. A state is a plain object of the strings the user typed or picked. */

/** The fields a state holds, in the order the link writes them. */
export const FIELDS = [
  'ratingA',
  'ratingB',
  'standardRating',
  'standardRatingB',
  'result',
  'rules',
  'k',
  'birthYear',
  'ratedGames',
  'peakRating',
  'date',
  'ratedGamesB',
  'dwzIndex',
  'bonusThreshold',
  'expected',
  'cap400',
  'kCap700',
  'exclude600',
  'automaticK',
  'games'
];

/** A state before the user has typed anything. */
export const DEFAULTS = Object.freeze({
  ratingA: '',
  ratingB: '',
  standardRating: '',
  standardRatingB: '',
  result: '1',
  rules: 'elo',
  k: '20',
  kAuto: false,
  birthYear: '',
  ratedGames: '',
  peakRating: '',
  date: '',
  ratedGamesB: '',
  dwzIndex: '',
  bonusThreshold: '',
  expected: '',
  cap400: '',
  kCap700: '',
  exclude600: '',
  automaticK: '',
  games: ''
});

/** "Your own rules": the switches of a rules object starting from plain Elo, each with the
    values a select offers (the first, '', is plain Elo's) or, for a checkbox, none. */
export const SWITCHES = [
  ['expected', ['', 'table']],
  ['cap400', ['', 'below2650', 'all']],
  ['kCap700'],
  ['exclude600'],
  ['automaticK']
];

/** US Chess's bonus threshold B: '' the core's (10, since 2025), or as it was before. */
export const BONUS_THRESHOLDS = ['', '12', '14'];

/** The single game's result for player A, with the locale key of its label and the suffix of
    its control's id. */
export const RESULT_CHOICES = [
  ['1', 'form.win', 'win'],
  ['0.5', 'form.draw', 'draw'],
  ['0', 'form.loss', 'loss']
];

/** The core's rule presets the form offers, in groups: each group with the locale key of its
    label, each preset with the locale key of its label and the inputs it needs beyond every
    preset's (a rapid or blitz player's standard rating, FIDE R&B 7.2.1). A group or a preset
    more is a row more here. */
export const RULE_GROUPS = [
  {
    label: 'form.rulesGroupFide',
    choices: [
      { value: 'fide', label: 'form.rulesFide' },
      { value: 'fide-rapid', label: 'form.rulesFideRapid', inputs: ['standardRating'] },
      { value: 'fide-blitz', label: 'form.rulesFideBlitz', inputs: ['standardRating'] },
      { value: 'fide-2024', label: 'form.rulesFide2024' }
    ]
  },
  {
    label: 'form.rulesGroupNational',
    choices: [
      {
        value: 'uscf',
        label: 'form.rulesUscf',
        inputs: ['ratedGames', 'ratedGamesB', 'peakRating', 'bonusThreshold'],
        national: true
      },
      {
        value: 'dwz',
        label: 'form.rulesDwz',
        inputs: ['dwzIndex', 'birthYear', 'date'],
        national: true
      }
    ]
  },
  {
    label: 'form.rulesGroupOther',
    choices: [
      { value: 'elo', label: 'form.rulesElo' },
      { value: 'custom', label: 'form.rulesCustom', inputs: ['switches'] }
    ]
  }
];

/** Every preset of RULE_GROUPS, in order. */
export const RULE_CHOICES = RULE_GROUPS.flatMap((group) => group.choices);

/** The event mode's rules before the user chooses: the file's time control picks the list. */
export const RULES_FROM_FILE = 'file';

/** Names earlier versions of the page and the element used for a preset. */
const RULE_ALIASES = { 'fide-all': 'fide-2024' };

/** Quick picks for K: FIDE's three values, and two common elsewhere. */
export const K_PICKS = [
  ['form.kPicksFide', ['40', '20', '10']],
  ['form.kPicksOther', ['32', '16']]
];

/** How a link or an attribute writes automatic K. */
export const K_AUTO = 'auto';

/** The preset a rules value names, or null when it names none. */
export function ruleValue(value) {
  const name = RULE_ALIASES[value] || value;
  return RULE_CHOICES.some((c) => c.value === name) ? name : null;
}

/** The inputs the preset `value` needs beyond every preset's (none for an unknown one). */
export function ruleInputs(value) {
  const choice = RULE_CHOICES.find((c) => c.value === value);
  return (choice && choice.inputs) || [];
}

/** Whether `rules` names a national system with formulas of its own (US Chess, the DWZ). */
export const isNational = (rules) => RULE_CHOICES.some((c) => c.value === rules && c.national);

/** Whether the preset `rules` takes a standard rating (FIDE's rapid and blitz lists). */
export const takesStandard = (rules) => ruleInputs(rules).includes('standardRating');

/** Whether `value` is one of the single game's results. */
export function isResult(value) {
  return RESULT_CHOICES.some(([v]) => v === value);
}

/** The calculator's modes: one game or a list, a whole event from its tournament file, and a
    club's ladder. */
export const MODES = ['game', 'event', 'ladder'];
