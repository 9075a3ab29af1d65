/* The event mode: a tournament report file opened, dropped or pasted, and every player's K,
   expected score, change, new rating and performance from the core. The file is read on the
   device and never sent anywhere. The decisions are event-decide.js's; this wires the page to
   them and updates it in one step. */
import { h, hide, setText, showText } from './dom.js';
import { PLAYER_MAPS, askEvent } from './event-request.js';
import { buildEventForm, readEventForm, showRules } from './event-form.js';
import {
  calculatorPatch,
  commonKText,
  decideEvent,
  decideRules,
  defaultGamesRows
} from './event-decide.js';
import { openFileText, showFileName } from './file-drop.js';
import { createEventKeeping } from './event-keep.js';
import { createEventTable } from './event-table.js';
import { eventCsv, eventCsvName } from './event-csv.js';
import { showErrors } from './kit/error-boxes.js';
import { buildReport } from './event-report.js';
import { createSettled, typedKey } from './kit/settled.js';
import { keepSame } from './kit/same.js';
import { kControls, showKControls } from './k-field.js';
import { fillFigures } from './kit/figures.js';
import { legendRows, shownInputs, showInputs } from './systems.js';
import { afterPaint } from './after-paint.js';
import { createNormPrint } from './norm-print.js';
import { heldTitle } from './norm-request.js';

// The form's parts that apply under `rules`: their own inputs, K but under a national system,
// and the date only where it applies (or holds an error).
function showForm(form, rules, dateError, ctx) {
  showRules(form, rules, ctx.id);
  showInputs(form, shownInputs(rules.preset, false));
  hide(form.querySelector('[data-field="eventDate"]'), !rules.date && !dateError);
}

// The count of the lines left out as the summary of their list, each with its reason.
function showLeftOut(details, left) {
  hide(details, !left);
  if (!left) return;
  setText(details.firstChild, left.summary);
  details.lastChild.replaceChildren(...left.lines.map((text) => h('li', { text })));
}

// What the report says before its table: why most players have their K (`common`, in words),
// US Chess's N for every player without one, and what the system's figures mean.
function legendOf(common, system, state, ctx) {
  const kRow = common ? [[ctx.t('event.kLegend'), common]] : [];
  return kRow.concat(defaultGamesRows(state, system, ctx), legendRows(system, ctx));
}

// A copy of an event's state that shares nothing with it: its players' maps copied too.
function copyState(state) {
  const copy = { ...state };
  for (const map of PLAYER_MAPS) copy[map] = { ...state[map] };
  return copy;
}

// The report's table, reading the view's state object `view` as it is at each call. on:
// { typed() (a player's box typed in), update(), printNorm(p, norm) }.
function buildTable(ctx, view, on) {
  const typedFor = (map) => ({
    value: (rank) => view.state[map][rank] || '',
    on: (rank, text) => {
      view.state[map][rank] = text;
      on.typed();
    }
  });
  const standard = typedFor('standardByPlayer');
  return createEventTable({
    ...ctx,
    nameOf: (rank) => view.nameOf(rank),
    k: typedFor('kByPlayer'),
    games: typedFor('gamesByPlayer'),
    dwz: typedFor('dwzByPlayer'),
    standardValue: standard.value,
    onStandard: standard.on,
    standardOffered: () => view.rules.standard,
    system: () => view.rules.system,
    commonK: () => view.commonK,
    onOpenGames: on.update,
    event: () => view.event,
    titleHeld: typedFor('titlesByPlayer'),
    onPrintNorm: on.printNorm,
    // A player's event in the game mode, for what-ifs, under the rules it was rated by.
    onOpenInCalculator: ctx.openMode
      ? (p) => ctx.openMode('game', calculatorPatch(p, view.rules.preset))
      : null
  });
}

/** The shown event's CSV file, or null while none is shown. */
function csvFile(event, ctx, state) {
  return event ? { text: eventCsv(event, ctx, state.kByPlayer), name: eventCsvName(event) } : null;
}

// The report for the core's `response` (decideEvent), kept while the file has errors: the last
// settled one (kit/settled.js). how: { opened (a file: no other file's report kept for its
// errors; its Undo brings that back), typing (a key: its report kept once typing pauses) }.
function decideKept(response, settled, how, ctx) {
  if (how.opened) settled.reset();
  const decided = decideEvent(response, settled.kept(), ctx);
  settled.follow(decided.event, (response.errors || []).length > 0, how.typing);
  return decided;
}

/** The event mode's view. ctx: { t, f, id, lang, state (the event state), ask(request) →
    { text, response }, onResult({ state, text, response }), print(), openMode }. */
export function createEventView(ctx) {
  const { t } = ctx;
  // What the view holds: the form's `state`; the `event` shown (its parts kept from the one
  // before where their values are the same, kit/same.js) with its `nameOf`, and the start
  // `ranks` its file has (for the norms, norm-request.js); the K rule said once above the
  // table, not on each row (`commonK`); the last answer's `rules` (decideRules); and whether a
  // rating waits (`queued`): a key in a player's box is painted first, and the event rated
  // again after that frame, once for the keys typed meanwhile, not at all if the view went.
  const view = {
    state: copyState(ctx.state),
    event: null,
    nameOf: () => '',
    ranks: [],
    commonK: '',
    rules: { preset: 'fide', standard: false },
    queued: false
  };
  const table = buildTable(ctx, view, {
    typed: () => {
      if (!view.queued) afterPaint(() => view.queued && update({ typing: true }));
      view.queued = true;
    },
    update: () => update(),
    printNorm: (p, norm) =>
      normPrint.print({ ...p, title: heldTitle(p, view.state) }, norm, view.event)
  });

  const snapshot = () => copyState(view.state);
  const become = (next) => {
    [view.state, form.elements.eventText.value] = [next, next.text];
    update();
  };
  const keeping = createEventKeeping(t, ctx.storage, { state: snapshot, become });
  const openFile = (file) =>
    openFileText(form, t, file, (text) => {
      const before = snapshot();
      form.elements.eventText.value = text;
      view.state.fileName = file.name;
      for (const map of PLAYER_MAPS) view.state[map] = {};
      update({ opened: true });
      keeping.opened(before);
    });

  const form = buildEventForm(ctx, view.state, {
    file: openFile,
    input: (e) => {
      keeping.clear();
      update({ typing: typedKey(e) });
    },
    forget: keeping.forget,
    ask: keeping.ask.element
  });
  const parts = buildReport(ctx, table, () => csvFile(view.event, ctx, view.state));
  const { report, facts, omitted, rulesNote, printed, actions, legend } = parts;
  const element = h('main', { class: 'elo-main elo-main-wide' }, [form, report.section]);
  const normPrint = createNormPrint(element, ctx);
  const settled = createSettled(element); // the report kept while the file has errors

  function update(how = {}) {
    view.queued = false;
    const state = (view.state = readEventForm(form, view.state));
    const typed = state.text.trim() !== '';
    const asked = typed
      ? askEvent(ctx.ask, state, table.opened(), view.ranks)
      : { text: '', response: { errors: [] }, ranks: view.ranks };
    const { text } = asked;
    const response = keepSame({ event: view.event }, asked.response);
    view.ranks = asked.ranks;
    const decided = decideKept(response, settled, how, ctx);
    const rules = (view.rules = decideRules(response, decided.event, state, ctx));
    showForm(form, rules, decided.routed.byField.has('eventDate'), ctx);
    if (response.rules)
      showKControls(form, { autoRow: ctx.id('kAuto-row') }, kControls(response, state, ctx));
    showFileName(form, t, state.fileName, !typed);
    showErrors({ root: element, id: ctx.id, t, f: ctx.f, general: report.general }, decided.routed);
    report.setStale(decided.stale);
    if (!decided.stale || decided.event !== view.event) show(decided);
    keeping.keep(snapshot());
    ctx.onResult({ state: { ...state }, text, response: asked.response });
  }

  function show(decided) {
    const { event, nameOf } = decided;
    Object.assign(view, { event, nameOf });
    const { rules, state } = view;
    setText(report.heading, decided.heading);
    setText(facts, decided.facts);
    showLeftOut(omitted, decided.leftOut);
    showText(rulesNote, rules.sentence);
    report.setWarnings(decided.warnings);
    hide(report.waiting, !!event);
    actions.setReady(!!event);
    hide(actions.element, !event);
    hide(table.element, !event);
    const commonK = (view.commonK =
      event && !rules.system ? commonKText(event.players || [], ctx) : '');
    if (event) table.render(event.players || []);
    fillFigures(legend, event ? legendOf(commonK, rules.system, state, ctx) : [], '');
    // On paper, the K policy too: none under a national system, whose K is its own.
    printed.show(event && form, { k: rules.system ? null : state.k, kAuto: rules.kAuto }, ctx);
  }

  // A key still waiting is not rated by a view that is going, but kept on the device.
  const dispose = () => {
    if (view.queued) keeping.keep(snapshot());
    view.queued = false;
    keeping.flush();
  };
  return { element, update, dispose, state: () => ({ ...view.state }) };
}
