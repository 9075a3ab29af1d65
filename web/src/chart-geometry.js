/* Where the charts' marks go: numbers in, coordinates out, no DOM. The values plotted come
   from the core; this only scales them into the chart's box. */

/** The charts' box, in SVG user units: the plot area leaves room for ticks and an axis title. */
export const CHART = Object.freeze({
  width: 320,
  height: 190,
  left: 40,
  right: 20,
  top: 12,
  bottom: 40
});

/** A season pasted at once must not freeze the page: past this many games the running change
    is drawn as one line rather than a bar per game. */
export const MAX_CHART_BARS = 60;

/** Up to this many games, each bar is labelled with its game's line number. */
export const MAX_BAR_LABELS = 20;

const EXPECTED_TICKS = [0, 0.25, 0.5, 0.75, 1];

function plotArea() {
  return {
    x0: CHART.left,
    x1: CHART.width - CHART.right,
    y0: CHART.height - CHART.bottom,
    y1: CHART.top
  };
}

function linePath(points) {
  return points.map(([x, y], i) => (i ? 'L' : 'M') + x + ' ' + y).join(' ');
}

/** The expected-score curve: `points` are the core's [{ difference, expected }] in increasing
    difference; `marker` ({ difference, expected }) is this game, drawn only inside the range. */
export function expectedGeometry(points, marker) {
  const area = plotArea();
  const lo = points[0].difference;
  const hi = points[points.length - 1].difference;
  const x = (d) => area.x0 + ((d - lo) / (hi - lo)) * (area.x1 - area.x0);
  const y = (e) => area.y0 - e * (area.y0 - area.y1);
  const mid = (lo + hi) / 2;
  const xTicks = [lo, (lo + mid) / 2, mid, (mid + hi) / 2, hi];
  const inRange = marker && marker.difference >= lo && marker.difference <= hi;
  return {
    area,
    yTicks: EXPECTED_TICKS.map((value) => ({ value, y: y(value) })),
    xTicks: xTicks.map((value) => ({ value, x: x(value) })),
    path: linePath(points.map((p) => [x(p.difference), y(p.expected)])),
    marker: inRange ? { x: x(marker.difference), y: y(marker.expected), base: area.y0 } : null
  };
}

// The runs of rows of one event each, named ones only: where each starts and ends on x.
function eventGroups(rows, area, slot) {
  const groups = [];
  rows.forEach((r, i) => {
    const name = r.event || '';
    const last = groups[groups.length - 1];
    if (last && last.name === name) last.x1 = area.x0 + slot * (i + 1);
    else groups.push({ name, x0: area.x0 + slot * i, x1: area.x0 + slot * (i + 1) });
  });
  return groups.length > 1 || (groups[0] && groups[0].name) ? groups.filter((g) => g.name) : [];
}

/** The running change: `rows` are [{ game, event, value }], value being the core's running
    change after that game, event the "#" name it was typed under. Bars from zero for a short
    list, one line for a long one; `groups` are the named events' spans ({ name, x0, x1 }). */
export function runningGeometry(rows) {
  const area = plotArea();
  const values = rows.map((r) => r.value).concat([0]);
  const hi = Math.max(...values);
  const lo = Math.min(...values);
  const pad = (hi - lo) * 0.1 || 1;
  const top = hi + pad;
  const bottom = lo - pad;
  const slot = (area.x1 - area.x0) / rows.length;
  const y = (v) => area.y1 + ((top - v) / (top - bottom)) * (area.y0 - area.y1);
  const centre = (i) => area.x0 + slot * (i + 0.5);
  const levels = [...new Set([hi, lo])]
    .filter((v) => v !== 0)
    .map((value) => ({ value, y: y(value) }));
  const geometry = {
    area,
    zero: y(0),
    levels,
    bars: [],
    path: null,
    labelled: rows.length <= MAX_BAR_LABELS,
    groups: eventGroups(rows, area, slot)
  };
  if (rows.length > MAX_CHART_BARS) {
    geometry.path = linePath(rows.map((r, i) => [centre(i), y(r.value)]));
    return geometry;
  }
  const width = Math.max(2, Math.min(slot * 0.6, 24));
  geometry.bars = rows.map((r, i) => ({
    game: r.game,
    value: r.value,
    x: centre(i) - width / 2,
    centre: centre(i),
    y: Math.min(y(r.value), y(0)),
    width: width,
    height: Math.max(1, Math.abs(y(r.value) - y(0))),
    up: r.value >= 0
  }));
  return geometry;
}

// Each point's day (days since 1970) from the core's `dates` (YYYY-MM-DD, '' for the start and
// for an undated game): the start at the first dated point, an undated game at the one before.
function daysOf(dates) {
  const days = dates.map((d) => (d ? Date.parse(d) / 864e5 : null));
  let last = days.find((d) => d !== null);
  return days.map((d) => (last = d === null ? last : d));
}

/** At most this many ticks along the bottom of ratings over time. */
export const MOST_TIME_TICKS = 5;

// The steps dated ticks may take: days, then months (half a month: the 1st and the 15th).
const DAY_STEPS = [1, 2, 7, 14];
const MONTH_STEPS = [0.5, 1, 2, 3, 6, 12];

const isoDay = (day) => new Date(day * 864e5).toISOString().slice(0, 10);

// The days from `first` to `last` (days since 1970) that begin a month whose number in the year
// is a multiple of `step` (every third month: January, April, July, October); for half a month,
// the 1st and the 15th of every month.
function monthDays(first, last, step) {
  const start = new Date(first * 864e5);
  const months = Math.max(1, step);
  const days = [];
  let m = Math.ceil((start.getUTCFullYear() * 12 + start.getUTCMonth()) / months) * months;
  for (; ; m += months) {
    for (const date of step < 1 ? [1, 15] : [1]) {
      const day = Date.UTC(Math.floor(m / 12), m % 12, date) / 864e5;
      if (day > last) return days;
      if (day >= first) days.push(day);
    }
  }
}

// The days to tick from `first` to `last`: every few days from the first, or on the first of
// every few months, the closest steps that give at most MOST_TIME_TICKS ticks.
function dayTicks(first, last) {
  for (const step of DAY_STEPS) {
    const count = Math.floor((last - first) / step) + 1;
    if (count <= MOST_TIME_TICKS) return Array.from({ length: count }, (_, i) => first + i * step);
  }
  for (const step of MONTH_STEPS) {
    const days = monthDays(first, last, step);
    if (days.length <= MOST_TIME_TICKS) return days;
  }
  return [first, last];
}

// Whole counts from 0 to `n` in equal steps, at most MOST_TIME_TICKS of them.
function countTicks(n) {
  const step = Math.max(1, Math.ceil(n / (MOST_TIME_TICKS - 1)));
  const ticks = [];
  for (let i = 0; i <= n; i += step) ticks.push(i);
  return ticks;
}

/** Ratings over time for several players: `series` are [{ name, values, dates }], values being
    the core's history (the rating before the first game, then after each game or period) and
    dates its dates, where the season has any. `byDate` and dates: x is the day, from the first
    shown to the last (`dates`: { from, to }, YYYY-MM-DD) and `xTicks` are days ({ x, date });
    else each line runs from its first value at the left, x is the player's own count of games
    (or periods) and `xTicks` are counts ({ x, count }). */
export function historyGeometry(series, byDate) {
  const area = plotArea();
  const dated = byDate && series.every((s) => s.dates && s.dates.some(Boolean));
  const days = dated && series.map((s) => daysOf(s.dates));
  const first = dated && Math.min(...days.flat());
  const span = dated && Math.max(...days.flat()) - first;
  const all = series.flatMap((s) => s.values);
  const hi = Math.max(...all);
  const lo = Math.min(...all);
  const pad = (hi - lo) * 0.08 || 10;
  const top = hi + pad;
  const bottom = lo - pad;
  const longest = Math.max(1, ...series.map((s) => s.values.length - 1));
  const x = (i, n) =>
    area.x0 + (dated ? (days[n][i] - first) / (span || 1) : i / longest) * (area.x1 - area.x0);
  const y = (v) => area.y1 + ((top - v) / (top - bottom)) * (area.y0 - area.y1);
  const across = (share) => area.x0 + share * (area.x1 - area.x0);
  const xTicks = dated
    ? dayTicks(first, first + span).map((d) => ({
        x: across((d - first) / (span || 1)),
        date: isoDay(d)
      }))
    : countTicks(longest).map((count) => ({ x: across(count / longest), count }));
  return {
    area,
    xTicks,
    levels: [...new Set([hi, lo])].map((value) => ({ value, y: y(value) })),
    games: longest,
    dates: dated ? { from: isoDay(first), to: isoDay(first + span) } : null,
    lines: series.map((s, n) => ({
      name: s.name,
      path: linePath(s.values.map((v, i) => [x(i, n), y(v)])),
      end: { x: x(s.values.length - 1, n), y: y(s.values[s.values.length - 1]) }
    }))
  };
}
