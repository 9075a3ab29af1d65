/* The title norms' part of the event request (`event.norms`, always asked for): the switches
   for what a tournament file cannot say, as the event state keeps them. */

/** The exemptions an event type may give (B.01 1.4.3 a–c), as the core names them. */
export const EXEMPTIONS = ['none', 'national-championship', 'team-championship', 'zonal'];

/** The titles a player may be said to have held when the event began. */
export const TITLES = ['GM', 'IM', 'WGM', 'WIM', 'FM', 'CM', 'WFM', 'WCM'];

/** The switches' state before any is changed: no exemption, round robin or Swiss as the file
    says (''; 'yes', 'no'), the file's titles held when the event began, and no title chosen
    for anyone (titlesByPlayer: start rank → a title of TITLES, or 'none'). */
export const NORM_DEFAULTS = Object.freeze({
  normExemption: 'none',
  normRoundRobin: '',
  normTitlesConfirmed: true,
  titlesByPlayer: Object.freeze({})
});

/** `event.norms` for `state`. With the file's titles not confirmed, every player of `ranks`
    (the start ranks the file is known to have) without a title chosen held none. */
export function normsRequest(state, ranks) {
  const norms = {};
  if (EXEMPTIONS.includes(state.normExemption) && state.normExemption !== 'none')
    norms.exemption = state.normExemption;
  if (state.normRoundRobin === 'yes' || state.normRoundRobin === 'no')
    norms.roundRobin = state.normRoundRobin === 'yes';
  const players = {};
  if (state.normTitlesConfirmed === false)
    for (const rank of ranks || []) players[rank] = { titles: [] };
  for (const [rank, title] of Object.entries(state.titlesByPlayer || {})) {
    if (TITLES.includes(title)) players[rank] = { titles: [title] };
    else if (title === 'none') players[rank] = { titles: [] };
  }
  if (Object.keys(players).length) norms.players = players;
  return Object.keys(norms).length ? norms : true;
}

/** Whether an answer's `event` has a player `ranks` did not name, so that, with the file's
    titles not confirmed, the request is to be made again with them. */
export function ranksMissing(state, event, ranks) {
  if (state.normTitlesConfirmed !== false || !event) return false;
  const sent = new Set(ranks || []);
  return (event.players || []).some((p) => !sent.has(p.startRank));
}

/** The title player `p` held when the event began, as the switches say: the one chosen for
    them, none where it is "none" or the file's titles are not confirmed, else the file's. */
export function heldTitle(p, state) {
  const chosen = (state.titlesByPlayer || {})[p.startRank];
  if (TITLES.includes(chosen)) return chosen;
  if (chosen === 'none' || state.normTitlesConfirmed === false) return '';
  return p.title || '';
}
