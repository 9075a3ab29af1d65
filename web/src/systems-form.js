/* The form's parts for US Chess and "your own rules", the same in the game and the event
   modes: the switches of a rules object starting from plain Elo, and US Chess's bonus
   threshold. Each is marked with the input it is (data-input), and shown only under the rules
   that take it (systems.js). */
import { h } from './dom.js';
import { BONUS_THRESHOLDS, SWITCHES } from './state.js';
import { checkField, selectField } from './kit/field.js';

/** Marks `el` as the field `name`, shown only under the rules that need it. */
export function needs(el, name) {
  el.dataset.input = name;
  return el;
}

/** "Your own rules": each switch, a select or a checkbox, and what the choice is for. */
export function customFields(ctx, state) {
  const { t } = ctx;
  const key = (name) => 'form.custom.' + name;
  return needs(
    h('fieldset', { class: 'elo-custom' }, [
      h('legend', { text: t('form.rulesCustom') }),
      ...SWITCHES.map(([name, values]) =>
        values
          ? selectField(ctx, {
              name,
              label: key(name) + '.label',
              choices: values.map((v) => [v, key(name) + '.' + (v || 'elo')]),
              value: state[name] || ''
            })
          : checkField(ctx, { name, label: key(name), checked: state[name] === '1' })
      ),
      h('p', { class: 'elo-hint', text: t('form.custom.hint') })
    ]),
    'switches'
  );
}

/** US Chess's bonus threshold B: today's, or as it was before. */
export function bonusField(ctx, state) {
  const choices = BONUS_THRESHOLDS.map((v) => [v, 'form.bonus' + (v || '10')]);
  return needs(
    selectField(ctx, {
      name: 'bonusThreshold',
      label: 'form.bonusThreshold',
      choices,
      value: state.bonusThreshold || ''
    }),
    'bonusThreshold'
  );
}

/** What the switches and B hold now. */
export function readSystemFields(form) {
  const el = form.elements;
  const state = { bonusThreshold: el.bonusThreshold.value };
  for (const [name, values] of SWITCHES)
    state[name] = values ? el[name].value : el[name].checked ? '1' : '';
  return state;
}
