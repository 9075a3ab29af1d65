/* Keeping a ladder's season on this device only (kit/keep.js): its games, roster and the
   club's choices, so that a reload does not lose it. */
import { SETTINGS } from './ladder-season.js';
import { LADDER_DEFAULTS } from './ladder-request.js';
import { createKeeper as keeperOf, keptStore } from './kit/keep.js';

/** The storage key; versioned, so that a later shape can leave an old one alone. */
export const STORE_KEY = 'elo-calculator:ladder:v1';

// What was typed and chosen, never the core's answer; the choices are the ones a saved season
// carries.
const store = keptStore(
  STORE_KEY,
  Object.fromEntries(['games', 'roster', ...SETTINGS].map((f) => [f, LADDER_DEFAULTS[f]]))
);

/** The kept season in `storage` (a Storage), or null when there is none or it cannot be read. */
export const loadLadder = store.load;
/** Keeps `state`; false when the storage refuses (full, or blocked by the browser). */
export const saveLadder = store.save;
/** Forgets what was kept. */
export const forgetLadder = store.forget;

/** Keeps seasons in `storage` once typing pauses; an empty season leaves no trace. */
export function createKeeper(storage) {
  return keeperOf(store, storage, (s) => s.games.trim() === '' && s.roster.trim() === '');
}
