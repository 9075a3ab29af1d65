/* The ladder mode's form: the season's games (typed, pasted, or a .txt, .csv or .pgn file
   opened or dropped), an optional roster of starting ratings, and the club's choices. */
import { h } from './dom.js';
import { DATE_ORDERS, PERIODS, UPDATES } from './ladder-request.js';
import { fileDropZone, fileExample } from './file-drop.js';
import { EXAMPLE_SEASON } from './examples.js';
import { checkField, choiceField, field, selectField, textArea, textInput } from './kit/field.js';
import { formHead } from './kit/form-head.js';
import { limit, rulesField } from './k-field.js';

function options(ctx, state) {
  const number = (name, value) =>
    textInput(name, value, { inputmode: 'decimal', class: 'elo-k-input' });
  return [
    h('div', { class: 'elo-options' }, [
      rulesField({ ...ctx, state }, null, null, true),
      field(ctx, {
        name: 'k',
        label: 'form.k',
        hint: 'ladder.kHint',
        range: limit(ctx, 'k'),
        control: number('k', state.k)
      }),
      field(ctx, {
        name: 'initialRating',
        label: 'ladder.initialRating',
        hint: 'ladder.initialRatingHint',
        range: limit(ctx, 'rating'),
        control: number('initialRating', state.initialRating)
      }),
      selectField(ctx, {
        name: 'dateOrder',
        label: 'ladder.dateOrder',
        choices: DATE_ORDERS,
        value: state.dateOrder
      })
    ]),
    h('div', { class: 'elo-options' }, [
      choiceField(ctx, {
        name: 'update',
        legend: 'ladder.update',
        choices: UPDATES,
        value: state.update
      }),
      selectField(ctx, {
        name: 'period',
        label: 'ladder.period',
        choices: PERIODS,
        value: state.period
      }),
      checkField(ctx, {
        name: 'provisional',
        label: 'ladder.provisional',
        checked: state.provisional
      })
    ])
  ];
}

/** The form for `state`; onFile(file) when a file is opened or dropped. `asks` are two lines
    (kit/ask.js) for what opening a file and forgetting ask: under the file's zone and under the
    line that says the season is kept. */
export function buildLadderForm(ctx, state, onFile, asks) {
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
  const lines = (name, value, rows) => textArea(name, value, rows, { class: 'elo-text-lines' });
  return h(
    'form',
    {
      class: 'elo-form elo-ladder-form',
      part: 'form',
      novalidate: true,
      'aria-labelledby': id('ladder-heading')
    },
    [
      formHead(
        { id: id('ladder-heading'), text: t('ladder.heading') },
        fileExample(t, EXAMPLE_SEASON, onFile, state.games.trim() === '')
      ),
      zone,
      asks.file.element,
      field(ctx, {
        name: 'ladderGames',
        label: 'ladder.games',
        hint: 'ladder.gamesHint',
        control: lines('ladderGames', state.games, 8),
        lines: true
      }),
      h('details', { class: 'elo-roster', open: state.roster.trim() !== '' }, [
        h('summary', { text: t('ladder.rosterSummary') }),
        field(ctx, {
          name: 'ladderRoster',
          label: 'ladder.roster',
          hint: 'ladder.rosterHint',
          control: lines('ladderRoster', state.roster, 4),
          lines: true
        })
      ]),
      ...options(ctx, state),
      h('p', { class: 'elo-note elo-kept', 'data-kept': '' }, [
        h('span', { text: t('ladder.kept') }),
        ...[
          ['save', 'ladder.save'],
          ['forget', 'ladder.forget']
        ].map(([action, key]) =>
          h('button', {
            type: 'button',
            class: 'elo-button',
            'data-action': 'ladder-' + action,
            text: t(key)
          })
        )
      ]),
      asks.kept.element
    ]
  );
}

/** Puts `state`'s games, roster and choices in the form (a choice it has no control or option
    for is left as it is). */
export function fillLadderForm(form, state) {
  const el = form.elements;
  el.ladderGames.value = state.games;
  el.ladderRoster.value = state.roster;
  if (state.roster.trim()) form.querySelector('.elo-roster').open = true;
  for (const name of ['rules', 'k', 'initialRating', 'period', 'dateOrder']) {
    const control = el[name];
    if (!control.options || [...control.options].some((o) => o.value === state[name]))
      control.value = state[name];
  }
  const update = [...form.querySelectorAll('[name="update"]')].find(
    (r) => r.value === state.update
  );
  if (update) update.checked = true;
  el.provisional.checked = state.provisional;
}

/** The state the form holds now, keeping what it has no control for from `previous`. */
export function readLadderForm(form, previous) {
  const el = form.elements;
  const update = form.querySelector('input[name="update"]:checked');
  return {
    ...previous,
    games: el.ladderGames.value,
    roster: el.ladderRoster.value,
    rules: el.rules.value,
    k: el.k.value,
    initialRating: el.initialRating.value,
    update: update ? update.value : previous.update,
    period: el.period.value,
    provisional: el.provisional.checked,
    dateOrder: el.dateOrder.value
  };
}
