/* What a printout says above a mode's report that its form says on screen (the form is not
   printed): the rules as the form names them, K unless the rules have their own, the mode's
   other choices and the day the report was worked out. The event's and the ladder's. */
import { h } from '../dom.js';
import { fillFigures } from './figures.js';
import { todayIso } from '../request.js';

/** The rows ([label, text] each): `label`, the rules as the form names them; `k`, K as typed
    (null under a national system, whose K is its own), or `kAuto` for K from the profile;
    `more`, the mode's own choices; `today` (YYYY-MM-DD), the day it was worked out. */
export function printedFacts({ label, k, kAuto, more = [] }, today, { t, f }) {
  const rows = [[t('form.rules'), label]];
  if (k !== null) rows.push([t('form.k'), kAuto ? t('event.kAuto') : k]);
  rows.push(...more, [t('event.madeOn'), f.date.format(new Date(today))]);
  return rows;
}

/** The rules as the select of `form` names them; '' without one. */
export function rulesLabel(form) {
  const chosen = form && form.elements.rules && form.elements.rules.selectedOptions[0];
  return chosen ? chosen.text : '';
}

/** The list, seen on paper only. Returns { element, show(form, facts, ctx) }: the rules as
    `form` names them, today and `facts` (printedFacts's, but the label), none (hidden) without
    a `form` (no report shown, or no form on the page). */
export function createPrinted() {
  const element = h('dl', { class: 'elo-meanings elo-print-only', hidden: true });
  const show = (form, facts, ctx) =>
    fillFigures(
      element,
      form ? printedFacts({ label: rulesLabel(form), ...facts }, todayIso(), ctx) : [],
      ''
    );
  return { element, show };
}
