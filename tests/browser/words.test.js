'use strict';
/* The page's words, in each language: the help's sections on what the Elo rating is (with
   the core's figures), which K to choose, the 400 in the formula and team matches; the
   expected share of points named for what it is; and in Japanese one term per concept in
   every mode, with no label, button, heading or question broken inside a word at 360 px. */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { LANGS, FILE_URL, PHONE, ROOT, launch, openPage, screenshot } = require('./helpers.js');
const locales = require('./locales.js');

const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
const GAME = '#ratingA=1600&ratingB=1400&result=1&k=20&games=1500%20%7C%201%0A1700%20%7C%200';
const HAND = path.join(ROOT, 'tests', 'data', 'trf', 'hand-checked.trf');
const SEASON = '2026-03-04 Ana Souza - Bruno Lima 1-0\n2026-03-11 Bruno Lima - Carla Dias ½-½';
// The words the Japanese glossary replaced (tests/web/glossary.test.mjs): 選手, 変化,
// 新しいレーティング, 大会の対局 and 期待される得点率 instead.
const NOT_JAPANESE_TERMS = [
  'プレイヤー',
  'プレーヤー',
  '増減',
  '新レーティング',
  '大会成績',
  '勝率'
];

let env;
test.before(async () => {
  env = { chromium: await launch() };
});
test.after(async () => {
  if (env && env.chromium) await env.chromium.close();
});

/** Opens `mode` in `lang` with something to show: a game, a tournament file or a season. */
async function openMode(lang, mode, options) {
  const url = `${FILE_URL}?lang=${lang}`;
  const opened = await openPage(
    env.chromium.browser,
    mode === 'game' ? url + GAME : `${url}#mode=${mode}`,
    options
  );
  const { page } = opened;
  if (mode === 'event') {
    await page.setInputFiles('input[name="eventFile"]', HAND);
    await page.waitForSelector('tr[data-start-rank="8"]');
  } else if (mode === 'ladder') {
    await page.evaluate(() => localStorage.clear());
    await page.fill('textarea[name="ladderGames"]', SEASON);
    await page.waitForSelector('.elo-ladder-table tbody tr');
  }
  return opened;
}

const section = (page, name) => page.locator(`details:has(> summary h3[id$="help-${name}"])`);

for (const lang of LANGS) {
  test(`${lang}: what the Elo rating is, which K to choose, the 400 and team matches`, async () => {
    const { context, page } = await openPage(env.chromium.browser, `${FILE_URL}?lang=${lang}`);
    try {
      const help = locales.data[lang].help;
      const sign = new Intl.NumberFormat(INTL[lang], { signDisplay: 'exceptZero' });
      const two = new Intl.NumberFormat(INTL[lang], { minimumFractionDigits: 2 });

      const elo = section(page, 'elo');
      assert.equal(await elo.evaluate((d) => d.open), false, 'closed at first');
      await elo.locator('summary').click();
      assert.equal(await elo.evaluate((d) => d.open), true);
      assert.equal(await elo.locator('summary h3').textContent(), help.elo.heading);
      assert.match(await elo.textContent(), new RegExp(help.elo.body.slice(0, 20)));
      // 1600 v 1400, K 20, under the Elo formula: +4.8 → +5, −5.2 → −5, −15.2 → −15, E 0.76.
      const weaker = locales.fill(help.elo.weaker, {
        win: sign.format(5),
        draw: sign.format(-5),
        loss: sign.format(-15),
        expected: two.format(0.76),
        rest: two.format(0.24)
      });
      assert.equal(await elo.locator('p', { hasText: weaker.slice(0, 12) }).textContent(), weaker);

      const k = section(page, 'k');
      await k.locator('summary').click();
      assert.equal(await k.evaluate((d) => d.open), true);
      assert.equal(await k.locator('summary h3').textContent(), help.k.heading);
      assert.deepEqual(await k.locator('p').allTextContents(), [help.k.body, help.k.fide]);

      const computing = section(page, 'computing');
      await computing.locator('summary').click();
      const paragraphs = await computing.locator('p').allTextContents();
      assert.ok(paragraphs.includes(help.computing.why400), 'the 400');
      assert.ok(
        paragraphs.includes(help.computing.share),
        'share of points, not chance of winning'
      );

      const faq = section(page, 'faq');
      await faq.locator('summary').click();
      assert.ok((await faq.locator('dt').allTextContents()).includes(help.faq.q4), 'team match');
      assert.ok((await faq.locator('dd').allTextContents()).includes(help.faq.a4));
    } finally {
      await context.close();
    }
  });

  test(`${lang}: the percentage is named the expected share of points`, async () => {
    const { context, page } = await openMode(lang, 'game');
    try {
      const label = locales.data[lang].results.winProbability;
      const players = page.locator('.elo-player');
      assert.equal(await players.count(), 2);
      for (const card of await players.all())
        assert.match(await card.textContent(), new RegExp(label));
      const old = { pt: 'Chance de vitória', ja: '勝率', en: 'Win probability' }[lang];
      assert.doesNotMatch(await page.locator('.elo').first().textContent(), new RegExp(old));
    } finally {
      await context.close();
    }
  });
}

for (const mode of ['game', 'event', 'ladder']) {
  test(`ja, ${mode}: one term per concept, and at 360 px no label, button or heading broken inside a word`, async () => {
    const { context, page } = await openMode('ja', mode, { viewport: PHONE });
    try {
      // Every section open, so that the whole help is laid out and read.
      await page.$$eval('details', (all) => all.forEach((d) => (d.open = true)));
      const words = await page.evaluate(() =>
        [
          document.body.textContent,
          ...[...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
            ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) || '')
          )
        ].join('\n')
      );
      for (const word of NOT_JAPANESE_TERMS) assert.ok(!words.includes(word), word);

      const problems = await page.evaluate(() => {
        const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
        const found = [];
        const selector = 'label, legend, h1, h2, h3, th, summary, dt, button, .elo-label';
        for (const el of document.querySelectorAll(selector)) {
          if (!el.getClientRects().length || el.closest('.elo-visually-hidden')) continue;
          if (getComputedStyle(el).wordBreak !== 'auto-phrase')
            found.push(`${el.tagName} "${el.textContent.trim()}" has no auto-phrase`);
          // Where each line of the element's text starts, from the characters' boxes.
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          let text = '';
          let top = null;
          const breaks = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement.closest('select, textarea, .elo-visually-hidden')) continue;
            for (let i = 0; i < node.data.length; i += 1) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const box = range.getClientRects()[0];
              if (box && box.width > 0) {
                if (top !== null && box.top > top + 4) breaks.push(text.length);
                top = box.top;
              }
              text += node.data[i];
            }
          }
          const bounds = new Set([...segmenter.segment(text)].map((s) => s.index));
          for (const at of breaks) {
            if (!bounds.has(at) && !/\s/.test(text[at - 1]) && !/\s/.test(text[at]))
              found.push(`"${text.slice(0, at)}|${text.slice(at)}"`);
          }
        }
        return found;
      });
      assert.deepEqual(problems, []);
      await screenshot(page, `words-ja-360-${mode}`);
    } finally {
      await context.close();
    }
  });
}
