/* The event's rating report as CSV, for a spreadsheet: UTF-8 with a byte-order mark (so that
   spreadsheet programs read Japanese and Portuguese names correctly), headings in the page's
   language, and the separators a spreadsheet in that language expects. */

/** Where the decimal separator is a comma, spreadsheets separate fields with a semicolon. */
const FIELD_SEPARATOR = { pt: ';', ja: ',', en: ',' };
const INTL_LOCALE = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
const BOM = '\uFEFF';

/** The report's columns: the locale key of each heading and how to read it from a player. */
export const CSV_COLUMNS = [
  ['event.col.startRank', (p) => p.startRank],
  ['event.col.rank', (p) => p.rank],
  ['event.col.title', (p) => p.title],
  ['event.col.name', (p) => p.name],
  ['event.col.federation', (p) => p.federation],
  ['event.col.fideId', (p) => p.fideId],
  ['event.col.rating', (p) => p.rating],
  ['event.col.k', (p) => p.k],
  ['event.col.kReason', (p, t) => (p.kReason ? t('event.kReason.' + p.kReason) : '')],
  ['event.col.games', (p) => p.gamesCount],
  ['event.col.score', (p) => p.score],
  ['event.col.points', (p) => p.points],
  ['event.col.expected', (p) => p.expectedTotal],
  ['event.col.changeExact', (p) => p.changeExact],
  ['event.col.change', (p) => p.change],
  ['event.col.newRating', (p) => p.newRating],
  ['event.col.initialRating', (p) => p.initialRating && p.initialRating.rating],
  ['event.col.performance', (p) => p.performance]
];

// A text cell a spreadsheet would take for a formula (a name from a file can start with
// "=", "+", "-" or "@") is written with a leading apostrophe, which shows it as text.
function textCell(text) {
  return /^[=+\-@\t\r]/.test(text) ? "'" + text : text;
}

function quote(text, separator) {
  return text.includes(separator) || /["\r\n]/.test(text)
    ? '"' + text.replace(/"/g, '""') + '"'
    : text;
}

/** The CSV text (with its byte-order mark) for the core's `event`, in `lang` with strings `t`. */
export function eventCsv(event, { t, lang }) {
  const separator = FIELD_SEPARATOR[lang] || ',';
  const number = new Intl.NumberFormat(INTL_LOCALE[lang] || lang, {
    useGrouping: false,
    maximumFractionDigits: 4
  });
  const cell = (value) => {
    if (value === undefined || value === null) return '';
    if (typeof value === 'number') return number.format(value);
    return quote(textCell(String(value)), separator);
  };
  const lines = [CSV_COLUMNS.map(([key]) => quote(t(key), separator)).join(separator)];
  for (const p of event.players || []) {
    lines.push(CSV_COLUMNS.map(([, read]) => cell(read(p, t))).join(separator));
  }
  return BOM + lines.join('\r\n') + '\r\n';
}

/** A file name for the report: the event's name in letters, digits and dashes, else "event". */
export function csvFileName(event) {
  const base = String((event && event.name) || '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return (base || 'event') + '.csv';
}
