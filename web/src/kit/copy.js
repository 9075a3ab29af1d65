/* Copying a text (the page's link) to the clipboard, where the browser allows it. */
import { h } from '../dom.js';

// A copy through a hidden text box, for browsers without the asynchronous clipboard (or pages
// not allowed it).
function copyByTextBox(text, near) {
  const box = h('textarea', {
    readonly: true,
    class: 'elo-visually-hidden',
    'aria-hidden': 'true'
  });
  box.value = text;
  near.appendChild(box);
  box.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  box.remove();
  return done;
}

/** Copies `text`; resolves to whether it was copied. */
export async function copyText(text, near) {
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused: try the older way
  }
  return copyByTextBox(text, near);
}
