/* The event report's norm column: the norms a player achieved as badges in `<output
   name="norm">` (its text the titles, "GM IM"; empty for none), and beside them the titles
   whose norm they are close to. */
import { h, showText } from './dom.js';
import { normColumn } from './norm-decide.js';

/** The cell, empty. */
export function normCell() {
  return h('td', { class: 'elo-event-norm' }, [
    h('output', { name: 'norm', 'aria-live': 'off' }),
    h('span', { class: 'elo-norm-close', hidden: true })
  ]);
}

/** Writes what the core says of `p`'s norms into its cell. */
export function fillNorm(cell, p, ctx) {
  const [out, close] = cell.children;
  const column = normColumn(p, ctx);
  if (out.textContent !== column.text)
    out.replaceChildren(
      ...column.achieved.flatMap((title, i) => {
        const badge = h('span', { class: 'elo-norm-badge', text: title });
        return i ? [' ', badge] : [badge];
      })
    );
  showText(close, column.close.join(' · '));
}
