'use strict';
/* The single-file page in each language, opened from disk and served over http: the worked
   example, a tournament typed with decimal commas, a bad line, and nothing loaded or logged
   beyond the document itself. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const {
  LANGS,
  FILE_URL,
  PAGE_FILE,
  PHONE,
  launch,
  startServer,
  openPage,
  output,
  screenshot
} = require('./helpers.js');
const locales = require('./locales.js');

// What the worked example (1600 beats 1400, K 20) must show in each language.
const EXAMPLE = {
  pt: {
    newRatingA: '1.605',
    changeA: '+5',
    expectedA: '0,76',
    newRatingB: '1.395',
    changeB: '-5',
    expectedB: '0,24'
  },
  ja: {
    newRatingA: '1,605',
    changeA: '+5',
    expectedA: '0.76',
    newRatingB: '1,395',
    changeB: '-5',
    expectedB: '0.24'
  },
  en: {
    newRatingA: '1,605',
    changeA: '+5',
    expectedA: '0.76',
    newRatingB: '1,395',
    changeB: '-5',
    expectedB: '0.24'
  }
};
// docs/api.md's tournament: 1600 against 1500 (win), 1700 (draw), 1650 (loss) → +1, 1601.
const TOURNAMENT_TEXT = '# Clube, rodada de sábado\n1500 | 1\n1700 | 0,5\n1650 | 0';
const TOURNAMENT = { pt: ['+1', '1.601'], ja: ['+1', '1,601'], en: ['+1', '1,601'] };
const BAD_TEXT = '1500 | 1\n1700 | x\n1650 | 0';

let env;
test.before(async () => {
  env = { chromium: await launch(), server: await startServer() };
});
test.after(async () => {
  if (env && env.server) await env.server.stop();
  if (env && env.chromium) await env.chromium.close();
});

function noTraffic(log, documentUrl) {
  const base = documentUrl.split('#')[0];
  return log.requests.filter((u) => u.split('#')[0] !== base && !u.startsWith('data:'));
}

for (const origin of ['file', 'http']) {
  for (const lang of LANGS) {
    test(`${origin}: ${lang}: worked example, tournament with decimal commas, bad line`, async () => {
      const url = (origin === 'file' ? FILE_URL : env.server.url) + '?lang=' + lang;
      const { context, page, log } = await openPage(env.chromium.browser, url);
      try {
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        await page.fill('input[name="ratingA"]', '1600');
        await page.fill('input[name="ratingB"]', '1400');
        await page.check('input[name="result"][value="1"]');
        for (const [name, expected] of Object.entries(EXAMPLE[lang])) {
          assert.equal(await output(page, name), expected, `${name} in ${lang}`);
        }

        await page.fill('textarea[name="games"]', TOURNAMENT_TEXT);
        assert.equal(await output(page, 'tournamentChange'), TOURNAMENT[lang][0]);
        assert.equal(await output(page, 'ratingAfterTournament'), TOURNAMENT[lang][1]);
        // Three games under their event's heading.
        assert.equal(await page.locator('.elo-games tbody tr:not(.elo-group)').count(), 3);
        assert.equal(await page.textContent('.elo-games tr.elo-group'), 'Clube, rodada de sábado');
        assert.doesNotMatch(await page.textContent('.elo-results'), /NaN|null|undefined/);

        await page.fill('textarea[name="games"]', '');
        await page.locator('textarea[name="games"]').pressSequentially(BAD_TEXT);
        const errorBox = page.locator('[id$="games-error"]');
        await errorBox.waitFor({ state: 'visible' });
        const message = (await errorBox.textContent()).trim();
        const allowed = ['scoreInvalid', 'lineFormat'].map((code) =>
          locales.message(lang, code, 2)
        );
        assert.ok(
          allowed.includes(message),
          `"${message}" should be one of ${JSON.stringify(allowed)}`
        );
        assert.equal(await page.inputValue('textarea[name="games"]'), BAD_TEXT);
        assert.equal(await page.getAttribute('textarea[name="games"]', 'aria-invalid'), 'true');
        const describedBy = await page.getAttribute('textarea[name="games"]', 'aria-describedby');
        assert.ok(describedBy.split(' ').includes(await errorBox.getAttribute('id')));
        assert.equal(
          await page.getAttribute('.elo-results:visible', 'data-stale'),
          'true',
          'the total of the lines typed before the bad one stays, marked out of date'
        );
        assert.equal(
          await output(page, 'newRatingA'),
          EXAMPLE[lang].newRatingA,
          'the single game is still computed'
        );

        assert.deepEqual(noTraffic(log, url), [], 'no request after the document');
        assert.deepEqual(log.consoleErrors, []);
        assert.deepEqual(log.pageErrors, []);
        assert.deepEqual(await log.csp(), []);
      } finally {
        await context.close();
      }
    });
  }
}

test('screenshots of each language, desktop and phone', async () => {
  const fragment =
    '#ratingA=1600&ratingB=1400&result=1&k=20&rules=elo&games=' +
    encodeURIComponent(TOURNAMENT_TEXT);
  for (const lang of LANGS) {
    for (const [label, viewport] of [
      ['desktop', undefined],
      ['phone', PHONE]
    ]) {
      const { context, page } = await openPage(
        env.chromium.browser,
        FILE_URL + '?lang=' + lang + fragment,
        viewport ? { viewport } : {}
      );
      try {
        assert.equal(await output(page, 'newRatingA'), EXAMPLE[lang].newRatingA);
        await screenshot(page, `${lang}-${label}`);
      } finally {
        await context.close();
      }
    }
  }
});

test('a copy alone in another folder, and the page saved as rendered, still compute the example', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elo-copy-'));
  try {
    const copy = path.join(dir, 'calculadora.html');
    fs.copyFileSync(PAGE_FILE, copy);
    const first = await openPage(
      env.chromium.browser,
      pathToFileURL(copy).href + '?lang=pt#ratingA=1600&ratingB=1400&result=1'
    );
    let saved;
    try {
      assert.equal(await output(first.page, 'newRatingA'), EXAMPLE.pt.newRatingA);
      saved = await first.page.content();
    } finally {
      await first.context.close();
    }
    // What "Save page as… (complete)" writes: the DOM as rendered, scripts and all.
    const savedFile = path.join(dir, 'saved.html');
    fs.writeFileSync(savedFile, saved);
    const url = pathToFileURL(savedFile).href + '?lang=en#ratingA=1600&ratingB=1400&result=1';
    const second = await openPage(env.chromium.browser, url);
    try {
      assert.equal(await output(second.page, 'newRatingA'), EXAMPLE.en.newRatingA);
      assert.equal(
        await second.page.locator('form').count(),
        1,
        'the saved copy renders once, not twice'
      );
      assert.deepEqual(noTraffic(second.log, url), []);
      assert.deepEqual(second.log.consoleErrors, []);
      assert.deepEqual(await second.log.csp(), []);
    } finally {
      await second.context.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('?embed drops the page chrome and the help text but computes the same', async () => {
  const { context, page, log } = await openPage(
    env.chromium.browser,
    FILE_URL + '?embed&lang=ja#ratingA=1600&ratingB=1400&result=1'
  );
  try {
    assert.equal(await output(page, 'newRatingA'), EXAMPLE.ja.newRatingA);
    assert.equal(await page.locator('h1, .elo-help, .elo-langs').count(), 0);
    assert.deepEqual(log.pageErrors, []);
  } finally {
    await context.close();
  }
});

test('the served page carries its CSP and the server refuses paths outside dist/', async () => {
  const res = await fetch(env.server.url);
  const html = await res.text();
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type'), /^text\/html/);
  const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)[1];
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src (?:'sha256-[A-Za-z0-9+/=]+' )+'wasm-unsafe-eval'/);
  assert.match(csp, /connect-src data:/);
  assert.match(csp, /style-src 'sha256-[A-Za-z0-9+/=]+'/);
  assert.doesNotMatch(
    html,
    /<script[^>]+src=|<link[^>]+stylesheet|https?:\/\/(?!www\.w3\.org\/2000\/svg)/
  );
  const outside = await fetch(new URL('/..%2f..%2fpackage.json', env.server.url));
  assert.equal(outside.status, 404);
});
