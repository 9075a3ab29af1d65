/* A form's fields, the same in every mode: a label, the control, a hint and the box its errors
   go in (kit/error-boxes.js finds the box by its data-error-for). Controls are built with their
   value as the state holds it; what a value means is the core's business. */
import { h } from '../dom.js';

/** A one-line text box: `extra` adds attributes (inputmode, placeholder, class, …). */
export function textInput(name, value, extra) {
  const input = h('input', {
    type: 'text',
    name,
    autocomplete: 'off',
    spellcheck: 'false',
    ...extra
  });
  input.value = value === undefined || value === null ? '' : String(value);
  return input;
}

/** A text area of `rows` lines that keeps long lines whole (a file's lines, a list of games). */
export function textArea(name, value, rows, extra) {
  const area = h('textarea', {
    name,
    rows: String(rows),
    spellcheck: 'false',
    autocomplete: 'off',
    wrap: 'off',
    ...extra
  });
  area.value = value || '';
  return area;
}

/** The box a field's errors are written in: a list when they name lines. */
export function errorBox(id, name, lines) {
  return h(lines ? 'ul' : 'p', {
    class: lines ? 'elo-error elo-line-errors' : 'elo-error',
    id: id(name + '-error'),
    'data-error-for': name,
    hidden: true
  });
}

/** The values a field takes, as the core gives them ({ min, max, minExclusive }), in words;
    '' without a range. */
export function rangeText({ t, f }, range) {
  if (!range) return '';
  const bounds = { min: f.plain.format(range.min), max: f.plain.format(range.max) };
  return t(range.minExclusive ? 'form.rangeAbove' : 'form.range', bounds);
}

/** A field's hint: the locale key `hint`'s text and the range it takes, or '' for none. */
export function hintText(ctx, hint, range) {
  return [hint && ctx.t(hint), range && rangeText(ctx, range)].filter(Boolean).join(' ');
}

/** A field around `control`: its label (locale key `label`), a hint that the control is
    described by (locale key `hint`, and the `range` of values it takes), and its error box
    (a list with `lines`). */
export function field(ctx, { name, label, control, hint, range, lines, before, after }) {
  const { t, id } = ctx;
  const text = hintText(ctx, hint, range);
  control.id = id(name);
  if (text) control.setAttribute('aria-describedby', id(name + '-hint'));
  return h('div', { class: 'elo-field', 'data-field': name }, [
    h('label', { for: id(name), text: t(label) }),
    before,
    control,
    after,
    text && h('p', { class: 'elo-hint', id: id(name + '-hint'), text }),
    errorBox(id, name, lines)
  ]);
}

// Options of `choices`: [value, locale key] each, or a group { label (locale key), choices }.
function options(t, choices) {
  return choices.map((c) =>
    Array.isArray(c)
      ? h('option', { value: c[0], text: t(c[1]) })
      : h('optgroup', { label: t(c.label) }, options(t, c.choices))
  );
}

/** A select of `choices` ([value, locale key], or groups of them: { label, choices }) as a
    field; `after` goes under the select. */
export function selectField(ctx, { name, label, choices, value, after }) {
  const select = h('select', { name }, options(ctx.t, choices));
  select.value = value;
  return field(ctx, { name, label, control: select, after });
}

/** A checkbox with its label after it. */
export function checkField({ t, id }, { name, label, checked, rowId }) {
  const box = h('input', { type: 'checkbox', id: id(name), name });
  box.checked = !!checked;
  return h('div', { class: 'elo-check', id: rowId || null }, [
    box,
    h('label', { for: id(name), text: t(label) })
  ]);
}

/** Radio buttons shown as one segmented control. `choices` are [value, locale key, id suffix
    (the value by default)]; `legend` is a locale key, `legendHidden` keeps it for screen
    readers only; with `errors`, the field has an error box. */
export function choiceField(ctx, opts) {
  const { t, id } = ctx;
  const { name, legend, choices, value, errors, legendHidden, onChange } = opts;
  const segments = h(
    'div',
    { class: 'elo-segments elo-segments-' + choices.length },
    choices.map(([v, key, suffix]) => {
      const inputId = id(name + '-' + (suffix || v));
      const input = h('input', {
        type: 'radio',
        name,
        value: v,
        id: inputId,
        on: onChange ? { change: () => onChange(v) } : null
      });
      input.checked = v === value;
      return h('div', { class: 'elo-segment' }, [
        input,
        h('label', { for: inputId, text: t(key) })
      ]);
    })
  );
  return h(
    'fieldset',
    { class: (opts.plain ? '' : 'elo-field ') + 'elo-segmented', 'data-field': name },
    [
      h('legend', { class: legendHidden ? 'elo-visually-hidden' : null, text: t(legend) }),
      segments,
      errors && errorBox(id, name, false)
    ]
  );
}
