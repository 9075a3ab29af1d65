/* The game mode's results in the kit's report frame: both players' cards, every outcome, and
   player A's tournament game by game, with the link, CSV and Print under them. */
import { h, hide } from './dom.js';
import { buildCards } from './game-cards.js';
import { createGamesTable } from './game-table.js';
import { tournamentBlock } from './game-tournament.js';
import { createReport, reportActions } from './kit/report.js';

/** The results section. ctx: { t, id, compact, link, print }; csv() the games' CSV. Returns the
    section and the parts renders fill. */
export function buildGameResults(ctx, csv) {
  const { t } = ctx;
  const cards = buildCards(ctx);
  const games = createGamesTable(ctx);
  const tournament = ctx.compact ? null : tournamentBlock(ctx, games);
  const charts = h('div', { class: 'elo-charts' });
  const actions = reportActions(ctx, {
    csv,
    print: ctx.print,
    link: ctx.link,
    cls: 'elo-game-actions'
  });
  const announcer = h('p', {
    class: 'elo-visually-hidden',
    role: 'status',
    'aria-live': 'polite',
    'data-announce': ''
  });
  const report = createReport(ctx, {
    name: 'results-heading',
    id: 'results',
    heading: 'results.heading',
    waiting: 'results.waiting',
    warningsHeading: 'results.warnings',
    alert: true,
    layout: ({ heading, general, stale, warnings, waiting }) => [
      heading,
      general,
      stale,
      warnings,
      cards.players,
      waiting,
      h('p', {
        class: 'elo-note elo-single-hint',
        hidden: true,
        text: t('results.singleGameHint')
      }),
      cards.whatIf,
      tournament,
      charts,
      h('dl', { class: 'elo-meanings', 'data-figures': 'legend', hidden: true }),
      actions.element,
      announcer
    ]
  });
  return {
    ...cards,
    section: report.section,
    general: report.general,
    setWarnings: report.setWarnings,
    setStale: report.setStale,
    charts,
    announcer,
    actions,
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
  hide(players, first);
  hide(section.querySelector('.elo-single-hint'), !first);
}
