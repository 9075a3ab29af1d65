/* Every game of the season and what it did to both ratings, a page of rows at a time so that
   a long season stays quick; narrowed to two players for their head-to-head. */
import { h } from './dom.js';
import { EMPTY, signClass } from './format.js';

/** Rows shown at once. */
export const PAGE_ROWS = 100;

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

/** The games table. ctx: { t, f }. */
export function createLadderGames(ctx) {
  const { t, f } = ctx;
  let games = [];
  let page = 0;
  const tbody = h('tbody');
  const head = [
    'ladder.col.line',
    'ladder.col.date',
    'ladder.col.white',
    'ladder.col.result',
    'ladder.col.black'
  ];
  const table = h('table', { class: 'elo-table elo-ladder-games' }, [
    h('caption', { class: 'elo-visually-hidden', text: t('ladder.gamesCaption') }),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        head.map((k) => h('th', { scope: 'col', text: t(k) }))
      )
    ),
    tbody
  ]);
  const status = h('p', { class: 'elo-note', 'aria-live': 'polite' });
  const previous = h('button', {
    type: 'button',
    class: 'elo-button',
    text: t('ladder.previous'),
    on: { click: () => go(page - 1) }
  });
  const next = h('button', {
    type: 'button',
    class: 'elo-button',
    text: t('ladder.next'),
    on: { click: () => go(page + 1) }
  });

  function resultText(g) {
    if (!g.counted) return t('ladder.forfeit', { result: g.result || '' });
    return g.score === 1 ? '1–0' : g.score === 0 ? '0–1' : '½–½';
  }

  function go(to) {
    const pages = Math.max(1, Math.ceil(games.length / PAGE_ROWS));
    page = Math.min(Math.max(0, to), pages - 1);
    const shown = games.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS);
    tbody.replaceChildren(
      ...shown.map((g) =>
        h('tr', { class: g.counted ? null : 'elo-not-counted' }, [
          h('td', { class: 'elo-num', text: f.plain.format(g.line) }),
          h('td', { text: g.date || EMPTY }),
          side(g.white, g.whiteBefore, g.whiteChange, f),
          h('td', { class: 'elo-ladder-result', text: resultText(g) }),
          side(g.black, g.blackBefore, g.blackChange, f)
        ])
      )
    );
    previous.disabled = page === 0;
    next.disabled = page >= pages - 1;
    status.textContent = games.length
      ? t('ladder.gamesShown', {
          first: f.plain.format(page * PAGE_ROWS + 1),
          last: f.plain.format(page * PAGE_ROWS + shown.length),
          total: f.plain.format(games.length)
        })
      : '';
  }

  return {
    element: h('div', { class: 'elo-ladder-games-box' }, [
      h(
        'div',
        {
          class: 'elo-table-wrap',
          tabindex: '0',
          role: 'region',
          'aria-label': t('ladder.gamesCaption')
        },
        table
      ),
      h('div', { class: 'elo-actions' }, [previous, status, next])
    ]),
    show(list, keepPage) {
      games = list;
      go(keepPage ? page : 0);
    }
  };
}
