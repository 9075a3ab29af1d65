/* A line that says what just happened or asks before something is lost: a sentence and its
   buttons, each with a `data-action` for tests and scripts. Nothing happens until a button is
   chosen; a new question replaces the one before. */
import { h, hide } from '../dom.js';

/** The line's element and its two uses: ask(text, actions) shows `text` with one button per
    { action, label, run } (focus on the first) and clear() empties it. A button clears the line,
    then runs. */
export function createAsk(cls) {
  const element = h('p', { class: 'elo-ask ' + cls, role: 'status', hidden: true });
  const clear = () => {
    hide(element, true);
    element.replaceChildren();
  };
  function ask(text, actions, focus = true) {
    const buttons = actions.map(({ action, label, run }) =>
      h('button', {
        type: 'button',
        class: 'elo-button',
        'data-action': action,
        text: label,
        on: {
          click: () => {
            clear();
            run();
          }
        }
      })
    );
    element.replaceChildren(h('span', { text }), ...buttons);
    hide(element, false);
    if (focus && buttons.length) buttons[0].focus();
  }
  return { element, ask, clear };
}
