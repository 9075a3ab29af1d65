'use strict';
/* Tables that fit, in each language, where they were seen cut: a phone (360 px) and the element
   in a club's 420 px column. The columns that matter (a player's name, rating and change; a
   game's result and change) are in view and whole, no cell is cut mid-value, and the rest are
   behind "All columns". */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { LANGS, FILE_URL, PHONE, ROOT, launch, openPage } = require('./helpers.js');
const { startHosts, hostPage, openHost } = require('./hosts.js');
const locales = require('./locales.js');

const HAND = path.join(ROOT, 'tests', 'data', 'trf', 'hand-checked.trf');
// A season with a long name, as a club's list has.
const SEASON = [
  '2026-03-04 Maria Fernanda Albuquerque - Bruno Lima 1-0',
  '2026-03-04 Carla Dias - Davi Rocha ½-½',
  '2026-03-11 Bruno Lima - Carla Dias 0-1',
  '2026-03-11 Davi Rocha - Maria Fernanda Albuquerque 0-1'
].join('\n');

// What matters in each table, by the column's data-key (the help's example by position).
const IMPORTANT = {
  'elo-event-table': ['name', 'change', 'newRating'],
  'elo-games': ['opponent', 'result', 'change'],
  'elo-ladder-table': ['name', 'rating', 'change'],
  'elo-ladder-games': ['white', 'result', 'black'],
  'elo-example': [0, 3, 4]
};

/** Each table shown inside `root` (a document or a shadow root): its kind, the headings of the
    columns that matter that are hidden or past the box's edge, the cells cut inside, and
    whether the table is wider than its box. */
function tables(root, important) {
  return [...root.querySelectorAll('.elo-table-wrap')]
    .filter((box) => box.getClientRects().length > 0)
    .map((box) => {
      const table = box.querySelector('table');
      const kind = Object.keys(important).find((k) => table.classList.contains(k));
      const edge = box.getBoundingClientRect();
      const heads = [...table.tHead.rows[0].cells];
      const out = (important[kind] || [])
        .map((k) => (typeof k === 'number' ? heads[k] : heads.find((th) => th.dataset.key === k)))
        .filter((th) => {
          const r = th.getBoundingClientRect();
          return r.width === 0 || r.left < edge.left - 1 || r.right > edge.right + 1;
        })
        .map((th) => th.textContent);
      const cut = [...table.querySelectorAll(':scope > * > tr > :is(td, th)')]
        .filter((c) => c.getClientRects().length && c.scrollWidth > c.clientWidth + 1)
        .map((c) => c.textContent);
      return { kind, out, cut, wider: table.offsetWidth > box.clientWidth + 1 };
    });
}

// Every table in view inside `root` (a page, or an element's handle: its shadow root) fits;
// returns the kinds seen.
async function fits(root, what) {
  const handle = await (root.goto
    ? root.evaluateHandle(() => document)
    : root.evaluateHandle((el) => el.shadowRoot));
  const seen = await handle.evaluate(tables, IMPORTANT);
  for (const s of seen) {
    assert.deepEqual(s.out, [], `${what}, ${s.kind}: columns that matter out of view`);
    assert.deepEqual(s.cut, [], `${what}, ${s.kind}: cells cut`);
    assert.equal(s.wider, false, `${what}, ${s.kind}: wider than its box`);
  }
  return seen.map((s) => s.kind);
}

let chromium;
let hosts;
test.before(async () => {
  chromium = await launch();
  const pages = {};
  for (const lang of LANGS) {
    const body = `<script src="/elo-widget.js"></script>
<div style="width: 420px">
<elo-calculator id="ladder" mode="ladder"><template>${SEASON}</template></elo-calculator>
<elo-calculator id="event" mode="event"></elo-calculator>
</div>`;
    pages[`/${lang}.html`] = { body: hostPage({ lang, body }) };
  }
  hosts = await startHosts(pages);
});
test.after(async () => {
  if (hosts) await hosts.stop();
  if (chromium) await chromium.close();
});

for (const lang of LANGS) {
  const all = locales.data[lang].table.allColumns;

  test(`${lang}: on a phone, every table's columns that matter are in view and whole`, async () => {
    const { context, page } = await openPage(chromium.browser, `${FILE_URL}?lang=${lang}`, {
      viewport: PHONE
    });
    try {
      await page.evaluate(() =>
        document.querySelectorAll('.elo-help details').forEach((d) => (d.open = true))
      );
      assert.ok((await fits(page, 'help')).includes('elo-example'));

      await page.goto(`${FILE_URL}?lang=${lang}#mode=event`);
      await page.setInputFiles('input[name="eventFile"]', HAND);
      await page.click('tr[data-start-rank="7"] .elo-row-toggle');
      const kinds = await fits(page, 'event');
      assert.ok(kinds.includes('elo-event-table') && kinds.includes('elo-games'));
      // A player's games keep the rest behind their own "All columns".
      const games = page.locator('tr[data-start-rank="7"] + tr');
      const difference = games.locator('th[data-key="difference"]');
      assert.equal(await difference.isVisible(), false);
      await games.getByRole('button', { name: all }).click();
      assert.equal(await difference.isVisible(), true);

      await page.goto(`${FILE_URL}?lang=${lang}#mode=ladder`);
      await page.fill('textarea[name="ladderGames"]', SEASON);
      await page.waitForSelector('tr[data-player="Carla Dias"]');
      const ladder = await fits(page, 'ladder');
      assert.ok(ladder.includes('elo-ladder-table') && ladder.includes('elo-ladder-games'));
    } finally {
      await context.close();
    }
  });

  test(`${lang}: in a club's 420 px column, the element's tables fit too`, async () => {
    const { context, page } = await openHost(chromium.browser, `${hosts.base}/${lang}.html`);
    try {
      await page.locator('#ladder tr[data-player="Carla Dias"]').waitFor();
      const ladder = page.locator('#ladder');
      await ladder.evaluate((el) =>
        el.shadowRoot.querySelectorAll('details').forEach((d) => (d.open = true))
      );
      const kinds = await fits(ladder, 'ladder element');
      for (const k of ['elo-ladder-table', 'elo-ladder-games', 'elo-example'])
        assert.ok(kinds.includes(k), k);

      await page.locator('#event input[name="eventFile"]').setInputFiles(HAND);
      await page.locator('#event tr[data-start-rank="3"] .elo-row-toggle').click();
      const event = await fits(page.locator('#event'), 'event element');
      assert.ok(event.includes('elo-games'));
    } finally {
      await context.close();
    }
  });

  // Two columns the form and the result keep on a phone and on a desktop: rating A beside rating
  // B, player A's card beside player B's.
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`${lang}, ${viewport.width} px: rating A beside rating B, player A's card beside player B's`, async () => {
      const { context, page } = await openPage(
        chromium.browser,
        `${FILE_URL}?lang=${lang}#ratingA=1600&ratingB=1400`,
        { viewport }
      );
      try {
        const sideBySide = (selector) =>
          page.locator(selector).evaluateAll((els) => {
            const [a, b] = els.map((el) => el.getBoundingClientRect());
            return els.length === 2 && a.top === b.top && a.right <= b.left;
          });
        assert.equal(
          await sideBySide('[data-field="ratingA"], [data-field="ratingB"]'),
          true,
          'the ratings'
        );
        assert.equal(await sideBySide('.elo-game-players > .elo-player'), true, 'the cards');
      } finally {
        await context.close();
      }
    });
  }
}
