'use strict';
/* Accessibility: axe in each language and colour scheme, no sideways scroll at 360 px,
   and the whole form driven by the keyboard alone. */
const test = require('node:test');
const assert = require('node:assert/strict');
const { AxeBuilder } = require('@axe-core/playwright');
const { LANGS, FILE_URL, PHONE, launch, openPage, output } = require('./helpers.js');

const FULL =
  '#ratingA=1600&ratingB=1400&result=1&k=20&rules=elo&games=' +
  encodeURIComponent('# Open\n1500 | 1\n1700 | 0,5\n1650 | 0\n- | 1\n1800 | +');
const MAX_TABS = 60;

let env;
test.before(async () => {
  env = { chromium: await launch() };
});
test.after(async () => {
  if (env && env.chromium) await env.chromium.close();
});

for (const lang of LANGS) {
  for (const colorScheme of ['light', 'dark']) {
    test(`axe: ${lang}, ${colorScheme}`, async () => {
      const { context, page } = await openPage(
        env.chromium.browser,
        FILE_URL + '?lang=' + lang + FULL,
        { colorScheme }
      );
      try {
        // A bad line too, so the error styles are checked as well.
        await page.fill('input[name="ratingB"]', '14x0');
        const result = await new AxeBuilder({ page }).analyze();
        const summary = result.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
        );
        assert.deepEqual(summary, []);
      } finally {
        await context.close();
      }
    });
  }
}

test('unrated player and FIDE automatic K pass axe too', async () => {
  const games = encodeURIComponent('2000 | 1\n2000 | 1\n2000 | 1\n2000 | 0');
  const { context, page } = await openPage(
    env.chromium.browser,
    FILE_URL + '?lang=pt#ratingB=1400&rules=fide&k=auto&games=' + games
  );
  try {
    assert.equal(
      (await page.locator('[data-initial-rating]').count()) +
        (await page.locator('.elo-initial li').count()) >
        0,
      true
    );
    assert.equal(await page.isVisible('input[name="birthYear"]'), true);
    const result = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(
      result.violations.map((v) => v.id),
      []
    );
  } finally {
    await context.close();
  }
});

test('360 px wide: nothing scrolls sideways, in any language', async () => {
  for (const lang of LANGS) {
    const { context, page } = await openPage(
      env.chromium.browser,
      FILE_URL + '?lang=' + lang + FULL,
      { viewport: PHONE }
    );
    try {
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth
      ]);
      assert.ok(
        scrollWidth <= clientWidth,
        `${lang}: page is ${scrollWidth}px wide in a ${clientWidth}px window`
      );
    } finally {
      await context.close();
    }
  }
});

async function tabTo(page, selector) {
  for (let i = 0; i < MAX_TABS; i++) {
    if (
      await page.evaluate(
        (sel) => document.activeElement && document.activeElement.matches(sel),
        selector
      )
    )
      return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${selector}`);
}

test('keyboard only: every control is reached and changes the result', async () => {
  const { context, page, log } = await openPage(env.chromium.browser, FILE_URL + '?lang=en');
  try {
    const kb = page.keyboard;
    await tabTo(page, 'input[name="ratingA"]');
    await kb.type('1600');
    await tabTo(page, 'input[name="ratingB"]');
    await kb.type('1400');
    assert.equal(await output(page, 'newRatingA'), '1,605');

    await tabTo(page, 'input[name="result"]:checked');
    await kb.press('ArrowRight');
    assert.equal(await page.inputValue('input[name="result"]:checked'), '0.5');
    assert.equal(await output(page, 'changeA'), '-5');

    // Plain Elo, the default, comes last (after FIDE's group): Home goes to FIDE standard.
    await tabTo(page, 'select[name="rules"]');
    await kb.press('Home');
    assert.equal(await page.inputValue('select[name="rules"]'), 'fide');

    await tabTo(page, 'input[name="k"]');
    await kb.press('Control+A');
    await kb.type('40');
    assert.equal(await output(page, 'changeA'), '-10');

    await tabTo(page, 'button[data-k="10"]');
    await kb.press('Enter');
    assert.equal(await page.inputValue('input[name="k"]'), '10');
    assert.equal(await page.getAttribute('button[data-k="10"]', 'aria-pressed'), 'true');

    await tabTo(page, 'input[name="kAuto"]');
    await kb.press('Space');
    await tabTo(page, 'input[name="birthYear"]');
    await kb.type('1990');
    await tabTo(page, 'input[name="ratedGames"]');
    await kb.type('100');
    await tabTo(page, 'input[name="peakRating"]');
    await kb.type('1700');
    assert.equal(
      await output(page, 'newRatingA'),
      '1,595',
      'K 20 picked from the profile, a draw: -4.8 → -5'
    );

    await tabTo(page, 'textarea[name="games"]');
    await kb.type('1500 | 1');
    await kb.press('Enter');
    await kb.type('1700 | ½');
    assert.notEqual(await output(page, 'tournamentChange'), '–');

    const hasFocusStyle = await page.evaluate(
      () => getComputedStyle(document.activeElement).outlineStyle !== 'none'
    );
    assert.ok(hasFocusStyle, 'focused control shows an outline');
    assert.deepEqual(log.pageErrors, []);
  } finally {
    await context.close();
  }
});
