/* Ratings over the season as a line chart (inline SVG): the chosen players overlaid, each in
   its own colour and dash, with a legend naming them. */
import { h, s } from './dom.js';
import { historyGeometry } from './chart-geometry.js';
import { axisTitle, chartFigure, chartFrame, levelLine, xTick } from './svg-chart.js';

/** The chart for `series` ([{ name, values }]); ids: { title, desc }; `periods` when ratings
    move once a period (a point a period, not a game). */
export function historyChart({ series, t, f, ids, periods }) {
  // A point a game goes at its day; a point a period at its place in the periods.
  const g = historyGeometry(series, !periods);
  const { area } = g;
  const names = series.map((x) => x.name).join(', ');
  const svg = chartFrame(
    ids,
    t('ladder.chartHeading'),
    t('ladder.chartDescription', { names }),
    'elo-history'
  );
  for (const level of g.levels) levelLine(svg, area, level.y, f.plain.format(level.value));
  g.lines.forEach((line, i) => {
    svg.appendChild(s('path', { d: line.path, class: 'elo-series elo-series-' + i }));
    svg.appendChild(
      s('circle', { cx: line.end.x, cy: line.end.y, r: 3, class: 'elo-series-dot elo-series-' + i })
    );
  });
  // Dated games put the season's first and last day under the axis; else its games (periods).
  const day = (d) => f.day.format(new Date(d));
  const axis = g.dates
    ? t('ladder.chartAxisDates', { from: day(g.dates.from), to: day(g.dates.to) })
    : t(periods ? 'ladder.chartAxisPeriods' : 'ladder.chartAxis', {
        games: f.plain.format(g.games)
      });
  svg.appendChild(axisTitle(area, axis));
  // Ticks by day where the games are dated, else by game or period.
  for (const tick of g.xTicks) {
    const text = tick.date ? f.dayShort.format(new Date(tick.date)) : f.plain.format(tick.count);
    svg.appendChild(xTick(area, tick.x, text));
  }

  const legend = h(
    'ul',
    { class: 'elo-legend' },
    series.map((x, i) =>
      h('li', null, [
        h('span', { class: 'elo-swatch elo-series-' + i, 'aria-hidden': 'true' }),
        x.name
      ])
    )
  );
  return chartFigure(svg, t('ladder.chartHeading'), legend, 'elo-history-figure');
}
