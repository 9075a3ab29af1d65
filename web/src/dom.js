/* Small DOM builders. Text is always set as text, never parsed as markup. */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Sets attributes, `text` (as text) and `on` (event listeners) on `el`; false and null skip. */
export function setProps(el, props) {
  if (!props) return;
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'text') el.textContent = value;
    else if (name === 'on')
      for (const [type, fn] of Object.entries(value)) el.addEventListener(type, fn);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
}

/** Appends a child, a string (as text) or a list of them; false and null skip. */
export function append(el, children) {
  if (children === undefined || children === null || children === false) return;
  for (const c of Array.isArray(children) ? children : [children]) {
    if (c === undefined || c === null || c === false) continue;
    el.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
}

/** Sets `el`'s property `name` (hidden, className, placeholder…), leaving the DOM alone when
    it already holds `value`: a row filled again with what it shows writes nothing. */
export function put(el, name, value) {
  if (el[name] !== value) el[name] = value;
}

/** Hides `el` (or shows it, `hidden` false), leaving the DOM alone when it already is: the
    one way the views hide an element after building it. */
export function hide(el, hidden) {
  put(el, 'hidden', !!hidden);
}

/** Sets `el`'s text, leaving the DOM alone when it already says it. */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** Sets `el`'s text, and hides it when there is none. */
export function showText(el, text) {
  setText(el, text);
  hide(el, !text);
}

/** An HTML element. */
export function h(tag, props, children) {
  const el = document.createElement(tag);
  setProps(el, props);
  append(el, children);
  return el;
}

/** An SVG element. */
export function s(tag, props, children) {
  const el = document.createElementNS(SVG_NS, tag);
  setProps(el, props);
  append(el, children);
  return el;
}
