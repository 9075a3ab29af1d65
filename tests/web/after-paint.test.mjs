// Work put off until after a paint (web/src/after-paint.js): the first render's later steps
// run after its frame, in tasks of a bounded length, and stop when cancelled. The frames, the
// timers and the clock are the test's own, so each task can be looked at.
import test from 'node:test';
import assert from 'node:assert/strict';
import { stepsAfterPaint } from '../../web/src/after-paint.js';

// A browser of the test's own: frames and timers run when the test says, and a step moves the
// clock by what it "takes".
function fakeBrowser() {
  const frames = new Map();
  const timers = new Map();
  let id = 0;
  const env = { clock: 0, log: [] };
  globalThis.requestAnimationFrame = (fn) => (frames.set(++id, fn), id);
  globalThis.cancelAnimationFrame = (n) => frames.delete(n);
  globalThis.setTimeout = (fn, ms) => (timers.set(++id, { fn, at: env.clock + ms }), id);
  globalThis.clearTimeout = (n) => timers.delete(n);
  globalThis.performance = { now: () => env.clock };
  env.frame = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const fn of due) fn();
  };
  // Runs the earliest timer due by now as one task, and says which task it was.
  env.task = () => {
    const due = [...timers].filter(([, t]) => t.at <= env.clock).sort((a, b) => a[1].at - b[1].at);
    if (!due.length) return false;
    timers.delete(due[0][0]);
    env.log.push('task');
    due[0][1].fn();
    return true;
  };
  env.step = (name, ms) => () => {
    env.log.push(name);
    env.clock += ms;
  };
  env.pending = () => timers.size + frames.size;
  // The frame comes, then every task due.
  env.paint = () => {
    env.frame();
    while (env.task());
  };
  // Steps whose end is logged as 'done', in slices of `sliceMs`, begun at most 100 ms on.
  env.start = (steps, sliceMs = 5) =>
    stepsAfterPaint(steps, () => env.log.push('done'), sliceMs, 100);
  return env;
}

const saved = {};
for (const name of ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'])
  saved[name] = globalThis[name];
const savedPerformance = globalThis.performance;
test.afterEach(() => {
  Object.assign(globalThis, saved);
  Object.defineProperty(globalThis, 'performance', { value: savedPerformance, writable: true });
});

test('the steps wait for the frame, then run in order in tasks of about the slice', () => {
  const env = fakeBrowser();
  let done = 0;
  const steps = ['a', 'b', 'c', 'd', 'e'].map((name) => env.step(name, 3));
  stepsAfterPaint(steps, () => done++, 5, 100);
  assert.equal(env.task(), false, 'nothing before the frame');
  env.paint();
  // 3 ms a step and a 5 ms slice: a task runs two steps (the second begins at 3 ms).
  assert.deepEqual(env.log, ['task', 'a', 'b', 'task', 'c', 'd', 'task', 'e']);
  assert.equal(done, 1);
  assert.equal(env.pending(), 0, 'the fallback timer is cleared');
});

test('a step longer than the slice is run whole, one to a task', () => {
  const env = fakeBrowser();
  env.start([env.step('long', 20), env.step('next', 1)]);
  env.paint();
  assert.deepEqual(env.log, ['task', 'long', 'task', 'next', 'done']);
});

test('where no frame comes (a hidden tab) the steps begin after the latest wait', () => {
  const env = fakeBrowser();
  env.start([env.step('a', 1)]);
  env.clock = 99;
  assert.equal(env.task(), false);
  env.clock = 100;
  while (env.task());
  assert.deepEqual(env.log, ['task', 'a', 'done']);
  env.frame();
  assert.equal(env.task(), false, 'the frame that comes later runs nothing again');
});

test('cancelled midway, the steps not yet run never run and done is said once', () => {
  const env = fakeBrowser();
  let done = 0;
  const cancel = stepsAfterPaint(
    [env.step('a', 6), env.step('b', 6), env.step('c', 6)],
    () => done++,
    5,
    100
  );
  env.frame();
  env.task();
  cancel();
  while (env.task());
  assert.deepEqual(env.log, ['task', 'a']);
  assert.equal(done, 1);
  cancel();
  assert.equal(done, 1, 'cancelling again says nothing more');
});

test('a step that throws leaves its error to the browser, and the steps after it still run', () => {
  const env = fakeBrowser();
  const broken = () => {
    env.log.push('broken');
    throw new Error('a step failed');
  };
  env.start([env.step('a', 1), broken, env.step('c', 1)]);
  env.frame();
  assert.throws(() => env.task(), /a step failed/);
  while (env.task());
  assert.deepEqual(env.log, ['task', 'a', 'broken', 'task', 'c', 'done']);
});

test('with no time at all to a slice, each task still runs one step', () => {
  const env = fakeBrowser();
  env.start([env.step('a', 0), env.step('b', 0)], 0);
  env.paint();
  assert.deepEqual(env.log, ['task', 'a', 'task', 'b', 'done']);
});
