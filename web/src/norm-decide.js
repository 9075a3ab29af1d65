/* What the page shows of the core's title norms (FIDE B.01 1.4), as plain functions (tested in
   Node): the report's norm column, a title's checklist, figures, opponents and forecast, and the
   facts of the printable norm report. Every figure is the core's; the page only says it. */
import { numberText } from './format.js';

/** The locale key of each check's rule, under norms.rule. */
const RULE_KEYS = {
  '1.4.1': 'games',
  '1.4.1e': 'laterRounds',
  '1.4.2': 'leftOut',
  '1.4.3': 'federations',
  '1.4.4-own': 'ownFederation',
  '1.4.4-one': 'oneFederation',
  '1.4.5-titled': 'titled',
  '1.4.5-title': 'titleHolders',
  '1.4.6': 'floor',
  '1.4.7': 'average',
  '1.4.8-performance': 'performance',
  '1.4.8-average': 'averageMinimum',
  '1.4.8-score': 'score',
  '1.4.9': 'dp'
};

/** How each check's `need` is said: a maximum, the floor, the rounds a round robin counts; a
    minimum otherwise. */
const NEED_KEYS = {
  '1.4.4-own': 'norms.need.atMost',
  '1.4.4-one': 'norms.need.atMost',
  '1.4.6': 'norms.need.floor',
  '1.4.1e': 'norms.need.rounds'
};

/** The checks whose figure is a rating, and the one that is a percentage. */
const RATINGS = ['1.4.6', '1.4.7', '1.4.8-performance', '1.4.8-average', '1.4.9'];
const PERCENT = '1.4.8-score';

/** The reasons a round is left out of a norm, by the core's code, under norms.excluded. */
const EXCLUDED = {
  'not-paired': 'notPaired',
  bye: 'bye',
  forfeit: 'forfeit',
  'not-played': 'notPlayed',
  'pairing-mismatch': 'pairingMismatch',
  'no-federation': 'noFederation',
  'unrated-zero-score': 'unratedZeroScore'
};

/** The check of `norm` for `rule`, or null. */
export const checkOf = (norm, rule) => (norm.checks || []).find((c) => c.rule === rule) || null;

/** The article a check's rule names: "1.4.4-own" is B.01 1.4.4. */
export const articleOf = (rule) => rule.replace(/-.*$/, '');

/** What the norm column shows for player `p`: the titles whose norm is achieved (as the
    output's text, space apart: "GM IM"), and those the core calls close, in words. */
export function normColumn(p, { t }) {
  const norms = p.norms || [];
  const achieved = norms.filter((n) => n.achieved).map((n) => n.title);
  const close = norms.filter((n) => n.close).map((n) => n.title);
  return {
    achieved,
    text: achieved.join(' '),
    close: close.map((title) => t('norms.close', { title }))
  };
}

/** The norm column's sort: players with more norms achieved first, then those close to one. */
export function normSortValue(p) {
  const norms = p.norms || [];
  return norms.filter((n) => n.achieved).length * 2 + (norms.some((n) => n.close) ? 1 : 0);
}

// A check's figure as the page's language writes it.
function figureText(c, { f }) {
  if (c.rule === PERCENT) return numberText(c.value, f.percentWhole);
  return numberText(c.value, RATINGS.includes(c.rule) ? f.rating : f.plain);
}

/** A check's line of the checklist: { rule, article, label, state ('met', 'notMet', 'waived',
    'info'), status (in words), value, need (in words, '' where the rule only informs) }. */
export function checkLine(c, norm, ctx) {
  const { t, f } = ctx;
  const key = RULE_KEYS[c.rule];
  const label = key ? t('norms.rule.' + key, { titles: t('norms.holders.' + norm.title) }) : c.rule;
  const info = c.need === null || c.need === undefined;
  const state = c.exempt ? 'waived' : info ? 'info' : c.ok ? 'met' : 'notMet';
  const needFigure = c.rule === PERCENT ? f.percentWhole : f.plain;
  const need = info
    ? ''
    : t(NEED_KEYS[c.rule] || 'norms.need.atLeast', {
        need: needFigure.format(c.need)
      });
  return {
    rule: c.rule,
    article: articleOf(c.rule),
    label,
    state,
    status: t('norms.state.' + state),
    value: figureText(c, ctx),
    need
  };
}

/** Every check of `norm` as checklist lines. */
export const checkLines = (norm, ctx) => (norm.checks || []).map((c) => checkLine(c, norm, ctx));

/** The title's figures: games, score, Ra, p, dp, Rp, as [label, text] rows. */
export function normFigures(norm, { t, f }) {
  return [
    [t('norms.figure.games'), numberText(norm.games, f.plain)],
    [t('norms.figure.score'), numberText(norm.score, f.score)],
    [t('norms.figure.average'), numberText(norm.averageOpponent, f.rating)],
    [t('norms.figure.percentage'), numberText(norm.percentage, f.percentWhole)],
    [t('norms.figure.dp'), numberText(norm.dp, f.difference)],
    [t('norms.figure.performance'), numberText(norm.performance, f.rating)]
  ];
}

/** The title's state in one sentence: achieved (in a Swiss, after which round), close, or
    not, and the forecast for an event with rounds left. `roundRobin` is the event's. */
export function normSummary(norm, roundRobin, ctx) {
  const { t, f } = ctx;
  const round = f.plain.format(norm.afterRound);
  const title = norm.title;
  const said = [];
  if (norm.achieved)
    said.push(t(roundRobin ? 'norms.achievedAll' : 'norms.achievedAfter', { title, round }));
  else said.push(t(norm.close ? 'norms.closeTo' : 'norms.notYet', { title, round }));
  if (norm.standIn) said.push(t('norms.standIn', { round: f.plain.format(norm.standIn) }));
  const forecast = forecastText(norm, ctx);
  if (forecast) said.push(forecast);
  return said;
}

/** The forecast of a title not yet standing in an event with rounds left, with the
    assumption said; '' without one. */
export function forecastText(norm, { t, f }) {
  const fc = norm.forecast;
  if (!fc) return '';
  const rounds = f.plain.format(fc.roundsLeft);
  if (fc.pointsNeeded === null || fc.pointsNeeded === undefined)
    return t('norms.forecast.unreachable', { rounds }, fc.roundsLeft);
  const count = f.score.format(fc.pointsNeeded);
  const params = { points: t('norms.points', { count }, fc.pointsNeeded), rounds };
  if (typeof fc.assumedAverage !== 'number')
    return t('norms.forecast.needs', params, fc.roundsLeft);
  return t(
    'norms.forecast.assuming',
    { ...params, average: f.rating.format(fc.assumedAverage) },
    fc.roundsLeft
  );
}

/** The players of `event` by start rank. */
export const playersByRank = (event) =>
  new Map(((event && event.players) || []).map((p) => [p.startRank, p]));

/** The opponents counted for `norm`, each { round, name, title, federation, rating (in words:
    unrated ones count as the core's 1400), result, raised (the floor they were raised to, in
    words, or '') }; `byRank` from playersByRank. */
export function normOpponents(norm, byRank, { t, f }) {
  const raised = norm.raised || null;
  return (norm.opponents || []).map((o) => {
    const p = byRank.get(o.startRank) || {};
    const up = raised && raised.startRank === o.startRank;
    return {
      round: f.plain.format(o.round),
      startRank: o.startRank,
      name: p.name || t('event.startNumber', { rank: f.plain.format(o.startRank) }),
      title: p.title || '',
      federation: p.federation || '',
      rating: typeof o.rating === 'number' ? f.rating.format(o.rating) : t('norms.unrated'),
      result: f.score.format(o.score),
      raised: up
        ? t('norms.raised', { from: f.rating.format(raised.from), to: f.rating.format(raised.to) })
        : ''
    };
  });
}

/** The rounds left out of `norm`, each in words ("Round 3: a bye"). */
export function excludedLines(norm, { t, f }) {
  return (norm.excluded || []).map((e) =>
    t('norms.excludedRound', {
      round: f.plain.format(e.round),
      reason: t('norms.excluded.' + (EXCLUDED[e.reason] || 'other'))
    })
  );
}

/** What the event's exemption from 1.4.3 and 1.4.4 is, in words ('' for none). */
export function exemptionText(event, { t }) {
  const e = event && event.normExemption;
  if (!e || e === 'none') return '';
  return t('norms.exemptionIs', { exemption: t('norms.exemption.' + exemptionKey(e)) });
}

/** The locale key part of an exemption's code: "national-championship" → "nationalChampionship". */
export const exemptionKey = (code) => code.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
