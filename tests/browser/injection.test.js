'use strict';
/* Script payloads in every way text reaches the page (the games box, every field of the URL
   fragment, ?lang=): nothing runs, no element is made from them, nothing is fetched, and the
   text shows as text. Also: 10,000 recalculations leave the wasm heap as it was. */
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { FILE_URL, launch, openPage } = require('./helpers.js');
const { startHosts, hostPage, openHost } = require('./hosts.js');

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload="window.__pwned=1">',
  'javascript:window.__pwned=1',
  '<script>window.__pwned=1</script>',
  '\'><iframe src="javascript:parent.__pwned=1">'
];
const FIELDS = [
  'ratingA',
  'ratingB',
  'result',
  'rules',
  'k',
  'birthYear',
  'ratedGames',
  'peakRating',
  'games'
];

let session;
before(async () => {
  session = await launch();
});
after(async () => {
  await session.close();
});

const countMadeElements = (page) =>
  page.evaluate(() => document.querySelectorAll('img, iframe, object, embed, script').length);

async function watch(url) {
  const opened = await openPage(session.browser, url);
  const dialogs = [];
  opened.page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss();
  });
  return Object.assign(opened, { dialogs, ownElements: await countMadeElements(opened.page) });
}

async function assertNothingRan({ page, log, dialogs, ownElements }, where) {
  await page.waitForTimeout(100);
  assert.equal(await page.evaluate(() => window.__pwned), undefined, `${where}: a payload ran`);
  assert.deepEqual(dialogs, [], `${where}: a dialog opened`);
  assert.equal(
    await countMadeElements(page),
    ownElements,
    `${where}: an element was made from text`
  );
  assert.equal(log.requests.length, 1, `${where}: requests ${log.requests.slice(1).join(', ')}`);
  assert.deepEqual(log.pageErrors, [], where);
}

test('payloads typed into the games box show as text and run nothing', async () => {
  const opened = await watch(`${FILE_URL}?lang=en`);
  const { page } = opened;
  await page.fill('input[name="ratingA"]', '1600');
  for (const payload of PAYLOADS) {
    for (const text of [payload, `${payload} | 1`, `1500 | ${payload}`, `# ${payload}\n1500 | 1`]) {
      await page.fill('textarea[name="games"]', text);
      assert.equal(await page.inputValue('textarea[name="games"]'), text);
      await assertNothingRan(opened, `games: ${text}`);
    }
  }
  await opened.context.close();
});

test('payloads in every field of the link and in ?lang= run nothing', async () => {
  for (const payload of PAYLOADS) {
    const fragment = new URLSearchParams([
      ...FIELDS.map((f) => [f, payload]),
      ['lang', payload]
    ]).toString();
    const opened = await watch(`${FILE_URL}?lang=${encodeURIComponent(payload)}#${fragment}`);
    await assertNothingRan(opened, `link: ${payload}`);
    assert.equal(
      await opened.page.inputValue('input[name="ratingA"]'),
      payload,
      'the rating field shows the payload as text'
    );
    assert.equal(await opened.page.inputValue('textarea[name="games"]'), payload);
    assert.match(await opened.page.evaluate(() => document.documentElement.lang), /^(pt|ja|en)$/);
    await opened.page.evaluate((p) => {
      location.hash = new URLSearchParams([
        ['ratingB', p],
        ['games', p]
      ]).toString();
    }, payload);
    await assertNothingRan(opened, `hash change: ${payload}`);
    await opened.context.close();
  }
});

test('payloads in the widget’s attributes run nothing and show as text', async () => {
  const attributes = ['lang', 'rules', 'k', 'rating-a', 'rating-b'];
  const escapeAttribute = (v) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const body = PAYLOADS.map(
    (p, i) =>
      `<elo-calculator id="w${i}" ${attributes.map((a) => `${a}="${escapeAttribute(p)}"`).join(' ')}></elo-calculator>`
  ).join('\n');
  const hosts = await startHosts({
    '/host.html': { body: hostPage({ body: `<script src="/elo-widget.js"></script>\n${body}` }) }
  });
  try {
    const { context, page, log } = await openHost(session.browser, `${hosts.base}/host.html`);
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss();
    });
    await page.waitForFunction(
      (n) =>
        [...document.querySelectorAll('elo-calculator')].filter(
          (el) => el.shadowRoot && el.shadowRoot.querySelector('form')
        ).length === n,
      PAYLOADS.length
    );
    await page.evaluate((payloads) => {
      const el = document.querySelector('#w0');
      for (const p of payloads)
        for (const a of ['lang', 'rules', 'k', 'rating-a', 'rating-b']) el.setAttribute(a, p);
    }, PAYLOADS);
    await page.waitForTimeout(200);
    const seen = await page.evaluate(() => ({
      pwned: window.__pwned,
      made:
        [...document.querySelectorAll('elo-calculator')].reduce(
          (n, el) =>
            n + el.shadowRoot.querySelectorAll('img, iframe, object, embed, script').length,
          0
        ) + document.querySelectorAll('img, iframe, object, embed').length,
      ratings: [...document.querySelectorAll('elo-calculator')]
        .slice(1)
        .map((el) => el.shadowRoot.querySelector('input[name="ratingA"]').value)
    }));
    assert.equal(seen.pwned, undefined);
    assert.equal(seen.made, 0);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(seen.ratings, PAYLOADS.slice(1), 'rating-a shows as text in the field');
    assert.deepEqual(log.errors, []);
    await context.close();
  } finally {
    await hosts.stop();
  }
});

// The module is captured as the page creates it, without changing the page.
async function withCoreCaptured(context) {
  await context.addInitScript(() => {
    let factory;
    Object.defineProperty(window, 'createEloCore', {
      configurable: true,
      get() {
        return (
          factory &&
          ((...args) =>
            factory(...args).then((m) => {
              window.__eloModule = m;
              return m;
            }))
        );
      },
      set(f) {
        factory = f;
      }
    });
  });
}

test('10,000 recalculations in one page leave the wasm heap where it was after the first hundred', async () => {
  const context = await session.browser.newContext();
  await withCoreCaptured(context);
  const page = await context.newPage();
  await page.goto(
    `${FILE_URL}?lang=en#ratingA=1600&ratingB=1400&games=${encodeURIComponent('1500 | 1\n1650 | 0.5\n1720 | 0\n'.repeat(3))}`
  );
  await page.waitForSelector('html[data-ready="true"]');
  const heap = await page.evaluate(() => {
    const input = document.querySelector('input[name="ratingB"]');
    const recalculate = (i) => {
      input.value = String(1400 + (i % 100));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const bytes = () => window.__eloModule.HEAP8.buffer.byteLength;
    for (let i = 0; i < 100; i += 1) recalculate(i);
    const afterHundred = bytes();
    for (let i = 100; i < 10000; i += 1) recalculate(i);
    return {
      afterHundred,
      afterTenThousand: bytes(),
      output: document.querySelector('output[name="newRatingB"]').textContent
    };
  });
  // Each call moves about 3 KB of request and response through a 16 MB heap: a leak of either
  // would grow it by some 30 MB over 10,000 calls.
  assert.equal(heap.afterTenThousand, heap.afterHundred);
  assert.ok(heap.output.trim() !== '', 'the last recalculation still shows a result');
  await context.close();
});
