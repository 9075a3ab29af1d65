/* Ratings over the season as a line chart (inline SVG): the chosen players overlaid, each in
   its own colour and dash, with a legend naming them. */
import { h, s } from './dom.js';
import { CHART, historyGeometry } from './chart-geometry.js';

/** How many players one chart overlays: more lines than this cannot be told apart. */
export const MAX_SERIES = 6;

/** The chart for `series` ([{ name, values }]); ids: { title, desc }. */
export function historyChart({ series, t, f, ids }) {
  const g = historyGeometry(series);
  const { area } = g;
  const svg = s(
    'svg',
    {
      viewBox: '0 0 ' + CHART.width + ' ' + CHART.height,
      class: 'elo-chart elo-history',
      role: 'img',
      'aria-labelledby': ids.title + ' ' + ids.desc
    },
    [
      s('title', { id: ids.title, text: t('ladder.chartHeading') }),
      s('desc', {
        id: ids.desc,
        text: t('ladder.chartDescription', { names: series.map((x) => x.name).join(', ') })
      })
    ]
  );
  for (const level of g.levels) {
    svg.appendChild(
      s('line', { x1: area.x0, x2: area.x1, y1: level.y, y2: level.y, class: 'elo-grid' })
    );
    svg.appendChild(
      s('text', {
        x: area.x0 - 6,
        y: level.y + 4,
        'text-anchor': 'end',
        class: 'elo-tick',
        text: f.plain.format(level.value)
      })
    );
  }
  g.lines.forEach((line, i) => {
    svg.appendChild(s('path', { d: line.path, class: 'elo-series elo-series-' + i }));
    svg.appendChild(
      s('circle', { cx: line.end.x, cy: line.end.y, r: 3, class: 'elo-series-dot elo-series-' + i })
    );
  });
  svg.appendChild(
    s('text', {
      x: (area.x0 + area.x1) / 2,
      y: CHART.height - 6,
      'text-anchor': 'middle',
      class: 'elo-axis',
      text: t('ladder.chartAxis', { games: f.plain.format(g.games) })
    })
  );
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
  return h('figure', { class: 'elo-figure elo-history-figure' }, [
    svg,
    legend,
    h('figcaption', { text: t('ladder.chartHeading') })
  ]);
}
