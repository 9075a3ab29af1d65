#!/usr/bin/env node
// Fills the "response" of every tests/golden/*.json from the wasm core (dist/elo-core.js).
// Run it only after a deliberate change of behaviour, then read the diff before committing.
'use strict';
const fs = require('fs');
const path = require('path');

const goldenDir = path.join(__dirname, '..', 'tests', 'golden');

require(path.join(__dirname, '..', 'dist', 'elo-core.js'))().then((core) => {
  for (const file of fs
    .readdirSync(goldenDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const fixturePath = path.join(goldenDir, file);
    const fixture = JSON.parse(fs.readFileSync(fixturePath, 'utf8'));
    const request = fixture.requestText ?? JSON.stringify(fixture.request);
    fixture.response = JSON.parse(core.calculate(request));
    fs.writeFileSync(fixturePath, `${JSON.stringify(fixture, null, 2)}\n`);
    console.log(`updated ${file}`);
  }
});
