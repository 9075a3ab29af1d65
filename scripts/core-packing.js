/* How the page and the element carry the wasm module, and the script expression that starts the
   core from it. Three ways, chosen by ELO_CORE_PACKING at build time so that npm run bench can
   time them against each other (docs/performance.md):
   - gzip: the module gzipped, as base64, unpacked by the browser's own DecompressionStream
     and compiled while it streams out;
   - lzma: the module as raw LZMA1, as base64, unpacked by web/src/lzma.js on the main thread;
   - base64: the module's bytes as base64, compiled at once.
   Each start compiles the module itself and hands it to Emscripten's glue (instantiateWasm),
   and rejects the core's promise on any failure. */
'use strict';
const zlib = require('node:zlib');
const { lzmaPack, UNPACK_NAME, unpackScript } = require('./lzma-pack.js');

const PACKINGS = ['gzip', 'lzma', 'base64'];
const DEFAULT_PACKING = 'gzip';

function chosenPacking() {
  const packing = process.env.ELO_CORE_PACKING || DEFAULT_PACKING;
  if (!PACKINGS.includes(packing))
    throw new Error(`ELO_CORE_PACKING=${packing}: not one of ${PACKINGS.join(', ')}`);
  return packing;
}

// The glue instantiates the module compiled by `compiled`, a promise.
const instantiate = (compiled) =>
  `${compiled}.then(function(m){return new Promise(function(y,n){createEloCore({instantiateWasm:function(i,k){` +
  'WebAssembly.instantiate(m,i).then(k,n);return{}}}).then(y,n)})})';

// base64 to bytes, written out: atob gives a string of byte values.
const BYTES =
  'function(s){s=atob(s);for(var b=new Uint8Array(s.length),i=0;i<s.length;i++)b[i]=s.charCodeAt(i);return b}';

/** { packed, start, helpers }: the module's text (base64), a function expression taking that
    text and returning the core's promise, and what it calls (script text, may be empty). */
function packCore(module, packing = chosenPacking()) {
  if (packing === 'lzma') {
    const { packed, size, props } = lzmaPack(module);
    return {
      packed: packed.toString('base64'),
      start: `(function(s){return ${instantiate(`new Promise(function(y){y(WebAssembly.compile(${UNPACK_NAME}(s,${size},${props})))})`)}})`,
      helpers: unpackScript()
    };
  }
  if (packing === 'gzip') {
    return {
      packed: zlib.gzipSync(module, { level: 9 }).toString('base64'),
      start: `(function(s){var b=(${BYTES})(s);return ${instantiate(
        "Promise.resolve().then(function(){return WebAssembly.compileStreaming(new Response(new Blob([b]).stream().pipeThrough(new DecompressionStream('gzip')),{headers:{'content-type':'application/wasm'}}))})"
      )}})`,
      helpers: ''
    };
  }
  return {
    packed: module.toString('base64'),
    start: `(function(s){var b=(${BYTES})(s);return ${instantiate('WebAssembly.compile(b)')}})`,
    helpers: ''
  };
}

module.exports = { PACKINGS, chosenPacking, packCore };
