// Languages and strings (web/src/i18n.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { LANGS, pickLang, translator, errorKey } from '../../web/src/i18n.js';

const LOCALES = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    JSON.parse(fs.readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8'))
  ])
);

test('the first supported language of a list wins; English when none is', () => {
  assert.equal(pickLang(['de-DE', 'pt-BR', 'ja']), 'pt');
  assert.equal(pickLang([null, '', 'ja_JP']), 'ja');
  assert.equal(pickLang(['fr', 'de']), 'en');
  assert.equal(pickLang([]), 'en');
});

test('named placeholders are filled; a missing one stays visible', () => {
  const t = translator({ en: { a: { b: 'Line {line}: {message}' } } }, 'en');
  assert.equal(t('a.b', { line: '3', message: 'bad' }), 'Line 3: bad');
  assert.equal(t('a.b', { line: '3' }), 'Line 3: {message}');
});

test('a string a language lacks comes from English; an unknown key is the key', () => {
  const t = translator({ en: { x: 'English', y: 'Only English' }, pt: { x: 'Português' } }, 'pt');
  assert.equal(t('x'), 'Português');
  assert.equal(t('y'), 'Only English');
  assert.equal(t('z.w'), 'z.w');
});

test('error codes map to locale keys', () => {
  assert.equal(errorKey('score-invalid'), 'errors.scoreInvalid');
  assert.equal(errorKey('k-out-of-range'), 'errors.kOutOfRange');
  assert.equal(errorKey('fewer-than-5-games'), 'errors.fewerThan5Games');
});

test('a count takes its plural form by Intl.PluralRules, the language’s own', () => {
  const t = translator({ en: { n: { one: '{count} line', other: '{count} lines' } } }, 'en');
  assert.equal(t('n', { count: '1' }, 1), '1 line');
  assert.equal(t('n', { count: '2' }, 2), '2 lines');
  assert.equal(t('n', { count: '1.5' }, 1.5), '1.5 lines');
  const pt = translator(
    { en: {}, pt: { n: { one: '{count} linha', other: '{count} linhas' } } },
    'pt'
  );
  assert.equal(pt('n', { count: '1' }, 1), '1 linha');
  assert.equal(pt('n', { count: '3' }, 3), '3 linhas');
  const ja = translator({ en: {}, ja: { n: { other: '{count}行' } } }, 'ja');
  assert.equal(ja('n', { count: '1' }, 1), '1行', 'one form for every count');
});

test('the plural of one in each language: lines left out, players and rounds', () => {
  const one = (lang, key) => translator(LOCALES, lang)(key, { count: '1' }, 1);
  const two = (lang, key) => translator(LOCALES, lang)(key, { count: '2' }, 2);
  assert.equal(one('en', 'event.ignored'), '1 line left out of the calculation');
  assert.equal(two('en', 'event.ignored'), '2 lines left out of the calculation');
  assert.equal(one('pt', 'event.ignored'), '1 linha fora do cálculo');
  assert.equal(two('pt', 'event.ignored'), '2 linhas fora do cálculo');
  assert.equal(one('ja', 'event.ignored'), '計算に使わない行：1行');
  assert.deepEqual(
    ['en', 'pt', 'ja'].map((l) => [one(l, 'event.playerCount'), one(l, 'event.roundCount')]),
    [
      ['1 player', '1 round'],
      ['1 jogador', '1 rodada'],
      ['1人', '1ラウンド']
    ]
  );
  assert.equal(two('pt', 'event.roundCount'), '2 rodadas');
});
