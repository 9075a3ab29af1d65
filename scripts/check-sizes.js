#!/usr/bin/env node
/* Size ceilings: the gzip -9 size of each file named in bench/budgets.json must not exceed
   its ceiling, which guards against accidents (the target is time: npm run bench). A required
   file that is missing fails the check; an optional one (the widget, until it is built) is
   checked once it exists. Run by scripts/build.sh, so npm test fails when a file grows past
   its ceiling. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '..');
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8'));
const kb = (n) => (n / 1024).toFixed(1) + ' KB';
const problems = [];
for (const [file, budget] of Object.entries(budgets)) {
  const full = path.join(ROOT, file);
  if (!fs.existsSync(full)) {
    if (budget.required)
      problems.push(`${file} is missing, so its size cannot be checked (build it first)`);
    else console.log(`check-sizes: ${file} not built, not checked`);
    continue;
  }
  const gzip = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
  const line = `${file}: ${kb(gzip)} gzip -9, ceiling ${kb(budget.gzipBytes)}`;
  if (gzip > budget.gzipBytes)
    problems.push(`${line}: OVER by ${gzip - budget.gzipBytes} bytes (${budget.reason})`);
  else console.log('check-sizes: ' + line);
}
if (problems.length) {
  console.error('check-sizes: FAILED\n  ' + problems.join('\n  '));
  process.exit(1);
}
