/* Keeping the event mode's last file on this device only (kit/keep.js): the file, the rules and
   K chosen, and what was typed for its players, so that a reload does not lose them. */
import { EVENT_DEFAULTS } from './event-request.js';
import { createKeeper as keeperOf, keptStore } from './kit/keep.js';

/** The event's store: every field of its state, never the core's answer. */
export const EVENT_STORE = keptStore('elo-calculator:event:v1', EVENT_DEFAULTS);

/** Keeps events in `storage` once typing pauses; no file is nothing kept. */
export function createEventKeeper(storage) {
  return keeperOf(EVENT_STORE, storage, (s) => s.text.trim() === '');
}
