/* The page's first view as markup, made at build time by the page's own view functions
   (web/src/first-render.js) run in Node on scripts/dom-shim.js, with the wasm core built for
   Node: for each language, the HTML of its first render, and the order in which the render
   creates its elements, as indexes of the markup's elements in document order (-1 for one it
   makes but does not show). The page takes the markup over by that order (web/src/dom.js's
   adopt), so the order must be the same in every language. */
'use strict';
const path = require('node:path');
const vm = require('node:vm');
const esbuild = require('esbuild');
const { Document, serialize } = require('./dom-shim.js');

const ROOT = path.resolve(__dirname, '..');
const LANGS = ['pt', 'ja', 'en'];

async function renderer() {
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, 'web', 'src', 'first-render.js')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'firstView',
    platform: 'neutral',
    logLevel: 'silent'
  });
  return result.outputFiles[0].text;
}

// One language's first render in a context of its own (the mount's ids start again at elo1-).
function renderOne(code, { core, locales, lang }) {
  const document = new Document();
  const context = vm.createContext({
    document,
    console,
    URLSearchParams,
    setTimeout,
    clearTimeout
  });
  vm.runInContext(code, context);
  const root = document.createElement('div');
  const handle = context.firstView.firstRender(root, { core, locales, lang });
  const container = root.firstChild;
  const shown = new Map([container, ...container.descendants()].map((el, i) => [el, i]));
  const made = document.created.slice(1);
  const taken = handle.taken();
  const later = made.slice(taken).filter((el) => shown.has(el));
  if (later.length)
    throw new Error(
      `first view (${lang}): the first result adds ${later.length} element(s) the take-over would add again`
    );
  return {
    html: serialize(container),
    title: locales[lang].meta.title,
    order: made.slice(0, taken).map((el) => (shown.has(el) ? shown.get(el) : -1))
  };
}

/** The first view in each language: { views: { lang: { html, title } }, order }. `core` is
    the wasm core for Node (its calculate()), `locales` every language's strings. */
async function firstViews(core, locales) {
  const code = await renderer();
  const views = {};
  let order = null;
  for (const lang of LANGS) {
    const view = renderOne(code, { core, locales, lang });
    const text = JSON.stringify(view.order);
    if (order !== null && text !== order)
      throw new Error(`first view: ${lang}'s render creates its elements in another order`);
    order = text;
    views[lang] = { html: view.html, title: view.title };
  }
  return { views, order };
}

module.exports = { firstViews, LANGS };
