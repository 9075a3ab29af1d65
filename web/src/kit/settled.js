/* The answer a mode keeps in view while its input has errors: the answer to the last input the
   user left as it was, never one that a burst of keys passed through on its way. The answer
   shown follows every key; the one kept is taken only once typing pauses, the focus leaves the
   form, or a whole input (a file, a paste, an Undo, an example) replaces the input at once. */

/** How long typing must pause for its answer to be kept. Keys of one edit (a Backspace and the
    key that replaces what it removed, a word typed) follow each other within a few hundred
    milliseconds even for a slow typist; a second without a key is a reader looking at the
    answer, which is then the one to keep. Longer would keep an older answer after a real
    pause; shorter would keep the in-between answers of a slow edit. */
export const SETTLE_PAUSE_MS = 1000;

/** Whether an input event is a key of typing: a character typed (or composed by an input
    method), or one deleted. A paste, a drop, a text replaced at once, a pick from a list or a
    box ticked is a whole input, whose answer is kept at once. */
export function typedKey(event) {
  const type = (event && event.inputType) || '';
  if (type === 'insertText') return (event.data || '').length <= 1;
  return (
    type === 'insertCompositionText' || type === 'insertLineBreak' || type.startsWith('delete')
  );
}

/** A holder of the settled answer. Returns { offer(answer, now) (the answer to the input as it
    stands, kept after the pause, or at once with `now`), interrupt() (the input has errors: the
    answer waiting, an in-between one, is dropped), follow(answer, errors, typing) (either, after
    each input), settle() (the answer waiting kept now), kept() (the settled answer, or null),
    reset() (another input: none kept) }. A focus that leaves `within` (the mode's form or view;
    none: null) settles it. `pauseMs` is SETTLE_PAUSE_MS but in tests. */
export function createSettled(within, pauseMs = SETTLE_PAUSE_MS) {
  let settled = null;
  // The answer waiting for the pause, as { answer }, or null.
  let waiting = null;
  let timer = null;
  const interrupt = () => {
    clearTimeout(timer);
    timer = null;
    waiting = null;
  };
  const settle = () => {
    if (waiting) settled = waiting.answer;
    interrupt();
  };
  const offer = (answer, now = false) => {
    interrupt();
    waiting = { answer };
    if (now) settle();
    else timer = setTimeout(settle, pauseMs);
  };
  if (within) within.addEventListener('focusout', settle);
  return {
    offer,
    interrupt,
    follow(answer, errors, typing) {
      if (errors) interrupt();
      else offer(answer, !typing);
    },
    settle,
    kept: () => settled,
    reset() {
      interrupt();
      settled = null;
    }
  };
}
