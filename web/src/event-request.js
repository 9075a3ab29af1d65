/* The core's request for the event mode: the tournament file as it is, the rules (unless the
   file's time control is to choose them), K for everyone (typed, or automatic where the rules
   offer it), and what was typed for single players: a K, a standard rating. */
import { RULES_FROM_FILE } from './state.js';
import { typed } from './request.js';

/** The event mode's state before anything is opened: the rules the file's time control says
    (FIDE's standard, rapid or blitz list), and automatic K, since a tournament report file is
    FIDE's format. */
export const EVENT_DEFAULTS = Object.freeze({
  text: '',
  fileName: '',
  rules: RULES_FROM_FILE,
  k: '20',
  kAuto: true,
  date: '',
  kByPlayer: Object.freeze({}),
  standardByPlayer: Object.freeze({})
});

/** What may be typed for a single player: the state's map (by start rank) and the request's
    field for each. */
export const PLAYER_BOXES = [
  ['kByPlayer', 'k'],
  ['standardByPlayer', 'standardRating']
];

/** The event request for `state`. A player's empty box leaves that player as the file and the
    rules have them. */
export function eventRequest(state) {
  const players = {};
  for (const [map, field] of PLAYER_BOXES) {
    for (const [rank, value] of Object.entries(state[map] || {})) {
      if (typed(value)) players[rank] = Object.assign(players[rank] || {}, { [field]: value });
    }
  }
  const request = { k: state.k, kAuto: !!state.kAuto, event: { trf: state.text, players } };
  if (state.rules && state.rules !== RULES_FROM_FILE) request.rules = state.rules;
  if (String(state.date || '').trim() !== '') request.date = state.date;
  return request;
}
