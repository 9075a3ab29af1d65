'use strict';
/* Dates as people write them, in the ladder mode, in Chromium: day-first dates read at once in
   Portuguese; a season whose dates could be either order gets one error in English, at the
   "Date order" choice, and the list once an order is chosen; an unreadable date names the
   forms a date may take; a saved season keeps its order; an element reads its page's games in
   its language's order or its date-order attribute. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { FILE_URL, PHONE, launch, openPage, axeClean } = require('./helpers.js');
const locales = require('./locales.js');
const { startHosts, hostPage, openHost } = require('./hosts.js');

// The ladder test's first two games (tests/browser/ladder.test.js, worked by hand there), with
// the day first: Ana 1510, Bruno 1490, Carla and Davi 1500 after a draw.
const DAY_FIRST = [
  '04/03/2026 Ana Souza - Bruno Lima 1-0',
  '04/03/2026 Carla Dias - Davi Rocha ½-½'
].join('\n');

let chromium;
let hosts;
test.before(async () => {
  chromium = await launch();
  // A club's page writes its games day first: in Portuguese, as its language writes dates; in
  // English, saying so with date-order.
  const body = `<script src="/elo-widget.js"></script>
<elo-calculator id="pt" lang="pt" mode="ladder"><template>${DAY_FIRST}</template></elo-calculator>
<elo-calculator id="en" lang="en" mode="ladder" date-order="dmy"><template>${DAY_FIRST}</template></elo-calculator>`;
  hosts = await startHosts({ '/club.html': { body: hostPage({ lang: 'pt', body }) } });
});
test.after(async () => {
  if (hosts) await hosts.stop();
  if (chromium) await chromium.close();
});

const rating = (page, name) =>
  page.locator(`tr[data-player="${name}"] output[name="rating"]`).textContent();
test('pt: day-first dates read at once, the order chosen by the language', async () => {
  const { context, page, log } = await openPage(
    chromium.browser,
    `${FILE_URL}?lang=pt#mode=ladder`,
    {
      viewport: PHONE
    }
  );
  try {
    assert.equal(await page.inputValue('select[name="dateOrder"]'), 'dmy');
    await page.fill('textarea[name="ladderGames"]', DAY_FIRST);
    assert.equal(await rating(page, 'Ana Souza'), '1.510');
    assert.equal(await page.locator('[role="alert"]').count(), 0);
    await axeClean(page, 'pt ladder with day-first dates');
    assert.deepEqual(log.pageErrors, []);
  } finally {
    await context.close();
  }
});

test('en: a season either order reads gets one error at "Date order", then the list once chosen', async () => {
  const t = locales.data.en;
  const { context, page, log } = await openPage(
    chromium.browser,
    `${FILE_URL}?lang=en#mode=ladder`
  );
  try {
    assert.equal(await page.inputValue('select[name="dateOrder"]'), 'auto');
    await page.fill('textarea[name="ladderGames"]', DAY_FIRST);
    await page.waitForFunction(
      (s) => document.body.textContent.includes(s),
      t.errors.dateOrderAmbiguous
    );
    const text = await page.locator('[data-field="dateOrder"]').textContent();
    assert.ok(text.includes(t.errors.dateOrderAmbiguous), text);
    assert.equal(
      (await page.locator('.elo-ladder-form').textContent()).split(t.errors.dateOrderAmbiguous)
        .length,
      2,
      'said once, not once a line'
    );
    await page.selectOption('select[name="dateOrder"]', 'dmy');
    assert.equal(await rating(page, 'Ana Souza'), '1,510');
    // A date the order chosen cannot read names the forms a date may take.
    await page.fill(
      'textarea[name="ladderGames"]',
      DAY_FIRST + '\n13/13/2026 Ana Souza - Davi Rocha 1-0'
    );
    const games = await page.locator('[data-field="ladderGames"]').textContent();
    assert.ok(games.includes('2026-12-31'), games);
    assert.ok(games.includes(t.ladder.dateOrder), games);
    assert.deepEqual(log.pageErrors, []);
  } finally {
    await context.close();
  }
});

test('ja: year-first dates only, and a chosen order is kept over a reload', async () => {
  const { context, page } = await openPage(chromium.browser, `${FILE_URL}?lang=ja#mode=ladder`);
  try {
    assert.equal(await page.inputValue('select[name="dateOrder"]'), 'ymd');
    await page.fill('textarea[name="ladderGames"]', DAY_FIRST);
    assert.ok(
      (await page.locator('[data-field="ladderGames"]').textContent()).includes('2026-12-31')
    );
    await page.selectOption('select[name="dateOrder"]', 'mdy');
    assert.equal(await rating(page, 'Ana Souza'), '1,510');
    await page.waitForTimeout(600);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.inputValue('select[name="dateOrder"]'), 'mdy');
  } finally {
    await context.close();
  }
});

test('an element reads its page’s day-first games by its language, or by date-order', async () => {
  const { context, page } = await openHost(chromium.browser, hosts.base + '/club.html');
  try {
    for (const [id, rating] of [
      ['pt', '1.510'],
      ['en', '1,510']
    ]) {
      const row = page.locator(`#${id} tr[data-player="Ana Souza"] output[name="rating"]`);
      await row.waitFor();
      assert.equal(await row.textContent(), rating, id);
    }
  } finally {
    await context.close();
  }
});
