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

// Keys named whole, so that the build can shorten them (scripts/short-keys.js).
const STEPS = ['help.howTo.step1', 'help.howTo.step2', 'help.howTo.step3', 'help.howTo.step4'];
const FAQ = [
  ['help.faq.q1', 'help.faq.a1'],
  ['help.faq.q2', 'help.faq.a2'],
  ['help.faq.q3', 'help.faq.a3'],
  ['help.faq.q4', 'help.faq.a4']
];
const EXAMPLE_HEAD = [
  'help.example.colPlayer',
  'help.example.colRating',
  'help.example.colExpected',
  'help.example.colChange',
  'help.example.colNewRating'
];

function paragraphs(text, cls) {
  return String(text || '')
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => h('p', { class: cls, text: p.trim() }));
}

// A section that opens on demand, so that the help is a list of headings on a phone rather
// than pages of text; `open` for the one a reader is most likely to want.
function section({ t, id, opened }, name, heading, body) {
  return h('details', { class: 'elo-help-section', open: opened.includes(name) }, [
    h('summary', null, h('h3', { id: id('help-' + name), text: t(heading) })),
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
      columns: EXAMPLE_HEAD.map((k, i) => ({ head: t(k), show: i === 1 && 'extra' }))
    }
  );
  frame.tbody.append(
    row('help.example.playerA', EXAMPLE_REQUEST.player.rating, game && game.player),
    row('help.example.playerB', EXAMPLE_REQUEST.opponent.rating, game && game.opponent)
  );
  return [h('p', { text: t('help.example.caption') }), frame.element];
}

// The help's sections, each as a function that builds it, in the order they are shown.
function sections(ctx) {
  const { t, f } = ctx;
  return [
    () => section(ctx, 'about', 'help.about.heading', paragraphs(t('help.about.body'))),
    () =>
      section(ctx, 'elo', 'help.elo.heading', [
        ...paragraphs(t('help.elo.body')),
        ...weakerText(ctx)
      ]),
    () =>
      section(ctx, 'howTo', 'help.howTo.heading', [
        h(
          'ol',
          null,
          STEPS.map((key) => h('li', { text: t(key) }))
        )
      ]),
    () =>
      section(ctx, 'event', 'help.event.heading', [
        ...paragraphs(t('help.event.body')),
        ...paragraphs(t('help.event.k'))
      ]),
    () =>
      section(ctx, 'ladder', 'help.ladder.heading', [
        ...paragraphs(t('help.ladder.body')),
        ...paragraphs(t('help.ladder.example'))
      ]),
    () =>
      section(ctx, 'computing', 'help.computing.heading', [
        ...paragraphs(t('help.computing.body')),
        ...paragraphs(t('help.computing.share')),
        h('p', { class: 'elo-formula' }, h('code', { text: t('help.computing.formulaExpected') })),
        h('p', { class: 'elo-formula' }, h('code', { text: t('help.computing.formulaChange') })),
        ...paragraphs(t('help.computing.why400')),
        ...paragraphs(t('help.computing.rounding'))
      ]),
    () => section(ctx, 'example', 'help.example.heading', exampleTable(ctx)),
    () =>
      section(ctx, 'k', 'help.k.heading', [
        ...paragraphs(t('help.k.body')),
        ...paragraphs(t('help.k.fide'))
      ]),
    () => section(ctx, 'lists', 'help.lists.heading', paragraphs(t('help.lists.body'))),
    () => section(ctx, 'uscf', 'help.uscf.heading', paragraphs(t('help.uscf.body'))),
    () => section(ctx, 'dwz', 'help.dwz.heading', paragraphs(t('help.dwz.body'))),
    () =>
      section(ctx, 'notes', 'help.notes.heading', [
        ...paragraphs(t('help.notes.table')),
        ...paragraphs(t('help.notes.rule400'))
      ]),
    () => section(ctx, 'limits', 'help.limits.heading', paragraphs(t('help.limits.body'))),
    () =>
      section(ctx, 'faq', 'help.faq.heading', [
        h(
          'dl',
          { class: 'elo-faq' },
          FAQ.map(([q, a]) =>
            h('div', { class: 'elo-faq-item' }, [
              h('dt', { text: t(q) }),
              h('dd', null, paragraphs(t(a)))
            ])
          )
        )
      ]),
    () =>
      section(ctx, 'sources', 'help.sources.heading', [
        h('ul', null, [
          h('li', { text: t('help.sources.b02') }),
          h('li', { text: t('help.sources.b01') }),
          h('li', { text: t('help.sources.rb') })
        ]),
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
