// Languages and strings (web/src/i18n.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { pickLang, translator, errorKey } from '../../web/src/i18n.js';

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
