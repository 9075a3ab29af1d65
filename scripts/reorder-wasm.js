/* A wasm module with its functions in order of length, shortest first, those of a like length by
   signature, for the packed core of the page and the element (scripts/build-web.js). Functions
   of a like length and signature are often alike (accessors, the same template for two types,
   the readers of one request), and side by side the packer finds their repeats: 0.75 KB less of
   the Zopfli-packed module than in the linker's order (0.6 KB by length alone), 1.7 KB less of
   the LZMA-packed one (scripts/lzma-pack.js), though calls to the functions moved past the first
   128 take a byte more. Done on binaryen's text form (wasm-dis, then wasm-as, which Emscripten
   installs): its round trip of the module is byte for byte, and its names are symbolic, so every
   call, table entry and export follows its function. Where binaryen's tools are missing the
   module is left as it is (scripts/check-sizes.js then says so). */
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

// A top-level form of wasm-dis's text starts a line with one space and a parenthesis.
const TOP_LEVEL = /^ \(/;

/** `bytes` with its functions ordered by the length of their text, names aside. */
function reorderFunctions(bytes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elo-reorder-'));
  try {
    const [wasm, wat, out] = ['in.wasm', 'in.wat', 'out.wasm'].map((f) => path.join(dir, f));
    fs.writeFileSync(wasm, bytes);
    execFileSync('wasm-dis', [wasm, '-o', wat]);
    fs.writeFileSync(wat, reorderText(fs.readFileSync(wat, 'utf8')));
    // The module uses bulk memory's memory.copy and memory.fill (wasm/CMakeLists.txt).
    execFileSync('wasm-as', ['--enable-bulk-memory', wat, '-o', out]);
    return fs.readFileSync(out);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
    console.warn('reorder-wasm: binaryen not found, the module keeps its order');
    return bytes;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The module's text with its function forms sorted (stable) where the first one was. */
function reorderText(text) {
  const lines = text.trimEnd().split('\n');
  if (lines[0] !== '(module' || lines.at(-1) !== ')')
    throw new Error('reorder-wasm: not the text wasm-dis writes');
  const forms = [];
  for (const line of lines.slice(1, -1)) {
    if (TOP_LEVEL.test(line) || !forms.length) forms.push([line]);
    else forms[forms.length - 1].push(line);
  }
  const isFunction = (form) => form[0].startsWith(' (func ');
  const unnamed = (text) => text.replace(/\$[\w.$]+/g, '$');
  const length = (form) => unnamed(form.join('\n')).length;
  // Lengths within a factor of about 1.4 of each other, then the same signature together.
  const band = (form) => Math.floor(2 * Math.log2(length(form)));
  const signature = (form) => unnamed(form[0]);
  const order = (a, b) =>
    band(a) - band(b) || signature(a).localeCompare(signature(b)) || length(a) - length(b);
  const functions = forms.filter(isFunction).sort(order);
  const first = forms.findIndex(isFunction);
  const rest = forms.filter((form) => !isFunction(form));
  rest.splice(first, 0, ...functions);
  return ['(module', ...rest.flat(), ')', ''].join('\n');
}

module.exports = { reorderFunctions, reorderText };
