/* Mounts the calculator in a root (a document element or a shadow root): the page's frame when
   asked for, the game mode, and the help; re-renders in another language keeping what was
   typed. Every rule, parse and rounding belongs to the core. */
import { h } from './dom.js';
import { pickLang, translator } from './i18n.js';
import { formatters } from './format.js';
import { DEFAULTS } from './state.js';
import { ask } from './request.js';
import { buildHeader, buildFooter } from './shell.js';
import { buildHelp } from './help.js';
import { createGameView } from './game-view.js';

let mountCount = 0;

function focusKey(container) {
  const active = container.getRootNode().activeElement;
  if (!active || !container.contains(active)) return null;
  if (active.dataset && active.dataset.lang) return '[data-lang="' + active.dataset.lang + '"]';
  if (active.id) return '#' + active.id;
  return null;
}

/** Mounts the calculator. options: { core, locales, lang, state, mode: 'page' | 'embed' |
    'compact', help, onChange({ state, lang, text, response }), onLangChange(lang) }.
    Returns a handle: setLang, setState, getLang, getState, getResponse, getResponseText,
    destroy. */
export function mountCalculator(root, options) {
  const opts = options || {};
  const mode = opts.mode || 'page';
  const showHelp = opts.help !== undefined ? opts.help : mode === 'page';
  const prefix = 'elo' + ++mountCount + '-';
  const id = (name) => prefix + name;
  const call = (request) => ask(opts.core, request);
  let lang = pickLang([opts.lang]);
  let state = Object.assign({}, DEFAULTS, opts.state || {});
  let container = null;
  let game = null;
  let last = { text: null, response: null };

  function context() {
    const t = translator(opts.locales, lang);
    return { t, f: formatters(lang), id, lang, state, compact: mode === 'compact' };
  }

  function render() {
    const focused = container && focusKey(container);
    const ctx = context();
    game = createGameView(
      Object.assign({}, ctx, {
        ask: call,
        onResult: (result) => {
          state = result.state;
          last = { text: result.text, response: result.response };
          if (typeof opts.onChange === 'function') opts.onChange(Object.assign({ lang }, result));
        }
      })
    );
    const next = h('div', { class: 'elo elo-mode-' + mode, lang }, [
      mode === 'page' && buildHeader(Object.assign({ onLang: (code) => setLang(code, true) }, ctx)),
      game.element,
      showHelp && buildHelp(Object.assign({ ask: (request) => call(request).response }, ctx)),
      mode === 'page' && buildFooter(ctx)
    ]);
    if (container) container.replaceWith(next);
    else root.appendChild(next);
    container = next;
    game.update();
    const el = focused && container.querySelector(focused);
    if (el) el.focus();
  }

  function setLang(next, fromUser) {
    const code = pickLang([next]);
    if (code === lang && container) return;
    state = game ? game.state() : state;
    lang = code;
    render();
    if (fromUser && typeof opts.onLangChange === 'function') opts.onLangChange(lang);
  }

  function setState(next) {
    state = Object.assign(game ? game.state() : state, next);
    render();
  }

  render();

  return {
    setLang,
    setState,
    getLang: () => lang,
    getState: () => Object.assign({}, state),
    getResponse: () => last.response,
    getResponseText: () => last.text,
    element: () => container,
    destroy: () => {
      container.remove();
      container = null;
    }
  };
}
