/* Every game of the season and what it did to both ratings, a page of rows at a time so that
   a long season stays quick; narrowed to two players for their head-to-head. */
import { h } from './dom.js';
import { EMPTY, signClass } from './format.js';
import { tableFrame } from './kit/table.js';

/** Rows shown at once. */
export const PAGE_ROWS = 100;

const COLUMNS = [
  { key: 'line', head: 'ladder.col.line', show: 'extra' },
  { key: 'date', head: 'ladder.col.date', show: 'wide' },
  { key: 'white', head: 'ladder.col.white' },
  { key: 'result', head: 'ladder.col.result' },
  { key: 'black', head: 'ladder.col.black' }
];

function side(name, before, change, f) {
  return h('td', { class: 'elo-ladder-side' }, [
    h('span', { class: 'elo-ladder-name', text: name }),
    h('span', {
      class: 'elo-num elo-note',
      text: typeof before === 'number' ? f.rating.format(before) : ''
    }),
    h('span', {
      class: 'elo-num ' + signClass(change),
      text: typeof change === 'number' ? ' ' + f.change.format(change) : ''
    })
  ]);
}

/** The page `page` of `count` games (0-based, kept within the pages there are): { page,
    first, last (0-based, exclusive), pages }. */
export function pageOf(page, count, rows = PAGE_ROWS) {
  const pages = Math.max(1, Math.ceil(count / rows));
  const at = Math.min(Math.max(0, page), pages - 1);
  return { page: at, first: at * rows, last: Math.min(count, (at + 1) * rows), pages };
}

/** A game's result in the list: a forfeit's words (with its code where the core gives one),
    or the score, with why a game is not rated. */
export function resultText(g, t) {
  const gap = g.reason === 'rating-gap-600';
  if (!g.counted && !gap)
    return g.result ? t('ladder.forfeit', { result: g.result }) : t('ladder.forfeitAlone');
  const result = g.score === 1 ? '1–0' : g.score === 0 ? '0–1' : '½–½';
  return gap ? t('ladder.notRated', { result, reason: t('results.reasonRatingGap600') }) : result;
}

/** The games table. ctx: { t, f }. Returns { element, show(games, keepPage) }. */
export function createLadderGames(ctx) {
  const { t, f } = ctx;
  let games = [];
  let page = 0;
  const frame = tableFrame(ctx, {
    cls: 'elo-ladder-games',
    caption: t('ladder.gamesCaption'),
    columns: COLUMNS.map((c) => ({ ...c, head: t(c.head) }))
  });
  const status = h('p', { class: 'elo-note', 'aria-live': 'polite' });
  const button = (key, step) =>
    h('button', {
      type: 'button',
      class: 'elo-button',
      text: t(key),
      on: { click: () => go(page + step) }
    });
  const previous = button('ladder.previous', -1);
  const next = button('ladder.next', 1);

  function row(g) {
    return h('tr', { class: g.counted ? null : 'elo-not-counted' }, [
      h('td', { class: 'elo-num elo-col-extra', text: f.plain.format(g.line) }),
      h('td', { class: 'elo-col-wide', text: g.date || EMPTY }),
      side(g.white, g.whiteBefore, g.whiteChange, f),
      h('td', { class: 'elo-ladder-result', text: resultText(g, t) }),
      side(g.black, g.blackBefore, g.blackChange, f)
    ]);
  }

  function go(to) {
    const at = pageOf(to, games.length);
    page = at.page;
    frame.tbody.replaceChildren(...games.slice(at.first, at.last).map(row));
    previous.disabled = page === 0;
    next.disabled = page >= at.pages - 1;
    status.textContent = games.length
      ? t('ladder.gamesShown', {
          first: f.plain.format(at.first + 1),
          last: f.plain.format(at.last),
          total: f.plain.format(games.length)
        })
      : '';
  }

  return {
    element: h('div', { class: 'elo-ladder-games-box' }, [
      frame.element,
      h('div', { class: 'elo-actions' }, [previous, status, next])
    ]),
    show(list, keepPage) {
      games = list;
      go(keepPage ? page : 0);
    }
  };
}
