/* Tables as CSV for a spreadsheet: UTF-8 with a byte-order mark (so that spreadsheet
   programs read Japanese and Portuguese names correctly), headings in the page's language,
   and the separators a spreadsheet in that language expects. Downloads are made in the page
   and need no network. */
import { h } from './dom.js';
import { INTL_LOCALE } from './format.js';

/** Where the decimal separator is a comma, spreadsheets separate fields with a semicolon. */
const FIELD_SEPARATOR = { pt: ';', ja: ',', en: ',' };
const BOM = '\uFEFF';

// A text cell a spreadsheet would take for a formula (a name can start with "=", "+", "-" or
// "@", after blanks, or in their full-width forms) is written with a leading apostrophe, which
// shows it as text.
function textCell(text) {
  return /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? "'" + text : text;
}

function quote(text, separator) {
  return text.includes(separator) || /["\r\n]/.test(text)
    ? '"' + text.replace(/"/g, '""') + '"'
    : text;
}

/** The CSV text (with its byte-order mark) of `items` under `columns` ([locale key of the
    heading, read(item, t)]), in `lang` with strings `t`. */
export function csvText(columns, items, { t, lang }) {
  const separator = FIELD_SEPARATOR[lang] || ',';
  // The core writes no figure with more than four decimals (expected scores); this only
  // writes them with the language's decimal separator.
  const number = new Intl.NumberFormat(INTL_LOCALE[lang] || lang, {
    useGrouping: false,
    maximumFractionDigits: 4
  });
  const cell = (value) => {
    if (value === undefined || value === null) return '';
    if (typeof value === 'number') return number.format(value);
    return quote(textCell(String(value)), separator);
  };
  const lines = [columns.map(([key]) => quote(t(key), separator)).join(separator)];
  for (const item of items)
    lines.push(columns.map(([, read]) => cell(read(item, t))).join(separator));
  return BOM + lines.join('\r\n') + '\r\n';
}

/** A file name from `name` in letters, digits and dashes, else `fallback`, ending in .csv. */
export function csvFileName(name, fallback) {
  const base = String(name || '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return (base || fallback) + '.csv';
}

/** Offers `text` as a download named `name`, of the media `type` (CSV when not said). */
export function download(text, name, type = 'text/csv') {
  const link = h('a', {
    href: URL.createObjectURL(new Blob([text], { type: type + ';charset=utf-8' })),
    download: name
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
