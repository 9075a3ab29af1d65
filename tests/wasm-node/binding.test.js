// The binding's types (wasm/embind_types.cpp registers only the ones calculate's signature
// needs): a call that is not calculate(string) is refused, and the instance goes on answering.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { loadCore } = require('./load-core');

test('calculate refuses a call without one string, and answers the next one', async () => {
  const core = await loadCore();
  for (const args of [[], [42], [null], [undefined], [{}], [['{}']]]) {
    assert.throws(() => core.calculate(...args), `calculate(${args.map(String)})`);
  }
  const answer = JSON.parse(
    core.calculate('{"player":{"rating":1600},"opponent":{"rating":1400},"result":1}')
  );
  assert.equal(answer.ok, true);
  assert.equal(answer.game.player.change, 5);
});
