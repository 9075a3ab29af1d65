/* The parts of Emscripten's glue (closure-minified, browser link) that the page and the
   element never run, taken out or replaced by what does run there. Each part is found by
   text that Emscripten 3.1.6 writes; a part that is not found (another Emscripten, other
   link flags) fails the build with the part's name (scripts/patch.js), so that an upgrade
   shows at once which parts to look at again. (The browser link carries no base64 reader at
   all, so the atob fallback this list once took out is no longer in its glue.) A core without
   a module (the bench's plain-JS one) never comes here (scripts/build-web.js). */
'use strict';
const { patch } = require('./patch.js');

const UNUSED = [
  // Debugging counters of embind's value handles, on a Module object no one else sees.
  [
    /\w+\.count_emval_handles=function\(\)\{[^{}]*\};\w+\.get_first_emval=function\(\)\{[^{}]*\};/,
    '',
    'the emval handle counters'
  ],
  // The CommonJS/AMD export at the end: the page reads the global, the element the module
  // that scripts/build-web.js makes of the glue.
  [
    /\nif \(typeof exports === 'object' && typeof module === 'object'\)[^]*$/,
    '\n',
    'the CommonJS/AMD export'
  ],
  // The page and the element always start the core through instantiateWasm with a compiled
  // module (scripts/build-web.js), so the glue's own ways to the module's bytes never run:
  // its fetch or instantiateStreaming of a file, its fallback to reading the bytes, and the
  // two functions behind that (0.3 KB gzip of the page). Empty asset lists no one reads too.
  [
    /\(function\(\)\{return \w+\|\|"function"!=typeof WebAssembly\.instantiateStreaming[^]*?"falling back to ArrayBuffer instantiation"\);return \w+\(\w+\)\}\)\}\)\}\)\(\)\.catch\(\w+\);/,
    '',
    'the streaming instantiation'
  ],
  [
    /function \w+\(\w+\)\{return \w+\(\)\.then\(function\(\w+\)\{return WebAssembly\.instantiate\(\w+,\w+\)\}\)[^]*?"failed to asynchronously prepare wasm: "\+\w+\);\w+\(\w+\)\}\)\}/,
    '',
    'the instantiation of fetched bytes'
  ],
  [
    /function \w+\(\)\{return \w+\|\|"function"!=typeof fetch\?Promise\.resolve\(\)[^]*?\.catch\(function\(\)\{return \w+\(\)\}\)\}/,
    '',
    'the fetch of the module file'
  ],
  [
    /function \w+\(\)\{var \w+=\w+;try\{if\(\w+==\w+&&\w+\)return new Uint8Array\(\w+\);throw"both async and sync fetching of the wasm failed";\}catch\(\w+\)\{\w+\(\w+\)\}\}/,
    '',
    'the synchronous read of the module'
  ],
  [/\w+\.preloadedImages=\{\};\w+\.preloadedAudios=\{\};/, '', 'the empty asset lists'],
  // With those gone, nothing reads the module file's name, nor the script's directory that
  // would prefix it (both parts of that directory go together, or neither).
  [
    /function (\w+)\(\)\{return (\w+)\.startsWith\("data:application\/octet-stream;base64,"\)\}var \2;\2="[^"]*";\1\(\)\|\|\(\2=\w+\+\2\);/,
    '',
    'the module file name'
  ],
  [
    /var _scriptDir = typeof document !== 'undefined' && document\.currentScript \? document\.currentScript\.src : undefined;([^]*?)"undefined"!=typeof document&&document\.currentScript&&\((\w+)=document\.currentScript\.src\);_scriptDir&&\(\2=_scriptDir\);0!==\2\.indexOf\("blob:"\)\?\2=\2\.substr\(0,\2\.replace\(\/\[\?#\]\.\*\/,""\)\.lastIndexOf\("\/"\)\+1\):\2="";/,
    '$1',
    'the script directory'
  ]
];

/** `glue` without what a browser never runs of it; throws when a part is not found. `only`
    names the parts to take out (all by default), for a test's glue cut short. */
function trimGlue(glue, only = UNUSED.map(([, , what]) => what)) {
  return UNUSED.filter(([, , what]) => only.includes(what)).reduce(
    (text, [pattern, by, what]) => patch(text, pattern, by, what),
    glue
  );
}

module.exports = { trimGlue, PARTS: UNUSED.map(([, , what]) => what) };
