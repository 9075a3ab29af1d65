/* The three languages' strings as the bundles carry them (web/src/locales.js replaced at build
   time): one UTF-16 text, the keys once as a JSON tree, then the strings of every language in
   the tree's order, packed as raw LZMA1 (scripts/lzma-pack.js) and written as base64 beside
   the packed core, at the top of the page and of the element's script. web/src/lzma.js
   unpacks it when that script runs (5 ms in Node); loadLocales() rebuilds the same objects,
   each language's when it is first read (the page reads one: 1 ms less before its first
   result).
   Packed, the strings cost the page less than as literals its own gzip codes (1.9 KB less
   with Zopfli, measured before LZMA replaced it); the keys written once saved 1.8 KB, and one
   text per language rather than a list of literals 0.2 KB. Other layouts measured worse:
   the languages in another order (0.1 to 0.5 KB more), each key's three strings side by
   side (0.9 KB more). UTF-16 (little-endian) packs 0.7 KB smaller than UTF-8 (22,097 against
   22,795 B on 3 December 2026): a Japanese character is two bytes rather than three, and with
   lc=0, lp=1, pb=1 LZMA models each character's two bytes apart; UTF-16 for the Japanese and
   UTF-8 for the rest, as two streams, came to 22,522 B. */
'use strict';
const { loadLocales } = require('./locale-check.js');
const { MARK, keyNames, renameTree, shortName } = require('./short-keys.js');
const { lzmaPack, SETTINGS, UNPACK_NAME } = require('./lzma-pack.js');

// Joins the strings; no locale string may hold it (checked).
const LIST_SEPARATOR = '~';
// The languages in the text's order.
const LANGS = ['en', 'pt', 'ja'];
// Raw LZMA1's properties for a UTF-16 text (the settings measured above).
const TEXT_SETTINGS = { ...SETTINGS, lc: 0, lp: 1, pb: 1 };
// The promise of the unpacked text, made before the bundle runs (scripts/build-web.js): a
// global of the page, a local of the element's script.
const STRINGS = 'ELO_STRINGS';

const isNode = (node) => node && typeof node === 'object' && !Array.isArray(node);

/** The key tree (a leaf is 0) as JSON, then every language's strings in its order. */
function localeText(dir) {
  const names = keyNames(dir);
  const locales = Object.fromEntries(
    Object.entries(loadLocales(dir)).map(([lang, tree]) => [lang, renameTree(tree, names)])
  );
  const shape = (node) =>
    isNode(node) ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, shape(v)])) : 0;
  const strings = (node, into, like) => {
    for (const [k, v] of Object.entries(like)) {
      if (v === 0) into.push(node[k]);
      else strings(node[k], into, v);
    }
    return into;
  };
  // The renamed strings go without their names, after the tree's, in the order of their names.
  const tree = shape(locales.en);
  let count = 0;
  while (shortName(count) in tree) delete tree[shortName(count++)];
  const named = Array.from({ length: count }, (_, n) => shortName(n));
  const list = LANGS.flatMap((lang) => [
    ...strings(locales[lang], [], tree),
    ...named.map((name) => locales[lang][name])
  ]);
  const bad = list.find((text) => text.includes(LIST_SEPARATOR));
  if (bad !== undefined)
    throw new Error(`a locale string holds "${LIST_SEPARATOR}", the list separator: ${bad}`);
  const keys = JSON.stringify(tree);
  if (keys.includes(LIST_SEPARATOR)) throw new Error(`a locale key holds "${LIST_SEPARATOR}"`);
  return [keys, count, ...list].join(LIST_SEPARATOR);
}

const packed = new Map();

/** The script that declares STRINGS: the text packed as raw LZMA1, as base64, unpacked by
    UNPACK_NAME (web/src/lzma.js) when the script runs, into a promise, as loadLocales() takes
    it; an unpacking error rejects it. Cached: the page and the element carry the same. */
function stringsScript(dir) {
  if (!packed.has(dir)) {
    const {
      packed: bytes,
      size,
      props
    } = lzmaPack(Buffer.from(localeText(dir), 'utf16le'), TEXT_SETTINGS);
    packed.set(
      dir,
      `var ${STRINGS}=new Promise(function(y){y(new TextDecoder('utf-16le').decode(` +
        `${UNPACK_NAME}('${bytes.toString('base64')}',${size},${props})))});`
    );
  }
  return packed.get(dir);
}

/** esbuild plugin: web/src/locales.js as a module whose loadLocales() unpacks the strings. */
function packedLocales() {
  return {
    name: 'elo-packed-locales',
    setup(build) {
      build.onLoad({ filter: /[\\/]web[\\/]src[\\/]locales\.js$/ }, () => ({
        contents: [
          'function fill(node, list, at) {',
          '  const out = {};',
          '  for (const k in node) out[k] = node[k] === 0 ? list[at.i++] : fill(node[k], list, at);',
          '  return out;',
          '}',
          '// The strings without names in the text: named by their order, as short-keys.js does.',
          'function named(out, list, at, count) {',
          `  for (let n = 0; n < count; n++) out[${JSON.stringify(MARK)} + n.toString(36)] = list[at.i++];`,
          '  return out;',
          '}',
          'let loading = null;',
          'export function loadLocales() {',
          `  loading ||= ${STRINGS}.then((text) => {`,
          `    const [keys, count, ...list] = text.split(${JSON.stringify(LIST_SEPARATOR)});`,
          '    const tree = JSON.parse(keys);',
          `    const size = list.length / ${LANGS.length};`,
          '    const made = {};',
          '    const locales = {};',
          `    ${JSON.stringify(LANGS)}.forEach((code, n) => {`,
          '      const at = { i: n * size };',
          '      const get = () => (made[code] ||= named(fill(tree, list, at), list, at, +count));',
          '      Object.defineProperty(locales, code, { enumerable: true, get });',
          '    });',
          '    return Object.freeze(locales);',
          '  });',
          '  return loading;',
          '}'
        ].join('\n'),
        loader: 'js'
      }));
    }
  };
}

module.exports = { packedLocales, stringsScript };
