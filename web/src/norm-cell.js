/* The event report's norm column: the norms a player achieved as badges in `<output
   name="norm">` (its text the titles, "GM IM"; empty for none), and beside them the titles
   whose norm they are close to. */
import { h, hide, showText } from './dom.js';
import { normColumn } from './norm-decide.js';

/** The norms under a name, for a narrow table that leaves the norm column out: "Norms" and
    the badges, and the titles close to. */
export const normInline = ({ t }) =>
  h('span', { class: 'elo-norm-inline' }, [
    h('span', { class: 'elo-norm-label', text: t('event.col.norm'), hidden: true }),
    h('span'),
    h('span')
  ]);

// The badges of the titles `achieved` into `el`, space apart.
function badges(el, achieved) {
  if (el.textContent === achieved.join(' ')) return;
  el.replaceChildren(
    ...achieved.flatMap((title, i) => {
      const badge = h('span', { class: 'elo-norm-badge', text: title });
      return i ? [' ', badge] : [badge];
    })
  );
}

/** The cell, empty. */
export function normCell() {
  return h('td', { class: 'elo-event-norm' }, [
    h('output', { name: 'norm', 'aria-live': 'off' }),
    h('span', { class: 'elo-norm-close', hidden: true })
  ]);
}

/** Writes what the core says of `p`'s norms into its cell and beside the name (`inline`). */
export function fillNorm(cell, inline, p, ctx) {
  const column = normColumn(p, ctx);
  const close = column.close.join(' · ');
  for (const [el, near] of [cell.children, [...inline.children].slice(1)]) {
    badges(el, column.achieved);
    showText(near, close);
  }
  hide(inline.firstChild, column.achieved.length === 0);
}
