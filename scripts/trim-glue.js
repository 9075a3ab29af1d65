/* The parts of Emscripten's glue (closure-minified, browser link) that the page and the
   element never run, taken out or replaced by what does run there. Each part is found by
   text that Emscripten writes; a part that is not found (another Emscripten, other link
   flags, the bench's plain-JS core) is left as it is, so the glue still works, only bigger
   (scripts/check-sizes.js then says so). 0.8 KB of the page in all. */
'use strict';

/** The source of `function name(...){...}` in `text`, or null: its body holds no string
    or regular expression with a brace, as in the glue's string converters. */
function functionSource(text, name) {
  const start = text.indexOf(`function ${name}(`);
  if (start < 0) return null;
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** The wide strings (std::wstring, std::u16string, std::u32string): embind registers them
    whatever the bindings use, but calculate() takes and gives std::string only. Each keeps
    its registration, under its name, with converters that throw embind's BindingError if
    one is ever used, and the six UTF-16/UTF-32 helpers and their decoder go. */
function dropWideStrings(glue) {
  const register =
    /,(\w+):function\((\w+),(\w+),(\w+)\)\{\4=(\w+)\(\4\);if\(2===\3\)\{var \w+=\s*(\w+);var \w+=(\w+);var \w+=(\w+);[^]*?\(\w+=(\w+),\w+=(\w+),\w+=(\w+),[^]*?(\w+)\(\2,\{name:\4,fromWireType:[^]*?(\w+)\("Cannot pass non-string to C\+\+ string type "[^]*?readValueFromPointer:(\w+),v:function\((\w+)\)\{\w+\(\15\)\}\}\)\}/;
  const m = register.exec(glue);
  if (!m) return glue;
  const [, key, type, size, name, readName, ...rest] = m;
  const helpers = rest.slice(0, 6);
  const [registerType, bindingError, readPointer] = rest.slice(6, 9);
  const sources = helpers.map((h) => functionSource(glue, h));
  if (sources.some((s) => s === null)) return glue;
  const fail = `function(){${bindingError}(${name})}`;
  let out = glue.replace(
    m[0],
    `,${key}:function(${type},${size},${name}){${name}=${readName}(${name});` +
      `${registerType}(${type},{name:${name},fromWireType:${fail},toWireType:${fail},` +
      `argPackAdvance:8,readValueFromPointer:${readPointer},v:null})}`
  );
  for (const s of sources) out = out.replace(s, '');
  return out.replace(/var \w+=new TextDecoder\("utf-16le"\);/, '');
}

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
  return UNUSED.reduce((text, [pattern, by]) => text.replace(pattern, by), dropWideStrings(glue));
}

module.exports = { trimGlue };
