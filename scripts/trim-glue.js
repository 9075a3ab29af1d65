/* The parts of Emscripten's glue (closure-minified, browser link) that the page and the
   element never run, taken out or replaced by what does run there. Each part is found by
   text that Emscripten writes; a part that is not found (another Emscripten, other link
   flags, the bench's plain-JS core) is left as it is, so the glue still works, only bigger
   (scripts/check-sizes.js then says so). */
'use strict';

const UNUSED = [
  // The base64 decoder for hosts without atob: every browser has it, and the glue never
  // decodes the packed core anyway.
  [/"function"==typeof atob\?atob:function\(a\)\{[^]*?while\(c<a\.length\);return b\}/, 'atob'],
  // Debugging counters of embind's value handles, on a Module object no one else sees.
  [
    /\w+\.count_emval_handles=function\(\)\{[^{}]*\};\w+\.get_first_emval=function\(\)\{[^{}]*\};/,
    ''
  ],
  // The CommonJS/AMD export at the end: the page reads the global, the element the module
  // that scripts/build-web.js makes of the glue.
  [/\nif \(typeof exports === 'object' && typeof module === 'object'\)[^]*$/, '\n']
];

/** `glue` without what a browser never runs of it. */
function trimGlue(glue) {
  return UNUSED.reduce((text, [pattern, by]) => text.replace(pattern, by), glue);
}

module.exports = { trimGlue };
