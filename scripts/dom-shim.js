/* A small DOM for Node, enough for the page's view functions to make their first render at build
   time (scripts/first-view.js), and its serializer to HTML. It holds what those functions use:
   elements and text, attributes, classList and dataset, a form's controls and their values,
   and querySelector for one compound selector (tag, #id, .class, [name], [name="value"],
   :checked). A control's value and checked state are properties, as in a browser; the
   serializer writes them as the attributes that give a new control the same state. */
'use strict';

const VOID = new Set(['input', 'br', 'wbr', 'img', 'hr', 'meta', 'link', 'col', 'source']);
const CONTROLS = new Set(['input', 'select', 'textarea', 'button', 'output', 'fieldset']);

class Node {
  constructor(doc) {
    this.ownerDocument = doc;
    this.parentNode = null;
    this.childNodes = [];
  }
  get firstChild() {
    return this.childNodes[0] || null;
  }
  get lastChild() {
    return this.childNodes[this.childNodes.length - 1] || null;
  }
  get nextSibling() {
    const list = this.parentNode ? this.parentNode.childNodes : [];
    return list[list.indexOf(this) + 1] || null;
  }
  get isConnected() {
    return false;
  }
  get textContent() {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  set textContent(text) {
    this.replaceChildren(...(text === '' ? [] : [String(text)]));
  }
  getRootNode() {
    let n = this;
    while (n.parentNode) n = n.parentNode;
    return n;
  }
  contains(node) {
    for (let n = node; n; n = n.parentNode) if (n === this) return true;
    return false;
  }
  insertBefore(node, before) {
    if (node.parentNode) node.parentNode.removeChild(node);
    const at = before ? this.childNodes.indexOf(before) : -1;
    node.parentNode = this;
    if (at < 0) this.childNodes.push(node);
    else this.childNodes.splice(at, 0, node);
    return node;
  }
  appendChild(node) {
    return this.insertBefore(node, null);
  }
  removeChild(node) {
    this.childNodes.splice(this.childNodes.indexOf(node), 1);
    node.parentNode = null;
    return node;
  }
  remove() {
    if (this.parentNode) this.parentNode.removeChild(this);
  }
  nodes(items) {
    return items.map((c) => (typeof c === 'string' ? this.ownerDocument.createTextNode(c) : c));
  }
  append(...items) {
    for (const n of this.nodes(items)) this.appendChild(n);
  }
  prepend(...items) {
    const first = this.firstChild;
    for (const n of this.nodes(items)) this.insertBefore(n, first);
  }
  replaceChildren(...items) {
    for (const c of [...this.childNodes]) this.removeChild(c);
    this.append(...items);
  }
  replaceWith(node) {
    this.parentNode.insertBefore(node, this);
    this.remove();
  }
}

class Text extends Node {
  constructor(doc, data) {
    super(doc);
    this.nodeType = 3;
    this.data = String(data);
  }
  get textContent() {
    return this.data;
  }
}

const dataName = (key) => 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

class Element extends Node {
  constructor(doc, tag, ns) {
    super(doc);
    this.nodeType = 1;
    this.localName = tag;
    this.namespaceURI = ns;
    this.attrs = new Map();
    this.listeners = [];
    this.props = {};
    const el = this;
    this.dataset = new Proxy(
      {},
      {
        get: (_, key) => el.getAttribute(dataName(key)) ?? undefined,
        set: (_, key, value) => (el.setAttribute(dataName(key), value), true)
      }
    );
    // As DOMTokenList: add and remove write the class list again, toggle only when it changes.
    const write = (list) => {
      if (list.length || el.hasAttribute('class'))
        el.setAttribute('class', [...new Set(list)].join(' '));
    };
    this.classList = {
      contains: (c) => el.classes().includes(c),
      add: (c) => write(el.classes().concat(c)),
      remove: (c) => write(el.classes().filter((x) => x !== c)),
      toggle(c, force) {
        const has = el.classes().includes(c);
        const on = force === undefined ? !has : !!force;
        if (on !== has) (on ? this.add : this.remove)(c);
        return on;
      }
    };
  }
  classes() {
    return (this.getAttribute('class') || '').split(/\s+/).filter(Boolean);
  }
  setAttribute(name, value) {
    this.attrs.set(name, String(value));
  }
  getAttribute(name) {
    return this.attrs.has(name) ? this.attrs.get(name) : null;
  }
  hasAttribute(name) {
    return this.attrs.has(name);
  }
  removeAttribute(name) {
    this.attrs.delete(name);
  }
  addEventListener(type, fn) {
    this.listeners.push([type, fn]);
  }
  get children() {
    return this.childNodes.filter((c) => c.nodeType === 1);
  }
  get firstElementChild() {
    return this.children[0] || null;
  }
  descendants() {
    return this.children.flatMap((c) => [c, ...c.descendants()]);
  }
  querySelectorAll(selector) {
    const test = compile(selector);
    return this.descendants().filter(test);
  }
  querySelector(selector) {
    return this.querySelectorAll(selector)[0] || null;
  }
  get elements() {
    const named = {};
    for (const el of this.descendants())
      if (CONTROLS.has(el.localName) && el.name && !(el.name in named)) named[el.name] = el;
    return named;
  }
  get form() {
    let n = this.parentNode;
    while (n && n.localName !== 'form') n = n.parentNode;
    return n;
  }
  get options() {
    return this.descendants().filter((el) => el.localName === 'option');
  }
  // A control's state: a select's value is its selected option's.
  get value() {
    if (this.localName === 'select') {
      const chosen = this.options.find((o) => o.props.selected) || this.options[0];
      return chosen ? chosen.value : '';
    }
    if ('value' in this.props) return this.props.value;
    return this.getAttribute('value') ?? (this.localName === 'option' ? this.textContent : '');
  }
  set value(value) {
    if (this.localName !== 'select') this.props.value = String(value);
    else for (const o of this.options) o.props.selected = o.value === String(value);
  }
  get checked() {
    return !!this.props.checked;
  }
  set checked(on) {
    this.props.checked = !!on;
  }
  focus() {}
}

// The attributes a property of the same name reflects.
for (const [prop, attr, kind] of [
  ['id', 'id', 'string'],
  ['className', 'class', 'string'],
  ['name', 'name', 'string'],
  ['hidden', 'hidden', 'boolean'],
  ['disabled', 'disabled', 'boolean']
]) {
  Object.defineProperty(Element.prototype, prop, {
    get() {
      return kind === 'boolean' ? this.hasAttribute(attr) : this.getAttribute(attr) || '';
    },
    set(value) {
      if (kind !== 'boolean') this.setAttribute(attr, value);
      else if (value) this.setAttribute(attr, '');
      else this.removeAttribute(attr);
    }
  });
}

// A test for one compound selector: tag, #id, .class, [name], [name="value"], :checked.
function compile(selector) {
  const parts = selector.match(/^[a-z0-9]+|#[\w-]+|\.[\w-]+|\[[^\]]+\]|:checked/gi) || [];
  if (parts.join('') !== selector) throw new Error(`dom-shim: selector not handled: ${selector}`);
  const tests = parts.map((p) => {
    if (p[0] === '#') return (el) => el.getAttribute('id') === p.slice(1);
    if (p[0] === '.') return (el) => el.classes().includes(p.slice(1));
    if (p === ':checked') return (el) => el.checked;
    if (p[0] === '[') {
      const [, name, value] = /^\[([\w-]+)(?:="([^"]*)")?\]$/.exec(p);
      return (el) =>
        value === undefined ? el.hasAttribute(name) : el.getAttribute(name) === value;
    }
    return (el) => el.localName === p;
  });
  return (el) => tests.every((t) => t(el));
}

class Document {
  constructor() {
    // Every element made, in order (scripts/first-view.js reads the order of the first render).
    this.created = [];
    this.activeElement = null;
  }
  createElement(tag) {
    return this.made(new Element(this, tag, 'http://www.w3.org/1999/xhtml'));
  }
  createElementNS(ns, tag) {
    return this.made(new Element(this, tag, ns));
  }
  made(el) {
    this.created.push(el);
    return el;
  }
  createTextNode(data) {
    return new Text(this, data);
  }
}

const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// An element's attributes with its control state written as the attributes that give it.
function attributesOf(el) {
  const attrs = new Map(el.attrs);
  if (el.localName === 'input') {
    if (el.props.value !== undefined && el.props.value !== '') attrs.set('value', el.props.value);
    if (el.props.checked) attrs.set('checked', '');
  }
  if (el.localName === 'option' && el.props.selected) attrs.set('selected', '');
  return attrs;
}

/** `node` as HTML, as a browser serializes it; a control's state as its attributes. */
function serialize(node) {
  if (node.nodeType === 3) return escapeText(node.data);
  const tag = node.localName;
  let html = '<' + tag;
  for (const [name, value] of attributesOf(node))
    html += ' ' + name + (value === '' ? '=""' : '="' + escapeAttr(value) + '"');
  html += '>';
  if (VOID.has(tag)) return html;
  if (tag === 'textarea') return html + escapeText(node.value) + '</textarea>';
  return html + node.childNodes.map(serialize).join('') + '</' + tag + '>';
}

module.exports = { Document, serialize };
