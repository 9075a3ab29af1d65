/* A box that lets a wide table scroll sideways on a phone: focusable, so the keyboard can
   scroll it too, and named for screen readers. */
import { h } from '../dom.js';

/** `content` in a scrolling box named `label`; `cls` adds a class of the box's own. */
export function scrollBox(content, label, cls) {
  return h(
    'div',
    {
      class: 'elo-table-wrap' + (cls ? ' ' + cls : ''),
      tabindex: '0',
      role: 'region',
      'aria-label': label
    },
    content
  );
}
