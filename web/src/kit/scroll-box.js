/* A box that lets a wide table scroll sideways on a phone: focusable, so the keyboard can
   scroll it too, and named for screen readers. */
import { h } from '../dom.js';

/** `content` in a scrolling box named `label`. */
export function scrollBox(content, label) {
  return h(
    'div',
    { class: 'elo-table-wrap', tabindex: '0', role: 'region', 'aria-label': label },
    content
  );
}
