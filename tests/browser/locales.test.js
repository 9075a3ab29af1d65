'use strict';
/* Static checks on web/: the three locales have the same keys and placeholders, the scripts
   ask only for keys that exist, and no script builds markup from strings or rounds values. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { checkLocales, checkUsedKeys, loadLocales } = require('../../scripts/build-page.js');

const WEB = path.resolve(__dirname, '..', '..', 'web');
const scripts = fs.readdirSync(path.join(WEB, 'src')).filter((f) => f.endsWith('.js'))
  .map((f) => ({ name: f, text: fs.readFileSync(path.join(WEB, 'src', f), 'utf8') }));

test('every language has the same keys and the same placeholders', () => {
  assert.deepEqual(checkLocales(loadLocales(path.join(WEB, 'locales'))), []);
});

test('the checker notices a missing key and a changed placeholder', () => {
  const problems = checkLocales({
    en: { a: { b: 'Line {line}', c: 'x' } },
    pt: { a: { b: 'Linha {linha}' } }
  });
  assert.ok(problems.some((p) => p.includes('missing a.c')));
  assert.ok(problems.some((p) => p.startsWith('a.b: placeholders differ')));
});

test('the scripts use only keys the locales define', () => {
  assert.deepEqual(checkUsedKeys(scripts.map((s) => s.text), loadLocales(path.join(WEB, 'locales')).en), []);
});

test('no markup from strings, no rounding in the page scripts', () => {
  for (const { name, text } of scripts) {
    assert.doesNotMatch(text, /innerHTML|outerHTML|insertAdjacentHTML|document\.write/, name);
    assert.doesNotMatch(text, /Math\.round|toFixed|parseFloat|parseInt/, name);
  }
});
