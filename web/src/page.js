/* The single-file page: picks the language, restores the form from the URL fragment,
   keeps the fragment in step with the form, and in ?embed mode reports its height. */
(function () {
  'use strict';
  // Marks for npm run bench (bench/run.js): scripts parsed, core ready, first result rendered.
  const mark = (name) => { if (window.performance && performance.mark) performance.mark(name); };
  mark('elo-scripts-parsed');
  const ui = window.EloUI;
  const locales = window.ELO_LOCALES;
  const params = new URLSearchParams(location.search);
  const embed = params.has('embed');
  const fromFragment = ui.fragmentToState(location.hash);
  const lang = params.has('lang')
    ? ui.pickLang([params.get('lang')])
    : fromFragment.lang || ui.pickLang(navigator.languages || [navigator.language]);
  const root = document.getElementById('app');
  document.documentElement.dataset.ready = 'false';

  function applyDocumentLang(code) {
    document.documentElement.lang = code;
    const meta = locales[code] && locales[code].meta;
    if (meta && meta.title) document.title = meta.title;
  }

  // Chromium takes some 15 ms to store a replaced URL, longer than the rest of a keystroke's
  // work: while the user types, the link is written once typing pauses (or the page is left).
  const FRAGMENT_PAUSE_MS = 250;
  let pendingFragment = null;

  function writeFragmentSoon(state, code) {
    if (pendingFragment) clearTimeout(pendingFragment.timer);
    pendingFragment = { state, code, timer: setTimeout(flushFragment, FRAGMENT_PAUSE_MS) };
  }

  function flushFragment() {
    if (pendingFragment) writeFragment(pendingFragment.state, pendingFragment.code);
  }

  function writeFragment(state, code) {
    if (pendingFragment) clearTimeout(pendingFragment.timer);
    pendingFragment = null;
    const fragment = ui.stateToFragment(state, code);
    if (location.hash.replace(/^#/, '') !== fragment) {
      history.replaceState(null, '', location.pathname + location.search + '#' + fragment);
    }
  }

  function reportHeight() {
    if (!embed || window.parent === window) return;
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    window.parent.postMessage({ type: 'elo-calculator:height', height }, '*');
  }

  function start(core) {
    mark('elo-core-ready');
    root.replaceChildren();
    applyDocumentLang(lang);
    if (embed) document.documentElement.classList.add('elo-embedded');
    let started = false;
    let handle = null;
    handle = ui.mountCalculator(root, {
      core, locales, lang, mode: embed ? 'embed' : 'page', state: fromFragment.state,
      onChange: (change) => { if (started) writeFragmentSoon(change.state, change.lang); },
      onLangChange: (code) => { applyDocumentLang(code); writeFragment(handle.getState(), code); }
    });
    started = true;
    if (location.hash) writeFragment(handle.getState(), handle.getLang());
    window.addEventListener('pagehide', flushFragment);
    document.addEventListener('visibilitychange', flushFragment);
    window.addEventListener('hashchange', () => {
      const next = ui.fragmentToState(location.hash);
      if (next.lang) { handle.setLang(next.lang); applyDocumentLang(next.lang); }
      handle.setState(Object.assign({}, ui.DEFAULTS, next.state));
    });
    if (embed && typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.documentElement);
    document.documentElement.dataset.ready = 'true';
    mark('elo-first-result');
  }

  // scripts/build-page.js starts the core right after its script; a page without that starts it here.
  (window.ELO_CORE_PROMISE || window.createEloCore()).then(start, (err) => {
    document.documentElement.dataset.ready = 'failed';
    console.error(err);
  });
})();
