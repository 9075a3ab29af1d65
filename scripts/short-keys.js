/* Short names for the locale keys the bundles name whole. A key such as 'ladder.forgetConfirm'
   is written as a literal in the scripts and again in the packed key tree; the build gives each
   such key a name of two or three characters, moved to the tree's top level, and writes that
   name in both places. A key that a script may build from parts ('errors.' + code) keeps its
   name, and so do all the keys under any literal that starts one without being one. */
'use strict';
const path = require('node:path');

// A short name's first character, which no key of the locale files starts with (checked).
const MARK = '$';
// A key whose children are a count's forms (i18n.js) is named as one key.
const PLURAL = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

const isNode = (node) => node && typeof node === 'object' && !Array.isArray(node);

/** The short name of the `n`th renamed string (from 0): the packed strings' loader names them
    the same way, in order, without a list of names. */
const shortName = (n) => MARK + n.toString(36);

/** Every key t() may be given in `tree`, with its node: a string's path, or a plural's. */
function keysOf(tree, prefix = '', into = new Map()) {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix + k;
    if (!isNode(v) || Object.keys(v).every((c) => PLURAL.has(c))) into.set(key, v);
    else keysOf(v, key + '.', into);
  }
  return into;
}

/** The string literals of `sources` (texts of scripts), with whether each is followed by `+`
    or stands in a template (then a script may build keys from it), and whether it is a
    property's name, a `case` or compared (then it may be something else that reads like a key:
    a request's field, 'ladder.roster', is also a label's key). */
function literalsOf(sources) {
  const found = [];
  for (const text of sources) {
    for (const m of text.matchAll(
      /([!=]==?\s*|[{,]\s*)?(['"])([A-Za-z0-9_.]+)\2(\s*\+)?(\s*:)?/g
    )) {
      const compared = !!m[1] && /[!=]/.test(m[1]);
      const property = !!m[1] && /[{,]/.test(m[1]) && !!m[5];
      found.push({ text: m[3], joined: !!m[4], other: compared || property });
    }
    for (const m of text.matchAll(/`([A-Za-z0-9_.]+)\$\{/g))
      found.push({ text: m[1], joined: true });
  }
  return found;
}

/** The renaming for `tree` (English's, which has every key) and `sources`: a Map of old key to
    short name, for each key with a dot that some script names whole and none may build. With
    `locales` (every language's tree), the strings are named in similarOrder. */
function shortNames(tree, sources, locales) {
  const keys = keysOf(tree);
  for (const key of keys.keys())
    if (key.startsWith(MARK)) throw new Error(`a locale key starts with "${MARK}": ${key}`);
  const literals = literalsOf(sources);
  // A literal followed by `+`, or ending in a dot, or naming a group of keys below the top
  // level ('ladder.col'), may start a built key: every key under it keeps its name.
  const groups = new Set();
  for (const key of keys.keys()) {
    const parts = key.split('.');
    for (let n = 2; n < parts.length; n++) groups.add(parts.slice(0, n).join('.'));
  }
  const built = literals
    .filter((l) => l.joined || l.text.endsWith('.') || groups.has(l.text))
    .map((l) => l.text);
  const named = new Set(literals.filter((l) => !l.joined).map((l) => l.text));
  const other = new Set(literals.filter((l) => l.other).map((l) => l.text));
  const map = new Map();
  let strings = 0;
  let plurals = 0;
  for (const [key, node] of keys) {
    if (!key.includes('.') || !named.has(key) || other.has(key)) continue;
    if (built.some((prefix) => key.startsWith(prefix))) continue;
    // A string's name is its place in the packed list (packed-locales.js); a count's forms
    // are named apart, with a character base 36 never writes.
    map.set(key, isNode(node) ? MARK + '_' + (plurals++).toString(36) : shortName(strings++));
  }
  if (!locales) return map;
  const get = (t, key) => key.split('.').reduce((o, k) => o[k], t);
  const strung = [...map.keys()].filter((key) => !isNode(keys.get(key)));
  const texts = Object.values(locales);
  similarOrder(strung, (key) => texts.map((t) => get(t, key)).join('\n')).forEach((key, n) =>
    map.set(key, shortName(n))
  );
  return map;
}

/** The strings of `keys` in an order that packs smaller: each after the one most like it of
    those left, by the share of their three-character pieces in common (Jaccard), `textOf(key)`
    being the key's strings in every language. The packed strings carry the renamed ones in the
    order of their names (packed-locales.js), and LZMA codes a repeat nearby in fewer bits: the
    packed strings 24,162 → 23,895 B on 3 December 2026 against the keys' order in the file, the
    page 112,070 → 111,853 B gzip and the element 111,562 → 111,348 B (the names' new order
    costs the scripts about 30 B). Sorted by their English the strings packed to 24,023 B; by
    four- or five-character pieces the files came out 10–20 B bigger. */
function similarOrder(keys, textOf) {
  const pieces = new Map();
  for (const key of keys) {
    const text = textOf(key);
    const set = new Set();
    for (let i = 0; i + 3 <= text.length; i++) set.add(text.slice(i, i + 3));
    pieces.set(key, set);
  }
  const like = (a, b) => {
    let shared = 0;
    for (const piece of a) if (b.has(piece)) shared++;
    return shared / (a.size + b.size - shared + 1);
  };
  const left = new Set(keys);
  const order = [];
  for (let key = keys[0]; key !== undefined;) {
    order.push(key);
    left.delete(key);
    let best;
    let bestLike = -1;
    for (const other of left) {
      const l = like(pieces.get(key), pieces.get(other));
      if (l > bestLike) [best, bestLike] = [other, l];
    }
    key = best;
  }
  return order;
}

/** `tree` (a language's) with each renamed key moved to the top level under its short name. */
function renameTree(tree, map) {
  const copy = (node, prefix) => {
    const out = {};
    for (const [k, v] of Object.entries(node)) {
      const key = prefix + k;
      if (map.has(key)) continue;
      if (isNode(v) && !keysOf({ [k]: v }).has(key)) {
        const inner = copy(v, key + '.');
        if (Object.keys(inner).length) out[k] = inner;
      } else out[k] = v;
    }
    return out;
  };
  const out = copy(tree, '');
  const get = (key) => key.split('.').reduce((o, k) => o[k], tree);
  for (const [key, name] of map) out[name] = get(key);
  return out;
}

/** `js` (a bundle's text) with every literal of a renamed key replaced by its short name. */
function renameLiterals(js, map) {
  return js.replace(/(['"`])([A-Za-z0-9_.]+)\1/g, (m, q, text) =>
    map.has(text) ? q + map.get(text) + q : m
  );
}

const cache = new Map();
/** shortNames for the locales in `dir` (web/locales) and the scripts beside them (web/src),
    read once: the page's and the element's bundles and the packed strings share it. */
function keyNames(dir) {
  if (!cache.has(dir)) {
    const { loadLocales, readScripts } = require('./locale-check.js');
    const scripts = readScripts(path.join(dir, '..', 'src')).map((s) => s.text);
    const locales = loadLocales(dir);
    cache.set(dir, shortNames(locales.en, scripts, locales));
  }
  return cache.get(dir);
}

module.exports = { MARK, keyNames, keysOf, renameLiterals, renameTree, shortName, shortNames };
