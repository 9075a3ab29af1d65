/* The page's first script, in <head> (scripts/build-web.js): chooses the language before the
   body is parsed, so that page-markup.js shows that language's first view and no other. */
import { firstViewFits, pageLang } from './page-lang.js';

const root = document.documentElement;
root.lang = pageLang(location.search, location.hash, navigator.languages || [navigator.language]);
if (firstViewFits(location.search, location.hash)) root.dataset.firstView = '';
