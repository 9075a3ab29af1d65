'use strict';
/* Reads the built page's locale files for the tests' expected strings. */
const path = require('node:path');
const { LANGS, ROOT } = require('./helpers.js');

const data = Object.fromEntries(
  LANGS.map((l) => [l, require(path.join(ROOT, 'web', 'locales', l + '.json'))])
);
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };

function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

// A code's message ('scoreInvalid', in `errors`) or another group's string ('errorWords.line').
function message(lang, key, line) {
  const [group, name] = key.includes('.') ? key.split('.') : ['errors', key];
  const text = data[lang][group][name];
  return line === undefined
    ? text
    : fill(data[lang].errorWords.line, {
        line: new Intl.NumberFormat(INTL[lang]).format(line),
        message: text
      });
}

module.exports = { data, message, fill };
