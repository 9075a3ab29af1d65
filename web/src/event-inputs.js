/* What may be typed for one player in the event report, in place: K (in the K column, with
   the K the core applied and why; under US Chess N instead, under the DWZ the index, with
   the system's figures) and, where the rules take one, the standard rating of a player
   without a rating on the rapid or blitz list (in the rating column, R&B 7.2.1). Each box
   keeps its row, so typing keeps its focus. */
import { h, hide, put, setText, showText } from './dom.js';
import { numberText } from './format.js';
import { errorBox } from './kit/field.js';
import { kReasonText } from './kit/k-reason.js';
import { kBoxName, ownKApplied, standardBoxName } from './event-decide.js';
import { eventFigures } from './systems.js';

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

/** The K cell of the player with start rank `rank`: the K box, and N's and the index's.
    ctx: { id, k, games, dwz (each { value(rank), on(rank, text) }) }. */
export function kCell(rank, ctx) {
  const name = kBoxName(rank);
  const boxes = [
    [name, ctx.k],
    ['games-' + rank, ctx.games],
    ['dwz-' + rank, ctx.dwz]
  ].map(([boxName, typed]) => {
    const input = box(boxName, 'elo-event-k', ctx, (text) => typed.on(rank, text));
    input.setAttribute('aria-describedby', ctx.id(name + '-hint'));
    input.value = typed.value(rank);
    return input;
  });
  const why = h('span', { class: 'elo-k-why', id: ctx.id(name + '-hint') }, [
    h('output', { name: 'k', 'aria-live': 'off' }),
    h('span')
  ]);
  return h('td', { class: 'elo-event-kcell' }, [
    ...boxes,
    why,
    ...boxes.map((input) => errorBox(ctx.id, input.name, false))
  ]);
}

/** Writes the core's K for `p` (and why) into its cell; under US Chess (`system`) N's box
    and the figures, under the DWZ the index's box and E. */
export function fillK(cell, p, system, ctx) {
  const [k, games, dwz] = cell.children;
  hide(k, !!system);
  hide(games, system !== 'uscf');
  hide(dwz, system !== 'dwz');
  put(games, 'placeholder', 'N');
  put(dwz, 'placeholder', ctx.t('event.indexPlaceholder'));
  const why = cell.querySelector('.elo-k-why');
  const value = system === 'dwz' ? p.developmentCoefficient : p.k;
  setText(why.firstChild, numberText(value, ctx.f.rating));
  // A K typed for everybody (as under the Elo formula) is not "typed for this player"; the
  // reason most players share is said once, above the table (ctx.commonK()).
  const reason = kReasonText(ownKApplied(p, ctx.k.value(p.startRank)), ctx);
  setText(why.lastChild, system ? eventFigures(p, ctx) : reason === ctx.commonK() ? '' : reason);
  put(k, 'placeholder', typeof p.k === 'number' ? ctx.f.rating.format(p.k) : '');
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
  showText(note, standard ? t('event.ratedWithStandard') : '');
  hide(input, !(offered && (p.rating === null || standard || input.value.trim() !== '')));
  put(input, 'placeholder', t('event.standardPlaceholder'));
}

/** Names the boxes of a row after its player `name`. */
export function nameBoxes(cells, name, { t }) {
  const [k, games, dwz] = cells.k.children;
  k.setAttribute('aria-label', t('event.kFor', { name }));
  games.setAttribute('aria-label', t('event.gamesFor', { name }));
  dwz.setAttribute('aria-label', t('event.dwzFor', { name }));
  cells.rating.children[2].setAttribute('aria-label', t('event.standardFor', { name }));
}
