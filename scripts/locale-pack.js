/* The three languages' strings as the page and the element carry them: the key tree once, with
   each language's texts in a list of its own, in the order the tree's leaves are met. The
   locale files repeat every key in each language, and gzip finds no repeat further back than
   32 KB, about one file: written once, the keys cost a third of what they did, and each
   language's texts sit together (5.4 KB gzip less for the page and for the element on 7 December
   2026). web/src/locales.js unpacks it; tests/web/locale-pack.test.mjs holds the round trip to
   the files as written, key order included. */
'use strict';

/** The languages' codes, those whose texts are most ASCII first: languages of one script then
    sit side by side, and gzip finds the words, names and placeholders they share within its
    window (Portuguese beside English: 1.0 KB less than with Japanese between them, 7 December
    2026). Ties keep the given order. */
function bySharedScript(locales) {
  const asciiShare = (value) => {
    const text = JSON.stringify(value);
    return text.replace(/[\u0080-\uffff]/g, '').length / text.length;
  };
  const share = Object.fromEntries(
    Object.entries(locales).map(([code, value]) => [code, asciiShare(value)])
  );
  return Object.keys(locales).sort((a, b) => share[b] - share[a]);
}

/** { keys, texts }: `keys` is the union of the languages' key trees (a leaf is 0), in the order
    the keys first appear, the first language first; `texts[code]` lists that language's value
    at each leaf in the same order, or null where it has none (a plural form a language does
    not use). A language unpacks in that order, which is its file's when the files list their
    keys in the same order (they do; the round-trip test holds it). */
function packLocales(locales) {
  const codes = bySharedScript(locales);
  const keys = {};
  const leaves = [];
  const add = (tree, value, path) => {
    for (const [key, inner] of Object.entries(value)) {
      const at = [...path, key];
      const group = inner !== null && typeof inner === 'object';
      if (key in tree && group !== (tree[key] !== 0))
        throw new Error(`locale key ${at.join('.')} is a text in one language, a group in another`);
      if (group) {
        if (!(key in tree)) tree[key] = {};
        add(tree[key], inner, at);
      } else if (!(key in tree)) {
        tree[key] = 0;
        leaves.push(at);
      }
    }
  };
  for (const code of codes) add(keys, locales[code], []);
  const valueAt = (value, path) =>
    path.reduce(
      (v, key) => (v !== null && typeof v === 'object' && key in v ? v[key] : null),
      value
    );
  const texts = Object.fromEntries(
    codes.map((code) => [code, leaves.map((path) => valueAt(locales[code], path))])
  );
  return { keys, texts };
}

module.exports = { packLocales };
