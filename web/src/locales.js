/* The three languages' strings, bundled into the page and the element. */
import pt from '../locales/pt.json' with { type: 'json' };
import ja from '../locales/ja.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

/** Every language's strings, by language code. */
export const LOCALES = Object.freeze({ pt, ja, en });
