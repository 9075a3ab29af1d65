// The golden fixtures of tests/golden/, answered by the wasm build: the same files the native
// GoogleTest suite checks, so both builds provably give the same answers.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { loadCore } = require('./load-core');

const goldenDir = path.join(__dirname, '..', 'golden');
const files = fs
  .readdirSync(goldenDir)
  .filter((f) => f.endsWith('.json'))
  .sort();

test('there are golden fixtures to check', () => {
  assert.ok(files.length >= 10, `only ${files.length} fixtures`);
});

for (const file of files) {
  test(`wasm core gives the recorded response: ${file}`, async () => {
    const core = await loadCore();
    const fixture = JSON.parse(fs.readFileSync(path.join(goldenDir, file), 'utf8'));
    const request = fixture.requestText ?? JSON.stringify(fixture.request);
    assert.deepStrictEqual(JSON.parse(core.calculate(request)), fixture.response, fixture.source);
  });
}
