/* The core's request for the event mode: the tournament file as it is, the rules (unless the
   file's time control is to choose them), K for everyone (typed, or automatic where the rules
   offer it), and what was typed for single players: a K, a standard rating. */
import { RULES_FROM_FILE, SWITCHES, isNational } from './state.js';
import { typed } from './request.js';
import { rulesOf } from './systems.js';
import { NORM_DEFAULTS, normsRequest, ranksMissing } from './norm-request.js';

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
  bonusThreshold: '',
  // US Chess: N for every player without their own (the core rates nobody on a rating alone).
  defaultGames: '',
  ...Object.fromEntries(SWITCHES.map(([name]) => [name, ''])),
  kByPlayer: Object.freeze({}),
  standardByPlayer: Object.freeze({}),
  gamesByPlayer: Object.freeze({}),
  dwzByPlayer: Object.freeze({}),
  // The title norms' switches (norm-request.js).
  ...NORM_DEFAULTS
});

/** What may be typed for a single player: the state's map (by start rank), the request's
    field for each, and the only rules it is sent under (N under US Chess, where FIDE's
    automatic K would read it otherwise; the DWZ's index). */
export const PLAYER_BOXES = [
  ['kByPlayer', 'k'],
  ['standardByPlayer', 'standardRating'],
  ['gamesByPlayer', 'ratedGames', 'uscf'],
  ['dwzByPlayer', 'dwzIndex', 'dwz']
];

/** Every map of what is typed for single players, the titles held (norm-request.js) too: a
    new file starts them empty. */
export const PLAYER_MAPS = PLAYER_BOXES.map(([map]) => map).concat('titlesByPlayer');

/** The event request for `state`. A player's empty box leaves that player as the file and the
    rules have them. With `gamesOf` (start ranks), only those players' games are asked for: a
    big event's answer is then a fifth of its size, and read in half the time. `ranks`: the
    start ranks the file is known to have (normsRequest). */
export function eventRequest(state, gamesOf, ranks) {
  const players = {};
  for (const [map, field, only] of PLAYER_BOXES) {
    if (only && only !== state.rules) continue;
    for (const [rank, value] of Object.entries(state[map] || {})) {
      if (typed(value)) players[rank] = { ...players[rank], [field]: value };
    }
  }
  const request = { event: { trf: state.text, players, norms: normsRequest(state, ranks) } };
  if (state.rules === 'uscf' && typed(state.defaultGames))
    request.event.defaultRatedGames = state.defaultGames;
  if (gamesOf) request.event.gamesOf = gamesOf;
  // US Chess and the DWZ have no K to send.
  if (!isNational(state.rules)) {
    request.k = state.k;
    request.kAuto = !!state.kAuto;
  }
  if (state.rules && state.rules !== RULES_FROM_FILE) request.rules = rulesOf(state);
  if (String(state.date || '').trim() !== '') request.date = state.date;
  return request;
}

/** The core's answer (`ask(request)` → { text, response }) for `state`, asked again once with
    the file's start ranks where the norms need them and the first answer has some that `ranks`
    did not name. Returns { text, response, ranks (the answer's start ranks, or `ranks`) }; no
    file is not asked about. */
export function askEvent(ask, state, gamesOf, ranks) {
  if (state.text.trim() === '') return { text: '', response: { errors: [] }, ranks };
  let answer = ask(eventRequest(state, gamesOf, ranks));
  const event = answer.response.event;
  if (!event) return { ...answer, ranks };
  const known = event.players.map((p) => p.startRank);
  if (ranksMissing(state, event, ranks)) answer = ask(eventRequest(state, gamesOf, known));
  return { ...answer, ranks: known };
}
