/* The core's errors as words, and which field of a form each belongs to: plain functions of
   the errors and the strings, shared by every mode (kit/error-boxes.js writes them in). */
import { errorKey } from '../i18n.js';

/** Codes whose sentence depends on the field: a zero in player A's own box is not an
    opponent's. */
const KEY_FOR_FIELD = {
  'rating-zero': { 'player.rating': 'errorWords.ratingZeroPlayer' },
  'rating-invalid': { gamesText: 'errorWords.lineRatingInvalid' },
  'date-invalid': { 'ladder.gamesText': 'errorWords.ladderDateInvalid' }
};

/** Lines failing the same way beyond this many are said once, with the first few numbers. */
const GROUP_OVER = 3;

/** An error's message in the page's language, with its line number when it has one. */
export function errorMessage(e, t, f) {
  const byField = KEY_FOR_FIELD[e.code];
  const key = (byField && byField[e.field]) || errorKey(e.code || 'unknown');
  const known = t(key) !== key;
  // A range error names its bounds, as the core gives them, in the page's numbers.
  const bounds = {
    min: typeof e.min === 'number' ? f.plain.format(e.min) : '',
    max: typeof e.max === 'number' ? f.plain.format(e.max) : ''
  };
  const message = known ? t(key, bounds) : t('errorWords.unknown', { code: e.code });
  if (!e.line) return message;
  const line = f.plain.format(e.line);
  return e.round
    ? t('errorWords.lineRound', { line, round: f.plain.format(e.round), message })
    : t('errorWords.line', { line, message });
}

/** A list's errors as the lines to show, in line order: each error on its line, except that
    a code failing on more than GROUP_OVER lines is said once, where it first occurs, with its
    count and its first line numbers (one sentence, the numbers through Intl). */
export function lineMessages(errors, t, f) {
  const sorted = errors.slice().sort((a, b) => (a.line || 0) - (b.line || 0));
  const byCode = new Map();
  for (const e of sorted) {
    if (!byCode.has(e.code)) byCode.set(e.code, []);
    byCode.get(e.code).push(e);
  }
  const out = [];
  for (const e of sorted) {
    const same = byCode.get(e.code);
    // A line failing alike in several rounds counts once.
    const lines = [...new Set(same.map((x) => x.line))];
    if (!e.line || lines.length <= GROUP_OVER) {
      out.push({ error: e, text: errorMessage(e, t, f) });
    } else if (same[0] === e) {
      const first = lines.slice(0, GROUP_OVER).map((line) => f.plain.format(line));
      const message = errorMessage({ ...e, line: 0 }, t, f);
      out.push({
        error: e,
        text: t('errorWords.linesMany', {
          count: f.plain.format(lines.length),
          lines: f.list.format(first),
          message
        })
      });
    }
  }
  return out;
}

/** Groups `errors` by the form field each belongs to: `fieldOf(error)` names the field, or
    gives null for an error the form has no place for (said above the results). */
export function routeErrors(errors, fieldOf) {
  const byField = new Map();
  const general = [];
  for (const e of errors || []) {
    const field = fieldOf(e);
    if (!field) {
      general.push(e);
      continue;
    }
    if (!byField.has(field)) byField.set(field, []);
    byField.get(field).push(e);
  }
  return { byField, general };
}

/** A `fieldOf` for routeErrors from a table of request paths to field names. */
export function fieldsByPath(table) {
  return (e) => (Object.prototype.hasOwnProperty.call(table, e.field) ? table[e.field] : null);
}

/** The core's warnings about the request as a whole (`response.warnings`: a field its rules
    ignore, …) as sentences, each said once. */
export function warningMessages(response, { t, f }) {
  const texts = ((response && response.warnings) || []).map((w) => errorMessage(w, t, f));
  return [...new Set(texts)];
}
