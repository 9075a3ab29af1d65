/* The core's request for the event mode: the tournament file as it is, the rules, K for
   everyone (typed, or automatic where the rules offer it) and the K typed for single players. */

/** The event mode's state before anything is opened: FIDE's rules and automatic K, since a
    tournament report file is FIDE's format. */
export const EVENT_DEFAULTS = Object.freeze({
  text: '',
  fileName: '',
  rules: 'fide',
  k: '20',
  kAuto: true,
  date: '',
  kByPlayer: Object.freeze({})
});

/** The event request for `state`. Players whose K box is empty keep the K the rules give. */
export function eventRequest(state) {
  const players = {};
  for (const [rank, k] of Object.entries(state.kByPlayer || {})) {
    if (String(k).trim() !== '') players[rank] = { k };
  }
  const request = {
    rules: state.rules,
    k: state.k,
    kAuto: !!state.kAuto,
    event: { trf: state.text, players }
  };
  if (String(state.date || '').trim() !== '') request.date = state.date;
  return request;
}
