/* The event mode: a tournament report file opened, dropped or pasted, and every player's K,
   expected score, change, new rating and performance from the core. The file is read on the
   device and never sent anywhere. The decisions are event-decide.js's; this wires the page to
   them and updates it in one step. */
import { h } from './dom.js';
import { eventRequest } from './event-request.js';
import { buildEventForm, readEventForm } from './event-form.js';
import { calculatorPatch, decideEvent } from './event-decide.js';
import { readFileText, showFileName, showUnreadable } from './file-drop.js';
import { createEventTable } from './event-table.js';
import { eventCsv, eventCsvName } from './event-csv.js';
import { showErrors } from './kit/error-boxes.js';
import { createReport, reportActions } from './kit/report.js';
import { kControls, showKControls } from './k-field.js';

/** The event mode's view. ctx: { t, f, id, lang, state (the event state), ask(request) →
    { text, response }, onResult({ state, text, response }), print(), openMode }. */
export function createEventView(ctx) {
  const { t } = ctx;
  let state = Object.assign({}, ctx.state, { kByPlayer: Object.assign({}, ctx.state.kByPlayer) });
  let shown = null;
  let nameOf = () => '';
  const table = createEventTable(
    Object.assign({}, ctx, {
      nameOf: (rank) => nameOf(rank),
      kValue: (rank) => state.kByPlayer[rank] || '',
      onK: (rank, text) => {
        state.kByPlayer[rank] = text;
        update();
      },
      // A player's event in the game mode, for what-ifs.
      onOpenInCalculator: ctx.openMode
        ? (p) => ctx.openMode('game', calculatorPatch(p, state.rules))
        : null
    })
  );

  async function openFile(file) {
    try {
      const text = await readFileText(file);
      form.elements.eventText.value = text;
      state.fileName = file.name;
      state.kByPlayer = {};
      update();
    } catch {
      showUnreadable(form, t, file.name);
    }
  }

  const form = buildEventForm(ctx, state, {
    file: openFile,
    input: () => update(),
    pick: (k) => {
      form.elements.k.value = k;
      form.elements.kAuto.checked = false;
      update();
    }
  });
  const facts = h('p', { class: 'elo-event-facts' });
  const staleNote = h('p', {
    class: 'elo-error',
    role: 'status',
    hidden: true,
    text: t('event.stale')
  });
  const actions = reportActions(ctx, {
    csv: () => (shown ? { text: eventCsv(shown, ctx), name: eventCsvName(shown) } : null),
    print: ctx.print
  });
  const report = createReport(ctx, {
    name: 'report-heading',
    heading: 'event.report',
    waiting: 'event.waiting',
    cls: 'elo-event-results',
    layout: (p) => [
      p.heading,
      facts,
      p.general,
      staleNote,
      p.warnings,
      p.waiting,
      actions.element,
      table.element
    ]
  });
  const element = h('main', { class: 'elo-main elo-main-wide' }, [form, report.section]);

  function update() {
    state = readEventForm(form, state);
    const typed = state.text.trim() !== '';
    const { text, response } = typed
      ? ctx.ask(eventRequest(state))
      : { text: '', response: { errors: [] } };
    const decided = decideEvent(response, shown, ctx);
    if (response.rules)
      showKControls(form, { autoRow: ctx.id('kAuto-row') }, kControls(response, state, ctx));
    showFileName(form, t, state.fileName);
    showErrors({ root: element, id: ctx.id, t, f: ctx.f, general: report.general }, decided.routed);
    report.section.classList.toggle('elo-stale', decided.stale);
    staleNote.hidden = !decided.stale;
    if (!decided.stale) show(decided);
    ctx.onResult({ state: Object.assign({}, state), text, response });
  }

  function show(decided) {
    const event = decided.event;
    shown = event;
    nameOf = decided.nameOf;
    report.heading.textContent = decided.heading;
    facts.textContent = decided.facts;
    report.setWarnings(decided.warnings);
    report.waiting.hidden = !!event;
    actions.setReady(!!event);
    actions.element.hidden = !event;
    table.element.hidden = !event;
    if (event) table.render(event.players || []);
  }

  return { element, update, state: () => Object.assign({}, state) };
}
