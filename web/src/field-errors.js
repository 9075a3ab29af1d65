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
  gamesText: 'games',
  games: 'games'
};

/** An error's message in the page's language, with its line number when it has one. */
export function errorMessage(e, t, f) {
  const key = errorKey(e.code || 'unknown');
  const known = t(key) !== key;
  const message = known ? t(key) : t('errors.unknown', { code: e.code });
  if (!e.line) return message;
  const line = f.plain.format(e.line);
  return e.round
    ? t('errors.lineRound', { line, round: f.plain.format(e.round), message })
    : t('errors.line', { line, message });
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
export function renderErrors({ container, form, id, t, f, general: generalBox }, errors) {
  const grouped = errorsByField(errors, !!form.elements.games);
  for (const name of FIELDS) {
    const box = container.querySelector('#' + id(name + '-error'));
    if (!box) continue;
    const list = grouped.byField.get(name) || [];
    box.replaceChildren();
    if (name === 'games') {
      const sorted = list.slice().sort((a, b) => (a.line || 0) - (b.line || 0));
      append(
        box,
        sorted.map((e) => h('li', { text: errorMessage(e, t, f) }))
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
