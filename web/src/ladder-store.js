/* Keeping a ladder's games on this device only (the browser's local storage), so that a
   reload does not lose a season, and forgetting them on request. */

import { SETTINGS } from './ladder-season.js';

/** The storage key; versioned, so that a later shape can leave an old one alone. */
export const STORE_KEY = 'elo-calculator:ladder:v1';

/** The fields kept: what was typed and chosen, never the core's answer; the choices are the
    ones a saved season carries. */
const KEPT = ['games', 'roster', ...SETTINGS];

/** The kept state in `storage` (a Storage), or null when there is none or it cannot be read. */
export function loadLadder(storage) {
  try {
    const text = storage && storage.getItem(STORE_KEY);
    if (!text) return null;
    const data = JSON.parse(text);
    if (!data || typeof data !== 'object') return null;
    const state = {};
    for (const key of KEPT) {
      if (key === 'provisional' ? typeof data[key] === 'boolean' : typeof data[key] === 'string') {
        state[key] = data[key];
      }
    }
    return state;
  } catch {
    return null;
  }
}

/** Keeps `state`; false when the storage refuses (full, or blocked by the browser). */
export function saveLadder(storage, state) {
  try {
    if (!storage) return false;
    const kept = {};
    for (const key of KEPT) kept[key] = state[key];
    storage.setItem(STORE_KEY, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

/** Forgets what was kept. */
export function forgetLadder(storage) {
  try {
    if (storage) storage.removeItem(STORE_KEY);
  } catch {
    // Nothing was kept that could be reached.
  }
}

// Keeping a season is a write of its whole text: once typing pauses, not on every key.
const SAVE_PAUSE_MS = 400;

/** Keeps states in `storage` once typing pauses. Returns { keep(state) (soon), flush() (now,
    if one waits), forget() }. Nothing typed is nothing kept: an empty season leaves no trace. */
export function createKeeper(storage) {
  let timer = null;
  let waiting = null;
  const save = () => {
    clearTimeout(timer);
    timer = null;
    const state = waiting;
    waiting = null;
    if (!state) return;
    if (state.games.trim() === '' && state.roster.trim() === '') forgetLadder(storage);
    else saveLadder(storage, state);
  };
  return {
    keep(state) {
      if (!storage) return;
      waiting = state;
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_PAUSE_MS);
    },
    flush: save,
    forget() {
      clearTimeout(timer);
      timer = null;
      waiting = null;
      forgetLadder(storage);
    }
  };
}
