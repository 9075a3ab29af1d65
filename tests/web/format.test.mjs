// Numbers per language (web/src/format.js): each language's separators, signs on changes.
import test from 'node:test';
import assert from 'node:assert/strict';
import { formatters } from '../../web/src/format.js';

// Rows: language, formatter, value, text. Separators as each language writes them.
const CASES = [
  ['pt', 'rating', 1605, '1.605'],
  ['ja', 'rating', 1605, '1,605'],
  ['en', 'rating', 1605, '1,605'],
  ['pt', 'rating', 1605.5, '1.605,5'],
  ['en', 'rating', 1605.25, '1,605.25'],
  ['pt', 'expected', 0.76, '0,76'],
  ['ja', 'expected', 0.76, '0.76'],
  ['en', 'expected', 0.5, '0.50'],
  ['pt', 'change', 5, '+5'],
  ['en', 'change', -5, '-5'],
  ['ja', 'change', 0, '0'],
  ['pt', 'exact', 4.805, '+4,8'],
  ['en', 'exact', -4.805, '-4.8'],
  ['ja', 'exact', 1.429, '+1.4'],
  ['pt', 'difference', -100, '-100'],
  ['en', 'difference', 200.5, '+200.5'],
  ['pt', 'percent', 0.7597, '76%'],
  ['en', 'percent', 0.2403, '24%'],
  ['pt', 'score', 1.5, '1,5'],
  ['en', 'score', 2, '2'],
  ['en', 'plain', 10000, '10,000'],
  ['pt', 'plain', 10000, '10.000']
];

for (const [lang, name, value, text] of CASES) {
  test(`${lang}: ${name} ${value} is written ${text}`, () => {
    assert.equal(formatters(lang)[name].format(value), text);
  });
}

test('dates are written in each language, in UTC', () => {
  const day = new Date(Date.UTC(2026, 10, 30));
  assert.equal(formatters('en').date.format(day), 'November 30, 2026');
  assert.equal(formatters('pt').date.format(day), '30 de novembro de 2026');
  assert.equal(formatters('ja').date.format(day), '2026年11月30日');
});
