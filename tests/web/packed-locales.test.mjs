// scripts/packed-locales.js: the strings as the bundles carry them (packed as raw LZMA1, then
// unpacked by web/src/lzma.js as the scripts carry it) come back as the locale files hold them.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';

const require = createRequire(import.meta.url);
const { packedLocales, stringsScript } = require('../../scripts/packed-locales.js');
const { unpackScript } = require('../../scripts/lzma-pack.js');
const { keyNames, renameTree } = require('../../scripts/short-keys.js');
const WEB = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const LOCALE_DIR = path.join(WEB, 'locales');
// A locale file as the bundles carry it: the keys the scripts name whole under short names.
const fromFile = (code) =>
  renameTree(
    JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, code + '.json'))),
    keyNames(LOCALE_DIR)
  );

// The bundle's locales module with the packed strings' script before it, as in the page.
async function packedLoadLocales() {
  const strings = stringsScript(LOCALE_DIR) + unpackScript();
  const result = await esbuild.build({
    stdin: {
      contents: "import { loadLocales } from './src/locales.js'; globalThis.load = loadLocales;",
      resolveDir: WEB,
      loader: 'js'
    },
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'silent',
    plugins: [packedLocales()]
  });
  const scope = {};
  new Function('globalThis', strings + '\n' + result.outputFiles[0].text)(scope);
  return scope.load;
}

test('every language unpacks to its locale file (keys renamed), string for string', async () => {
  const locales = await (await packedLoadLocales())();
  assert.deepEqual(Object.keys(locales), ['en', 'pt', 'ja']);
  for (const code of ['pt', 'ja', 'en']) assert.deepEqual(locales[code], fromFile(code), code);
});

test('a language read first, alone, is the same as read after the others', async () => {
  const load = await packedLoadLocales();
  const ja = (await load()).ja;
  assert.deepEqual(ja, fromFile('ja'));
  assert.equal((await load()).ja, ja, 'made once');
  assert.ok(Object.isFrozen(await load()));
});
