/* The page's first view as its first render makes it, for scripts/first-view.js to write as
   markup at build time (in Node, on scripts/dom-shim.js) and for the tests to compare with a
   render in the browser: the game mode in the page's layout, before anything is typed, with
   the help and the later parts left to after the first paint, saying it is getting ready. The
   page (page.js) takes this markup over with the same options. */
import { mountCalculator } from './calculator.js';

/** Mounts the first view in `root` for `lang`, with `core` and `locales`; returns the handle. */
export function firstRender(root, { core, locales, lang }) {
  return mountCalculator(root, {
    core,
    locales,
    lang,
    layout: 'page',
    modes: true,
    mode: 'game',
    state: {},
    preparing: true,
    // Nothing taken over: each element made, and counted (handle.taken()).
    adopt: [],
    later: () => () => {},
    print: () => {},
    link: () => ''
  });
}
