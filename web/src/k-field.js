/* The rules and K of every mode's form: the rules select, the K box with its quick picks and
   the automatic choice, and what the core's answer says of them (whether automatic K is
   offered, which K applied and why). */
import { h, hide, put, setText } from './dom.js';
import { K_PICKS, RULE_GROUPS } from './state.js';
import { errorBox, hintText, selectField } from './kit/field.js';
import { kAppliedText } from './kit/k-reason.js';

/** The range of values the core takes for `what` ('rating', 'k'), where it has said it. */
export function limit(ctx, what) {
  return (ctx.limits && ctx.limits[what]) || null;
}

/** The rules select, its presets in their groups. ctx: { t, id, state }; `value` the preset
    shown (the state's by default), `after` what goes under the select. With `plainOnly` (a
    ladder), only the presets without inputs of their own, and the one asked for, so that the
    core says why it cannot take it. */
export function rulesField(ctx, value, after, plainOnly) {
  const shown = value || ctx.state.rules;
  const choices = RULE_GROUPS.map((group) => ({
    label: group.label,
    choices: group.choices
      .filter((c) => !plainOnly || !(c.national || c.value === 'custom') || c.value === shown)
      .map((c) => [c.value, c.label])
  })).filter((group) => group.choices.length);
  return selectField(ctx, { name: 'rules', label: 'form.rules', choices, value: shown, after });
}

function picks({ t, onPick }) {
  return h(
    'div',
    { class: 'elo-picks' },
    K_PICKS.map(([groupKey, values]) =>
      h('div', { class: 'elo-pick-group', role: 'group', 'aria-label': t(groupKey) }, [
        h('span', { class: 'elo-pick-label', 'aria-hidden': 'true', text: t(groupKey) }),
        ...values.map((v) =>
          h('button', {
            type: 'button',
            class: 'elo-pick',
            'data-k': v,
            'aria-label': t('form.kPick', { k: v }),
            text: v,
            on: {
              // The K picked in the box, the automatic choice off, then the form's own.
              click: (e) => {
                const { k, kAuto } = e.currentTarget.form.elements;
                k.value = v;
                kAuto.checked = false;
                onPick();
              }
            }
          })
        )
      ])
    )
  );
}

/** The K box with its quick picks and the automatic choice. ctx: { t, f, id, state, limits,
    onPick() (after a pick has set the box), kAutoLabel (locale key of the automatic choice),
    kHint (locale key) }. */
export function kField(ctx) {
  const { t, id, state } = ctx;
  const input = h('input', {
    id: id('k'),
    name: 'k',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    spellcheck: 'false',
    class: 'elo-k-input',
    'aria-describedby': id('k-hint')
  });
  input.value = state.k;
  const autoBox = h('input', { type: 'checkbox', id: id('kAuto'), name: 'kAuto' });
  autoBox.checked = !!state.kAuto;
  const applied = h('output', { class: 'elo-k-applied', id: id('k-applied'), hidden: true });
  return h('div', { class: 'elo-field', 'data-field': 'k' }, [
    h('label', { for: id('k'), text: t('form.k') }),
    h('div', { class: 'elo-k-row' }, [input, applied, picks(ctx)]),
    h('div', { class: 'elo-check', id: id('kAuto-row') }, [
      autoBox,
      h('label', { for: id('kAuto'), text: t(ctx.kAutoLabel || 'form.kAuto') })
    ]),
    h('p', {
      class: 'elo-hint',
      id: id('k-hint'),
      text: hintText(ctx, ctx.kHint || 'form.kHint', limit(ctx, 'k'))
    }),
    errorBox(id, 'k', false)
  ]);
}

/** What the K controls show for the core's `response`: { offered (the automatic choice, where
    the rules have one), automatic (K comes from the profile), applied (the sentence beside the
    box, '' for none), pressed (the quick pick that is the K typed) }. */
export function kControls(response, state, ctx) {
  const offered = !!(response.rules && response.rules.automaticK);
  const automatic = response.kAuto === true;
  const applied = response.kApplied
    ? kAppliedText(response.kApplied, ctx)
    : automatic
      ? ctx.t('form.kNeedsProfile')
      : '';
  return { offered, automatic, applied, pressed: automatic ? '' : String(state.k).trim() };
}

/** Shows `shown` (kControls) in `form`; ids: { autoRow, profile, applied } (the profile and the
    applied K only where the form has them). */
export function showKControls(form, ids, shown) {
  hide(form.querySelector('#' + ids.autoRow), !shown.offered);
  const profile = ids.profile && form.querySelector('#' + ids.profile);
  if (profile) hide(profile, !shown.automatic);
  put(form.elements.k, 'disabled', shown.automatic);
  const applied = ids.applied && form.querySelector('#' + ids.applied);
  if (applied) {
    setText(applied, shown.applied);
    hide(applied, shown.applied === '');
    hide(form.elements.k, shown.automatic);
  }
  for (const b of form.querySelectorAll('.elo-pick')) {
    const pressed = String(b.dataset.k === shown.pressed);
    if (b.getAttribute('aria-pressed') !== pressed) b.setAttribute('aria-pressed', pressed);
  }
}
