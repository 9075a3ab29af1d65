/* The game mode: the form and its results side by side, recalculated by the core on every
   input. One game for both players, and player A's tournament game by game. */
import { afterPaint } from './after-paint.js';
import { h } from './dom.js';
import { buildGameForm, readGameForm, showKControls } from './game-form.js';
import {
  buildGameResults,
  renderGame,
  renderTournament,
  renderTournamentRows,
  setTournamentFirst
} from './game-results.js';
import { buildGameActions } from './game-share.js';
import { createSummary } from './game-summary.js';
import { renderErrors } from './field-errors.js';
import { expectedChart, runningChart } from './charts.js';
import { CURVE, gameRequest, todayIso } from './request.js';

/** The profile's fields, by the request path their errors name. */
const PROFILE_FIELD_OF = {
  'player.birthYear': 'birthYear',
  'player.ratedGames': 'ratedGames',
  'player.peakRating': 'peakRating',
  date: 'date'
};
const PROFILE_FIELDS = Object.values(PROFILE_FIELD_OF);

function runningRows(tour) {
  if (!tour || !tour.rated) return [];
  return (tour.games || [])
    .filter((g) => typeof g.runningChangeExact === 'number')
    .map((g) => ({ game: g.game, event: g.event, value: g.runningChangeExact }));
}

function announcement(response, { t, f }) {
  const parts = [];
  const g = response.game;
  if (g) {
    parts.push(
      t('results.announceGame', {
        ratingA: f.rating.format(g.player.newRating),
        changeA: f.change.format(g.player.change),
        ratingB: f.rating.format(g.opponent.newRating),
        changeB: f.change.format(g.opponent.change)
      })
    );
  }
  const tour = response.tournament;
  if (tour && tour.rated) {
    parts.push(
      t('results.announceTournament', {
        change: f.change.format(tour.change),
        rating: f.rating.format(tour.newRating)
      })
    );
  }
  return parts.join(' ');
}

/** The game mode's view. ctx: { t, f, id, state, compact, ask(request) → { text, response },
    onResult({ state, text, response }), deferFirst }. With deferFirst, the first update leaves
    the per-game rows and the charts to the returned handle's finish(), so that the first
    result is shown without them; any update before that draws them at once. */
export function createGameView(ctx) {
  let state = ctx.state;
  let lastAnnouncement = '';
  // The first update's response while its rows and charts wait for finish().
  let unfinished = null;
  let deferNext = !!ctx.deferFirst;
  const today = todayIso();
  // Profile fields get no red error before the user has been in them (or a link filled them).
  const touched = new Set(PROFILE_FIELDS.filter((name) => String(state[name] || '') !== ''));
  const form = buildGameForm(
    Object.assign({}, ctx, {
      today,
      onTouch: (name) => {
        if (!PROFILE_FIELDS.includes(name) || touched.has(name)) return;
        touched.add(name);
        update();
      },
      onInput: () => update(),
      onPick: (k) => {
        form.elements.k.value = k;
        form.elements.kAuto.checked = false;
        update();
      }
    })
  );
  const results = buildGameResults(ctx);
  const actions = buildGameActions(ctx);
  results.section.insertBefore(actions.element, results.announcer);
  const summary = createSummary(
    form,
    [
      results.players,
      results.tournament && results.tournament.querySelector('.elo-tournament-head')
    ].filter(Boolean)
  );
  const element = h('main', { class: 'elo-main' }, [summary.element, form, results.section]);
  const kIds = {
    autoRow: ctx.id('kAuto-row'),
    profile: ctx.id('profile'),
    applied: ctx.id('k-applied')
  };

  // Each chart is drawn again only when what it shows has changed: a keystroke in a long list
  // often leaves the expected-score chart as it was. The running change, costlier with every
  // game, is drawn after the frame that shows the figures (while typing fast, only the last
  // list's); until then the previous one stays.
  const drawn = { expected: { key: '', chart: null }, running: { key: '', chart: null } };
  let cancelLater = () => {};
  function chart(slot, key, draw) {
    if (key !== slot.key) {
      slot.key = key;
      slot.chart = key ? draw() : null;
    }
    return slot.chart;
  }
  function place(charts) {
    const list = charts.filter(Boolean);
    const shown = results.charts.children;
    if (shown.length !== list.length || list.some((c, i) => shown[i] !== c))
      results.charts.replaceChildren(...list);
  }

  function renderCharts(response) {
    const curve = response.curve && response.curve.length > 1 ? response.curve : null;
    const game = response.game && response.game.player;
    const rows = runningRows(response.tournament);
    const expected = chart(
      drawn.expected,
      curve ? JSON.stringify([curve, game ? [game.difference, game.expected] : null]) : '',
      () =>
        expectedChart({
          curve,
          game,
          t: ctx.t,
          f: ctx.f,
          ids: { title: ctx.id('chart-title'), desc: ctx.id('chart-desc') }
        })
    );
    const runningKey = rows.length ? JSON.stringify(rows) : '';
    const running = () =>
      chart(drawn.running, runningKey, () =>
        runningChart({
          rows,
          t: ctx.t,
          f: ctx.f,
          ids: { title: ctx.id('running-title'), desc: ctx.id('running-desc') }
        })
      );
    cancelLater();
    if (
      !runningKey ||
      runningKey === drawn.running.key ||
      typeof requestAnimationFrame !== 'function'
    ) {
      place([expected, running()]);
      return;
    }
    place([expected, drawn.running.chart]);
    cancelLater = afterPaint(() => {
      cancelLater = () => {};
      place([expected, running()]);
    });
  }

  function announce(response) {
    const text = announcement(response, ctx);
    if (text === lastAnnouncement) return;
    lastAnnouncement = text;
    results.announcer.textContent = text;
  }

  function update() {
    state = readGameForm(form, state);
    const { text, response } = ctx.ask(gameRequest(state, today, CURVE));
    showKControls(form, kIds, response, state, ctx);
    const shown = (response.errors || []).filter((e) => {
      const field = PROFILE_FIELD_OF[e.field];
      return !field || touched.has(field);
    });
    renderErrors(
      {
        container: element,
        form,
        id: ctx.id,
        t: ctx.t,
        f: ctx.f,
        general: results.general,
        onOpenAsEvent: ctx.openMode
          ? () => ctx.openMode('event', { text: state.games, fileName: '', kByPlayer: {} })
          : null
      },
      shown
    );
    // No single game asked for (rating B empty) while games are typed: the tournament leads.
    const first = !!results.tournament && state.games.trim() !== '' && state.ratingB.trim() === '';
    setTournamentFirst(results, first);
    form.classList.toggle('elo-no-game', first);
    renderGame(results, response.game, state.result, ctx);
    const defer = deferNext;
    deferNext = false;
    unfinished = defer ? response : null;
    renderTournament(results, response.tournament, state.games.trim() !== '', ctx, !defer);
    actions.setTournament(response.tournament);
    summary.render(response, first, ctx);
    if (!defer) renderCharts(response);
    announce(response);
    ctx.onResult({ state: Object.assign({}, state), text, response });
  }

  function finish() {
    const response = unfinished;
    unfinished = null;
    if (!response) return;
    renderTournamentRows(results, response.tournament, ctx);
    renderCharts(response);
  }

  return {
    element,
    update,
    finish,
    state: () => Object.assign({}, state),
    dispose: () => {
      cancelLater();
      summary.dispose();
    }
  };
}
