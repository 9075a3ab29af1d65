/* A player's title norms, under their games in the event report: for each title the core
   checked, where it stands and what remains (a running event's forecast, with its assumption),
   the figures (Ra, p, dp, Rp), the checklist with each rule's article, the opponents counted
   (the one raised to the floor marked), the rounds left out and a button that prints the norm
   report; above them, the title the player held when the event began. */
import { h } from './dom.js';
import { fillFigures } from './kit/figures.js';
import { tableFrame } from './kit/table.js';
import {
  checkLines,
  excludedLines,
  exemptionText,
  normFigures,
  normOpponents,
  normSummary,
  playersByRank
} from './norm-decide.js';
import { TITLES } from './norm-request.js';

// The state first, so that a narrow box shows it beside each rule.
const CHECK_COLUMNS = [
  { key: 'state', head: 'norms.colState' },
  { key: 'article', head: 'norms.colArticle' },
  { key: 'rule', head: 'norms.colRule' },
  { key: 'value', head: 'norms.colValue' },
  { key: 'need', head: 'norms.colNeed', show: 'extra' }
];

const OPPONENT_COLUMNS = [
  { key: 'round', head: 'event.col.round', show: 'wide' },
  { key: 'opponent', head: 'event.col.opponent' },
  { key: 'title', head: 'event.col.title', show: 'extra' },
  { key: 'federation', head: 'event.col.federation', show: 'extra' },
  { key: 'rating', head: 'event.col.rating' },
  { key: 'result', head: 'event.col.result' }
];

// The mark beside a check's state, so that it never rests on colour alone.
const MARKS = { met: '✓', notMet: '✗', waived: '–', info: '' };

function frame(ctx, cls, caption, columns) {
  return tableFrame(ctx, {
    cls,
    caption,
    columns: columns.map((c) => ({ ...c, head: ctx.t(c.head) }))
  });
}

/** The checklist of `norm`, a row per check (data-rule names the core's rule). */
export function checklist(norm, ctx) {
  const table = frame(
    ctx,
    'elo-norm-checks',
    ctx.t('norms.checksCaption', { title: norm.title }),
    CHECK_COLUMNS
  );
  table.tbody.append(
    ...checkLines(norm, ctx).map((l) =>
      h('tr', { 'data-rule': l.rule, class: 'elo-check-' + l.state }, [
        // The mark, and the state in words (said only to screen readers in a narrow box).
        h('td', { class: 'elo-norm-state' }, [
          MARKS[l.state] && h('span', { 'aria-hidden': 'true', text: MARKS[l.state] + ' ' }),
          h('span', { class: 'elo-norm-word', text: l.status })
        ]),
        h('td', { class: 'elo-norm-article', text: l.article }),
        h('th', { scope: 'row', text: l.label }),
        h('td', { class: 'elo-num elo-norm-value', text: l.value }),
        h('td', { class: 'elo-num elo-col-extra', text: l.need })
      ])
    )
  );
  return table.element;
}

/** The opponents counted for `norm` (data-start-rank each; the raised one marked). */
export function opponentsTable(norm, byRank, ctx) {
  const table = frame(
    ctx,
    'elo-norm-opponents',
    ctx.t('norms.opponentsCaption', { title: norm.title }),
    OPPONENT_COLUMNS
  );
  table.tbody.append(
    ...normOpponents(norm, byRank, ctx).map((o) =>
      h('tr', { 'data-start-rank': String(o.startRank), class: o.raised ? 'elo-raised' : null }, [
        h('td', { class: 'elo-num elo-col-wide', text: o.round }),
        h('td', { class: 'elo-name', text: o.name }),
        h('td', { class: 'elo-col-extra', text: o.title }),
        h('td', { class: 'elo-col-extra', text: o.federation }),
        h('td', { class: 'elo-num' }, [
          o.rating,
          o.raised && h('span', { class: 'elo-note elo-raised-note', text: o.raised })
        ]),
        h('td', { class: 'elo-num', text: o.result })
      ])
    )
  );
  return table.element;
}

// One title: where it stands (its summary), the forecast, its figures, checklist, opponents,
// rounds left out and print.
function titleBlock(p, norm, event, ctx) {
  const { t } = ctx;
  const figures = h('dl', { class: 'elo-meanings elo-norm-figures' });
  fillFigures(figures, normFigures(norm, ctx));
  const excluded = excludedLines(norm, ctx);
  const [first, ...more] = normSummary(norm, !!event.normRoundRobin, ctx);
  // A norm achieved or close is open; the others say where they stand, and open on request.
  const block = h(
    'details',
    {
      class: 'elo-norm' + (norm.achieved ? ' elo-norm-achieved' : ''),
      'data-title': norm.title,
      open: norm.achieved || norm.close
    },
    [
      h('summary', null, [
        h('h4', { text: t('norms.titleHeading', { title: norm.title }) }),
        h('span', { class: 'elo-norm-says', text: first })
      ]),
      ...more.map((text) => h('p', { class: 'elo-norm-says', text })),
      figures,
      checklist(norm, ctx),
      opponentsTable(norm, playersByRank(event), ctx),
      excluded.length > 0 &&
        h('details', { class: 'elo-norm-excluded' }, [
          h('summary', { text: t('norms.excludedHeading') }),
          h(
            'ul',
            null,
            excluded.map((text) => h('li', { text }))
          )
        ]),
      ctx.onPrintNorm &&
        h('button', {
          type: 'button',
          class: 'elo-button',
          'data-action': 'print-norm',
          text: t('norms.print', { title: norm.title }),
          on: { click: () => ctx.onPrintNorm(p, norm) }
        })
    ]
  );
  return block;
}

/** The select of the title player `p` held when the event began: as in the file, or one
    chosen (ctx.titleHeld: { value(rank), on(rank, value) }). */
function titleHeldField(p, ctx) {
  const { t, id } = ctx;
  const name = 'title-' + p.startRank;
  const fromFile = p.title
    ? t('norms.form.titleFromFile', { title: p.title })
    : t('norms.form.titleFromFileNone');
  const select = h(
    'select',
    {
      name,
      id: id(name),
      'aria-describedby': id(name + '-hint'),
      on: { change: (e) => ctx.titleHeld.on(p.startRank, e.target.value) }
    },
    [
      ['', fromFile],
      ['none', t('norms.form.titleNone')]
    ]
      .concat(TITLES.map((title) => [title, title]))
      .map(([value, text]) => h('option', { value, text }))
  );
  select.value = ctx.titleHeld.value(p.startRank);
  return h('div', { class: 'elo-field elo-norm-held' }, [
    h('label', { for: id(name), text: t('norms.form.titleHeld', { name: p.name }) }),
    select,
    h('p', { class: 'elo-hint', id: id(name + '-hint'), text: t('norms.form.titleHeldHint') })
  ]);
}

/** The norms of the core's player `p` in `event`, or null when the core wrote none (rules
    without norms). ctx: { t, f, id, nameOf, titleHeld, onPrintNorm(p, norm) }. */
export function normPanel(p, event, ctx) {
  if (!Array.isArray(p.norms)) return null;
  const { t } = ctx;
  const exemption = exemptionText(event, ctx);
  // Not a landmark of its own: it sits in the player's games box, a region named by the player,
  // and two players' boxes open at once would hold two landmarks of the same name.
  return h('section', { class: 'elo-norms' }, [
    h('h3', { text: t('norms.panelHeading') }),
    exemption && h('p', { class: 'elo-note', text: exemption }),
    ctx.titleHeld && titleHeldField(p, ctx),
    p.norms.length === 0 && h('p', { class: 'elo-note', text: t('norms.none') }),
    ...p.norms.map((norm) => titleBlock(p, norm, event, ctx))
  ]);
}
