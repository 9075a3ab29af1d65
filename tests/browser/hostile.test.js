'use strict';
/* tests/hostile/cases.json typed into the page, in each language: every hostile input shows
   the localized message for the core's error code beside its field (or none, for the inputs
   that are fine), and the field still holds exactly what was typed. */
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { LANGS, FILE_URL, launch, openPage } = require('./helpers.js');
const { message, fill } = require('./locales.js');
const { cases } = require('../hostile/cases.json');

const typed = cases.filter((c) => c.via !== 'core');
const camel = (code) => code.replace(/-([a-z])/g, (m, c) => c.toUpperCase());
// Codes whose sentence depends on where they occur (field-errors.js): a zero in player A's own
// box, an opponent's rating on a games line.
const KEY_FOR_FIELD = {
  'rating-zero player.rating': 'errorWords.ratingZeroPlayer',
  'rating-invalid gamesText': 'errorWords.lineRatingInvalid'
};
const keyOf = (c) => KEY_FOR_FIELD[c.code + ' ' + c.field] || camel(c.code);
// The bounds the core gives with a range error, as each language writes numbers.
const BOUNDS = {
  'rating-out-of-range': { min: 100, max: 4000 },
  'k-out-of-range': { min: 0, max: 200 },
  'too-many-games': { min: 1, max: 10000 }
};
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
function withBounds(text, code, lang) {
  const b = BOUNDS[code];
  if (!b) return text;
  const nf = new Intl.NumberFormat(INTL[lang]);
  return fill(text, { min: nf.format(b.min), max: nf.format(b.max) });
}
const textOf = (c) => (typeof c.text === 'string' ? c.text : c.text.repeat.repeat(c.text.times));

let session;
before(async () => {
  session = await launch();
});
after(async () => {
  await session.close();
});

async function useBase(page, base) {
  const auto = base === 'autoK';
  const kAuto = 'input[name="kAuto"]';
  if (!auto && (await page.isVisible(kAuto))) await page.setChecked(kAuto, false);
  await page.selectOption('select[name="rules"]', auto ? 'fide' : 'elo');
  if (auto) {
    await page.setChecked(kAuto, true);
    await page.fill('input[name="birthYear"]', '2000');
    await page.fill('input[name="ratedGames"]', '50');
  }
}

// Playwright's fill() edits multi-line text one step at a time, which Chromium takes minutes
// over for thousands of lines even on a bare textarea: a long text (or replacing one) arrives
// as one paste instead.
async function type(page, control, text) {
  const long =
    text.length > 2000 || (await page.locator(control).evaluate((el) => el.value.length)) > 2000;
  if (!long) return page.fill(control, text);
  return page.locator(control).evaluate((el, value) => {
    el.value = value;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, text);
}

async function errorShown(page, input) {
  const box = page.locator(`[id$="-${input}-error"]`);
  if (await box.isHidden()) return '';
  return input === 'games' ? box.locator('li').first().textContent() : box.textContent();
}

test('the hostile-input table covers at least 40 cases, most of them typed into the page', () => {
  assert.ok(cases.length >= 40, `${cases.length} cases`);
  assert.ok(typed.length >= 40, `${typed.length} typed cases`);
});

for (const lang of LANGS) {
  test(`every hostile input gets its message in ${lang} and stays as typed`, async (t) => {
    const { context, page, log } = await openPage(session.browser, `${FILE_URL}?lang=${lang}`);
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss();
    });
    await page.fill('input[name="ratingA"]', '1600');
    await page.fill('input[name="ratingB"]', '1400');
    const baseValues = {
      ratingA: '1600',
      ratingB: '1400',
      k: '20',
      games: '',
      birthYear: '',
      ratedGames: ''
    };
    for (const c of typed) {
      await useBase(page, c.base);
      const text = textOf(c);
      const control = c.input === 'games' ? 'textarea[name="games"]' : `input[name="${c.input}"]`;
      const started = Date.now();
      await type(page, control, text);
      if (text.length > 50000) {
        await page.evaluate(
          () => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)))
        );
        t.diagnostic(`${c.name}: answered and painted in ${Date.now() - started} ms`);
      }
      const expected = c.code
        ? withBounds(
            message(lang, keyOf(c), c.line === undefined ? undefined : c.line),
            c.code,
            lang
          )
        : '';
      assert.equal(await errorShown(page, c.input), expected, `${c.name} (${lang})`);
      assert.equal(
        await page.inputValue(control),
        text,
        `${c.name}: the field keeps what was typed`
      );
      await type(page, control, baseValues[c.input] ?? '');
      await useBase(page, 'plain');
    }
    assert.deepEqual(dialogs, []);
    assert.deepEqual(log.pageErrors, []);
    assert.deepEqual(log.consoleErrors, []);
    assert.deepEqual(await log.csp(), []);
    await context.close();
  });
}
