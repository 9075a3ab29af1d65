/* Keeping the game mode's choices on this device only (kit/keep.js): the rules, K and the
   switches of "your own rules", so that the page opened again has them, as the event and the
   ladder keep theirs. A link that names the rules or K has its own. */
import { DEFAULTS, SWITCHES } from './state.js';
import { createKeeper as keeperOf, keptStore } from './kit/keep.js';
import { fragmentToState, stateToFragment } from './link.js';

/** The choices kept: never a rating, a result or a game. */
const CHOICES = ['rules', 'k', 'kAuto', 'bonusThreshold', ...SWITCHES.map(([name]) => name)];

/** The game mode's store. */
export const GAME_STORE = keptStore(
  'elo-calculator:game:v1',
  Object.fromEntries(CHOICES.map((name) => [name, DEFAULTS[name]]))
);

/** Keeps the choices of the game states given to it in `storage` once typing pauses. */
export function createGameKeeper(storage) {
  return keeperOf(GAME_STORE, storage, () => false);
}

/** The game state to start from: `given` (a link's fields) over the choices `kept` on the
    device, read as a link's are (a value no form offers is left out); `kept` is left out
    whole when `given` names the rules or K, which then are the link's. */
export function gameStart(kept, given) {
  const own = ['rules', 'k', 'kAuto'].some((name) => given[name] !== undefined);
  const choices = kept && !own ? fragmentToState(stateToFragment(kept, null)).state : {};
  return { ...DEFAULTS, ...choices, ...given };
}
