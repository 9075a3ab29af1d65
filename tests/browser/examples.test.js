'use strict';
/* A first look without a file, in each language: the event and ladder modes each offer a
   made-up example (web/src/examples.js) that fills the mode as a file would, and the offer
   goes once the mode holds something, without moving the form under the finger; also in the
   element on a club's page. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { LANGS, FILE_URL, PHONE, launch, openPage } = require('./helpers.js');
const { startHosts, hostPage, openHost } = require('./hosts.js');
const locales = require('./locales.js');

// One game of a season, as the ladder's games box takes it.
const EXAMPLE_LINE = '2026-03-04 Ana Souza - Bruno Lima 1-0';

let chromium;
let hosts;
test.before(async () => {
  chromium = await launch();
  const pages = {};
  for (const lang of LANGS) {
    const body = `<script src="/elo-widget.js"></script>
<div style="width: 420px"><elo-calculator mode="ladder"></elo-calculator></div>`;
    pages[`/${lang}.html`] = { body: hostPage({ lang, body }) };
  }
  hosts = await startHosts(pages);
});
test.after(async () => {
  if (hosts) await hosts.stop();
  if (chromium) await chromium.close();
});

for (const lang of LANGS) {
  const t = locales.data[lang];
  const example = (root) => root.getByRole('button', { name: t.file.example });

  test(`${lang}: the event mode's example fills the report as a file would`, async () => {
    const { context, page, log } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=event`
    );
    try {
      await example(page).click();
      await page.waitForSelector('tr[data-start-rank="6"]');
      assert.equal(await page.locator('tr[data-start-rank]').count(), 6);
      assert.match(await page.textContent('.elo-event-results h2'), /Example Club Open/);
      // Two juniors at K 40, and an unrated player's first rating.
      const k = await page.locator('tr[data-start-rank] output[name="k"]').allTextContents();
      assert.equal(k.filter((v) => v === '40').length, 2, k.join(' '));
      assert.match(
        await page.locator('tr[data-start-rank="6"]').textContent(),
        new RegExp(t.event.firstRating)
      );
      assert.match(await page.inputValue('textarea[name="eventText"]'), /^012 Example Club Open/);
      assert.equal(await example(page).isVisible(), false, 'no offer over an open event');
      await page.fill('textarea[name="eventText"]', '');
      assert.equal(await example(page).isVisible(), true, 'emptied: offered again');
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: the ladder mode's example fills the standings, on the page and in the element`, async () => {
    const { context, page } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`
    );
    try {
      await example(page).click();
      await page.waitForSelector('tr[data-player="Ren Tanaka"]');
      assert.equal(await page.locator('.elo-ladder-table tbody tr').count(), 5);
      assert.equal(await example(page).isVisible(), false);
    } finally {
      await context.close();
    }
    const host = await openHost(chromium.browser, `${hosts.base}/${lang}.html`);
    try {
      const element = host.page.locator('elo-calculator');
      await example(element).click();
      await element.locator('tr[data-player="Helena Moreira"]').waitFor();
      assert.equal(await element.locator('.elo-ladder-table tbody tr').count(), 5);
    } finally {
      await host.context.close();
    }
  });

  // The first box a new user types into in each mode, on a phone: "Try an example" goes with the
  // first character and the box stays where the finger is (its place in the document: typing may
  // scroll the page); the form's heading keeps to one line beside or over the button.
  for (const [mode, box] of [
    ['game', 'input[name="ratingA"]'],
    ['event', 'textarea[name="eventText"]'],
    ['ladder', 'textarea[name="ladderGames"]']
  ]) {
    test(`${lang}: the first character typed in the ${mode} mode takes the example away and moves nothing`, async () => {
      const { context, page } = await openPage(
        chromium.browser,
        `${FILE_URL}?lang=${lang}#mode=${mode}`,
        { viewport: PHONE }
      );
      try {
        const field = page.locator(box);
        const where = () => field.evaluate((el) => el.getBoundingClientRect().top + scrollY);
        const headingLines = page.locator('.elo-form-head h2').evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        assert.equal(await headingLines, 1);
        const before = await where();
        assert.equal(await example(page).isVisible(), true);
        await field.pressSequentially('1');
        await page.waitForSelector('.elo-form [data-action="example"][hidden]', {
          state: 'attached'
        });
        assert.equal(await example(page).isVisible(), false);
        assert.equal(await where(), before);
      } finally {
        await context.close();
      }
    });
  }

  test(`${lang}: a season kept on the device opens with no room left for an example it does not offer`, async () => {
    const { context, page } = await openPage(
      chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`,
      { viewport: PHONE }
    );
    try {
      const button = page.locator('.elo-form [data-action="example"]');
      await page.locator('textarea[name="ladderGames"]').fill(EXAMPLE_LINE);
      await page.waitForSelector('.elo-form [data-action="example"][hidden]', {
        state: 'attached'
      });
      // Kept once typing pauses (ladder-store.js).
      await page.waitForFunction(() => localStorage.getItem('elo-calculator:ladder:v1'));
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      assert.equal(await page.inputValue('textarea[name="ladderGames"]'), EXAMPLE_LINE);
      assert.equal(await button.evaluate((el) => el.getClientRects().length), 0);
    } finally {
      await context.close();
    }
  });
}
