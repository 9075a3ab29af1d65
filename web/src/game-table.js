/* Player A's tournament game by game: a row per game numbered by game, grouped under the "#"
   event names the core read, the important columns first (the rest on demand where the
   table's own box is narrow). Rows are updated in place, since a keystroke changes few cells.
   Every figure is the core's; this only formats and places it. */
import { h, hide, setText } from './dom.js';
import { numberText, signClass } from './format.js';
import { tableFrame } from './kit/table.js';

/** A season pasted at once must not freeze the page: the table shows the first rows, the
    totals count every game. */
export const MAX_TABLE_ROWS = 200;

/** The columns, the important first; `extra` ones are shown on demand in a narrow box, `wide`
    ones in the narrowest (a phone). */
const COLUMNS = [
  { key: 'game', head: 'results.colGame' },
  { key: 'opponent', head: 'results.colOpponent' },
  { key: 'score', head: 'results.colScore' },
  { key: 'change', head: 'results.colChange' },
  { key: 'expected', head: 'results.colExpected', show: 'wide' },
  { key: 'difference', head: 'results.colDifference', show: 'extra' }
];

/** Why a game does not count, by the core's reason code. */
export const REASON_KEYS = {
  'unrated-opponent': 'results.reasonUnratedOpponent',
  forfeit: 'results.reasonForfeit',
  'rating-gap-600': 'results.reasonRatingGap600',
  'fewer-than-5-games': 'results.reasonFewerThan5Games',
  'below-1400': 'results.reasonBelow1400',
  'zero-score': 'results.reasonZeroScore'
};

/** The score as the core wrote it: a number, or the forfeit's sign. */
export function scoreText(score, f) {
  return typeof score === 'number' ? f.score.format(score) : String(score ?? '');
}

// The row's cells, without those of the columns no game has a figure for (`gone`): a change
// and a difference per game under a national system or for a first rating.
function cellsOf(g, { t, f, gone }) {
  const counted = g.counted !== false;
  const cells = [
    { text: f.plain.format(g.game) },
    {
      text:
        g.opponent === null || g.opponent === undefined
          ? t('results.unratedOpponent')
          : f.rating.format(g.opponent)
    },
    { text: scoreText(g.score, f) }
  ];
  if (!counted) {
    const reason = t(REASON_KEYS[g.reason] || 'results.reasonForfeit');
    const span = gone.change ? 1 : 2;
    return cells
      .concat([
        { text: t('results.notCounted', { reason }), cls: 'elo-reason', span },
        { key: 'difference', text: '', cls: 'elo-col-extra' }
      ])
      .filter((c) => !gone[c.key]);
  }
  return cells
    .concat([
      {
        key: 'change',
        text: numberText(g.changeExact, f.exact),
        cls: 'elo-num ' + signClass(g.changeExact)
      },
      { text: numberText(g.expected, f.expected), cls: 'elo-num elo-col-wide' },
      {
        key: 'difference',
        text: numberText(g.difference, f.difference),
        cls: 'elo-num elo-col-extra'
      }
    ])
    .filter((c) => !gone[c.key]);
}

// What a row was last written from: the row's game as the core gave it and the locale,
// so that a keystroke's unchanged rows are neither formatted nor read again.
const writtenFrom = new WeakMap();

function sameGame(a, b) {
  for (const key of Object.keys(b)) if (a[key] !== b[key]) return false;
  return Object.keys(a).length === Object.keys(b).length;
}

// One row of the table; an existing row of the same shape is updated in place, and one written
// from the same game is left as it is.
function gameRow(existing, g, ctx) {
  const was = existing && writtenFrom.get(existing);
  const shape = String(g.counted !== false) + ctx.gone.key;
  if (was && was.f === ctx.f && was.t === ctx.t && was.shape === shape && sameGame(was.g, g))
    return existing;
  const cells = cellsOf(g, ctx);
  const tr =
    existing && existing.dataset.shape === shape
      ? existing
      : h(
          'tr',
          { class: g.counted !== false ? null : 'elo-not-counted', 'data-shape': shape },
          cells.map((c, i) =>
            h(i === 0 ? 'th' : 'td', { colspan: c.span, scope: i ? null : 'row' })
          )
        );
  cells.forEach((c, i) => {
    const td = tr.children[i];
    const cls = (c.cls || 'elo-num').trim();
    setText(td, c.text);
    if (td.className !== cls) td.className = cls;
  });
  writtenFrom.set(tr, { g, f: ctx.f, t: ctx.t, shape });
  return tr;
}

// The games in runs of one event each (a run without a name before the first "#" line).
function groupsOf(games) {
  const groups = [];
  for (const g of games) {
    const name = g.event || '';
    const last = groups[groups.length - 1];
    if (last && last.name === name) last.games.push(g);
    else groups.push({ name, games: [g] });
  }
  return groups;
}

function fillGroup(body, group, ctx) {
  let head = body.firstElementChild;
  const hasHead = head && head.classList.contains('elo-group');
  if (group.name && !hasHead) {
    head = h(
      'tr',
      { class: 'elo-group' },
      h('th', { scope: 'rowgroup', colspan: String(COLUMNS.length) })
    );
    body.prepend(head);
  } else if (!group.name && hasHead) {
    head.remove();
  }
  if (group.name) setText(head.firstChild, group.name);
  if (group.name) head.firstChild.colSpan = COLUMNS.filter((c) => !ctx.gone[c.key]).length;
  const offset = group.name ? 1 : 0;
  group.games.forEach((g, i) => {
    const old = body.children[i + offset];
    const tr = gameRow(old, g, ctx);
    if (tr === old) return;
    if (old) body.replaceChild(tr, old);
    else body.appendChild(tr);
  });
  while (body.children.length > group.games.length + offset) body.lastChild.remove();
}

/** The table in its box, with a button for the columns a narrow box leaves out. Returns
    { element, render(games, ctx) }. */
export function createGamesTable(ctx) {
  const columns = COLUMNS.map((c) => ({ ...c, head: ctx.t(c.head) }));
  const frame = tableFrame(ctx, {
    cls: 'elo-games',
    density: 'few',
    caption: ctx.t('results.tournament'),
    columns
  });
  const { table, element } = frame;
  frame.tbody.remove();

  function render(games, view) {
    const gone = {
      change: !games.some((g) => typeof g.changeExact === 'number'),
      difference: !games.some((g) => typeof g.difference === 'number')
    };
    // Rows written for another set of columns are made again.
    gone.key = (gone.change ? 'c' : '') + (gone.difference ? 'd' : '');
    frame.heads.forEach((th, i) => hide(th, gone[COLUMNS[i].key] === true));
    view = { ...view, gone };
    const groups = groupsOf(games.slice(0, MAX_TABLE_ROWS));
    const bodies = table.tBodies;
    groups.forEach((group, i) => {
      const body = bodies[i] || table.appendChild(h('tbody'));
      fillGroup(body, group, view);
    });
    while (bodies.length > groups.length) bodies[bodies.length - 1].remove();
    hide(element, groups.length === 0);
  }

  return { element, render };
}
