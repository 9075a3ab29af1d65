'use strict';
/* The game mode's choices kept on the device, in Chromium, in each language at desktop width,
   as the event and the ladder keep theirs: "your own rules" with their switches and K, chosen
   once, are there when the page is opened again without a link; a link that names other rules
   has its own (and those are kept next, as the last worked with); a rating is never kept. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { LANGS, FILE_URL, launch, openPage } = require('./helpers.js');

let env;
test.before(async () => {
  env = await launch();
});
test.after(async () => {
  if (env) await env.close();
});

// The page opened again in the same browser, at `url`.
async function reopen(page, url) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]');
}

for (const lang of LANGS) {
  test(`${lang}: your own rules and K are there when the page is opened again`, async () => {
    const url = `${FILE_URL}?lang=${lang}`;
    const { context, page } = await openPage(env.browser, url);
    try {
      await page.fill('input[name="ratingA"]', '1600');
      await page.selectOption('select[name="rules"]', 'custom');
      await page.selectOption('select[name="expected"]', 'table');
      await page.selectOption('select[name="cap400"]', 'all');
      await page.check('input[name="kCap700"]');
      await page.fill('input[name="k"]', '32');
      await page.waitForFunction(() =>
        /"rules":"custom".*"k":"32"/.test(localStorage.getItem('elo-calculator:game:v1'))
      );
      await reopen(page, url);
      assert.equal(await page.inputValue('select[name="rules"]'), 'custom');
      assert.equal(await page.inputValue('select[name="expected"]'), 'table');
      assert.equal(await page.inputValue('select[name="cap400"]'), 'all');
      assert.equal(await page.isChecked('input[name="kCap700"]'), true);
      assert.equal(await page.isChecked('input[name="exclude600"]'), false);
      assert.equal(await page.inputValue('input[name="k"]'), '32');
      assert.equal(await page.inputValue('input[name="ratingA"]'), '', 'a rating is not kept');
      // A link that says otherwise has its own rules.
      await reopen(page, `${url}#rules=fide&k=20&ratingA=1600`);
      assert.equal(await page.inputValue('select[name="rules"]'), 'fide');
      assert.equal(await page.inputValue('input[name="k"]'), '20');
      await page.waitForFunction(() =>
        /"rules":"fide"/.test(localStorage.getItem('elo-calculator:game:v1'))
      );
      await reopen(page, url);
      // As in the event and the ladder, the choices last worked with are the ones kept.
      assert.equal(await page.inputValue('select[name="rules"]'), 'fide');
    } finally {
      await context.close();
    }
  });
}
