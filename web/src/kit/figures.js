/* A list of figures, each a label and its value (a tournament's totals, a rating system's own
   figures, what each of them means), as a description list written again only when it
   changed. */
import { h, hide } from '../dom.js';

/** Writes `rows` ([label, text] each) into the list `dl`, hidden when there is none. */
export function fillFigures(dl, rows, cls = 'elo-num') {
  hide(dl, rows.length === 0);
  if (dl.textContent === rows.flat().join('')) return;
  dl.replaceChildren(
    ...rows.map(([label, text]) =>
      h('div', null, [h('dt', { text: label }), h('dd', { class: cls, text })])
    )
  );
}
