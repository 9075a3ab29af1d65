// The first view's pure parts: the page's choice of language and of whether its markup is the
// view to show (web/src/page-lang.js), the builders taking over elements they made before
// (web/src/dom.js's adopt, on scripts/dom-shim.js), and that small DOM's HTML.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { firstViewFits, pageLang } from '../../web/src/page-lang.js';
import { adopt, h, initial } from '../../web/src/dom.js';

const require = createRequire(import.meta.url);
const { Document, serialize } = require('../../scripts/dom-shim.js');

// search, hash, the browser's languages → the page's language. The rule page.js had before the
// first view: ?lang first, then the link's lang, then the browser's.
const LANG_CASES = [
  ['?lang=ja', '#lang=pt', ['en'], 'ja'],
  ['', '#lang=pt&ratingA=1600', ['ja'], 'pt'],
  ['', '#ratingA=1600', ['fr-FR', 'pt-BR'], 'pt'],
  ['', '', ['ja-JP', 'en'], 'ja'],
  ['', '', ['fr', 'de'], 'en'],
  ['?lang=', '', ['ja'], 'en'],
  ['?lang=xx', '#lang=ja', ['pt'], 'en'],
  ['?embed&lang=pt-PT', '', [], 'pt']
];

test('the page language: ?lang, then the link, then the browser', () => {
  for (const [search, hash, languages, lang] of LANG_CASES)
    assert.equal(pageLang(search, hash, languages), lang, `${search} ${hash} ${languages}`);
});

// search, hash → whether the markup's first view (the game mode, the page's layout) is shown.
const FIT_CASES = [
  ['', '', true],
  ['?lang=pt', '#ratingA=1600&ratingB=1400', true],
  ['', '#mode=game', true],
  ['', '#mode=unknown', true],
  ['', '#mode=event&rules=file', false],
  ['', '#mode=ladder', false],
  ['?embed', '', false],
  ['?embed&lang=ja', '#ratingA=1600', false]
];

test('the first view is shown for the game mode in the page layout only', () => {
  for (const [search, hash, fits] of FIT_CASES)
    assert.equal(firstViewFits(search, hash), fits, `${search} ${hash}`);
});

// A small view: a form with a box and a list, built the way the view functions build theirs
// (children before their parent, one element made apart and placed later).
function view(value) {
  const box = h('input', { name: 'ratingA', type: 'text' });
  initial(box, 'value', value);
  const note = h('p', { class: 'elo-hint', text: 'Before the game.' });
  const form = h('form', { class: 'elo-form' }, [h('h2', { text: 'Your game' }), box, note]);
  const apart = h('span', { text: 'never placed' });
  return { form, box, note, apart };
}

test('a render taking over its own elements keeps every node where it was', () => {
  globalThis.document = new Document();
  const first = view('');
  const made = globalThis.document.created.slice();
  const order = made.map((el) => (el === first.apart ? null : el));
  let again;
  const asked = adopt(order, () => (again = view('1600')));
  assert.equal(asked, made.length);
  assert.equal(again.form, first.form);
  assert.equal(again.box, first.box);
  assert.equal(again.note, first.note);
  assert.notEqual(again.apart, first.apart, 'an element the markup lacks is made anew');
  assert.deepEqual(
    again.form.childNodes.map((n) => n.localName),
    ['h2', 'input', 'p'],
    'nothing moved or added'
  );
  assert.equal(again.form.childNodes[0].childNodes.length, 1, 'the text kept, not added again');
});

test('a render that differs from the markup is refused', () => {
  globalThis.document = new Document();
  view('');
  const order = globalThis.document.created.slice();
  order[0] = globalThis.document.createElement('select');
  assert.throws(() => adopt(order, () => view('')), /differs from the render/);
  // Outside a take-over the builders make their own elements again.
  assert.notEqual(view('').form, order[order.length - 2]);
});

test('the small DOM writes HTML as a browser does, a control state as its attributes', () => {
  globalThis.document = new Document();
  const select = h('select', { name: 'rules' }, [
    h('option', { value: 'fide', text: 'FIDE' }),
    h('option', { value: 'elo', text: 'Elo & co' })
  ]);
  select.value = 'elo';
  const box = h('input', { name: 'k', 'aria-label': 'K "factor"' });
  box.value = '20';
  const check = h('input', { type: 'checkbox', name: 'kAuto', hidden: true });
  check.checked = true;
  const area = h('textarea', { name: 'games' });
  area.value = '1500 | 1 <b>';
  const p = h('p', { class: 'a  b' });
  p.classList.toggle('b', true);
  p.classList.toggle('c', false);
  assert.equal(
    serialize(h('div', {}, [select, box, check, area, p])),
    '<div><select name="rules"><option value="fide">FIDE</option>' +
      '<option value="elo" selected="">Elo &amp; co</option></select>' +
      '<input name="k" aria-label="K &quot;factor&quot;" value="20">' +
      '<input type="checkbox" name="kAuto" hidden="" checked="">' +
      '<textarea name="games">1500 | 1 &lt;b&gt;</textarea><p class="a  b"></p></div>'
  );
});
