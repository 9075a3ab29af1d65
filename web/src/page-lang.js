/* The page's language and whether its first view, written as markup at build time, is the one
   to show: read by the page's first script in <head> (page-head.js), before the body is parsed,
   and by the page's bundle (page.js), so that both make the same choice; and the step that
   shows that view (page-markup.js). */
import { pickLang } from './i18n.js';
import { fragmentMode } from './link.js';

/** The language of a page at `search` and `hash`: the address's ?lang, else the link's lang,
    else the first of the browser's `languages` the page has (English without one). */
export function pageLang(search, hash, languages) {
  const query = new URLSearchParams(search);
  if (query.has('lang')) return pickLang([query.get('lang')]);
  const link = new URLSearchParams(String(hash || '').replace(/^#/, ''));
  if (link.has('lang')) return pickLang([link.get('lang')]);
  return pickLang(languages);
}

/** Whether the markup's first view (the game mode in the page's own layout) is what a page at
    `search` and `hash` shows first: not in an iframe's ?embed layout, nor for a link to
    another mode. */
export function firstViewFits(search, hash) {
  return !new URLSearchParams(search).has('embed') && fragmentMode(hash) === 'game';
}

/** Puts the first view of `doc`'s language (its <html lang>, page-head.js's choice) in #app,
    where page-head.js found it fits: the content of its <template id="elo-first-LANG">,
    which scripts/build-web.js writes, the page's title with it. */
export function showFirstView(doc) {
  const root = doc.documentElement;
  const markup = 'firstView' in root.dataset && doc.getElementById('elo-first-' + root.lang);
  if (!markup) return;
  doc.getElementById('app').replaceChildren(markup.content);
  doc.title = markup.dataset.title;
}
