/* Checks on web/locales: every language has the same keys and the same placeholders, and the
   scripts ask only for keys that exist. Run by scripts/build-web.js and by tests/web. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

// The page's languages, as web/src/i18n.js reads them.
const LANGS = require('../web/src/langs.json');

function flatten(obj, prefix, out) {
  for (const [key, value] of Object.entries(obj)) {
    const name = prefix ? prefix + '.' + key : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, name, out);
    else out.set(name, value);
  }
  return out;
}

function placeholders(text) {
  return [...new Set(String(text).match(/\{\w+\}/g) || [])].sort().join(' ');
}

/** A list of problems: keys missing in a language, placeholders that differ, non-strings. */
function checkLocales(locales) {
  const problems = [];
  const flat = Object.fromEntries(
    Object.entries(locales).map(([lang, data]) => [lang, flatten(data, '', new Map())])
  );
  const allKeys = new Set(Object.values(flat).flatMap((m) => [...m.keys()]));
  for (const key of [...allKeys].sort()) {
    const seen = new Map();
    for (const [lang, map] of Object.entries(flat)) {
      if (!map.has(key)) {
        problems.push(`${lang}: missing ${key}`);
        continue;
      }
      const value = map.get(key);
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${lang}: ${key} is not a non-empty string`);
        continue;
      }
      seen.set(lang, placeholders(value));
    }
    if (new Set(seen.values()).size > 1) {
      problems.push(
        `${key}: placeholders differ (${[...seen].map(([l, p]) => `${l} "${p}"`).join(', ')})`
      );
    }
  }
  return problems;
}

/** Keys the scripts ask for with a literal t('a.b') that the English locale lacks (a key with
    plural forms has them as a.b.one and a.b.other). */
function checkUsedKeys(sources, english) {
  const flat = flatten(english, '', new Map());
  const missing = [];
  for (const src of sources) {
    for (const m of src.matchAll(/\bt\('([a-zA-Z0-9_.]+)'\s*[,)]/g)) {
      if (!flat.has(m[1]) && !flat.has(m[1] + '.other')) missing.push(m[1]);
    }
  }
  return [...new Set(missing)];
}

/** The three locale files of `dir`, parsed, by language code. */
function loadLocales(dir) {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(dir, lang + '.json'), 'utf8'))])
  );
}

/** The sources of every script in `dir` and its folders, each named by its path from `dir`. */
function readScripts(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((f) => ({
      name: f.split(path.sep).join('/'),
      text: fs.readFileSync(path.join(dir, f), 'utf8')
    }));
}

module.exports = { LANGS, checkLocales, checkUsedKeys, flatten, loadLocales, readScripts };
