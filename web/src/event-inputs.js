/* What may be typed for one player in the event report, in place: K (in the K column, with
   the K the core applied and why) and, where the rules take one, the standard rating of a
   player without a rating on the rapid or blitz list (in the rating column, R&B 7.2.1). Each
   box keeps its row, so typing keeps its focus. */
import { h, setText } from './dom.js';
import { numberText } from './format.js';
import { errorBox } from './kit/field.js';
import { kModel, kReasonText } from './kit/k-reason.js';
import { kBoxName, standardBoxName } from './event-decide.js';

function box(name, cls, ctx, onInput) {
  return h('input', {
    type: 'text',
    name,
    inputmode: 'decimal',
    autocomplete: 'off',
    spellcheck: 'false',
    class: cls,
    on: { input: (e) => onInput(e.target.value) }
  });
}

/** The K cell of the player with start rank `rank`. ctx: { id, kValue(rank), onK(rank, text) }. */
export function kCell(rank, ctx) {
  const name = kBoxName(rank);
  const input = box(name, 'elo-event-k', ctx, (text) => ctx.onK(rank, text));
  input.setAttribute('aria-describedby', ctx.id(name + '-hint'));
  input.value = ctx.kValue(rank);
  const why = h('span', { class: 'elo-k-why', id: ctx.id(name + '-hint') }, [
    h('output', { name: 'k', 'aria-live': 'off' }),
    h('span')
  ]);
  return h('td', { class: 'elo-event-kcell' }, [input, why, errorBox(ctx.id, name, false)]);
}

/** Writes the core's K for `p` (and why) into its cell. */
export function fillK(cell, p, ctx) {
  const why = cell.querySelector('.elo-k-why');
  setText(why.firstChild, numberText(p.k, ctx.f.rating));
  setText(why.lastChild, kReasonText(kModel(p), ctx));
  cell.firstChild.placeholder = typeof p.k === 'number' ? ctx.f.rating.format(p.k) : '';
}

/** The rating cell of the player with start rank `rank`: the rating, a note when it is a
    standard rating, and the standard rating box. ctx: { id, standardValue(rank),
    onStandard(rank, text) }. */
export function ratingCell(rank, ctx) {
  const name = standardBoxName(rank);
  const input = box(name, 'elo-event-k elo-event-standard', ctx, (text) =>
    ctx.onStandard(rank, text)
  );
  input.value = ctx.standardValue(rank);
  return h('td', { class: 'elo-num elo-event-rating' }, [
    h('span'),
    h('span', { class: 'elo-note', hidden: true }),
    input,
    errorBox(ctx.id, name, false)
  ]);
}

/** Writes `p`'s rating into its cell; the standard rating box is there where the rules take
    one (`offered`), for a player the list leaves unrated or rated with it, or one typed. */
export function fillRating(cell, p, offered, ctx) {
  const { t, f } = ctx;
  const [value, note, input] = cell.children;
  setText(value, p.rating === null ? t('results.unratedOpponent') : numberText(p.rating, f.rating));
  const standard = p.ratingSource === 'standard';
  setText(note, standard ? t('event.ratedWithStandard') : '');
  note.hidden = !standard;
  input.hidden = !(offered && (p.rating === null || standard || input.value.trim() !== ''));
  input.placeholder = t('event.standardPlaceholder');
}

/** Names the boxes of a row after its player `name`. */
export function nameBoxes(cells, name, { t }) {
  cells.k.firstChild.setAttribute('aria-label', t('event.kFor', { name }));
  cells.rating.children[2].setAttribute('aria-label', t('event.standardFor', { name }));
}
