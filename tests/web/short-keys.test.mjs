// scripts/short-keys.js: the locale keys the scripts name whole get short names in the bundles
// and the packed strings; a key a script may build from parts keeps its name, and every string
// reads the same through either name.
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { translator } from '../../web/src/i18n.js';

const require = createRequire(import.meta.url);
const {
  keyNames,
  keysOf,
  renameLiterals,
  renameTree,
  shortNames
} = require('../../scripts/short-keys.js');
const { loadLocales } = require('../../scripts/locale-check.js');
const LOCALE_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'web',
  'locales'
);

const TREE = {
  title: 'Top',
  ladder: { kept: 'Kept', lines: { one: '{n} line', other: '{n} lines' }, col: { name: 'Name' } },
  errors: { dateInvalid: 'Bad date' },
  event: { reason: { junior: 'Junior' }, open: 'Open' }
};

test('a key is a string or a count’s forms, by its whole path', () => {
  assert.deepEqual(
    [...keysOf(TREE).keys()],
    [
      'title',
      'ladder.kept',
      'ladder.lines',
      'ladder.col.name',
      'errors.dateInvalid',
      'event.reason.junior',
      'event.open'
    ]
  );
});

test('only keys named whole, never built, are renamed', () => {
  const cases = [
    // [a script, the keys renamed, why]
    ["t('ladder.kept'); t('event.open')", ['ladder.kept', 'event.open'], 'named whole'],
    ["t('title')", [], 'a top-level key may be any word in a script'],
    ["t('ladder.kept'); t('errors.' + code)", ['ladder.kept'], 'errors. is never named whole'],
    ["t('errors.dateInvalid'); t('errors.' + code)", [], 'a literal ending in a dot starts keys'],
    ["t('ladder.kept' + suffix)", [], 'a key followed by + may start another'],
    ["t(`event.reason.${why}`); t('event.reason.junior')", [], 'a template starts keys'],
    ["const base = 'ladder.col'; t('ladder.col.name')", [], 'a group of keys named may be joined'],
    ["t('ladder.lines', { n }, n)", ['ladder.lines'], 'a count’s forms move as one key'],
    [
      "t('ladder.kept'); const FIELDS = { 'ladder.kept': 'kept' }",
      [],
      'a property’s name may be a request’s field that reads like a key'
    ],
    ["t('ladder.kept'); if (e.field === 'ladder.kept') go()", [], 'so may a literal compared'],
    [
      "t(x ? 'ladder.kept' : 'event.open')",
      ['ladder.kept', 'event.open'],
      'a ternary is not a name'
    ]
  ];
  for (const [script, renamed, why] of cases)
    assert.deepEqual([...shortNames(TREE, [script]).keys()], renamed, why);
});

test('a renamed key reads the same string, in the tree and in the script', () => {
  const names = shortNames(TREE, ['t(\'ladder.kept\'); t("ladder.lines", { n: 2 }, 2)']);
  const tree = renameTree(TREE, names);
  assert.equal(tree.ladder.kept, undefined);
  assert.equal(tree.ladder.col.name, 'Name');
  const script = renameLiterals(
    "t('ladder.kept'); t(\"ladder.lines\", { n: 2 }, 2); t('ladder.col.name')",
    names
  );
  assert.doesNotMatch(script, /ladder\.kept|ladder\.lines/);
  assert.match(script, /ladder\.col\.name/);
  const t = translator({ en: tree }, 'en');
  const found = [...script.matchAll(/t\((['"])(.+?)\1/g)].map((m) => t(m[2], { n: 2 }, 2));
  assert.deepEqual(found, ['Kept', '2 lines', 'Name']);
});

test('the project’s locales: every key renamed reads as before, in each language', () => {
  const locales = loadLocales(LOCALE_DIR);
  const names = keyNames(LOCALE_DIR);
  assert.ok(names.size > 100, 'most keys are named whole');
  for (const [lang, tree] of Object.entries(locales)) {
    const before = translator(locales, lang);
    const after = translator(
      Object.fromEntries(Object.entries(locales).map(([l, x]) => [l, renameTree(x, names)])),
      lang
    );
    for (const [key, short] of names) assert.equal(after(short, {}, 1), before(key, {}, 1), key);
    assert.equal(keysOf(renameTree(tree, names)).size, keysOf(tree).size);
  }
});

test('with every language, the same keys are renamed, to the same names in another order', () => {
  const locales = loadLocales(LOCALE_DIR);
  const { readScripts } = require('../../scripts/locale-check.js');
  const scripts = readScripts(path.join(LOCALE_DIR, '..', 'src')).map((s) => s.text);
  const plain = shortNames(locales.en, scripts);
  const ordered = shortNames(locales.en, scripts, locales);
  assert.deepEqual([...ordered.keys()].sort(), [...plain.keys()].sort());
  assert.deepEqual([...ordered.values()].sort(), [...plain.values()].sort());
  assert.notDeepEqual([...ordered], [...plain]);
});
