/* The help text: what the calculator does, what the Elo rating is, how to use it, how the
   figures are computed (with the worked example and its outcomes computed by the core), which K
   to choose, FIDE's three lists, US Chess and the DWZ, notes, limits, questions and sources. */
import { h } from './dom.js';
import { tableFrame } from './kit/table.js';

/** The worked example: A rated 1600 beats B rated 1400, K 20, under the Elo formula. */
export const EXAMPLE_REQUEST = Object.freeze({
  rules: 'elo',
  k: 20,
  result: 1,
  player: { rating: 1600 },
  opponent: { rating: 1400 }
});

/** When the rules quoted in the help were last checked against FIDE's Handbook. */
const RULES_CHECKED = Date.UTC(2026, 10, 30);

const EXAMPLE_COLUMNS = ['colPlayer', 'colRating', 'colExpected', 'colChange', 'colNewRating'];
// The how-to's steps and the questions, numbered from 1 in the locale files.
const STEPS = [1, 2, 3, 4];
const QUESTIONS = [1, 2, 3, 4];

function paragraphs(text, cls) {
  return String(text || '')
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => h('p', { class: cls, text: p.trim() }));
}

// A section that opens on demand, so that the help is a list of headings on a phone rather
// than pages of text; `open` for the one a reader is most likely to want.
function section({ t, id, opened }, name, body) {
  return h('details', { class: 'elo-help-section', open: opened.includes(name) }, [
    h('summary', null, h('h3', { id: id('help-' + name), text: t(`help.${name}.heading`) })),
    h('div', { class: 'elo-help-body' }, body)
  ]);
}

// Why beating a weaker player gains little and losing to one costs a lot, in the worked
// example's figures for each result.
function weakerText({ t, f, ask }) {
  const game = ask(EXAMPLE_REQUEST).game;
  if (!game) return [];
  const change = (result) =>
    f.change.format(game.scenarios.find((s) => s.result === result).player.change);
  return paragraphs(
    t('help.elo.weaker', {
      win: change(1),
      draw: change(0.5),
      loss: change(0),
      expected: f.expected.format(game.player.expected),
      rest: f.expected.format(game.opponent.expected)
    })
  );
}

function exampleTable({ t, f, ask }) {
  const game = ask(EXAMPLE_REQUEST).game;
  const row = (nameKey, rating, side) =>
    h('tr', null, [
      h('th', { scope: 'row', text: t(nameKey) }),
      h('td', { class: 'elo-num elo-col-extra', text: f.rating.format(rating) }),
      h('td', { class: 'elo-num', text: side ? f.expected.format(side.expected) : '' }),
      h('td', {
        class: 'elo-num',
        text: side ? f.exact.format(side.changeExact) + ' → ' + f.change.format(side.change) : ''
      }),
      h('td', { class: 'elo-num', text: side ? f.rating.format(side.newRating) : '' })
    ]);
  // The explanation is a paragraph of its own: inside the table's scroller it would be cut on
  // a narrow screen.
  const frame = tableFrame(
    { t },
    {
      cls: 'elo-example',
      density: 'few',
      caption: t('help.example.heading'),
      // The ratings before are in the caption too: a narrow box leaves them to "All columns".
      columns: EXAMPLE_COLUMNS.map((k, i) => ({
        head: t('help.example.' + k),
        show: i === 1 && 'extra'
      }))
    }
  );
  frame.tbody.append(
    row('help.example.playerA', EXAMPLE_REQUEST.player.rating, game && game.player),
    row('help.example.playerB', EXAMPLE_REQUEST.opponent.rating, game && game.opponent)
  );
  return [h('p', { text: t('help.example.caption') }), frame.element];
}

// A section of paragraphs only: the texts `help.<name>.<part>`, in order.
function prose(ctx, name, ...parts) {
  return section(
    ctx,
    name,
    parts.flatMap((part) => paragraphs(ctx.t(`help.${name}.${part}`)))
  );
}

// The help's sections, each as a function that builds it, in the order they are shown.
function sections(ctx) {
  const { t, f } = ctx;
  const formula = (key) => h('p', { class: 'elo-formula' }, h('code', { text: t(key) }));
  return [
    () => prose(ctx, 'about', 'body'),
    () => section(ctx, 'elo', [...paragraphs(t('help.elo.body')), ...weakerText(ctx)]),
    () =>
      section(ctx, 'howTo', [
        h(
          'ol',
          null,
          STEPS.map((n) => h('li', { text: t(`help.howTo.step${n}`) }))
        )
      ]),
    () => prose(ctx, 'event', 'body', 'k'),
    () => prose(ctx, 'ladder', 'body', 'example'),
    () =>
      section(ctx, 'computing', [
        ...paragraphs(t('help.computing.body')),
        ...paragraphs(t('help.computing.share')),
        formula('help.computing.formulaExpected'),
        formula('help.computing.formulaChange'),
        ...paragraphs(t('help.computing.why400')),
        ...paragraphs(t('help.computing.rounding'))
      ]),
    () => section(ctx, 'example', exampleTable(ctx)),
    () => prose(ctx, 'k', 'body', 'fide'),
    () => prose(ctx, 'lists', 'body'),
    () => prose(ctx, 'uscf', 'body'),
    () => prose(ctx, 'dwz', 'body'),
    () => prose(ctx, 'notes', 'table', 'rule400'),
    () => prose(ctx, 'limits', 'body'),
    () =>
      section(ctx, 'faq', [
        h(
          'dl',
          { class: 'elo-faq' },
          QUESTIONS.map((n) =>
            h('div', { class: 'elo-faq-item' }, [
              h('dt', { text: t(`help.faq.q${n}`) }),
              h('dd', null, paragraphs(t(`help.faq.a${n}`)))
            ])
          )
        )
      ]),
    () =>
      section(ctx, 'sources', [
        h(
          'ul',
          null,
          ['b02', 'b01', 'rb'].map((source) => h('li', { text: t(`help.sources.${source}`) }))
        ),
        h('p', {
          text: t('help.sources.checked', { date: f.date.format(new Date(RULES_CHECKED)) })
        })
      ])
  ];
}

/** The help built in steps, to run in order (a page may run them in separate tasks): each
    builds a section, and the last returns the help's element. context: { t, f, id, mode,
    ask(request) → response }. */
export function helpSteps(context) {
  // The first section opens, and the current mode's own.
  const ctx = { opened: ['about', context.mode], ...context };
  const { t, id } = ctx;
  const built = [];
  return [
    ...sections(ctx).map((build) => () => built.push(build())),
    () =>
      h('section', { class: 'elo-help', part: 'help', 'aria-labelledby': id('help-title') }, [
        h('h2', { id: id('help-title'), text: t('help.title') }),
        h('div', { class: 'elo-help-grid' }, built)
      ])
  ];
}

/** The help section, built at once. context: as helpSteps's. */
export function buildHelp(context) {
  return helpSteps(context).reduce((_, step) => step(), null);
}
