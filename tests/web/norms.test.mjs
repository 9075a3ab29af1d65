// The title norms as the page says them (web/src/norm-decide.js, norm-facts.js), from answers
// of the shape docs/api.md gives (its "Norms" section), written by hand and cut to the fields
// each decision reads. The GM figures are the worked example of docs/rules.md: 9 games, 6
// points against an average of 2500, p 67 %, dp 125, Rp 2625.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  articleOf,
  checkLine,
  checkLines,
  excludedLines,
  exemptionText,
  forecastText,
  normColumn,
  normFigures,
  normOpponents,
  normSortValue,
  normSummary,
  playersByRank
} from '../../web/src/norm-decide.js';
import { normReportFacts } from '../../web/src/norm-facts.js';
import { translator } from '../../web/src/i18n.js';
import { formatters } from '../../web/src/format.js';

const read = (lang) =>
  JSON.parse(fs.readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8'));
const ctxOf = (lang) => ({
  t: translator({ [lang]: read(lang), en: read('en') }, lang),
  f: formatters(lang),
  lang
});
const en = ctxOf('en');

const check = (rule, ok, value, need, extra) => ({ rule, ok, value, need, ...extra });
// An IM's GM norm standing after round 9 of 11 (docs/api.md's example).
const GM = {
  title: 'GM',
  achieved: true,
  afterRound: 9,
  games: 9,
  score: 6,
  percentage: 67,
  dp: 125,
  averageOpponent: 2500,
  performance: 2625,
  excluded: [],
  opponents: [
    { round: 1, startRank: 2, rating: 2500, score: 1 },
    { round: 2, startRank: 3, rating: null, score: 0.5 }
  ],
  raised: { startRank: 3, from: 1400, to: 2200 },
  checks: [
    check('1.4.1', true, 9, 9),
    check('1.4.1e', true, 9, null),
    check('1.4.2', true, 0, null),
    check('1.4.3', true, 6, 2),
    check('1.4.4-own', true, 2, 5),
    check('1.4.4-one', true, 2, 6),
    check('1.4.5-titled', true, 9, 5),
    check('1.4.5-title', true, 4, 3),
    check('1.4.6', true, 2500, 2200),
    check('1.4.7', true, 2500, null),
    check('1.4.8-performance', true, 2625, 2600),
    check('1.4.8-average', true, 2500, 2380),
    check('1.4.8-score', true, 66.7, 35),
    check('1.4.9', true, 125, null)
  ]
};
// The same player's IM-like figures for a title not achieved, Rp `rp` against a need of 2450,
// and whether the core calls it close (within 50 points under the need).
const short = (rp, close, extra) => ({
  ...GM,
  title: 'IM',
  achieved: false,
  close,
  performance: rp,
  checks: [check('1.4.8-performance', rp >= 2450, rp, 2450)],
  ...extra
});

test('the norm column: the titles achieved as text, and those the core calls close', () => {
  const cases = [
    // [norms, output text, close texts, sort]
    [[GM], 'GM', [], 2],
    [[GM, { ...GM, title: 'WGM' }], 'GM WGM', [], 4],
    [[short(2400, true)], '', ['close to IM'], 1],
    [[short(2399, false)], '', [], 0],
    [[GM, short(2420, true)], 'GM', ['close to IM'], 3],
    [[], '', [], 0]
  ];
  for (const [norms, text, close, sort] of cases) {
    const p = { norms };
    const column = normColumn(p, en);
    assert.equal(column.text, text, JSON.stringify(norms.map((n) => n.performance)));
    assert.deepEqual(column.close, close);
    assert.equal(normSortValue(p), sort);
  }
  assert.deepEqual(normColumn({}, en), { achieved: [], text: '', close: [] }, 'no norms asked');
  assert.deepEqual(normColumn({ norms: [short(2420, true)] }, ctxOf('pt')).close, ['perto de IM']);
  assert.deepEqual(normColumn({ norms: [short(2420, true)] }, ctxOf('ja')).close, [
    'IMまであと少し'
  ]);
});

test('a check is a line of the checklist: its article, the rule in words, the figure and the need', () => {
  const lines = checkLines(GM, en);
  assert.equal(lines.length, GM.checks.length, 'every check the core gives');
  const by = Object.fromEntries(lines.map((l) => [l.rule, l]));
  assert.deepEqual(by['1.4.1'], {
    rule: '1.4.1',
    article: '1.4.1',
    label: 'Games counted',
    state: 'met',
    status: 'met',
    value: '9',
    need: 'at least 9'
  });
  assert.equal(by['1.4.4-own'].article, '1.4.4');
  assert.equal(by['1.4.4-own'].need, 'at most 5');
  assert.equal(by['1.4.5-title'].label, 'Opponents who are GMs');
  assert.equal(by['1.4.6'].need, 'floor 2,200');
  assert.equal(by['1.4.8-score'].value, '66.7%');
  assert.equal(by['1.4.8-performance'].value, '2,625');
  assert.equal(by['1.4.9'].state, 'info');
  assert.equal(by['1.4.9'].need, '');
  assert.equal(articleOf('1.4.5-titled'), '1.4.5');
  const failed = checkLine(check('1.4.3', false, 1, 2), GM, en);
  assert.equal(failed.state, 'notMet');
  assert.equal(failed.status, 'not met');
  const waived = checkLine(check('1.4.3', true, 0, 2, { exempt: true }), GM, en);
  assert.equal(waived.state, 'waived');
  const pt = checkLine(check('1.4.8-score', true, 66.7, 35), GM, ctxOf('pt'));
  assert.deepEqual([pt.value, pt.need, pt.status], ['66,7%', 'no mínimo 35%', 'cumprido']);
  const ja = checkLine(check('1.4.5-title', true, 4, 3), { title: 'IM' }, ctxOf('ja'));
  assert.deepEqual([ja.label, ja.need], ['GMかIMである相手', '3以上']);
  // A rule the page has no words for is shown by its number.
  assert.equal(checkLine(check('1.4.99', true, 1, null), GM, en).label, '1.4.99');
});

test("a title's figures are the core's: games, score, Ra, p, dp, Rp, in each language", () => {
  assert.deepEqual(normFigures(GM, en), [
    ['Games', '9'],
    ['Score', '6'],
    ['Ra (average opponent)', '2,500'],
    ['p (score)', '67%'],
    ['dp', '+125'],
    ['Rp (performance)', '2,625']
  ]);
  assert.equal(normFigures({ ...GM, score: 6.5 }, ctxOf('pt'))[1][1], '6,5');
  assert.deepEqual(normFigures({ title: 'GM', games: 0, score: 0 }, en)[2], [
    'Ra (average opponent)',
    '–'
  ]);
});

test('where a norm stands: after which round in a Swiss, over every round in a round robin', () => {
  assert.deepEqual(normSummary(GM, false, en), [
    'GM norm: it stands after round 9, whatever the later rounds bring (B.01 1.4.1e).'
  ]);
  assert.deepEqual(normSummary(GM, true, en), ['GM norm, over the 9 rounds of the round robin.']);
  assert.match(normSummary(short(2420, true), false, en)[0], /^No IM norm yet, but/);
  assert.equal(
    normSummary(short(2300, false), false, en)[0],
    'No IM norm (figures up to round 9).'
  );
  assert.match(normSummary({ ...GM, standIn: 4 }, false, en)[1], /round 4 stands in/);
  assert.match(normSummary(GM, false, ctxOf('ja'))[0], /^GMノルム達成：第9ラウンド/);
});

test('the forecast says the points needed, the rounds left and the assumption, or that it is out of reach', () => {
  const cases = [
    [
      { roundsLeft: 2, pointsNeeded: 1.5, assumedAverage: 2480 },
      'en',
      'It needs 1.5 points from the 2 rounds left, assuming the opponents still to come average 2,480, the present average (Ra).'
    ],
    [
      { roundsLeft: 1, pointsNeeded: 1, assumedAverage: 2480 },
      'en',
      'It needs 1 point from the 1 round left, assuming the opponent still to come is rated 2,480, the present average (Ra).'
    ],
    [
      { roundsLeft: 2, pointsNeeded: null, assumedAverage: 2480 },
      'en',
      'It can no longer be reached in the 2 rounds left.'
    ],
    [
      { roundsLeft: 2, pointsNeeded: 2, assumedAverage: null },
      'en',
      'It needs 2 points from the 2 rounds left.'
    ],
    [
      { roundsLeft: 2, pointsNeeded: 1.5, assumedAverage: 2480 },
      'pt',
      'Precisa de 1,5 ponto nas 2 rodadas que restam, supondo que os próximos adversários tenham média 2.480, a média atual (Ra).'
    ],
    [
      { roundsLeft: 3, pointsNeeded: null, assumedAverage: 2400 },
      'ja',
      '残り3ラウンドではもう届きません。'
    ]
  ];
  for (const [forecast, lang, said] of cases)
    assert.equal(forecastText({ ...GM, forecast }, ctxOf(lang)), said);
  assert.equal(forecastText(GM, en), '', 'no rounds left: no forecast');
  assert.equal(normSummary(short(2300, false, { forecast: cases[2][0] }), false, en).length, 2);
});

const EVENT = {
  name: 'Norm Open',
  city: 'Lisboa',
  federation: 'POR',
  start: '2026/04/04',
  end: '2026/04/12',
  rounds: 9,
  normRounds: 11,
  normRoundRobin: false,
  normExemption: 'none',
  arbiter: 'IA Marta Árbitra (POR)',
  players: [
    {
      startRank: 1,
      name: 'Candidate, Ana',
      title: 'IM',
      federation: 'ESP',
      fideId: '2200001',
      rating: 2450
    },
    { startRank: 2, name: 'Berg, Bruno', title: 'GM', federation: 'GER', rating: 2580 },
    { startRank: 3, name: 'Tanaka, Ken', title: '', federation: 'JPN', rating: null }
  ]
};

test('the opponents counted: name, title, federation and rating from the event, the raised one marked', () => {
  assert.deepEqual(normOpponents(GM, playersByRank(EVENT), en), [
    {
      round: '1',
      startRank: 2,
      name: 'Berg, Bruno',
      title: 'GM',
      federation: 'GER',
      rating: '2,500',
      result: '1',
      raised: ''
    },
    {
      round: '2',
      startRank: 3,
      name: 'Tanaka, Ken',
      title: '',
      federation: 'JPN',
      rating: 'unrated (1.4.6)',
      result: '0.5',
      raised: 'raised from 1,400 to 2,200 (1.4.6)'
    }
  ]);
  const pt = normOpponents(GM, playersByRank(EVENT), ctxOf('pt'));
  assert.equal(pt[1].raised, 'elevado de 1.400 para 2.200 (1.4.6)');
  assert.equal(
    normOpponents(
      { ...GM, opponents: [{ round: 3, startRank: 9, rating: 2100, score: 0 }] },
      playersByRank(EVENT),
      en
    )[0].name,
    'start no. 9'
  );
});

test('the rounds left out and the exemption, in words', () => {
  const norm = {
    ...GM,
    excluded: [
      { round: 3, reason: 'bye' },
      { round: 5, reason: 'no-federation' },
      { round: 6, reason: 'new-reason' }
    ]
  };
  assert.deepEqual(excludedLines(norm, en), [
    'Round 3: a bye',
    'Round 5: the opponent has no FIDE federation (1.4.2a)',
    'Round 6: not counted'
  ]);
  assert.equal(exemptionText(EVENT, en), '');
  assert.equal(
    exemptionText({ normExemption: 'national-championship' }, en),
    'The federation rules (1.4.3 and 1.4.4) are waived: national championship final.'
  );
  assert.match(exemptionText({ normExemption: 'swiss' }, ctxOf('pt')), /1\.4\.3d/);
});

test("the norm report's facts: the event with its arbiter, the player, the figures and the rules met", () => {
  const facts = normReportFacts(
    EVENT.players[0],
    { ...GM, checks: [...GM.checks, check('1.4.3', false, 1, 2)] },
    EVENT,
    en
  );
  assert.equal(facts.heading, 'GM norm report: Candidate, Ana');
  assert.deepEqual(facts.event, [
    ['Event', 'Norm Open'],
    ['Place', 'Lisboa, POR'],
    ['Dates', '2026/04/04 to 2026/04/12'],
    ['Rounds', '11'],
    ['System', 'Swiss'],
    ['Federation rules waived', 'none'],
    ['Chief arbiter', 'IA Marta Árbitra (POR)']
  ]);
  assert.deepEqual(facts.player.slice(0, 3), [
    ['Name', 'Candidate, Ana'],
    ['Title held', 'IM'],
    ['Federation', 'ESP']
  ]);
  const totals = Object.fromEntries(facts.totals);
  assert.equal(totals['Rp (performance)'], '2,625');
  assert.equal(totals['Opponents holding a title'], '9');
  assert.equal(totals['Opponents who are GMs'], '4');
  assert.equal(totals['Federations other than the player’s'], '6');
  assert.ok(
    facts.rules.every((r) => r.state === 'met'),
    'only the rules met'
  );
  assert.equal(facts.rules.length, GM.checks.length - 4, 'the rules that only inform left out');
  const noArbiter = normReportFacts(
    EVENT.players[0],
    GM,
    { ...EVENT, arbiter: undefined },
    ctxOf('ja')
  );
  assert.deepEqual(noArbiter.event[6], ['主任アービター', ''], 'a blank to fill in');
});
