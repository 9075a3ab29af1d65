/* The printable norm report of one player and title, with what FIDE's norm report asks for:
   the event (name, place, dates, rounds, system, exemption, chief arbiter), the player, every
   opponent counted (name, title, federation, rating, result), the figures, the title holders
   and federations counted, the requirements met, and blank lines for the signatures. It is
   built when asked for and printed alone (the view marks itself for the print styles). */
import { h } from './dom.js';
import { fillFigures } from './kit/figures.js';
import { playersByRank } from './norm-decide.js';
import { normReportFacts } from './norm-facts.js';
import { checklist, opponentsTable } from './norm-panel.js';

function facts(heading, rows) {
  const dl = h('dl', { class: 'elo-meanings elo-norm-facts' });
  fillFigures(dl, rows, '');
  return h('section', null, [h('h3', { text: heading }), dl]);
}

// A signature's box: who signs, and a labelled blank line each for the name, the signature and
// the date.
function signature(who, { t }) {
  const line = (key) =>
    h('div', { class: 'elo-sign-line' }, [h('span', { text: t(key) }), h('span')]);
  return h('div', { class: 'elo-sign' }, [
    h('h4', { text: who }),
    line('norms.report.signName'),
    line('norms.report.signSignature'),
    line('norms.report.signDate')
  ]);
}

/** The report of player `p`'s `norm` in the core's `event`. ctx: { t, f }. */
export function normReport(p, norm, event, ctx) {
  const { t } = ctx;
  const said = normReportFacts(p, norm, event, ctx);
  // The requirements met, as the panel's checklist shows them, those met only.
  const met = {
    ...norm,
    checks: (norm.checks || []).filter((c) => said.rules.some((r) => r.rule === c.rule))
  };
  return h(
    'article',
    { class: 'elo-norm-report', 'data-title': norm.title, 'data-start-rank': String(p.startRank) },
    [
      h('h2', { text: said.heading }),
      facts(t('norms.report.eventHeading'), said.event),
      facts(t('norms.report.playerHeading'), said.player),
      h('section', null, [
        h('h3', { text: t('norms.report.opponentsHeading') }),
        opponentsTable(norm, playersByRank(event), ctx)
      ]),
      facts(t('norms.report.totalsHeading'), said.totals),
      h('section', null, [h('h3', { text: t('norms.report.rulesHeading') }), checklist(met, ctx)]),
      h('section', { class: 'elo-signatures' }, [
        h('h3', { text: t('norms.report.signaturesHeading') }),
        signature(t('norms.report.signArbiter'), ctx),
        signature(t('norms.report.signOrganiser'), ctx)
      ]),
      h('p', { class: 'elo-note', text: t('norms.report.notice') })
    ]
  );
}
