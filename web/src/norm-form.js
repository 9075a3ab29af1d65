/* The event form's switches for the title norms, for what a tournament file cannot say: the
   event type's exemption (B.01 1.4.3 a–c), round robin or Swiss where the file does not say,
   and whether the titles in the file were held when the event began. Each has a line of help,
   and is kept with the event's other choices. */
import { h } from './dom.js';
import { field } from './kit/field.js';
import { EXEMPTIONS } from './norm-request.js';
import { exemptionKey } from './norm-decide.js';

const ROUND_ROBIN = [
  ['', 'norms.form.roundRobinFile'],
  ['yes', 'norms.form.roundRobinYes'],
  ['no', 'norms.form.roundRobinNo']
];

function select(name, choices, value) {
  const el = h(
    'select',
    { name },
    choices.map(([v, text]) => h('option', { value: v, text }))
  );
  el.value = value;
  return el;
}

/** The switches for `state`, in a group of their own. ctx: { t, id }. */
export function normFields(ctx, state) {
  const { t, id } = ctx;
  // "None" is said as the event type it stands for.
  const exemptions = EXEMPTIONS.map((e) => [
    e,
    t(e === 'none' ? 'norms.form.exemptionNone' : 'norms.exemption.' + exemptionKey(e))
  ]);
  const robin = ROUND_ROBIN.map(([v, key]) => [v, t(key)]);
  const box = h('input', {
    type: 'checkbox',
    id: id('normTitlesConfirmed'),
    name: 'normTitlesConfirmed',
    'aria-describedby': id('normTitlesConfirmed-hint')
  });
  box.checked = state.normTitlesConfirmed !== false;
  return h('fieldset', { class: 'elo-norm-switches' }, [
    h('legend', { text: t('norms.form.heading') }),
    field(ctx, {
      name: 'normExemption',
      label: 'norms.form.exemption',
      hint: 'norms.form.exemptionHint',
      control: select('normExemption', exemptions, state.normExemption || 'none')
    }),
    field(ctx, {
      name: 'normRoundRobin',
      label: 'norms.form.roundRobin',
      hint: 'norms.form.roundRobinHint',
      control: select('normRoundRobin', robin, state.normRoundRobin || '')
    }),
    h('div', { class: 'elo-check' }, [
      box,
      h('label', { for: id('normTitlesConfirmed'), text: t('norms.form.titlesConfirmed') })
    ]),
    h('p', {
      class: 'elo-hint',
      id: id('normTitlesConfirmed-hint'),
      text: t('norms.form.titlesConfirmedHint')
    })
  ]);
}

/** The switches' state as the form holds them. */
export function readNormFields(form) {
  const el = form.elements;
  return {
    normExemption: el.normExemption.value,
    normRoundRobin: el.normRoundRobin.value,
    normTitlesConfirmed: el.normTitlesConfirmed.checked
  };
}
