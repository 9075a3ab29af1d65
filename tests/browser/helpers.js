'use strict';
/* Shared set-up for the browser tests: one Chromium per test file, the built page, a
   served copy over http, and watchers for requests, console errors and CSP violations. */
const path = require('node:path');
const fs = require('node:fs');
const { spawn } = require('node:child_process');
const { pathToFileURL } = require('node:url');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..', '..');
const PAGE_FILE = process.env.ELO_PAGE
  ? path.resolve(process.env.ELO_PAGE)
  : path.join(ROOT, 'dist', 'elo-calculator.html');
const FILE_URL = pathToFileURL(PAGE_FILE).href;
const SCREENSHOTS = path.join(ROOT, 'test-results', 'screenshots');
const LANGS = require('../../web/src/langs.json');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

const { CHROMIUM_ARGS, launchOptions } = require('../../scripts/chromium.js');

async function launch() {
  if (!fs.existsSync(PAGE_FILE))
    throw new Error(`${PAGE_FILE} is missing: run scripts/build.sh first`);
  // Playwright's default launch starts from a fresh, empty, temporary profile.
  const browser = await chromium.launch(launchOptions);
  return { browser, close: () => browser.close() };
}

/** Serves dist/ with scripts/serve.js on a free port; the copy under test is the one in dist/. */
async function startServer() {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.js')], {
    env: Object.assign({}, process.env, { PORT: '0' }),
    stdio: ['ignore', 'pipe', 'pipe']
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('serve.js did not start: ' + output)), 10000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const m = output.match(/Calculator: (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve.js exited with ${code}: ${output}`));
    });
  });
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      })
  };
}

/** Opens a fresh context and page, recording every request and every console or CSP problem. */
async function openPage(browser, url, contextOptions) {
  const context = await browser.newContext(Object.assign({ viewport: DESKTOP }, contextOptions));
  const page = await context.newPage();
  const log = { requests: [], consoleErrors: [], pageErrors: [] };
  page.on('request', (r) => log.requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') log.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => log.pageErrors.push(String(e)));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI);
    });
  });
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
  log.csp = () => page.evaluate(() => window.__cspViolations);
  return { context, page, log };
}

function output(page, name) {
  return page.locator(`output[name="${name}"]`).textContent();
}

/** Fails with every rule axe finds broken on `page`, each with where. */
async function axeClean(page, what) {
  const { AxeBuilder } = require('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).analyze();
  require('node:assert/strict').deepEqual(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    what
  );
}

/** Waits for what a key in an event's row puts off until its frame is painted (the event
    rated again: web/src/after-paint.js): a frame, then a task after it. */
function painted(page) {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

async function screenshot(page, name) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, name + '.png'), fullPage: true });
}

module.exports = {
  ROOT,
  CHROMIUM_ARGS,
  PAGE_FILE,
  FILE_URL,
  LANGS,
  DESKTOP,
  PHONE,
  launch,
  startServer,
  openPage,
  output,
  axeClean,
  painted,
  screenshot
};
