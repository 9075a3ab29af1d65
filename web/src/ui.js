/* The calculator's user interface: builds the form and the results inside a given root
   (a document element or a ShadowRoot), sends what was typed to the core and renders its
   answer. Every rule, parse and rounding belongs to the core. */
(function (global) {
  'use strict';
  if (global.EloUI) return;

  const SVG_NS = 'http://www.w3.org/2000/svg';
  const LANGS = ['pt', 'ja', 'en'];
  const INTL_LOCALE = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
  const FIELDS = ['ratingA', 'ratingB', 'result', 'rules', 'k', 'birthYear', 'ratedGames', 'peakRating', 'games'];
  const DEFAULTS = {
    ratingA: '', ratingB: '', result: '1', rules: 'elo', k: '20', kAuto: false,
    birthYear: '', ratedGames: '', peakRating: '', games: ''
  };
  const K_AUTO = 'auto';
  const RESULT_CHOICES = [['1', 'win'], ['0.5', 'draw'], ['0', 'loss']];
  const RULE_CHOICES = [['elo', 'rulesElo'], ['fide', 'rulesFide'], ['fide-all', 'rulesFideAll']];
  const RULES_REQUEST = { elo: 'elo', fide: 'fide', 'fide-all': { preset: 'fide', cap400: 'all' } };
  const K_PICKS = [['kPicksFide', ['40', '20', '10']], ['kPicksOther', ['32', '16']]];
  const FIELD_OF_ERROR = {
    'player.rating': 'ratingA', 'opponent.rating': 'ratingB', result: 'result', rules: 'rules',
    k: 'k', 'opponent.k': 'k', 'player.birthYear': 'birthYear', 'player.ratedGames': 'ratedGames',
    'player.peakRating': 'peakRating', gamesText: 'games', games: 'games'
  };
  const REASON_KEYS = {
    'unrated-opponent': 'results.reasonUnratedOpponent', forfeit: 'results.reasonForfeit',
    'fewer-than-5-games': 'results.reasonFewerThan5Games', 'below-1400': 'results.reasonBelow1400',
    'zero-score': 'results.reasonZeroScore'
  };
  // The chart's x axis: two rating-class widths either side, wide enough to show the 400-point cap.
  const CURVE_SPAN = 800;
  const CURVE_STEP = 25;
  const CURVE_BASE_RATING = 2000;
  // The worked example of the help text (rules.md): A 1600 beats B 1400 with K 20.
  const EXAMPLE = { ratingA: 1600, ratingB: 1400, k: 20, result: '1' };
  const RULES_CHECKED = { year: 2026, monthIndex: 10, day: 30 };
  // A season pasted at once (up to the core's 10,000 games) must not freeze the page: the
  // table shows the first rows, the chart draws one line instead of a bar per game.
  const MAX_TABLE_ROWS = 200;
  const MAX_CHART_BARS = 60;
  // A link carries a tournament of a few hundred games; a whole season would make a URL of
  // megabytes, which browsers take seconds to store and no one can send.
  const MAX_LINK_GAMES_CHARS = 20000;

  let mountCount = 0;

  function camel(code) {
    return code.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  }

  function todayIso() {
    const d = new Date();
    return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')].join('-');
  }

  function pickLang(candidates) {
    for (const c of candidates) {
      if (!c) continue;
      const base = String(c).toLowerCase().split(/[-_]/)[0];
      if (LANGS.includes(base)) return base;
    }
    return 'en';
  }

  function h(tag, props, children) {
    const el = document.createElement(tag);
    setProps(el, props);
    append(el, children);
    return el;
  }

  function s(tag, props, children) {
    const el = document.createElementNS(SVG_NS, tag);
    setProps(el, props);
    append(el, children);
    return el;
  }

  function setProps(el, props) {
    if (!props) return;
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (name === 'text') el.textContent = value;
      else if (name === 'on') for (const [type, fn] of Object.entries(value)) el.addEventListener(type, fn);
      else el.setAttribute(name, value === true ? '' : String(value));
    }
  }

  function append(el, children) {
    if (children === undefined || children === null || children === false) return;
    if (!Array.isArray(children)) children = [children];
    for (const c of children) {
      if (c === undefined || c === null || c === false) continue;
      el.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    }
  }

  function formatters(lang) {
    const loc = INTL_LOCALE[lang] || lang;
    const nf = (o) => new Intl.NumberFormat(loc, o);
    return {
      rating: nf({ maximumFractionDigits: 2 }),
      change: nf({ signDisplay: 'exceptZero', maximumFractionDigits: 0 }),
      exact: nf({ signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      difference: nf({ signDisplay: 'exceptZero', maximumFractionDigits: 2 }),
      expected: nf({ minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      percent: nf({ style: 'percent', maximumFractionDigits: 0 }),
      score: nf({ maximumFractionDigits: 1 }),
      plain: nf({ maximumFractionDigits: 0 }),
      date: new Intl.DateTimeFormat(loc, { dateStyle: 'long', timeZone: 'UTC' })
    };
  }

  function translator(locales, lang) {
    const lookup = (table, key) => key.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), table);
    return function t(key, params) {
      let text = lookup(locales[lang], key);
      if (typeof text !== 'string') text = lookup(locales.en, key);
      if (typeof text !== 'string') return key;
      return params ? text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m)) : text;
    };
  }

  function stateToFragment(state, lang) {
    const p = new URLSearchParams();
    if (lang) p.set('lang', lang);
    for (const name of FIELDS) {
      const value = name === 'k' && state.kAuto ? K_AUTO : state[name];
      const tooLong = name === 'games' && value && value.length > MAX_LINK_GAMES_CHARS;
      if (value !== '' && value !== undefined && !tooLong) p.set(name, value);
    }
    return p.toString();
  }

  function fragmentToState(fragment) {
    const p = new URLSearchParams(String(fragment || '').replace(/^#/, ''));
    const state = {};
    for (const name of FIELDS) if (p.has(name)) state[name] = p.get(name);
    if (state.k === K_AUTO) { state.kAuto = true; delete state.k; }
    if (state.result !== undefined && !RESULT_CHOICES.some(([v]) => v === state.result)) delete state.result;
    if (state.rules !== undefined && !(state.rules in RULES_REQUEST)) delete state.rules;
    return { state, lang: p.has('lang') ? pickLang([p.get('lang')]) : null };
  }

  function mountCalculator(root, options) {
    const opts = options || {};
    const core = opts.core;
    const locales = opts.locales;
    const mode = opts.mode || 'page';
    const showHelp = opts.help !== undefined ? opts.help : mode === 'page';
    const prefix = 'elo' + (++mountCount) + '-';
    const curveCache = new Map();
    let lang = pickLang([opts.lang]);
    let state = Object.assign({}, DEFAULTS, opts.state || {});
    let t = translator(locales, lang);
    let f = formatters(lang);
    let view = null;
    let lastResponse = null;
    let lastAnnouncement = '';

    function call(request) {
      return JSON.parse(core.calculate(JSON.stringify(request)));
    }

    function rulesRequest(rules) {
      return RULES_REQUEST[rules] || rules;
    }

    function kEffective(st) {
      return st.kAuto && st.rules !== 'elo' ? K_AUTO : st.k;
    }

    function buildRequest(st) {
      const k = kEffective(st);
      const player = { rating: st.ratingA };
      if (k === K_AUTO) {
        player.birthYear = st.birthYear;
        player.ratedGames = st.ratedGames;
        player.peakRating = st.peakRating;
      }
      return {
        rules: rulesRequest(st.rules),
        k,
        player,
        opponent: { rating: st.ratingB },
        result: st.result,
        gamesText: st.games,
        date: todayIso()
      };
    }

    function id(name) {
      return prefix + name;
    }

    // ---------- building the DOM ----------

    function textField(name, labelKey, hintKey, extra) {
      const input = h('input', Object.assign({
        id: id(name), name, type: 'text', autocomplete: 'off', spellcheck: 'false',
        'aria-describedby': hintKey ? id(name + '-hint') : null
      }, extra));
      input.value = state[name];
      return h('div', { class: 'elo-field', 'data-field': name }, [
        h('label', { for: id(name), text: t(labelKey) }),
        input,
        hintKey && h('p', { class: 'elo-hint', id: id(name + '-hint'), text: t(hintKey) }),
        h('p', { class: 'elo-error', id: id(name + '-error'), hidden: true })
      ]);
    }

    function buildForm() {
      const resultGroup = h('fieldset', { class: 'elo-field elo-segmented', 'data-field': 'result' }, [
        h('legend', { text: t('form.result') }),
        h('div', { class: 'elo-segments' }, RESULT_CHOICES.map(([value, key]) => {
          const input = h('input', { type: 'radio', name: 'result', value, id: id('result-' + key) });
          input.checked = state.result === value;
          return h('div', { class: 'elo-segment' }, [input, h('label', { for: id('result-' + key), text: t('form.' + key) })]);
        })),
        h('p', { class: 'elo-error', id: id('result-error'), hidden: true })
      ]);

      const rulesSelect = h('select', { id: id('rules'), name: 'rules' }, RULE_CHOICES.map(([value, key]) =>
        h('option', { value, text: t('form.' + key) })));
      rulesSelect.value = state.rules;

      const kInput = h('input', {
        id: id('k'), name: 'k', type: 'text', inputmode: 'decimal', autocomplete: 'off', spellcheck: 'false',
        class: 'elo-k-input', 'aria-describedby': id('k-hint')
      });
      kInput.value = state.k;
      const picks = h('div', { class: 'elo-picks' }, K_PICKS.map(([groupKey, values]) =>
        h('div', { class: 'elo-pick-group', role: 'group', 'aria-label': t('form.' + groupKey) }, [
          h('span', { class: 'elo-pick-label', 'aria-hidden': 'true', text: t('form.' + groupKey) }),
          ...values.map((v) => h('button', {
            type: 'button', class: 'elo-pick', 'data-k': v, 'aria-label': t('form.kPick', { k: v }), text: v,
            on: { click: () => { view.form.elements.k.value = v; view.form.elements.kAuto.checked = false; update(); } }
          }))
        ])));
      const autoBox = h('input', { type: 'checkbox', id: id('kAuto'), name: 'kAuto' });
      autoBox.checked = !!state.kAuto;

      const profile = h('fieldset', { class: 'elo-profile', id: id('profile') }, [
        h('legend', { text: t('form.profile') }),
        textField('birthYear', 'form.birthYear', null, { inputmode: 'numeric' }),
        textField('ratedGames', 'form.ratedGames', null, { inputmode: 'numeric' }),
        textField('peakRating', 'form.peakRating', 'form.peakRatingHint', { inputmode: 'decimal' })
      ]);

      const games = h('textarea', {
        id: id('games'), name: 'games', rows: '5', spellcheck: 'false', autocomplete: 'off',
        'aria-describedby': id('games-hint')
      });
      games.value = state.games;

      const form = h('form', { class: 'elo-form', part: 'form', novalidate: true, 'aria-labelledby': id('form-heading'),
        on: { submit: (e) => e.preventDefault(), input: update } }, [
        h('h2', { id: id('form-heading'), text: t('form.heading') }),
        h('div', { class: 'elo-pair' }, [
          textField('ratingA', 'form.ratingA', 'form.ratingAHint', { inputmode: 'decimal' }),
          textField('ratingB', 'form.ratingB', 'form.ratingBHint', { inputmode: 'decimal' })
        ]),
        resultGroup,
        h('div', { class: 'elo-field', 'data-field': 'rules' }, [
          h('label', { for: id('rules'), text: t('form.rules') }),
          rulesSelect,
          h('p', { class: 'elo-error', id: id('rules-error'), hidden: true })
        ]),
        h('div', { class: 'elo-field', 'data-field': 'k' }, [
          h('label', { for: id('k'), text: t('form.k') }),
          h('div', { class: 'elo-k-row' }, [kInput, picks]),
          h('div', { class: 'elo-check', id: id('kAuto-row') }, [autoBox, h('label', { for: id('kAuto'), text: t('form.kAuto') })]),
          h('p', { class: 'elo-hint', id: id('k-hint'), text: t('form.kHint') }),
          h('p', { class: 'elo-error', id: id('k-error'), hidden: true })
        ]),
        profile,
        mode === 'compact' ? null : h('div', { class: 'elo-field', 'data-field': 'games' }, [
          h('label', { for: id('games'), text: t('form.games') }),
          games,
          h('p', { class: 'elo-hint', id: id('games-hint'), text: t('form.gamesHint') }),
          h('ul', { class: 'elo-error elo-line-errors', id: id('games-error'), hidden: true })
        ])
      ]);
      return form;
    }

    function output(name, cls, part) {
      return h('output', { name, class: cls, part, 'aria-live': 'off' });
    }

    function playerCard(side) {
      const key = side === 'A' ? 'results.playerA' : 'results.playerB';
      return h('article', { class: 'elo-player', part: 'player', 'aria-labelledby': id('player' + side) }, [
        h('h3', { id: id('player' + side), text: t(key) }),
        h('div', { class: 'elo-metric elo-metric-main' }, [
          h('span', { class: 'elo-label', text: t('results.newRating') }),
          output('newRating' + side, 'elo-big elo-num', 'new-rating')
        ]),
        h('div', { class: 'elo-metric' }, [
          h('span', { class: 'elo-label', text: t('results.change') }),
          h('span', { class: 'elo-change-line' }, [
            output('change' + side, 'elo-change elo-num', 'change'),
            h('span', { class: 'elo-exact elo-num', 'data-exact': side })
          ])
        ]),
        h('div', { class: 'elo-metric elo-metric-row' }, [
          h('span', { class: 'elo-label', text: t('results.expected') }),
          output('expected' + side, 'elo-num')
        ]),
        h('div', { class: 'elo-metric elo-metric-row' }, [
          h('span', { class: 'elo-label', text: t('results.winProbability') }),
          output('winProbability' + side, 'elo-num')
        ])
      ]);
    }

    // A table that may scroll sideways on a phone: focusable, so the keyboard can scroll it too.
    function scrollBox(content, label) {
      return h('div', { class: 'elo-table-wrap', tabindex: '0', role: 'region', 'aria-label': label }, content);
    }

    function table(captionKey, headKeys, cls) {
      const tbody = h('tbody');
      const tableEl = h('table', { class: 'elo-table ' + (cls || '') }, [
        captionKey && h('caption', { class: 'elo-visually-hidden', text: t(captionKey) }),
        h('thead', null, h('tr', null, headKeys.map((k) => h('th', { scope: 'col', text: t(k) })))),
        tbody
      ]);
      return { wrap: scrollBox(tableEl, t(captionKey)), tbody };
    }

    function buildResults() {
      const whatIf = table('results.whatIf', ['results.outcome', 'results.playerA', 'results.playerB'], 'elo-whatif');
      const gamesTable = table('results.tournament', ['results.colLine', 'results.colOpponent', 'results.colScore',
        'results.colDifference', 'results.colExpected', 'results.colChange'], 'elo-games');
      const totals = h('dl', { class: 'elo-totals' });
      const initial = h('div', { class: 'elo-initial', hidden: true });
      const chartBox = h('div', { class: 'elo-charts' });

      const section = h('section', { class: 'elo-results', part: 'results', id: id('results'), 'aria-labelledby': id('results-heading') }, [
        h('h2', { id: id('results-heading'), text: t('results.heading') }),
        h('div', { class: 'elo-general-errors', role: 'alert' }),
        h('div', { class: 'elo-players' }, [playerCard('A'), playerCard('B')]),
        h('p', { class: 'elo-waiting', text: t('results.waiting') }),
        h('div', { class: 'elo-block elo-whatif-block' }, [
          h('h3', { text: t('results.whatIf') }),
          whatIf.wrap
        ]),
        mode === 'compact' ? null : h('div', { class: 'elo-block elo-tournament', hidden: true }, [
          h('h3', { text: t('results.tournament') }),
          h('div', { class: 'elo-players elo-tournament-head' }, [
            h('div', { class: 'elo-metric' }, [
              h('span', { class: 'elo-label', text: t('results.tournamentChange') }),
              h('span', { class: 'elo-change-line' }, [
                output('tournamentChange', 'elo-big elo-change elo-num'),
                h('span', { class: 'elo-exact elo-num', 'data-exact': 'T' })
              ])
            ]),
            h('div', { class: 'elo-metric' }, [
              h('span', { class: 'elo-label', text: t('results.ratingAfterTournament') }),
              output('ratingAfterTournament', 'elo-big elo-num')
            ])
          ]),
          initial,
          totals,
          gamesTable.wrap,
          h('p', { class: 'elo-note elo-rows-note', hidden: true })
        ]),
        chartBox,
        h('p', { class: 'elo-visually-hidden', role: 'status', 'aria-live': 'polite', 'data-announce': '' })
      ]);
      return { section, whatIfBody: whatIf.tbody, gamesBody: gamesTable.tbody, totals, initial, chartBox };
    }

    function paragraphs(text, cls) {
      return String(text || '').split(/\n\s*\n/).filter((p) => p.trim() !== '').map((p) => h('p', { class: cls, text: p.trim() }));
    }

    function hasKey(key) {
      return t(key) !== key;
    }

    function helpSection(name, body) {
      return h('section', { class: 'elo-help-section' }, [
        h('h3', { id: id('help-' + name), text: t('help.' + name + '.heading') }),
        ...body
      ]);
    }

    function exampleTable() {
      const r = call({
        rules: 'elo', k: String(EXAMPLE.k), result: EXAMPLE.result,
        player: { rating: String(EXAMPLE.ratingA) }, opponent: { rating: String(EXAMPLE.ratingB) }
      });
      const head = ['help.example.colPlayer', 'help.example.colRating', 'help.example.colExpected',
        'help.example.colChange', 'help.example.colNewRating'];
      const row = (nameKey, rating, side) => h('tr', null, [
        h('th', { scope: 'row', text: t(nameKey) }),
        h('td', { class: 'elo-num', text: f.rating.format(rating) }),
        h('td', { class: 'elo-num', text: side ? f.expected.format(side.expected) : '' }),
        h('td', { class: 'elo-num', text: side ? f.exact.format(side.changeExact) + ' → ' + f.change.format(side.change) : '' }),
        h('td', { class: 'elo-num', text: side ? f.rating.format(side.newRating) : '' })
      ]);
      const game = r && r.game;
      return scrollBox(h('table', { class: 'elo-table' }, [
        h('caption', { text: t('help.example.caption') }),
        h('thead', null, h('tr', null, head.map((k) => h('th', { scope: 'col', text: t(k) })))),
        h('tbody', null, [
          row('help.example.playerA', EXAMPLE.ratingA, game && game.player),
          row('help.example.playerB', EXAMPLE.ratingB, game && game.opponent)
        ])
      ]), t('help.example.heading'));
    }

    function buildHelp() {
      if (!hasKey('help.title')) return null;
      const checked = f.date.format(new Date(Date.UTC(RULES_CHECKED.year, RULES_CHECKED.monthIndex, RULES_CHECKED.day)));
      const steps = [1, 2, 3, 4].map((n) => h('li', { text: t('help.howTo.step' + n) }));
      const faq = [1, 2, 3, 4, 5].map((n) => h('div', { class: 'elo-faq-item' }, [
        h('dt', { text: t('help.faq.q' + n) }),
        h('dd', null, paragraphs(t('help.faq.a' + n)))
      ]));
      return h('section', { class: 'elo-help', part: 'help', 'aria-labelledby': id('help-title') }, [
        h('h2', { id: id('help-title'), text: t('help.title') }),
        h('div', { class: 'elo-help-grid' }, [
          helpSection('about', paragraphs(t('help.about.body'))),
          helpSection('howTo', [h('ol', null, steps)]),
          helpSection('computing', [
            ...paragraphs(t('help.computing.body')),
            h('p', { class: 'elo-formula' }, h('code', { text: t('help.computing.formulaExpected') })),
            h('p', { class: 'elo-formula' }, h('code', { text: t('help.computing.formulaChange') })),
            ...paragraphs(t('help.computing.rounding'))
          ]),
          helpSection('example', [exampleTable()]),
          helpSection('notes', [
            ...paragraphs(t('help.notes.k')),
            ...paragraphs(t('help.notes.table')),
            ...paragraphs(t('help.notes.rule400'))
          ]),
          helpSection('limits', paragraphs(t('help.limits.body'))),
          helpSection('faq', [h('dl', { class: 'elo-faq' }, faq)]),
          helpSection('sources', [
            h('ul', null, [h('li', { text: t('help.sources.b02') }), h('li', { text: t('help.sources.b01') })]),
            h('p', { text: t('help.sources.checked', { date: checked }) })
          ])
        ])
      ]);
    }

    function buildLanguageSwitch() {
      const names = { pt: 'Português', ja: '日本語', en: 'English' };
      return h('nav', { class: 'elo-langs', 'aria-label': t('meta.language') }, h('ul', null, LANGS.map((code) =>
        h('li', null, h('button', {
          type: 'button', lang: code, class: 'elo-lang', 'data-lang': code,
          'aria-pressed': code === lang ? 'true' : 'false', text: names[code],
          on: { click: () => setLang(code, true) }
        })))));
    }

    function render() {
      const previous = view && view.container;
      const focusedName = previous && focusKey(previous);
      const form = buildForm();
      const results = buildResults();
      const container = h('div', { class: 'elo elo-mode-' + mode, lang }, [
        mode === 'page' && h('header', { class: 'elo-header' }, [
          h('div', { class: 'elo-titles' }, [
            h('h1', { text: t('meta.title') }),
            h('p', { class: 'elo-tagline', text: t('meta.tagline') })
          ]),
          buildLanguageSwitch()
        ]),
        h('main', { class: 'elo-main' }, [form, results.section]),
        showHelp && buildHelp(),
        mode === 'page' && h('footer', { class: 'elo-footer' }, [
          hasKey('help.privacy') && h('p', { text: t('help.privacy') }),
          h('p', { text: t('footer.engine') })
        ])
      ]);
      view = Object.assign({ container, form }, results);
      if (previous) previous.replaceWith(container); else root.appendChild(container);
      update();
      if (focusedName) restoreFocus(focusedName);
    }

    function focusKey(container) {
      const active = (container.getRootNode().activeElement);
      if (!active || !container.contains(active)) return null;
      if (active.dataset && active.dataset.lang) return '[data-lang="' + active.dataset.lang + '"]';
      if (active.id) return '#' + active.id;
      return null;
    }

    function restoreFocus(selector) {
      const el = view.container.querySelector(selector);
      if (el) el.focus();
    }

    // ---------- reading and rendering ----------

    function readForm() {
      const el = view.form.elements;
      const checked = view.form.querySelector('input[name="result"]:checked');
      return {
        ratingA: el.ratingA.value, ratingB: el.ratingB.value,
        result: checked ? checked.value : '',
        rules: el.rules.value, k: el.k.value, kAuto: el.kAuto.checked,
        birthYear: el.birthYear.value, ratedGames: el.ratedGames.value, peakRating: el.peakRating.value,
        games: el.games ? el.games.value : state.games
      };
    }

    function update() {
      state = readForm();
      let response;
      try {
        response = call(buildRequest(state));
      } catch (err) {
        response = { ok: false, errors: [{ code: 'json-invalid', field: 'request' }] };
      }
      lastResponse = response;
      renderControls();
      renderErrors(response.errors || []);
      renderGame(response.game);
      renderTournament(response.tournament);
      renderCharts(response);
      announce(response);
      if (typeof opts.onChange === 'function') opts.onChange({ state: Object.assign({}, state), lang, response });
    }

    function renderControls() {
      const fideRules = state.rules !== 'elo';
      const auto = kEffective(state) === K_AUTO;
      view.container.querySelector('#' + id('kAuto-row')).hidden = !fideRules;
      view.container.querySelector('#' + id('profile')).hidden = !auto;
      view.form.elements.k.disabled = auto;
      for (const b of view.container.querySelectorAll('.elo-pick')) {
        b.setAttribute('aria-pressed', !auto && b.dataset.k === state.k.trim() ? 'true' : 'false');
      }
    }

    function errorMessage(e) {
      const key = 'errors.' + camel(e.code || 'unknown');
      const message = hasKey(key) ? t(key) : t('errors.unknown', { code: e.code });
      return e.line ? t('errors.line', { line: f.plain.format(e.line), message }) : message;
    }

    function renderErrors(errors) {
      const byField = new Map();
      const general = [];
      for (const e of errors) {
        const field = FIELD_OF_ERROR[e.field];
        if (field && (field !== 'games' || view.form.elements.games)) {
          if (!byField.has(field)) byField.set(field, []);
          byField.get(field).push(e);
        } else {
          general.push(e);
        }
      }
      for (const name of FIELDS) {
        const box = view.container.querySelector('#' + id(name + '-error'));
        if (!box) continue;
        const list = byField.get(name) || [];
        box.replaceChildren();
        if (name === 'games') {
          const sorted = list.slice().sort((a, b) => (a.line || 0) - (b.line || 0));
          append(box, sorted.map((e) => h('li', { text: errorMessage(e) })));
        } else {
          box.textContent = list.map(errorMessage).join(' ');
        }
        box.hidden = list.length === 0;
        const controls = name === 'result' ? view.form.querySelectorAll('input[name="result"]') : [view.form.elements[name]];
        for (const c of controls) {
          if (!c) continue;
          if (list.length) c.setAttribute('aria-invalid', 'true'); else c.removeAttribute('aria-invalid');
          const hint = view.container.querySelector('#' + id(name + '-hint'));
          const ids = [hint ? hint.id : null, list.length ? box.id : null].filter(Boolean);
          if (ids.length) c.setAttribute('aria-describedby', ids.join(' ')); else c.removeAttribute('aria-describedby');
        }
      }
      const generalBox = view.container.querySelector('.elo-general-errors');
      generalBox.replaceChildren(...general.map((e) => h('p', { class: 'elo-error', text: errorMessage(e) })));
    }

    function setOutput(name, text, sign) {
      const out = view.container.querySelector('output[name="' + name + '"]');
      out.textContent = text;
      if (sign !== undefined) {
        out.classList.toggle('elo-up', sign > 0);
        out.classList.toggle('elo-down', sign < 0);
      }
    }

    function setExact(which, value) {
      const el = view.container.querySelector('[data-exact="' + which + '"]');
      el.textContent = value === undefined ? '' : t('results.exact', { value: f.exact.format(value) });
    }

    const EMPTY = '–';

    function renderGame(game) {
      view.container.querySelector('.elo-waiting').hidden = !!game;
      view.container.querySelector('.elo-whatif-block').hidden = !game;
      for (const [side, key] of [['A', 'player'], ['B', 'opponent']]) {
        const p = game && game[key];
        setOutput('newRating' + side, p ? f.rating.format(p.newRating) : EMPTY);
        setOutput('change' + side, p ? f.change.format(p.change) : EMPTY, p ? p.change : 0);
        setOutput('expected' + side, p ? f.expected.format(p.expected) : EMPTY);
        setOutput('winProbability' + side, p ? f.percent.format(p.expected) : EMPTY);
        setExact(side, p ? p.changeExact : undefined);
      }
      const labels = { 1: 'results.outcomeWin', 0.5: 'results.outcomeDraw', 0: 'results.outcomeLoss' };
      const rows = (game && game.scenarios || []).map((sc) => h('tr', { class: String(sc.result) === state.result ? 'elo-current' : null }, [
        h('th', { scope: 'row', text: t(labels[sc.result] || 'results.outcome') }),
        scenarioCell(sc.player),
        scenarioCell(sc.opponent)
      ]));
      view.whatIfBody.replaceChildren(...rows);
    }

    function scenarioCell(side) {
      return h('td', { class: 'elo-num' }, [
        h('span', { class: 'elo-scenario-rating', text: f.rating.format(side.newRating) }),
        h('span', { class: 'elo-scenario-change ' + signClass(side.change), text: f.change.format(side.change) })
      ]);
    }

    function signClass(v) {
      return v > 0 ? 'elo-up' : v < 0 ? 'elo-down' : '';
    }

    function scoreText(row) {
      if (typeof row.score === 'number') return f.score.format(row.score);
      return String(row.score === undefined ? '' : row.score);
    }

    function maybe(value, fmt) {
      return typeof value === 'number' ? fmt.format(value) : EMPTY;
    }

    // One row of the games table; a keystroke changes a few cells, so an existing row of the
    // same shape is updated in place rather than built again.
    function gameRow(existing, g) {
      const counted = g.counted !== false;
      const cells = [
        { text: f.plain.format(g.line) },
        { text: g.opponent === null || g.opponent === undefined ? t('results.unratedOpponent') : f.rating.format(g.opponent) },
        { text: scoreText(g) }
      ];
      if (counted) {
        cells.push({ text: maybe(g.difference, f.difference) }, { text: maybe(g.expected, f.expected) },
          { text: maybe(g.changeExact, f.exact), sign: signClass(g.changeExact) });
      } else {
        cells.push({ text: t('results.notCounted', { reason: t(REASON_KEYS[g.reason] || 'results.reasonForfeit') }), reason: true });
      }
      const shape = String(counted);
      const tr = existing && existing.dataset.shape === shape ? existing
        : h('tr', { class: counted ? null : 'elo-not-counted', 'data-shape': shape },
          cells.map((c) => h('td', c.reason ? { colspan: '3' } : null)));
      cells.forEach((c, i) => {
        const td = tr.children[i];
        const cls = c.reason ? 'elo-reason' : ('elo-num ' + (c.sign || '')).trim();
        if (td.textContent !== c.text) td.textContent = c.text;
        if (td.className !== cls) td.className = cls;
      });
      return tr;
    }

    function renderTournament(tour) {
      const block = view.container.querySelector('.elo-tournament');
      if (!block) return;
      const typed = state.games.trim() !== '';
      block.hidden = !typed;
      const rated = tour && typeof tour.change === 'number';
      setOutput('tournamentChange', rated ? f.change.format(tour.change) : EMPTY, rated ? tour.change : 0);
      setOutput('ratingAfterTournament', rated ? f.rating.format(tour.newRating) : EMPTY);
      setExact('T', rated ? tour.changeExact : undefined);
      block.querySelector('.elo-tournament-head').hidden = !!(tour && !rated);

      const totals = [];
      const add = (key, text) => { if (text !== null) totals.push(h('div', null, [h('dt', { text: t(key) }), h('dd', { class: 'elo-num', text })])); };
      const num = (v, fmt) => (typeof v === 'number' ? fmt.format(v) : null);
      if (tour) {
        add('results.gamesCount', num(tour.gamesCount, f.plain));
        add('results.score', num(tour.score, f.score));
        add('results.expectedTotal', num(tour.expectedTotal, f.expected));
        add('results.kApplied', num(tour.k, f.plain));
        add('results.changeExact', num(tour.changeExact, f.exact));
        add('results.changeRounded', num(tour.change, f.change));
        add('results.averageOpponent', num(tour.averageOpponent, f.rating));
        add('results.performance', num(tour.performance, f.rating));
      }
      view.totals.replaceChildren(...totals);
      renderInitial(tour && !rated ? tour.initialRating : null);

      const games = tour && tour.games || [];
      const shown = games.slice(0, MAX_TABLE_ROWS);
      const body = view.gamesBody;
      shown.forEach((g, i) => {
        const old = body.children[i];
        const tr = gameRow(old, g);
        if (tr !== old) {
          if (old) body.replaceChild(tr, old);
          else body.appendChild(tr);
        }
      });
      while (body.children.length > shown.length) body.lastChild.remove();
      view.gamesBody.closest('.elo-table-wrap').hidden = shown.length === 0;
      const note = block.querySelector('.elo-rows-note');
      note.hidden = games.length <= MAX_TABLE_ROWS;
      note.textContent = note.hidden ? '' : t('results.rowsShown', { shown: f.plain.format(shown.length), total: f.plain.format(games.length) });
    }

    function renderInitial(initial) {
      const box = view.initial;
      box.hidden = !initial;
      if (!initial) { box.replaceChildren(); return; }
      const has = typeof initial.rating === 'number';
      const reasons = initial.reasons || [];
      box.replaceChildren();
      append(box, [
        h('div', { class: 'elo-metric' }, [
          h('span', { class: 'elo-label', text: t(has ? 'results.initialRating' : 'results.initialRatingNone') }),
          has && h('span', { class: 'elo-big elo-num', 'data-initial-rating': '', text: f.rating.format(initial.rating) })
        ]),
        initial.capped && typeof initial.uncapped === 'number' ? h('p', { text: t('results.capped', { value: f.rating.format(initial.uncapped) }) }) : null,
        reasons.length === 0
          ? h('p', { text: t('results.published') })
          : h('div', null, [
            h('p', { text: t('results.notPublished') }),
            h('ul', null, reasons.map((r) => h('li', { text: REASON_KEYS[r] ? t(REASON_KEYS[r]) : r })))
          ])
      ]);
    }

    // ---------- chart ----------

    function curvePoints() {
      const key = JSON.stringify(rulesRequest(state.rules));
      if (curveCache.has(key)) return curveCache.get(key);
      const diffs = [];
      for (let d = -CURVE_SPAN; d <= CURVE_SPAN; d += CURVE_STEP) diffs.push(d);
      let points = [];
      try {
        const r = call({
          rules: rulesRequest(state.rules), k: '20', player: { rating: String(CURVE_BASE_RATING) },
          gamesText: diffs.map((d) => (CURVE_BASE_RATING - d) + ' | 1').join('\n')
        });
        const rows = r.tournament && r.tournament.games;
        if (rows && rows.length === diffs.length) points = rows.map((row, i) => [diffs[i], row.expected]);
      } catch (err) {
        points = [];
      }
      curveCache.set(key, points);
      return points;
    }

    const CHART = { w: 320, h: 190, left: 40, right: 20, top: 12, bottom: 40 };

    function axisFrame(titleId, descId, titleText, descText) {
      return s('svg', {
        viewBox: '0 0 ' + CHART.w + ' ' + CHART.h, class: 'elo-chart', role: 'img',
        'aria-labelledby': titleId + ' ' + descId
      }, [s('title', { id: titleId, text: titleText }), s('desc', { id: descId, text: descText })]);
    }

    function renderCharts(response) {
      const box = view.chartBox;
      box.replaceChildren();
      const points = curvePoints();
      if (points.length) box.appendChild(expectedChart(points, response.game));
      const tour = response.tournament;
      const counted = tour && typeof tour.change === 'number' ? (tour.games || []).filter((g) => g.counted !== false && typeof g.changeExact === 'number') : [];
      if (counted.length) box.appendChild(runningChart(counted));
    }

    function expectedChart(points, game) {
      const x0 = CHART.left, x1 = CHART.w - CHART.right, y0 = CHART.h - CHART.bottom, y1 = CHART.top;
      const sx = (d) => x0 + (d + CURVE_SPAN) / (2 * CURVE_SPAN) * (x1 - x0);
      const sy = (e) => y0 - e * (y0 - y1);
      const svg = axisFrame(id('chart-title'), id('chart-desc'), t('chart.heading'), t('chart.description'));
      const yTicks = [0, 0.25, 0.5, 0.75, 1];
      const xTicks = [-CURVE_SPAN, -CURVE_SPAN / 2, 0, CURVE_SPAN / 2, CURVE_SPAN];
      for (const e of yTicks) {
        svg.appendChild(s('line', { x1: x0, x2: x1, y1: sy(e), y2: sy(e), class: 'elo-grid' }));
        svg.appendChild(s('text', { x: x0 - 6, y: sy(e) + 4, 'text-anchor': 'end', class: 'elo-tick', text: f.expected.format(e) }));
      }
      for (const d of xTicks) {
        svg.appendChild(s('line', { x1: sx(d), x2: sx(d), y1: y0, y2: y1, class: 'elo-grid' }));
        svg.appendChild(s('text', { x: sx(d), y: y0 + 16, 'text-anchor': 'middle', class: 'elo-tick', text: f.difference.format(d) }));
      }
      svg.appendChild(s('text', { x: (x0 + x1) / 2, y: CHART.h - 6, 'text-anchor': 'middle', class: 'elo-axis', text: t('chart.xAxis') }));
      svg.appendChild(s('path', { class: 'elo-curve', d: points.map(([d, e], i) => (i ? 'L' : 'M') + sx(d) + ' ' + sy(e)).join(' ') }));
      if (game) {
        const diff = game.player.difference;
        if (Math.abs(diff) <= CURVE_SPAN) {
          const label = t('chart.marker', { difference: f.difference.format(diff), expected: f.expected.format(game.player.expected) });
          svg.appendChild(s('line', { x1: sx(diff), x2: sx(diff), y1: y0, y2: sy(game.player.expected), class: 'elo-marker-line' }));
          svg.appendChild(s('circle', { cx: sx(diff), cy: sy(game.player.expected), r: 5, class: 'elo-marker' }, s('title', { text: label })));
        }
      }
      return h('figure', { class: 'elo-figure' }, [svg, h('figcaption', { text: t('chart.heading') })]);
    }

    function runningChart(rows) {
      let total = 0;
      const running = rows.map((g) => { total += g.changeExact; return { line: g.line, value: total }; });
      const values = running.map((r) => r.value).concat([0]);
      const hi = Math.max(...values), lo = Math.min(...values);
      const pad = (hi - lo) * 0.1 || 1;
      const top = hi + pad, bottom = lo - pad;
      const x0 = CHART.left, x1 = CHART.w - CHART.right, y0 = CHART.h - CHART.bottom, y1 = CHART.top;
      const n = running.length;
      const slot = (x1 - x0) / n;
      const sy = (v) => y1 + (top - v) / (top - bottom) * (y0 - y1);
      const svg = axisFrame(id('running-title'), id('running-desc'), t('chart.running'), t('chart.runningDescription'));
      svg.appendChild(s('line', { x1: x0, x2: x1, y1: sy(0), y2: sy(0), class: 'elo-zero' }));
      for (const v of new Set([hi, lo])) {
        if (v === 0) continue;
        svg.appendChild(s('line', { x1: x0, x2: x1, y1: sy(v), y2: sy(v), class: 'elo-grid' }));
        svg.appendChild(s('text', { x: x0 - 6, y: sy(v) + 4, 'text-anchor': 'end', class: 'elo-tick', text: f.exact.format(v) }));
      }
      svg.appendChild(s('text', { x: x0 - 6, y: sy(0) + 4, 'text-anchor': 'end', class: 'elo-tick', text: '0' }));
      if (n > MAX_CHART_BARS) {
        const path = running.map((r, i) => (i ? 'L' : 'M') + (x0 + slot * (i + 0.5)) + ' ' + sy(r.value)).join(' ');
        svg.appendChild(s('path', { d: path, class: 'elo-running-line' }));
      } else {
        running.forEach((r, i) => {
          const cx = x0 + slot * (i + 0.5);
          const barW = Math.max(2, Math.min(slot * 0.6, 24));
          const yTop = Math.min(sy(r.value), sy(0));
          const height = Math.max(1, Math.abs(sy(r.value) - sy(0)));
          svg.appendChild(s('rect', { x: cx - barW / 2, y: yTop, width: barW, height, class: r.value >= 0 ? 'elo-bar-up' : 'elo-bar-down' },
            s('title', { text: t('chart.runningPoint', { line: f.plain.format(r.line), change: f.exact.format(r.value) }) })));
          if (n <= 20) svg.appendChild(s('text', { x: cx, y: y0 + 16, 'text-anchor': 'middle', class: 'elo-tick', text: f.plain.format(r.line) }));
        });
      }
      svg.appendChild(s('text', { x: (x0 + x1) / 2, y: CHART.h - 6, 'text-anchor': 'middle', class: 'elo-axis', text: t('results.colLine') }));
      return h('figure', { class: 'elo-figure' }, [svg, h('figcaption', { text: t('chart.running') })]);
    }

    function announce(response) {
      const parts = [];
      const g = response.game;
      if (g) {
        parts.push(t('results.announceGame', {
          ratingA: f.rating.format(g.player.newRating), changeA: f.change.format(g.player.change),
          ratingB: f.rating.format(g.opponent.newRating), changeB: f.change.format(g.opponent.change)
        }));
      }
      const tour = response.tournament;
      if (tour && typeof tour.change === 'number') {
        parts.push(t('results.announceTournament', { change: f.change.format(tour.change), rating: f.rating.format(tour.newRating) }));
      }
      const text = parts.join(' ');
      if (text !== lastAnnouncement) {
        lastAnnouncement = text;
        view.container.querySelector('[data-announce]').textContent = text;
      }
    }

    // ---------- public handle ----------

    function setLang(next, fromUser) {
      const code = pickLang([next]);
      if (code === lang && view) return;
      state = readForm();
      lang = code;
      t = translator(locales, lang);
      f = formatters(lang);
      render();
      if (fromUser && typeof opts.onLangChange === 'function') opts.onLangChange(lang);
    }

    function setState(next) {
      Object.assign(state, next);
      render();
    }

    render();

    return {
      setLang,
      setState,
      getLang: () => lang,
      getState: () => Object.assign({}, state),
      getResponse: () => lastResponse,
      element: () => view.container,
      destroy: () => { view.container.remove(); view = null; }
    };
  }

  global.EloUI = { mountCalculator, pickLang, stateToFragment, fragmentToState, LANGS, DEFAULTS: Object.freeze(Object.assign({}, DEFAULTS)) };
})(typeof window !== 'undefined' ? window : globalThis);
