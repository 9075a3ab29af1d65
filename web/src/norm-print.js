/* Printing one player's norm report: the report is built into a part of the view that only
   print shows, the view is marked (data-print="norm") so that the print styles leave out
   everything else, and the mark goes with the next key or click, once the print dialog is
   closed. */
import { h } from './dom.js';
import { normReport } from './norm-report.js';

/** The norm report's place, put at the end of `view` (the view's element, marked while
    printing). ctx: { t, f, print() }. Returns { element, print(p, norm, event) }. */
export function createNormPrint(view, ctx) {
  const element = h('div', { class: 'elo-norm-print' });
  view.append(element);
  const done = () => {
    delete view.dataset.print;
    element.replaceChildren();
  };
  return {
    element,
    print(p, norm, event) {
      element.replaceChildren(normReport(p, norm, event, ctx));
      view.dataset.print = 'norm';
      ctx.print();
      for (const type of ['pointerdown', 'keydown'])
        view.addEventListener(type, done, { once: true });
    }
  };
}
