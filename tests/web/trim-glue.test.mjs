// scripts/trim-glue.js: what it takes out of Emscripten's glue, and that glue of another shape
// is left as it is. The glue below has the shape of Emscripten 3.1.6's closure output, cut short.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { trimGlue } = require('../../scripts/trim-glue.js');

const WIDE_HELPERS =
  'var fa=new TextDecoder("utf-16le");' +
  'function ha(a,b){var c=a>>1;return fa.decode(A.subarray(a,c<<1))}' +
  'function ia(a,b,c){if(2>c)return 0;C[b>>1]=0;return b}' +
  'function ja(a){return 2*a.length}' +
  'function ka(a,b){for(var c=0,d="";!(c>=b/4);){++c}return d}' +
  'function la(a,b,c){if(4>c)return 0;return b}' +
  'function ma(a){for(var b=0,c=0;c<a.length;++c){b+=4}return b}';
const WIDE_REGISTER =
  ',c:function(a,b,c){c=Q(c);if(2===b){var d=\nha;var e=ia;var f=ja;var k=()=>B;var h=1}' +
  'else 4===b&&(d=ka,e=la,f=ma,k=()=>H,h=2);V(a,{name:c,fromWireType:function(l){X(l);return d(l,k)},' +
  'toWireType:function(l,m){"string"!=typeof m&&U("Cannot pass non-string to C++ string type "+c);' +
  'return e(m,f(m),h)},argPackAdvance:8,readValueFromPointer:Fa,v:function(l){X(l)}})}';
const GLUE =
  'var createEloCore=(()=>{' +
  WIDE_HELPERS +
  'var E,F;g.count_emval_handles=function(){for(var a=0,b=5;b<W.length;++b)void 0!==W[b]&&++a;return a};' +
  'g.get_first_emval=function(){for(var a=5;a<W.length;++a)if(void 0!==W[a])return W[a];return null};' +
  'var ua="function"==typeof atob?atob:function(a){var b="",c=0;do{c++}while(c<a.length);return b},' +
  'Va={j:function(){}' +
  WIDE_REGISTER +
  ',i:function(a,b){}};return g})();' +
  "\nif (typeof exports === 'object' && typeof module === 'object')\n  module.exports = createEloCore;\n";

test('the wide strings keep their registration, with converters that throw, and lose their helpers', () => {
  const out = trimGlue(GLUE);
  assert.match(
    out,
    /,c:function\(a,b,c\)\{c=Q\(c\);V\(a,\{name:c,fromWireType:function\(\)\{U\(c\)\},toWireType:function\(\)\{U\(c\)\},argPackAdvance:8,readValueFromPointer:Fa,v:null\}\)\}/
  );
  for (const name of ['fa', 'ha', 'ia', 'ja', 'ka', 'la', 'ma'])
    assert.doesNotMatch(out, new RegExp(`(^|[^\\w.$])${name}([^\\w$]|$)`), name);
  assert.match(out, /,i:function\(a,b\)\{\}/);
});

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
  // A wide-string register whose helpers cannot be found keeps them and itself.
  const noHelpers = 'var V={}' + WIDE_REGISTER + ';';
  assert.equal(trimGlue(noHelpers), noHelpers);
});
