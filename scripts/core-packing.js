/* How the page and the element carry the wasm module: gzipped by Zopfli (Debian's zopfli, a
   slower and tighter gzip encoder: 4.8 KB less than zlib's level 9 on 7 December 2026, for about
   a second of the build), as base64, and unpacked by the browser's own DecompressionStream,
   which the module's compilation reads as it streams out (WebAssembly.compileStreaming).
   Chosen by time against raw LZMA unpacked by a decoder in JavaScript and against the module's
   bytes as plain base64 (docs/performance.md, "How the module is carried"). The start compiles
   the module itself, hands it to Emscripten's glue (instantiateWasm), and rejects the core's
   promise on any failure. */
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

// base64 to bytes: atob gives a string of byte values.
const BYTES =
  'function(s){s=atob(s);for(var b=new Uint8Array(s.length),i=0;i<s.length;i++)b[i]=s.charCodeAt(i);return b}';

// The compiled module, from its gzipped bytes `b`.
const COMPILE =
  'WebAssembly.compileStreaming(new Response(new Blob([b]).stream()' +
  ".pipeThrough(new DecompressionStream('gzip')),{headers:{'content-type':'application/wasm'}}))";

/** `bytes` in the gzip format, by the zopfli command. */
function zopfli(bytes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elo-zopfli-'));
  try {
    const file = path.join(dir, 'module.wasm');
    fs.writeFileSync(file, bytes);
    const run = spawnSync('zopfli', ['--gzip', '-c', file], { maxBuffer: 1 << 28 });
    if (run.error && run.error.code === 'ENOENT')
      throw new Error('the zopfli command is missing: install zopfli (bash scripts/setup.sh)');
    if (run.error || run.status !== 0)
      throw new Error('zopfli failed: ' + (run.error ? run.error.message : run.stderr.toString()));
    return run.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** { packed, start }: the module's text (base64 of its gzip) and a function expression that
    takes that text and returns the core's promise. */
function packCore(module) {
  return {
    packed: zopfli(module).toString('base64'),
    start:
      `(function(s){var b=(${BYTES})(s);return Promise.resolve().then(function(){return ${COMPILE}})` +
      '.then(function(m){return new Promise(function(y,n){createEloCore({instantiateWasm:function(i,k){' +
      'WebAssembly.instantiate(m,i).then(k,n);return{}}}).then(y,n)})})})'
  };
}

module.exports = { packCore };
