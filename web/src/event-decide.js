/* What the event mode decides from its state and the core's answer, as plain functions (tested
   in Node): where each error goes, the facts and warnings said above the report, whether the
   last report stays in view, and what a player takes into the game mode. */
import { errorMessage, fieldsByPath, routeErrors, warningMessages } from './kit/errors.js';
import { kForGames, kReasonKey, kReasonText } from './kit/k-reason.js';
import { RULES_FROM_FILE, isNational, takesStandard } from './state.js';
import { typed } from './request.js';
import { systemOf } from './systems.js';

const WARNING_KEYS = {
  'pairing-mismatch': 'event.warning.pairingMismatch',
  'points-mismatch': 'event.warning.pointsMismatch',
  'date-missing': 'event.warning.dateMissing',
  'time-control-conflict': 'event.warning.timeControlConflict'
};

const FIELD_OF_ERROR = {
  'event.trf': 'eventText',
  event: 'eventText',
  k: 'k',
  date: 'eventDate',
  rules: 'rules',
  'event.defaultRatedGames': 'eventRatedGames'
};

const PLAYER_FIELD = /^event\.players\.(\d+)\.(\w+)/;

/** The name of the K box of the player with start rank `rank`. */
export const kBoxName = (rank) => 'k-' + rank;

/** The name of the standard rating box of the player with start rank `rank`. */
export const standardBoxName = (rank) => 'standard-' + rank;

/** The boxes of a player's row, by the request's field: the name of each, before the rank. */
const BOX_OF = { standardRating: 'standard-', ratedGames: 'games-', dwzIndex: 'dwz-' };

/** `errors` routed to the form's fields and each player's boxes (K, standard rating, N, the
    DWZ's index). */
export function routeEventErrors(errors) {
  const byPath = fieldsByPath(FIELD_OF_ERROR);
  return routeErrors(errors, (e) => {
    const player = PLAYER_FIELD.exec(e.field || '');
    if (!player) return byPath(e);
    return (BOX_OF[player[2]] || 'k-') + player[1];
  });
}

/** The words of why K is what it is that more than half of the `players` with a K share (as
    ownKApplied says them), said once above the table rather than on each row; '' when none
    does (a K typed is never one). */
export function commonKText(players, ctx) {
  // Counted by what the words read (kReasonKey), each reason written once: this runs on every
  // answer, a key typed in a 2,000-player event among them.
  const counts = new Map();
  const rated = players.filter((p) => p.kApplied);
  for (const p of rated) {
    const own = ownKApplied(p);
    if (!own) continue;
    const key = kReasonKey(own);
    const seen = counts.get(key);
    counts.set(key, { applied: own, n: seen ? seen.n + 1 : 1 });
  }
  for (const { applied, n } of counts.values())
    if (n * 2 > rated.length) return kReasonText(applied, ctx);
  return '';
}

/** A function giving a player's name by start rank (or "No. 12" for one the file lacks). */
export function namesOf(event, { t, f }) {
  const names = new Map(((event && event.players) || []).map((p) => [p.startRank, p.name]));
  return (rank) =>
    names.get(rank) || (rank ? t('event.startNumber', { rank: f.plain.format(rank) }) : '');
}

/** The facts of the file's header, in the page's language. */
export function headerFacts(event, { t, f }) {
  const facts = [];
  // The file's own texts, each as it is, or both in a sentence of the page's language.
  const pair = (a, b, key) => (a && b ? t(key, { a, b }) : a || b);
  if (event.city || event.federation) facts.push(pair(event.city, event.federation, 'event.place'));
  if (event.start || event.end) facts.push(pair(event.start, event.end, 'event.dates'));
  const count = (key, n) => t(key, { count: f.plain.format(n) }, n);
  facts.push(
    t('event.counts', {
      players: count('event.playerCount', (event.players || []).length),
      rounds: count('event.roundCount', event.rounds || 0)
    })
  );
  // The time control is said with the rules it chose (rulesText), unless they were chosen.
  if (event.timeControl && (!event.rulesFrom || event.rulesFrom === 'request'))
    facts.push(event.timeControl);
  return facts;
}

/** The lines the file has of a kind the ratings do not use: the count as a summary, and each
    listed line (the core lists the first 100) with its number and its code; null without any. */
export function leftOut(event, { t, f }) {
  const n = (event && event.ignoredLines) || 0;
  if (!n) return null;
  return {
    summary: t('event.ignored', { count: f.plain.format(n) }, n),
    lines: (event.ignored || []).map((l) =>
      t('event.ignoredLine', { line: f.plain.format(l.line), kind: l.kind })
    )
  };
}

const CLASSES = ['standard', 'rapid', 'blitz'];

/** The class the file's time control was read as, in words with the file's text: what the
    form's timeControl output shows ('' before the core says). */
export function timeControlText(event, { t }) {
  if (!event || !event.timeControlClass) return '';
  const timeControl = event.timeControl || '';
  if (!timeControl) return t('event.timeControl.none');
  const cls = CLASSES.includes(event.timeControlClass) ? event.timeControlClass : 'unknown';
  return t('event.timeControl.' + cls, { timeControl });
}

/** Which list the event was rated for and why, in whole sentences: read from the file's time
    control, the standard list for want of one, or the rules chosen (and what the file says
    when that differs). '' before the core says. */
export function rulesText(event, rules, { t }) {
  const from = event && event.rulesFrom;
  if (!from) return '';
  const timeControl = event.timeControl || '';
  const cls = event.timeControlClass;
  if (from === 'time-control' && CLASSES.includes(cls))
    return t('event.rulesFrom.' + cls, { timeControl });
  if (from !== 'request')
    return timeControl ? t('event.rulesFrom.unread', { timeControl }) : t('event.rulesFrom.none');
  const chosen = t('event.rulesFrom.chosen');
  const differs = CLASSES.includes(cls) && (!rules || rules.list !== cls);
  if (!differs) return chosen;
  const against = t('event.rulesFrom.against.' + cls, { timeControl });
  return t('event.rulesFrom.chosenAgainst', { chosen, against });
}

/** The rules part of the form and the report for the core's `response` and the `state`:
    { preset (the one the select shows), fromFile (the file chooses), standard (players'
    standard rating boxes are offered), kAuto (K from FIDE's rules), date (the date box
    applies: K from the profile, as the core says, or a national system's ages), timeControl,
    sentence }. */
export function decideRules(response, event, state, ctx) {
  const fromFile = state.rules === RULES_FROM_FILE;
  const rules = response.rules || null;
  // "Your own rules" start from plain Elo, which the core names as their preset.
  const own = state.rules === 'custom' && 'custom';
  const preset = own || (rules && rules.preset) || (fromFile ? 'fide' : state.rules);
  const kAuto = response.rules ? response.kAuto === true : !!state.kAuto;
  return {
    preset,
    fromFile,
    system: systemOf(response),
    standard: takesStandard(preset),
    kAuto,
    date: isNational(preset) || kAuto,
    timeControl: timeControlText(event, ctx),
    sentence: rulesText(event, rules, ctx)
  };
}

/** The core's `kApplied` for player `p` as their row says it: a K "given" is the player's own
    only where one was typed for them (`typedK`, their box's text); everybody's K, typed or the
    default, has no reason to say (null), nor has a player without a K. */
export function ownKApplied(p, typedK) {
  const applied = p.kApplied || null;
  if (!applied || applied.reason === 'default') return null;
  return applied.reason === 'given' && !typed(typedK) ? null : applied;
}

/** A warning of the core's as a sentence, with its line. */
export function warningText(w, nameOf, { t, f }) {
  const key = WARNING_KEYS[w.code];
  const message = key
    ? t(key, {
        name: nameOf(w.startRank),
        opponent: nameOf(w.opponent),
        round: f.plain.format(w.round || 0),
        otherLine: f.plain.format(w.otherLine || 0),
        points: typeof w.points === 'number' ? f.score.format(w.points) : '',
        pointsInFile: typeof w.pointsInFile === 'number' ? f.score.format(w.pointsInFile) : ''
      })
    : errorMessage({ code: w.code }, t, f);
  return w.line ? t('errorWords.line', { line: f.plain.format(w.line), message }) : message;
}

/** What the game mode is opened with for player `p`: their rating (a standard rating where
    the event rated them with one), their games as the core lists them, the rules (the preset
    the event was rated by) and the K their rule gave (the game mode applies the 700 rule). */
export function calculatorPatch(p, rules) {
  const standard = p.ratingSource === 'standard';
  const patch = {
    ratingA: p.rating === null || standard ? '' : String(p.rating),
    standardRating: standard ? String(p.rating) : '',
    games: p.gamesText || '',
    rules
  };
  const k = kForGames(p.kApplied);
  return typeof k === 'number' ? { ...patch, k: String(k), kAuto: false } : patch;
}

/** The players US Chess leaves unrated for want of N, in one sentence; [] for none. */
export function missingText(event, { t, f }) {
  const names = ((event && event.players) || [])
    .filter((p) => p.reason === 'rated-games-required')
    .map((p) => p.name);
  return names.length ? [t('errors.ratedGamesMissing', { names: f.list.format(names) })] : [];
}

/** US Chess's N for every player without their own, as typed, said in the report and on paper
    (`system`, the system rated by): [label, text] rows, [] when none applies. */
export function defaultGamesRows(state, system, { t }) {
  return system === 'uscf' && typed(state.defaultGames)
    ? [[t('event.defaultGames'), state.defaultGames.trim()]]
    : [];
}

/** Said when the core found no rating for anybody in the file: [] otherwise. */
export function noRatingsText(event, { t }) {
  const players = (event && event.players) || [];
  return players.length && players.every((p) => p.rating === null) ? [t('event.noRatings')] : [];
}

/** Everything the report shows for the core's `response`, given the event shown so far. */
export function decideEvent(response, shownBefore, ctx) {
  const errors = response.errors || [];
  // Errors keep the last report in view, marked as out of date, until they are put right.
  const stale = !response.event && shownBefore !== null && errors.length > 0;
  const event = stale ? shownBefore : response.event || null;
  const nameOf = namesOf(event, ctx);
  return {
    routed: routeEventErrors(errors),
    stale,
    event,
    nameOf,
    heading: event && event.name ? event.name : ctx.t('event.report'),
    facts: event ? headerFacts(event, ctx).join(' · ') : '',
    leftOut: leftOut(event, ctx),
    warnings: warningMessages(response, ctx).concat(
      missingText(event, ctx),
      noRatingsText(event, ctx),
      ((event && event.warnings) || []).map((w) => warningText(w, nameOf, ctx))
    )
  };
}
