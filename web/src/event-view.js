/* The event mode: a tournament report file opened, dropped or pasted, and every player's K,
   expected score, change, new rating and performance from the core. The file is read on the
   device and never sent anywhere. */
import { h } from './dom.js';
import { kField, rulesField, showKControls } from './game-form.js';
import { errorMessage } from './field-errors.js';
import { eventRequest } from './event-request.js';
import { fileDropZone, readFileText } from './file-drop.js';
import { createEventTable } from './event-table.js';
import { eventCsv, eventCsvName } from './event-csv.js';
import { download } from './csv.js';

const WARNING_KEYS = {
  'pairing-mismatch': 'event.warning.pairingMismatch',
  'points-mismatch': 'event.warning.pointsMismatch',
  'date-missing': 'event.warning.dateMissing'
};

function textField({ t, id, state }) {
  const area = h('textarea', {
    id: id('eventText'),
    name: 'eventText',
    rows: '6',
    spellcheck: 'false',
    autocomplete: 'off',
    wrap: 'off',
    class: 'elo-trf-text',
    'aria-describedby': id('eventText-hint')
  });
  area.value = state.text;
  return h('div', { class: 'elo-field', 'data-field': 'eventText' }, [
    h('label', { for: id('eventText'), text: t('event.paste') }),
    area,
    h('p', { class: 'elo-hint', id: id('eventText-hint'), text: t('event.pasteHint') }),
    h('ul', { class: 'elo-error elo-line-errors', id: id('eventText-error'), hidden: true })
  ]);
}

function dateField({ t, id, state }) {
  const input = h('input', {
    type: 'text',
    id: id('eventDate'),
    name: 'eventDate',
    inputmode: 'numeric',
    autocomplete: 'off',
    placeholder: 'YYYY-MM-DD',
    'aria-describedby': id('eventDate-hint')
  });
  input.value = state.date;
  return h('div', { class: 'elo-field', 'data-field': 'eventDate' }, [
    h('label', { for: id('eventDate'), text: t('event.date') }),
    input,
    h('p', { class: 'elo-hint', id: id('eventDate-hint'), text: t('event.dateHint') }),
    h('p', { class: 'elo-error', id: id('eventDate-error'), hidden: true })
  ]);
}

function headerFacts(event, { t, f }) {
  const facts = [];
  // The file's own texts, each as it is, or both in a sentence of the page's language.
  const pair = (a, b, key) => (a && b ? t(key, { a, b }) : a || b);
  if (event.city || event.federation) facts.push(pair(event.city, event.federation, 'event.place'));
  if (event.start || event.end) facts.push(pair(event.start, event.end, 'event.dates'));
  facts.push(
    t('event.counts', {
      players: f.plain.format((event.players || []).length),
      rounds: f.plain.format(event.rounds || 0)
    })
  );
  if (event.timeControl) facts.push(event.timeControl);
  if (event.ignoredLines)
    facts.push(t('event.ignored', { count: f.plain.format(event.ignoredLines) }));
  return facts;
}

function warningText(w, ctx) {
  const { t, f } = ctx;
  const key = WARNING_KEYS[w.code];
  const message = key
    ? t(key, {
        name: ctx.nameOf(w.startRank),
        opponent: ctx.nameOf(w.opponent),
        round: f.plain.format(w.round || 0),
        otherLine: f.plain.format(w.otherLine || 0),
        points: typeof w.points === 'number' ? f.score.format(w.points) : '',
        pointsInFile: typeof w.pointsInFile === 'number' ? f.score.format(w.pointsInFile) : ''
      })
    : t('errors.unknown', { code: w.code });
  return w.line ? t('errors.line', { line: f.plain.format(w.line), message }) : message;
}

/** The event mode's view. ctx: { t, f, id, lang, state (the event state), ask(request) →
    { text, response }, onResult({ state, text, response }), print() }. */
export function createEventView(ctx) {
  let state = Object.assign({}, ctx.state, { kByPlayer: Object.assign({}, ctx.state.kByPlayer) });
  let last = null;
  let shown = null;
  const names = new Map();
  const nameOf = (rank) =>
    names.get(rank) || (rank ? ctx.t('event.startNumber', { rank: ctx.f.plain.format(rank) }) : '');
  const tableCtx = Object.assign({}, ctx, {
    nameOf,
    kValue: (rank) => state.kByPlayer[rank] || '',
    onK: (rank, text) => {
      state.kByPlayer[rank] = text;
      update();
    },
    onToggle: (rank) => table.toggle(rank),
    onOpenInCalculator: ctx.openMode ? openInCalculator : null
  });

  // A player's event in the game mode, for what-ifs: their rating, their games as the core
  // lists them, the rules and the K they had (before the 700 rule, which the game mode applies).
  function openInCalculator(p) {
    const k = typeof p.kBeforeCap === 'number' ? p.kBeforeCap : p.k;
    const patch = { ratingA: p.rating === null ? '' : String(p.rating), games: p.gamesText || '' };
    patch.rules = state.rules;
    if (typeof k === 'number') Object.assign(patch, { k: String(k), kAuto: false });
    ctx.openMode('game', patch);
  }
  const table = createEventTable(tableCtx);
  const fileName = () => form.querySelector('.elo-file-name');

  async function openFile(file) {
    try {
      const text = await readFileText(file);
      form.elements.eventText.value = text;
      state.fileName = file.name;
      state.kByPlayer = {};
      update();
    } catch {
      fileName().textContent = ctx.t('event.unreadable', { name: file.name });
    }
  }

  const form = h(
    'form',
    {
      class: 'elo-form elo-event-form',
      part: 'form',
      novalidate: true,
      'aria-labelledby': ctx.id('event-heading'),
      on: {
        submit: (e) => e.preventDefault(),
        input: (e) => {
          if (!e.target.name.startsWith('k-')) update();
        }
      }
    },
    [
      h('h2', { id: ctx.id('event-heading'), text: ctx.t('event.heading') }),
      fileDropZone(
        ctx,
        {
          name: 'eventFile',
          accept: '.trf,.txt,text/plain',
          openKey: 'event.open',
          dropKey: 'event.drop'
        },
        openFile
      ),
      textField(Object.assign({}, ctx, { state })),
      h('div', { class: 'elo-event-options' }, [
        rulesField(Object.assign({}, ctx, { state })),
        kField(
          Object.assign({}, ctx, {
            state,
            kAutoLabel: 'event.kAuto',
            onPick: (k) => {
              form.elements.k.value = k;
              form.elements.kAuto.checked = false;
              update();
            }
          })
        ),
        dateField(Object.assign({}, ctx, { state }))
      ])
    ]
  );

  const heading = h('h2', { id: ctx.id('report-heading'), text: ctx.t('event.report') });
  const facts = h('p', { class: 'elo-event-facts' });
  const errors = h('div', { class: 'elo-general-errors', role: 'status' });
  const warnings = h('div', { class: 'elo-warnings', hidden: true }, [
    h('h3', { text: ctx.t('event.warnings') }),
    h('ul')
  ]);
  const empty = h('p', { class: 'elo-waiting', text: ctx.t('event.waiting') });
  const staleNote = h('p', {
    class: 'elo-error',
    role: 'status',
    hidden: true,
    text: ctx.t('event.stale')
  });
  const exportCsv = h('button', {
    type: 'button',
    class: 'elo-button',
    text: ctx.t('event.exportCsv'),
    on: { click: downloadCsv }
  });
  const print = h('button', {
    type: 'button',
    class: 'elo-button',
    text: ctx.t('event.print'),
    on: { click: () => ctx.print() }
  });
  const actions = h('div', { class: 'elo-actions', hidden: true }, [exportCsv, print]);
  const report = h(
    'section',
    {
      class: 'elo-results elo-event-results',
      part: 'results',
      'aria-labelledby': ctx.id('report-heading')
    },
    [heading, facts, errors, staleNote, warnings, empty, actions, table.element]
  );
  const element = h('main', { class: 'elo-main elo-main-wide' }, [form, report]);

  function downloadCsv() {
    if (last && last.event) download(eventCsv(last.event, ctx), eventCsvName(last.event));
  }

  function readForm() {
    const el = form.elements;
    return Object.assign({}, state, {
      text: el.eventText.value,
      rules: el.rules.value,
      k: el.k.value,
      kAuto: el.kAuto.checked,
      date: el.eventDate.value
    });
  }

  function renderErrors(list) {
    const box = form.querySelector('#' + ctx.id('eventText-error'));
    const fileErrors = list.filter((e) => e.field === 'event.trf' || e.field === 'event');
    box.replaceChildren(...fileErrors.map((e) => h('li', { text: errorMessage(e, ctx.t, ctx.f) })));
    box.hidden = fileErrors.length === 0;
    form.elements.eventText.toggleAttribute('aria-invalid', fileErrors.length > 0);
    const kErrors = new Map();
    for (const e of list) {
      const m = /^event\.players\.(\d+)\./.exec(e.field || '');
      if (m) kErrors.set(+m[1], errorMessage(e, ctx.t, ctx.f));
    }
    table.showKErrors(kErrors);
    const fieldBoxes = { k: 'k-error', date: 'eventDate-error', rules: 'rules-error' };
    for (const [field, boxId] of Object.entries(fieldBoxes)) {
      const mine = list.filter((e) => e.field === field);
      const el = form.querySelector('#' + ctx.id(boxId));
      el.textContent = mine.map((e) => errorMessage(e, ctx.t, ctx.f)).join(' ');
      el.hidden = mine.length === 0;
    }
    const shown = new Set(['event.trf', 'event', 'k', 'date', 'rules']);
    errors.replaceChildren(
      ...list
        .filter((e) => !shown.has(e.field) && !/^event\.players\./.test(e.field || ''))
        .map((e) => h('p', { class: 'elo-error', text: errorMessage(e, ctx.t, ctx.f) }))
    );
  }

  // A K typed wrong for one player stops the calculation, as any error does; the report
  // stays in view, marked as out of date, so that the box can be put right where it is.
  function onlyPlayerErrors(errors) {
    return errors.length > 0 && errors.every((e) => /^event\.players\./.test(e.field || ''));
  }

  function update() {
    state = readForm();
    const typed = state.text.trim() !== '';
    const { text, response } = typed
      ? ctx.ask(eventRequest(state))
      : { text: '', response: { errors: [] } };
    const errorList = response.errors || [];
    if (response.rules) showKControls(form, { autoRow: ctx.id('kAuto-row') }, response, state);
    fileName().textContent = state.fileName ? ctx.t('event.opened', { name: state.fileName }) : '';
    renderErrors(errorList);
    const stale = !response.event && shown !== null && onlyPlayerErrors(errorList);
    report.classList.toggle('elo-stale', stale);
    staleNote.hidden = !stale;
    if (!stale) show(response.event || null);
    last = stale ? last : response;
    ctx.onResult({ state: Object.assign({}, state), text, response });
  }

  function show(event) {
    shown = event;
    names.clear();
    for (const p of (event && event.players) || []) names.set(p.startRank, p.name);
    heading.textContent = event && event.name ? event.name : ctx.t('event.report');
    facts.textContent = event ? headerFacts(event, ctx).join(' · ') : '';
    const list = (event && event.warnings) || [];
    warnings.hidden = list.length === 0;
    warnings.lastChild.replaceChildren(
      ...list.map((w) => h('li', { text: warningText(w, Object.assign({ nameOf }, ctx)) }))
    );
    empty.hidden = !!event;
    actions.hidden = !event;
    table.element.hidden = !event;
    if (event) table.render(event.players || []);
  }

  return { element, update, state: () => Object.assign({}, state) };
}
