/* The event mode: a tournament report file opened, dropped or pasted, and every player's K,
   expected score, change, new rating and performance from the core. The file is read on the
   device and never sent anywhere. The decisions are event-decide.js's; this wires the page to
   them and updates it in one step. */
import { h, hide, setText, showText } from './dom.js';
import { PLAYER_MAPS, askEvent } from './event-request.js';
import { buildEventForm, readEventForm, showRules } from './event-form.js';
import {
  calculatorPatch,
  commonKRule,
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
import { kControls, showKControls } from './k-field.js';
import { fillFigures } from './kit/figures.js';
import { printedFacts, rulesLabel } from './kit/printed.js';
import { kReasonText } from './kit/k-reason.js';
import { legendRows, shownInputs, showInputs } from './systems.js';
import { todayIso } from './request.js';
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

// The rules as the form names them, the K policy (none under a national system, whose K is its
// own) and the day, on paper: none without a report (no `form` given).
function showPrinted(printed, form, rules, k, ctx) {
  const facts = { label: rulesLabel(form), k: rules.system ? null : k, kAuto: rules.kAuto };
  printed.show(form ? printedFacts(facts, todayIso(), ctx) : []);
}

// What the report says before its table: the K rule most players share (`common`), US Chess's N
// for every player without one, and what the system's figures mean.
function legendOf(common, system, state, ctx) {
  const kRow = common ? [[ctx.t('event.kLegend'), kReasonText({ rule: common }, ctx)]] : [];
  return kRow.concat(defaultGamesRows(state, system, ctx), legendRows(system, ctx));
}

// A copy of an event's state that shares nothing with it: its players' maps copied too.
function copyState(state) {
  const copy = { ...state };
  for (const map of PLAYER_MAPS) copy[map] = { ...state[map] };
  return copy;
}

// The report's table, reading the view's live state through `view`: { typedFor(map) (what is
// typed in a player's boxes), nameOf(rank), rules() (decideRules), commonK(), update(),
// event() (the event shown), printNorm(p, norm) }.
function buildTable(ctx, view) {
  const standard = view.typedFor('standardByPlayer');
  return createEventTable({
    ...ctx,
    nameOf: view.nameOf,
    k: view.typedFor('kByPlayer'),
    games: view.typedFor('gamesByPlayer'),
    dwz: view.typedFor('dwzByPlayer'),
    standardValue: standard.value,
    onStandard: standard.on,
    standardOffered: () => view.rules().standard,
    system: () => view.rules().system,
    commonK: view.commonK,
    onOpenGames: view.update,
    event: view.event,
    titleHeld: view.typedFor('titlesByPlayer'),
    onPrintNorm: view.printNorm,
    // A player's event in the game mode, for what-ifs, under the rules it was rated by.
    onOpenInCalculator: ctx.openMode
      ? (p) => ctx.openMode('game', calculatorPatch(p, view.rules().preset))
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
  let state = copyState(ctx.state);
  // The event shown, and the start ranks its file has (for the norms, norm-request.js).
  let [shown, ranks] = [null, []];
  let nameOf = () => '';
  // The K rule said once above the table, not on each row; the last answer's rules (decideRules).
  let commonK = null;
  let rules = { preset: 'fide', standard: false };
  // Whether a rating waits: a key in a player's box is painted first, and the event rated again
  // after that frame, once for the keys typed meanwhile, not at all if the view went first.
  let queued = false;
  const typedFor = (map) => ({
    value: (rank) => state[map][rank] || '',
    on: (rank, text) => {
      state[map][rank] = text;
      if (!queued) afterPaint(() => queued && update({ typing: true }));
      queued = true;
    }
  });
  const table = buildTable(ctx, {
    typedFor,
    nameOf: (rank) => nameOf(rank),
    rules: () => rules,
    commonK: () => commonK,
    update: () => update(),
    event: () => shown,
    printNorm: (p, norm) => normPrint.print({ ...p, title: heldTitle(p, state) }, norm, shown)
  });

  const snapshot = () => copyState(state);
  const become = (next) => {
    [state, form.elements.eventText.value] = [next, next.text];
    update();
  };
  const keeping = createEventKeeping(t, ctx.storage, { state: snapshot, become });
  const openFile = (file) =>
    openFileText(form, t, file, (text) => {
      const before = snapshot();
      form.elements.eventText.value = text;
      state.fileName = file.name;
      for (const map of PLAYER_MAPS) state[map] = {};
      update({ opened: true });
      keeping.opened(before);
    });

  const form = buildEventForm(ctx, state, {
    file: openFile,
    input: (e) => {
      keeping.clear();
      update({ typing: typedKey(e) });
    },
    forget: keeping.forget,
    ask: keeping.ask.element
  });
  const parts = buildReport(ctx, table, () => csvFile(shown, ctx, state));
  const { report, facts, omitted, rulesNote, printed, actions, legend } = parts;
  const element = h('main', { class: 'elo-main elo-main-wide' }, [form, report.section]);
  const normPrint = createNormPrint(element, ctx);
  const settled = createSettled(element); // the report kept while the file has errors

  function update(how = {}) {
    queued = false;
    state = readEventForm(form, state);
    const typed = state.text.trim() !== '';
    const asked = typed
      ? askEvent(ctx.ask, state, table.opened(), ranks)
      : { text: '', response: { errors: [] }, ranks };
    const { text, response } = asked;
    ranks = asked.ranks;
    const decided = decideKept(response, settled, how, ctx);
    rules = decideRules(response, decided.event, state, ctx);
    showForm(form, rules, decided.routed.byField.has('eventDate'), ctx);
    if (response.rules)
      showKControls(form, { autoRow: ctx.id('kAuto-row') }, kControls(response, state, ctx));
    showFileName(form, t, state.fileName, !typed);
    showErrors({ root: element, id: ctx.id, t, f: ctx.f, general: report.general }, decided.routed);
    report.setStale(decided.stale);
    if (!decided.stale || decided.event !== shown) show(decided);
    keeping.keep(snapshot());
    ctx.onResult({ state: { ...state }, text, response });
  }

  function show(decided) {
    const event = decided.event;
    shown = event;
    nameOf = decided.nameOf;
    setText(report.heading, decided.heading);
    setText(facts, decided.facts);
    showLeftOut(omitted, decided.leftOut);
    showText(rulesNote, rules.sentence);
    report.setWarnings(decided.warnings);
    hide(report.waiting, !!event);
    actions.setReady(!!event);
    hide(actions.element, !event);
    hide(table.element, !event);
    commonK = event && !rules.system ? commonKRule(event.players || []) : null;
    if (event) table.render(event.players || []);
    fillFigures(legend, event ? legendOf(commonK, rules.system, state, ctx) : [], '');
    showPrinted(printed, event && form, rules, state.k, ctx);
  }

  // A key still waiting is not rated by a view that is going, but kept on the device.
  const dispose = () => {
    if (queued) keeping.keep(snapshot());
    queued = false;
    keeping.flush();
  };
  return { element, update, dispose, state: () => ({ ...state }) };
}
