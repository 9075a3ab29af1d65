// The front end's shape: locales complete, modules that state what they use, no markup from
// strings, no arithmetic on figures, and files of one idea each.
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const {
  checkLocales,
  checkUsedKeys,
  loadLocales,
  readScripts
} = require('../../scripts/locale-check.js');
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const scripts = readScripts(path.join(WEB, 'src'));
// Entry points: the only files that may reach the browser's globals.
const ENTRIES = ['page.js', 'widget.js'];

test('every language has the same keys and the same placeholders', () => {
  assert.deepEqual(checkLocales(loadLocales(path.join(WEB, 'locales'))), []);
});

test('the locale checker notices a missing key and a changed placeholder', () => {
  const problems = checkLocales({
    en: { a: { b: 'Line {line}', c: 'x' } },
    pt: { a: { b: 'Linha {linha}' } }
  });
  assert.ok(problems.some((p) => p.includes('missing a.c')));
  assert.ok(problems.some((p) => p.startsWith('a.b: placeholders differ')));
});

test('the scripts ask only for keys the locales define', () => {
  assert.deepEqual(
    checkUsedKeys(
      scripts.map((s) => s.text),
      loadLocales(path.join(WEB, 'locales')).en
    ),
    []
  );
});

test('no markup from strings, no rounding or number parsing in the page scripts (pixels aside)', () => {
  for (const { name, text } of scripts) {
    assert.doesNotMatch(text, /innerHTML|outerHTML|insertAdjacentHTML|document\.write/, name);
    assert.doesNotMatch(text, /Math\.round|toFixed|toPrecision|parseFloat|parseInt|Number\(/, name);
  }
});

test('only the entry points touch window and the custom element registry', () => {
  for (const { name, text } of scripts) {
    if (ENTRIES.includes(name)) continue;
    assert.doesNotMatch(text, /\bwindow\.|\bcustomElements\b|\bglobalThis\b|\bself\./, name);
  }
});

test('every module is an ES module, and no file of web/src is over 400 lines', () => {
  for (const { name, text } of scripts) {
    assert.match(text, /^(import|export) /m, name + ' imports or exports nothing');
    assert.doesNotMatch(text, /\brequire\(|module\.exports/, name);
    assert.ok(text.split('\n').length <= 400, `${name} has ${text.split('\n').length} lines`);
  }
});
