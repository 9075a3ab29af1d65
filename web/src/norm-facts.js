/* The facts of the printable norm report (norm-report.js) as a plain function of the core's
   player, norm and event (tested in Node): FIDE's norm report asks for the event, the player,
   the opponents, the figures, the title holders and federations counted, and the rules met. */
import { EMPTY, numberText } from './format.js';
import { checkLines, checkOf, exemptionText, normFigures } from './norm-decide.js';

// A check's figure, as the report's totals say it.
const checkFigure = (norm, rule, { f }) => {
  const c = checkOf(norm, rule);
  return c ? f.plain.format(c.value) : EMPTY;
};

/** The facts FIDE's norm report asks for, for player `p`'s `norm` in `event`: { heading,
    event, player, totals (each [label, text] rows), rules (the checks met or waived, as
    checkLines) }. The arbiter (102) is a blank to fill in where the file has none. */
export function normReportFacts(p, norm, event, ctx) {
  const { t, f } = ctx;
  const pair = (a, b, key) => (a && b ? t(key, { a, b }) : a || b || EMPTY);
  const rounds = event.normRounds || event.rounds;
  const type = t(event.normRoundRobin ? 'norms.report.roundRobin' : 'norms.report.swiss');
  return {
    heading: t('norms.report.heading', { title: norm.title, name: p.name }),
    event: [
      [t('norms.report.eventName'), event.name || EMPTY],
      [t('norms.report.place'), pair(event.city, event.federation, 'event.place')],
      [t('norms.report.dates'), pair(event.start, event.end, 'event.dates')],
      [t('norms.report.rounds'), numberText(rounds, f.plain)],
      [t('norms.report.type'), type],
      [t('norms.report.exemption'), exemptionText(event, ctx) || t('norms.exemption.none')],
      [t('norms.report.arbiter'), event.arbiter || '']
    ],
    player: [
      [t('norms.report.player'), p.name],
      [t('norms.report.title'), p.title || EMPTY],
      [t('norms.report.federation'), p.federation || EMPTY],
      [t('norms.report.fideId'), p.fideId || EMPTY],
      [t('norms.report.rating'), numberText(p.rating ?? undefined, f.rating)],
      [t('norms.report.norm'), norm.title]
    ],
    totals: normFigures(norm, ctx).concat([
      [t('norms.report.titled'), checkFigure(norm, '1.4.5-titled', ctx)],
      [
        t('norms.report.holders', { titles: t('norms.holders.' + norm.title) }),
        checkFigure(norm, '1.4.5-title', ctx)
      ],
      [t('norms.report.federations'), checkFigure(norm, '1.4.3', ctx)],
      [t('norms.report.afterRound'), f.plain.format(norm.afterRound)]
    ]),
    rules: checkLines(norm, ctx).filter((l) => l.state === 'met' || l.state === 'waived')
  };
}
