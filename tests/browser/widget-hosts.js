'use strict';
/* The set-up the <elo-calculator> tests and the iframe's (embed.test.js) share: the element's
   script tag, one Chromium and one host server a test file serving the pages it makes up, and
   the element's shadow root reached from the host page. */
const test = require('node:test');
const { launch } = require('./helpers.js');
const { startHosts, openHost } = require('./hosts.js');

const SCRIPT = '<script src="/elo-widget.js"></script>';

/** Starts Chromium and a host server of pages() before a file's tests and stops both after;
    open(pathname, options) opens one of the pages in a fresh context. */
function widgetHosts(pages) {
  const env = {};
  test.before(async () => {
    env.chromium = await launch();
    env.hosts = await startHosts(pages());
  });
  test.after(async () => {
    if (env.hosts) await env.hosts.stop();
    if (env.chromium) await env.chromium.close();
  });
  const open = (pathname, options) =>
    openHost(env.chromium.browser, env.hosts.base + pathname, options);
  return { env, open };
}

const inShadow = (page, selector, fn) => page.locator(selector).evaluate(fn);

async function fillIn(page, selector, name, value) {
  await page.locator(`${selector} [name="${name}"]`).fill(value);
}

module.exports = { SCRIPT, widgetHosts, inShadow, fillIn };
