'use strict';
/* Host pages for the embedding tests: a node:http server on a free port that serves dist/
   and pages made up by the test, each with the headers it asks for (a CSP, say). */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('./helpers.js');

const DIST = path.join(ROOT, 'dist');
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** pages: { '/path.html': { body, headers } }; anything else is looked up in dist/. */
async function startHosts(pages) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const page = pages[url.pathname];
    if (page) {
      res.writeHead(200, Object.assign({ 'Content-Type': TYPES['.html'] }, page.headers));
      res.end(page.body);
      return;
    }
    const file = path.join(DIST, path.posix.normalize('/' + url.pathname));
    if (!file.startsWith(DIST + path.sep) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return { base, stop: () => new Promise((resolve) => server.close(resolve)) };
}

function hostPage({ lang = 'en', head = '', body }) {
  return `<!doctype html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8">\n<link rel="icon" href="data:,">\n<title>Host</title>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/** A fresh context and page recording console errors and warnings, page errors and CSP
    violations, in every frame. */
async function openHost(browser, url, contextOptions) {
  const context = await browser.newContext(
    Object.assign({ viewport: { width: 1280, height: 900 } }, contextOptions)
  );
  const page = await context.newPage();
  const log = { console: [], errors: [] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') log.console.push(m.text());
  });
  page.on('pageerror', (e) => log.errors.push(String(e)));
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__csp.push(e.violatedDirective + ' ' + e.blockedURI)
    );
  });
  await page.goto(url);
  log.csp = async () => {
    const all = [];
    for (const frame of page.frames())
      all.push(...(await frame.evaluate(() => window.__csp || [])));
    return all;
  };
  return { context, page, log };
}

/** Waits until every <elo-calculator> on the page shows its results. */
function widgetsReady(page) {
  return page.waitForFunction(
    () => {
      const all = document.querySelectorAll('elo-calculator');
      return (
        all.length > 0 &&
        [...all].every(
          (el) =>
            el.shadowRoot &&
            el.shadowRoot.querySelector('output[name="newRatingA"], tr[data-player], .elo-waiting')
        )
      );
    },
    null,
    { timeout: 15000 }
  );
}

/** An output's text inside the shadow root of the element matched by selector. */
function widgetOutput(page, selector, name) {
  return page.evaluate(
    ([sel, n]) =>
      document.querySelector(sel).shadowRoot.querySelector(`output[name="${n}"]`).textContent,
    [selector, name]
  );
}

async function assertClean(assert, log) {
  assert.deepEqual(log.errors, [], 'page errors');
  assert.deepEqual(log.console, [], 'console errors and warnings');
  assert.deepEqual(await log.csp(), [], 'CSP violations');
}

module.exports = { startHosts, hostPage, openHost, widgetsReady, widgetOutput, assertClean };
