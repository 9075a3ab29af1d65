/* What was typed in each mode, kept while the calculator shows another mode or language: the
   game mode's form (with the choices this device kept), the event's file and overrides, and the
   ladder's season (the last two with what this device kept of them, read when the mode is first
   asked for). */
import { DEFAULTS, MODES } from './state.js';
import { EVENT_DEFAULTS } from './event-request.js';
import { LADDER_DEFAULTS } from './ladder-request.js';
import { loadLadder } from './ladder-store.js';
import { EVENT_STORE } from './event-store.js';
import { GAME_STORE, gameStart } from './game-store.js';

/** The modes' states. opts: { state, eventState, ladderState (what the caller gives each
    mode, over what the device kept), storage() (the device's storage, or null; called once,
    when first needed) }. Returns { of(mode), set(mode, state), patch(mode, part), storage() }. */
export function createModeStates(opts) {
  // Opening the browser's storage took 1.6-2.2 ms of the page's first render (marks in a
  // one-off build), so it is opened when the event or ladder mode first needs it.
  let storage;
  const deviceStorage = () => {
    if (storage === undefined) storage = (opts.storage && opts.storage()) || null;
    return storage;
  };
  // The game mode's choices kept on the device are read at once where there is a device to
  // keep them (the page's; not an element's).
  const states = {
    game: opts.storage
      ? gameStart(GAME_STORE.load(deviceStorage()), opts.state || {})
      : { ...DEFAULTS, ...(opts.state || {}) },
    event: null,
    ladder: null
  };
  const kept = { event: [EVENT_STORE.load, EVENT_DEFAULTS], ladder: [loadLadder, LADDER_DEFAULTS] };
  const given = { event: opts.eventState, ladder: opts.ladderState };
  const of = (mode) => {
    if (!states[mode]) {
      const [load, defaults] = kept[mode];
      states[mode] = { ...defaults, ...load(deviceStorage()), ...(given[mode] || {}) };
    }
    return states[mode];
  };
  return {
    of,
    set(mode, state) {
      if (MODES.includes(mode)) states[mode] = state;
    },
    patch(mode, part) {
      states[mode] = { ...of(mode), ...part };
    },
    storage: deviceStorage
  };
}
