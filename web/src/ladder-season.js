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

/** The saved season's file name: by its first and last days (`ladder`, the core's standings,
    lists every game dated), else the plain name. */
export function seasonFileName(ladder, t) {
  const dates = ((ladder && !ladder.gamesOmitted && ladder.games) || []).map((g) => g.date);
  if (!dates.length || !dates.every(Boolean)) return t('ladder.fileName') + '.txt';
  // YYYY-MM-DD, as the core writes them: in the order of their text.
  const days = dates.slice().sort();
  return t('ladder.seasonFile', { from: days[0], to: days[days.length - 1] }) + '.txt';
}

/** The games text `games` with its games in date order (oldest first, one day's in the order
    written), when `ladder` (the core's standings for it) dates every game and each line that
    is not blank is one of its games; null when they are in order already or cannot be put in
    order here (notes, a CSV's header, PGN, games not listed). */
export function inDateOrder(games, ladder) {
  const listed = (ladder && !ladder.gamesOmitted && ladder.games) || [];
  if (!listed.length || !listed.every((g) => g.date)) return null;
  const all = lines(games);
  const filled = all.filter((line) => line.trim() !== '').length;
  if (filled !== listed.length || listed.some((g) => !(all[g.line - 1] || '').trim())) return null;
  const byDate = (a, b) => (a.date === b.date ? a.line - b.line : a.date < b.date ? -1 : 1);
  const sorted = listed.slice().sort(byDate);
  if (sorted.every((g, i) => g === listed[i])) return null;
  return sorted.map((g) => all[g.line - 1]).join('\n');
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
