/* How the tests, the screenshots and the bench start Debian's Chromium: headless, without the
   sandbox (root in a container), and without the background traffic and updates that would add
   requests or noise to what they measure. */
'use strict';

const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
];

/** Playwright's launch options for that Chromium. */
const launchOptions = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };

module.exports = { CHROMIUM_ARGS, CHROMIUM_PATH, launchOptions };
