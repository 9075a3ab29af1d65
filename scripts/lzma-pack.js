/* Packs bytes as raw LZMA1 with the xz command (Debian's xz-utils, installed by
   scripts/setup.sh), for web/src/lzma.js to unpack in the browser. Raw, because the .xz and
   .lzma headers and checks cost bytes the page carries and the decoder has no use for: the
   properties and the size travel as numbers in the script instead. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const terser = require('terser');

// The decoder's name in the page's first script (a global) and in the element's script (a
// local of its outer function).
const UNPACK_NAME = 'ELO_UNPACK';

// The settings that made the page smallest after gzip -9 of the whole file (page / element,
// bytes, on 3 December 2026): pb=0 114,548 / 114,017, pb=1 +110, pb=2 +156; lc=2 +450,
// lc=1 +474, lc=4 +51; nice_len 128 -62 (64 -23, 96 -33, 273 0); mf=bt4 is preset 9e's,
// and depth=1000 changed nothing. The module is functions and tables of no alignment of 2
// or 4 bytes that a position bit would find, and the strings UTF-8.
const SETTINGS = { lc: 3, lp: 0, pb: 0, more: 'preset=9e,dict=1MiB,nice=128' };

/** { packed, size, props }: `bytes` packed by xz, their length and the properties byte
    web/src/lzma.js takes ((pb * 5 + lp) * 9 + lc, as a .lzma header holds it). */
function lzmaPack(bytes, settings = SETTINGS) {
  const { lc, lp, pb, more } = settings;
  const run = spawnSync(
    'xz',
    ['--format=raw', `--lzma1=${more},lc=${lc},lp=${lp},pb=${pb}`, '--stdout'],
    { input: bytes, maxBuffer: 1 << 28 }
  );
  if (run.error && run.error.code === 'ENOENT')
    throw new Error('the xz command is missing: install xz-utils (bash scripts/setup.sh)');
  if (run.error || run.status !== 0)
    throw new Error('xz failed: ' + (run.error ? run.error.message : run.stderr.toString()));
  return { packed: run.stdout, size: bytes.length, props: (pb * 5 + lp) * 9 + lc };
}

let decoder = null;

/** web/src/lzma.js as one minified function declaration, UNPACK_NAME(base64, size, props):
    hoisted, so the scripts may call it above the place it is written. Minified by Terser, which
    packs it 55 B smaller than esbuild's minifier did (1,059 against 1,114 B gzip alone, on
    3 December 2026). */
function unpackScript() {
  if (!decoder) {
    const source = fs
      .readFileSync(path.join(__dirname, '..', 'web', 'src', 'lzma.js'), 'utf8')
      .replace(/^export /gm, '');
    decoder = terser
      .minify_sync(`function ${UNPACK_NAME}(s,n,p){${source}\nreturn unpack(s,n,p)}`, {
        ecma: 2022,
        compress: { passes: 2 },
        mangle: true
      })
      .code.trim();
  }
  return decoder;
}

module.exports = { lzmaPack, SETTINGS, UNPACK_NAME, unpackScript };
