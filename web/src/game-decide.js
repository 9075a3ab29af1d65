/* What the game mode decides from a state and the core's answer, as plain functions (tested
   in Node): where each error goes and which are said yet, whether the tournament leads, what
   is announced, and what the K controls show. game-view.js only puts it on the page. */
import { fieldsByPath, routeErrors, warningMessages } from './kit/errors.js';
import { kControls } from './k-field.js';
import { figureRows, legendRows, systemOf } from './systems.js';
import { takesStandard } from './state.js';

/** The form field each request path of an error belongs to. */
const FIELD_OF_ERROR = {
  'player.rating': 'ratingA',
  'opponent.rating': 'ratingB',
  'player.standardRating': 'standardRating',
  'opponent.standardRating': 'standardRatingB',
  result: 'result',
  rules: 'rules',
  k: 'k',
  'opponent.k': 'k',
  'player.birthYear': 'birthYear',
  'player.ratedGames': 'ratedGames',
  'player.peakRating': 'peakRating',
  'opponent.ratedGames': 'ratedGamesB',
  'player.dwzIndex': 'dwzIndex',
  date: 'date',
  gamesText: 'games',
  games: 'games'
};

/** The profile's fields, by the request path their errors name. */
const PROFILE_FIELD_OF = {
  'player.birthYear': 'birthYear',
  'player.ratedGames': 'ratedGames',
  'player.peakRating': 'peakRating',
  date: 'date'
};

/** The profile's fields: they get no red error before the user has been in them. */
export const PROFILE_FIELDS = Object.values(PROFILE_FIELD_OF);

/** The profile fields a state already holds (a link filled them): touched from the start. */
export function touchedAtStart(state) {
  return new Set(PROFILE_FIELDS.filter((name) => String(state[name] || '') !== ''));
}

/** The errors to say now: a profile field's only once it has been touched, but for the N
    that US Chess cannot rate without. */
export function errorsToShow(errors, touched) {
  return (errors || []).filter((e) => {
    const field = PROFILE_FIELD_OF[e.field];
    return !field || touched.has(field) || e.code === 'rated-games-required';
  });
}

/** `errors` routed to the game form's fields (the games box's only where the form has one). */
export function routeGameErrors(errors, hasGamesBox) {
  const byPath = fieldsByPath(FIELD_OF_ERROR);
  return routeErrors(errors, (e) => {
    const field = byPath(e);
    return field === 'games' && !hasGamesBox ? null : field;
  });
}

/** Whether the tournament leads: games typed while no single game is asked for (rating B
    empty), in a view that has a tournament. */
export function tournamentLeads(state, hasTournament) {
  return hasTournament && state.games.trim() !== '' && state.ratingB.trim() === '';
}

/** The sentence for a single game the core left unrated, by its reason code. */
const NOT_RATED_KEYS = { 'rating-gap-600': 'results.notRatedGap600' };

/** The sentence saying that the single game is not rated and why, or '' for a rated one. */
export function notRatedText(game, { t }) {
  if (!game || game.rated !== false) return '';
  return t(NOT_RATED_KEYS[game.reason] || 'results.notRated');
}

/** The note on a side (a game's player or opponent, or the tournament) rated with the
    standard rating it was given (R&B 7.2.1), or ''. */
export function sourceText(side, { t, f }) {
  return side && side.ratingSource === 'standard' && typeof side.rating === 'number'
    ? t('results.ratedWithStandard', { rating: f.rating.format(side.rating) })
    : '';
}

/** The polite announcement of the answer: both new ratings, and the tournament's change. */
export function announcement(response, { t, f }) {
  const parts = [];
  const g = response.game;
  if (g && g.rated === false) {
    parts.push(notRatedText(g, { t }));
  } else if (g) {
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

/** The running change of a rated tournament, game by game, for its chart. */
export function runningRows(tour) {
  if (!tour || !tour.rated) return [];
  return (tour.games || [])
    .filter((g) => typeof g.runningChangeExact === 'number')
    .map((g) => ({ game: g.game, event: g.event, value: g.runningChangeExact }));
}

/** A national system's own figures: each player's (A, B), the tournament's (T, where the
    totals already give K) and what they mean (legend). */
export function systemFigures(response, ctx) {
  const system = systemOf(response);
  const game = system && response.game;
  return {
    A: figureRows(game && game.player, ctx),
    B: figureRows(game && game.opponent, ctx),
    T: figureRows(system && response.tournament, ctx, true),
    legend: legendRows(system, ctx)
  };
}

/** The answer to show for the core's `response` and the one shown `before` it: while the
    input has errors (those `shown`), the last single game stays where the core gives none but
    one is still asked for (rating B typed), and the last tournament where its games are still
    typed; either kept makes the answer out of date (`stale`). */
export function keptAnswer(response, before, state, shown) {
  const game =
    !response.game &&
    before &&
    before.game &&
    state.ratingB.trim() !== '' &&
    shown.some((e) => e.field !== 'gamesText');
  const tournament =
    !response.tournament &&
    before &&
    before.tournament &&
    state.games.trim() !== '' &&
    shown.length > 0;
  return {
    response: {
      ...response,
      ...(game && { game: before.game }),
      ...(tournament && { tournament: before.tournament })
    },
    stale: !!(game || tournament)
  };
}

/** The last game and tournament worked out (`before`), each replaced by `response`'s where
    it has one: what keptAnswer keeps in view while a box emptied is typed again with an error. */
export function lastWorkedOut(before, response) {
  return {
    ...before,
    ...(response.game && { game: response.game }),
    ...(response.tournament && { tournament: response.tournament })
  };
}

/** Everything the view shows for `state` and the core's `response`. view: { touched,
    hasGamesBox, hasTournament }. */
export function decideGame(state, response, view, ctx) {
  return {
    routed: routeGameErrors(errorsToShow(response.errors, view.touched), view.hasGamesBox),
    first: tournamentLeads(state, view.hasTournament),
    typed: state.games.trim() !== '',
    announcement: announcement(response, ctx),
    k: kControls(response, state, ctx),
    notRated: notRatedText(response.game, ctx),
    sources: {
      A: sourceText(response.game && response.game.player, ctx),
      B: sourceText(response.game && response.game.opponent, ctx),
      T: sourceText(response.tournament, ctx)
    },
    standard: takesStandard(state.rules),
    figures: systemFigures(response, ctx),
    warnings: warningMessages(response, ctx),
    keep: !!(response.tournament && response.tournament.games && response.tournament.games.length)
  };
}
