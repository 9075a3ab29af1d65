#!/usr/bin/env node
/* The README's screenshots: the built page (dist/elo-calculator.html, opened on file://) in
   English at a desktop width, one picture per mode, each with a little typed into it.
     node scripts/screenshots.js [--dist DIR]   (default: this repository's dist/)
   Writes docs/images/game.png, event.png and ladder.png. Uses Debian's Chromium through npm
   playwright-core, launched as the browser tests launch it. Not part of npm test. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { chromium } = require('playwright-core');
const { CHROMIUM_ARGS } = require('../tests/browser/helpers.js');

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'docs', 'images');
const WIDTH = 1100;
const HEIGHT = 820;
// Room left above the mode switch (the header's rule stays out) and below the last element shown.
const ABOVE = 8;
const BELOW = 16;
// What the README's pictures should each stay under.
const MAX_BYTES = 150 * 1024;

function distDir() {
  const at = process.argv.indexOf('--dist');
  if (at === -1) return path.join(ROOT, 'dist');
  if (!process.argv[at + 1]) throw new Error('screenshots: --dist needs a directory');
  return path.resolve(process.argv[at + 1]);
}

// Two ratings, a win, and a short evening of games below them.
const GAMES = ['# Club night, round 3', '1500 | 1', '1720 | ½', '1650 | 0', '1580 | 1'].join('\n');
// A small real-world file: four players, three rounds (tests/data/trf/docs-example.trf).
const TRF = path.join(ROOT, 'tests', 'data', 'trf', 'docs-example.trf');
// A few weeks of a club's season, typed one game a line.
const SEASON = [
  '2026-03-04 Ana Souza - Bruno Lima 1-0',
  '2026-03-04 Carla Dias - Davi Rocha ½-½',
  '2026-03-11 Bruno Lima - Carla Dias 0-1',
  '2026-03-11 Davi Rocha - Ana Souza 0-1',
  '2026-03-18 Ana Souza - Carla Dias ½-½',
  '2026-03-18 Bruno Lima - Davi Rocha 1-0'
].join('\n');

// Each mode: its link, what is typed into it, and the elements the picture ends below.
const MODES = {
  game: {
    hash: '',
    until: '.elo-totals, .elo-form',
    async fill(page) {
      await page.fill('input[name="ratingA"]', '1600');
      await page.fill('input[name="ratingB"]', '1400');
      await page.check('input[name="result"][value="1"]');
      await page.fill('textarea[name="games"]', GAMES);
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('output[name="ratingAfterTournament"]').textContent)
      );
    }
  },
  event: {
    hash: '#mode=event',
    until: 'tr[data-start-rank]',
    async fill(page) {
      await page.fill('textarea[name="eventText"]', fs.readFileSync(TRF, 'utf8'));
      await page.waitForSelector('tr[data-start-rank]');
      await page.evaluate(
        () => (document.querySelector('textarea[name="eventText"]').scrollTop = 0)
      );
    }
  },
  ladder: {
    hash: '#mode=ladder',
    until: '.elo-ladder-chart',
    async fill(page) {
      await page.fill('textarea[name="ladderGames"]', SEASON);
      await page.waitForSelector('tr[data-player]');
      await page.waitForSelector('.elo-ladder-chart svg');
    }
  }
};

async function main() {
  const page = path.join(distDir(), 'elo-calculator.html');
  if (!fs.existsSync(page)) throw new Error(`screenshots: ${page} is missing: run npm run build`);
  fs.mkdirSync(OUT, { recursive: true });
  // Launched as the browser tests launch it, from any build folder (--dist).
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS
  });
  try {
    for (const [name, mode] of Object.entries(MODES)) {
      // A fresh context each time: nothing kept from another mode (the ladder keeps its season).
      const context = await browser.newContext({
        viewport: { width: WIDTH, height: HEIGHT },
        deviceScaleFactor: 1,
        locale: 'en-US',
        colorScheme: 'light',
        reducedMotion: 'reduce'
      });
      const tab = await context.newPage();
      const errors = [];
      tab.on('pageerror', (e) => errors.push(String(e)));
      await tab.goto(pathToFileURL(page).href + '?lang=en' + mode.hash);
      await tab.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      await mode.fill(tab);
      // Let the work put off until after the paint (charts, rows) finish, and the caret rest.
      await tab.evaluate(() => document.activeElement && document.activeElement.blur());
      await tab.waitForTimeout(500);
      if (errors.length) throw new Error(`screenshots: ${name}: ${errors.join('; ')}`);
      // From just above the mode switch (the page's title and languages left out) to just below
      // the mode's last element shown.
      const { top, bottom } = await tab.evaluate((selector) => {
        const y = (el, edge) => el.getBoundingClientRect()[edge] + window.scrollY;
        const all = [...document.querySelectorAll(selector)];
        if (!all.length) throw new Error(`screenshots: nothing matches ${selector}`);
        return {
          top: y(document.querySelector('.elo-modes'), 'top'),
          bottom: Math.max(...all.map((el) => y(el, 'bottom')))
        };
      }, mode.until);
      const y = Math.max(0, Math.floor(top) - ABOVE);
      const height = Math.ceil(bottom) + BELOW - y;
      const file = path.join(OUT, name + '.png');
      await tab.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width: WIDTH, height } });
      const bytes = fs.statSync(file).size;
      console.log(`screenshots: ${path.relative(ROOT, file)} (${bytes} bytes)`);
      if (bytes > MAX_BYTES)
        console.warn(`screenshots: ${name}.png is over ${MAX_BYTES} bytes: clip it shorter`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err.stack || String(err));
  process.exit(1);
});
