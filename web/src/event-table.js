/* The event's rating report as a table: one row per player, sortable by any column, the
   important columns first (the rest on demand on a narrow screen), a player's games under
   their row, and K editable in place. Rows are made once per file and updated in place, so
   that typing a K keeps its box and its focus. */
import { allColumnsButton, h } from './dom.js';
import { playerGames } from './event-games.js';
import { EMPTY, signClass } from './format.js';

/** The columns: key, locale key of the heading, sort value, and whether it may be hidden on a
    narrow screen. */
const COLUMNS = [
  { key: 'rank', head: 'event.col.rank', sort: (p) => p.rank || p.startRank },
  { key: 'name', head: 'event.col.name', sort: (p) => p.name, text: true },
  { key: 'rating', head: 'event.col.rating', sort: (p) => p.rating, wide: true },
  { key: 'change', head: 'event.col.change', sort: (p) => p.change },
  {
    key: 'newRating',
    head: 'event.col.newRating',
    sort: (p) => (p.rated ? p.newRating : p.initialRating && p.initialRating.rating)
  },
  { key: 'k', head: 'event.col.k', sort: (p) => p.k, extra: true },
  { key: 'games', head: 'event.col.games', sort: (p) => p.gamesCount, extra: true },
  { key: 'score', head: 'event.col.score', sort: (p) => p.score, extra: true },
  { key: 'expected', head: 'event.col.expected', sort: (p) => p.expectedTotal, extra: true },
  { key: 'performance', head: 'event.col.performance', sort: (p) => p.performance, extra: true },
  {
    key: 'federation',
    head: 'event.col.federation',
    sort: (p) => p.federation,
    text: true,
    extra: true
  }
];

function numberText(value, fmt) {
  return typeof value === 'number' ? fmt.format(value) : EMPTY;
}

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

// "Surname,Given names" as files write it may break after its commas, not inside a word.
function nameWithBreaks(el, name) {
  if (el.dataset.name === name) return;
  el.dataset.name = name;
  const parts = String(name).split(',');
  el.replaceChildren(...parts.flatMap((part, i) => (i ? [',', h('wbr'), part] : [part])));
}

function makeRow(p, ctx) {
  const { t, id, onK, onToggle } = ctx;
  const rank = p.startRank;
  const kInput = h('input', {
    type: 'text',
    name: 'k-' + rank,
    inputmode: 'decimal',
    autocomplete: 'off',
    spellcheck: 'false',
    class: 'elo-event-k',
    'aria-label': t('event.kFor', { name: p.name }),
    'aria-describedby': id('k-why-' + rank),
    on: { input: (e) => onK(rank, e.target.value) }
  });
  kInput.value = ctx.kValue(rank);
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'elo-event-toggle',
      'aria-expanded': 'false',
      'aria-controls': id('games-' + rank),
      on: { click: () => onToggle(rank) }
    },
    [h('span', { class: 'elo-title-badge' }), h('span', { class: 'elo-event-name' })]
  );
  const cells = {
    rank: h('td', { class: 'elo-num' }),
    name: h('th', { scope: 'row', class: 'elo-event-player' }, toggle),
    rating: h('td', { class: 'elo-num' }),
    change: h('td', { class: 'elo-num' }, [
      h('output', { name: 'change', 'aria-live': 'off' }),
      h('span', { class: 'elo-exact' })
    ]),
    newRating: h('td', { class: 'elo-num elo-event-new' }),
    k: h('td', { class: 'elo-event-kcell' }, [
      kInput,
      h('span', { class: 'elo-k-why', id: id('k-why-' + rank) }, [
        h('output', { name: 'k', 'aria-live': 'off' }),
        h('span')
      ]),
      h('span', { class: 'elo-error', id: id('k-error-' + rank), hidden: true })
    ]),
    games: h('td', { class: 'elo-num' }),
    score: h('td', { class: 'elo-num' }),
    expected: h('td', { class: 'elo-num' }),
    performance: h('td', { class: 'elo-num' }),
    federation: h('td')
  };
  const tr = h(
    'tr',
    { 'data-start-rank': String(rank) },
    COLUMNS.map((c) => {
      if (c.extra) cells[c.key].classList.add('elo-col-extra');
      if (c.wide) cells[c.key].classList.add('elo-col-wide');
      return cells[c.key];
    })
  );
  const details = h(
    'tr',
    { class: 'elo-event-games', id: id('games-' + rank), hidden: true },
    h(
      'td',
      { colspan: String(COLUMNS.length) },
      h('div', {
        class: 'elo-event-games-box',
        tabindex: '0',
        role: 'region',
        'aria-label': t('event.gamesOf', { name: p.name })
      })
    )
  );
  return { tr, details, cells, kInput, toggle, open: false };
}

function newRatingOutput(cell, p, { t, f }) {
  const name = p.rated ? 'newRating' : 'initialRating';
  let out = cell.querySelector('output');
  if (!out || out.name !== name) {
    out = h('output', { name, 'aria-live': 'off' });
    cell.replaceChildren(out, h('span', { class: 'elo-note' }));
  }
  const initial = p.initialRating;
  if (p.rated) setText(out, numberText(p.newRating, f.rating));
  else
    setText(
      out,
      initial && typeof initial.rating === 'number' ? f.rating.format(initial.rating) : EMPTY
    );
  const note = p.rated
    ? ''
    : initial && initial.published
      ? t('event.firstRating')
      : t('event.firstRatingUnpublished');
  setText(cell.lastChild, note);
}

function fillRow(row, p, ctx) {
  const { t, f } = ctx;
  const c = row.cells;
  setText(c.rank, numberText(p.rank || undefined, f.plain));
  setText(row.toggle.firstChild, p.title || '');
  row.toggle.firstChild.hidden = !p.title;
  nameWithBreaks(row.toggle.lastChild, p.name);
  setText(
    c.rating,
    p.rating === null ? t('results.unratedOpponent') : numberText(p.rating, f.rating)
  );
  const rated = p.rated && typeof p.change === 'number';
  setText(c.change.firstChild, rated ? f.change.format(p.change) : EMPTY);
  c.change.firstChild.className = rated ? signClass(p.change) : '';
  setText(
    c.change.lastChild,
    rated ? t('results.exact', { value: f.exact.format(p.changeExact) }) : ''
  );
  newRatingOutput(c.newRating, p, ctx);
  const why = c.k.querySelector('.elo-k-why');
  setText(why.firstChild, numberText(p.k, f.rating));
  setText(
    why.lastChild,
    p.kReason ? t('event.kReason.' + p.kReason) + (p.kCapped ? ' · ' + t('event.kCapped') : '') : ''
  );
  row.kInput.placeholder = typeof p.k === 'number' ? f.rating.format(p.k) : '';
  setText(c.games, numberText(p.gamesCount, f.plain));
  setText(c.score, numberText(p.score, f.score));
  setText(c.expected, numberText(p.expectedTotal, f.expected));
  setText(c.performance, numberText(p.performance, f.rating));
  setText(c.federation, p.federation || '');
  row.player = p;
  if (row.open) row.details.firstChild.firstChild.replaceChildren(playerGames(p, ctx));
}

/** The table. ctx: { t, f, id, kValue(rank), onK(rank, text), onToggle(rank) }. */
export function createEventTable(ctx) {
  let sort = { key: 'rank', descending: false };
  let rows = new Map();
  let shapeKey = '';
  const tbody = h('tbody');
  const headCells = COLUMNS.map((c) =>
    h(
      'th',
      {
        scope: 'col',
        class: c.extra ? 'elo-col-extra' : c.wide ? 'elo-col-wide' : null,
        'data-key': c.key
      },
      h('button', {
        type: 'button',
        class: 'elo-sort',
        text: ctx.t(c.head),
        on: { click: () => sortBy(c.key) }
      })
    )
  );
  const table = h('table', { class: 'elo-table elo-event-table' }, [
    h('caption', { class: 'elo-visually-hidden', text: ctx.t('event.tableCaption') }),
    h('thead', null, h('tr', null, headCells)),
    tbody
  ]);
  const allColumns = allColumnsButton(table, ctx.t('event.allColumns'), 'elo-columns-toggle');
  const wrap = h(
    'div',
    {
      class: 'elo-table-wrap',
      tabindex: '0',
      role: 'region',
      'aria-label': ctx.t('event.tableCaption')
    },
    table
  );

  // Moves rows only when the order changed, and gives the focus back to the box being typed
  // in if moving its row took it away.
  function place(list) {
    const wanted = list.flatMap((row) => [row.tr, row.details]);
    if (
      wanted.length === tbody.children.length &&
      wanted.every((el, i) => tbody.children[i] === el)
    )
      return;
    const active = tbody.getRootNode().activeElement;
    const typing = active && tbody.contains(active) && active.localName === 'input' ? active : null;
    const selection = typing && [typing.selectionStart, typing.selectionEnd];
    tbody.append(...wanted);
    if (typing && typing.getRootNode().activeElement !== typing) {
      typing.focus();
      typing.setSelectionRange(selection[0], selection[1]);
    }
  }

  function order() {
    const column = COLUMNS.find((c) => c.key === sort.key);
    const collator = new Intl.Collator(ctx.lang);
    const list = [...rows.values()];
    list.sort((a, b) => {
      const x = column.sort(a.player);
      const y = column.sort(b.player);
      const missing =
        (x === undefined || x === null || x === '') - (y === undefined || y === null || y === '');
      if (missing) return missing;
      const cmp = column.text ? collator.compare(String(x), String(y)) : x - y;
      return (sort.descending ? -cmp : cmp) || a.player.startRank - b.player.startRank;
    });
    place(list);
    for (const th of headCells) {
      if (th.dataset.key === sort.key)
        th.setAttribute('aria-sort', sort.descending ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
    }
  }

  function sortBy(key) {
    sort = {
      key,
      descending:
        sort.key === key
          ? !sort.descending
          : key === 'change' || key === 'newRating' || key === 'performance'
    };
    order();
  }

  function render(players) {
    const key = players.map((p) => p.startRank).join(',');
    if (key !== shapeKey) {
      shapeKey = key;
      rows = new Map(players.map((p) => [p.startRank, makeRow(p, ctx)]));
      tbody.replaceChildren();
    }
    for (const p of players) fillRow(rows.get(p.startRank), p, ctx);
    order();
  }

  function toggle(rank) {
    const row = rows.get(rank);
    if (!row) return;
    row.open = !row.open;
    row.details.hidden = !row.open;
    row.toggle.setAttribute('aria-expanded', String(row.open));
    row.details.firstChild.firstChild.replaceChildren(row.open ? playerGames(row.player, ctx) : '');
  }

  function showKErrors(byRank) {
    for (const [rank, row] of rows) {
      const message = byRank.get(rank);
      const box = row.cells.k.querySelector('.elo-error');
      setText(box, message || '');
      box.hidden = !message;
      if (message) row.kInput.setAttribute('aria-invalid', 'true');
      else row.kInput.removeAttribute('aria-invalid');
      row.kInput.setAttribute(
        'aria-describedby',
        ctx.id('k-why-' + rank) + (message ? ' ' + box.id : '')
      );
    }
  }

  return {
    element: h('div', { class: 'elo-event-report' }, [allColumns, wrap]),
    render,
    toggle,
    showKErrors
  };
}
