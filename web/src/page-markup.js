/* The script right after the first view's markup (scripts/build-web.js): puts the chosen
   language's first view (a <template> per language) in the page, to be painted while the core
   and the bundle are still on their way; page.js takes it over. */
const root = document.documentElement;
const markup = 'firstView' in root.dataset && document.getElementById('elo-first-' + root.lang);
if (markup) {
  document.getElementById('app').replaceChildren(markup.content);
  document.title = markup.dataset.title;
}
