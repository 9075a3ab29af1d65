'use strict';
/* The element on a club's page, in a 420 px column: help="none" leaves the help out, and
   view="standings" shows a ladder's standings and chart alone, in each language. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { LANGS, launch } = require('./helpers.js');
const { startHosts, hostPage, openHost } = require('./hosts.js');

// The ladder test's first two weeks (tests/browser/ladder.test.js).
const SEASON = [
  '2026-03-04 Ana Souza - Bruno Lima 1-0',
  '2026-03-04 Carla Dias - Davi Rocha ½-½',
  '2026-03-11 Bruno Lima - Carla Dias 0-1',
  '2026-03-11 Davi Rocha - Ana Souza 0-1'
].join('\n');

let chromium;
let hosts;
test.before(async () => {
  chromium = await launch();
  const pages = {};
  for (const lang of LANGS) {
    const body = `<script src="/elo-widget.js"></script>
<div style="width: 420px">
<elo-calculator id="plain" mode="ladder"><template>${SEASON}</template></elo-calculator>
<elo-calculator id="quiet" help="none"></elo-calculator>
<elo-calculator id="list" mode="ladder" view="standings"><template>${SEASON}</template></elo-calculator>
</div>`;
    pages[`/${lang}.html`] = { body: hostPage({ lang, body }) };
  }
  hosts = await startHosts(pages);
});
test.after(async () => {
  if (hosts) await hosts.stop();
  if (chromium) await chromium.close();
});

// Whether the first element matching `selector` inside element `id` is shown.
const shown = (page, id, selector) =>
  page.evaluate(
    ([i, s]) => {
      const el = document.getElementById(i).shadowRoot.querySelector(s);
      return !!el && el.getClientRects().length > 0;
    },
    [id, selector]
  );

for (const lang of LANGS) {
  test(`${lang}: help="none" and view="standings" in a 420 px column`, async () => {
    const { context, page } = await openHost(chromium.browser, `${hosts.base}/${lang}.html`);
    try {
      await page.locator('#list tr[data-player="Ana Souza"]').waitFor();
      await page.locator('#plain tr[data-player="Ana Souza"]').waitFor();
      await page.locator('#quiet input[name="ratingA"]').waitFor();
      assert.equal(await shown(page, 'plain', '.elo-help'), true, 'the help by default');
      assert.equal(await shown(page, 'quiet', '.elo-help'), false, 'help="none"');
      assert.equal(await shown(page, 'quiet', 'input[name="ratingA"]'), true);
      for (const part of ['.elo-ladder-table', 'svg.elo-history'])
        assert.equal(await shown(page, 'list', part), true, part);
      for (const part of [
        '.elo-help',
        '.elo-h2h',
        '.elo-games-block',
        '.elo-actions',
        '.elo-modes'
      ])
        assert.equal(await shown(page, 'list', part), false, part);
      assert.equal(await shown(page, 'plain', '.elo-games-block'), true);
      const height = (id) =>
        page.locator('#' + id).evaluate((e) => e.getBoundingClientRect().height);
      assert.ok((await height('list')) < (await height('plain')) / 2, 'the list alone is short');
    } finally {
      await context.close();
    }
  });
}
