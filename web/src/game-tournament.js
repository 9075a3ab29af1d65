/* Player A's tournament in the game mode's results: the change and rating after it, the
   totals, the first rating of an unrated player and the games one by one. Every figure is the
   core's; this only formats and places it. */
import { append, h, hide } from './dom.js';
import { EMPTY } from './format.js';
import { MAX_TABLE_ROWS } from './game-table.js';
import { publishedNote } from './kit/first-rating.js';
import { metric, output, setExact, setOutput } from './game-cards.js';
import { fillFigures } from './kit/figures.js';

/** The tournament's block, around the games table `gamesTable`. */
export function tournamentBlock(ctx, gamesTable) {
  const { t } = ctx;
  return h('div', { class: 'elo-block elo-tournament', hidden: true }, [
    h('h3', { text: t('results.tournament') }),
    h('div', { class: 'elo-players elo-tournament-head' }, [
      metric(
        t('results.tournamentChange'),
        h('span', { class: 'elo-change-line' }, [
          output('tournamentChange', 'elo-big elo-change elo-num'),
          h('span', { class: 'elo-exact elo-num', 'data-exact': 'T' })
        ])
      ),
      metric(t('results.ratingAfterTournament'), output('ratingAfterTournament', 'elo-big elo-num'))
    ]),
    h('p', { class: 'elo-note', 'data-source': 'T', hidden: true }),
    h('div', { class: 'elo-initial', hidden: true }),
    h('dl', { class: 'elo-totals' }),
    h('dl', { class: 'elo-totals', 'data-figures': 'T', hidden: true }),
    gamesTable.element,
    h('p', { class: 'elo-note elo-rows-note', hidden: true })
  ]);
}

function renderRows(view, games, ctx) {
  view.games.render(games, ctx);
  const note = view.tournament.querySelector('.elo-rows-note');
  hide(note, games.length <= MAX_TABLE_ROWS);
  note.textContent = note.hidden
    ? ''
    : ctx.t('results.rowsShown', {
        shown: ctx.f.plain.format(Math.min(games.length, MAX_TABLE_ROWS)),
        total: ctx.f.plain.format(games.length)
      });
}

function totalsList(tour, { t, f }) {
  const items = [
    ['results.gamesCount', tour.gamesCount, f.plain],
    ['results.score', tour.score, f.score],
    ['results.expectedTotal', tour.expectedTotal, f.expected],
    ['results.kApplied', tour.k, f.rating],
    ['results.changeExact', tour.changeExact, f.exact],
    ['results.changeRounded', tour.change, f.change],
    ['results.averageOpponent', tour.averageOpponent, f.rating],
    ['results.performance', tour.performance, f.rating]
  ];
  return items
    .filter(([, value]) => typeof value === 'number')
    .map(([key, value, fmt]) => [t(key), fmt.format(value)]);
}

function renderInitial(box, initial, { t, f }) {
  hide(box, !initial);
  box.replaceChildren();
  if (!initial) return;
  const has = typeof initial.rating === 'number';
  append(box, [
    h('div', { class: 'elo-metric' }, [
      h('span', {
        class: 'elo-label',
        text: t(has ? 'results.initialRating' : 'results.initialRatingNone')
      }),
      has &&
        h('span', {
          class: 'elo-big elo-num',
          'data-initial-rating': '',
          text: f.rating.format(initial.rating)
        })
    ]),
    initial.capped && typeof initial.uncapped === 'number'
      ? h('p', { text: t('results.capped', { value: f.rating.format(initial.uncapped) }) })
      : null,
    publishedNote(initial.reasons, { t })
  ]);
}

/** Fills the tournament block from the core's `tournament`; shown once games are typed. The
    per-game rows only when `rows` is not false (renderTournamentRows writes them later). */
export function renderTournament(view, tour, typed, ctx, rows) {
  const block = view.tournament;
  if (!block) return;
  hide(block, !typed);
  const rated = !!(tour && tour.rated);
  // US Chess rates an unrated player at once: the special formula's rating.
  const after = tour && typeof tour.newRating === 'number';
  setOutput(
    view,
    'tournamentChange',
    rated ? ctx.f.change.format(tour.change) : EMPTY,
    rated ? tour.change : 0
  );
  setOutput(view, 'ratingAfterTournament', after ? ctx.f.rating.format(tour.newRating) : EMPTY);
  setExact(view, 'T', rated ? tour.changeExact : undefined, ctx);
  hide(block.querySelector('.elo-tournament-head'), !!(tour && !after));
  fillFigures(block.querySelector('.elo-totals'), tour ? totalsList(tour, ctx) : []);
  const initial = tour && !rated && tour.initialRating;
  renderInitial(
    block.querySelector('.elo-initial'),
    typeof initial === 'object' ? initial : null,
    ctx
  );
  if (rows !== false) renderTournamentRows(view, tour, ctx);
}

/** The per-game rows of the core's `tournament`. */
export function renderTournamentRows(view, tour, ctx) {
  if (view.tournament) renderRows(view, (tour && tour.games) || [], ctx);
}
