/* Every table of the calculator: a caption for screen readers, headings that sort where the
   table sorts, the important columns first with the rest behind "All columns" where the
   table's own box is narrow (a phone, a club's column, an iframe), in a box that scrolls
   sideways. Rows of a sortable table are made once per item and updated in place, so that a
   box typed in keeps its focus. */
import { h, setText } from '../dom.js';
import { ariaSort, columnClass, nextSort, sortItems } from './table-order.js';
import { scrollBox } from './scroll-box.js';

/** The "All columns" button: it toggles the table's elo-all-columns class and says so with
    aria-pressed. */
function allColumnsButton(table, text) {
  const button = h('button', {
    type: 'button',
    class: 'elo-button elo-columns',
    'aria-pressed': 'false',
    text,
    on: {
      click: () => {
        const on = table.classList.toggle('elo-all-columns');
        button.setAttribute('aria-pressed', String(on));
      }
    }
  });
  return button;
}

/** The table's frame. opts: { cls (the table's own class), density ('many' columns: extra ones
    leave under 40em, wide ones under 30em; 'few': under 30em and 20em), caption (text),
    columns ([{ key, head (text), show: 'extra' | 'wide', sort }]), onSort(key) (headings
    of columns with a sort become buttons) }. Returns { element, table, tbody, heads }. */
export function tableFrame({ t }, opts) {
  const { cls, density = 'many', caption, columns, onSort } = opts;
  // A column that sorts heads with a button; the others with their text.
  const heads = columns.map((c) => {
    const sortable = !!(onSort && c.sort);
    const props = { scope: 'col', class: columnClass(c), 'data-key': c.key };
    if (!sortable) return h('th', { ...props, text: c.head });
    const click = () => onSort(c.key);
    return h(
      'th',
      props,
      h('button', { type: 'button', class: 'elo-sort', text: c.head, on: { click } })
    );
  });
  const tbody = h('tbody');
  const table = h('table', { class: 'elo-table elo-table-' + density + ' ' + cls }, [
    h('caption', { class: 'elo-visually-hidden', text: caption }),
    h('thead', null, h('tr', { 'aria-rowindex': '1' }, heads)),
    tbody
  ]);
  const toggle = columns.some((c) => c.show) && allColumnsButton(table, t('table.allColumns'));
  const element = h('div', { class: 'elo-table-box elo-table-box-' + density }, [
    toggle,
    scrollBox(table, caption)
  ]);
  return { element, table, tbody, heads };
}

// Moves rows only when the order changed, and gives the focus back to the box being typed in
// if moving its row took it away.
function place(tbody, wanted) {
  const shown = tbody.children;
  if (wanted.length === shown.length && wanted.every((el, i) => shown[i] === el)) return;
  const active = tbody.getRootNode().activeElement;
  const typing = active && tbody.contains(active) && active.localName === 'input' ? active : null;
  const selection = typing && [typing.selectionStart, typing.selectionEnd];
  tbody.replaceChildren(...wanted);
  if (typing && typing.getRootNode().activeElement !== typing) {
    typing.focus({ preventScroll: true });
    typing.setSelectionRange(selection[0], selection[1]);
  }
}

// A new row's cells, in the columns' order, marked as their columns are.
function classified(row, columns) {
  columns.forEach((c, i) => {
    const cls = columnClass(c);
    if (cls && row.tr.children[i]) row.tr.children[i].classList.add(cls);
  });
  return row;
}

// Each heading's aria-sort as `sort` has it, written only where it changed.
function showSort(heads, columns, sort) {
  columns.forEach((c, i) => {
    const value = ariaSort(c, sort);
    if (!value) heads[i].removeAttribute('aria-sort');
    else if (heads[i].getAttribute('aria-sort') !== value)
      heads[i].setAttribute('aria-sort', value);
  });
}

// Sets `name` of `el` to `value`, where it is not that already; returns `el`.
function attribute(el, name, value) {
  if (el.getAttribute(name) !== String(value)) el.setAttribute(name, String(value));
  return el;
}

// Rows built at once, and again each time the last of them comes near the view: a screen and
// a half of the event's report (rows of 60 px at 1280 × 900). Each row in the table costs every
// key typed in it: a K typed in a 2,000-player file took 66 ms to its frame with 100 rows
// built, 54 with 40 and 45 with 25 (median, the bench's machine, docs/performance.md).
const BATCH = 25;
// The most rows in the table while its rows are taken in batches, unless three screens hold
// more: scrolled further, the batches furthest from the view leave it (their rows kept, to
// come back as they were).
const MOST = 3 * BATCH;

/** A sortable table. opts: those of tableFrame, and keyOf(item) (a row's identity), make(item)
    → a row ({ tr, after: [more rows under it] }), fill(row, item) (writes the item into its
    row), sort ({ key, descending } to start with), tieBreak(a, b), lang (for the collator).
    Only the first rows in the sort's order are built; the rest as the view comes near them,
    with the button under them, or to be printed. Scrolled down, the rows far over the view
    leave the table for a gap of their height, and come back as it nears the view. Returns
    { element, table, render(items), rowOf(key) }. */
export function createSortableTable(ctx, opts) {
  let sort = opts.sort;
  const rows = new Map();
  let sorted = [];
  // The rows in the table are sorted[from] to sorted[shown - 1]; the gap over them stands for
  // those before, as tall as the batches that left (their heights, the last to leave last).
  let shown = BATCH;
  let from = 0;
  const heights = [];
  // Bumped by each render: a row built before it is filled again when next placed.
  let round = 0;
  const collator = new Intl.Collator(ctx.lang);
  const frame = tableFrame(ctx, { ...opts, onSort: (key) => sortBy(key) });
  const more = h('button', {
    type: 'button',
    class: 'elo-button',
    on: { click: () => grow(Infinity) }
  });
  const moreRow = h('tr', { class: 'elo-more' }, h('td', { colspan: opts.columns.length }, more));
  const gap = h('tr', { 'aria-hidden': 'true' }, h('td', { colspan: opts.columns.length }));
  // Whether the button's row and the gap are near the view: a batch comes in at the end that is.
  const nearBy = new Map();
  const onNear = (seen) => {
    for (const e of seen) nearBy.set(e.target, e.isIntersecting);
    const down = nearBy.get(moreRow);
    const up = nearBy.get(gap);
    if (!down && !up) return;
    // Where the row of sorted[i] is, from the view's top.
    const y = (i) => rows.get(opts.keyOf(sorted[i])).tr.getBoundingClientRect().top;
    if (down) shown += BATCH;
    else if (from) {
      from -= BATCH;
      heights.pop();
    }
    // Past MOST rows, batches leave the end the view moves away from, each only once out of
    // the observer's reach, so that it is not brought back at once (short rows on a tall
    // screen keep more).
    while (down && shown - from > MOST && y(from + BATCH) < -innerHeight) {
      heights.push(y(from + BATCH) - y(from));
      from += BATCH;
    }
    while (!down && shown - from > MOST && y(shown - BATCH) > 2 * innerHeight) shown -= BATCH;
    order();
  };
  // Near is within a screen of the view; for the button's row, only under its top (scrolled
  // past the table, a batch would come in over what is looked at).
  const below = new IntersectionObserver(onNear, { rootMargin: '0px 0px 100%' });
  const above = new IntersectionObserver(onNear, { rootMargin: '100% 0px' });
  addEventListener('beforeprint', () => frame.table.isConnected && grow(Infinity));

  function grow(count) {
    shown = count;
    from = heights.length = 0;
    order();
  }

  function order() {
    // Rows out of the table are still counted: the table says how many it has, and each row
    // where it is among them (the heading's row is the first).
    attribute(frame.table, 'aria-rowcount', sorted.length + 1);
    const wanted = sorted.slice(from, shown).flatMap((item, i) => {
      const key = opts.keyOf(item);
      let row = rows.get(key);
      if (!row) rows.set(key, (row = classified(opts.make(item), opts.columns)));
      if (row.round !== round) {
        row.round = round;
        row.item = item;
        opts.fill(row, item);
      }
      return [attribute(row.tr, 'aria-rowindex', from + i + 2)].concat(row.after || []);
    });
    const rest = sorted.length > shown;
    if (rest) {
      setText(more, ctx.t('table.showAll', { count: ctx.f.plain.format(sorted.length) }));
      wanted.push(moreRow);
    }
    // The gap and its height only while rows have left.
    if (from) {
      gap.style.height = heights.reduce((a, b) => a + b, 0) + 'px';
      wanted.unshift(gap);
    }
    place(frame.tbody, wanted);
    below.disconnect();
    above.disconnect();
    nearBy.clear();
    // Watched again after each batch: an observer tells what it sees at once when it starts.
    if (rest) below.observe(moreRow);
    if (from) above.observe(gap);
    showSort(frame.heads, opts.columns, sort);
  }

  function sortBy(key) {
    sort = nextSort(sort, key, opts.columns);
    sorted = sortItems(sorted, opts.columns, sort, collator, opts.tieBreak);
    grow(BATCH);
  }

  // Rows are kept by key: an item seen before is written into its old row when it is placed.
  // While a box of the table is typed in, the same rows keep their places, as in a spreadsheet:
  // the row typed in does not run from under the keys (the next sort puts it in its place).
  function render(items) {
    round++;
    const at = new Map(sorted.map((item, i) => [opts.keyOf(item), i]));
    const keys = new Set(items.map(opts.keyOf));
    for (const key of rows.keys()) if (!keys.has(key)) rows.delete(key);
    const typing = frame.tbody.contains(frame.tbody.getRootNode().activeElement);
    const same = keys.size === at.size && items.every((item) => at.has(opts.keyOf(item)));
    // Other items (another file, a filter) start under no gap.
    if (!same) from = heights.length = 0;
    sorted =
      typing && same
        ? items.slice().sort((a, b) => at.get(opts.keyOf(a)) - at.get(opts.keyOf(b)))
        : sortItems(items, opts.columns, sort, collator, opts.tieBreak);
    order();
  }

  return {
    element: frame.element,
    table: frame.table,
    render,
    rowOf: (key) => rows.get(key)
  };
}
