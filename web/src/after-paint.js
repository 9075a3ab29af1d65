/* Work put off until what was just written has been painted. */

/** Runs `run` in a task after the next frame (so after its paint); returns what cancels it.
    Nothing runs while the document draws no frames (a hidden tab). */
export function afterPaint(run) {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs `steps` (functions) in order once what was just written has been painted: from a task
    after the next frame, or after `latestMs` where no frame comes (a hidden tab). They run in
    tasks of about `sliceMs` each, so that an input waits for no long task; a step is never cut,
    and each task runs at least one. Then `done()`, also when a step threw. Returns what
    cancels the steps not yet run and calls `done()` if it was not called yet. */
export function stepsAfterPaint(steps, done, sliceMs, latestMs) {
  let next = 0;
  let timer = 0;
  const slice = () => {
    cancelPaint();
    clearTimeout(backup);
    const end = performance.now() + sliceMs;
    try {
      while (next < steps.length) {
        steps[next++]();
        if (performance.now() >= end) break;
      }
    } finally {
      // A step that throws leaves its error to the browser; the steps after it still run.
      // `next` goes one past the last step once done() is called, so it is called once.
      if (next < steps.length) timer = setTimeout(slice, 0);
      else if (next++ === steps.length) done();
    }
  };
  const cancelPaint = afterPaint(slice);
  const backup = setTimeout(slice, latestMs);
  return () => {
    clearTimeout(timer);
    if (next < steps.length) next = steps.length;
    slice();
  };
}
