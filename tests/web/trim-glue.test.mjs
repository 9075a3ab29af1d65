// scripts/trim-glue.js: what it takes out of Emscripten's glue, and that glue of another shape
// fails the build, naming the part not found (scripts/patch.js). The glue below has the shape
// of Emscripten 3.1.6's closure output, cut short: each test names the parts its glue holds.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { trimGlue, PARTS } = require('../../scripts/trim-glue.js');
const { patch } = require('../../scripts/patch.js');

const GLUE =
  'var createEloCore=(()=>{' +
  'var E,F;g.count_emval_handles=function(){for(var a=0,b=5;b<W.length;++b)void 0!==W[b]&&++a;return a};' +
  'g.get_first_emval=function(){for(var a=5;a<W.length;++a)if(void 0!==W[a])return W[a];return null};' +
  'var Va={j:function(){},i:function(a,b){}};return g})();' +
  "\nif (typeof exports === 'object' && typeof module === 'object')\n  module.exports = createEloCore;\n";

test('the handle counters and the CommonJS export go; the rest stays', () => {
  const out = trimGlue(GLUE, ['the emval handle counters', 'the CommonJS/AMD export']);
  assert.match(out, /var Va=/);
  assert.doesNotMatch(out, /count_emval_handles|get_first_emval|module\.exports/);
  assert.match(out, /^var createEloCore=\(\(\)=>\{/);
  assert.doesNotThrow(() => new Function(out));
});

test('glue of another shape fails, naming the first part not found', () => {
  const other = 'var createEloCore=function(){return Promise.resolve({calculate:String})};';
  assert.throws(
    () => trimGlue(other),
    /patch "the emval handle counters" found nothing to replace/
  );
  assert.throws(
    () => trimGlue(GLUE),
    /patch "the streaming instantiation" found nothing to replace/,
    'a glue with some parts and not others fails at the first missing one'
  );
});

test('a patch replaces what it finds and throws, naming itself, when it finds nothing', () => {
  assert.equal(patch('a-b-c', /-/g, '+', 'dashes'), 'a+b+c');
  assert.equal(
    patch('{{X}} {{X}}', '{{X}}', () => '$&', 'mark'),
    '$& {{X}}'
  );
  assert.throws(() => patch('abc', /d/g, '', 'the d'), /patch "the d" found nothing/);
  assert.throws(() => patch('abc', 'd', '', 'the d'), /patch "the d" found nothing/);
});

test('every part has a name of its own', () => {
  assert.equal(new Set(PARTS).size, PARTS.length);
});

// The instantiation of Emscripten 3.1.6's closure output (browser link, SINGLE_FILE=0), cut
// short where it does not matter.
const START =
  'var G,H=0;d.preloadedImages={};d.preloadedAudios={};' +
  'function ia(){var a=K;try{if(a==K&&v)return new Uint8Array(v);throw"both async and sync fetching of the wasm failed";}catch(b){w(b)}}' +
  'function ja(){return v||"function"!=typeof fetch?Promise.resolve().then(function(){return ia()}):fetch(K,{credentials:"same-origin"}).then(function(a){if(!a.ok)throw"failed";return a.arrayBuffer()}).catch(function(){return ia()})}' +
  '(function(){function a(f){d.asm=f.exports;H--}function b(f){a(f.instance)}' +
  'function c(f){return ja().then(function(g){return WebAssembly.instantiate(g,e)}).then(function(g){return g}).then(f,function(g){u("failed to asynchronously prepare wasm: "+g);w(g)})}' +
  'var e={a:Ga};H++;if(d.instantiateWasm)try{return d.instantiateWasm(e,a)}catch(f){return u("failed: "+f),!1}' +
  '(function(){return v||"function"!=typeof WebAssembly.instantiateStreaming||ha()||"function"!=typeof fetch?c(b):fetch(K,{credentials:"same-origin"}).then(function(f){return WebAssembly.instantiateStreaming(f,e).then(b,function(g){u("wasm streaming compile failed: "+g);u("falling back to ArrayBuffer instantiation");return c(b)})})})().catch(m);return{}})();';

test('the ways to the module other than instantiateWasm go; instantiateWasm stays', () => {
  const out = trimGlue(START, [
    'the streaming instantiation',
    'the instantiation of fetched bytes',
    'the fetch of the module file',
    'the synchronous read of the module',
    'the empty asset lists'
  ]);
  assert.doesNotMatch(out, /fetch|instantiateStreaming|preloaded|WebAssembly\.instantiate\(/);
  assert.match(out, /if\(d\.instantiateWasm\)try\{return d\.instantiateWasm\(e,a\)\}/);
  assert.match(out, /return\{\}\}\)\(\);$/);
  assert.doesNotThrow(() => new Function(out));
});

test("the module file's name and the script's directory go together", () => {
  const glue =
    "var createEloCore = (() => {\n  var _scriptDir = typeof document !== 'undefined' && document.currentScript ? document.currentScript.src : undefined;\n" +
    'return function(){var n=Object.assign({},d),q="";"undefined"!=typeof document&&document.currentScript&&(q=document.currentScript.src);_scriptDir&&(q=_scriptDir);0!==q.indexOf("blob:")?q=q.substr(0,q.replace(/[?#].*/,"").lastIndexOf("/")+1):q="";' +
    'function ha(){return K.startsWith("data:application/octet-stream;base64,")}var K;K="elo-core-web.wasm";ha()||(K=q+K);return d}})();';
  const out = trimGlue(glue, ['the module file name', 'the script directory']);
  assert.doesNotMatch(out, /_scriptDir|currentScript|elo-core-web\.wasm|startsWith/);
  assert.match(out, /var n=Object\.assign\(\{\},d\),q="";return d\}/);
  assert.doesNotThrow(() => new Function(out));
});
