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

test('every module is an ES module, and no file of web/src is over 250 lines', () => {
  for (const { name, text } of scripts) {
    assert.match(text, /^(import|export) /m, name + ' imports or exports nothing');
    assert.doesNotMatch(text, /\brequire\(|module\.exports/, name);
    assert.ok(text.split('\n').length <= 250, `${name} has ${text.split('\n').length} lines`);
  }
});

// The modules a script imports, by their names from web/src.
function importsOf({ name, text }) {
  const dir = path.posix.dirname(name);
  return [...text.matchAll(/^import [^;]*? from '(\.{1,2}\/[^']+)';/gms)].map((m) =>
    path.posix.normalize(path.posix.join(dir, m[1]))
  );
}

test('the event and ladder modes import no module of the game mode', () => {
  for (const script of scripts) {
    if (!/^(event|ladder)-/.test(script.name)) continue;
    const game = importsOf(script).filter((m) => /^game-/.test(m));
    assert.deepEqual(game, [], script.name + ' imports ' + game.join(', '));
  }
});

test('the kit serves every mode and imports none of them', () => {
  const kit = scripts.filter((s) => s.name.startsWith('kit/'));
  assert.ok(kit.length >= 6, 'the kit has its modules');
  for (const script of kit) {
    const modes = importsOf(script).filter((m) => /^(game|event|ladder)-/.test(m));
    assert.deepEqual(modes, [], script.name + ' imports ' + modes.join(', '));
  }
  for (const mode of ['game', 'event', 'ladder']) {
    const uses = scripts
      .filter((s) => s.name.startsWith(mode + '-'))
      .flatMap(importsOf)
      .filter((m) => m.startsWith('kit/'));
    for (const part of ['kit/field.js', 'kit/error-boxes.js', 'kit/report.js', 'kit/table.js'])
      assert.ok(uses.includes(part), `the ${mode} mode uses ${part}`);
  }
});

test('the page and the element reach the core through the one module that imports it', () => {
  const users = scripts.filter((s) => /from 'elo-core'/.test(s.text)).map((s) => s.name);
  assert.deepEqual(users, ['core.js']);
  for (const entry of ENTRIES) {
    const script = scripts.find((s) => s.name === entry);
    assert.ok(importsOf(script).includes('core.js'), entry + ' imports core.js');
    assert.doesNotMatch(script.text, /ELO_CORE_PROMISE|createEloCore/, entry);
  }
});
