// Chart geometry (web/src/chart-geometry.js): values from the core placed in the chart's box.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  CHART,
  MAX_CHART_BARS,
  expectedGeometry,
  runningGeometry
} from '../../web/src/chart-geometry.js';

const X0 = CHART.left;
const X1 = CHART.width - CHART.right;
const Y0 = CHART.height - CHART.bottom;
const Y1 = CHART.top;
const close = (a, b) => assert.ok(Math.abs(a - b) < 1e-9, `${a} is not ${b}`);

// The 1600 vs 1400 example of the help text: the formula's 0.7597 at +200.
const CURVE = [
  { difference: -800, expected: 0.01 },
  { difference: -400, expected: 0.09 },
  { difference: 0, expected: 0.5 },
  { difference: 200, expected: 0.7597 },
  { difference: 400, expected: 0.91 },
  { difference: 800, expected: 0.99 }
];

test('the curve spans the plot area from its first to its last difference', () => {
  const g = expectedGeometry(CURVE, null);
  const points = g.path
    .split(/[ML]/)
    .filter(Boolean)
    .map((p) => p.trim().split(' ').map(Number));
  assert.equal(points.length, CURVE.length);
  close(points[0][0], X0);
  close(points[points.length - 1][0], X1);
  close(points[2][0], (X0 + X1) / 2);
  close(points[2][1], Y0 - 0.5 * (Y0 - Y1));
  assert.ok(g.path.startsWith('M'));
});

test('ticks: expected 0 to 1 on the left, five differences along the bottom', () => {
  const g = expectedGeometry(CURVE, null);
  assert.deepEqual(
    g.yTicks.map((t) => t.value),
    [0, 0.25, 0.5, 0.75, 1]
  );
  close(g.yTicks[0].y, Y0);
  close(g.yTicks[4].y, Y1);
  assert.deepEqual(
    g.xTicks.map((t) => t.value),
    [-800, -400, 0, 400, 800]
  );
});

test("this game's marker sits on the curve at its difference, and not at all outside the range", () => {
  const g = expectedGeometry(CURVE, { difference: 200, expected: 0.7597 });
  close(g.marker.x, X0 + (1000 / 1600) * (X1 - X0));
  close(g.marker.y, Y0 - 0.7597 * (Y0 - Y1));
  assert.equal(g.marker.base, Y0);
  assert.equal(expectedGeometry(CURVE, { difference: 1200, expected: 1 }).marker, null);
});

test('a short tournament is one bar per game from the zero line, each labelled', () => {
  const g = runningGeometry([
    { game: 1, value: 7.199 },
    { game: 2, value: 10 },
    { game: 3, value: 1.429 }
  ]);
  assert.equal(g.bars.length, 3);
  assert.equal(g.path, null);
  assert.equal(g.labelled, true);
  assert.ok(g.bars.every((b) => b.up));
  for (const b of g.bars) close(b.y + b.height, g.zero);
  assert.deepEqual(
    g.levels.map((l) => l.value),
    [10]
  );
});

test('a loss below zero gives a bar under the zero line', () => {
  const g = runningGeometry([{ game: 4, value: -8.571 }]);
  assert.equal(g.bars[0].up, false);
  close(g.bars[0].y, g.zero);
  assert.deepEqual(
    g.levels.map((l) => l.value),
    [-8.571]
  );
});

test('past the bar limit the running change is one line with a point per game', () => {
  const rows = Array.from({ length: MAX_CHART_BARS + 1 }, (_, i) => ({
    game: i + 1,
    value: i % 2 ? 1 : -1
  }));
  const g = runningGeometry(rows);
  assert.equal(g.bars.length, 0);
  assert.equal(g.path.match(/[ML]/g).length, rows.length);
  assert.equal(g.labelled, false);
});

test('every coordinate stays inside the chart box', () => {
  const rows = [
    { game: 1, value: 40 },
    { game: 2, value: -40 },
    { game: 3, value: 0 }
  ];
  for (const b of runningGeometry(rows).bars) {
    assert.ok(b.x >= X0 && b.x + b.width <= X1);
    assert.ok(b.y >= Y1 && b.y + b.height <= Y0);
  }
});

test('the running change marks each named event: where it starts and what it spans', () => {
  const rows = [
    { game: 1, value: 5 },
    { game: 2, event: 'Open', value: 3 },
    { game: 3, event: 'Open', value: 8 },
    { game: 4, event: 'Blitz', value: 2 }
  ];
  const g = runningGeometry(rows);
  assert.deepEqual(
    g.groups.map((x) => x.name),
    ['Open', 'Blitz']
  );
  const slot = (X1 - X0) / 4;
  close(g.groups[0].x0, X0 + slot);
  close(g.groups[0].x1, X0 + 3 * slot);
  close(g.groups[1].x1, X1);
  assert.deepEqual(runningGeometry([{ game: 1, value: 1 }]).groups, []);
});
