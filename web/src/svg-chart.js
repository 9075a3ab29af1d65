/* The parts every chart shares: its frame with a title and a description for screen
   readers, a labelled horizontal level, the axis title and the figure around it. */
import { h, s } from './dom.js';
import { CHART } from './chart-geometry.js';

/** An empty chart: the SVG with its title and description (ids: { title, desc }). */
export function chartFrame(ids, title, description, cls) {
  return s(
    'svg',
    {
      viewBox: '0 0 ' + CHART.width + ' ' + CHART.height,
      class: 'elo-chart' + (cls ? ' ' + cls : ''),
      role: 'img',
      'aria-labelledby': ids.title + ' ' + ids.desc
    },
    [s('title', { id: ids.title, text: title }), s('desc', { id: ids.desc, text: description })]
  );
}

/** A horizontal line across the plot `area` at `y`, labelled `text` at the left. */
export function levelLine(svg, area, y, text, cls = 'elo-grid') {
  svg.appendChild(s('line', { x1: area.x0, x2: area.x1, y1: y, y2: y, class: cls }));
  svg.appendChild(
    s('text', { x: area.x0 - 6, y: y + 4, 'text-anchor': 'end', class: 'elo-tick', text })
  );
}

/** A tick under the plot `area` at `x`: its mark and its label `text`. */
export function xTick(area, x, text) {
  return s('g', { class: 'elo-x-tick' }, [
    s('line', { x1: x, x2: x, y1: area.y0, y2: area.y0 + 4, class: 'elo-grid' }),
    s('text', { x, y: area.y0 + 16, 'text-anchor': 'middle', class: 'elo-tick', text })
  ]);
}

/** The title under the plot area. */
export function axisTitle(area, text) {
  return s('text', {
    x: (area.x0 + area.x1) / 2,
    y: CHART.height - 6,
    'text-anchor': 'middle',
    class: 'elo-axis',
    text
  });
}

/** The figure holding a chart, with anything shown under it and its caption. */
export function chartFigure(svg, caption, extra, cls) {
  return h('figure', { class: 'elo-figure' + (cls ? ' ' + cls : '') }, [
    svg,
    extra,
    h('figcaption', { text: caption })
  ]);
}
