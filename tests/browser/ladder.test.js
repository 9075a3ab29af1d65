'use strict';
/* The ladder mode in Chromium, in each language: a season typed and opened as a file, the
   list's figures, the chart, the CSV's bytes, a reload keeping the season and "forget"
   removing it, 360 px, axe, and the element reading its games from a <template>. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { AxeBuilder } = require('@axe-core/playwright');
const { LANGS, FILE_URL, PHONE, launch, openPage, screenshot } = require('./helpers.js');
const { startHosts, hostPage, openHost, assertClean } = require('./hosts.js');
const locales = require('./locales.js');

// A six-game season worked by hand: Elo formula, K 20, everyone from 1500, a change after
// every game rounded to a whole point.
// 1 Ana–Bruno 1-0: E 0.5 each, Ana +10 (1510), Bruno −10 (1490).
// 2 Carla–Davi ½-½: E 0.5 each, no change.
// 3 Bruno–Carla 0-1: Bruno (1490) expects 0.4856 against 1500, −9.7 → −10 (1480); Carla +10 (1510).
// 4 Davi–Ana 0-1: Ana (1510) expects 0.5144 against 1500, +9.7 → +10 (1520); Davi −10 (1490).
// 5 Ana–Carla ½-½: Ana (1520) expects 0.5144 against 1510, −0.3 → 0; Carla +0.3 → 0.
// 6 Bruno–Davi 1-0: Bruno (1480) expects 0.4856 against 1490, +10.3 → +10 (1490); Davi −10 (1480).
const SEASON = [
  '2026-03-04 Ana Souza - Bruno Lima 1-0',
  '2026-03-04 Carla Dias - Davi Rocha ½-½',
  '2026-03-11 Bruno Lima - Carla Dias 0-1',
  '2026-03-11 Davi Rocha - Ana Souza 0-1',
  '2026-03-18 Ana Souza - Carla Dias ½-½',
  '2026-03-18 Bruno Lima - Davi Rocha 1-0'
].join('\n');
const LIST = [
  ['Ana Souza', 1520, 3],
  ['Carla Dias', 1510, 3],
  ['Bruno Lima', 1490, 3],
  ['Davi Rocha', 1480, 3]
];
const PGN = SEASON.split('\n')
  .map((line) => {
    const m = /^(\S+) (.+) - (.+) (\S+)$/.exec(line);
    const result = { '1-0': '1-0', '0-1': '0-1', '½-½': '1/2-1/2' }[m[4]];
    return `[Event "Club"]\n[Date "${m[1].replace(/-/g, '.')}"]\n[White "${m[2]}"]\n[Black "${m[3]}"]\n[Result "${result}"]\n\n1. e4 e5 ${result}\n`;
  })
  .join('\n');
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
const number = (lang, n) => new Intl.NumberFormat(INTL[lang]).format(n);

let env;
test.before(async () => {
  const element = hostPage({
    lang: 'pt',
    head: '<style>* { all: unset; } template { display: block !important; } body { font: 30px serif !important; }</style>',
    body: `<script src="/elo-widget.js"></script>
<elo-calculator id="w" mode="ladder" k="20" initial-rating="1500"><template>${SEASON}</template></elo-calculator>
<elo-calculator id="x" mode="ladder"><template>2026-03-01 &lt;img src=x onerror=alert(1)&gt; - Zé 1-0</template></elo-calculator>`
  });
  env = {
    chromium: await launch(),
    hosts: await startHosts({ '/ladder.html': { body: element } })
  };
});
test.after(async () => {
  if (env && env.hosts) await env.hosts.stop();
  if (env && env.chromium) await env.chromium.close();
});

const rowOutput = (page, name, out) =>
  page.locator(`tr[data-player="${name}"] output[name="${out}"]`).textContent();

async function checkList(page, lang) {
  for (const [name, rating, games] of LIST) {
    assert.equal(await rowOutput(page, name, 'rating'), number(lang, rating), `${name}'s rating`);
    assert.equal(await rowOutput(page, name, 'games'), number(lang, games));
  }
  const order = await page
    .locator('.elo-ladder-table tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.dataset.player));
  assert.deepEqual(
    order,
    LIST.map(([name]) => name)
  );
}

for (const lang of LANGS) {
  test(`${lang}: a typed season gives the list, the chart and a CSV; a reload keeps it, "forget" removes it`, async () => {
    const { context, page, log } = await openPage(
      env.chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`,
      { acceptDownloads: true }
    );
    try {
      await page.fill('textarea[name="ladderGames"]', SEASON);
      await checkList(page, lang);
      assert.equal(
        await page.locator('svg.elo-history path.elo-series').count(),
        3,
        'the top three in the chart'
      );
      await page.click('tr[data-player="Davi Rocha"] .elo-row-toggle');
      assert.equal(
        await page.locator('svg.elo-history path.elo-series').count(),
        1,
        'the one chosen'
      );
      // Dated games: the axis runs from the season's first day to its last; it counts periods
      // when ratings move once a period. The legend's swatches are borders, which print.
      const words = locales.data[lang].ladder;
      const axis = () => page.locator('svg.elo-history text.elo-axis').textContent();
      const day = (d) =>
        new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(d));
      assert.equal(
        await axis(),
        locales.fill(words.chartAxisDates, { from: day('2026-03-04'), to: day('2026-03-18') })
      );
      assert.notEqual(
        await page
          .locator('.elo-legend .elo-swatch')
          .evaluate((e) => getComputedStyle(e).borderTopStyle),
        'none'
      );
      await page.check('input[name="update"][value="period"]');
      assert.equal(
        await axis(),
        locales.fill(words.chartAxisPeriods, { games: new Intl.NumberFormat(lang).format(1) })
      );
      await page.check('input[name="update"][value="game"]');
      await page.fill('input[name="ladderFilter"]', 'DIAS');
      assert.deepEqual(
        await page
          .locator('.elo-ladder-table tbody tr')
          .evaluateAll((rows) => rows.map((r) => r.dataset.player)),
        ['Carla Dias']
      );
      await page.fill('input[name="ladderFilter"]', '');
      await page.selectOption('select[name="h2h0"]', 'Ana Souza');
      await page.selectOption('select[name="h2h1"]', 'Bruno Lima');
      // Ana beat Bruno in their one game.
      assert.equal(
        await page.textContent('.elo-h2h-summary'),
        locales.fill(locales.data[lang].ladder.h2hTotals, {
          a: 'Ana Souza',
          b: 'Bruno Lima',
          scoreA: '1',
          scoreB: '0',
          games: '1'
        })
      );
      assert.equal(await page.locator('.elo-ladder-games tbody tr').count(), 1, 'only their games');

      const t = locales.data[lang];
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click(`button:has-text("${t.report.csv}")`)
      ]);
      const bytes = fs.readFileSync(await download.path());
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
      assert.equal(lines.length, 5);
      assert.equal(lines[1].split(lang === 'pt' ? ';' : ',')[1], 'Ana Souza');

      await page.waitForTimeout(600);
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      assert.equal(
        await page.inputValue('textarea[name="ladderGames"]'),
        SEASON,
        'kept on this device'
      );
      await checkList(page, lang);
      // Opened in the game mode, the page reads the kept season only when the ladder is chosen.
      await page.goto(`${FILE_URL}?lang=${lang}`);
      await page.waitForSelector('html[data-ready="true"]');
      await page.check('input[name="mode"][value="ladder"]');
      assert.equal(
        await page.inputValue('textarea[name="ladderGames"]'),
        SEASON,
        'kept, from the game mode'
      );
      assert.match(await page.textContent('[data-kept]'), new RegExp(t.ladder.kept.slice(0, 20)));
      await page.click('[data-action="ladder-forget"]');
      await page.click('[data-action="ladder-forget-confirm"]');
      assert.equal(await page.inputValue('textarea[name="ladderGames"]'), '');
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      assert.equal(await page.inputValue('textarea[name="ladderGames"]'), '', 'forgotten');
      await page.waitForTimeout(600);
      assert.equal(
        await page.evaluate(() => localStorage.getItem('elo-calculator:ladder:v1')),
        null,
        'nothing is left in the browser'
      );
      await screenshot(page, `ladder-${lang}-empty`);
      assert.deepEqual(
        log.requests.filter((u) => !u.startsWith('file:') && !u.startsWith('blob:')),
        []
      );
      assert.deepEqual(log.consoleErrors, []);
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });
}

for (const lang of LANGS) {
  test(`${lang}: the same season opened as a PGN file gives the same list`, async () => {
    const file = path.join(os.tmpdir(), `elo-ladder-season-${lang}.pgn`);
    fs.writeFileSync(file, PGN);
    const { context, page } = await openPage(
      env.chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`
    );
    try {
      await page.setInputFiles('input[name="ladderFile"]', file);
      await page.waitForSelector('tr[data-player="Davi Rocha"]');
      await checkList(page, lang);
      assert.match(await page.textContent('.elo-file-name'), /elo-ladder-season/);
    } finally {
      await context.close();
      fs.rmSync(file, { force: true });
    }
  });
}

test('a bad line is named in each language and nothing is computed', async () => {
  for (const lang of LANGS) {
    const { context, page } = await openPage(
      env.chromium.browser,
      `${FILE_URL}?lang=${lang}#mode=ladder`
    );
    try {
      await page.fill('textarea[name="ladderGames"]', SEASON + '\nAna Souza - Ana Souza 1-0');
      const errors = await page.locator('[id$="ladderGames-error"] li').allTextContents();
      assert.deepEqual(errors, [locales.message(lang, 'ladderSelfGame', 7)]);
      assert.equal(await page.locator('tr[data-player]').count(), 0);
    } finally {
      await context.close();
    }
  }
});

for (const colorScheme of ['light', 'dark']) {
  test(`360 px, ${colorScheme}: no sideways scroll, axe clean in each language`, async () => {
    for (const lang of LANGS) {
      const { context, page } = await openPage(
        env.chromium.browser,
        `${FILE_URL}?lang=${lang}#mode=ladder`,
        { viewport: PHONE, colorScheme }
      );
      try {
        await page.fill('textarea[name="ladderGames"]', SEASON);
        await page.waitForSelector('tr[data-player="Ana Souza"]');
        assert.equal(
          await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          true
        );
        const result = await new AxeBuilder({ page }).analyze();
        assert.deepEqual(
          result.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
          ),
          []
        );
        await screenshot(page, `ladder-${lang}-phone-${colorScheme}`);
      } finally {
        await context.close();
      }
    }
  });
}

test('<elo-calculator mode="ladder"> shows the club list from its <template> on a hostile page', async () => {
  const { context, page, log } = await openHost(
    env.chromium.browser,
    env.hosts.base + '/ladder.html'
  );
  try {
    await page.waitForFunction(() =>
      document.querySelector('#w').shadowRoot.querySelector('tr[data-player="Davi Rocha"]')
    );
    await checkList(page.locator('#w'), 'pt');
    assert.equal(
      await page.locator('#w textarea').count(),
      0,
      'no form: the page writes the games'
    );
    assert.equal(await page.locator('#x tr[data-player]').count(), 2);
    assert.equal(await page.locator('#x img').count(), 0, 'a name with markup is text');
    assert.match(
      await page.locator('#x .elo-ladder-table').textContent(),
      /<img src=x onerror=alert\(1\)>/
    );

    await page.evaluate(() => {
      const el = document.querySelector('#w');
      el.querySelector('template').content.textContent += '\n2026-03-25 Davi Rocha - Ana Souza 1-0';
      el.refresh();
    });
    assert.equal(
      await page.evaluate(() => document.querySelector('#w').response.ladder.games.length),
      7
    );
    await screenshot(page, 'widget-ladder');
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});
