/* Writes routed errors (kit/errors.js) into a view: each field's box (found by its
   data-error-for), its controls' aria-invalid and aria-describedby, and the general box. */
import { h, hide, setText } from '../dom.js';
import { errorMessage, lineMessages } from './errors.js';

function describe(control, ids) {
  if (ids.length) control.setAttribute('aria-describedby', ids.join(' '));
  else control.removeAttribute('aria-describedby');
}

function fillBox(box, list, { t, f, action }) {
  if (box.localName !== 'ul') {
    setText(box, list.map((e) => errorMessage(e, t, f)).join(' '));
    return;
  }
  box.replaceChildren(
    ...lineMessages(list, t, f).map(({ error, text }) =>
      h('li', null, [text, action ? action(error) : null])
    )
  );
}

/** Shows `routed` ({ byField, general }) in `root`. view: { root, id, t, f, general (the box
    for errors of no field), action(error) (a control to put beside a line's error, or null) }.
    A box with no error that is already hidden is left as it is, so that a report of thousands
    of rows (an event's K boxes) costs one pass. */
export function showErrors(view, routed) {
  const { root, id } = view;
  let controls = null;
  for (const box of root.querySelectorAll('[data-error-for]')) {
    const name = box.dataset.errorFor;
    const list = routed.byField.get(name) || [];
    if (list.length === 0 && box.hidden) continue;
    fillBox(box, list, view);
    hide(box, list.length === 0);
    if (!controls) controls = namedControls(root);
    const hint = root.querySelector('#' + id(name + '-hint'));
    for (const control of controls.get(name) || []) {
      if (list.length) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
      describe(control, [hint ? hint.id : null, list.length ? box.id : null].filter(Boolean));
    }
  }
  if (view.general) {
    view.general.replaceChildren(
      ...routed.general.map((e) =>
        h('p', { class: 'elo-error', text: errorMessage(e, view.t, view.f) })
      )
    );
  }
}

// The controls of `root` by name (a group of radio buttons shares one).
function namedControls(root) {
  const byName = new Map();
  for (const control of root.querySelectorAll('[name]')) {
    if (!byName.has(control.name)) byName.set(control.name, []);
    byName.get(control.name).push(control);
  }
  return byName;
}
