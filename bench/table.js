/* The bench's table in markdown: each measurement's module adds its rows through
   `row(what, value, reference, ratio, target)` (cells left out are empty), and the columns are
   padded to their widest cell. With the cells' formats the modules share. */
'use strict';

const HEADER = ['measure', 'this page', 'plain-JS reference', 'ratio', 'target'];

const ms = (x) => x.toFixed(1) + ' ms';
const ms2 = (x) => x.toFixed(2) + ' ms';
const kb = (n) => (n / 1024).toFixed(1);
const met = (ok) => (ok ? 'met' : 'NOT met');
// A median with its spread between the 25th and 75th percentiles.
const iqr = (s) => ms(s.median) + ` (IQR ${s.p25.toFixed(1)}–${s.p75.toFixed(1)})`;

/** The table under `heading` (a line of its own, then a blank line), its rows given by
    `fill(row)`, which calls row(what, value, reference, ratio, target) once per row. */
function markdownTable(heading, fill) {
  const rows = [];
  fill((what, value, reference, ratio, target) =>
    rows.push([what, value, reference || '', ratio || '', target || ''])
  );
  const widths = HEADER.map((name, i) => Math.max(...rows.map((x) => x[i].length), name.length));
  const line = (cells) => '| ' + cells.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  return [
    heading,
    '',
    line(HEADER),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line)
  ].join('\n');
}

module.exports = { iqr, kb, markdownTable, met, ms, ms2 };
