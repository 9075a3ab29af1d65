/* The event mode's form: the tournament report file (opened, dropped or pasted), the rules, K
   for everyone and the rating period's date. Reads back as the event state. */
import { h } from './dom.js';
import { fileDropZone } from './file-drop.js';
import { field, textArea, textInput } from './kit/field.js';
import { kField, rulesField } from './k-field.js';

/** The form for `state`. ctx: { t, id }; on: { file(file), input(), pick(k) }. */
export function buildEventForm(ctx, state, on) {
  const { t, id } = ctx;
  const withState = Object.assign({}, ctx, { state });
  const text = textArea('eventText', state.text, 6, { class: 'elo-text-lines' });
  const date = textInput('eventDate', state.date, {
    inputmode: 'numeric',
    placeholder: 'YYYY-MM-DD'
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
          if (e.target.name !== 'eventFile') on.input();
        }
      }
    },
    [
      h('h2', { id: id('event-heading'), text: t('event.heading') }),
      zone,
      field(ctx, {
        name: 'eventText',
        label: 'event.paste',
        hint: 'event.pasteHint',
        control: text,
        lines: true
      }),
      h('div', { class: 'elo-options' }, [
        rulesField(withState),
        kField(Object.assign({}, withState, { kAutoLabel: 'event.kAuto', onPick: on.pick })),
        field(ctx, {
          name: 'eventDate',
          label: 'event.date',
          hint: 'event.dateHint',
          control: date
        })
      ])
    ]
  );
}

/** The state the form holds now, keeping what it has no control for from `previous`. */
export function readEventForm(form, previous) {
  const el = form.elements;
  return Object.assign({}, previous, {
    text: el.eventText.value,
    rules: el.rules.value,
    k: el.k.value,
    kAuto: el.kAuto.checked,
    date: el.eventDate.value
  });
}
