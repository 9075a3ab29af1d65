/* A wasm module with its functions in a chain of likes, for the packed core of the page and the
   element (scripts/build-web.js): ordered first by length, shortest first, those of a like
   length by signature, then from the shortest each followed by the one most like it
   (chainOfLikes). Functions alike (accessors, the same template for two types, the readers of
   one request) side by side let gzip find their repeats: the page's module, gzipped and in
   base64 as scripts/core-packing.js carries it, then gzipped with the page, 56,695 → 54,180 B
   on 7 December 2026 (about 12 ms of download on the bench's throttled phone), for about 2 s of
   the build. Done on binaryen's text form (wasm-dis, then wasm-as, which Emscripten installs):
   its round trip of the module is byte for byte, and its names are symbolic, so every call,
   table entry and export follows its function. Where binaryen's tools are missing the module
   is left as it is. */
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

/** The module's text with its function forms chained (above) where the first one was. */
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
  const functions = chainOfLikes(forms.filter(isFunction).sort(order), (form) => [
    signature(form),
    ...form.slice(1).map((line) => unnamed(line.trim()))
  ]);
  const first = forms.findIndex(isFunction);
  const rest = forms.filter((form) => !isFunction(form));
  rest.splice(first, 0, ...functions);
  return ['(module', ...rest.flat(), ')', ''].join('\n');
}

/** `forms` (in their order by length and signature) as a chain: from the first, each followed
    by the one left most like it, by the share (Jaccard) of runs of one, two and three
    instructions they have in common, the signature counted as one more. `words(form)` is the
    signature, then the form's instructions. A packer finds a function's repeats in the function
    before it for fewer bits than further back: with the LZMA packing the page had then, the
    packed module 46,399 → 45,477 B on 3 December 2026 against the order by length alone (runs
    of one or two instructions, or a window of the last four placed, within 70 B of this; the
    most called functions first, in the indices a call writes in one byte, 200–400 B worse).
    Each form's runs are numbered and sorted, so that two forms compare in one merge. */
function chainOfLikes(forms, words) {
  const ids = new Map();
  const runsOf = (form) => {
    const [sig, ...code] = words(form);
    const runs = new Set(['s' + sig]);
    for (let n = 1; n <= 3; n++)
      for (let i = 0; i + n <= code.length; i++) runs.add(n + code.slice(i, i + n).join('\n'));
    const numbered = [...runs].map((run) => {
      if (!ids.has(run)) ids.set(run, ids.size);
      return ids.get(run);
    });
    return Int32Array.from(numbered).sort();
  };
  const runs = forms.map(runsOf);
  const like = (a, b) => {
    let shared = 0;
    for (let i = 0, j = 0; i < a.length && j < b.length;) {
      if (a[i] < b[j]) i++;
      else if (a[i] > b[j]) j++;
      else {
        shared++;
        i++;
        j++;
      }
    }
    return shared / (a.length + b.length - shared + 1);
  };
  const left = forms.map((_, i) => i);
  const chain = [];
  for (let at = 0; left.length;) {
    const [index] = left.splice(at, 1);
    chain.push(forms[index]);
    let best = -1;
    for (let i = 0; i < left.length; i++) {
      const l = like(runs[index], runs[left[i]]);
      if (l > best) [best, at] = [l, i];
    }
  }
  return chain;
}

module.exports = { reorderFunctions, reorderText };
