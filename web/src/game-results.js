/* The game mode's results: both players' cards, every outcome, and player A's tournament
   game by game. Every figure is the core's; this only formats and places it. */
import { h, append, scrollBox } from './dom.js';
import { EMPTY, signClass } from './format.js';
import { MAX_TABLE_ROWS, REASON_KEYS, createGamesTable } from './game-table.js';

const OUTCOME_KEYS = {
  1: 'results.outcomeWin',
  0.5: 'results.outcomeDraw',
  0: 'results.outcomeLoss'
};

function output(name, cls, part) {
  return h('output', { name, class: cls, part, 'aria-live': 'off' });
}

function metric(labelText, content, cls) {
  return h('div', { class: 'elo-metric' + (cls ? ' ' + cls : '') }, [
    h('span', { class: 'elo-label', text: labelText }),
    content
  ]);
}

function playerCard({ t, id }, side) {
  return h(
    'article',
    { class: 'elo-player', part: 'player', 'aria-labelledby': id('player' + side) },
    [
      h('h3', {
        id: id('player' + side),
        text: t(side === 'A' ? 'results.playerA' : 'results.playerB')
      }),
      metric(
        t('results.newRating'),
        output('newRating' + side, 'elo-big elo-num', 'new-rating'),
        'elo-metric-main'
      ),
      metric(
        t('results.change'),
        h('span', { class: 'elo-change-line' }, [
          output('change' + side, 'elo-change elo-num', 'change'),
          h('span', { class: 'elo-exact elo-num', 'data-exact': side })
        ])
      ),
      metric(t('results.expected'), output('expected' + side, 'elo-num'), 'elo-metric-row'),
      metric(
        t('results.winProbability'),
        output('winProbability' + side, 'elo-num'),
        'elo-metric-row'
      )
    ]
  );
}

function table(t, captionKey, headKeys, cls) {
  const tbody = h('tbody');
  const el = h('table', { class: 'elo-table ' + cls }, [
    h('caption', { class: 'elo-visually-hidden', text: t(captionKey) }),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        headKeys.map((k) => h('th', { scope: 'col', text: t(k) }))
      )
    ),
    tbody
  ]);
  return { wrap: scrollBox(el, t(captionKey)), tbody };
}

function tournamentBlock(ctx, gamesTable) {
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
    h('div', { class: 'elo-initial', hidden: true }),
    h('dl', { class: 'elo-totals' }),
    gamesTable.element,
    h('p', { class: 'elo-note elo-rows-note', hidden: true })
  ]);
}

/** The results section. ctx: { t, id, compact }. Returns the section and the parts renders fill. */
export function buildGameResults(ctx) {
  const { t, id } = ctx;
  const whatIf = table(
    t,
    'results.whatIf',
    ['results.outcome', 'results.playerA', 'results.playerB'],
    'elo-whatif'
  );
  const games = createGamesTable(ctx);
  const tournament = ctx.compact ? null : tournamentBlock(ctx, games);
  const general = h('div', { class: 'elo-general-errors', role: 'alert' });
  const charts = h('div', { class: 'elo-charts' });
  const announcer = h('p', {
    class: 'elo-visually-hidden',
    role: 'status',
    'aria-live': 'polite',
    'data-announce': ''
  });
  const players = h('div', { class: 'elo-players elo-game-players' }, [
    playerCard(ctx, 'A'),
    playerCard(ctx, 'B')
  ]);
  const section = h(
    'section',
    {
      class: 'elo-results',
      part: 'results',
      id: id('results'),
      'aria-labelledby': id('results-heading')
    },
    [
      h('h2', { id: id('results-heading'), text: t('results.heading') }),
      general,
      players,
      h('p', { class: 'elo-waiting', text: t('results.waiting') }),
      h('p', {
        class: 'elo-note elo-single-hint',
        hidden: true,
        text: t('results.singleGameHint')
      }),
      h('div', { class: 'elo-block elo-whatif-block' }, [
        h('h3', { text: t('results.whatIf') }),
        whatIf.wrap
      ]),
      tournament,
      charts,
      announcer
    ]
  );
  return {
    section,
    general,
    charts,
    announcer,
    players,
    whatIfBody: whatIf.tbody,
    games,
    tournament
  };
}

/** Whether the tournament leads: games typed and no single game asked for (rating B empty).
    The player cards give way to a short line, and the tournament comes first. */
export function setTournamentFirst(view, first) {
  const { section, tournament, players, charts } = view;
  section.classList.toggle('elo-tournament-first', first);
  if (tournament) {
    const before = first ? players : charts;
    if (tournament.nextSibling !== before) section.insertBefore(tournament, before);
  }
  players.hidden = first;
  section.querySelector('.elo-single-hint').hidden = !first;
}

function setOutput(view, name, text, sign) {
  const out = view.section.querySelector('output[name="' + name + '"]');
  out.textContent = text;
  if (sign !== undefined) {
    out.classList.toggle('elo-up', sign > 0);
    out.classList.toggle('elo-down', sign < 0);
  }
}

function setExact(view, which, value, { t, f }) {
  const el = view.section.querySelector('[data-exact="' + which + '"]');
  el.textContent = value === undefined ? '' : t('results.exact', { value: f.exact.format(value) });
}

function scenarioCell(side, f) {
  return h('td', { class: 'elo-num' }, [
    h('span', { class: 'elo-scenario-rating', text: f.rating.format(side.newRating) }),
    h('span', {
      class: 'elo-scenario-change ' + signClass(side.change),
      text: f.change.format(side.change)
    })
  ]);
}

// The outcomes each view's table was last written from.
const whatIfShown = new WeakMap();

/** Fills both players' cards and the outcomes table from the core's `game` (or clears them). */
export function renderGame(view, game, result, ctx) {
  const { t, f } = ctx;
  const first = view.section.classList.contains('elo-tournament-first');
  view.section.querySelector('.elo-waiting').hidden = !!game || first;
  view.section.querySelector('.elo-whatif-block').hidden = !game;
  for (const [side, key] of [
    ['A', 'player'],
    ['B', 'opponent']
  ]) {
    const p = game && game[key];
    setOutput(view, 'newRating' + side, p ? f.rating.format(p.newRating) : EMPTY);
    setOutput(view, 'change' + side, p ? f.change.format(p.change) : EMPTY, p ? p.change : 0);
    setOutput(view, 'expected' + side, p ? f.expected.format(p.expected) : EMPTY);
    setOutput(view, 'winProbability' + side, p ? f.percent.format(p.expected) : EMPTY);
    setExact(view, side, p ? p.changeExact : undefined, ctx);
  }
  // The outcomes are written again only when they have changed (a keystroke in the games
  // leaves them as they were).
  const scenarios = (game && game.scenarios) || [];
  const key = JSON.stringify([scenarios, result]);
  if (whatIfShown.get(view) === key) return;
  whatIfShown.set(view, key);
  const rows = scenarios.map((sc) =>
    h('tr', { class: String(sc.result) === result ? 'elo-current' : null }, [
      h('th', { scope: 'row', text: t(OUTCOME_KEYS[sc.result] || 'results.outcome') }),
      scenarioCell(sc.player, f),
      scenarioCell(sc.opponent, f)
    ])
  );
  view.whatIfBody.replaceChildren(...rows);
}

function renderRows(view, games, ctx) {
  view.games.render(games, ctx);
  const note = view.tournament.querySelector('.elo-rows-note');
  note.hidden = games.length <= MAX_TABLE_ROWS;
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
    ['results.kApplied', tour.k, f.plain],
    ['results.changeExact', tour.changeExact, f.exact],
    ['results.changeRounded', tour.change, f.change],
    ['results.averageOpponent', tour.averageOpponent, f.rating],
    ['results.performance', tour.performance, f.rating]
  ];
  return items
    .filter(([, value]) => typeof value === 'number')
    .map(([key, value, fmt]) =>
      h('div', null, [
        h('dt', { text: t(key) }),
        h('dd', { class: 'elo-num', text: fmt.format(value) })
      ])
    );
}

function renderInitial(box, initial, { t, f }) {
  box.hidden = !initial;
  box.replaceChildren();
  if (!initial) return;
  const has = typeof initial.rating === 'number';
  const reasons = initial.reasons || [];
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
    reasons.length === 0
      ? h('p', { text: t('results.published') })
      : h('div', null, [
          h('p', { text: t('results.notPublished') }),
          h(
            'ul',
            null,
            reasons.map((r) => h('li', { text: REASON_KEYS[r] ? t(REASON_KEYS[r]) : r }))
          )
        ])
  ]);
}

/** Fills the tournament block from the core's `tournament`; shown once games are typed. The
    per-game rows only when `rows` is not false (renderTournamentRows writes them later). */
export function renderTournament(view, tour, typed, ctx, rows) {
  const block = view.tournament;
  if (!block) return;
  block.hidden = !typed;
  const rated = !!(tour && tour.rated);
  setOutput(
    view,
    'tournamentChange',
    rated ? ctx.f.change.format(tour.change) : EMPTY,
    rated ? tour.change : 0
  );
  setOutput(view, 'ratingAfterTournament', rated ? ctx.f.rating.format(tour.newRating) : EMPTY);
  setExact(view, 'T', rated ? tour.changeExact : undefined, ctx);
  block.querySelector('.elo-tournament-head').hidden = !!(tour && !rated);
  const totals = block.querySelector('.elo-totals');
  const items = tour ? totalsList(tour, ctx) : [];
  if (totals.textContent !== items.map((item) => item.textContent).join(''))
    totals.replaceChildren(...items);
  renderInitial(
    block.querySelector('.elo-initial'),
    tour && !rated ? tour.initialRating : null,
    ctx
  );
  if (rows !== false) renderTournamentRows(view, tour, ctx);
}

/** The per-game rows of the core's `tournament`. */
export function renderTournamentRows(view, tour, ctx) {
  if (view.tournament) renderRows(view, (tour && tour.games) || [], ctx);
}
