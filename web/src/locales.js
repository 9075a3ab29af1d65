/* The three languages' strings. The build packs the locale files into one module,
   'elo-locales' (scripts/locale-pack.js: the keys once, each language's texts in a list), and
   this unpacks it into one object per language, as the files hold them. */
import packed from 'elo-locales';
import { unpackLocales } from './locale-unpack.js';

const LOCALES = Object.freeze(unpackLocales(packed));

/** Every language's strings, by language code, once they are there. */
export const loadLocales = () => Promise.resolve(LOCALES);
