/* The game mode's single game: both players' cards (new rating, change, expected score, win
   probability) and the table of every outcome. Every figure is the core's; this only formats
   and places it. */
import { h, hide, showText } from './dom.js';
import { EMPTY, signClass } from './format.js';
import { tableFrame } from './kit/table.js';
import { fillFigures } from './kit/figures.js';

const OUTCOME_KEYS = {
  1: 'results.outcomeWin',
  0.5: 'results.outcomeDraw',
  0: 'results.outcomeLoss'
};

/** An output the view writes a figure into. */
export function output(name, cls, part) {
  return h('output', { name, class: cls, part, 'aria-live': 'off' });
}

/** A figure with its label. */
export function metric(labelText, content, cls) {
  return h('div', { class: 'elo-metric' + (cls ? ' ' + cls : '') }, [
    h('span', { class: 'elo-label', text: labelText }),
    content
  ]);
}

function playerCard({ t, id }, side) {
  return h(
    'article',
    { class: 'elo-player', part: 'player', 'aria-labelledby': id('player' + side) },
    [
      h('h3', {
        id: id('player' + side),
        text: t(side === 'A' ? 'results.playerA' : 'results.playerB')
      }),
      metric(
        t('results.newRating'),
        output('newRating' + side, 'elo-big elo-num', 'new-rating'),
        'elo-metric-main'
      ),
      metric(
        t('results.change'),
        h('span', { class: 'elo-change-line' }, [
          output('change' + side, 'elo-change elo-num', 'change'),
          h('span', { class: 'elo-exact elo-num', 'data-exact': side })
        ])
      ),
      metric(t('results.expected'), output('expected' + side, 'elo-num'), 'elo-metric-row'),
      metric(
        t('results.winProbability'),
        output('winProbability' + side, 'elo-num'),
        'elo-metric-row'
      ),
      h('dl', { class: 'elo-totals', 'data-figures': side, hidden: true }),
      h('p', { class: 'elo-note', 'data-source': side, hidden: true })
    ]
  );
}

/** Both players' cards and the outcomes' block. Returns { players, whatIf, whatIfBody }. */
export function buildCards(ctx) {
  const { t } = ctx;
  const heads = ['results.outcome', 'results.playerA', 'results.playerB'];
  const frame = tableFrame(ctx, {
    cls: 'elo-whatif',
    density: 'few',
    caption: t('results.whatIf'),
    columns: heads.map((key) => ({ key, head: t(key) }))
  });
  return {
    players: h('div', { class: 'elo-players elo-game-players' }, [
      h('p', { class: 'elo-not-rated', hidden: true }),
      playerCard(ctx, 'A'),
      playerCard(ctx, 'B')
    ]),
    whatIf: h('div', { class: 'elo-block elo-whatif-block' }, [
      h('h3', { text: t('results.whatIf') }),
      frame.element
    ]),
    whatIfBody: frame.tbody
  };
}

/** Writes `text` into the output named `name`, coloured by `sign` when given. */
export function setOutput(view, name, text, sign) {
  const out = view.section.querySelector('output[name="' + name + '"]');
  out.textContent = text;
  if (sign !== undefined) {
    out.classList.toggle('elo-up', sign > 0);
    out.classList.toggle('elo-down', sign < 0);
  }
}

/** Writes the exact change `value` (or nothing) beside the rounded one of `which`. */
export function setExact(view, which, value, { t, f }) {
  const el = view.section.querySelector('[data-exact="' + which + '"]');
  el.textContent = value === undefined ? '' : t('results.exact', { value: f.exact.format(value) });
}

function scenarioCell(side, f) {
  return h('td', { class: 'elo-num' }, [
    h('span', { class: 'elo-scenario-rating', text: f.rating.format(side.newRating) }),
    h('span', {
      class: 'elo-scenario-change ' + signClass(side.change),
      text: f.change.format(side.change)
    })
  ]);
}

// The outcomes each view's table was last written from: the answer's list (kept from one
// answer to the next while its values are the same, kit/same.js) and the result picked.
const whatIfShown = new WeakMap();

/** Fills both players' cards and the outcomes table from the core's `game` (or clears them). */
export function renderGame(view, game, result, ctx) {
  const { t, f } = ctx;
  const first = view.section.classList.contains('elo-tournament-first');
  hide(view.section.querySelector('.elo-waiting'), !!game || first);
  // A game the rules leave unrated has no outcomes to compare.
  hide(view.whatIf, !game || game.rated === false);
  for (const [side, key] of [
    ['A', 'player'],
    ['B', 'opponent']
  ]) {
    const p = game && game[key];
    setOutput(view, 'newRating' + side, p ? f.rating.format(p.newRating) : EMPTY);
    setOutput(view, 'change' + side, p ? f.change.format(p.change) : EMPTY, p ? p.change : 0);
    // A national system gives one game's expected score as its total (Σ E, We).
    const e = p && (typeof p.expected === 'number' ? p.expected : p.expectedTotal);
    const expected = typeof e === 'number';
    setOutput(view, 'expected' + side, expected ? f.expected.format(e) : EMPTY);
    setOutput(view, 'winProbability' + side, expected ? f.percent.format(e) : EMPTY);
    setExact(view, side, p ? p.changeExact : undefined, ctx);
  }
  // The outcomes are written again only when they have changed (a keystroke in the games
  // leaves them as they were).
  const scenarios = (game && game.scenarios) || null;
  const before = whatIfShown.get(view);
  if (before && before.scenarios === scenarios && before.result === result) return;
  whatIfShown.set(view, { scenarios, result });
  const rows = (scenarios || []).map((sc) =>
    h('tr', { class: String(sc.result) === result ? 'elo-current' : null }, [
      h('th', { scope: 'row', text: t(OUTCOME_KEYS[sc.result] || 'results.outcome') }),
      scenarioCell(sc.player, f),
      scenarioCell(sc.opponent, f)
    ])
  );
  view.whatIfBody.replaceChildren(...rows);
}

/** Writes the notes the view decided: `notRated` (the single game's, '' for none),
    `sources` ({ A, B, T }: a side rated with its standard rating, '' for none) and a national
    system's `figures` ({ A, B, T, legend }: rows of systemFigures). */
export function renderNotes(view, { notRated, sources, figures }) {
  for (const side of Object.keys(figures)) {
    const dl = view.section.querySelector('[data-figures="' + side + '"]');
    if (dl) fillFigures(dl, figures[side], side === 'legend' ? '' : 'elo-num');
  }
  showText(view.players.querySelector('.elo-not-rated'), notRated);
  for (const side of Object.keys(sources)) {
    const el = view.section.querySelector('[data-source="' + side + '"]');
    if (el) showText(el, sources[side]);
  }
}
