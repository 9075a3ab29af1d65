'use strict';
/* The game mode's results as people use them, in each language, each way the calculator is
   shown (the page on a desktop and at 360 px, the element and the iframe at 900 px): the
   per-game table's important columns in view, the tournament leading when there is no single
   game (with a headline kept in sight on a phone), the "#" events as groups, and the link, the
   CSV and the printout. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { AxeBuilder } = require('@axe-core/playwright');
const { LANGS, PHONE, launch } = require('./helpers.js');
const { startHosts } = require('./hosts.js');
const { WAYS, firstUsePages, openWay } = require('./first-use.js');
const { data } = require('./locales.js');

// Line 1 names an event, line 5 is blank, so games and lines are numbered differently.
const GAMES = '# Club open\n1500 | 1\n1700 | ½\n1650 | 0\n\n# Blitz night\n1800 | 1\n- | 1';
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };

let env;
test.before(async () => {
  env = { chromium: await launch(), hosts: await startHosts(firstUsePages()) };
});
test.after(async () => {
  if (env && env.hosts) await env.hosts.stop();
  if (env && env.chromium) await env.chromium.close();
});

async function typeTournament(root, ratingB = '') {
  await root.locator('input[name="ratingA"]').fill('1600');
  await root.locator('input[name="ratingB"]').fill(ratingB);
  await root.locator('textarea[name="games"]').fill(GAMES);
  await root.locator('.elo-games tbody tr:not(.elo-group)').nth(4).waitFor({ timeout: 10000 });
}

// Whether `el` is shown and lies within its scrolling box's visible width.
function inView(el) {
  const box = el.closest('.elo-table-wrap').getBoundingClientRect();
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
}

async function headings(root) {
  return root.locator('.elo-games thead th').evaluateAll((ths, fn) => {
    const visible = new Function('return ' + fn)();
    return ths.map((th) => ({ text: th.textContent, inView: visible(th) }));
  }, inView.toString());
}

// The page in a tablet's or a small laptop's window puts the results in a column of about 420
// to 600 px: every column is either in view or hidden behind "All columns", none cut at the edge.
for (const width of [900, 1024]) {
  for (const lang of LANGS) {
    test(`no column of the per-game table cut at the edge (page at ${width} px, ${lang})`, async () => {
      const way = { name: `page-${width}`, kind: 'page', viewport: { width, height: 900 } };
      const { context, root } = await openWay(env.chromium.browser, env.hosts.base, way, lang);
      try {
        await typeTournament(root);
        for (const head of await headings(root)) {
          const hidden = await root
            .locator('.elo-games thead th', { hasText: head.text })
            .first()
            .evaluate((th) => th.getBoundingClientRect().width === 0);
          assert.ok(head.inView || hidden, `${head.text} in view or hidden, not cut`);
        }
      } finally {
        await context.close();
      }
    });
  }
}

for (const way of WAYS) {
  const phone = way.viewport.width === PHONE.width;
  for (const lang of LANGS) {
    const r = data[lang].results;

    test(`the per-game table keeps its point (${way.name}, ${lang})`, async () => {
      const { context, root } = await openWay(env.chromium.browser, env.hosts.base, way, lang);
      try {
        await typeTournament(root);
        const heads = await headings(root);
        const shown = heads.filter((h) => h.inView).map((h) => h.text);
        // The game, the opponent, the score and the change first, and in view at every width.
        assert.deepEqual(
          heads.slice(0, 4).map((h) => h.text),
          [r.colGame, r.colOpponent, r.colScore, r.colChange]
        );
        for (const key of ['colGame', 'colOpponent', 'colScore', 'colChange'])
          assert.ok(shown.includes(r[key]), `${r[key]} in view`);
        const toggle = root.getByRole('button', { name: data[lang].table.allColumns });
        if (phone) {
          // The rest on demand, said by a button rather than hidden past the edge.
          assert.ok(!shown.includes(r.colDifference));
          await toggle.click();
          assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
          const all = (await headings(root)).map((h) => h.text);
          assert.ok(all.includes(r.colExpected) && all.includes(r.colDifference));
          assert.ok(
            await root
              .locator('.elo-games thead th', { hasText: r.colDifference })
              .evaluate((th) => th.getBoundingClientRect().width > 0)
          );
        } else {
          // Wide enough: every column in view, and no button for them.
          assert.deepEqual(
            shown,
            heads.map((h) => h.text)
          );
          assert.equal(await toggle.isVisible(), false);
        }
      } finally {
        await context.close();
      }
    });

    test(`the tournament's events as groups, rows numbered by game (${way.name}, ${lang})`, async () => {
      const { context, root } = await openWay(env.chromium.browser, env.hosts.base, way, lang);
      try {
        await typeTournament(root, '1500');
        const groups = await root.locator('.elo-games tr.elo-group th').allTextContents();
        assert.deepEqual(groups, ['Club open', 'Blitz night']);
        assert.equal(
          await root.locator('.elo-games tr.elo-group th').first().getAttribute('scope'),
          'rowgroup'
        );
        const numbers = await root
          .locator('.elo-games tbody tr:not(.elo-group) > th')
          .allTextContents();
        assert.deepEqual(numbers, ['1', '2', '3', '4', '5']);
        // The chart marks where each event starts, with its name (drawn after the figures' frame).
        await root
          .locator('svg .elo-event-edge')
          .nth(1)
          .waitFor({ state: 'attached', timeout: 10000 });
        const marks = await root
          .locator('svg .elo-event-name-mark')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-event')));
        assert.deepEqual(marks, ['Club open', 'Blitz night']);
        assert.equal(await root.locator('svg .elo-event-edge').count(), 2);
        // A bad line is still named by its line, not its game.
        await root.locator('textarea[name="games"]').fill(GAMES + '\n17x0 | 1');
        const error = root.locator('[data-field="games"] .elo-line-errors li').first();
        await error.waitFor({ timeout: 10000 });
        assert.match(
          await error.textContent(),
          new RegExp(new Intl.NumberFormat(INTL[lang]).format(9))
        );
      } finally {
        await context.close();
      }
    });

    test(`only a rating and games: the tournament leads (${way.name}, ${lang})`, async () => {
      const { context, page, root } = await openWay(
        env.chromium.browser,
        env.hosts.base,
        way,
        lang
      );
      try {
        await typeTournament(root);
        const results = root.locator('.elo-results').first();
        // The tournament first; no empty cards, no "type both ratings" above the answer.
        assert.equal(
          await results.evaluate((s) => {
            const t = s.querySelector('.elo-tournament');
            const p = s.querySelector('.elo-game-players');
            return !!(t.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING);
          }),
          true
        );
        assert.equal(await root.locator('.elo-game-players').isVisible(), false);
        assert.equal(await root.locator('.elo-waiting').isVisible(), false);
        assert.equal(await root.locator('.elo-single-hint').textContent(), r.singleGameHint);
        assert.equal(await root.locator('.elo-single-hint').isVisible(), true);
        // The result's buttons do not look chosen.
        const chosen = root.locator('[data-field="result"] input:checked + label');
        const look = () => chosen.evaluate((l) => getComputedStyle(l).backgroundColor);
        const idle = await look();
        assert.match(idle, /rgba\(0, 0, 0, 0\)|transparent/);

        // A second rating: the single game back in its place, the result chosen again.
        await root.locator('input[name="ratingB"]').fill('1500');
        await root.locator('.elo-game-players').waitFor({ state: 'visible' });
        assert.equal(await root.locator('.elo-single-hint').isVisible(), false);
        assert.notEqual(await look(), idle);
        await root.locator('input[name="ratingB"]').fill('');
        await root.locator('.elo-game-players').waitFor({ state: 'hidden' });

        const summary = root.locator('.elo-summary');
        if (phone) {
          // Typing at the top of the form: the headline in a compact bar at the top.
          await root.locator('input[name="ratingA"]').focus();
          await page.evaluate(() => window.scrollTo(0, 0));
          await summary.waitFor({ state: 'visible', timeout: 5000 });
          const after = () => root.locator('output[name="ratingAfterTournament"]').textContent();
          assert.equal(await summary.locator('.elo-summary-rating').textContent(), await after());
          const bar = await summary.boundingBox();
          const input = await root.locator('input[name="ratingA"]').boundingBox();
          assert.ok(bar.y + bar.height <= input.y, 'the bar covers no input');
          const before = await after();
          await root.locator('input[name="ratingA"]').fill('1650');
          await root
            .locator('output[name="ratingAfterTournament"]', { hasNotText: before })
            .waitFor();
          assert.equal(await summary.locator('.elo-summary-rating').textContent(), await after());
          // The full answer in view: no bar.
          await root.locator('.elo-tournament-head').scrollIntoViewIfNeeded();
          await summary.waitFor({ state: 'hidden', timeout: 5000 });
        } else {
          await page.evaluate(() => window.scrollTo(0, 0));
          await root.locator('input[name="ratingA"]').focus();
          await page.waitForTimeout(300);
          if (way.kind !== 'element') assert.equal(await summary.isVisible(), false);
        }
      } finally {
        await context.close();
      }
    });

    test(`sharing and keeping: link, CSV, print (${way.name}, ${lang})`, async () => {
      const { context, page, root } = await openWay(
        env.chromium.browser,
        env.hosts.base,
        way,
        lang
      );
      try {
        await typeTournament(root);
        const copy = root.getByRole('button', { name: r.copyLink });
        if (way.kind === 'page') {
          await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
            origin: env.hosts.base
          });
          await copy.click();
          const status = root.locator('.elo-copy-status');
          await root.locator('.elo-copy-status', { hasText: r.linkCopied }).waitFor();
          assert.equal(await status.getAttribute('aria-live'), 'polite');
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          assert.equal(copied, await page.evaluate(() => location.href));
          assert.match(copied, /ratingA=1600/);
          assert.match(decodeURIComponent(copied.replace(/\+/g, ' ')), /Club open/);
        } else {
          // The element and the iframe have no address of their own to share.
          assert.equal(await copy.count(), 0);
        }

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          root.getByRole('button', { name: data[lang].report.csv }).click()
        ]);
        assert.equal(download.suggestedFilename(), 'Club-open.csv');
        const text = fs.readFileSync(await download.path(), 'utf8');
        assert.equal(text.charCodeAt(0), 0xfeff, 'a byte-order mark');
        const sep = lang === 'pt' ? ';' : ',';
        const lines = text.slice(1).trimEnd().split('\r\n');
        assert.equal(lines.length, 6);
        assert.deepEqual(lines[0].split(sep).slice(0, 4), [
          r.colGame,
          r.colEvent,
          r.colLine,
          r.colOpponent
        ]);
        const first = lines[1].split(sep);
        assert.deepEqual(first.slice(0, 5), ['1', 'Club open', '2', '1500', '1']);
        assert.equal(first[6], lang === 'pt' ? '0,6401' : '0.6401');
        assert.equal(lines[5].split(sep)[1], 'Blitz night');

        // On paper: the results and the whole table, no form, no buttons.
        await page.emulateMedia({ media: 'print' });
        assert.equal(await root.locator('.elo-form').isVisible(), false);
        assert.equal(await root.locator('.elo-game-actions').isVisible(), false);
        const widths = await root
          .locator('.elo-games thead th')
          .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
        assert.equal(widths.filter((w) => w > 0).length, 6, 'every column on paper');
        assert.equal(await root.locator('.elo-games tbody tr:not(.elo-group)').count(), 5);
        await page.emulateMedia({ media: 'screen' });
      } finally {
        await context.close();
      }
    });
  }
}

for (const colorScheme of ['light', 'dark']) {
  test(`axe: the tournament leading, its groups and the bar at 360 px (${colorScheme})`, async () => {
    for (const lang of LANGS) {
      const { context, page, root } = await openWay(
        env.chromium.browser,
        env.hosts.base,
        WAYS.find((w) => w.viewport.width === PHONE.width),
        lang,
        'game',
        colorScheme
      );
      try {
        await typeTournament(root);
        await root.locator('input[name="ratingA"]').focus();
        await page.evaluate(() => window.scrollTo(0, 0));
        await root.locator('.elo-summary').waitFor({ state: 'visible', timeout: 5000 });
        const result = await new AxeBuilder({ page }).analyze();
        assert.deepEqual(
          result.violations.map(
            (v) => `${lang} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`
          ),
          []
        );
      } finally {
        await context.close();
      }
    }
  });
}
