/* The game mode's two charts, drawn again only when what they show has changed: a keystroke in
   a long list often leaves the expected-score chart as it was. The running change, costlier
   with every game, is drawn after the frame that shows the figures (while typing fast, only
   the last list's); until then the previous one stays. */
import { afterPaint } from './after-paint.js';
import { expectedChart, runningChart } from './charts.js';
import { runningRows } from './game-decide.js';

/** The charts' painter for `box`. Returns { render(response), dispose() }. */
export function createGameCharts(box, ctx) {
  const drawn = { expected: { key: '', chart: null }, running: { key: '', chart: null } };
  let cancelLater = () => {};
  const ids = (name) => ({ title: ctx.id(name + '-title'), desc: ctx.id(name + '-desc') });

  function chart(slot, key, draw) {
    if (key !== slot.key) {
      slot.key = key;
      slot.chart = key ? draw() : null;
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
    const expectedKey = curve
      ? JSON.stringify([curve, game ? [game.difference, game.expected] : null])
      : '';
    const expected = chart(drawn.expected, expectedKey, () =>
      expectedChart({ curve, game, t: ctx.t, f: ctx.f, ids: ids('chart') })
    );
    const runningKey = rows.length ? JSON.stringify(rows) : '';
    const running = () =>
      chart(drawn.running, runningKey, () =>
        runningChart({ rows, t: ctx.t, f: ctx.f, ids: ids('running') })
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

  return { render, dispose: () => cancelLater() };
}
