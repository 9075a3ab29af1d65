'use strict';
/* <elo-calculator>'s attributes and properties: the first state they set, lang from the element
   or its ancestors, the change event, rules="uscf" and "dwz", properties mirroring attributes. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { hostPage, widgetsReady, widgetOutput, assertClean } = require('./hosts.js');
const { SCRIPT, widgetHosts, inShadow, fillIn } = require('./widget-hosts.js');
const locales = require('./locales.js');

const ATTRIBUTES = hostPage({
  body: `<section lang="pt-BR">${SCRIPT}
<elo-calculator id="w" rules="fide" k="10" rating-a="2410" rating-b="2300"></elo-calculator>
<elo-calculator id="events"></elo-calculator>
</section>`
});
const PROPERTIES = hostPage({
  body: `${SCRIPT}
<elo-calculator id="w" lang="en" rules="fide-all" rating-a="2700" rating-b="2200" k="10"></elo-calculator>`
});
// US Chess and the DWZ set by attributes: 1600 (N 20) beats 1500 (N 30) under US Chess, 1615 and
// 1484; under the DWZ, 1600 (index 3, born 2010) beats 1500, 1629 (the same figures the page's
// tests check in tests/browser/systems.test.js).
const NATIONAL = hostPage({
  body: `${SCRIPT}
<elo-calculator id="u" lang="en" rules="uscf" rating-a="1600" rating-b="1500" rated-games="20" rated-games-b="30"></elo-calculator>
<elo-calculator id="d" lang="en" rules="dwz" rating-a="1600" rating-b="1500" dwz-index="3" birth-year="2010"></elo-calculator>`
});

const { open } = widgetHosts(() => ({
  '/attributes.html': { body: ATTRIBUTES },
  '/properties.html': { body: PROPERTIES },
  '/national.html': { body: NATIONAL }
}));

test('attributes set the first state; lang follows the element, then its ancestors; change carries the response', async () => {
  const { context, page, log } = await open('/attributes.html');
  try {
    await widgetsReady(page);
    const form = () =>
      inShadow(page, '#w', (el) => {
        const e = el.shadowRoot.querySelector('form').elements;
        return [
          e.rules.value,
          e.k.value,
          e.ratingA.value,
          e.ratingB.value,
          el.shadowRoot.querySelector('label').textContent
        ];
      });
    assert.deepEqual(
      await form(),
      ['fide', '10', '2410', '2300', locales.data.pt.form.ratingA],
      'pt from the nearest ancestor'
    );
    assert.equal(await widgetOutput(page, '#w', 'newRatingA'), '2.414');

    await page.evaluate(() => document.querySelector('#w').setAttribute('lang', 'ja'));
    assert.equal((await form())[4], locales.data.ja.form.ratingA);
    assert.equal(await widgetOutput(page, '#w', 'newRatingA'), '2,414');

    await page.evaluate(() => document.querySelector('#w').removeAttribute('lang'));
    assert.equal(
      (await form())[4],
      locales.data.pt.form.ratingA,
      'back to the ancestor’s language'
    );
    await page.evaluate(() => document.querySelector('section').setAttribute('lang', 'en'));
    await page.waitForFunction(
      () => document.querySelector('#w').shadowRoot.querySelector('.elo').lang === 'en'
    );
    assert.equal(
      (await form())[4],
      locales.data.en.form.ratingA,
      'an ancestor’s new lang is followed'
    );
    assert.equal(await widgetOutput(page, '#w', 'newRatingA'), '2,414');

    await page.evaluate(() => document.querySelector('#w').setAttribute('rating-a', '2400'));
    assert.equal(
      await widgetOutput(page, '#w', 'newRatingA'),
      '2,404',
      'a changed attribute updates its field'
    );
    assert.deepEqual((await form()).slice(0, 3), ['fide', '10', '2400']);

    await page.evaluate(() => {
      window.__events = [];
      document.addEventListener('change', (e) =>
        window.__events.push({ tag: e.target.localName, composed: e.composed, detail: e.detail })
      );
    });
    await fillIn(page, '#events', 'ratingA', '1600');
    await fillIn(page, '#events', 'ratingB', '1400');
    const events = await page.evaluate(() => window.__events);
    const last = events[events.length - 1];
    assert.equal(last.tag, 'elo-calculator');
    assert.equal(last.composed, true);
    assert.equal(last.detail.game.player.newRating, 1605);
    assert.equal(last.detail.game.opponent.newRating, 1395);
    assert.equal(
      events.filter((e) => e.tag !== 'elo-calculator').length,
      0,
      'the inner inputs’ change events stay inside'
    );
    const count = events.length;
    await fillIn(page, '#events', 'ratingA', '1600 ');
    assert.equal(
      (await page.evaluate(() => window.__events)).length,
      count,
      'no event when the result does not change'
    );
    assert.equal(
      await page.evaluate(() => document.querySelector('#events').response.game.player.newRating),
      1605
    );
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test('rules="uscf" and "dwz" with their attributes rate by those systems', async () => {
  const { context, page, log } = await open('/national.html');
  try {
    await widgetsReady(page);
    await page.waitForFunction(
      () =>
        document.querySelector('#u').shadowRoot.querySelector('output[name="newRatingA"]')
          .textContent === '1,615'
    );
    assert.equal(await widgetOutput(page, '#u', 'newRatingB'), '1,484');
    const n = await inShadow(
      page,
      '#u',
      (el) => el.shadowRoot.querySelector('form').elements.ratedGamesB.value
    );
    assert.equal(n, '30');
    assert.equal(await page.evaluate(() => document.querySelector('#d').dwzIndex), '3');
    // The DWZ's age comes from the year of birth and the date of the rating period (today).
    // Up to 20: E0 = 1.6^4 + 5, times fB 0.8, is 9, and 1600 + 800 × 0.362 / 10 = 1629; from 21
    // E is capped at 15 by the index, 1618; had the index been ignored (E 22), 1613.
    const young = new Date().getFullYear() - 2010 <= 20;
    assert.equal(await widgetOutput(page, '#d', 'newRatingA'), young ? '1,629' : '1,618');
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

test('properties mirror the attributes; rules="fide-all" still means the 2024 preset', async () => {
  const { context, page, log } = await open('/properties.html');
  try {
    await widgetsReady(page);
    const rules = () =>
      inShadow(page, '#w', (el) => el.shadowRoot.querySelector('select[name="rules"]').value);
    assert.equal(await rules(), 'fide-2024');
    // 2700 beats 2200, K 10, the 400-point rule for everybody: PD 0.92, 10 × 0.08 = 0.8 → +1.
    assert.equal(await widgetOutput(page, '#w', 'expectedA'), '0.92');
    assert.equal(await widgetOutput(page, '#w', 'changeA'), '+1');
    assert.deepEqual(
      await page.evaluate(() => {
        const el = document.querySelector('#w');
        return [el.ratingA, el.ratingB, el.rules, el.k, el.compact];
      }),
      ['2700', '2200', 'fide-all', '10', false]
    );

    await page.evaluate(() => {
      const el = document.querySelector('#w');
      el.rules = 'fide';
      el.ratingB = 2100;
      el.compact = true;
    });
    assert.deepEqual(
      await page.evaluate(() => {
        const el = document.querySelector('#w');
        return [el.getAttribute('rules'), el.getAttribute('rating-b'), el.hasAttribute('compact')];
      }),
      ['fide', '2100', true]
    );
    await page.waitForFunction(
      () => !document.querySelector('#w').shadowRoot.querySelector('textarea[name="games"]')
    );
    assert.equal(await rules(), 'fide');
    // From 1 October 2025 a player rated 2650 or more keeps the full difference: 600 → PD 0.98.
    assert.equal(await widgetOutput(page, '#w', 'expectedA'), '0.98');

    await page.evaluate(() => {
      document.querySelector('#w').ratingB = null;
    });
    assert.equal(
      await page.evaluate(() => document.querySelector('#w').hasAttribute('rating-b')),
      false
    );
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});
