/* The three languages' strings. The bundles carry them packed: scripts/packed-locales.js
   replaces this module there with one whose loadLocales() unpacks them. */
import pt from '../locales/pt.json' with { type: 'json' };
import ja from '../locales/ja.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

const LOCALES = Object.freeze({ pt, ja, en });

/** Every language's strings, by language code, once they are there. */
export const loadLocales = () => Promise.resolve(LOCALES);
