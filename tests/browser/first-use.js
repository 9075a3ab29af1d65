'use strict';
/* Where the first-use tests run the calculator: the page on a desktop and at 360 px, and at
   900 px inside the element and inside the iframe on a host page. Each gives a `root` (the page
   or the frame) whose locators reach the calculator (Playwright's CSS pierces the element's open
   shadow root). */
const { DESKTOP, LANGS, PHONE } = require('./helpers.js');
const { hostPage, openHost } = require('./hosts.js');

const TABLET = { width: 900, height: 900 };

/** The four ways, each: { name, viewport, url(base, lang, mode) }. */
const WAYS = [
  { name: 'desktop', kind: 'page', viewport: DESKTOP },
  { name: 'phone', kind: 'page', viewport: PHONE },
  { name: 'element-900', kind: 'element', viewport: TABLET },
  { name: 'iframe-900', kind: 'iframe', viewport: TABLET }
];

/** The host pages the ways need, for startHosts(). */
function firstUsePages() {
  const pages = {};
  for (const lang of LANGS) {
    for (const mode of ['game', 'event']) {
      pages[`/element-${lang}-${mode}.html`] = {
        body: hostPage({
          lang,
          body: `<script src="/elo-widget.js"></script>\n<elo-calculator lang="${lang}" mode="${mode}"></elo-calculator>`
        })
      };
      pages[`/iframe-${lang}-${mode}.html`] = {
        body: hostPage({
          lang,
          body: `<iframe src="/elo-calculator.html?embed&lang=${lang}#mode=${mode}" title="Elo" style="width: 100%; height: 2400px; border: 0"></iframe>`
        })
      };
    }
  }
  return pages;
}

/** Opens `way` in `lang` and `mode`; resolves to { context, page, root, log } once the
    calculator is ready. */
async function openWay(browser, base, way, lang, mode = 'game', colorScheme = 'light') {
  const url =
    way.kind === 'page'
      ? `${base}/elo-calculator.html?lang=${lang}#mode=${mode}`
      : `${base}/${way.kind}-${lang}-${mode}.html`;
  const opened = await openHost(browser, url, { viewport: way.viewport, colorScheme });
  let root = opened.page;
  if (way.kind === 'iframe') {
    let frame;
    for (let i = 0; i < 200 && !frame; i++) {
      frame = opened.page.frames().find((f) => f.url().includes('elo-calculator.html'));
      if (!frame) await opened.page.waitForTimeout(50);
    }
    root = frame;
  }
  await root.locator('.elo-main').first().waitFor({ timeout: 15000 });
  return Object.assign(opened, { root });
}

module.exports = { WAYS, firstUsePages, openWay };
