/* The core's errors shown where they belong: beside the field (or the games line) they name,
   in the page's language; errors without a field of the form above the results. */
import { h, append } from './dom.js';
import { errorKey } from './i18n.js';
import { FIELDS } from './state.js';

/** The form field each request path of an error belongs to. */
const FIELD_OF_ERROR = {
  'player.rating': 'ratingA',
  'opponent.rating': 'ratingB',
  result: 'result',
  rules: 'rules',
  k: 'k',
  'opponent.k': 'k',
  'player.birthYear': 'birthYear',
  'player.ratedGames': 'ratedGames',
  'player.peakRating': 'peakRating',
  date: 'date',
  gamesText: 'games',
  games: 'games'
};

/** Codes whose sentence depends on the field: a zero in player A's own box is not an
    opponent's. */
const KEY_FOR_FIELD = {
  'rating-zero': { 'player.rating': 'errors.ratingZeroPlayer' },
  'rating-invalid': { gamesText: 'errors.lineRatingInvalid' }
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
  const message = known ? t(key, bounds) : t('errors.unknown', { code: e.code });
  if (!e.line) return message;
  const line = f.plain.format(e.line);
  return e.round
    ? t('errors.lineRound', { line, round: f.plain.format(e.round), message })
    : t('errors.line', { line, message });
}

/** The games box's errors as the lines to show: each error on its line, except that a code
    failing on more than GROUP_OVER lines is said once, where it first occurs, with its count
    and its first line numbers (one sentence, the numbers through Intl). */
export function gameLineMessages(errors, t, f) {
  const sorted = errors.slice().sort((a, b) => (a.line || 0) - (b.line || 0));
  const byCode = new Map();
  for (const e of sorted) {
    if (!byCode.has(e.code)) byCode.set(e.code, []);
    byCode.get(e.code).push(e);
  }
  const out = [];
  for (const e of sorted) {
    const same = byCode.get(e.code);
    if (!e.line || same.length <= GROUP_OVER) {
      out.push({ error: e, text: errorMessage(e, t, f) });
    } else if (same[0] === e) {
      const first = same.slice(0, GROUP_OVER).map((x) => f.plain.format(x.line));
      const message = errorMessage(Object.assign({}, e, { line: 0 }), t, f);
      out.push({
        error: e,
        text: t('errors.linesMany', {
          count: f.plain.format(same.length),
          lines: f.list.format(first),
          message
        })
      });
    }
  }
  return out;
}

/** Groups errors by the form field they belong to; the rest are general. */
export function errorsByField(errors, hasGamesBox) {
  const byField = new Map();
  const general = [];
  for (const e of errors) {
    const field = FIELD_OF_ERROR[e.field];
    if (field && (field !== 'games' || hasGamesBox)) {
      if (!byField.has(field)) byField.set(field, []);
      byField.get(field).push(e);
    } else {
      general.push(e);
    }
  }
  return { byField, general };
}

function describe(control, ids) {
  if (ids.length) control.setAttribute('aria-describedby', ids.join(' '));
  else control.removeAttribute('aria-describedby');
}

/** Writes `errors` into the view: each field's box, its controls' aria-invalid and
    aria-describedby, and the general box. */
export function renderErrors(
  { container, form, id, t, f, general: generalBox, onOpenAsEvent },
  errors
) {
  const grouped = errorsByField(errors, !!form.elements.games);
  for (const name of FIELDS) {
    const box = container.querySelector('#' + id(name + '-error'));
    if (!box) continue;
    const list = grouped.byField.get(name) || [];
    box.replaceChildren();
    if (name === 'games') {
      append(
        box,
        gameLineMessages(list, t, f).map(({ error, text }) =>
          h('li', null, [
            text,
            error.code === 'games-look-like-trf' && onOpenAsEvent
              ? h('button', {
                  type: 'button',
                  class: 'elo-button elo-open-event',
                  text: t('form.openAsEvent'),
                  on: { click: onOpenAsEvent }
                })
              : null
          ])
        )
      );
    } else {
      box.textContent = list.map((e) => errorMessage(e, t, f)).join(' ');
    }
    box.hidden = list.length === 0;
    const hint = container.querySelector('#' + id(name + '-hint'));
    const controls =
      name === 'result' ? form.querySelectorAll('input[name="result"]') : [form.elements[name]];
    for (const c of controls) {
      if (!c) continue;
      if (list.length) c.setAttribute('aria-invalid', 'true');
      else c.removeAttribute('aria-invalid');
      describe(c, [hint ? hint.id : null, list.length ? box.id : null].filter(Boolean));
    }
  }
  generalBox.replaceChildren(
    ...grouped.general.map((e) => h('p', { class: 'elo-error', text: errorMessage(e, t, f) }))
  );
}
