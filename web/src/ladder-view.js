/* The ladder mode: a club's season of games in, the standing list, ratings over the season,
   a head-to-head and every game's effect out. What was typed is kept on this device only and
   can be forgotten. In an element that reads its games from the page (readOnly), only the
   results show. The decisions are ladder-decide.js's; this wires the page to them. */
import { h, hide } from './dom.js';
import { dateOrderOf, ladderRequest } from './ladder-request.js';
import { createKeeper } from './ladder-store.js';
import { showFileName } from './file-drop.js';
import { buildLadderForm, fillLadderForm, readLadderForm } from './ladder-form.js';
import { createSeasonActions } from './ladder-season-view.js';
import { createLadderList } from './ladder-list.js';
import { createLadderGames } from './ladder-games.js';
import { createHeadToHead } from './ladder-h2h.js';
import { historyChart } from './ladder-chart.js';
import * as decide from './ladder-decide.js';
import { showErrors } from './kit/error-boxes.js';
import { warningMessages } from './kit/errors.js';
import { createReport, reportActions } from './kit/report.js';
import { createSettled, typedKey } from './kit/settled.js';
import { createPrinted } from './kit/printed.js';

// The standings' report: the list, the chart, the head-to-head and every game, under the
// kit's frame and actions.
function buildResults(ctx, parts) {
  const { t, id } = ctx;
  const { list, h2h, games } = parts;
  const chartBox = h('div', { class: 'elo-charts elo-ladder-chart' });
  const omitted = h('p', { class: 'elo-note', hidden: true, text: t('ladder.omitted') });
  const actions = reportActions(ctx, { csv: parts.csv, print: ctx.print });
  // The rules, K, the starting rating and the day, on paper, where the form is not printed.
  const printed = createPrinted();
  const results = h('div', { class: 'elo-ladder-results', hidden: true }, [
    actions.element,
    list.element,
    chartBox,
    h2h.element,
    h('section', { class: 'elo-block elo-games-block', 'aria-labelledby': id('ladder-games') }, [
      h('h3', { id: id('ladder-games'), text: t('ladder.gamesHeading') }),
      omitted,
      games.element
    ])
  ]);
  const report = createReport(ctx, {
    name: 'standings',
    heading: 'ladder.standings',
    waiting: 'ladder.waiting',
    cls: 'elo-ladder-report',
    layout: (p) => [p.heading, printed.element, p.general, p.stale, p.warnings, p.waiting, results]
  });
  return { chartBox, omitted, results, report, printed };
}

// The club's choices as the form has them, on paper: none without standings or a form.
function showPrinted(printed, form, state, ctx) {
  const more = [[ctx.t('ladder.initialRating'), state.initialRating]];
  printed.show(form, { k: state.k, more }, ctx);
}

// The form's own events: every input recalculates (a file's once it is read; a key as typing)
// and ends what the season's lines offered; the kept line's buttons.
function wireForm(form, update, season) {
  if (!form) return;
  form.addEventListener('submit', (e) => e.preventDefault());
  form.addEventListener('input', (e) => {
    if (e.target.name === 'ladderFile') return;
    season.clear();
    update({ typing: typedKey(e) });
  });
  for (const [action, run] of Object.entries(season.buttons))
    form.querySelector(`[data-action="ladder-${action}"]`).addEventListener('click', run);
}

// The standings' players, none before there are standings.
const playersOf = (ladder) => (ladder && ladder.players) || [];

/** The ladder view. ctx: { t, f, id, lang, state, readOnly, storage, ask(request) → { text,
    response }, onResult({ state, text, response }), print() }. */
export function createLadderView(ctx) {
  const { t, f, id } = ctx;
  // The view's state: the form's (its dates' order the form's or the page's), the `ladder` shown,
  // and the players `charted` and `pair` compared, which a re-render keeps but the device not.
  const view = {
    state: { ...ctx.state, dateOrder: dateOrderOf(ctx.state, ctx.lang) },
    ladder: null,
    charted: (ctx.state.charted || []).slice(),
    pair: (ctx.state.pair || ['', '']).slice()
  };
  const keeper = createKeeper(ctx.storage);

  const list = createLadderList({
    ...ctx,
    isCharted: (name) => decide.chartNames(playersOf(view.ladder), view.charted).includes(name),
    onChart: (name) => {
      view.charted = decide.toggleCharted(view.charted, name);
      showChart();
      list.refresh();
    }
  });
  const games = createLadderGames(ctx);
  const h2h = createHeadToHead(ctx, (i, name) => {
    view.pair[i] = name;
    update();
  });

  const season = createSeasonActions(t, {
    form: () => form,
    state: () => ({ ...view.state }),
    become(next, fileName) {
      fillLadderForm(form, next);
      // A season changed by a file or an Undo is another input: no standings kept for its errors.
      settled.reset();
      view.state.fileName = fileName;
      update();
    },
    flush: () => keeper.flush(),
    answer: () => view.ladder
  });
  const form = ctx.readOnly ? null : buildLadderForm(ctx, view.state, season.openFile, season.asks);
  wireForm(form, update, season);
  // The standings kept while the season has errors (kit/settled.js).
  const settled = createSettled(form);

  const parts = buildResults(ctx, {
    list,
    h2h,
    games,
    csv: () => view.ladder && decide.standingsCsv(view.ladder, ctx)
  });
  const { chartBox, omitted, results, report } = parts;
  const element = h('main', { class: 'elo-main elo-main-wide' }, [form, report.section]);

  function showChart() {
    const series = decide.chartSeries(playersOf(view.ladder), view.charted);
    const ids = { title: id('history-title'), desc: id('history-desc') };
    const periods = view.state.update === 'period';
    chartBox.replaceChildren(
      ...(series.length ? [historyChart({ series, t, f, ids, periods })] : [])
    );
  }

  function show(ladder) {
    view.ladder = ladder;
    hide(report.waiting, !!ladder);
    hide(results, !ladder);
    showPrinted(parts.printed, ladder && form, view.state, ctx);
    if (!ladder) return;
    hide(omitted, !ladder.gamesOmitted);
    list.show(playersOf(ladder));
    showChart();
    const choices = decide.pairChoices(playersOf(ladder), view.pair, ctx.lang);
    const pair = (view.pair = choices.pair);
    const shown = decide.gamesShown(ladder, pair);
    h2h.show(choices.names, pair, decide.headToHeadText(ladder, pair, ctx));
    games.show(shown.games, !shown.between);
  }

  function update(how = {}) {
    if (form) {
      view.state = readLadderForm(form, view.state);
      hide(form.querySelector('[data-field="period"]'), view.state.update !== 'period');
      showFileName(form, t, view.state.fileName, view.state.games.trim() === '');
    }
    const typed = view.state.games.trim() !== '';
    const { text, response } = typed
      ? ctx.ask(ladderRequest(view.state, view.pair))
      : { text: '', response: { errors: [] } };
    showErrors(
      { root: element, id, t, f, general: report.general },
      decide.routeLadderErrors(response.errors, !!form)
    );
    report.setWarnings(
      warningMessages(response, ctx).concat(decide.warningTexts(response.ladder, ctx))
    );
    // Errors keep the last settled standings in view (kit/settled.js), marked, until put right.
    const shown = decide.standingsShown(response, settled.kept(), typed);
    report.setStale(shown.stale);
    if (!shown.stale || shown.ladder !== view.ladder) show(shown.ladder);
    settled.follow(response.ladder || null, shown.errors, how.typing);
    keeper.keep(view.state);
    ctx.onResult({ state: { ...view.state }, text, response });
  }

  return {
    element,
    update,
    // A season typed just before the view is replaced is kept at once rather than lost.
    dispose: () => keeper.flush(),
    state: () => ({ ...view.state, pair: view.pair.slice(), charted: view.charted.slice() })
  };
}
