/* What was typed in each mode, kept while the calculator shows another mode or language: the
   game mode's form, the event's file and overrides, and the ladder's season (with what this
   device kept of it, read when the ladder is first asked for). */
import { DEFAULTS, MODES } from './state.js';
import { EVENT_DEFAULTS } from './event-request.js';
import { LADDER_DEFAULTS } from './ladder-request.js';
import { loadLadder } from './ladder-store.js';

/** The modes' states. opts: { state, eventState, ladderState (what the caller gives each
    mode), storage() (the device's storage for the ladder, or null; called once, when first
    needed) }. Returns { of(mode), set(mode, state), patch(mode, part), storage() }. */
export function createModeStates(opts) {
  // Opening the browser's storage took 1.6-2.2 ms of the page's first render (marks in a
  // one-off build), so it is opened when the ladder mode first needs it.
  let storage;
  const ladderStorage = () => {
    if (storage === undefined) storage = (opts.storage && opts.storage()) || null;
    return storage;
  };
  const states = {
    game: Object.assign({}, DEFAULTS, opts.state || {}),
    event: Object.assign({}, EVENT_DEFAULTS, opts.eventState || {}),
    ladder: null
  };
  const of = (mode) => {
    if (mode === 'ladder' && !states.ladder) {
      const kept = loadLadder(ladderStorage());
      states.ladder = Object.assign({}, LADDER_DEFAULTS, kept, opts.ladderState || {});
    }
    return states[mode];
  };
  return {
    of,
    set(mode, state) {
      if (MODES.includes(mode)) states[mode] = state;
    },
    patch(mode, part) {
      states[mode] = Object.assign({}, of(mode), part);
    },
    storage: ladderStorage
  };
}
