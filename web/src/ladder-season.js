/* A season as one text file: the games as typed, preceded by `#!` lines for the roster and the
   club's choices. The core reads `#` lines as notes, so the file is also a plain games file for
   any program that reads the ladder's lines. Also what opening a file does to a kept season. */

// The file's first line: a saved season, not a games list that happens to start with a note.
const MARK = '#! elo-season 1';

/** The choices a saved season carries, as the form holds them (strings and one boolean). */
export const SETTINGS = [
  'rules',
  'k',
  'initialRating',
  'update',
  'period',
  'provisional',
  'dateOrder'
];

const lines = (text) => text.split(/\r\n?|\n/);

/** The text of the file that saves `state` (its games, roster and choices). */
export function seasonFileText(state) {
  const head = SETTINGS.map((key) => `#! ${key}=${state[key]}`);
  const roster = lines(state.roster.trim())
    .filter((line) => line.trim() !== '')
    .map((line) => `#! roster=${line}`);
  return [MARK, ...head, ...roster, state.games.replace(/\s+$/, '')].join('\n') + '\n';
}

/** What a file's text brings: { games, roster?, ...choices } for a saved season, { games } for
    any other text. A choice whose value the form cannot hold is left out. */
export function readSeasonFile(text) {
  const all = lines(text);
  if (all[0].trim() !== MARK) return { games: text };
  const season = { games: '', roster: '' };
  const roster = [];
  let at = 1;
  for (; at < all.length && all[at].startsWith('#! '); at++) {
    const [, key, value] = /^#! (\w+)=(.*)$/.exec(all[at]) || [];
    if (key === 'roster') roster.push(value);
    else if (key === 'provisional') season.provisional = value === 'true';
    else if (SETTINGS.includes(key)) season[key] = value;
  }
  season.roster = roster.join('\n');
  // The line break the file ends with is the file's, not the season's.
  season.games = all.slice(at).join('\n').replace(/\n$/, '');
  return season;
}

/** Whether opening a file must first ask what to do with the season kept: only when there is
    one, typed or kept, to lose. */
export function mustAsk(state) {
  return state.games.trim() !== '' || state.roster.trim() !== '';
}

/** The season after a file's `opened` (readSeasonFile's answer) is added to `state` (`how`
    "append": its games after the season's, its roster lines after the roster's, the season's
    choices kept) or replaces it ("replace": the file's games, and its roster and choices when
    it carries them). */
export function seasonWith(state, opened, how) {
  if (how === 'replace') return { ...state, ...opened };
  const join = (a, b) => [a.replace(/\s+$/, ''), b].filter((s) => s.trim() !== '').join('\n');
  return {
    ...state,
    games: join(state.games, opened.games),
    roster: join(state.roster, opened.roster || '')
  };
}
