#!/usr/bin/env node
/* The core's includes run one way, from a part down to what it is built on, never up to the
   file that uses it: core/src's own files (request, response, api) read and write the whole
   call from the parts in its folders; game/, event/ and ladder/ are the three modes, which do
   not include one another; json/ reads and writes values, systems/ holds the national rating
   systems' rules (US Chess, DWZ), text/ reads typed text, support/ holds the size and speed
   helpers. A part writes its own result and its parent stores it.
   Public headers (core/include/elo) may be included from anywhere. Run by scripts/test.sh and
   by ctest; prints each include that runs the wrong way and exits 1. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const SRC = path.join(__dirname, '..', 'core', 'src');
// Each folder's level: a file includes its own folder's headers and those of lower levels.
const LEVEL = { support: 0, text: 1, json: 2, systems: 2, game: 3, event: 3, ladder: 3, '.': 4 };

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(cpp|hpp)$/.test(entry.name) ? [full] : [];
  });
}

/** The includes of core/src that break the rule, as "file: include (why)". */
function wrongIncludes(src = SRC) {
  const problems = [];
  for (const file of files(src)) {
    const relative = path.relative(src, file);
    const from = path.dirname(relative);
    if (!(from in LEVEL)) {
      problems.push(`${relative}: a folder the rule does not know (scripts/check-includes.js)`);
      continue;
    }
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const include = /^\s*#\s*include\s+"([^"]+)"/.exec(line);
      if (!include || include[1].startsWith('elo/')) return;
      const to = include[1].includes('/') ? include[1].split('/')[0] : '.';
      const where = `${relative}:${i + 1}: #include "${include[1]}"`;
      if (!(to in LEVEL)) problems.push(`${where} (not a folder of core/src)`);
      else if (to === from) return;
      else if (LEVEL[to] > LEVEL[from]) problems.push(`${where} (up, to the part's parent)`);
      else if (LEVEL[to] === LEVEL[from]) problems.push(`${where} (across, to another mode)`);
    });
  }
  return problems;
}

if (require.main === module) {
  const problems = wrongIncludes();
  if (problems.length) {
    console.error('core/src includes that run the wrong way:\n  ' + problems.join('\n  '));
    process.exit(1);
  }
}

module.exports = { wrongIncludes };
