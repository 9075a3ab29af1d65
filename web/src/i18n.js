/* Languages and strings: which of the three languages to use, and a translator that fills a
   locale string's named placeholders. */
import langs from './langs.json' with { type: 'json' };

/** The page's languages, in the order the switch shows them: web/src/langs.json, the one list,
    which the scripts and the tests read too. */
export const LANGS = langs;

/** Each language's own name, as the language switch shows it. */
export const LANG_NAMES = { pt: 'Português', ja: '日本語', en: 'English' };

/** The first of `candidates` (language tags such as "pt-BR") that is one of LANGS, else English. */
export function pickLang(candidates) {
  for (const c of candidates) {
    if (!c) continue;
    const base = String(c).toLowerCase().split(/[-_]/)[0];
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

function lookup(table, key) {
  return key.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), table);
}

// A string, or a count's forms by plural category ({ one, other }).
const usable = (x) => typeof x === 'string' || (!!x && typeof x.other === 'string');

/** A function t(key, params, count) giving the string `key` in `lang` (English where it lacks
    one), with each {name} replaced by params.name; an unknown key gives the key itself. A key
    with plural forms takes the one Intl.PluralRules picks for `count` in `lang`. */
export function translator(locales, lang) {
  let plural;
  return function t(key, params, count) {
    let text = lookup(locales[lang], key);
    if (!usable(text)) text = lookup(locales.en, key);
    if (!usable(text)) return key;
    if (typeof text !== 'string')
      text = text[(plural ||= new Intl.PluralRules(lang)).select(count)] || text.other;
    return params
      ? text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m))
      : text;
  };
}

/** The locale key of an error code: "score-invalid" → "errors.scoreInvalid". */
export function errorKey(code) {
  return 'errors.' + String(code).replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}
