#!/usr/bin/env node
/* Writes dist/elo-calculator.html: the page template with the core, the UI scripts, the
   styles and the three locales inlined, under a CSP that lists a hash for each inline block.
   Also checks that every locale has the same keys and the same placeholders. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const ROOT = path.resolve(__dirname, '..');
const WEB = path.join(ROOT, 'web');
const LANGS = ['pt', 'ja', 'en'];
const UI_SCRIPTS = ['src/ui.js', 'src/page.js'];
const STYLES = ['styles/page.css', 'styles/ui.css'];

function read(file) {
  return fs.readFileSync(file, 'utf8');
}

function flatten(obj, prefix, out) {
  for (const [key, value] of Object.entries(obj)) {
    const name = prefix ? prefix + '.' + key : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, name, out);
    else out.set(name, value);
  }
  return out;
}

function placeholders(text) {
  return [...new Set(String(text).match(/\{\w+\}/g) || [])].sort().join(' ');
}

/** Returns a list of problems: keys missing in a language, placeholders that differ, non-strings. */
function checkLocales(locales) {
  const problems = [];
  const flat = Object.fromEntries(Object.entries(locales).map(([lang, data]) => [lang, flatten(data, '', new Map())]));
  const allKeys = new Set(Object.values(flat).flatMap((m) => [...m.keys()]));
  for (const key of [...allKeys].sort()) {
    const seen = new Map();
    for (const [lang, map] of Object.entries(flat)) {
      if (!map.has(key)) { problems.push(`${lang}: missing ${key}`); continue; }
      const value = map.get(key);
      if (typeof value !== 'string' || value.trim() === '') { problems.push(`${lang}: ${key} is not a non-empty string`); continue; }
      seen.set(lang, placeholders(value));
    }
    if (new Set(seen.values()).size > 1) {
      problems.push(`${key}: placeholders differ (${[...seen].map(([l, p]) => `${l} "${p}"`).join(', ')})`);
    }
  }
  return problems;
}

/** Keys the scripts ask for with a literal t('a.b') that the English locale lacks. */
function checkUsedKeys(sources, english) {
  const flat = flatten(english, '', new Map());
  const missing = [];
  for (const src of sources) {
    for (const m of src.matchAll(/\bt\('([a-zA-Z0-9_.]+)'\s*[,)]/g)) {
      const key = m[1];
      if (key.startsWith('help.')) continue;
      if (!flat.has(key)) missing.push(key);
    }
  }
  return [...new Set(missing)];
}

function loadLocales(dir) {
  return Object.fromEntries(LANGS.map((lang) => [lang, JSON.parse(read(path.join(dir, lang + '.json')))]));
}

function sha256(text) {
  return "'sha256-" + crypto.createHash('sha256').update(text, 'utf8').digest('base64') + "'";
}

function inlineSafe(js, name) {
  if (/<\/script/i.test(js) || /<!--/.test(js)) {
    throw new Error(`${name} contains "</script" or "<!--", which would end or confuse its inline <script>`);
  }
  return js;
}

function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function minifyCss(css) {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, '\n').replace(/\n+/g, '\n').trim();
}

function build({ corePath, outPath }) {
  const locales = loadLocales(path.join(WEB, 'locales'));
  const problems = checkLocales(locales);
  const uiSources = UI_SCRIPTS.map((f) => read(path.join(WEB, f)));
  const unknown = checkUsedKeys(uiSources, locales.en);
  if (unknown.length) problems.push('keys used by the scripts but not in en.json: ' + unknown.join(', '));
  if (problems.length) throw new Error('locale check failed:\n  ' + problems.join('\n  '));

  if (!fs.existsSync(corePath)) throw new Error(`${path.relative(ROOT, corePath)} is missing: build the wasm core first (scripts/build.sh)`);
  const scripts = [
    // The core starts compiling as soon as its script has run, while the rest is parsed;
    // web/src/page.js takes the promise (issue 5: npm run bench measures the gain).
    "performance.mark('elo-core-script');\n" + inlineSafe(read(corePath), 'elo-core.js') +
      "\nwindow.ELO_CORE_PROMISE=createEloCore();performance.mark('elo-core-started');",
    'window.ELO_LOCALES=' + jsonForScript(locales) + ';',
    inlineSafe(uiSources.join('\n'), 'web/src')
  ];
  const style = minifyCss(STYLES.map((f) => read(path.join(WEB, f))).join('\n'));

  const csp = [
    `script-src ${scripts.map(sha256).join(' ')} 'wasm-unsafe-eval'`,
    'connect-src data:',
    "default-src 'none'",
    `style-src ${sha256(style)}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'"
  ].join('; ');

  const template = read(path.join(WEB, 'index.html'));
  const html = template
    .replace('{{CSP}}', () => csp)
    .replace('{{STYLES}}', () => `<style>${style}</style>`)
    .replace('{{SCRIPTS}}', () => scripts.map((js) => `<script>${js}</script>`).join('\n'));
  fs.mkdirSync(path.dirname(outPath), { recursive: true });
  fs.writeFileSync(outPath, html);
  return { outPath, bytes: Buffer.byteLength(html) };
}

module.exports = { build, checkLocales, checkUsedKeys, flatten, loadLocales, LANGS };

if (require.main === module) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? path.resolve(process.argv[i + 1]) : fallback;
  };
  try {
    const { outPath, bytes } = build({
      corePath: arg('--core', path.join(ROOT, 'dist', 'elo-core.js')),
      outPath: arg('--out', path.join(ROOT, 'dist', 'elo-calculator.html'))
    });
    const gz = require('node:zlib').gzipSync(fs.readFileSync(outPath), { level: 9 }).length;
    console.log(`build-page: wrote ${path.relative(ROOT, outPath)} (${(bytes / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip)`);
  } catch (err) {
    console.error('build-page: ' + err.message);
    process.exit(1);
  }
}
