/* The sizes of dist/: each file raw and gzipped (gzip -9), and the page's parts, each gzipped
   alone (its styles, its page script, the core's glue and the wasm the glue carries, and the
   rest). The rows show each file's ceiling from bench/budgets.json, which scripts/check-sizes.js
   enforces in the build. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const BUDGETS = require('./budgets.json');
const { DIST, PAGE } = require('./pages.js');
const { kb, met } = require('./table.js');

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/** The page's parts: each inline script and style, and inside the core script the wasm. */
function pageParts(html) {
  const parts = { wasm: 0, glue: 0, pageScript: 0, styles: 0, other: 0 };
  const gzParts = Object.assign({}, parts);
  const add = (name, text) => {
    parts[name] += Buffer.byteLength(text);
    gzParts[name] += gz(Buffer.from(text));
  };
  let rest = html;
  for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    add('styles', m[1]);
    rest = rest.replace(m[1], '');
  }
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const js = m[1];
    rest = rest.replace(js, '');
    // The core's script starts with its mark (scripts/build-web.js; minified, so in either
    // quote); the other is the page bundle (web/src with the locales' strings).
    if (!/^performance\.mark\(["']elo-core-script["']\)/.test(js)) add('pageScript', js);
    else {
      // The wasm travels as the longest string literal in the core's script (gzipped, base64:
      // scripts/core-packing.js).
      const literal = longestLiteral(js);
      if (literal.length > 10000) add('wasm', literal);
      add('glue', js.replace(literal, ''));
    }
  }
  add('other', rest);
  return { raw: parts, gzip: gzParts };
}

function longestLiteral(js) {
  let best = '';
  for (const m of js.matchAll(/"([^"\\]|\\.){10000,}"|'([^'\\]|\\.){10000,}'/g))
    if (m[0].length > best.length) best = m[0];
  return best;
}

/** { files: [{ file, raw, gzip }], pageParts: { raw, gzip } }, in bytes. */
function sizes() {
  const files = fs
    .readdirSync(DIST)
    .filter((f) => fs.statSync(path.join(DIST, f)).isFile())
    .sort();
  const list = files.map((f) => {
    const buf = fs.readFileSync(path.join(DIST, f));
    return { file: 'dist/' + f, raw: buf.length, gzip: gz(buf) };
  });
  const parts = pageParts(fs.readFileSync(PAGE, 'utf8'));
  return { files: list, pageParts: parts };
}

/** The table's rows for `sizes` as sizes() returns them: each file against its ceiling, and
    the page's shares. */
function sizeRows(sizes, row) {
  const page = sizes.files.find((f) => f.file === 'dist/elo-calculator.html');
  const pageCeiling = BUDGETS['dist/elo-calculator.html'].gzipBytes;
  for (const f of sizes.files) {
    const ceiling = BUDGETS[f.file];
    row(
      `${f.file} raw / gzip -9`,
      `${kb(f.raw)} / ${kb(f.gzip)} KB`,
      '',
      '',
      ceiling ? `ceiling ${kb(ceiling.gzipBytes)} KB gzip: ${met(f.gzip <= ceiling.gzipBytes)}` : ''
    );
  }
  const parts = sizes.pageParts;
  const total = Object.values(parts.gzip).reduce((a, b) => a + b, 0);
  row(
    '  page shares, each part gzipped alone',
    Object.entries(parts.gzip)
      .map(([k, v]) => `${k} ${kb(v)} KB (${Math.round((100 * v) / total)} %)`)
      .join(', '),
    '',
    '',
    `page ≤ ${kb(pageCeiling)} KB: ` + met(page.gzip <= pageCeiling)
  );
}

module.exports = { sizeRows, sizes };
