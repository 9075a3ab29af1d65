/* On a narrow screen the results come after the form: a compact bar at the top of the view
   keeps the headline (the new rating and the change) in sight while typing, and goes away
   once the full answer is in view. Wide layouts show the results beside the form and never
   show it (ui.css). The bar repeats what the results and their polite announcement say, so
   it is hidden from assistive technology. */
import { h, hide } from './dom.js';
import { signClass } from './format.js';

function item(label, rating, change, sign) {
  return h('span', { class: 'elo-summary-item' }, [
    h('span', { class: 'elo-summary-label', text: label }),
    h('span', { class: 'elo-summary-rating elo-num', text: rating }),
    h('span', { class: 'elo-summary-change elo-num ' + sign, text: change })
  ]);
}

/** The bar, shown while the `form` is in view and none of the results' `headlines` (the
    cards, the tournament's change) is. Returns { element, render(response, tournamentFirst,
    ctx), dispose() }. */
export function createSummary(form, headlines) {
  const element = h('div', { class: 'elo-summary', 'aria-hidden': 'true', hidden: true });
  const seen = new Set();
  let filled = false;
  const show = () => {
    hide(element, !filled || !seen.has(form) || headlines.some((el) => seen.has(el)));
  };
  let observer = null;
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting) seen.add(e.target);
        else seen.delete(e.target);
      }
      show();
    });
    for (const el of [form].concat(headlines)) observer.observe(el);
  }

  function render(response, tournamentFirst, { t, f }) {
    const items = [];
    const game = response.game;
    const tour = response.tournament;
    if (game && !tournamentFirst) {
      items.push(
        item(
          t('results.playerA'),
          f.rating.format(game.player.newRating),
          f.change.format(game.player.change),
          signClass(game.player.change)
        )
      );
    }
    if (tour && tour.rated) {
      items.push(
        item(
          t('results.tournament'),
          f.rating.format(tour.newRating),
          f.change.format(tour.change),
          signClass(tour.change)
        )
      );
    }
    element.replaceChildren(...items);
    filled = items.length > 0;
    show();
  }

  return {
    element,
    render,
    dispose: () => observer && observer.disconnect()
  };
}
