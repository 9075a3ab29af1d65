#!/usr/bin/env node
/* The wasm module's packing chosen by time: the page built with each of scripts/core-packing.js's
   ways, from the wasm build in build/wasm (ELO_WASM_BUILD), and loaded alternately with the
   minimal page on the desktop (file://, the first result, as npm run bench's navigation) and on
   the throttled phone (bench/phone.js). Prints each page's medians and its ratios to the minimal
   page's. Run: node bench/packing.js (ELO_BENCH_LOADS desktop rounds, 21 by default;
   ELO_BENCH_PHONE_LOADS phone rounds, 9 by default). */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { chromium } = require('playwright-core');
const { PACKINGS } = require('../scripts/core-packing.js');
const { buildWeb } = require('../scripts/build-web.js');
const { phoneRuns } = require('./phone.js');
const { fragment, gamesText, installObserver, loadOnce } = require('./pages.js');
const { launchArgs, stats } = require('./stats.js');

const ROOT = path.resolve(__dirname, '..');
const CORE = path.join(ROOT, process.env.ELO_WASM_BUILD || 'build/wasm', 'wasm', 'elo-core-web.js');
const OUT = path.join(ROOT, 'build', 'bench', 'packing');
const MIN_PAGE = path.join(__dirname, 'minimal.html');
const LOADS = Number(process.env.ELO_BENCH_LOADS || 21);
const PHONE_LOADS = Number(process.env.ELO_BENCH_PHONE_LOADS || 9);
const LINK = fragment(gamesText(10));

async function build() {
  const files = {};
  for (const packing of PACKINGS) {
    process.env.ELO_CORE_PACKING = packing;
    const page = (await buildWeb({ corePath: CORE, outDir: path.join(OUT, packing) }))[
      'elo-calculator.html'
    ];
    files[packing] = path.join(OUT, packing, 'elo-calculator.html');
    console.log(`packing: ${packing}, ${page.length} B`);
  }
  delete process.env.ELO_CORE_PACKING;
  return files;
}

async function desktop(browser, files) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(installObserver);
  const pages = { minimal: MIN_PAGE, ...files };
  const names = Object.keys(pages);
  const seen = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < LOADS + 2; round++) {
    for (const name of names.map((_, i) => names[(i + round) % names.length])) {
      const r = await loadOnce(context, pathToFileURL(pages[name]).href + LINK);
      if (round >= 2) seen[name].push(r.firstResult);
    }
  }
  await context.close();
  return Object.fromEntries(
    names.map((n) => [
      n,
      {
        firstResult: stats(seen[n]),
        ratio: stats(seen[n].map((t, i) => t / seen.minimal[i]))
      }
    ])
  );
}

async function main() {
  const files = await build();
  const browser = await chromium.launch(launchArgs);
  try {
    const html = 'text/html; charset=utf-8';
    const pages = { minimal: [html, fs.readFileSync(MIN_PAGE)] };
    for (const [packing, file] of Object.entries(files))
      pages[packing] = [html, fs.readFileSync(file)];
    const desk = await desktop(browser, files);
    const phone = await phoneRuns(browser, pages, LINK, PHONE_LOADS, stats);
    for (const packing of PACKINGS) {
      const p = phone[packing];
      console.log(
        `${packing}: desktop first result ${desk[packing].firstResult.median.toFixed(0)} ms ` +
          `(${desk[packing].ratio.median.toFixed(2)} x minimal); phone FCP ` +
          `${p.fcp.median.toFixed(0)} ms (${p.ratio.fcp.median.toFixed(2)} x), form in view ` +
          `${p.formInView.median.toFixed(0)} ms (${p.ratio.formInView.median.toFixed(2)} x), ` +
          `first result ${p.firstResult.median.toFixed(0)} ms (${p.ratio.firstResult.median.toFixed(2)} x)`
      );
    }
    const m = phone.minimal;
    console.log(
      `minimal: desktop ${desk.minimal.firstResult.median.toFixed(0)} ms; phone FCP ` +
        `${m.fcp.median.toFixed(0)}, form ${m.formInView.median.toFixed(0)}, result ${m.firstResult.median.toFixed(0)} ms`
    );
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
