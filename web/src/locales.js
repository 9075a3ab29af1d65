/* The three languages' strings, as the locale files hold them. */
import pt from '../locales/pt.json' with { type: 'json' };
import ja from '../locales/ja.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

const LOCALES = Object.freeze({ pt, ja, en });

/** Every language's strings, by language code, once they are there. */
export const loadLocales = () => Promise.resolve(LOCALES);
