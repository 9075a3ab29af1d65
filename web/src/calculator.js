/* Mounts the calculator in a root (a document element or a shadow root): the page's frame
   when asked for, the mode switch, the current mode's view, and the help; re-renders in
   another language or mode keeping what was typed in every mode. Every rule, parse and
   rounding belongs to the core. */
import { h } from './dom.js';
import { pickLang, translator } from './i18n.js';
import { formatters } from './format.js';
import { MODES } from './state.js';
import { ask } from './request.js';
import { createModeStates } from './mode-states.js';
import { buildHeader, buildFooter, buildModeSwitch } from './shell.js';
import { buildHelp, helpSteps } from './help.js';
import { createGameView } from './game-view.js';
import { createEventView } from './event-view.js';
import { createLadderView } from './ladder-view.js';

let mountCount = 0;

// The selector that finds the focused control again after a re-render.
function focusKey(container) {
  const active = container.getRootNode().activeElement;
  if (!active || !container.contains(active)) return null;
  if (active.dataset && active.dataset.lang) return '[data-lang="' + active.dataset.lang + '"]';
  if (active.id) return '#' + active.id;
  if (active.name) return '[name="' + active.name + '"]';
  return null;
}

// The view of `mode` for the shared context `shared`.
function createView(mode, shared, opts, states) {
  if (mode === 'event') return createEventView({ ...shared, storage: states.storage() });
  if (mode === 'ladder')
    return createLadderView({ ...shared, storage: states.storage(), readOnly: !!opts.readOnly });
  return createGameView({ ...shared, storage: states.storage() });
}

// The context every mode's view is given, besides its state and the core.
function viewContext(ctx, { deferFirst, opts, layout, onResult, openMode }) {
  return {
    ...ctx,
    deferFirst,
    openMode: layout === 'compact' ? null : openMode,
    print: () => (typeof opts.print === 'function' ? opts.print() : undefined),
    link: typeof opts.link === 'function' ? opts.link : null,
    onResult
  };
}

// The calculator's frame around the view: the header, the mode switch, the help after it.
function buildFrame(ctx, parts, { onLang, onMode }) {
  const { layout, mode } = parts;
  return h('div', { class: 'elo elo-layout-' + layout + ' elo-view-' + mode, lang: ctx.lang }, [
    layout === 'page' && buildHeader({ onLang, ...ctx }),
    parts.modes && buildModeSwitch({ mode, onMode, ...ctx }),
    parts.view.element,
    parts.help,
    parts.footer
  ]);
}

// One mounted calculator: what it shows and what was typed in each mode.
class Mounted {
  constructor(root, opts) {
    this.root = root;
    this.opts = opts;
    this.layout = opts.layout || 'page';
    const prefix = 'elo' + ++mountCount + '-';
    this.id = (name) => prefix + name;
    this.call = (request) => ask(opts.core, request);
    // The values the core takes for a rating and a K, which the fields state.
    this.limits = this.call({ limits: true }).response.limits || null;
    this.states = createModeStates(opts);
    this.lang = pickLang([opts.lang]);
    this.mode = MODES.includes(opts.mode) && this.layout !== 'compact' ? opts.mode : 'game';
    this.container = null;
    this.view = null;
    this.last = { text: null, response: null };
    // The help of the first render, when opts.later defers it: its cancel function.
    this.helpLater = null;
  }

  context() {
    const { lang, layout, limits } = this;
    const t = translator(this.opts.locales, lang);
    return { t, f: formatters(lang), id: this.id, lang, limits, compact: layout === 'compact' };
  }

  stopView() {
    if (this.view && this.view.dispose) this.view.dispose();
    if (this.helpLater) this.helpLater();
    this.helpLater = null;
  }

  onResult(result) {
    const { lang, mode, opts } = this;
    this.states.set(mode, result.state);
    this.last = { text: result.text, response: result.response };
    if (typeof opts.onChange === 'function') opts.onChange({ lang, mode, ...result });
  }

  createView(ctx, deferFirst) {
    const { opts, layout, mode, states } = this;
    const shared = viewContext(ctx, {
      deferFirst,
      opts,
      layout,
      onResult: (result) => this.onResult(result),
      openMode: (next, patch) => this.openMode(next, patch)
    });
    return createView(mode, { ...shared, state: states.of(mode), ask: this.call }, opts, states);
  }

  render() {
    const { opts, layout, mode } = this;
    const focused = this.container && focusKey(this.container);
    const ctx = this.context();
    this.stopView();
    const help = opts.help !== undefined ? opts.help : layout === 'page';
    const helpContext = { mode, ask: (request) => this.call(request).response, ...ctx };
    // The first render leaves the help, which no first result needs, to opts.later(steps),
    // and so the view's parts that come after the figures (the game mode's rows and charts).
    const deferHelp = help && !this.container && typeof opts.later === 'function';
    const view = (this.view = this.createView(ctx, deferHelp));
    const footer = layout === 'page' && buildFooter(ctx);
    const next = buildFrame(
      ctx,
      {
        layout,
        mode,
        // An element without the switch gets it once a mode opened another: the way back.
        modes: opts.modes || this.opened,
        view,
        footer,
        help: help && !deferHelp && buildHelp(helpContext)
      },
      { onLang: (code) => this.setLang(code, true), onMode: (m) => this.setMode(m, true) }
    );
    if (this.container) this.container.replaceWith(next);
    else this.root.appendChild(next);
    this.container = next;
    view.update();
    const el = focused && next.querySelector(focused);
    if (el) el.focus();
    if (!deferHelp) return;
    const steps = helpSteps(helpContext);
    const last = steps.pop();
    this.helpLater = opts.later([
      () => view.finish && view.finish(),
      ...steps,
      () => {
        this.helpLater = null;
        next.insertBefore(last(), footer || null);
      }
    ]);
  }

  keep() {
    if (this.view) this.states.set(this.mode, this.view.state());
  }

  setLang(next, fromUser) {
    const code = pickLang([next]);
    if (code === this.lang && this.container) return;
    this.keep();
    this.lang = code;
    this.render();
    if (fromUser && typeof this.opts.onLangChange === 'function') this.opts.onLangChange(code);
  }

  setMode(next, fromUser) {
    if (!MODES.includes(next) || next === this.mode || this.layout === 'compact') return;
    this.keep();
    this.mode = next;
    this.render();
    if (fromUser && typeof this.opts.onModeChange === 'function') this.opts.onModeChange(next);
  }

  // Another mode with part of its state given (a pasted TRF for the event mode, a player's
  // games for the game mode); what was typed in this mode is kept.
  openMode(next, patch) {
    this.opened = true;
    this.keep();
    this.states.patch(next, patch);
    if (next === this.mode) this.render();
    else this.setMode(next, true);
  }

  setState(next, which = 'game') {
    this.keep();
    this.states.patch(which, next);
    this.render();
  }
}

/** Mounts the calculator. options: { core, locales, lang, layout: 'page' | 'embed' | 'compact',
    mode: 'game' | 'event' | 'ladder', modes (show the mode switch), state (the game mode's),
    eventState, ladderState, storage() (where a ladder is kept: a function that returns a
    Storage or null, called when the ladder mode first needs it), readOnly (a ladder without its
    form), help, later(steps) (runs, after the first render, the functions that finish it and
    build its help, in order; returns a function that cancels those not yet run), print(),
    link() (the page's address, for a Copy link button), onChange({ mode, state, lang, text,
    response }), onLangChange(lang), onModeChange(mode) }. Returns a handle: setLang, setMode,
    setState, getLang, getMode, getState, getResponse, getResponseText, element, destroy. */
export function mountCalculator(root, options) {
  const m = new Mounted(root, options || {});
  m.render();
  return {
    setLang: (next, fromUser) => m.setLang(next, fromUser),
    setMode: (next, fromUser) => m.setMode(next, fromUser),
    setState: (next, which) => m.setState(next, which),
    getLang: () => m.lang,
    getMode: () => m.mode,
    getState: (which = m.mode) => {
      m.keep();
      return { ...m.states.of(which) };
    },
    getResponse: () => m.last.response,
    getResponseText: () => m.last.text,
    element: () => m.container,
    destroy: () => {
      m.stopView();
      m.container.remove();
      m.container = null;
    }
  };
}
