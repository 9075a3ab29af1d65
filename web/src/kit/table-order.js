/* How a sortable table orders its rows: plain functions of the columns, the rows' items and
   the sort asked for, so that every table sorts the same way (kit/table.js draws them). */

const missing = (v) => v === undefined || v === null || v === '';

/** The class that puts a cell of `column` behind "All columns" where the table's box is
    narrow: `extra` columns go first, `wide` ones only in the narrowest boxes. */
export function columnClass(column) {
  return column.show === 'extra' ? 'elo-col-extra' : column.show === 'wide' ? 'elo-col-wide' : null;
}

/** The sort after a click on `key`: the same column turns round; another starts from its own
    natural direction (highest first for figures where more is better). */
export function nextSort(sort, key, columns) {
  if (sort && sort.key === key) return { key, descending: !sort.descending };
  const column = columns.find((c) => c.key === key);
  return { key, descending: !!(column && column.descending) };
}

/** `items` in the order of `sort` ({ key, descending }) by the column's sort(item); items
    without a value last, whichever way; ties by `tieBreak`. Text columns compare by
    `collator` (Intl.Collator), the others as numbers. Returns a new array. */
export function sortItems(items, columns, sort, collator, tieBreak) {
  const column = columns.find((c) => c.key === sort.key);
  if (!column || !column.sort) return items.slice();
  const keyed = items.map((item) => ({ item, value: column.sort(item) }));
  keyed.sort((a, b) => {
    const gap = missing(a.value) - missing(b.value);
    if (gap) return gap;
    let cmp = 0;
    if (!missing(a.value))
      cmp = column.text ? collator.compare(String(a.value), String(b.value)) : a.value - b.value;
    return (sort.descending ? -cmp : cmp) || (tieBreak ? tieBreak(a.item, b.item) : 0);
  });
  return keyed.map((k) => k.item);
}

/** The aria-sort value of `column`'s heading under `sort`, or null. */
export function ariaSort(column, sort) {
  if (!sort || column.key !== sort.key) return null;
  return sort.descending ? 'descending' : 'ascending';
}
