/* The <elo-calculator> element: the calculator of ui.js in a shadow root, for other sites.
   scripts/build-widget.js wraps this file in one function with the core, ui.js, the locales
   and the styles, which it reaches here as createEloCore, EloUI, ELO_LOCALES, ELO_WIDGET_CSS. */
(function () {
  'use strict';
  const TAG = 'elo-calculator';
  const ATTRIBUTE_FIELDS = [['rating-a', 'ratingA'], ['rating-b', 'ratingB'], ['rules', 'rules'], ['k', 'k']];
  const OBSERVED = ['lang', 'compact'].concat(ATTRIBUTE_FIELDS.map(([attr]) => attr));

  let corePromise = null;
  let sharedSheet = null;
  let langObserver = null;
  const connected = new Set();

  // One wasm instance per page, whatever the number of elements.
  function loadCore() {
    if (!corePromise) corePromise = createEloCore();
    return corePromise;
  }

  // A constructed sheet is shared by every element and is not subject to the host's style-src.
  function adoptStyles(shadow) {
    if ('adoptedStyleSheets' in Document.prototype && typeof CSSStyleSheet === 'function') {
      try {
        if (!sharedSheet) {
          sharedSheet = new CSSStyleSheet();
          sharedSheet.replaceSync(ELO_WIDGET_CSS);
        }
        shadow.adoptedStyleSheets = [sharedSheet];
        return;
      } catch (err) {
        sharedSheet = null;
      }
    }
    const style = document.createElement('style');
    style.textContent = ELO_WIDGET_CSS;
    shadow.appendChild(style);
  }

  // A lang set or changed on any ancestor reaches every element through one observer.
  function watchAncestorLang() {
    if (langObserver || typeof MutationObserver !== 'function') return;
    langObserver = new MutationObserver(() => connected.forEach((el) => el.followLang()));
    langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }

  function attributeState(el, only) {
    const params = new URLSearchParams();
    for (const [attr, field] of ATTRIBUTE_FIELDS) {
      if (only && only !== attr) continue;
      const value = el.getAttribute(attr);
      if (value !== null) params.set(field, value.trim());
    }
    const state = EloUI.fragmentToState(params.toString()).state;
    if ('k' in state) state.kAuto = false;
    return state;
  }

  class EloCalculatorElement extends HTMLElement {
    static get observedAttributes() {
      return OBSERVED;
    }

    #frame;
    #handle = null;
    #lastKey = null;
    #response = null;

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
      return this.#response === null ? null : JSON.parse(this.#lastKey);
    }

    connectedCallback() {
      connected.add(this);
      watchAncestorLang();
      if (this.#handle) { this.followLang(); return; }
      loadCore().then((core) => {
        if (this.isConnected && !this.#handle) this.#mount(core, attributeState(this));
      }, (err) => console.error('<' + TAG + '>: the rating core failed to start', err));
    }

    disconnectedCallback() {
      connected.delete(this);
    }

    attributeChangedCallback(name, previous, value) {
      if (!this.#handle || previous === value) return;
      if (name === 'lang') this.followLang();
      else if (name === 'compact') this.#remount();
      else this.#handle.setState(attributeState(this, name));
    }

    /** Like HTML: its own lang, the nearest ancestor's, the document's, the browser's, English. */
    resolveLang() {
      const own = this.getAttribute('lang');
      const ancestor = this.parentElement && this.parentElement.closest('[lang]');
      const host = this.getRootNode().host;
      const hostAncestor = host && host.closest('[lang]');
      return EloUI.pickLang([
        own,
        ancestor && ancestor.getAttribute('lang'),
        hostAncestor && hostAncestor.getAttribute('lang'),
        document.documentElement.lang
      ].concat(navigator.languages || [navigator.language]));
    }

    followLang() {
      if (this.#handle) this.#handle.setLang(this.resolveLang());
    }

    #mount(core, state) {
      const compact = this.hasAttribute('compact');
      this.#frame.style.removeProperty('--_rem');
      this.#frame.style.setProperty('--_rem', getComputedStyle(this.#frame).fontSize);
      this.#handle = EloUI.mountCalculator(this.#frame, {
        core, locales: ELO_LOCALES, lang: this.resolveLang(), state,
        mode: compact ? 'compact' : 'embed', help: !compact,
        onChange: (change) => this.#changed(change.response)
      });
    }

    #remount() {
      const state = this.#handle.getState();
      this.#handle.destroy();
      this.#handle = null;
      loadCore().then((core) => this.#mount(core, state));
    }

    #changed(response) {
      const key = JSON.stringify(response);
      if (key === this.#lastKey) return;
      this.#lastKey = key;
      this.#response = response;
      this.dispatchEvent(new CustomEvent('change', { detail: response, bubbles: true, composed: true }));
    }
  }

  customElements.get(TAG) || customElements.define(TAG, EloCalculatorElement);
})();
