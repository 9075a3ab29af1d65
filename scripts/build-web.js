#!/usr/bin/env node
/* Writes dist/elo-widget.js, the <elo-calculator> element as one classic script: the core,
   web/src/ui.js (the same module as the page's), the locales, the styles and
   web/src/widget.js inside one function, so nothing but the element reaches the host's globals.
   Also writes dist/embed-demo.html from web/embed-demo.html and the snippets in web/embed/. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { loadLocales } = require('./build-page.js');

const ROOT = path.resolve(__dirname, '..');
const WEB = path.join(ROOT, 'web');
const DIST = path.join(ROOT, 'dist');
const STYLES = ['styles/ui.css', 'styles/widget.css'];
const SNIPPETS = { element: 'embed/element.html', iframe: 'embed/iframe.html', theme: 'embed/theme.css' };
// Chromium's, Firefox's and Safari's size for `medium` when the user has not changed it.
const MEDIUM_PX = 16;

function read(file) {
  return fs.readFileSync(path.join(WEB, file), 'utf8');
}

/** rem follows the host's root font size: media queries on the viewport become container
    queries on the element, in px, and every other rem a multiple of the element's own --_rem. */
function widgetCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@media\s*\((min|max)-width:\s*([\d.]+)rem\)/g, (m, side, n) => `@container (${side}-width: ${Number(n) * MEDIUM_PX}px)`)
    .replace(/(-?\d*\.?\d+)rem\b/g, (m, n) => `calc(${n} * var(--_rem, ${MEDIUM_PX}px))`)
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

function jsString(value) {
  return JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function buildWidget(corePath) {
  if (!fs.existsSync(corePath)) throw new Error(`${path.relative(ROOT, corePath)} is missing: build the wasm core first`);
  const locales = loadLocales(path.join(WEB, 'locales'));
  const css = widgetCss(STYLES.map(read).join('\n'));
  // Parameters shadow what the core's glue and ui.js would otherwise look for or write to:
  // no AMD or CommonJS export, no fetch of its own data: URL (no connect-src needed), no window.EloUI.
  return [
    '/* <elo-calculator>: the Elo rating calculator as a custom element (README: "Embed it on your site"). */',
    '(function () {',
    "if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined' || customElements.get('elo-calculator')) return;",
    'var createEloCore = (function (module, exports, define, fetch) {',
    fs.readFileSync(corePath, 'utf8'),
    'return createEloCore;',
    '})();',
    'var EloUI = (function (window, globalThis) {',
    read('src/ui.js'),
    'return window.EloUI;',
    '})({}, {});',
    'var ELO_LOCALES = ' + jsString(locales) + ';',
    'var ELO_WIDGET_CSS = ' + jsString(css) + ';',
    read('src/widget.js'),
    '})();',
    ''
  ].join('\n');
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The demo runs each snippet as written and shows it as text beside it. */
function buildDemo() {
  let html = read('embed-demo.html');
  for (const [name, file] of Object.entries(SNIPPETS)) {
    const text = read(file).trim();
    html = html.split(`{{${name.toUpperCase()}_CODE}}`).join(escapeHtml(text));
    html = html.split(`{{${name.toUpperCase()}}}`).join(text);
  }
  const left = html.match(/\{\{[A-Z_]+\}\}/);
  if (left) throw new Error(`web/embed-demo.html: unknown placeholder ${left[0]}`);
  return html;
}

module.exports = { widgetCss, buildWidget, buildDemo, SNIPPETS };

if (require.main === module) {
  try {
    const i = process.argv.indexOf('--core');
    const corePath = i > 0 ? path.resolve(process.argv[i + 1]) : path.join(DIST, 'elo-core.js');
    fs.mkdirSync(DIST, { recursive: true });
    const widget = buildWidget(corePath);
    fs.writeFileSync(path.join(DIST, 'elo-widget.js'), widget);
    fs.writeFileSync(path.join(DIST, 'embed-demo.html'), buildDemo());
    const gz = require('node:zlib').gzipSync(widget, { level: 9 }).length;
    console.log(`build-widget: wrote dist/elo-widget.js (${(Buffer.byteLength(widget) / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip) and dist/embed-demo.html`);
  } catch (err) {
    console.error('build-widget: ' + err.message);
    process.exit(1);
  }
}
