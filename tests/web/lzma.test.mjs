// web/src/lzma.js: what the real xz encoder packs (scripts/lzma-pack.js) comes back byte for
// byte, and a damaged stream throws rather than running on or returning garbage.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { unlzma, unpack } from '../../web/src/lzma.js';

const require = createRequire(import.meta.url);
const { lzmaPack } = require('../../scripts/lzma-pack.js');
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WASM = path.join(ROOT, 'build', 'wasm', 'wasm', 'elo-core-web.wasm');

function roundTrip(bytes, settings) {
  const { packed, size, props } = lzmaPack(bytes, settings);
  assert.deepEqual(Buffer.from(unlzma(packed, size, props)), Buffer.from(bytes));
  return { packed, size, props };
}

test('empty, one byte and tiny inputs', () => {
  for (const text of ['', 'a', 'ab', 'aaaa', 'hello hello hello', 'ä日本語~'])
    roundTrip(Buffer.from(text, 'utf8'));
});

test('repetitive input: long matches and every repeat distance', () => {
  roundTrip(Buffer.alloc(100000, 7));
  const parts = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
  let text = '';
  for (let i = 0; i < 20000; i++) text += parts[(i * i) % 5] + (i % 7);
  roundTrip(Buffer.from(text));
});

test('random input, which does not compress', () => {
  roundTrip(crypto.randomBytes(70000));
});

test('large input, with distances past slot 13 and other properties', () => {
  const big = Buffer.alloc(3 << 20);
  for (let i = 0; i < big.length; i++)
    big[i] = ((i * 2654435761) >>> 24) & (i & 0x10000 ? 0xff : 3);
  roundTrip(big);
  // xz takes lc + lp of 4 at most.
  const text = Buffer.from(fs.readFileSync(path.join(ROOT, 'web', 'locales', 'ja.json')));
  for (const [lc, lp, pb] of [
    [0, 0, 0],
    [1, 2, 2],
    [4, 0, 4],
    [0, 4, 0]
  ])
    roundTrip(text, { lc, lp, pb, more: 'preset=6,dict=1MiB' });
});

test('the built wasm module, when there is one', { skip: !fs.existsSync(WASM) }, () => {
  roundTrip(fs.readFileSync(WASM));
});

test('base64, as the scripts carry the bytes', () => {
  const { packed, size, props } = lzmaPack(Buffer.from('base64 base64 base64'));
  assert.equal(
    Buffer.from(unpack(packed.toString('base64'), size, props)).toString(),
    'base64 base64 base64'
  );
});

test('a truncated, damaged or mis-sized stream throws', () => {
  const data = Buffer.from(fs.readFileSync(path.join(ROOT, 'web', 'locales', 'en.json')));
  const { packed, size, props } = lzmaPack(data);
  for (const cut of [0, 3, 5, 100, packed.length >> 1, packed.length - 3])
    assert.throws(() => unlzma(packed.subarray(0, cut), size, props), /lzma/, `cut at ${cut}`);
  assert.throws(() => unlzma(packed, size - 1, props), /lzma/);
  assert.throws(() => unlzma(packed, size + 1, props), /lzma/);
  let thrown = 0;
  for (let i = 0; i < 200; i++) {
    const bad = Buffer.from(packed);
    bad[5 + ((i * 7919) % (bad.length - 5))] ^= 1 << (i % 8);
    try {
      if (Buffer.from(unlzma(bad, size, props)).equals(data)) thrown++;
    } catch (e) {
      assert.match(e.message, /lzma/);
      thrown++;
    }
  }
  // A flipped bit is caught (or harmless) nearly always: the end marker must come at `size`.
  assert.ok(thrown >= 195, `${thrown} of 200 damaged streams caught`);
});
