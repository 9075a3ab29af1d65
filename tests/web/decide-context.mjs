// The context the modes' decisions are given in tests/web/decide-*.test.mjs: a language's words
// (web/locales) and number formats, and the fields that routed errors went to.
import fs from 'node:fs';
import { translator } from '../../web/src/i18n.js';
import { formatters } from '../../web/src/format.js';

const read = (lang) =>
  JSON.parse(fs.readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8'));
export const ctx = { t: translator({ en: read('en') }, 'en'), f: formatters('en'), lang: 'en' };
export const fieldsOf = (routed) =>
  Object.fromEntries([...routed.byField].map(([k, v]) => [k, v.length]));
export const ctxOf = (lang) => ({
  t: translator({ [lang]: read(lang), en: read('en') }, lang),
  f: formatters(lang),
  lang
});
