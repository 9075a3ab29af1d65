'use strict';
/* The event mode in Chromium, in each language: a tournament report file given to the file
   input and dropped on the drop zone, the report's figures, a player's games, a K edited in
   place, the CSV's bytes, warnings and errors with their lines, 360 px, axe, and the element. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { AxeBuilder } = require('@axe-core/playwright');
const {
  ROOT,
  LANGS,
  FILE_URL,
  PHONE,
  launch,
  openPage,
  painted,
  screenshot
} = require('./helpers.js');
const { startHosts, hostPage, openHost, assertClean } = require('./hosts.js');
const locales = require('./locales.js');

const TRF = path.join(ROOT, 'tests', 'data', 'trf');
const HAND = path.join(TRF, 'hand-checked.trf');
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
const number = (lang, n) =>
  new Intl.NumberFormat(INTL[lang], { maximumFractionDigits: 2 }).format(n);
const signed = (lang, n) =>
  new Intl.NumberFormat(INTL[lang], { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(
    n
  );

// Figures of tests/data/trf/hand-checked.trf, worked out by hand (FIDE rules, automatic K, the
// file's end date 2024-08-01 for the junior rule):
// - 3 Costa, 2100, born 2008: a junior under 2300, K 40. She scores 1 v 1600, 0 v 2700, 1 v
//   1500, ½ v 2450 and more; the core's sum of ΔR is 0.62, 40 × 0.62 = 24.8 → +25, 2125.
// - 5 Eriksen, 1600, K 20 (30+ games assumed): −0.08 (v 2100, 400 counted) + 0.26 (½ v 1800,
//   PD 0.24) − 0.08 (v 2700) − 0.08 (v 2450) = 0.02; her two games v unrated players do not
//   count. 20 × 0.02 = 0.4 → 0, 1600. With K 40 typed: 0.8 → +1, 1601.
// - 6 Fujii, unrated: a first rating of 1934, published (5 rated opponents).
// - 7 Garcia, unrated: a first rating of 1758, not published (fewer than 5 rated opponents).
const FIGURES = [
  { rank: 3, k: 40, change: 25, newRating: 2125 },
  { rank: 5, k: 20, change: 0, newRating: 1600 }
];

let env;
test.before(async () => {
  const element = hostPage({
    lang: 'ja',
    head: '<style>* { all: unset; } body { display: block; font: 30px serif !important; }</style>',
    body: '<script src="/elo-widget.js"></script>\n<elo-calculator id="w" mode="event"></elo-calculator>'
  });
  env = { chromium: await launch(), hosts: await startHosts({ '/event.html': { body: element } }) };
});
test.after(async () => {
  if (env && env.hosts) await env.hosts.stop();
  if (env && env.chromium) await env.chromium.close();
});

async function openEvent(lang, options, fragment = '') {
  return openPage(env.chromium.browser, `${FILE_URL}?lang=${lang}#mode=event${fragment}`, options);
}

const rowOutput = (page, rank, name) =>
  page.locator(`tr[data-start-rank="${rank}"] output[name="${name}"]`).textContent();

for (const lang of LANGS) {
  test(`${lang}: a file opened gives every player's K, change and new rating, and a K typed for one player`, async () => {
    const { context, page, log } = await openEvent(lang, { acceptDownloads: true });
    try {
      await page.setInputFiles('input[name="eventFile"]', HAND);
      await page.waitForSelector('tr[data-start-rank="8"]');
      assert.equal(await page.locator('tr[data-start-rank]').count(), 8);
      for (const f of FIGURES) {
        assert.equal(await rowOutput(page, f.rank, 'k'), number(lang, f.k), `K of ${f.rank}`);
        assert.equal(
          await rowOutput(page, f.rank, 'change'),
          signed(lang, f.change),
          `change of ${f.rank}`
        );
        assert.equal(await rowOutput(page, f.rank, 'newRating'), number(lang, f.newRating));
      }
      assert.equal(await rowOutput(page, 6, 'initialRating'), number(lang, 1934));
      assert.equal(await rowOutput(page, 7, 'initialRating'), number(lang, 1758));
      const t = locales.data[lang].event;
      assert.match(
        await page.locator('tr[data-start-rank="7"]').textContent(),
        new RegExp(t.firstRatingUnpublished)
      );
      assert.match(
        await page.locator('tr[data-start-rank="3"]').textContent(),
        new RegExp(locales.fill(locales.data[lang].k.reason.junior, { year: '2026' }))
      );

      await page.fill('input[name="k-5"]', '40');
      await painted(page);
      assert.equal(await rowOutput(page, 5, 'change'), signed(lang, 1));
      assert.equal(await rowOutput(page, 5, 'newRating'), number(lang, 1601));
      assert.equal(await rowOutput(page, 5, 'k'), number(lang, 40));
      assert.equal(await page.inputValue('input[name="k-5"]'), '40', 'the typed K stays');
      await page.fill('input[name="k-5"]', '4x');
      await painted(page);
      assert.equal(await page.getAttribute('input[name="k-5"]', 'aria-invalid'), 'true');
      assert.equal(await page.inputValue('input[name="k-5"]'), '4x');
      await page.fill('input[name="k-5"]', '');
      await painted(page);
      assert.equal(await rowOutput(page, 5, 'k'), number(lang, 20));
      // Typed key by key, as a person types: the box keeps its focus and every key.
      await page.click('th[data-key="change"] .elo-sort');
      await page.focus('input[name="k-5"]');
      await page.keyboard.type('40');
      await painted(page);
      assert.equal(await page.inputValue('input[name="k-5"]'), '40');
      assert.equal(await page.evaluate(() => document.activeElement.name), 'k-5');
      assert.equal(await rowOutput(page, 5, 'change'), signed(lang, 1));
      await page.fill('input[name="k-5"]', '');
      await painted(page);
      // Keys typed before the next frame: the event is rated again after that frame, and once,
      // for the last key (the row's K written once, not for each key).
      const typedFast = await page.evaluate(async () => {
        const box = document.querySelector('input[name="k-5"]');
        const k = box.closest('tr').querySelector('output[name="k"]');
        const before = k.textContent;
        let written = 0;
        new MutationObserver((records) => (written += records.length)).observe(k, {
          subtree: true,
          childList: true,
          characterData: true
        });
        for (const value of ['4', '40']) {
          box.value = value;
          box.dispatchEvent(new Event('input', { bubbles: true }));
        }
        const waited = k.textContent === before;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return { waited, written, k: k.textContent };
      });
      assert.deepEqual(typedFast, { waited: true, written: 1, k: number(lang, 40) });
      await page.fill('input[name="k-5"]', '');

      await page.click('tr[data-start-rank="3"] .elo-row-toggle');
      const games = page.locator(
        `#${await page.getAttribute('tr[data-start-rank="3"] .elo-row-toggle', 'aria-controls')}`
      );
      assert.equal(await games.isVisible(), true);
      assert.ok((await games.locator('tbody tr').count()) >= 4);
      assert.match(await games.textContent(), /Alvarez, Ana/);
      await page.click('tr[data-start-rank="7"] .elo-row-toggle');
      assert.match(
        await page.locator('tr[data-start-rank="7"] + tr').textContent(),
        new RegExp(locales.data[lang].results.reasonFewerThan5Games),
        'why the first rating would not be published'
      );
      // Rounds 5 and 6, where the file pairs him with nobody: the score alone, with no code.
      const garcia = page.locator('tr[data-start-rank="7"] + tr tbody tr');
      for (const round of [5, 6]) {
        assert.equal(
          await garcia
            .nth(round - 1)
            .locator('td')
            .nth(4)
            .textContent(),
          '0',
          `round ${round}, not paired: its score alone`
        );
      }

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click(`button:has-text("${locales.data[lang].report.csv}")`)
      ]);
      const bytes = fs.readFileSync(await download.path());
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte-order mark');
      const csv = bytes.subarray(3).toString('utf8').split('\r\n');
      const sep = lang === 'pt' ? ';' : ',';
      assert.equal(csv[0].split(sep)[3], t.col.name);
      assert.equal(csv.filter(Boolean).length, 9, 'a heading and eight players');
      assert.match(
        csv.find((l) => l.includes('Costa')),
        new RegExp(`${sep}40${sep}`)
      );
      assert.equal(download.suggestedFilename(), 'Hand-checked-Open.csv');

      await screenshot(page, `event-${lang}-desktop`);
      assert.deepEqual(
        log.requests.filter((u) => !u.startsWith('file:') && !u.startsWith('blob:')),
        []
      );
      assert.deepEqual(log.consoleErrors, []);
      assert.deepEqual(log.pageErrors, []);
      assert.deepEqual(await log.csp(), []);
    } finally {
      await context.close();
    }
  });
}

test('a file dropped on the drop zone is read like an opened one', async () => {
  const { context, page, log } = await openEvent('en');
  try {
    const text = fs.readFileSync(path.join(TRF, 'lichess-swiss-2020-06.trf'), 'utf8');
    await page.evaluate((content) => {
      const data = new DataTransfer();
      data.items.add(new File([content], 'swiss.trf', { type: 'text/plain' }));
      const zone = document.querySelector('[data-drop]');
      zone.dispatchEvent(
        new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true })
      );
      zone.dispatchEvent(
        new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true })
      );
    }, text);
    await page.waitForSelector('tr[data-start-rank="13"]');
    assert.equal(await page.locator('tr[data-start-rank]').count(), 13);
    assert.match(await page.textContent('.elo-file-name'), /swiss\.trf/);
    assert.equal(await page.inputValue('textarea[name="eventText"]'), text);
    assert.deepEqual(log.pageErrors, []);
  } finally {
    await context.close();
  }
});

for (const lang of LANGS) {
  test(`${lang}: a broken file is answered line by line and stays as it was pasted; warnings name their lines`, async () => {
    const { context, page } = await openEvent(lang);
    try {
      const broken = fs.readFileSync(path.join(TRF, 'errors.trf'), 'utf8');
      await page.fill('textarea[name="eventText"]', broken);
      const errors = await page.locator('[id$="eventText-error"] li').allTextContents();
      assert.ok(errors.length >= 4);
      assert.ok(errors.includes(locales.message(lang, 'trfRankDuplicate', 5)), errors.join('\n'));
      assert.equal(await page.inputValue('textarea[name="eventText"]'), broken);
      assert.equal(await page.locator('tr[data-start-rank]').count(), 0);

      await page.fill(
        'textarea[name="eventText"]',
        fs.readFileSync(path.join(TRF, 'pairing-mismatch.trf'), 'utf8')
      );
      const warnings = await page.locator('.elo-warnings li').allTextContents();
      assert.equal(warnings.length, 4);
      const line = (n) =>
        locales.fill(locales.data[lang].errorWords.line, { line: n, message: '' });
      assert.ok(warnings[0].startsWith(line(4)), warnings[0]);
      assert.ok(warnings[2].startsWith(line(6)), warnings[2]);
      assert.equal(warnings[3], locales.data[lang].event.warning.dateMissing);
    } finally {
      await context.close();
    }
  });
}

for (const colorScheme of ['light', 'dark']) {
  test(`360 px, ${colorScheme}: no sideways scroll, the change and the new rating in view, axe clean`, async () => {
    for (const lang of LANGS) {
      const { context, page } = await openEvent(lang, { viewport: PHONE, colorScheme });
      try {
        await page.setInputFiles('input[name="eventFile"]', path.join(TRF, 'fide-example1.trf'));
        await page.waitForSelector('tr[data-start-rank="1"]');
        assert.equal(
          await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          true
        );
        const box = await page
          .locator('tr[data-start-rank="1"] output[name="newRating"]')
          .boundingBox();
        assert.ok(box && box.x + box.width <= PHONE.width, `new rating at ${box && box.x}`);
        await page.click('tr[data-start-rank="1"] .elo-row-toggle');
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
        await screenshot(page, `event-${lang}-phone-${colorScheme}`);
      } finally {
        await context.close();
      }
    }
  });
}

test('the link keeps the event mode and its choices, never the file', async () => {
  const { context, page } = await openEvent('en', {}, '&rules=elo&k=32');
  try {
    assert.equal(await page.inputValue('select[name="rules"]'), 'elo');
    assert.equal(await page.inputValue('input[name="k"]'), '32');
    await page.setInputFiles('input[name="eventFile"]', HAND);
    await page.waitForSelector('tr[data-start-rank="8"]');
    assert.equal(await rowOutput(page, 1, 'k'), '32');
    await page.waitForFunction(
      () => /mode=event/.test(location.hash) && /k=32/.test(location.hash)
    );
    assert.doesNotMatch(await page.evaluate(() => location.hash), /Alvarez|001/);
    await page.click('input[name="mode"][value="game"]');
    await page.waitForSelector('input[name="ratingA"]');
    await page.click('input[name="mode"][value="event"]');
    assert.equal(await page.locator('tr[data-start-rank]').count(), 8, 'the file is still there');
  } finally {
    await context.close();
  }
});

test('<elo-calculator mode="event"> rates a file inside a hostile host page', async () => {
  const { context, page, log } = await openHost(
    env.chromium.browser,
    env.hosts.base + '/event.html'
  );
  try {
    await page.waitForFunction(() =>
      document.querySelector('#w').shadowRoot.querySelector('input[name="eventFile"]')
    );
    await page.locator('#w input[name="eventFile"]').setInputFiles(HAND);
    await page.waitForFunction(() =>
      document.querySelector('#w').shadowRoot.querySelector('tr[data-start-rank="8"]')
    );
    assert.equal(
      await page.locator('#w tr[data-start-rank="3"] output[name="newRating"]').textContent(),
      '2,125'
    );
    assert.equal(await page.evaluate(() => document.querySelector('#w').mode), 'event');
    assert.equal(
      await page.evaluate(() => document.querySelector('#w').response.event.players.length),
      8
    );
    await screenshot(page, 'widget-event');
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});
