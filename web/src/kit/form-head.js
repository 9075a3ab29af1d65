/* A form's heading with the button that fills in an example beside it (under it where the row
   is too narrow), the same in every mode. The row is as tall as the button whether or not it
   shows, and a button once shown keeps its room when it goes (the styles' .elo-keeps-room): the
   box being typed into, as the first character takes the example away, stays under the finger.
   A button never shown takes no room. */
import { h, hide } from '../dom.js';

/** The heading row: an <h2> with `id` and `text`, and `example` (a button from exampleButton). */
export function formHead({ id, text }, example) {
  return h('div', { class: 'elo-form-head' }, [h('h2', { id, text }), example]);
}

/** "Try an example" (`text`) calling onClick, shown while `offered`. */
export function exampleButton(text, onClick, offered) {
  const button = h('button', {
    type: 'button',
    class: 'elo-button elo-example',
    'data-action': 'example',
    text,
    on: { click: onClick }
  });
  offerExample(button, offered);
  return button;
}

/** Shows or hides `button` (from exampleButton) as `offered` says; shown once, it keeps its
    room when hidden. */
export function offerExample(button, offered) {
  if (offered) button.classList.add('elo-keeps-room');
  hide(button, !offered);
}
