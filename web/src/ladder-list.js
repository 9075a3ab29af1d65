/* The ladder's standing list: rank, name, rating, change since the start, games, wins, draws
   and losses, peak; sortable by any column and filtered by name. A name's button puts the
   player's history in the chart. */
import { h } from './dom.js';
import { EMPTY, signClass } from './format.js';

const COLUMNS = [
  { key: 'rank', head: 'ladder.col.rank', sort: (p) => p.rank },
  { key: 'name', head: 'ladder.col.name', sort: (p) => p.name, text: true },
  { key: 'rating', head: 'ladder.col.rating', sort: (p) => p.rating },
  { key: 'change', head: 'ladder.col.change', sort: (p) => p.change },
  { key: 'games', head: 'ladder.col.games', sort: (p) => p.games },
  { key: 'wdl', head: 'ladder.col.wdl', sort: (p) => p.score },
  { key: 'peak', head: 'ladder.col.peak', sort: (p) => p.peak, extra: true }
];

/** The name a filter compares: without case, with single spaces. */
function folded(text) {
  return String(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The list. ctx: { t, f, lang, isCharted(name), onChart(name) }. */
export function createLadderList(ctx) {
  const { t, f } = ctx;
  let sort = { key: 'rank', descending: false };
  let players = [];
  let filter = '';
  const tbody = h('tbody');
  const heads = COLUMNS.map((c) =>
    h(
      'th',
      { scope: 'col', 'data-key': c.key, class: c.extra ? 'elo-col-extra' : null },
      h('button', {
        type: 'button',
        class: 'elo-sort',
        text: t(c.head),
        on: { click: () => sortBy(c.key) }
      })
    )
  );
  const table = h('table', { class: 'elo-table elo-ladder-table' }, [
    h('caption', { class: 'elo-visually-hidden', text: t('ladder.listCaption') }),
    h('thead', null, h('tr', null, heads)),
    tbody
  ]);
  const shown = h('p', { class: 'elo-note', 'aria-live': 'polite' });

  function row(p) {
    const charted = ctx.isCharted(p.name);
    const cells = {
      rank: h('td', { class: 'elo-num', text: f.plain.format(p.rank) }),
      name: h(
        'th',
        { scope: 'row' },
        h('button', {
          type: 'button',
          class: 'elo-event-toggle',
          'aria-pressed': String(charted),
          title: t('ladder.chartToggle', { name: p.name }),
          text: p.name,
          on: { click: () => ctx.onChart(p.name) }
        })
      ),
      rating: h(
        'td',
        { class: 'elo-num' },
        h('output', { name: 'rating', text: f.rating.format(p.rating) })
      ),
      change: h('td', { class: 'elo-num ' + signClass(p.change), text: f.change.format(p.change) }),
      games: h(
        'td',
        { class: 'elo-num' },
        h('output', { name: 'games', text: f.plain.format(p.games) })
      ),
      wdl: h('td', {
        class: 'elo-num',
        text: t('ladder.wdl', {
          wins: f.plain.format(p.wins),
          draws: f.plain.format(p.draws),
          losses: f.plain.format(p.losses)
        })
      }),
      peak: h('td', {
        class: 'elo-num elo-col-extra',
        text: typeof p.peak === 'number' ? f.rating.format(p.peak) : EMPTY
      })
    };
    return h(
      'tr',
      { 'data-player': p.name },
      COLUMNS.map((c) => cells[c.key])
    );
  }

  function render() {
    const column = COLUMNS.find((c) => c.key === sort.key);
    const collator = new Intl.Collator(ctx.lang);
    const wanted = folded(filter);
    const list = players.filter((p) => !wanted || folded(p.name).includes(wanted));
    list.sort((a, b) => {
      const x = column.sort(a);
      const y = column.sort(b);
      const cmp = column.text ? collator.compare(String(x), String(y)) : x - y;
      return (sort.descending ? -cmp : cmp) || a.rank - b.rank;
    });
    tbody.replaceChildren(...list.map(row));
    for (const th of heads) {
      if (th.dataset.key === sort.key)
        th.setAttribute('aria-sort', sort.descending ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
    }
    shown.textContent = wanted
      ? t('ladder.filtered', {
          shown: f.plain.format(list.length),
          total: f.plain.format(players.length)
        })
      : '';
  }

  function sortBy(key) {
    const high = ['rating', 'change', 'games', 'wdl', 'peak'].includes(key);
    sort = { key, descending: sort.key === key ? !sort.descending : high };
    render();
  }

  const search = h('input', {
    type: 'search',
    name: 'ladderFilter',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-label': t('ladder.filter'),
    placeholder: t('ladder.filter'),
    on: {
      input: (e) => {
        filter = e.target.value;
        render();
      }
    }
  });

  return {
    element: h('div', { class: 'elo-ladder-list' }, [
      search,
      shown,
      h(
        'div',
        {
          class: 'elo-table-wrap',
          tabindex: '0',
          role: 'region',
          'aria-label': t('ladder.listCaption')
        },
        table
      )
    ]),
    show(next) {
      players = next;
      render();
    },
    refresh: render
  };
}
