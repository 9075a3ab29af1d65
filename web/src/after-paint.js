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
