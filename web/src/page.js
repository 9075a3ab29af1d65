/* Entry point of the single-file page (dist/elo-calculator.html): picks the language, restores
   the form from the link, keeps the link in step with the form, and in ?embed mode tells the
   parent frame its height. The core comes through core.js, as the element's does. */
import { stepsAfterPaint } from './after-paint.js';
import { mountCalculator } from './calculator.js';
import { pickLang, translator } from './i18n.js';
import { loadCore } from './core.js';
import { DEFAULTS } from './state.js';
import {
  eventToFragment,
  fragmentMode,
  fragmentToEventState,
  fragmentToLadderState,
  fragmentToState,
  ladderToFragment,
  stateToFragment
} from './link.js';

// Marks for npm run bench: scripts parsed, core ready, first result rendered.
const mark = (name) => performance.mark(name);
mark('elo-scripts-parsed');

// Chromium takes some 15 ms to store a replaced URL, longer than the rest of a keystroke's
// work: while the user types, the link is written once typing pauses (or the page is left).
const FRAGMENT_PAUSE_MS = 250;
// The first render's later steps (its rows, charts and help) begin once the first result is
// painted, or this long after it where no frame comes (a hidden tab).
const HELP_LATEST_MS = 100;
// They run in tasks of about this long: a tenth of the 50 ms that makes a task long, so that
// on a phone four times slower than a desktop (as Lighthouse simulates one) they stay under it.
const SLICE_MS = 5;

const params = new URLSearchParams(location.search);
const embed = params.has('embed');
const fromLink = fragmentToState(location.hash);
const modeFromLink = fragmentMode(location.hash);
const lang = params.has('lang')
  ? pickLang([params.get('lang')])
  : fromLink.lang || pickLang(navigator.languages || [navigator.language]);
const root = document.getElementById('app');
document.documentElement.dataset.ready = 'false';

let pending = null;
// The strings, once loaded (start).
let LOCALES = null;

function applyDocumentLang(code) {
  document.documentElement.lang = code;
  document.title = translator(LOCALES, code)('meta.title');
}

function writeFragment(mode, state, code) {
  if (pending) clearTimeout(pending.timer);
  pending = null;
  const write = { event: eventToFragment, ladder: ladderToFragment }[mode] || stateToFragment;
  const fragment = write(state, code);
  if (location.hash.replace(/^#/, '') !== fragment) {
    history.replaceState(null, '', location.pathname + location.search + '#' + fragment);
  }
}

function writeFragmentSoon(mode, state, code) {
  if (pending) clearTimeout(pending.timer);
  pending = { mode, state, code, timer: setTimeout(flushFragment, FRAGMENT_PAUSE_MS) };
}

function flushFragment() {
  if (pending) writeFragment(pending.mode, pending.state, pending.code);
}

// The browser's storage for this page, where a ladder's games are kept; null where the browser
// refuses it (some do for pages opened from disk, or in private windows).
function deviceStorage() {
  try {
    const storage = window.localStorage;
    storage.getItem('elo-calculator:probe');
    return storage;
  } catch {
    return null;
  }
}

function reportHeight() {
  if (!embed || window.parent === window) return;
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  window.parent.postMessage({ type: 'elo-calculator:height', height }, '*');
}

function start([core, locales]) {
  mark('elo-core-ready');
  LOCALES = locales;
  root.replaceChildren();
  applyDocumentLang(lang);
  if (embed) document.documentElement.classList.add('elo-embedded');
  let started = false;
  // The page is ready once the help is in as well.
  let helpPending = false;
  const ready = () => {
    helpPending = false;
    document.documentElement.dataset.ready = 'true';
  };
  const link = () => writeFragment(handle.getMode(), handle.getState(), handle.getLang());
  const handle = mountCalculator(root, {
    core,
    locales: LOCALES,
    lang,
    layout: embed ? 'embed' : 'page',
    modes: true,
    mode: modeFromLink,
    state: modeFromLink === 'game' ? fromLink.state : {},
    eventState: modeFromLink === 'event' ? fragmentToEventState(location.hash) : {},
    ladderState: modeFromLink === 'ladder' ? fragmentToLadderState(location.hash) : {},
    storage: deviceStorage,
    later: (steps) => {
      helpPending = true;
      return stepsAfterPaint(steps, ready, SLICE_MS, HELP_LATEST_MS);
    },
    print: () => window.print(),
    // The iframe's address is not the host page's: Copy link only on the page itself.
    link: embed
      ? null
      : () => {
          flushFragment();
          return location.href;
        },
    onChange: (change) => {
      if (started) writeFragmentSoon(change.mode, change.state, change.lang);
    },
    onLangChange: (code) => {
      applyDocumentLang(code);
      link();
    },
    onModeChange: link
  });
  started = true;
  if (location.hash) link();
  window.addEventListener('pagehide', flushFragment);
  document.addEventListener('visibilitychange', flushFragment);
  window.addEventListener('hashchange', () => {
    const next = fragmentToState(location.hash);
    if (next.lang) {
      handle.setLang(next.lang);
      applyDocumentLang(next.lang);
    }
    const mode = fragmentMode(location.hash);
    if (mode === 'event') handle.setState(fragmentToEventState(location.hash), 'event');
    else if (mode === 'ladder') handle.setState(fragmentToLadderState(location.hash), 'ladder');
    else handle.setState({ ...DEFAULTS, ...next.state }, 'game');
    handle.setMode(mode);
  });
  if (embed && typeof ResizeObserver === 'function')
    new ResizeObserver(reportHeight).observe(document.documentElement);
  if (!helpPending) ready();
  mark('elo-first-result');
}

loadCore().then(start, (err) => {
  document.documentElement.dataset.ready = 'failed';
  console.error(err);
});
