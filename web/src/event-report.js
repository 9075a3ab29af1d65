/* The event mode's report: its parts in the kit's frame, for event-view.js to fill. */
import { h } from './dom.js';
import { createPrinted } from './kit/printed.js';
import { createReport, reportActions } from './kit/report.js';

/** The event's report in the kit's frame: the header's facts, the list the event was rated for
    and why, errors, a note while the figures are out of date, warnings, the actions and the
    table. ctx: the view's; `table` the report's table; csv() → the CSV file or null. */
export function buildReport(ctx, table, csv) {
  const facts = h('p', { class: 'elo-event-facts' });
  // The lines left out, counted, and each with its reason when opened.
  const omitted = h('details', { class: 'elo-left-out', hidden: true }, [h('summary'), h('ul')]);
  const rulesNote = h('p', { class: 'elo-rules-from', hidden: true });
  // The rules, K and day on paper, where the form is not printed.
  const printed = createPrinted();
  const actions = reportActions(ctx, { csv, print: ctx.print });
  // What a national system's figures mean.
  const legend = h('dl', { class: 'elo-meanings', hidden: true });
  const report = createReport(ctx, {
    name: 'report-heading',
    heading: 'event.report',
    waiting: 'event.waiting',
    cls: 'elo-event-results',
    layout: (p) => [
      p.heading,
      facts,
      omitted,
      rulesNote,
      printed.element,
      // What the figures mean (a national system's) and the K rule most players share: read
      // before the table, printed in its header.
      legend,
      p.general,
      p.stale,
      p.warnings,
      p.waiting,
      actions.element,
      table.element
    ]
  });
  return { report, facts, omitted, rulesNote, printed, actions, legend };
}
