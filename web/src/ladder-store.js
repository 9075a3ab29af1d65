/* Keeping a ladder's games on this device only (the browser's local storage), so that a
   reload does not lose a season, and forgetting them on request. */

/** The storage key; versioned, so that a later shape can leave an old one alone. */
export const STORE_KEY = 'elo-calculator:ladder:v1';

/** The fields kept: what was typed and chosen, never the core's answer. */
const KEPT = ['games', 'roster', 'rules', 'k', 'initialRating', 'update', 'period', 'provisional'];

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
