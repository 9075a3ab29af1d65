/* The ladder mode: a club's season of games in, the standing list, ratings over the season,
   a head-to-head and every game's effect out. What was typed is kept on this device only and
   can be forgotten. In an element that reads its games from the page (readOnly), only the
   results show. */
import { h } from './dom.js';
import { errorMessage } from './field-errors.js';
import { ladderRequest } from './ladder-request.js';
import { forgetLadder, saveLadder } from './ladder-store.js';
import { readFileText } from './file-drop.js';
import { buildLadderForm, readLadderForm } from './ladder-form.js';
import { createLadderList } from './ladder-list.js';
import { createLadderGames } from './ladder-games.js';
import { historyChart, MAX_SERIES } from './ladder-chart.js';
import { csvFileName, csvText, download } from './csv.js';

// Keeping a season is a write of its whole text: once typing pauses, not on every key.
const SAVE_PAUSE_MS = 400;
// With nobody chosen, the chart shows the top of the list.
const DEFAULT_CHARTED = 3;

const WARNING_KEYS = {
  'dates-unsorted': 'ladder.warning.datesUnsorted',
  'result-unknown': 'ladder.warning.resultUnknown'
};

const LIST_CSV = [
  ['ladder.col.rank', (p) => p.rank],
  ['ladder.col.name', (p) => p.name],
  ['ladder.col.rating', (p) => p.rating],
  ['ladder.col.start', (p) => p.start],
  ['ladder.col.change', (p) => p.change],
  ['ladder.col.games', (p) => p.games],
  ['ladder.col.wins', (p) => p.wins],
  ['ladder.col.draws', (p) => p.draws],
  ['ladder.col.losses', (p) => p.losses],
  ['ladder.col.peak', (p) => p.peak],
  ['ladder.col.lastPlayed', (p) => p.lastPlayed]
];

// The form's fields each error of the core belongs to.
const ERROR_FIELDS = {
  'ladder.gamesText': 'ladderGames',
  'ladder.roster': 'ladderRoster',
  k: 'k',
  'ladder.initialRating': 'initialRating'
};

/** The ladder view. ctx: { t, f, id, lang, state, readOnly, storage, ask(request) → { text,
    response }, onResult({ state, text, response }), print() }. */
export function createLadderView(ctx) {
  const { t, f, id } = ctx;
  let state = Object.assign({}, ctx.state);
  let last = null;
  let saveTimer = null;
  // The chart's players and the head-to-head pair survive a re-render (another language or
  // mode and back) through the state; they are never kept on the device.
  const charted = (state.charted || []).slice();
  const pair = (state.pair || ['', '']).slice();

  const list = createLadderList(
    Object.assign({}, ctx, {
      isCharted: (name) => chartNames().includes(name),
      onChart: (name) => {
        const at = charted.indexOf(name);
        if (at >= 0) charted.splice(at, 1);
        else charted.push(name);
        if (charted.length > MAX_SERIES) charted.shift();
        showChart();
        list.refresh();
      }
    })
  );
  const games = createLadderGames(ctx);

  async function openFile(file) {
    try {
      form.elements.ladderGames.value = await readFileText(file);
      state.fileName = file.name;
      update();
    } catch {
      form.querySelector('.elo-file-name').textContent = t('event.unreadable', { name: file.name });
    }
  }

  const form = ctx.readOnly ? null : buildLadderForm(ctx, state, openFile);
  if (form) {
    form.addEventListener('submit', (e) => e.preventDefault());
    form.addEventListener('input', (e) => {
      if (e.target.name !== 'ladderFile') update();
    });
    form.querySelector('[data-forget]').addEventListener('click', forget);
  }

  const heading = h('h2', { id: id('standings'), text: t('ladder.standings') });
  const errors = h('div', { class: 'elo-general-errors', role: 'status' });
  const warnings = h('div', { class: 'elo-warnings', hidden: true }, [
    h('h3', { text: t('event.warnings') }),
    h('ul')
  ]);
  const empty = h('p', { class: 'elo-waiting', text: t('ladder.waiting') });
  const chartBox = h('div', { class: 'elo-charts elo-ladder-chart' });
  const selects = [0, 1].map((i) =>
    h('select', {
      name: 'h2h' + i,
      'aria-label': t('ladder.h2hPlayer', { n: f.plain.format(i + 1) }),
      on: {
        change: (e) => {
          pair[i] = e.target.value;
          update();
        }
      }
    })
  );
  const h2hSummary = h('p', { class: 'elo-h2h-summary', 'aria-live': 'polite' });
  const h2h = h('section', { class: 'elo-block elo-h2h', 'aria-labelledby': id('h2h') }, [
    h('h3', { id: id('h2h'), text: t('ladder.h2h') }),
    h('div', { class: 'elo-h2h-pick' }, [
      selects[0],
      h('span', { text: t('ladder.versus') }),
      selects[1]
    ]),
    h2hSummary
  ]);
  const actions = h('div', { class: 'elo-actions' }, [
    h('button', {
      type: 'button',
      class: 'elo-button',
      text: t('event.exportCsv'),
      on: { click: downloadList }
    }),
    h('button', {
      type: 'button',
      class: 'elo-button',
      text: t('event.print'),
      on: { click: () => ctx.print() }
    })
  ]);
  const results = h('div', { class: 'elo-ladder-results', hidden: true }, [
    actions,
    list.element,
    chartBox,
    h2h,
    h('section', { class: 'elo-block', 'aria-labelledby': id('ladder-games') }, [
      h('h3', { id: id('ladder-games'), text: t('ladder.gamesHeading') }),
      h('p', { class: 'elo-note', 'data-omitted': '', hidden: true, text: t('ladder.omitted') }),
      games.element
    ])
  ]);
  const report = h(
    'section',
    { class: 'elo-results elo-ladder-report', part: 'results', 'aria-labelledby': id('standings') },
    [heading, errors, warnings, empty, results]
  );
  const element = h('main', { class: 'elo-main elo-main-wide' }, [form, report]);

  function chartNames() {
    const players = (last && last.ladder && last.ladder.players) || [];
    const known = new Set(players.map((p) => p.name));
    const chosen = charted.filter((name) => known.has(name));
    return chosen.length ? chosen : players.slice(0, DEFAULT_CHARTED).map((p) => p.name);
  }

  function showChart() {
    const players = (last && last.ladder && last.ladder.players) || [];
    const byName = new Map(players.map((p) => [p.name, p]));
    const series = chartNames()
      .map((name) => byName.get(name))
      .filter((p) => p && p.history && p.history.length > 1)
      .map((p) => ({ name: p.name, values: p.history }));
    chartBox.replaceChildren(
      ...(series.length
        ? [
            historyChart({
              series,
              t,
              f,
              ids: { title: id('history-title'), desc: id('history-desc') }
            })
          ]
        : [])
    );
  }

  function downloadList() {
    if (!last || !last.ladder) return;
    download(
      csvText(LIST_CSV, last.ladder.players, ctx),
      csvFileName(t('ladder.fileName'), 'ladder')
    );
  }

  function forget() {
    clearTimeout(saveTimer);
    form.elements.ladderGames.value = '';
    form.elements.ladderRoster.value = '';
    state.fileName = '';
    update(false);
    forgetLadder(ctx.storage);
    form.querySelector('[data-kept] span').textContent = t('ladder.forgotten');
  }

  function keep() {
    if (!ctx.storage) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(save, SAVE_PAUSE_MS);
  }

  // Nothing typed is nothing kept: an empty season leaves no trace on the device.
  function save() {
    saveTimer = null;
    if (state.games.trim() === '' && state.roster.trim() === '') forgetLadder(ctx.storage);
    else saveLadder(ctx.storage, state);
  }

  // A season typed just before the view is replaced is kept at once rather than lost.
  function dispose() {
    if (saveTimer === null) return;
    clearTimeout(saveTimer);
    save();
  }

  function renderErrors(list) {
    const mine = new Map();
    const general = [];
    for (const e of list) {
      const name = ERROR_FIELDS[e.field];
      if (form && name) {
        if (!mine.has(name)) mine.set(name, []);
        mine.get(name).push(e);
      } else general.push(e);
    }
    if (form) {
      for (const name of Object.values(ERROR_FIELDS)) {
        const box = form.querySelector('#' + id(name + '-error'));
        const items = (mine.get(name) || []).sort((a, b) => (a.line || 0) - (b.line || 0));
        box.replaceChildren(...items.map((e) => h('li', { text: errorMessage(e, t, f) })));
        box.hidden = items.length === 0;
        form.elements[name].toggleAttribute('aria-invalid', items.length > 0);
      }
    }
    errors.replaceChildren(
      ...general.map((e) => h('p', { class: 'elo-error', text: errorMessage(e, t, f) }))
    );
  }

  function showPairOptions(players) {
    const names = players.map((p) => p.name).sort(new Intl.Collator(ctx.lang).compare);
    selects.forEach((select, i) => {
      if (pair[i] && !names.includes(pair[i])) pair[i] = '';
      select.replaceChildren(
        h('option', { value: '', text: t('ladder.h2hChoose') }),
        ...names.map((n) => h('option', { value: n, text: n }))
      );
      select.value = pair[i];
    });
  }

  function showHeadToHead(ladder) {
    const both = pair[0] && pair[1] && pair[0] !== pair[1];
    const all = ladder.games || [];
    const between = both
      ? all.filter(
          (g) =>
            (g.white === pair[0] && g.black === pair[1]) ||
            (g.white === pair[1] && g.black === pair[0])
        )
      : all;
    games.show(between, !both);
    const totals = both && ladder.headToHead;
    h2hSummary.textContent = totals
      ? t('ladder.h2hTotals', {
          a: totals.players[0],
          b: totals.players[1],
          games: f.plain.format(totals.games),
          scoreA: f.score.format(totals.score[0]),
          scoreB: f.score.format(totals.score[1])
        })
      : '';
  }

  function update(keepIt = true) {
    if (form) {
      state = readLadderForm(form, state);
      form.querySelector('[data-field="period"]').hidden = state.update !== 'period';
    }
    const typed = state.games.trim() !== '';
    const { text, response } = typed
      ? ctx.ask(ladderRequest(state, pair))
      : { text: '', response: { errors: [] } };
    last = response;
    renderErrors(response.errors || []);
    const ladder = response.ladder;
    const warningList = (ladder && ladder.warnings) || [];
    warnings.hidden = warningList.length === 0;
    warnings.lastChild.replaceChildren(
      ...warningList.map((w) => {
        const message = t(WARNING_KEYS[w.code] || 'errors.unknown', { code: w.code });
        return h('li', {
          text: w.line ? t('errors.line', { line: f.plain.format(w.line), message }) : message
        });
      })
    );
    empty.hidden = !!ladder;
    results.hidden = !ladder;
    if (form)
      form.querySelector('.elo-file-name').textContent = state.fileName
        ? t('event.opened', { name: state.fileName })
        : '';
    if (ladder) {
      report.querySelector('[data-omitted]').hidden = !ladder.gamesOmitted;
      list.show(ladder.players || []);
      showChart();
      showPairOptions(ladder.players || []);
      showHeadToHead(ladder);
    }
    if (keepIt) keep();
    ctx.onResult({ state: Object.assign({}, state), text, response });
  }

  return {
    element,
    update,
    dispose,
    state: () => Object.assign({}, state, { pair: pair.slice(), charted: charted.slice() })
  };
}
