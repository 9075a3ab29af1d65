/* The ladder's standing list, the kit's sortable table: rank, name, rating, change since the
   start, games, wins / draws / losses, peak; filtered by name. A name's button puts the
   player's history in the chart. */
import { h } from './dom.js';
import { EMPTY, signClass } from './format.js';
import { createSortableTable } from './kit/table.js';

const COLUMNS = [
  { key: 'rank', head: 'ladder.col.rank', sort: (p) => p.rank },
  { key: 'name', head: 'ladder.col.name', sort: (p) => p.name, text: true },
  { key: 'rating', head: 'ladder.col.rating', sort: (p) => p.rating, descending: true },
  { key: 'change', head: 'ladder.col.change', sort: (p) => p.change, descending: true },
  { key: 'games', head: 'ladder.col.games', sort: (p) => p.games, descending: true, show: 'wide' },
  { key: 'wdl', head: 'ladder.col.wdl', sort: (p) => p.score, descending: true, show: 'extra' },
  { key: 'peak', head: 'ladder.col.peak', sort: (p) => p.peak, descending: true, show: 'extra' }
];

/** The name a filter compares: without case, with single spaces. */
export function folded(text) {
  return String(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

function makeRow(p, ctx) {
  const td = (cls) => h('td', { class: cls });
  const toggle = h('button', {
    type: 'button',
    class: 'elo-row-toggle',
    on: { click: () => ctx.onChart(toggle.dataset.name) }
  });
  const cells = {
    rank: td('elo-num'),
    name: h('th', { scope: 'row' }, toggle),
    rating: h('td', { class: 'elo-num' }, h('output', { name: 'rating' })),
    change: td('elo-num'),
    games: h('td', { class: 'elo-num' }, h('output', { name: 'games' })),
    wdl: td('elo-num'),
    peak: td('elo-num')
  };
  return {
    tr: h(
      'tr',
      null,
      COLUMNS.map((c) => cells[c.key])
    ),
    cells,
    toggle
  };
}

function fillRow(row, p, { t, f, isCharted }) {
  const c = row.cells;
  row.tr.dataset.player = p.name;
  row.toggle.dataset.name = p.name;
  row.toggle.textContent = p.name;
  row.toggle.title = t('ladder.chartToggle', { name: p.name });
  row.toggle.setAttribute('aria-pressed', String(isCharted(p.name)));
  c.rank.textContent = f.plain.format(p.rank);
  c.rating.firstChild.textContent = f.rating.format(p.rating);
  c.change.textContent = f.change.format(p.change);
  c.change.className = ('elo-num ' + signClass(p.change)).trim();
  c.games.firstChild.textContent = f.plain.format(p.games);
  c.wdl.textContent = t('ladder.wdl', {
    wins: f.plain.format(p.wins),
    draws: f.plain.format(p.draws),
    losses: f.plain.format(p.losses)
  });
  c.peak.textContent = typeof p.peak === 'number' ? f.rating.format(p.peak) : EMPTY;
}

/** The list. ctx: { t, f, lang, isCharted(name), onChart(name) }. Returns { element,
    show(players), refresh() }. */
export function createLadderList(ctx) {
  const { t, f } = ctx;
  let players = [];
  let filter = '';
  const table = createSortableTable(ctx, {
    cls: 'elo-ladder-table',
    caption: t('ladder.listCaption'),
    columns: COLUMNS.map((c) => ({ ...c, head: t(c.head) })),
    sort: { key: 'rank', descending: false },
    keyOf: (p) => p.name,
    tieBreak: (a, b) => a.rank - b.rank,
    make: (p) => makeRow(p, ctx),
    fill: (row, p) => fillRow(row, p, ctx)
  });
  const shown = h('p', { class: 'elo-note', 'aria-live': 'polite' });

  function render() {
    const wanted = folded(filter);
    const list = wanted ? players.filter((p) => folded(p.name).includes(wanted)) : players;
    table.render(list);
    shown.textContent = wanted
      ? t('ladder.filtered', {
          shown: f.plain.format(list.length),
          total: f.plain.format(players.length)
        })
      : '';
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
    element: h('div', { class: 'elo-ladder-list' }, [search, shown, table.element]),
    show(next) {
      players = next;
      render();
    },
    refresh: render
  };
}
