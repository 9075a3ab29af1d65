/* US Chess, the DWZ and "your own rules", as plain functions (tested in Node): the rules a
   state sends, which of a form's fields each choice shows, and the system's own figures in the
   core's answer, in words. Every figure is the core's; this only picks and formats it. */
import { hide } from './dom.js';
import { SWITCHES, isNational, ruleInputs } from './state.js';

/** US Chess's bonus threshold B as the core takes it (a number), by the value of its select
    (BONUS_THRESHOLDS; '' is the core's own): a table, since the page parses no numbers. */
const BONUS_OF = { 12: 12, 14: 14 };

/** The fields of the profile, which automatic K shows under FIDE's rules. */
const PROFILE = ['birthYear', 'ratedGames', 'peakRating', 'date'];

/** The request's `rules` for `state`: the preset's name; for "your own rules" an object from
    plain Elo with the switches set; for US Chess with an earlier B, that B. */
export function rulesOf(state) {
  if (state.rules === 'custom') {
    const rules = { preset: 'elo' };
    for (const [name, values] of SWITCHES) {
      if (state[name]) rules[name] = values ? state[name] : true;
    }
    return rules;
  }
  const bonus = state.rules === 'uscf' && BONUS_OF[state.bonusThreshold];
  return bonus ? { preset: 'uscf', bonusThreshold: bonus } : state.rules;
}

/** What the game form shows under `rules`, with K from the profile (`automatic`) or not:
    { national (the K box gives way), profile (the profile's box), shown(name) (a field
    marked with data-input) }. */
export function shownInputs(rules, automatic) {
  const national = isNational(rules);
  const inputs = ruleInputs(rules);
  return {
    national,
    profile: national || automatic,
    shown: (name) => inputs.includes(name) || (!national && automatic && PROFILE.includes(name))
  };
}

/** Shows the fields of `root` that `inputs` (shownInputs) says the rules take: those marked
    with data-input, and the K box but under a national system, whose K is its own. */
export function showInputs(root, inputs) {
  for (const el of root.querySelectorAll('[data-input]')) hide(el, !inputs.shown(el.dataset.input));
  hide(root.querySelector('[data-field="k"]'), inputs.national);
}

/** The national system of the core's answer (`uscf`, `dwz`), or '' for FIDE's or Elo's. */
export function systemOf(response) {
  const system = response && response.rules && response.rules.system;
  return isNational(system) ? system : '';
}

/** The figures each system adds, in order: the answer's field, the locale key of its label,
    and how it is written (a formatter's name, or a function). */
const FIGURES = [
  ['k', 'systems.k', 'rating'],
  ['effectiveGames', 'systems.effectiveGames', 'fine'],
  ['bonus', 'systems.bonus', 'rating'],
  ['formula', 'systems.formula', (v, { t }) => t('systems.' + v)],
  [
    'floor',
    'systems.floor',
    (v, { t, f }, side) =>
      side.floorApplied
        ? t('systems.floorReached', { floor: f.rating.format(v) })
        : f.rating.format(v)
  ],
  ['developmentCoefficient', 'systems.coefficient', 'plain']
];

/** The system's own figures of one side (a game's player, a tournament, an event player) as
    [label, text] rows; `withoutK` leaves K out where the totals already say it. */
export function figureRows(side, ctx, withoutK) {
  if (!side) return [];
  const rows = FIGURES.filter(([name]) => typeof side[name] !== 'undefined')
    .filter(([name]) => !(withoutK && name === 'k'))
    .map(([name, label, how]) => [
      ctx.t(label),
      typeof how === 'string' ? ctx.f[how].format(side[name]) : how(side[name], ctx, side)
    ]);
  if (side.reason === 'dwz-first-rating')
    rows.push([ctx.t('results.initialRatingNone'), ctx.t('systems.firstDwz')]);
  return rows;
}

/** What each figure of `system` means: [label, sentence] rows, [] for none. */
export function legendRows(system, { t }) {
  const rows = {
    uscf: [
      ['systems.k', 'systems.uscf.k'],
      ['systems.effectiveGames', 'systems.uscf.effectiveGames'],
      ['systems.bonus', 'systems.uscf.bonus'],
      ['systems.formula', 'systems.uscf.formula'],
      ['systems.floor', 'systems.uscf.floor']
    ],
    dwz: [
      ['systems.coefficient', 'systems.dwz.coefficient'],
      ['results.expectedTotal', 'systems.dwz.expected'],
      ['results.performance', 'systems.dwz.performance']
    ]
  }[system];
  return (rows || []).map(([label, text]) => [t(label), t(text)]);
}

/** An event player's figures beside their K (or E): N′ and the formula under US Chess, and
    the bonus where there is one; '' otherwise. */
export function eventFigures(p, { t, f }) {
  if (typeof p.effectiveGames !== 'number') return '';
  const text = t('systems.row', {
    games: f.fine.format(p.effectiveGames),
    formula: t('systems.' + p.formula)
  });
  return p.bonus > 0
    ? text + ' · ' + t('systems.rowBonus', { bonus: f.rating.format(p.bonus) })
    : text;
}
