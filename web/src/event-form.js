/* The event mode's form: the tournament report file (opened, dropped or pasted), the rules
   (the file's time control chooses them until the user does), K for everyone and the rating
   period's date. Reads back as the event state. */
import { h, hide } from './dom.js';
import { fileDropZone, fileExample } from './file-drop.js';
import { EXAMPLE_EVENT } from './examples.js';
import { checkField, field, textArea, textInput } from './kit/field.js';
import { formHead } from './kit/form-head.js';
import { kField, rulesField } from './k-field.js';
import { RULES_FROM_FILE } from './state.js';
import { bonusField, customFields, needs, readSystemFields } from './systems-form.js';
import { normFields, readNormFields } from './norm-form.js';

// The rules select, with the choice of the file's time control under it and what that time
// control was read as (filled in by the view).
function rulesFields(ctx, state) {
  const fromFile = state.rules === RULES_FROM_FILE;
  const read = h(
    'p',
    { class: 'elo-hint elo-time-control', id: ctx.id('timeControl-row'), hidden: true },
    [
      h('span', { text: ctx.t('event.timeControl.label') }),
      h('output', { name: 'timeControl', 'aria-live': 'off' })
    ]
  );
  const check = checkField(ctx, {
    name: 'rulesFromFile',
    label: 'event.rulesFromFile',
    checked: fromFile
  });
  return rulesField(
    { ...ctx, state },
    fromFile ? 'fide' : state.rules,
    h('div', null, [check, read])
  );
}

/** The form for `state`. ctx: { t, id }; on: { file(file), input(event) (a K picked too,
    without one) }. */
export function buildEventForm(ctx, state, on) {
  const { t, id } = ctx;
  const withState = { ...ctx, state };
  const text = textArea('eventText', state.text, 6, { class: 'elo-text-lines' });
  const date = textInput('eventDate', state.date, {
    inputmode: 'numeric',
    placeholder: ctx.t('form.datePlaceholder')
  });
  const zone = fileDropZone(
    ctx,
    {
      name: 'eventFile',
      accept: '.trf,.txt,text/plain',
      openKey: 'event.open',
      dropKey: 'event.drop'
    },
    on.file
  );
  return h(
    'form',
    {
      class: 'elo-form elo-event-form',
      part: 'form',
      novalidate: true,
      'aria-labelledby': id('event-heading'),
      on: {
        submit: (e) => e.preventDefault(),
        input: (e) => {
          // A preset chosen is the user's, until the file's time control is chosen again.
          if (e.target.name === 'rules') e.currentTarget.elements.rulesFromFile.checked = false;
          if (e.target.name !== 'eventFile') on.input(e);
        }
      }
    },
    [
      formHead(
        { id: id('event-heading'), text: t('event.heading') },
        fileExample(t, EXAMPLE_EVENT, on.file, state.text.trim() === '')
      ),
      zone,
      field(ctx, {
        name: 'eventText',
        label: 'event.paste',
        hint: 'event.pasteHint',
        control: text,
        lines: true
      }),
      h('div', { class: 'elo-options' }, [
        rulesFields(ctx, state),
        customFields(ctx, state),
        bonusField(ctx, state),
        // US Chess's N for every player without their own, shown with N's other fields.
        needs(
          field(ctx, {
            name: 'eventRatedGames',
            label: 'event.defaultGames',
            hint: 'event.defaultGamesHint',
            control: textInput('eventRatedGames', state.defaultGames, {
              inputmode: 'numeric',
              class: 'elo-k-input'
            })
          }),
          'ratedGames'
        ),
        kField({ ...withState, kAutoLabel: 'event.kAuto', onPick: on.input }),
        field(ctx, {
          name: 'eventDate',
          label: 'event.date',
          hint: 'event.dateHint',
          control: date
        })
      ]),
      normFields(ctx, state),
      h('p', { class: 'elo-note elo-kept' }, [
        h('span', { text: t('event.kept') }),
        h('button', {
          type: 'button',
          class: 'elo-button',
          'data-action': 'event-forget',
          text: t('event.forget'),
          on: { click: on.forget }
        })
      ]),
      on.ask
    ]
  );
}

/** The state the form holds now, keeping what it has no control for from `previous`. */
export function readEventForm(form, previous) {
  const el = form.elements;
  return {
    ...previous,
    ...readSystemFields(form),
    ...readNormFields(form),
    text: el.eventText.value,
    rules: el.rulesFromFile.checked ? RULES_FROM_FILE : el.rules.value,
    k: el.k.value,
    kAuto: el.kAuto.checked,
    date: el.eventDate.value,
    defaultGames: el.eventRatedGames.value
  };
}

/** Shows the rules the core applied (`rules`, decideRules): the preset in the select, whether
    the file chooses them, and what its time control was read as. */
export function showRules(form, rules, id) {
  const el = form.elements;
  if (el.rules.value !== rules.preset) el.rules.value = rules.preset;
  el.rulesFromFile.checked = rules.fromFile;
  el.timeControl.value = rules.timeControl;
  hide(form.querySelector('#' + id('timeControl-row')), rules.timeControl === '');
}
