#!/usr/bin/env node
/* Builds the front end from the ES modules of web/src with esbuild:
   - dist/elo-calculator.html: web/index.html with the styles, the core (dist/elo-core.js) and
     the page bundle (entry web/src/page.js, locales included) inlined, under a CSP that lists a
     hash for each inline block. The core has its own <script>, first in <head>, so that its
     compilation starts while the rest of the page is still being parsed.
   - dist/elo-widget.js: one classic script, entry web/src/widget.js, with the core and the
     element's styles inside; it adds no global to the host page.
   - dist/embed-demo.html: web/embed-demo.html with the snippets of web/embed/.
   Checks the locales first (scripts/locale-check.js). */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const zlib = require('node:zlib');
const esbuild = require('esbuild');
const terser = require('terser');
const { checkLocales, checkUsedKeys, loadLocales, readScripts } = require('./locale-check.js');
const { patch } = require('./patch.js');
const { trimGlue } = require('./trim-glue.js');
const { reorderFunctions } = require('./reorder-wasm.js');
const { packCore } = require('./core-packing.js');
const { packLocales } = require('./locale-pack.js');

const ROOT = path.resolve(__dirname, '..');
const WEB = path.join(ROOT, 'web');
const DIST = path.join(ROOT, 'dist');
const PAGE_STYLES = ['styles/page.css', 'styles/ui.css', 'styles/norms.css'];
const WIDGET_STYLES = ['styles/ui.css', 'styles/norms.css', 'styles/widget.css'];
const SNIPPETS = {
  element: 'embed/element.html',
  iframe: 'embed/iframe.html',
  theme: 'embed/theme.css',
  ladder: 'embed/ladder.html'
};
// Chromium's, Firefox's and Safari's size for `medium` when the user has not changed it.
const MEDIUM_PX = 16;
// Private class fields and static blocks are used as written; every browser with custom
// elements, adoptedStyleSheets and WebAssembly reads them.
const TARGET = ['es2022'];

function read(file) {
  return fs.readFileSync(path.join(WEB, file), 'utf8');
}

function checkWeb() {
  const locales = loadLocales(path.join(WEB, 'locales'));
  const problems = checkLocales(locales);
  const unknown = checkUsedKeys(
    readScripts(path.join(WEB, 'src')).map((s) => s.text),
    locales.en
  );
  if (unknown.length)
    problems.push('keys used by the scripts but not in en.json: ' + unknown.join(', '));
  if (problems.length) throw new Error('locale check failed:\n  ' + problems.join('\n  '));
}

// esbuild's CSS minifier, for browsers that have what the page needs (Uint8Array.fromBase64
// aside, which has a fallback): it writes the rules as they are, only shorter.
const CSS_TARGET = ['chrome120', 'firefox117', 'safari17'];

function minifyCss(css) {
  return esbuild
    .transformSync(css, { loader: 'css', minify: true, target: CSS_TARGET, logLevel: 'silent' })
    .code.trim();
}

/** rem follows the host's root font size: media queries on the viewport become container
    queries on the element, in px, and every other rem a multiple of the element's own --_rem,
    written without spaces, which esbuild's minifier keeps inside calc() (16 B of the element). */
function widgetCss(css) {
  return minifyCss(
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(
        /@media\s*\((min|max)-width:\s*([\d.]+)rem\)/g,
        (m, side, n) => `@container (${side}-width: ${Number(n) * MEDIUM_PX}px)`
      )
      .replace(/(-?\d*\.?\d+)rem\b/g, (m, n) => `calc(${n}*var(--_rem,${MEDIUM_PX}px))`)
  );
}

/** The wasm core's glue with its inlined WebAssembly taken out (or its module read from the
    .wasm file beside it), and a script expression that starts the core from the module packed
    as scripts/core-packing.js says. The module is written as base64. The glue uses the module
    given to it and never reads its emptied data URL. A core without a module (the benchmark's
    plain-JS one) is left as it is. Cached per core file, since the page and the element carry
    the same. */
const packedCores = new Map();

function coreParts(corePath) {
  const glue = fs.readFileSync(corePath, 'utf8');
  const inlined = /"data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)"/.exec(glue);
  // The browser-only link's module is a file of its own beside its glue (wasm/CMakeLists.txt).
  const wasmFile = corePath.replace(/\.js$/, '.wasm');
  const file = !inlined && fs.existsSync(wasmFile) ? fs.readFileSync(wasmFile) : null;
  if (!inlined && !file) return { glue, start: 'createEloCore()' };
  const key = inlined ? inlined[1] : wasmFile;
  if (!packedCores.has(key)) {
    // Functions of a like length side by side pack smaller (scripts/reorder-wasm.js).
    packedCores.set(
      key,
      packCore(reorderFunctions(inlined ? Buffer.from(inlined[1], 'base64') : file))
    );
  }
  const { packed, start } = packedCores.get(key);
  return {
    glue: trimGlue(
      inlined
        ? patch(glue, inlined[0], '"data:application/octet-stream;base64,"', 'the inlined module')
        : glue
    ),
    start: `${start}('${packed}')`,
    packed
  };
}

function sha256(text) {
  return "'sha256-" + crypto.createHash('sha256').update(text, 'utf8').digest('base64') + "'";
}

function inlineSafe(js, name) {
  if (/<\/script/i.test(js) || /<!--/.test(js)) {
    throw new Error(
      `${name} contains "</script" or "<!--", which would end or confuse its inline <script>`
    );
  }
  return js;
}

// What web/src/core.js imports as 'elo-core' in the page: the core the page's first script
// started (coreScript), handed over where that script left it.
const PAGE_CORE_MODULE =
  'export default function () { return window.ELO_CORE_PROMISE || window.createEloCore(); }';

/** The page's module made at build time: 'elo-core', the core its first script started. */
function pageCoreModule() {
  return {
    name: 'elo-page-core',
    setup(build) {
      build.onResolve({ filter: /^elo-core$/ }, (args) => ({ path: args.path, namespace: 'elo' }));
      build.onLoad({ filter: /^elo-core$/, namespace: 'elo' }, () => ({
        contents: PAGE_CORE_MODULE,
        loader: 'js'
      }));
    }
  };
}

/** 'elo-locales', the page's and the element's strings: the locale files packed by
    scripts/locale-pack.js, which web/src/locales.js unpacks. */
function localesModule() {
  return {
    name: 'elo-locales',
    setup(build) {
      build.onResolve({ filter: /^elo-locales$/ }, (args) => ({
        path: args.path,
        namespace: 'elo'
      }));
      build.onLoad({ filter: /^elo-locales$/, namespace: 'elo' }, () => ({
        contents:
          'export default ' + JSON.stringify(packLocales(loadLocales(path.join(WEB, 'locales')))),
        loader: 'js'
      }));
    }
  };
}

/** The element's modules made at build time: 'elo-core' (the wasm core's glue as a module, with
    no AMD or CommonJS export and no fetch of its own data: URL, so a host needs no
    connect-src) and 'elo-widget-css' (the element's style sheet as a string). */
function buildTimeModules(corePath) {
  return {
    name: 'elo-build-time-modules',
    setup(build) {
      build.onResolve({ filter: /^elo-(core|widget-css)$/ }, (args) => ({
        path: args.path,
        namespace: 'elo'
      }));
      build.onLoad({ filter: /^elo-core$/, namespace: 'elo' }, async () => {
        const core = coreParts(corePath);
        return {
          contents:
            'export default (function (module, exports, define, fetch) {\n' +
            core.glue +
            '\nreturn function () { return ' +
            (core.packed
              ? patch(core.start, `'${core.packed}'`, PACKED_NAME, "the element's packed core")
              : core.start) +
            '; };\n})();',
          loader: 'js'
        };
      });
      build.onLoad({ filter: /^elo-widget-css$/, namespace: 'elo' }, () => ({
        contents:
          'export default ' + JSON.stringify(widgetCss(WIDGET_STYLES.map(read).join('\n'))) + ';',
        loader: 'js'
      }));
    }
  };
}

/** One entry's bundle, its text kept as it is (UTF-8; see buildWidget for the element's
    script). esbuild bundles and Terser minifies: the page's script is 1.1 KB gzip smaller than
    esbuild's own minifying (npm run bench shows the parts), for about 2 s of the build. */
async function bundle(entry, plugins) {
  const result = await esbuild.build({
    entryPoints: [path.join(WEB, 'src', entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: TARGET,
    charset: 'utf8',
    legalComments: 'none',
    // esbuild's syntax minifying before Terser's: mostly `let` for `const` (esbuild checks at
    // build time that none is assigned again), which Terser keeps as written; 85 B of the page
    // and of the element on 3 December 2026. Names and spaces are Terser's.
    minifySyntax: true,
    logLevel: 'silent',
    plugins,
    // The core's glue asks for these only when it runs in Node, never in a browser.
    external: ['fs', 'path']
  });
  const minified = await terser.minify(result.outputFiles[0].text, {
    ecma: 2022,
    // Functions hoisted to the top of their scope group like code for gzip (0.2 KB); only
    // simple functions inlined (`inline: 1`; the default, 3, also inlines those with arguments
    // and variables, whose copies packed worse than the calls: 33 B of the page's script on
    // 3 December 2026). Function expressions that read no `this` written as arrows
    // (`unsafe_arrows`; unsafe only for one called with `new` or read for its prototype, which
    // neither web/src, whose only function expression is i18n.js's translator, nor the core's
    // glue in the element does): 54 B of the page, 44 B of the element on 3 December 2026.
    compress: { passes: 2, hoist_funs: true, inline: 1, unsafe_arrows: true },
    mangle: true,
    format: { comments: false }
  });
  return minified.code.trim();
}

/** The page's first script: the core's glue and start (the bench's minimal page with the core,
    bench/minimal-core.js, takes it too). The start only calls createEloCore once the module's
    bytes are ready, after the glue has run, so it can come first: the module's base64 is then
    the first thing in the file, and gzip codes all the text after it in one run. */
async function coreScript(corePath) {
  const core = coreParts(corePath);
  const glue = core.glue;
  const script = core.packed
    ? `performance.mark('elo-core-script');window.ELO_CORE_PROMISE=${core.start};\n${glue}\nperformance.mark('elo-core-started');`
    : `performance.mark('elo-core-script');${glue}\nwindow.ELO_CORE_PROMISE=${core.start};performance.mark('elo-core-started');`;
  // Closure has minified the glue already; esbuild's minifier takes 0.1 KB more off it, and
  // Terser after it (as the element's copy goes through Terser in its bundle) 0.2 KB more: the
  // page 110,782 → 110,585 B gzip on 3 December 2026, with the decoder minified by Terser.
  // Top-level names (createEloCore, the decoder's) stay.
  const minified = esbuild.transformSync(script, {
    minify: true,
    target: TARGET,
    charset: 'utf8',
    logLevel: 'silent'
  }).code;
  const { code } = await terser.minify(minified, {
    ecma: 2022,
    compress: { passes: 2, unsafe_arrows: true },
    mangle: true,
    format: { comments: false }
  });
  return inlineSafe(code.trim(), 'elo-core.js');
}

async function buildPage(corePath) {
  const scripts = [
    await coreScript(corePath),
    inlineSafe(await bundle('page.js', [pageCoreModule(), localesModule()]), 'the page bundle')
  ];
  const style = minifyCss(PAGE_STYLES.map(read).join('\n'));
  const csp = [
    `script-src ${scripts.map(sha256).join(' ')} 'wasm-unsafe-eval'`,
    'connect-src data:',
    "default-src 'none'",
    `style-src ${sha256(style)}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'"
  ].join('; ');
  const page = [
    ['{{CSP}}', () => csp],
    ['{{STYLES}}', () => `<script>${scripts[0]}</script>\n<style>${style}</style>`],
    ['{{SCRIPTS}}', () => `<script>${scripts[1]}</script>`]
  ];
  return page.reduce(
    (html, [mark, by]) => patch(html, mark, by, `web/index.html's ${mark}`),
    read('index.html')
  );
}

// UTF-8's byte-order mark, first in the element's script (see buildWidget).
const BYTE_ORDER_MARK = '\uFEFF';
// The element's script names its packed core by this, and defines it first (see buildWidget).
const PACKED_NAME = 'ELO_PACKED_CORE';

/** The element's script: its bundle inside a function that first holds the packed core's
    base64 (no global: a local of that function), so that, as in the page, the base64 comes
    first and gzip codes the text after it in one run (1.2 KB less). A host may serve it in any
    charset: it opens with UTF-8's byte-order mark, which a browser obeys over the charset the
    response or the script element names (the Encoding Standard's decode), so its text is
    written as UTF-8 rather than escaped to ASCII (1.1 KB less on 7 December 2026). */
async function buildWidget(corePath) {
  const core = coreParts(corePath);
  const js = await bundle('widget.js', [buildTimeModules(corePath), localesModule()]);
  return (
    BYTE_ORDER_MARK +
    '/* <elo-calculator>: the Elo rating calculator as a custom element (README: "Embed it on your site"). */\n' +
    `(function(){${core.packed ? `var ${PACKED_NAME}='${core.packed}';` : ''}\n${js}\n})();` +
    '\n'
  );
}

function escapeHtml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
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

/** Writes the three files; `corePath` is the built wasm core, `outDir` where they go. */
async function buildWeb({
  corePath = path.join(DIST, 'elo-core.js'),
  outDir = DIST,
  pageName = 'elo-calculator.html'
} = {}) {
  if (!fs.existsSync(corePath))
    throw new Error(
      `${path.relative(ROOT, corePath)} is missing: build the wasm core first (scripts/build.sh)`
    );
  checkWeb();
  fs.mkdirSync(outDir, { recursive: true });
  const files = {
    [pageName]: await buildPage(corePath),
    'elo-widget.js': await buildWidget(corePath),
    'embed-demo.html': buildDemo()
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(outDir, name), text);
  return files;
}

module.exports = { buildWeb, coreScript, widgetCss, SNIPPETS };

if (require.main === module) {
  const i = process.argv.indexOf('--core');
  const corePath = i > 0 ? path.resolve(process.argv[i + 1]) : undefined;
  buildWeb({ corePath }).then(
    (files) => {
      for (const [name, text] of Object.entries(files)) {
        const gz = zlib.gzipSync(text, { level: 9 }).length;
        console.log(
          `build-web: wrote dist/${name} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip)`
        );
      }
    },
    (err) => {
      console.error('build-web: ' + err.message);
      process.exit(1);
    }
  );
}
