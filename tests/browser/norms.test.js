'use strict';
/* Title norms in the event mode, in Chromium and in each language, with the made-up file
   tests/data/trf/norms-page.trf (a 9-round Swiss of 11 planned, chief arbiter on 102):
   - 1 Candidate, IM (woman): 6.5 of 9 against an average of 2461, Rp 2627: a GM norm after
     round 9;
   - 11 Costa, WFM: 6 of 9, WGM and WIM norms, and for the IM norm Rp 2427 against 2450 (close;
     2 points needed from the 2 rounds left, assuming 2302); 20 Ruiz, CM 1980, raised to 2050.
   The norm column, a player's checklist, the norm report printed to PDF and read back, the
   switches (kept on the device), the element, 360 px light and dark, axe, and no request. */
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { AxeBuilder } = require('@axe-core/playwright');
const { ROOT, LANGS, FILE_URL, PHONE, launch, openPage, screenshot } = require('./helpers.js');
const { startHosts, hostPage, openHost, assertClean } = require('./hosts.js');
const { pdfText } = require('./pdf-text.js');
const locales = require('./locales.js');

const NORMS = path.join(ROOT, 'tests', 'data', 'trf', 'norms-page.trf');
const INTL = { pt: 'pt-BR', ja: 'ja-JP', en: 'en' };
const num = (lang, n) => new Intl.NumberFormat(INTL[lang]).format(n);
// Chromium's PDFs write "fi" and "fl" as ligatures.
const plain = (text) => text.normalize('NFKC');

let env;
test.before(async () => {
  const element = hostPage({
    lang: 'pt',
    body: '<script src="/elo-widget.js"></script>\n<elo-calculator id="w" mode="event"></elo-calculator>'
  });
  env = { chromium: await launch(), hosts: await startHosts({ '/norms.html': { body: element } }) };
});
test.after(async () => {
  if (env && env.hosts) await env.hosts.stop();
  if (env && env.chromium) await env.chromium.close();
});

async function openNorms(lang, options) {
  const opened = await openPage(
    env.chromium.browser,
    `${FILE_URL}?lang=${lang}#mode=event`,
    options
  );
  await opened.page.setInputFiles('input[name="eventFile"]', NORMS);
  await opened.page.waitForSelector('tr[data-start-rank="21"]');
  return opened;
}

const norm = (page, rank) =>
  page.locator(`tr[data-start-rank="${rank}"] output[name="norm"]`).textContent();
const noRequest = (log) =>
  log.requests.filter((u) => !u.startsWith('file:') && !u.startsWith('blob:'));

async function openPlayer(page, rank) {
  await page.click(`tr[data-start-rank="${rank}"] .elo-row-toggle`);
  await page.waitForSelector(`#${await rowGamesId(page, rank)} .elo-norms`);
}
const rowGamesId = (page, rank) =>
  page.locator(`tr[data-start-rank="${rank}"] .elo-row-toggle`).getAttribute('aria-controls');

for (const lang of LANGS) {
  const t = locales.data[lang].norms;
  test(`${lang}: the norm column, a player's checklist with its articles, the forecast and the raised opponent`, async () => {
    const { context, page, log } = await openNorms(lang);
    try {
      assert.equal(await norm(page, 1), 'GM');
      assert.equal(await norm(page, 11), 'WGM WIM');
      assert.equal(await norm(page, 2), '');
      const close = await page.locator('tr[data-start-rank="11"] .elo-norm-close').textContent();
      assert.equal(close, locales.fill(t.close, { title: 'IM' }));
      assert.equal(
        await page.locator('.elo-event-norm .elo-norm-badge').count(),
        3,
        'a badge per norm'
      );

      await openPlayer(page, 11);
      const im = page.locator('.elo-norm[data-title="IM"]');
      const rules = await im
        .locator('tr[data-rule]')
        .evaluateAll((rows) =>
          rows.map((r) => [r.dataset.rule, r.querySelector('.elo-norm-article').textContent])
        );
      assert.equal(rules.length, 14, 'every rule the core checks');
      assert.deepEqual(rules[0], ['1.4.1', '1.4.1']);
      assert.ok(rules.some(([rule, article]) => rule === '1.4.4-own' && article === '1.4.4'));
      const rp = im.locator('tr[data-rule="1.4.8-performance"]');
      assert.equal(await rp.locator('.elo-norm-value').textContent(), num(lang, 2427));
      assert.ok((await rp.textContent()).includes(t.state.notMet));
      assert.ok((await rp.textContent()).includes(t.rule.performance));
      const says = await im.textContent();
      const forecast = locales.fill(t.forecast.assuming.other, {
        points: locales.fill(t.points.other, { count: num(lang, 2) }),
        rounds: num(lang, 2),
        average: num(lang, 2302)
      });
      assert.ok(says.includes(forecast), `${forecast} in ${says}`);
      const raised = im.locator('.elo-norm-opponents tr.elo-raised');
      assert.equal(await raised.getAttribute('data-start-rank'), '20');
      assert.ok(
        (await raised.textContent()).includes(
          locales.fill(t.raised, { from: num(lang, 1980), to: num(lang, 2050) })
        )
      );
      assert.equal(await im.locator('.elo-norm-opponents tbody tr').count(), 9);
      assert.equal(await page.locator('.elo-norm[data-title="WGM"]').getAttribute('open'), '');
      await screenshot(page, `norms-${lang}-desktop`);
      assert.deepEqual(noRequest(log), []);
      assert.deepEqual(log.consoleErrors, []);
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test(`${lang}: the norm report prints alone to PDF, with the event, the arbiter, the opponents and blank signatures`, async () => {
    const { context, page } = await openNorms(lang);
    try {
      await openPlayer(page, 11);
      // The page's Print opens the browser's dialog; here page.pdf() prints in its place.
      await page.evaluate(() => {
        window.print = () => {};
      });
      await page.click('.elo-norm[data-title="WGM"] [data-action="print-norm"]');
      const text = plain(pdfText(await page.pdf({ format: 'A4' })));
      const r = t.report;
      for (const said of [
        locales.fill(r.heading, { title: 'WGM', name: 'Costa, Beatriz' }),
        'Open Norma de Primavera (made up)',
        'IA Marta Árbitra (POR)',
        r.arbiter,
        r.signSignature,
        r.signDate,
        ...['Silva, Caio', 'Pérez, Diego', 'Ruiz, Luis'],
        locales.fill(t.raised, { from: num(lang, 1980), to: num(lang, 2000) }),
        num(lang, 2422)
      ])
        assert.ok(text.includes(plain(said)), `${said} on paper`);
      // (A name in the report's table may be split at its comma.)
      assert.ok(!text.includes('Candidate'), 'the event report is not printed with it');
      assert.ok(!text.includes(t.form.heading), 'nor the form');
      // Only the rules met are listed: not the 1.4.9 line that only informs.
      assert.ok(!text.includes(plain(t.rule.dp)));
      await page.emulateMedia({ media: 'print' });
      await screenshot(page, `norms-${lang}-report-print`);
      // A key or a click after the dialog: the event report prints again.
      await page.emulateMedia({ media: 'screen' });
      await page.keyboard.press('Shift');
      const again = plain(pdfText(await page.pdf({ format: 'A4' })));
      assert.ok(again.includes('Candidate'), 'the event report is printed again');
    } finally {
      await context.close();
    }
  });
}

test('the switches: an exemption, round robin, titles not confirmed and a title held, kept on the device', async () => {
  const t = locales.data.en.norms;
  const { context, page } = await openNorms('en');
  try {
    await openPlayer(page, 11);
    await page.selectOption('select[name="normExemption"]', 'zonal');
    await page.waitForSelector('.elo-norms .elo-note');
    const note = await page.locator('.elo-norms .elo-note').first().textContent();
    assert.equal(note, locales.fill(t.exemptionIs, { exemption: t.exemption.zonal }));
    assert.ok(
      (
        await page.locator('.elo-norm[data-title="IM"] tr[data-rule="1.4.3"]').textContent()
      ).includes(t.state.waived)
    );
    await page.selectOption('select[name="normRoundRobin"]', 'yes');
    // A round robin counts every round planned (XXR 11), and 9 are in the file.
    const rounds = page.locator('.elo-norm[data-title="WGM"] tr[data-rule="1.4.1e"]');
    assert.ok((await rounds.textContent()).includes(locales.fill(t.need.rounds, { need: '11' })));
    assert.equal(await norm(page, 11), '');
    // A title held chosen for a player: an IM is checked for GM only, and the select keeps
    // the focus as the panel is drawn again.
    await page.focus('select[name="title-11"]');
    await page.selectOption('select[name="title-11"]', 'IM');
    await page.waitForFunction(() => !document.querySelector('.elo-norm[data-title="WGM"]'));
    assert.deepEqual(
      await page.locator('.elo-norms .elo-norm').evaluateAll((n) => n.map((e) => e.dataset.title)),
      ['GM']
    );
    assert.equal(await page.evaluate(() => document.activeElement.name), 'title-11');
    // Kept on the device: a reload opens the event with its switches.
    await page.waitForTimeout(600); // the state is kept once typing pauses (400 ms)
    await page.reload();
    await page.waitForSelector('tr[data-start-rank="21"]');
    assert.equal(await page.inputValue('select[name="normExemption"]'), 'zonal');
    assert.equal(await page.inputValue('select[name="normRoundRobin"]'), 'yes');
    assert.equal(await norm(page, 11), '');
    // The file's titles not held when the event began: nobody's opponents hold a title.
    await page.selectOption('select[name="normExemption"]', 'none');
    await page.selectOption('select[name="normRoundRobin"]', '');
    assert.equal(await norm(page, 1), 'GM');
    await page.uncheck('input[name="normTitlesConfirmed"]');
    await page.waitForFunction(
      () => document.querySelector('tr[data-start-rank="1"] output[name="norm"]').textContent === ''
    );
    await page.waitForTimeout(600); // the state is kept once typing pauses (400 ms)
    await page.reload();
    await page.waitForSelector('tr[data-start-rank="21"]');
    assert.equal(await page.isChecked('input[name="normTitlesConfirmed"]'), false);
    assert.equal(await norm(page, 1), '');
  } finally {
    await context.close();
  }
});

for (const colorScheme of ['light', 'dark']) {
  test(`360 px, ${colorScheme}: a player's norms open without sideways scroll, axe clean, in each language`, async () => {
    for (const lang of LANGS) {
      const { context, page, log } = await openNorms(lang, { viewport: PHONE, colorScheme });
      try {
        // The norm column leaves a narrow table: the badges go under the name.
        const inline = page.locator('tr[data-start-rank="1"] .elo-norm-inline');
        assert.equal(await inline.isVisible(), true);
        assert.equal(await inline.locator('.elo-norm-badge').textContent(), 'GM');
        assert.equal(
          await page.locator('tr[data-start-rank="1"] .elo-event-norm').isVisible(),
          false
        );
        await openPlayer(page, 11);
        assert.equal(
          await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          true
        );
        const result = await new AxeBuilder({ page }).analyze();
        assert.deepEqual(
          result.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
          ),
          [],
          lang
        );
        await page.locator('.elo-norms').scrollIntoViewIfNeeded();
        await screenshot(page, `norms-${lang}-phone-${colorScheme}`);
        assert.deepEqual(noRequest(log), []);
      } finally {
        await context.close();
      }
    }
  });
}

test('<elo-calculator mode="event"> shows the norm column and a player\'s norms', async () => {
  const t = locales.data.pt.norms;
  const { context, page, log } = await openHost(
    env.chromium.browser,
    env.hosts.base + '/norms.html'
  );
  try {
    await page.waitForFunction(() =>
      document.querySelector('#w').shadowRoot.querySelector('input[name="eventFile"]')
    );
    await page.locator('#w input[name="eventFile"]').setInputFiles(NORMS);
    await page.waitForFunction(() =>
      document.querySelector('#w').shadowRoot.querySelector('tr[data-start-rank="21"]')
    );
    assert.equal(
      await page.locator('#w tr[data-start-rank="1"] output[name="norm"]').textContent(),
      'GM'
    );
    await page.locator('#w tr[data-start-rank="11"] .elo-row-toggle').click();
    const im = page.locator('#w .elo-norm[data-title="IM"]');
    assert.ok((await im.textContent()).includes(t.rule.performance));
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.locator('#w .elo-norm[data-title="WIM"] [data-action="print-norm"]').click();
    const text = plain(pdfText(await page.pdf({ format: 'A4' })));
    assert.ok(
      text.includes(plain(locales.fill(t.report.heading, { title: 'WIM', name: 'Costa, Beatriz' })))
    );
    assert.ok(!text.includes('Candidate'));
    await screenshot(page, 'widget-norms');
    await assertClean(assert, log);
  } finally {
    await context.close();
  }
});

// A real event (tests/data/trf/nanjing-women-gp-2009.trf, the FIDE Women's Grand Prix of 2009, a
// round robin of 12; the figures are worked by hand in tests/core/norms_api_test.cpp): the norm
// column from each title's verdict alone, then a player's panel with the whole checklist, which
// the page asks for when her row opens.
test("a real round robin: the norms made, the near miss, and the near miss's checklist", async () => {
  const t = locales.data.en.norms;
  const opened = await openPage(env.chromium.browser, `${FILE_URL}?lang=en#mode=event`);
  const { context, page, log } = opened;
  try {
    await page.setInputFiles(
      'input[name="eventFile"]',
      path.join(ROOT, 'tests', 'data', 'trf', 'nanjing-women-gp-2009.trf')
    );
    await page.waitForSelector('tr[data-start-rank="12"]');
    assert.equal(await norm(page, 5), 'IM', 'Munguntuul: Rp 2450, the IM norm to the point');
    assert.equal(await norm(page, 7), 'IM WGM WIM', 'Ju Wenjun: Rp 2513');
    assert.equal(await norm(page, 10), '', 'Kovanova: Rp 2415');
    const close = await page.locator('tr[data-start-rank="10"] .elo-norm-close').textContent();
    assert.equal(close, locales.fill(t.close, { title: 'IM' }));
    await openPlayer(page, 10);
    const rp = page.locator('.elo-norm[data-title="IM"] tr[data-rule="1.4.8-performance"]');
    assert.equal(await rp.locator('.elo-norm-value').textContent(), '2,415');
    assert.ok((await rp.textContent()).includes(t.state.notMet));
    assert.equal(
      await page.locator('.elo-norm[data-title="IM"] .elo-norm-opponents tbody tr').count(),
      11
    );
    assert.deepEqual(noRequest(log), []);
    assert.deepEqual(log.pageErrors, []);
  } finally {
    await context.close();
  }
});
