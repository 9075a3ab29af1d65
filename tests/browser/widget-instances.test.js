'use strict';
/* <elo-calculator>'s script on one page: included twice without an error, its elements
   independent of each other, one wasm instance shared by them all. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { hostPage, widgetsReady, widgetOutput, assertClean } = require('./hosts.js');
const { SCRIPT, widgetHosts, inShadow, fillIn } = require('./widget-hosts.js');

const TWICE = hostPage({
  body: `${SCRIPT}\n${SCRIPT}
<elo-calculator id="w1" lang="pt" rating-a="1600" rating-b="1400"></elo-calculator>
<elo-calculator id="w2" lang="en" rating-a="2000" rating-b="2100" compact></elo-calculator>
${SCRIPT}`
});

const { env, open } = widgetHosts(() => ({ '/twice.html': { body: TWICE } }));

test('the script included twice: no error, one core, two independent elements', async () => {
  const { context, page, log } = await open('/twice.html');
  try {
    await widgetsReady(page);
    assert.equal(await widgetOutput(page, '#w1', 'newRatingA'), '1.605');
    assert.equal(await widgetOutput(page, '#w2', 'newRatingA'), '2,013');
    const counted = (el) =>
      el.shadowRoot.querySelectorAll('textarea[name="games"], .elo-help').length;
    assert.equal(await inShadow(page, '#w2', counted), 0, 'compact: no tournament, no help');
    assert.equal(await inShadow(page, '#w1', counted), 2);

    await fillIn(page, '#w1', 'ratingB', '1600');
    assert.equal(await widgetOutput(page, '#w1', 'newRatingA'), '1.610');
    assert.equal(
      await widgetOutput(page, '#w2', 'newRatingA'),
      '2,013',
      'the other element is untouched'
    );
    assert.deepEqual(
      await page.evaluate(() => [
        typeof window.createEloCore,
        typeof window.EloUI,
        typeof window.ELO_LOCALES
      ]),
      ['undefined', 'undefined', 'undefined'],
      'nothing but the element reaches the host’s globals'
    );

    await page.evaluate(() => {
      document.querySelector('#w2').removeAttribute('compact');
    });
    await page.waitForFunction(() =>
      document.querySelector('#w2').shadowRoot.querySelector('textarea[name="games"]')
    );
    assert.equal(
      await widgetOutput(page, '#w2', 'newRatingA'),
      '2,013',
      'leaving compact keeps the state'
    );
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test('one wasm instance is shared by every element on the page', async () => {
  const context = await env.chromium.browser.newContext();
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      window.__instantiations = 0;
      const original = WebAssembly.instantiate;
      WebAssembly.instantiate = function () {
        window.__instantiations++;
        return original.apply(this, arguments);
      };
    });
    await page.goto(env.hosts.base + '/twice.html');
    await widgetsReady(page);
    assert.equal(await page.evaluate(() => window.__instantiations), 1);
  } finally {
    await context.close();
  }
});
