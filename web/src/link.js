/* The shareable link: a form state written to and read from the URL fragment
   (#lang=pt&ratingA=1600&…). The fragment never reaches a server. Reading refuses whatever a
   form could not hold: unknown choices, over-long values. */
import {
  BONUS_THRESHOLDS,
  FIELDS,
  K_AUTO,
  MODES,
  RULES_FROM_FILE,
  SWITCHES,
  isResult,
  ruleValue
} from './state.js';
import { pickLang } from './i18n.js';
import { todayIso } from './request.js';

/** A tournament longer than this stays out of the link: a whole season would make a URL of
    megabytes, which browsers take seconds to store and no one can send. */
export const MAX_LINK_GAMES_CHARS = 20000;

/** The ladder's choices a link keeps. */
const LADDER_FIELDS = ['rules', 'k', 'initialRating', 'update', 'period', 'provisional'];

/** The choices of "your own rules" and US Chess's B, with the values each may take (a
    checkbox's: '1'); the game and the event modes' links keep them. */
const CHOICES = SWITCHES.map(([name, values]) => [name, values || ['1']]).concat([
  ['bonusThreshold', BONUS_THRESHOLDS]
]);

// Leaves out of `state` a choice that a link gave a value no form offers.
function keepChoices(state) {
  for (const [name, values] of CHOICES)
    if (state[name] !== undefined && !values.includes(state[name])) delete state[name];
  return state;
}

/** Longest value any other field may take from a link: a rating typed with spaces is far
    shorter. */
const MAX_FIELD_CHARS = 64;

/** The fragment (without "#") for `state` and the language `lang` (omitted when null). The
    rating period's date is left out when it is `today`, the default, so that a link opened
    another day is for that day. */
export function stateToFragment(state, lang, today = todayIso()) {
  const p = new URLSearchParams();
  if (lang) p.set('lang', lang);
  for (const name of FIELDS) {
    const value = name === 'k' && state.kAuto ? K_AUTO : state[name];
    const tooLong = name === 'games' && value && value.length > MAX_LINK_GAMES_CHARS;
    const isDefault = name === 'date' && String(value || '').trim() === today;
    if (value !== '' && value !== undefined && value !== null && !tooLong && !isDefault)
      p.set(name, value);
  }
  return p.toString();
}

/** The fragment for the event mode's `state`: mode=event and its choices (rules=file while
    the file's time control chooses them), never the file. */
export function eventToFragment(state, lang) {
  const p = new URLSearchParams();
  if (lang) p.set('lang', lang);
  p.set('mode', 'event');
  p.set('rules', state.rules);
  p.set('k', state.kAuto ? K_AUTO : state.k);
  if (state.date) p.set('date', state.date);
  for (const [name] of CHOICES) if (state[name]) p.set(name, state[name]);
  return p.toString();
}

/** The mode a fragment names (game when it names none or an unknown one). */
export function fragmentMode(fragment) {
  const mode = new URLSearchParams(String(fragment || '').replace(/^#/, '')).get('mode');
  return MODES.includes(mode) ? mode : 'game';
}

/** The event mode's choices a fragment holds; invalid ones are left out. */
export function fragmentToEventState(fragment) {
  const p = new URLSearchParams(String(fragment || '').replace(/^#/, ''));
  const state = {};
  const rules = p.get('rules') === RULES_FROM_FILE ? RULES_FROM_FILE : ruleValue(p.get('rules'));
  if (rules) state.rules = rules;
  const k = p.get('k');
  if (k !== null && k.length <= MAX_FIELD_CHARS) {
    if (k.trim().toLowerCase() === K_AUTO) state.kAuto = true;
    else {
      state.k = k;
      state.kAuto = false;
    }
  }
  const date = p.get('date');
  if (date !== null && date.length <= MAX_FIELD_CHARS) state.date = date;
  for (const [name] of CHOICES) if (p.has(name)) state[name] = p.get(name);
  return keepChoices(state);
}

/** The fragment for the ladder mode's `state`: mode=ladder and its choices, never the games
    (they are kept on the device instead). */
export function ladderToFragment(state, lang) {
  const p = new URLSearchParams();
  if (lang) p.set('lang', lang);
  p.set('mode', 'ladder');
  for (const name of LADDER_FIELDS) {
    const value = name === 'provisional' ? (state.provisional ? '1' : '') : state[name];
    if (value) p.set(name, value);
  }
  return p.toString();
}

/** The ladder mode's choices a fragment holds; invalid ones are left out. */
export function fragmentToLadderState(fragment) {
  const p = new URLSearchParams(String(fragment || '').replace(/^#/, ''));
  const state = {};
  for (const name of LADDER_FIELDS) {
    const value = p.get(name);
    if (value === null || value.length > MAX_FIELD_CHARS) continue;
    if (name === 'rules') {
      if (ruleValue(value)) state.rules = ruleValue(value);
    } else if (name === 'update') {
      if (value === 'game' || value === 'period') state.update = value;
    } else if (name === 'period') {
      if (['month', 'week', 'year'].includes(value)) state.period = value;
    } else if (name === 'provisional') {
      state.provisional = value === '1';
    } else {
      state[name] = value;
    }
  }
  return state;
}

/** The state and language a fragment (with or without "#") holds; fields it lacks or holds
    invalid values for are left out, and lang is null when it names none. */
export function fragmentToState(fragment) {
  const p = new URLSearchParams(String(fragment || '').replace(/^#/, ''));
  const state = {};
  for (const name of FIELDS) {
    if (!p.has(name)) continue;
    const value = p.get(name);
    const limit = name === 'games' ? MAX_LINK_GAMES_CHARS : MAX_FIELD_CHARS;
    if (value.length <= limit) state[name] = value;
  }
  if (state.k !== undefined && state.k.trim().toLowerCase() === K_AUTO) {
    state.kAuto = true;
    delete state.k;
  }
  if (state.result !== undefined && !isResult(state.result)) delete state.result;
  if (state.rules !== undefined) {
    const rules = ruleValue(state.rules);
    if (rules) state.rules = rules;
    else delete state.rules;
  }
  return { state: keepChoices(state), lang: p.has('lang') ? pickLang([p.get('lang')]) : null };
}
