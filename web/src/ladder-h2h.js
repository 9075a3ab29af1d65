/* The ladder's head-to-head: two players chosen, and their games and score against each
   other (the core counts them). */
import { h } from './dom.js';

/** The block. ctx: { t, f, id }; onPick(i, name) when player i (0 or 1) is chosen. Returns
    { element, show(names, pair, text) }. */
export function createHeadToHead(ctx, onPick) {
  const { t, f, id } = ctx;
  const selects = [0, 1].map((i) =>
    h('select', {
      name: 'h2h' + i,
      'aria-label': t('ladder.h2hPlayer', { n: f.plain.format(i + 1) }),
      on: { change: (e) => onPick(i, e.target.value) }
    })
  );
  const summary = h('p', { class: 'elo-h2h-summary', 'aria-live': 'polite' });
  const element = h('section', { class: 'elo-block elo-h2h', 'aria-labelledby': id('h2h') }, [
    h('h3', { id: id('h2h'), text: t('ladder.h2h') }),
    h('div', { class: 'elo-h2h-pick' }, [
      selects[0],
      h('span', { text: t('ladder.versus') }),
      selects[1]
    ]),
    summary
  ]);
  return {
    element,
    show(names, pair, text) {
      selects.forEach((select, i) => {
        select.replaceChildren(
          h('option', { value: '', text: t('ladder.h2hChoose') }),
          ...names.map((n) => h('option', { value: n, text: n }))
        );
        select.value = pair[i];
      });
      summary.textContent = text;
    }
  };
}
