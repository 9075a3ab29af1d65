/* The ladder mode's form: the season's games (typed, pasted, or a .txt, .csv or .pgn file
   opened or dropped), an optional roster of starting ratings, and the club's choices. */
import { h } from './dom.js';
import { rulesField } from './game-form.js';
import { PERIODS, UPDATES } from './ladder-request.js';
import { fileDropZone } from './file-drop.js';

function field(ctx, name, labelKey, control, hintKey) {
  const { t, id } = ctx;
  control.id = id(name);
  if (hintKey) control.setAttribute('aria-describedby', id(name + '-hint'));
  return h('div', { class: 'elo-field', 'data-field': name }, [
    h('label', { for: id(name), text: t(labelKey) }),
    control,
    hintKey && h('p', { class: 'elo-hint', id: id(name + '-hint'), text: t(hintKey) }),
    h('ul', { class: 'elo-error elo-line-errors', id: id(name + '-error'), hidden: true })
  ]);
}

function textInput(name, value, extra) {
  const input = h(
    'input',
    Object.assign({ type: 'text', name, autocomplete: 'off', spellcheck: 'false' }, extra)
  );
  input.value = value;
  return input;
}

function textArea(name, value, rows) {
  const area = h('textarea', {
    name,
    rows: String(rows),
    spellcheck: 'false',
    autocomplete: 'off',
    wrap: 'off',
    class: 'elo-trf-text'
  });
  area.value = value;
  return area;
}

function choiceField(ctx, name, legendKey, choices, value) {
  return h('fieldset', { class: 'elo-field elo-segmented', 'data-field': name }, [
    h('legend', { text: ctx.t(legendKey) }),
    h(
      'div',
      { class: 'elo-segments elo-segments-' + choices.length },
      choices.map(([v, key]) => {
        const input = h('input', { type: 'radio', name, value: v, id: ctx.id(name + '-' + v) });
        input.checked = v === value;
        return h('div', { class: 'elo-segment' }, [
          input,
          h('label', { for: ctx.id(name + '-' + v), text: ctx.t(key) })
        ]);
      })
    )
  ]);
}

/** The form for `state`; onFile(file) when a file is opened or dropped. */
export function buildLadderForm(ctx, state, onFile) {
  const { t, id } = ctx;
  const zone = fileDropZone(
    ctx,
    {
      name: 'ladderFile',
      accept: '.txt,.csv,.pgn,text/plain,text/csv',
      openKey: 'ladder.open',
      dropKey: 'ladder.drop'
    },
    onFile
  );
  const period = h(
    'select',
    { name: 'period' },
    PERIODS.map(([v, key]) => h('option', { value: v, text: t(key) }))
  );
  period.value = state.period;
  const provisional = h('input', { type: 'checkbox', name: 'provisional', id: id('provisional') });
  provisional.checked = !!state.provisional;
  return h(
    'form',
    {
      class: 'elo-form elo-ladder-form',
      part: 'form',
      novalidate: true,
      'aria-labelledby': id('ladder-heading')
    },
    [
      h('h2', { id: id('ladder-heading'), text: t('ladder.heading') }),
      zone,
      field(
        ctx,
        'ladderGames',
        'ladder.games',
        textArea('ladderGames', state.games, 8),
        'ladder.gamesHint'
      ),
      h('details', { class: 'elo-roster', open: state.roster.trim() !== '' }, [
        h('summary', { text: t('ladder.rosterSummary') }),
        field(
          ctx,
          'ladderRoster',
          'ladder.roster',
          textArea('ladderRoster', state.roster, 4),
          'ladder.rosterHint'
        )
      ]),
      h('div', { class: 'elo-event-options' }, [
        rulesField(Object.assign({}, ctx, { state })),
        field(
          ctx,
          'k',
          'form.k',
          textInput('k', state.k, { inputmode: 'decimal', class: 'elo-k-input' }),
          'ladder.kHint'
        ),
        field(
          ctx,
          'initialRating',
          'ladder.initialRating',
          textInput('initialRating', state.initialRating, {
            inputmode: 'decimal',
            class: 'elo-k-input'
          }),
          'ladder.initialRatingHint'
        )
      ]),
      h('div', { class: 'elo-event-options' }, [
        choiceField(ctx, 'update', 'ladder.update', UPDATES, state.update),
        h('div', { class: 'elo-field', 'data-field': 'period' }, [
          h('label', { for: id('period'), text: t('ladder.period') }),
          Object.assign(period, { id: id('period') })
        ]),
        h('div', { class: 'elo-check' }, [
          provisional,
          h('label', { for: id('provisional'), text: t('ladder.provisional') })
        ])
      ]),
      h('p', { class: 'elo-note elo-kept', 'data-kept': '' }, [
        h('span', { role: 'status', text: t('ladder.kept') }),
        ' ',
        h('button', {
          type: 'button',
          class: 'elo-button elo-forget',
          'data-forget': '',
          text: t('ladder.forget')
        })
      ])
    ]
  );
}

/** The state the form holds now, keeping what it has no control for from `previous`. */
export function readLadderForm(form, previous) {
  const el = form.elements;
  const update = form.querySelector('input[name="update"]:checked');
  return Object.assign({}, previous, {
    games: el.ladderGames.value,
    roster: el.ladderRoster.value,
    rules: el.rules.value,
    k: el.k.value,
    initialRating: el.initialRating.value,
    update: update ? update.value : previous.update,
    period: el.period.value,
    provisional: el.provisional.checked
  });
}
