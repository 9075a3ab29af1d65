/* Lighthouse's mobile run (its simulated mid-range phone: the CPU slowed four times and a slow
   4G network, simulated from a real load) of four pages served over loopback, gzipped as a web
   server sends them, by a server of this file: the page, bench/minimal.html (the same form as a
   minimal plain-JS page), the page's own bytes with no script run (each <script> made
   text/plain, the <noscript> text shown: what the download alone costs its first paint), and
   a club's page with the element (element-host.js's, the script deferred as the README writes
   it). The pages alternate, `runs` each, and each metric is the median of its runs.

   Lighthouse is not a dependency of the project: the first run installs it under
   bench/lighthouse/ with `npm ci`, at the versions its package-lock.json pins, and runs its
   command line with Debian's Chromium (CHROME_PATH). */
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFile, execFileSync } = require('node:child_process');
const { promisify } = require('node:util');
const { hostPage } = require('./element-host.js');
const { serve } = require('./serve-gzip.js');
const { met, ms } = require('./table.js');

const HERE = path.join(__dirname, 'lighthouse');
const CLI = path.join(HERE, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROMIUM = '/usr/bin/chromium';

function ensureLighthouse() {
  if (fs.existsSync(CLI)) return;
  console.error('bench: installing Lighthouse for the bench (bench/lighthouse, npm ci)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: HERE, stdio: 'inherit' });
}

// One Lighthouse run of `url`: the performance score (0–100) and the metrics it is made of, in
// ms, with the main thread's long tasks as Lighthouse counts them (over 50 ms, slowed down).
async function audit(url, out) {
  await promisify(execFile)(
    process.execPath,
    [
      CLI,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu'
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 1 << 24 }
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const metric = (id) => report.audits[id].numericValue;
  const tasks = report.audits['long-tasks'];
  return {
    version: report.lighthouseVersion,
    score: Math.round(report.categories.performance.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    longTasks: tasks && tasks.details ? tasks.details.items.length : 0
  };
}

/** `runs` Lighthouse mobile runs of the page (`page`), the minimal page (`minimal`), the page
    with no script run and a club's page with the element (`widget`), alternating. Returns
    { version, page, minimal, inert, element, fcpRatio, inertRatio }: each page's score, fcp,
    lcp, tbt and longTasks as `stats` gives them, and the page's FCP over the minimal page's and
    the scriptless page's FCP over the minimal page's, run by run. */
async function lighthouseRuns({ page, minimal, widget }, runs, stats) {
  ensureLighthouse();
  const read = (file) => fs.readFileSync(file);
  const html = 'text/html; charset=utf-8';
  // No script run, and the <noscript> text shown in their place, so that something is painted.
  const inert = read(page)
    .toString('utf8')
    .replace(/<script>/g, '<script type="text/plain">')
    .replace(/<\/?noscript>/g, '');
  const { server, port } = await serve({
    '/elo-calculator.html': [html, read(page)],
    '/inert.html': [html, inert],
    '/minimal.html': [html, read(minimal)],
    '/club.html': [html, hostPage(true)],
    '/elo-widget.js': ['text/javascript; charset=utf-8', read(widget)]
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elo-lighthouse-'));
  const urls = {
    page: 'elo-calculator.html',
    minimal: 'minimal.html',
    inert: 'inert.html',
    element: 'club.html'
  };
  const seen = { page: [], minimal: [], inert: [], element: [] };
  let version = '';
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, file] of Object.entries(urls)) {
        const result = await audit(`http://127.0.0.1:${port}/${file}`, path.join(dir, 'r.json'));
        version = result.version;
        seen[name].push(result);
      }
    }
  } finally {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const summary = (list) =>
    Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'longTasks'].map((k) => [k, stats(list.map((r) => r[k]))])
    );
  return {
    version,
    page: summary(seen.page),
    minimal: summary(seen.minimal),
    inert: summary(seen.inert),
    element: summary(seen.element),
    fcpRatio: stats(seen.page.map((r, i) => r.fcp / seen.minimal[i].fcp)),
    inertRatio: stats(seen.inert.map((r, i) => r.fcp / seen.minimal[i].fcp))
  };
}

/** The table's rows for Lighthouse's runs (`lh` as lighthouseRuns() returns it). */
function lighthouseRows(lh, row) {
  const runs = `median of ${lh.page.score.n}`;
  row(
    `Lighthouse ${lh.version} mobile (a simulated phone, over loopback, gzip): performance score (${runs})`,
    String(lh.page.score.median),
    `${lh.minimal.score.median} minimal`,
    '',
    '≥ 98: ' + met(lh.page.score.median >= 98)
  );
  row(
    "  first contentful paint, vs the minimal page (ratio: median of the runs' ratios)",
    ms(lh.page.fcp.median),
    ms(lh.minimal.fcp.median) + ' minimal',
    lh.fcpRatio.median.toFixed(2) + ' ×',
    '≤ 1.2 ×: ' + met(lh.fcpRatio.median <= 1.2)
  );
  row(
    "  the page's bytes with no script run: first contentful paint (what the download costs)",
    ms(lh.inert.fcp.median),
    ms(lh.minimal.fcp.median) + ' minimal',
    lh.inertRatio.median.toFixed(2) + ' ×',
    ''
  );
  row(
    '  largest contentful paint',
    ms(lh.page.lcp.median),
    ms(lh.minimal.lcp.median) + ' minimal',
    '',
    ''
  );
  row(
    '  total blocking time (long tasks)',
    `${ms(lh.page.tbt.median)} (${lh.page.longTasks.median})`,
    `${ms(lh.minimal.tbt.median)} (${lh.minimal.longTasks.median}) minimal`,
    '',
    '≤ 100 ms: ' + met(lh.page.tbt.median <= 100)
  );
  row(
    `  a club's page with the element: score, FCP, LCP, TBT (long tasks)`,
    `${lh.element.score.median}, ${ms(lh.element.fcp.median)}, ${ms(lh.element.lcp.median)}, ` +
      `${ms(lh.element.tbt.median)} (${lh.element.longTasks.median})`,
    '',
    '',
    ''
  );
}

module.exports = { lighthouseRows, lighthouseRuns };
