// scripts/trim-glue.js: what it takes out of Emscripten's glue, and that glue of another shape
// is left as it is. The glue below has the shape of Emscripten 3.1.6's closure output, cut short.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { trimGlue } = require('../../scripts/trim-glue.js');

const GLUE =
  'var createEloCore=(()=>{' +
  'var E,F;g.count_emval_handles=function(){for(var a=0,b=5;b<W.length;++b)void 0!==W[b]&&++a;return a};' +
  'g.get_first_emval=function(){for(var a=5;a<W.length;++a)if(void 0!==W[a])return W[a];return null};' +
  'var ua="function"==typeof atob?atob:function(a){var b="",c=0;do{c++}while(c<a.length);return b},' +
  'Va={j:function(){},i:function(a,b){}};return g})();' +
  "\nif (typeof exports === 'object' && typeof module === 'object')\n  module.exports = createEloCore;\n";

test('the atob fallback, the handle counters and the CommonJS export go; the rest stays', () => {
  const out = trimGlue(GLUE);
  assert.match(out, /var ua=atob,Va=/);
  assert.doesNotMatch(out, /count_emval_handles|get_first_emval|module\.exports/);
  assert.match(out, /^var createEloCore=\(\(\)=>\{/);
  assert.doesNotThrow(() => new Function(out));
});

test('glue of another shape is left as it is', () => {
  const other = 'var createEloCore=function(){return Promise.resolve({calculate:String})};';
  assert.equal(trimGlue(other), other);
});
