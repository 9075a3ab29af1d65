/* The event's rating report as the kit's sortable table: one row per player, the important
   columns first, a player's games under their row, and K and a standard rating editable in
   place (event-inputs.js; the row is kept, so typing keeps its box and its focus). */
import { h, hide, put, setText, showText } from './dom.js';
import { playerGames } from './event-games.js';
import { EMPTY, numberText, signClass } from './format.js';
import { createSortableTable } from './kit/table.js';
import { fillK, fillRating, kCell, nameBoxes, ratingCell } from './event-inputs.js';
import { fillNorm, normCell, normInline } from './norm-cell.js';
import { normSortValue } from './norm-decide.js';
import { normPanel } from './norm-panel.js';

/** The columns: key, locale key of the heading, sort value, and which leave a narrow box. */
const COLUMNS = [
  { key: 'rank', head: 'event.col.rank', sort: (p) => p.rank || p.startRank },
  { key: 'name', head: 'event.col.name', sort: (p) => p.name, text: true },
  { key: 'rating', head: 'event.col.rating', sort: (p) => p.rating, show: 'wide' },
  { key: 'change', head: 'event.col.change', sort: (p) => p.change, descending: true },
  {
    key: 'newRating',
    head: 'event.col.newRating',
    sort: (p) => p.newRating ?? (p.initialRating && p.initialRating.rating),
    descending: true
  },
  { key: 'k', head: 'event.col.k', sort: (p) => p.k, show: 'extra' },
  { key: 'games', head: 'event.col.games', sort: (p) => p.gamesCount, show: 'extra' },
  { key: 'score', head: 'event.col.score', sort: (p) => p.score, show: 'extra' },
  { key: 'expected', head: 'event.col.expected', sort: (p) => p.expectedTotal, show: 'extra' },
  {
    key: 'performance',
    head: 'event.col.performance',
    sort: (p) => p.performance,
    show: 'extra',
    descending: true
  },
  {
    key: 'norm',
    head: 'event.col.norm',
    sort: normSortValue,
    show: 'wide',
    descending: true
  },
  {
    key: 'federation',
    head: 'event.col.federation',
    sort: (p) => p.federation,
    text: true,
    show: 'extra'
  }
];

// "Surname,Given names" as files write it may break after its commas, not inside a word.
function nameWithBreaks(el, name) {
  if (el.dataset.name === name) return;
  el.dataset.name = name;
  const parts = String(name).split(',');
  el.replaceChildren(...parts.flatMap((part, i) => (i ? [',', h('wbr'), part] : [part])));
}

function makeRow(p, ctx) {
  const rank = p.startRank;
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'elo-row-toggle',
      'aria-expanded': 'false',
      'aria-controls': ctx.id('games-' + rank),
      on: { click: () => ctx.onToggle(rank) }
    },
    [h('span', { class: 'elo-title-badge' }), h('span', { class: 'elo-event-name' })]
  );
  const num = () => h('td', { class: 'elo-num' });
  const cells = {
    rank: num(),
    name: h('th', { scope: 'row', class: 'elo-event-player' }, [toggle, normInline(ctx)]),
    rating: ratingCell(rank, ctx),
    change: h('td', { class: 'elo-num' }, [
      h('output', { name: 'change', 'aria-live': 'off' }),
      h('span', { class: 'elo-exact' })
    ]),
    newRating: h('td', { class: 'elo-num elo-event-new' }),
    k: kCell(rank, ctx),
    games: num(),
    score: num(),
    expected: num(),
    performance: num(),
    norm: normCell(),
    federation: h('td')
  };
  const tr = h(
    'tr',
    { 'data-start-rank': String(rank) },
    COLUMNS.map((c) => cells[c.key])
  );
  // A player's games as wide as the report's box: their table scrolls in a box of its own.
  const box = h('div', { class: 'elo-event-games-box' });
  const details = h(
    'tr',
    { class: 'elo-event-games', id: ctx.id('games-' + rank), hidden: true },
    h('td', { colspan: String(COLUMNS.length) }, box)
  );
  return {
    tr,
    after: [details],
    details,
    box,
    cells,
    toggle,
    open: false
  };
}

// A rated player's new rating; an unrated one's first rating: US Chess's at once, FIDE's with
// whether it would be published; under the DWZ none (a first DWZ is not computed). Under US
// Chess a player with a rating and no N has none, and the note says N is needed (in a column
// a phone shows, where N's own column is behind "All columns").
function newRatingCell(cell, p, { t, f }) {
  const own = typeof p.newRating === 'number';
  const name = own ? 'newRating' : 'initialRating';
  let out = cell.querySelector('output');
  if (!out || out.name !== name) {
    out = h('output', { name, 'aria-live': 'off' });
    cell.replaceChildren(out, h('span', { class: 'elo-note' }));
  }
  const initial = p.initialRating;
  const first =
    initial && typeof initial.rating === 'number' ? f.rating.format(initial.rating) : EMPTY;
  setText(out, own ? f.rating.format(p.newRating) : first);
  const note =
    p.reason === 'rated-games-required'
      ? t('event.nNeeded')
      : p.rated || p.reason
        ? ''
        : own || (initial && initial.published)
          ? t('event.firstRating')
          : t('event.firstRatingUnpublished');
  setText(cell.lastChild, note);
}

function fillRow(row, p, ctx) {
  const { t, f } = ctx;
  const c = row.cells;
  setText(c.rank, numberText(p.rank || undefined, f.plain));
  showText(row.toggle.firstChild, p.title || '');
  nameWithBreaks(row.toggle.lastChild, p.name);
  if (row.named !== p.name) {
    row.named = p.name;
    nameBoxes(c, p.name, ctx);
    row.box.setAttribute('aria-label', t('event.gamesOf', { name: p.name }));
  }
  fillRating(c.rating, p, ctx.standardOffered(), ctx);
  const rated = p.rated && typeof p.change === 'number';
  setText(c.change.firstChild, rated ? f.change.format(p.change) : EMPTY);
  put(c.change.firstChild, 'className', rated ? signClass(p.change) : '');
  setText(
    c.change.lastChild,
    // The DWZ changes by whole points: there is no exact change to show.
    rated && typeof p.changeExact === 'number'
      ? t('results.exact', { value: f.exact.format(p.changeExact) })
      : ''
  );
  newRatingCell(c.newRating, p, ctx);
  fillK(c.k, p, ctx.system(), ctx);
  setText(c.games, numberText(p.gamesCount, f.plain));
  setText(c.score, numberText(p.score, f.score));
  setText(c.expected, numberText(p.expectedTotal, f.expected));
  setText(c.performance, numberText(p.performance, f.rating));
  fillNorm(c.norm, c.name.lastChild, p, ctx);
  setText(c.federation, p.federation || '');
  if (row.open) drawGames(row, p, ctx);
}

// A player's games under their row, drawn again only when the player's answer changed (the
// view keeps a player's object from one answer to the next while its values are the same,
// kit/same.js), with their "All columns" as it was.
function drawGames(row, p, ctx) {
  const drawn = row.open ? p : null;
  if (drawn === row.drawn) return;
  row.drawn = drawn;
  // The games' own "All columns" (the first table of the box; the norms' follow).
  const all = row.box.firstChild && row.box.firstChild.querySelector('.elo-all-columns');
  // A title chosen in the panel keeps its focus when the panel is drawn again.
  const root = row.box.getRootNode();
  const focused =
    root.activeElement && row.box.contains(root.activeElement) && root.activeElement.name;
  row.box.replaceChildren(
    ...(row.open ? [playerGames(p, ctx), normPanel(p, ctx.event(), ctx)] : []).filter(Boolean)
  );
  if (all && row.open) row.box.firstChild.querySelector('.elo-columns').click();
  if (focused) row.box.querySelector(`[name="${focused}"]`)?.focus();
}

/** The table. ctx: { t, f, id, lang, k, games, dwz ({ value(rank), on(rank, text) } each),
    standardValue(rank), onStandard(rank, text), standardOffered() (the rules take a standard
    rating), system() (the national system rated by, or ''), nameOf(rank), onOpenInCalculator(p),
    onOpenGames() (a row opened whose games the answer does not list: ask again), event() (the
    event shown), titleHeld and onPrintNorm (norm-panel.js) }. Returns
    { element, render(players), opened() (the start ranks whose games are open) }. */
export function createEventTable(ctx) {
  const rowCtx = { ...ctx, onToggle: (rank) => toggle(rank) };
  // The start ranks of the rows whose games are open.
  const open = new Set();
  const table = createSortableTable(ctx, {
    cls: 'elo-event-table',
    caption: ctx.t('event.tableCaption'),
    columns: COLUMNS.map((c) => ({ ...c, head: ctx.t(c.head) })),
    sort: { key: 'rank', descending: false },
    keyOf: (p) => p.startRank,
    tieBreak: (a, b) => a.startRank - b.startRank,
    make: (p) => makeRow(p, rowCtx),
    fill: (row, p) => fillRow(row, p, rowCtx)
  });

  function toggle(rank) {
    const row = table.rowOf(rank);
    if (!row) return;
    row.open = !row.open;
    open[row.open ? 'add' : 'delete'](rank);
    hide(row.details, !row.open);
    row.toggle.setAttribute('aria-expanded', String(row.open));
    // The answer lists only the games of the rows open when it was asked for.
    if (row.open && !row.item.games) ctx.onOpenGames();
    else drawGames(row, row.item, rowCtx);
  }

  // The K column is the DWZ's E under the DWZ, and holds N's boxes under US Chess.
  const kHead = table.element.querySelector('th[data-key="k"] button');
  const HEADS = { dwz: 'event.col.e', uscf: 'event.col.n' };
  function render(players) {
    setText(kHead, ctx.t(HEADS[ctx.system()] || 'event.col.k'));
    // No norm column where the rules have no norms (US Chess, the DWZ).
    table.element.classList.toggle('elo-no-norms', !players.some((p) => Array.isArray(p.norms)));
    table.render(players);
  }

  return { element: table.element, render, opened: () => [...open] };
}
