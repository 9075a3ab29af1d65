/* The two charts as inline SVG: the expected score against the rating difference with this
   game marked, and a tournament's running change game by game. */
import { s } from './dom.js';
import { expectedGeometry, runningGeometry } from './chart-geometry.js';
import { axisTitle, chartFigure, chartFrame, levelLine } from './svg-chart.js';

/** The expected-score chart for the core's `curve`, marking `game` (the core's game.player)
    if there is one. */
export function expectedChart({ curve, game, t, f, ids }) {
  const g = expectedGeometry(
    curve,
    game ? { difference: game.difference, expected: game.expected } : null
  );
  const { area } = g;
  const svg = chartFrame(ids, t('chart.heading'), t('chart.description'));
  for (const tick of g.yTicks) levelLine(svg, area, tick.y, f.expected.format(tick.value));
  for (const tick of g.xTicks) {
    svg.appendChild(
      s('line', { x1: tick.x, x2: tick.x, y1: area.y0, y2: area.y1, class: 'elo-grid' })
    );
    svg.appendChild(
      s('text', {
        x: tick.x,
        y: area.y0 + 16,
        'text-anchor': 'middle',
        class: 'elo-tick',
        text: f.difference.format(tick.value)
      })
    );
  }
  svg.appendChild(axisTitle(area, t('chart.xAxis')));
  svg.appendChild(s('path', { class: 'elo-curve', d: g.path }));
  if (g.marker) {
    const label = t('chart.marker', {
      difference: f.difference.format(game.difference),
      expected: f.expected.format(game.expected)
    });
    svg.appendChild(
      s('line', {
        x1: g.marker.x,
        x2: g.marker.x,
        y1: g.marker.base,
        y2: g.marker.y,
        class: 'elo-marker-line'
      })
    );
    svg.appendChild(
      s(
        'circle',
        { cx: g.marker.x, cy: g.marker.y, r: 5, class: 'elo-marker' },
        s('title', { text: label })
      )
    );
  }
  return chartFigure(svg, t('chart.heading'));
}

// Each named event's span: a line where it starts, and its name at the top, shortened to fit
// (the whole name in its tooltip).
function eventMarks(svg, area, groups) {
  for (const g of groups) {
    svg.appendChild(
      s('line', { x1: g.x0, x2: g.x0, y1: area.y0, y2: area.y1, class: 'elo-event-edge' })
    );
    const room = Math.max(1, Math.floor((g.x1 - g.x0 - 4) / 5));
    const name = g.name.length > room ? g.name.slice(0, Math.max(1, room - 1)) + '…' : g.name;
    svg.appendChild(
      s(
        'text',
        { x: g.x0 + 3, y: area.y1 + 8, class: 'elo-event-name-mark', 'data-event': g.name },
        [s('title', { text: g.name }), name]
      )
    );
  }
}

/** The running-change chart for `rows` ([{ game, event, value }], value the core's running
    change). */
export function runningChart({ rows, t, f, ids }) {
  const g = runningGeometry(rows);
  const { area } = g;
  const svg = chartFrame(ids, t('chart.running'), t('chart.runningDescription'));
  levelLine(svg, area, g.zero, f.plain.format(0), 'elo-zero');
  for (const level of g.levels) levelLine(svg, area, level.y, f.exact.format(level.value));
  eventMarks(svg, area, g.groups);
  if (g.path) svg.appendChild(s('path', { d: g.path, class: 'elo-running-line' }));
  for (const bar of g.bars) {
    const title = t('chart.runningPoint', {
      game: f.plain.format(bar.game),
      change: f.exact.format(bar.value)
    });
    svg.appendChild(
      s(
        'rect',
        {
          x: bar.x,
          y: bar.y,
          width: bar.width,
          height: bar.height,
          class: bar.up ? 'elo-bar-up' : 'elo-bar-down'
        },
        s('title', { text: title })
      )
    );
    if (g.labelled)
      svg.appendChild(
        s('text', {
          x: bar.centre,
          y: area.y0 + 16,
          'text-anchor': 'middle',
          class: 'elo-tick',
          text: f.plain.format(bar.game)
        })
      );
  }
  svg.appendChild(axisTitle(area, t('results.colGame')));
  return chartFigure(svg, t('chart.running'));
}
