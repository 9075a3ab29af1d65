/* Mounts the calculator in a root (a document element or a shadow root): the page's frame
   when asked for, the mode switch, the current mode's view, and the help; re-renders in
   another language or mode keeping what was typed in every mode. Every rule, parse and
   rounding belongs to the core. */
import { h } from './dom.js';
import { pickLang, translator } from './i18n.js';
import { formatters } from './format.js';
import { DEFAULTS, MODES } from './state.js';
import { EVENT_DEFAULTS } from './event-request.js';
import { LADDER_DEFAULTS } from './ladder-request.js';
import { loadLadder } from './ladder-store.js';
import { ask } from './request.js';
import { buildHeader, buildFooter, buildModeSwitch } from './shell.js';
import { buildHelp } from './help.js';
import { createGameView } from './game-view.js';
import { createEventView } from './event-view.js';
import { createLadderView } from './ladder-view.js';

let mountCount = 0;

function focusKey(container) {
  const active = container.getRootNode().activeElement;
  if (!active || !container.contains(active)) return null;
  if (active.dataset && active.dataset.lang) return '[data-lang="' + active.dataset.lang + '"]';
  if (active.id) return '#' + active.id;
  if (active.name) return '[name="' + active.name + '"]';
  return null;
}

/** Mounts the calculator. options: { core, locales, lang, layout: 'page' | 'embed' | 'compact',
    mode: 'game' | 'event' | 'ladder', modes (show the mode switch), state (the game mode's),
    eventState, ladderState, storage() (where a ladder is kept: a function that returns a
    Storage or null, called when the ladder mode first needs it), readOnly (a ladder without its
    form), help, later(build) (builds the first render's help later and returns a function that
    cancels it), print(), link() (the page's address, for a Copy link button), onChange({ mode,
    state, lang, text, response }), onLangChange(lang), onModeChange(mode) }. Returns a handle:
    setLang, setMode, setState, getLang, getMode, getState, getResponse, getResponseText,
    element, destroy. */
export function mountCalculator(root, options) {
  const opts = options || {};
  const layout = opts.layout || 'page';
  const prefix = 'elo' + ++mountCount + '-';
  const id = (name) => prefix + name;
  const call = (request) => ask(opts.core, request);
  let lang = pickLang([opts.lang]);
  let mode = MODES.includes(opts.mode) && layout !== 'compact' ? opts.mode : 'game';
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
  // A mode's state; the ladder's, with what this device kept, once it is first asked for.
  const stateOf = (which) => {
    if (which === 'ladder' && !states.ladder) {
      const kept = loadLadder(ladderStorage());
      states.ladder = Object.assign({}, LADDER_DEFAULTS, kept, opts.ladderState || {});
    }
    return states[which];
  };
  let container = null;
  let view = null;
  let last = { text: null, response: null };

  function context() {
    const t = translator(opts.locales, lang);
    return { t, f: formatters(lang), id, lang, compact: layout === 'compact' };
  }

  function createView(ctx, deferFirst) {
    const shared = Object.assign({}, ctx, {
      deferFirst,
      state: stateOf(mode),
      ask: call,
      openMode: layout === 'compact' ? null : openMode,
      print: () => (typeof opts.print === 'function' ? opts.print() : undefined),
      link: typeof opts.link === 'function' ? opts.link : null,
      onResult: (result) => {
        states[mode] = result.state;
        last = { text: result.text, response: result.response };
        if (typeof opts.onChange === 'function')
          opts.onChange(Object.assign({ lang, mode }, result));
      }
    });
    if (mode === 'event') return createEventView(shared);
    if (mode === 'ladder') {
      return createLadderView(
        Object.assign(shared, { storage: ladderStorage(), readOnly: !!opts.readOnly })
      );
    }
    return createGameView(shared);
  }

  // The help of the first render, when opts.later defers it: its cancel function.
  let helpLater = null;

  function render() {
    const focused = container && focusKey(container);
    const ctx = context();
    if (view && view.dispose) view.dispose();
    if (helpLater) helpLater();
    helpLater = null;
    const help = opts.help !== undefined ? opts.help : layout === 'page';
    const helpOf = () =>
      buildHelp(Object.assign({ mode, ask: (request) => call(request).response }, ctx));
    // The first render leaves the help, which no first result needs, to opts.later(build),
    // and so the view's parts that come after the figures (the game mode's rows and charts).
    const deferHelp = help && !container && typeof opts.later === 'function';
    view = createView(ctx, deferHelp);
    const footer = layout === 'page' && buildFooter(ctx);
    const next = h('div', { class: 'elo elo-layout-' + layout + ' elo-view-' + mode, lang }, [
      layout === 'page' &&
        buildHeader(Object.assign({ onLang: (code) => setLang(code, true) }, ctx)),
      opts.modes &&
        buildModeSwitch(Object.assign({ mode, onMode: (next) => setMode(next, true) }, ctx)),
      view.element,
      help && !deferHelp && helpOf(),
      footer
    ]);
    if (container) container.replaceWith(next);
    else root.appendChild(next);
    container = next;
    view.update();
    const el = focused && container.querySelector(focused);
    if (el) el.focus();
    if (deferHelp) {
      const shown = view;
      helpLater = opts.later(() => {
        helpLater = null;
        if (shown.finish) shown.finish();
        next.insertBefore(helpOf(), footer || null);
      });
    }
  }

  function keep() {
    if (view) states[mode] = view.state();
  }

  function setLang(next, fromUser) {
    const code = pickLang([next]);
    if (code === lang && container) return;
    keep();
    lang = code;
    render();
    if (fromUser && typeof opts.onLangChange === 'function') opts.onLangChange(lang);
  }

  function setMode(next, fromUser) {
    if (!MODES.includes(next) || next === mode || layout === 'compact') return;
    keep();
    mode = next;
    render();
    if (fromUser && typeof opts.onModeChange === 'function') opts.onModeChange(mode);
  }

  // Another mode with part of its state given (a pasted TRF for the event mode, a player's
  // games for the game mode); what was typed in this mode is kept.
  function openMode(next, patch) {
    keep();
    states[next] = Object.assign({}, stateOf(next), patch);
    if (next === mode) render();
    else setMode(next, true);
  }

  function setState(next, which = 'game') {
    keep();
    states[which] = Object.assign(stateOf(which), next);
    render();
  }

  render();

  return {
    setLang,
    setMode,
    setState,
    getLang: () => lang,
    getMode: () => mode,
    getState: (which = mode) => {
      keep();
      return Object.assign({}, stateOf(which));
    },
    getResponse: () => last.response,
    getResponseText: () => last.text,
    element: () => container,
    destroy: () => {
      if (view && view.dispose) view.dispose();
      if (helpLater) helpLater();
      helpLater = null;
      container.remove();
      container = null;
    }
  };
}
