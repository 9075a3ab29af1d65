/* Small DOM builders. Text is always set as text, never parsed as markup. While a render takes
   over markup written at build time (adopt), each builder takes the markup's next element in
   the order the render creates them, instead of making a new one, and leaves it where it is. */

const SVG_NS = 'http://www.w3.org/2000/svg';

// The markup being taken over: its elements in the order the render creates them (null for one
// the markup lacks), and how many the render has taken.
let taking = null;

/** Sets attributes, `text` (as text) and `on` (event listeners) on `el`; false and null skip.
    An attribute markup being taken over already has is left as it is. */
export function setProps(el, props) {
  if (!props) return;
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'text') setText(el, String(value));
    else if (name === 'on')
      for (const [type, fn] of Object.entries(value)) el.addEventListener(type, fn);
    else {
      const text = value === true ? '' : String(value);
      if (!taking || el.getAttribute(name) !== text) el.setAttribute(name, text);
    }
  }
}

/** Appends a child, a string (as text) or a list of them; false and null skip. A child already
    in its place (markup taken over) stays there. */
export function append(el, children) {
  if (children === undefined || children === null || children === false) return;
  let at = taking ? el.firstChild : null;
  for (const c of Array.isArray(children) ? children : [children]) {
    if (c === undefined || c === null || c === false) continue;
    const same = at && (typeof c === 'string' ? at.nodeType === 3 && at.data === c : at === c);
    if (same) at = at.nextSibling;
    else el.insertBefore(typeof c === 'string' ? document.createTextNode(c) : c, at);
  }
}

/** Sets `el`'s property `name` (hidden, className, placeholder…), leaving the DOM alone when
    it already holds `value`: a row filled again with what it shows writes nothing. */
export function put(el, name, value) {
  if (el[name] !== value) el[name] = value;
}

/** Sets `el`'s text, leaving the DOM alone when it already says it. */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** Sets `el`'s text, and hides it when there is none. */
export function showText(el, text) {
  setText(el, text);
  put(el, 'hidden', !text);
}

/** Whether the user has changed the control `el` (a box, a checkbox or radio button, a select)
    from what its markup says. */
export function changedByUser(el) {
  if (el.localName === 'select')
    return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (el.type === 'checkbox' || el.type === 'radio') return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

/** Gives a control its first `value` or `checked` state (`name`), unless it is markup being
    taken over that the user has already changed: what was typed before the scripts ran stays. */
export function initial(el, name, value) {
  if (!(taking && el.isConnected && changedByUser(el))) el[name] = value;
}

// The markup's next element for a render asking for a `tag`, or a new one.
function make(tag, create) {
  if (taking) {
    const el = taking.nodes[taking.next++];
    if (el && el.localName !== tag)
      throw new Error(`the markup differs from the render at element ${taking.next}`);
    if (el) return el;
  }
  return create();
}

/** Runs `render`, whose builders take over `nodes` (the markup's elements in the order `render`
    creates them, null where it makes one the markup lacks); throws where the markup differs
    from what `render` builds. Returns how many elements `render` asked for. */
export function adopt(nodes, render) {
  taking = { nodes, next: 0 };
  try {
    render();
    return taking.next;
  } finally {
    taking = null;
  }
}

/** An HTML element. */
export function h(tag, props, children) {
  const el = make(tag, () => document.createElement(tag));
  setProps(el, props);
  append(el, children);
  return el;
}

/** An SVG element. */
export function s(tag, props, children) {
  const el = make(tag, () => document.createElementNS(SVG_NS, tag));
  setProps(el, props);
  append(el, children);
  return el;
}
