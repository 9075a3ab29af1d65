/* The <elo-calculator> element: the calculator in a shadow root, for other people's pages.
   The class needs a core factory and its style sheet, which define() hands it; registering is
   kept apart from the class, so a page may register it under another name or not at all. */
import { mountCalculator } from './calculator.js';
import { pickLang } from './i18n.js';
import {
  FIELD_ATTRIBUTES,
  LADDER_ATTRIBUTES,
  attributeState,
  hasTemplate,
  ladderState
} from './element-attributes.js';

/** The tag the element registers under by default. */
export const TAG = 'elo-calculator';

// Set by define(): one core and one style sheet for every element of the page.
const shared = {
  loadCore: null,
  css: '',
  print: null,
  sheet: null,
  langObserver: null
};
const connected = new Set();

// A constructed sheet is shared by every element and is not subject to the host's style-src.
function adoptStyles(shadow) {
  if ('adoptedStyleSheets' in Document.prototype && typeof CSSStyleSheet === 'function') {
    try {
      if (!shared.sheet) {
        shared.sheet = new CSSStyleSheet();
        shared.sheet.replaceSync(shared.css);
      }
      shadow.adoptedStyleSheets = [shared.sheet];
      return;
    } catch {
      shared.sheet = null;
    }
  }
  const style = document.createElement('style');
  style.textContent = shared.css;
  shadow.appendChild(style);
}

// A lang set or changed on any ancestor reaches every element through one observer.
function watchAncestorLang() {
  if (shared.langObserver || typeof MutationObserver !== 'function') return;
  shared.langObserver = new MutationObserver(() => connected.forEach((el) => el.followLang()));
  shared.langObserver.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
    subtree: true
  });
}

/** The calculator as a custom element. */
export class EloCalculatorElement extends HTMLElement {
  static get observedAttributes() {
    return ['lang', 'compact', 'mode']
      .concat(FIELD_ATTRIBUTES.map((a) => a.attribute))
      .concat(LADDER_ATTRIBUTES.map(([attribute]) => attribute));
  }

  #frame;
  #handle = null;
  #lastText = null;
  #children = null;
  #readOnly = false;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    adoptStyles(shadow);
    this.#frame = document.createElement('div');
    this.#frame.className = 'elo-host';
    shadow.appendChild(this.#frame);
  }

  /** The core's last response, parsed; null until the calculator is ready. */
  get response() {
    return this.#lastText === null ? null : JSON.parse(this.#lastText);
  }

  /** Mirrors the `mode` attribute: `game` (the default), `event` (a tournament file) or
      `ladder` (a club's list from the games in a <template> child). */
  get mode() {
    const mode = this.getAttribute('mode');
    return mode === 'event' || mode === 'ladder' ? mode : 'game';
  }

  set mode(value) {
    this.setAttribute('mode', String(value));
  }

  /** Mirrors the `compact` attribute: a single game only, no tournament and no help. */
  get compact() {
    return this.hasAttribute('compact');
  }

  set compact(value) {
    this.toggleAttribute('compact', !!value);
  }

  connectedCallback() {
    connected.add(this);
    watchAncestorLang();
    // A template added or replaced later (by the parser, or by the page) is read again. The
    // core may be ready before the parser has reached the template: the calculator mounted
    // without one shows the form, so it is mounted again, as the template's read-only list.
    if (!this.#children && typeof MutationObserver === 'function') {
      this.#children = new MutationObserver(() => {
        if (this.#handle && this.#readOnly !== hasTemplate(this)) this.#remount();
        else this.refresh();
      });
      this.#children.observe(this, { childList: true });
    }
    if (this.#handle) {
      this.followLang();
      return;
    }
    shared.loadCore().then(
      (loaded) => {
        if (this.isConnected && !this.#handle) this.#mount(loaded, attributeState(this));
      },
      (err) => console.error('<' + this.localName + '>: the rating core failed to start', err)
    );
  }

  disconnectedCallback() {
    connected.delete(this);
  }

  attributeChangedCallback(name, previous, value) {
    if (!this.#handle || previous === value) return;
    if (name === 'lang') this.followLang();
    else if (name === 'compact') this.#remount();
    else if (name === 'mode') this.#handle.setMode(this.mode);
    else if (this.mode === 'ladder') this.refresh();
    else if (FIELD_ATTRIBUTES.some((a) => a.attribute === name))
      this.#handle.setState(attributeState(this, name));
  }

  /** Like HTML: its own lang, the nearest ancestor's, the document's, the browser's, English. */
  resolveLang() {
    const ancestor = this.parentElement && this.parentElement.closest('[lang]');
    const host = this.getRootNode().host;
    const hostAncestor = host && host.closest('[lang]');
    return pickLang(
      [
        this.getAttribute('lang'),
        ancestor && ancestor.getAttribute('lang'),
        hostAncestor && hostAncestor.getAttribute('lang'),
        document.documentElement.lang
      ].concat(navigator.languages || [navigator.language])
    );
  }

  /** Re-renders in the language resolveLang() gives now, keeping what was typed. */
  followLang() {
    if (this.#handle) this.#handle.setLang(this.resolveLang());
  }

  /** Reads the ladder's games (and roster) again from the <template> children and the
      ladder attributes, after a page has changed them. */
  refresh() {
    if (this.#handle && this.mode === 'ladder') this.#handle.setState(ladderState(this), 'ladder');
  }

  #mount([core, locales], state, eventState) {
    const compact = this.compact;
    this.#frame.style.removeProperty('--_rem');
    this.#frame.style.setProperty('--_rem', getComputedStyle(this.#frame).fontSize);
    this.#readOnly = hasTemplate(this);
    this.#handle = mountCalculator(this.#frame, {
      core,
      locales,
      lang: this.resolveLang(),
      state,
      eventState,
      ladderState: ladderState(this),
      readOnly: this.#readOnly,
      layout: compact ? 'compact' : 'embed',
      mode: this.mode,
      help: !compact,
      print: shared.print,
      onChange: (change) => this.#changed(change.text, change.response),
      // A mode opened from inside (a pasted TRF, a player of an event) shows in the attribute,
      // so that the host can switch back.
      onModeChange: (mode) => this.setAttribute('mode', mode)
    });
  }

  #remount() {
    const state = this.#handle.getState('game');
    const eventState = this.#handle.getState('event');
    this.#handle.destroy();
    this.#handle = null;
    shared.loadCore().then((loaded) => this.#mount(loaded, state, eventState));
  }

  // The core answers the same text for the same figures: an event only when the text changes.
  #changed(text, response) {
    if (text === this.#lastText) return;
    this.#lastText = text;
    this.dispatchEvent(
      new CustomEvent('change', { detail: response, bubbles: true, composed: true })
    );
  }
}

// ratingA, ratingB, rules and k mirror their attributes; null removes the attribute.
for (const { attribute, property } of FIELD_ATTRIBUTES) {
  Object.defineProperty(EloCalculatorElement.prototype, property, {
    configurable: true,
    enumerable: true,
    get() {
      return this.getAttribute(attribute);
    },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    }
  });
}

/** Registers the element in `registry` (a CustomElementRegistry) as `tag` (elo-calculator by
    default) with loadCore() (→ [core, locales]) and the style sheet it needs; a tag already
    taken is left as it is. */
export function define({ loadCore, css, registry, print, tag = TAG }) {
  if (registry.get(tag)) return registry.get(tag);
  shared.loadCore = loadCore;
  shared.css = css;
  shared.print = print;
  registry.define(tag, tag === TAG ? EloCalculatorElement : class extends EloCalculatorElement {});
  return registry.get(tag);
}
