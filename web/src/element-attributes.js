/* What an <elo-calculator>'s attributes and children say: the form fields its attributes set,
   and a ladder's games and roster written by the page in <template> children. */
import { fragmentToState } from './link.js';

/** Attributes that set a field of the form, with the property that mirrors each. */
export const FIELD_ATTRIBUTES = [
  { attribute: 'rating-a', property: 'ratingA', field: 'ratingA' },
  { attribute: 'rating-b', property: 'ratingB', field: 'ratingB' },
  { attribute: 'rules', property: 'rules', field: 'rules' },
  { attribute: 'k', property: 'k', field: 'k' },
  { attribute: 'rated-games', property: 'ratedGames', field: 'ratedGames' },
  { attribute: 'rated-games-b', property: 'ratedGamesB', field: 'ratedGamesB' },
  { attribute: 'dwz-index', property: 'dwzIndex', field: 'dwzIndex' },
  { attribute: 'birth-year', property: 'birthYear', field: 'birthYear' }
];

// The form state an element's attributes give, read as a link would be (so the same values
// are refused); only `only` when given.
export function attributeState(el, only) {
  const params = new URLSearchParams();
  for (const { attribute, field } of FIELD_ATTRIBUTES) {
    if (only && only !== attribute) continue;
    const value = el.getAttribute(attribute);
    if (value !== null) params.set(field, value.trim());
  }
  const state = fragmentToState(params.toString()).state;
  if ('k' in state) state.kAuto = false;
  return state;
}

/** Ladder attributes, with the field of the ladder's state each sets. */
export const LADDER_ATTRIBUTES = [
  ['initial-rating', 'initialRating'],
  ['update', 'update'],
  ['period', 'period'],
  ['date-order', 'dateOrder']
];

// The games of a ladder, written by the page in a <template> child, and its roster in a
// <template data-roster>: a template's text is never shown or run by the browser.
export function hasTemplate(el) {
  return !!el.querySelector(':scope > template:not([data-roster])');
}

export function ladderState(el) {
  const games = el.querySelector(':scope > template:not([data-roster])');
  const roster = el.querySelector(':scope > template[data-roster]');
  const state = {
    games: games ? games.content.textContent : '',
    roster: roster ? roster.content.textContent : ''
  };
  for (const [attribute, key] of LADDER_ATTRIBUTES.concat([
    ['k', 'k'],
    ['rules', 'rules']
  ])) {
    const value = el.getAttribute(attribute);
    if (value !== null) state[key] = value.trim();
  }
  return state;
}
