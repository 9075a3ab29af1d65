/* The game mode: the form and its results side by side, recalculated by the core on every
   input. One game for both players, and player A's tournament game by game. The decisions are
   game-decide.js's; this wires the page to them and updates it in one step. */
import { h } from './dom.js';
import { buildGameForm, readGameForm, showSystemFields } from './game-form.js';
import { buildGameResults, setTournamentFirst } from './game-results.js';
import { renderGame, renderNotes } from './game-cards.js';
import { renderTournament, renderTournamentRows } from './game-tournament.js';
import { createGameCharts } from './game-charts.js';
import { createSummary } from './game-summary.js';
import { gamesCsv, gamesCsvName } from './game-csv.js';
import {
  PROFILE_FIELDS,
  decideGame,
  errorsToShow,
  keptAnswer,
  lastWorkedOut,
  touchedAtStart
} from './game-decide.js';
import { showErrors } from './kit/error-boxes.js';
import { keepSame } from './kit/same.js';
import { createSettled, typedKey } from './kit/settled.js';
import { showKControls } from './k-field.js';
import { createGameKeeper } from './game-store.js';
import { CURVE, gameRequest, todayIso } from './request.js';

// A TRF pasted into the games box: its error offers the event mode, text and all.
function trfAction(ctx, games) {
  return (error) =>
    error.code === 'games-look-like-trf' && ctx.openMode
      ? h('button', {
          type: 'button',
          class: 'elo-button elo-open-event',
          text: ctx.t('form.openAsEvent'),
          on: {
            click: () =>
              ctx.openMode('event', {
                text: games(),
                fileName: '',
                kByPlayer: {},
                standardByPlayer: {}
              })
          }
        })
      : null;
}

/** The games of the core's answer `response` as a CSV file, or null without any. */
function gamesFile(response, ctx) {
  const tour = response && response.tournament;
  return tour && tour.games && tour.games.length
    ? { text: gamesCsv(tour, ctx), name: gamesCsvName(tour) }
    : null;
}

/** The game mode's view. ctx: { t, f, id, state, compact, ask(request) → { text, response },
    onResult({ state, text, response }), openMode, print, link, deferFirst, storage (where
    the choices are kept, or null) }. With deferFirst,
    the first update leaves the per-game rows and the charts to the returned handle's finish(),
    so that the first result is shown without them; any update before that draws them at once. */
export function createGameView(ctx) {
  // What the view holds: the form's `state`, the `response` shown (its parts kept from the one
  // before where their values are the same, kit/same.js), the `announcement` made, the first
  // update's response while its rows and charts wait for finish() (`unfinished`), and whether
  // the next update leaves them to it (`defer`).
  const view = {
    state: ctx.state,
    response: null,
    announcement: '',
    unfinished: null,
    defer: !!ctx.deferFirst
  };
  const today = todayIso();
  const touched = touchedAtStart(view.state);
  const onTouch = (name) => {
    if (!PROFILE_FIELDS.includes(name) || touched.has(name)) return;
    touched.add(name);
    update();
  };
  const form = buildGameForm({
    ...ctx,
    today,
    onTouch,
    onPick: () => update(),
    onInput: (e) => update({ typing: typedKey(e) })
  });
  // The last game and tournament worked out, once settled (kit/settled.js): kept through a box
  // emptied and typed again, so that a rating retyped with an error keeps them in view rather
  // than nothing, and never the answer to a key typed on the way.
  const settled = createSettled(form);
  const csv = () => gamesFile(view.response, ctx);
  const results = buildGameResults(ctx, csv);
  const head = results.tournament && results.tournament.querySelector('.elo-tournament-head');
  const summary = createSummary(form, [results.players, head].filter(Boolean));
  const charts = createGameCharts(results.charts, ctx);
  const element = h('main', { class: 'elo-main' }, [summary.element, form, results.section]);
  const kIds = { autoRow: ctx.id('kAuto-row'), applied: ctx.id('k-applied') };
  const openAsEvent = trfAction(ctx, () => view.state.games);
  // The rules, K and the switches, kept on the device where there is one (the page's).
  const keeper = createGameKeeper(ctx.storage || null);

  // how: { typing (a key: its answer is kept once typing pauses) }.
  function update(how = {}) {
    const state = (view.state = readGameForm(form, view.state));
    const asked = ctx.ask(gameRequest(state, today, CURVE));
    const errors = errorsToShow(asked.response.errors, touched);
    const answer = keepSame(view.response, asked.response);
    const kept = keptAnswer(answer, settled.kept(), state, errors);
    const response = (view.response = kept.response);
    settled.follow(lastWorkedOut(settled.kept(), response), errors.length > 0, how.typing);
    results.setStale(kept.stale);
    const shown = decideGame(
      state,
      response,
      { touched, hasGamesBox: !!form.elements.games, hasTournament: !!results.tournament },
      ctx
    );
    showKControls(form, kIds, shown.k);
    showSystemFields(form, state, shown.k.automatic, ctx);
    showErrors(
      {
        root: element,
        id: ctx.id,
        t: ctx.t,
        f: ctx.f,
        general: results.general,
        action: openAsEvent
      },
      shown.routed
    );
    setTournamentFirst(results, shown.first);
    form.classList.toggle('elo-no-game', shown.first);
    renderGame(results, response.game, state.result, ctx);
    renderNotes(results, shown);
    results.setWarnings(shown.warnings);
    const defer = view.defer;
    view.defer = false;
    view.unfinished = defer ? response : null;
    renderTournament(results, response.tournament, shown.typed, ctx, !defer);
    results.actions.setReady(shown.keep);
    summary.render(response, shown.first, ctx);
    if (!defer) charts.render(response);
    if (shown.announcement !== view.announcement) {
      view.announcement = shown.announcement;
      results.announcer.textContent = shown.announcement;
    }
    keeper.keep(state);
    ctx.onResult({ state: { ...state }, text: asked.text, response: asked.response });
  }

  function finish() {
    const response = view.unfinished;
    view.unfinished = null;
    if (!response) return;
    renderTournamentRows(results, response.tournament, ctx);
    charts.render(response);
  }

  return {
    element,
    update,
    finish,
    state: () => ({ ...view.state }),
    dispose: () => {
      keeper.flush();
      charts.dispose();
      summary.dispose();
    }
  };
}
