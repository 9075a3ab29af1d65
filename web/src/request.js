/* The core's request for a form state: what was typed goes to the core as typed, and the core
   decides what it means (whether automatic K applies, how a rating is written, …). */

import { isNational, takesStandard } from './state.js';
import { rulesOf } from './systems.js';

/** The expected-score chart's range: two rating classes either side of an even game, wide
    enough to show where the 400-point rule flattens the curve. */
export const CURVE = Object.freeze({ from: -800, to: 800, step: 25 });

/** Today's date as YYYY-MM-DD in the device's time zone: the rating period's date, whose year
    the junior rule needs. */
export function todayIso(now = new Date()) {
  return [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0')
  ].join('-');
}

/** Whether a box holds anything but spaces. */
export const typed = (value) => String(value ?? '').trim() !== '';

/** The game-mode request for `state`, on the date it gives or else `date` (today); with
    `curve`, the expected-score curve too. */
export function gameRequest(state, date, curve) {
  const request = {
    rules: rulesOf(state),
    player: {
      rating: state.ratingA,
      birthYear: state.birthYear,
      ratedGames: state.ratedGames,
      peakRating: state.peakRating
    },
    opponent: { rating: state.ratingB },
    result: state.result,
    gamesText: state.games,
    date: String(state.date || '').trim() || date
  };
  // A standard rating goes only where one is typed and the rules take one (FIDE's rapid and
  // blitz lists): under other rules its box is hidden, and what it holds waits there unsent.
  if (takesStandard(state.rules)) {
    if (typed(state.standardRating)) request.player.standardRating = state.standardRating;
    if (typed(state.standardRatingB)) request.opponent.standardRating = state.standardRatingB;
  }
  // What US Chess and the DWZ read, under them only; their own formulas have no K to send.
  if (state.rules === 'uscf' && typed(state.ratedGamesB))
    request.opponent.ratedGames = state.ratedGamesB;
  if (state.rules === 'dwz' && typed(state.dwzIndex)) request.player.dwzIndex = state.dwzIndex;
  if (!isNational(state.rules)) {
    request.k = state.k;
    request.kAuto = !!state.kAuto;
  }
  if (curve) request.curve = curve;
  return request;
}

/** Sends `request` to the core: the response as the core wrote it, and parsed. */
export function ask(core, request) {
  const text = core.calculate(JSON.stringify(request));
  return { text, response: JSON.parse(text) };
}
