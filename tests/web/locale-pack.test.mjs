// The strings the page and the element carry, packed by scripts/locale-pack.js and unpacked by
// web/src/locale-unpack.js: held to the locale files as written, key order included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { unpackLocales } from '../../web/src/locale-unpack.js';

const require = createRequire(import.meta.url);
const { packLocales } = require('../../scripts/locale-pack.js');
const { loadLocales } = require('../../scripts/locale-check.js');
const LOCALES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'web',
  'locales'
);

test('the three locale files come back from their packed form as written, in their key order', () => {
  const files = loadLocales(LOCALES);
  const back = unpackLocales(packLocales(files));
  assert.deepEqual(Object.keys(back).sort(), Object.keys(files).sort());
  for (const code of Object.keys(files))
    assert.equal(JSON.stringify(back[code]), JSON.stringify(files[code]), code);
});

test('languages of one script sit side by side: the most ASCII first', () => {
  const { texts } = packLocales({
    ja: { a: '日本語' },
    pt: { a: 'português' },
    en: { a: 'English' }
  });
  assert.deepEqual(Object.keys(texts), ['en', 'pt', 'ja']);
});

// Examples written for the cases the files may hold: a plural form one language does not use,
// a key in one language only; and one they must not: a text in one language where another has
// plural forms.
const CASES = [
  {
    name: 'a plural form one language does not use',
    locales: {
      pt: { games: { one: '{n} partida', other: '{n} partidas' } },
      ja: { games: { other: '{n}局' } }
    },
    packed: {
      keys: { games: { one: 0, other: 0 } },
      texts: { pt: ['{n} partida', '{n} partidas'], ja: [null, '{n}局'] }
    }
  },
  {
    name: 'a key in one language only, and the tree in the first language’s order',
    locales: { en: { b: 'B', a: { x: 'X' } }, pt: { a: { x: 'Xp', y: 'Yp' }, b: 'Bp' } },
    packed: {
      keys: { b: 0, a: { x: 0, y: 0 } },
      texts: { en: ['B', 'X', null], pt: ['Bp', 'Xp', 'Yp'] }
    }
  },
  {
    name: 'a text in one language, plural forms in another: refused, naming the key',
    locales: { en: { a: { n: 'one game' } }, pt: { a: { n: { one: 'uma', other: 'várias' } } } },
    refused: /a\.n is a text in one language, a group in another/
  }
];

for (const c of CASES) {
  test(`the packed form: ${c.name}`, () => {
    if (c.refused) return assert.throws(() => packLocales(c.locales), c.refused);
    const packed = packLocales(c.locales);
    assert.deepEqual(packed, c.packed);
    // The values come back; the order is the packed tree's (the first language's).
    assert.deepEqual(unpackLocales(packed), c.locales);
  });
}
