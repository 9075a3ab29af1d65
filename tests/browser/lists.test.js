'use strict';
/* FIDE's three lists in Chromium, in each language: the rules control's grouped
   presets in every mode; a rapid tournament file that picks the rapid list by itself and shows
   the game the 600-point rule excludes, with a standard rating typed for a player without a
   rapid rating; the game mode's standard rating; the ladder's excluded game; the element with
   rules="fide-blitz"; axe, 360 px and no request. */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const {
  ROOT,
  LANGS,
  FILE_URL,
  PHONE,
  launch,
  openPage,
  output,
  axeClean,
  screenshot
} = require('./helpers.js');
const { startHosts, hostPage, openHost, assertClean } = require('./hosts.js');
const locales = require('./locales.js');

// tests/data/trf/rapid-club.trf: "122 15 min + 10 sec" (25 minutes: rapid, R&B 1.1.1).
// Almeida (2650) beat Bauer (2000) in round 1: 650 apart with a player above 2600, rated for
// neither under the rapid list (R&B 7.3.1); under the standard list it counts (a 2650 player
// uses the full difference, B.02 8.3.1). Doi has no rating: a standard rating may be given.
const RAPID = path.join(ROOT, 'tests', 'data', 'trf', 'rapid-club.trf');
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
const number = (lang, n) => new Intl.NumberFormat(INTL[lang]).format(n);
const ELEMENT = hostPage({
  lang: 'ja',
  body:
    '<script src="/elo-widget.js"></script>\n' +
    '<elo-calculator id="w" lang="en" rules="fide-blitz" rating-a="2650" rating-b="2000"></elo-calculator>'
});

let env;
test.before(async () => {
  env = { chromium: await launch(), hosts: await startHosts({ '/blitz.html': { body: ELEMENT } }) };
});
test.after(async () => {
  if (env && env.hosts) await env.hosts.stop();
  if (env && env.chromium) await env.chromium.close();
});

const open = (lang, fragment, options) =>
  openPage(env.chromium.browser, `${FILE_URL}?lang=${lang}#${fragment}`, options);

// Requests other than the page itself and what it makes on the device.
const away = (log) =>
  log.requests.filter((u) => !/^(file|blob|data):/.test(u) && !u.startsWith(FILE_URL));

const noSidewaysScroll = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

// The rules select's groups: [label, [values]] each.
const groupsOf = (page) =>
  page.$$eval('select[name="rules"] optgroup', (groups) =>
    groups.map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.value)])
  );

for (const lang of LANGS) {
  const form = locales.data[lang].form;
  const FIDE = [form.rulesGroupFide, ['fide', 'fide-rapid', 'fide-blitz', 'fide-2024']];
  // The ladder takes neither the national systems nor your own rules.
  const GROUPS = {
    game: [
      FIDE,
      [form.rulesGroupNational, ['uscf', 'dwz']],
      [form.rulesGroupOther, ['elo', 'custom']]
    ],
    ladder: [FIDE, [form.rulesGroupOther, ['elo']]]
  };
  GROUPS.event = GROUPS.game;

  test(`${lang}: every mode's rules control offers FIDE's three lists and the 2024 rules, grouped, and the national systems where the mode takes them`, async () => {
    for (const mode of ['game', 'event', 'ladder']) {
      const { context, page, log } = await open(lang, 'mode=' + mode);
      try {
        assert.deepEqual(await groupsOf(page), GROUPS[mode], mode);
        const labels = await page.$$eval('select[name="rules"] option', (o) =>
          o.map((x) => x.textContent)
        );
        const national = mode === 'ladder' ? [] : [form.rulesUscf, form.rulesDwz];
        assert.deepEqual(labels, [
          form.rulesFide,
          form.rulesFideRapid,
          form.rulesFideBlitz,
          form.rulesFide2024,
          ...national,
          form.rulesElo,
          ...(mode === 'ladder' ? [] : [form.rulesCustom])
        ]);
        assert.deepEqual(away(log), []);
      } finally {
        await context.close();
      }
    }
  });

  test(`${lang}: a rapid file picks the rapid list by itself and shows the excluded game`, async () => {
    const { context, page, log } = await open(lang, 'mode=event');
    const ev = locales.data[lang].event;
    const results = locales.data[lang].results;
    const gap = locales.fill(results.notCounted, { reason: results.reasonRatingGap600 });
    try {
      await page.setInputFiles('input[name="eventFile"]', RAPID);
      await page.waitForSelector('tr[data-start-rank="4"]');
      assert.equal(await page.inputValue('select[name="rules"]'), 'fide-rapid');
      assert.equal(await page.isChecked('input[name="rulesFromFile"]'), true);
      const timeControl = '15 min + 10 sec';
      assert.equal(
        await output(page, 'timeControl'),
        locales.fill(ev.timeControl.rapid, { timeControl })
      );
      assert.equal(
        await page.textContent('.elo-rules-from'),
        locales.fill(ev.rulesFrom.rapid, { timeControl })
      );
      // Round 1, Almeida v Bauer, rated for neither.
      for (const rank of [1, 2]) {
        await page.click(`tr[data-start-rank="${rank}"] .elo-row-toggle`);
        const round1 = page.locator(`[id$="games-${rank}"] tbody tr`).first();
        assert.equal(await round1.locator('.elo-reason').textContent(), gap, `player ${rank}`);
      }
      await axeClean(page, 'the rapid report');
      await page.waitForFunction(() => /rules=file/.test(location.hash));

      // Doi has no rapid rating: his standard rating, typed in his row, rates him (7.2.1).
      const standard = page.locator('input[name="standard-4"]');
      assert.equal(await standard.isVisible(), true);
      await standard.fill('2150');
      const doi = page.locator('tr[data-start-rank="4"]');
      await page.waitForFunction(
        () => !!document.querySelector('tr[data-start-rank="4"] output[name="newRating"]')
      );
      assert.match(await doi.locator('.elo-event-rating').textContent(), /2[.,]150/);
      assert.equal(
        await doi.locator('.elo-event-rating .elo-note').textContent(),
        ev.ratedWithStandard
      );
      assert.equal(await page.locator('input[name="standard-1"]').isVisible(), false);

      // The standard list, chosen: the game counts, and the link says so.
      await page.selectOption('select[name="rules"]', 'fide');
      assert.equal(await page.isChecked('input[name="rulesFromFile"]'), false);
      assert.equal(
        await page.textContent('.elo-rules-from'),
        locales.fill(ev.rulesFrom.chosenAgainst, {
          chosen: ev.rulesFrom.chosen,
          against: locales.fill(ev.rulesFrom.against.rapid, { timeControl })
        })
      );
      await page.waitForFunction(() => /rules=fide(&|$)/.test(location.hash));
      assert.equal(await page.locator('input[name="standard-4"]').isVisible(), false);
      const first = page.locator('[id$="games-1"] tbody tr').first();
      assert.equal(await first.locator('.elo-reason').count(), 0, 'counted under standard');
      // And back to what the file says.
      await page.check('input[name="rulesFromFile"]');
      assert.equal(await page.inputValue('select[name="rules"]'), 'fide-rapid');
      await page.waitForFunction(() => /rules=file/.test(location.hash));
      assert.deepEqual(away(log), []);
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: the game mode's standard rating rates a player without a rapid rating`, async () => {
    const { context, page, log } = await open(lang, 'rules=fide-rapid&ratingB=2000&result=1');
    const results = locales.data[lang].results;
    try {
      const box = page.locator('input[name="standardRating"]');
      assert.equal(await box.isVisible(), true);
      assert.equal(await page.locator('input[name="standardRatingB"]').isVisible(), true);
      await box.fill('2150');
      const rated = locales.fill(results.ratedWithStandard, { rating: number(lang, 2150) });
      assert.equal(await page.textContent('[data-source="A"]'), rated);
      assert.match(await output(page, 'newRatingA'), /^2[.,]1\d\d$/);
      assert.notEqual(await output(page, 'changeA'), '–');
      await axeClean(page, 'the game form under rapid');

      // 2650 v 2000 under rapid: not rated, for either (R&B 7.3.1).
      await box.fill('');
      await page.fill('input[name="ratingA"]', '2650');
      assert.equal(await page.textContent('.elo-not-rated'), results.notRatedGap600);
      assert.equal(await output(page, 'newRatingA'), number(lang, 2650));
      assert.equal(await output(page, 'newRatingB'), number(lang, 2000));
      assert.equal(await page.locator('.elo-whatif-block').isVisible(), false);

      // Under the standard list the boxes go, and what one holds (even a mistake) waits there,
      // unsent, until the rapid list is chosen again.
      await box.fill('21x0');
      await page.selectOption('select[name="rules"]', 'fide');
      assert.equal(await box.isVisible(), false);
      assert.equal(await page.locator('.elo-not-rated').isVisible(), false);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.elo-error')].every((e) => e.hidden || !e.offsetParent)
      );
      await page.selectOption('select[name="rules"]', 'fide-rapid');
      assert.equal(await box.inputValue(), '21x0');
      assert.deepEqual(away(log), []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: a ladder game 600 points apart under rapid rules is listed, not rated`, async () => {
    const { context, page, log } = await open(lang, 'mode=ladder&rules=fide-rapid&k=20');
    try {
      await page.click('.elo-roster summary');
      await page.fill('textarea[name="ladderRoster"]', 'Ana | 2650\nBruno | 2000\nCarla | 2300');
      await page.fill(
        'textarea[name="ladderGames"]',
        '2026-03-04 Ana - Bruno 1-0\n2026-03-11 Carla - Bruno 1-0'
      );
      const rows = page.locator('.elo-ladder-games tbody tr');
      await page.waitForFunction(
        () => document.querySelectorAll('.elo-ladder-games tbody tr').length === 2
      );
      const results = locales.data[lang].results;
      assert.equal(
        await rows.first().locator('.elo-ladder-result').textContent(),
        locales.fill(locales.data[lang].ladder.notRated, {
          result: '1–0',
          reason: results.reasonRatingGap600
        })
      );
      assert.equal(await rows.nth(1).locator('.elo-ladder-result').textContent(), '1–0');
      assert.deepEqual(away(log), []);
    } finally {
      await context.close();
    }
  });

  for (const colorScheme of ['light', 'dark']) {
    test(`${lang}, 360 px, ${colorScheme}: the rapid report and the game under rapid, no sideways scroll`, async () => {
      const options = { viewport: PHONE, colorScheme };
      const event = await open(lang, 'mode=event', options);
      try {
        await event.page.setInputFiles('input[name="eventFile"]', RAPID);
        await event.page.waitForSelector('tr[data-start-rank="4"]');
        await event.page.click('tr[data-start-rank="1"] .elo-row-toggle');
        assert.equal(await noSidewaysScroll(event.page), true, 'event');
        await axeClean(event.page, 'the rapid report at 360 px');
        await screenshot(event.page, `lists-event-${lang}-phone-${colorScheme}`);
      } finally {
        await event.context.close();
      }
      const game = await open(lang, 'rules=fide-rapid&ratingA=2650&ratingB=2000', options);
      try {
        assert.equal(await game.page.locator('input[name="standardRating"]').isVisible(), true);
        assert.equal(await noSidewaysScroll(game.page), true, 'game');
        await screenshot(game.page, `lists-game-${lang}-phone-${colorScheme}`);
      } finally {
        await game.context.close();
      }
    });
  }
}

test('<elo-calculator rules="fide-blitz"> rates by the blitz list', async () => {
  const { context, page, log } = await openHost(
    env.chromium.browser,
    env.hosts.base + '/blitz.html'
  );
  try {
    await page.waitForFunction(() => {
      const el = document.querySelector('#w');
      return el.response && el.response.game;
    });
    const response = await page.evaluate(() => document.querySelector('#w').response);
    assert.equal(response.rules.preset, 'fide-blitz');
    assert.equal(response.rules.list, 'blitz');
    assert.equal(response.game.rated, false, '2650 v 2000: the 600-point rule');
    assert.equal(response.game.reason, 'rating-gap-600');
    assert.equal(await page.locator('#w select[name="rules"]').inputValue(), 'fide-blitz');
    assert.equal(await page.locator('#w input[name="standardRating"]').isVisible(), true);
    assert.equal(
      await page.locator('#w .elo-not-rated').textContent(),
      locales.data.en.results.notRatedGap600
    );
    assert.equal(await page.evaluate(() => document.querySelector('#w').rules), 'fide-blitz');
    await page.evaluate(() => (document.querySelector('#w').rules = 'fide-rapid'));
    await page.waitForFunction(
      () => document.querySelector('#w').response.rules.preset === 'fide-rapid'
    );
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});
