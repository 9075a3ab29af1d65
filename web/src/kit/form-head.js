/* A form's heading with the button that fills in an example beside it, the same in every mode.
   The button goes once something is typed or opened (dom.js's hide) but keeps its room (the
   styles' .elo-form-head): under the heading nothing moves, so the box being typed into stays
   under the finger. */
import { h } from '../dom.js';

/** The heading row: an <h2> with `id` and `text`, and `example` (a button from exampleButton). */
export function formHead({ id, text }, example) {
  return h('div', { class: 'elo-form-head' }, [h('h2', { id, text }), example]);
}

/** "Try an example" (`text`) calling onClick; `hidden` for a form that starts with something. */
export function exampleButton(text, onClick, hidden) {
  return h('button', {
    type: 'button',
    class: 'elo-button elo-example',
    'data-action': 'example',
    text,
    hidden,
    on: { click: onClick }
  });
}
