/* The game mode's two charts, drawn again only when the parts of the answer they show are not
   the ones drawn (the view keeps an answer's unchanged parts, kit/same.js): a keystroke in a
   long list often leaves the expected-score chart as it was. The running change, costlier
   with every game, is drawn after the frame that shows the figures (while typing fast, only
   the last list's); until then the previous one stays. */
import { afterPaint } from './after-paint.js';
import { expectedChart, runningChart } from './charts.js';
import { runningRows } from './game-decide.js';

// Whether two lists of a chart's parts hold the same values and objects, or are both none.
function sameParts(a, b) {
  return a === b || (!!a && !!b && a.length === b.length && a.every((part, i) => part === b[i]));
}

/** The charts' painter for `box`. Returns { render(response), dispose() }. */
export function createGameCharts(box, ctx) {
  const drawn = { expected: { parts: null, chart: null }, running: { parts: null, chart: null } };
  let cancelLater = () => {};
  const ids = (name) => ({ title: ctx.id(name + '-title'), desc: ctx.id(name + '-desc') });

  // `parts`: what a chart is drawn from, each compared by identity; null for no chart.
  function chart(slot, parts, draw) {
    if (!sameParts(parts, slot.parts)) {
      slot.parts = parts;
      slot.chart = parts ? draw() : null;
    }
    return slot.chart;
  }

  function place(charts) {
    const list = charts.filter(Boolean);
    const shown = box.children;
    if (shown.length !== list.length || list.some((c, i) => shown[i] !== c))
      box.replaceChildren(...list);
  }

  function render(response) {
    const curve = response.curve && response.curve.length > 1 ? response.curve : null;
    const game = response.game && response.game.player;
    const rows = runningRows(response.tournament);
    const expectedParts = curve && [curve, game && game.difference, game && game.expected];
    const expected = chart(drawn.expected, expectedParts, () =>
      expectedChart({ curve, game, t: ctx.t, f: ctx.f, ids: ids('chart') })
    );
    const runningParts = rows.length ? [response.tournament.games] : null;
    const running = () =>
      chart(drawn.running, runningParts, () =>
        runningChart({ rows, t: ctx.t, f: ctx.f, ids: ids('running') })
      );
    cancelLater();
    if (
      !runningParts ||
      sameParts(runningParts, drawn.running.parts) ||
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

  return { render, dispose: () => cancelLater() };
}
