// The kit's plain parts, which every mode shares: errors in words and routed to their fields
// (web/src/kit/errors.js), how a table sorts (kit/table-order.js) and why K is what it is
// (kit/k-reason.js). The examples are the core's answers as docs/api.md shows them.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { errorMessage, fieldsByPath, lineMessages, routeErrors } from '../../web/src/kit/errors.js';
import { ariaSort, columnClass, nextSort, sortItems } from '../../web/src/kit/table-order.js';
import { kAppliedText, kForGames, kReasonText } from '../../web/src/kit/k-reason.js';
import { SETTLE_PAUSE_MS, createSettled, typedKey } from '../../web/src/kit/settled.js';
import { keepSame } from '../../web/src/kit/same.js';
import { translator } from '../../web/src/i18n.js';
import { formatters } from '../../web/src/format.js';

const read = (lang) =>
  JSON.parse(fs.readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8'));
const LOCALES = { en: read('en'), pt: read('pt'), ja: read('ja') };
const en = { t: translator(LOCALES, 'en'), f: formatters('en') };
const pt = { t: translator(LOCALES, 'pt'), f: formatters('pt') };
const ja = { t: translator(LOCALES, 'ja'), f: formatters('ja') };

// After "Line 12:" a message goes on as it would alone: every message a line may carry starts
// with a capital in the languages that have them (the frames themselves aside).
test('every message said after a line number starts with a capital, in Portuguese and English', () => {
  const frames = new Set(['line', 'lineRound', 'linesMany', 'unknown']);
  for (const lang of ['pt', 'en']) {
    const l = LOCALES[lang];
    const groups = [l.errors, l.errorWords, l.ladder.warning, l.event.warning];
    for (const group of groups)
      for (const [key, text] of Object.entries(group)) {
        if (frames.has(key) || typeof text !== 'string') continue;
        assert.match(text, /^[^\p{Ll}]/u, `${lang} ${key}: ${text}`);
      }
  }
});

test('an error is said in the language, with its line and its range in the language’s numbers', () => {
  const e = { code: 'rating-out-of-range', field: 'opponent.rating', min: 100, max: 4000 };
  assert.equal(
    errorMessage(e, pt.t, pt.f),
    pt.t('errors.ratingOutOfRange', { min: '100', max: '4.000' })
  );
  const lined = errorMessage({ code: 'score-invalid', line: 12 }, en.t, en.f);
  assert.equal(
    lined,
    en.t('errorWords.line', { line: '12', message: en.t('errors.scoreInvalid') })
  );
  assert.equal(
    errorMessage({ code: 'no-such-code' }, en.t, en.f),
    en.t('errorWords.unknown', { code: 'no-such-code' })
  );
});

test('a zero in player A’s own box is not said as an opponent’s', () => {
  const own = errorMessage({ code: 'rating-zero', field: 'player.rating' }, en.t, en.f);
  const theirs = errorMessage({ code: 'rating-zero', field: 'opponent.rating' }, en.t, en.f);
  assert.equal(own, en.t('errorWords.ratingZeroPlayer'));
  assert.notEqual(own, theirs);
});

test('a ladder line’s unreadable date names the forms a date may take; the period’s does not', () => {
  const line = errorMessage(
    { code: 'date-invalid', field: 'ladder.gamesText', line: 2 },
    en.t,
    en.f
  );
  assert.equal(
    line,
    en.t('errorWords.line', { line: '2', message: en.t('errorWords.ladderDateInvalid') })
  );
  assert.match(line, /2026-12-31/);
  assert.equal(
    errorMessage({ code: 'date-invalid', field: 'date' }, en.t, en.f),
    en.t('errors.dateInvalid')
  );
  assert.notEqual(en.t('errors.dateOrderAmbiguous'), 'errors.dateOrderAmbiguous');
});

test('lines failing the same way more than three times are said once, with the count', () => {
  const errors = [5, 2, 9, 7].map((line) => ({ code: 'score-invalid', line }));
  errors.push({ code: 'rating-invalid', line: 3 });
  const out = lineMessages(errors, en.t, en.f);
  assert.equal(out.length, 2);
  assert.equal(out[0].error.line, 2, 'in line order, said where it first occurs');
  assert.match(out[0].text, /4/);
  assert.match(out[0].text, /2, 5, and 7|2, 5 and 7/);
  assert.equal(out[1].error.line, 3);
  // Three alike stay three lines.
  assert.equal(lineMessages(errors.slice(0, 3), en.t, en.f).length, 3);
});

test('a line failing the same way in several rounds is counted and listed once', () => {
  // A file cut short names missing players in many rounds: line 14 in rounds 1 to 3, then 15, 16
  // and 17 in round 1.
  const errors = [1, 2, 3].map((round) => ({ code: 'trf-opponent-unknown', line: 14, round }));
  errors.push(...[15, 16, 17].map((line) => ({ code: 'trf-opponent-unknown', line, round: 1 })));
  const out = lineMessages(errors, en.t, en.f);
  assert.equal(out.length, 1);
  assert.match(out[0].text, /^4 lines, starting with lines 14, 15, and 16: /);
  // Four alike on two lines stay four, each with its round.
  assert.equal(lineMessages(errors.slice(0, 4), en.t, en.f).length, 4);
});

test('errors go to the field their path names, and the rest are general', () => {
  const fieldOf = fieldsByPath({ k: 'k', 'event.trf': 'eventText' });
  const routed = routeErrors(
    [
      { code: 'k-invalid', field: 'k' },
      { code: 'trf-line-invalid', field: 'event.trf', line: 4 },
      { code: 'request-too-large' },
      { code: 'x', field: 'toString' }
    ],
    fieldOf
  );
  assert.deepEqual([...routed.byField.keys()], ['k', 'eventText']);
  assert.deepEqual(
    routed.general.map((e) => e.code),
    ['request-too-large', 'x'],
    'a path that only looks like an object key is general'
  );
});

const COLUMNS = [
  { key: 'name', sort: (p) => p.name, text: true },
  { key: 'rating', sort: (p) => p.rating, descending: true, show: 'wide' },
  { key: 'fed', sort: (p) => p.fed, text: true, show: 'extra' }
];
const PLAYERS = [
  { id: 1, name: 'Élise', rating: 1800, fed: 'FRA' },
  { id: 2, name: 'Ana', rating: null, fed: '' },
  { id: 3, name: 'Zoë', rating: 1800, fed: 'NED' },
  { id: 4, name: 'bruno', rating: 2100, fed: 'BRA' }
];
const collator = new Intl.Collator('pt');
const ids = (list) => list.map((p) => p.id);
const byId = (a, b) => a.id - b.id;

test('a table sorts text by the language’s collation and figures as numbers, ties by the tie-break', () => {
  assert.deepEqual(ids(sortItems(PLAYERS, COLUMNS, { key: 'name' }, collator, byId)), [2, 4, 1, 3]);
  assert.deepEqual(
    ids(sortItems(PLAYERS, COLUMNS, { key: 'rating', descending: true }, collator, byId)),
    [4, 1, 3, 2]
  );
});

test('rows without a value come last whichever way a column is sorted', () => {
  for (const descending of [false, true]) {
    const order = ids(sortItems(PLAYERS, COLUMNS, { key: 'rating', descending }, collator, byId));
    assert.equal(order[order.length - 1], 2);
    assert.equal(
      ids(sortItems(PLAYERS, COLUMNS, { key: 'fed', descending }, collator, byId))[3],
      2
    );
  }
});

test('a click sorts a new column its own way and turns the same column round', () => {
  assert.deepEqual(nextSort({ key: 'name', descending: false }, 'rating', COLUMNS), {
    key: 'rating',
    descending: true
  });
  assert.deepEqual(nextSort({ key: 'rating', descending: true }, 'rating', COLUMNS), {
    key: 'rating',
    descending: false
  });
  assert.deepEqual(nextSort({ key: 'rating' }, 'name', COLUMNS), {
    key: 'name',
    descending: false
  });
  assert.equal(ariaSort(COLUMNS[1], { key: 'rating', descending: true }), 'descending');
  assert.equal(ariaSort(COLUMNS[0], { key: 'rating', descending: true }), null);
});

test('columns that may leave a narrow box are marked by how soon', () => {
  assert.deepEqual(COLUMNS.map(columnClass), [null, 'elo-col-wide', 'elo-col-extra']);
});

// kApplied as the core writes it, the same object for the game mode and an event's player.
const CAPPED = { games: 18, k: 38.88, kBeforeCap: 40, reason: 'cap-700' };
const JUNIOR = { juniorUntil: 2026, k: 40, reason: 'junior' };

test('the K a player takes into the game mode is the rule’s, before the 700 rule', () => {
  assert.equal(kForGames(CAPPED), 40);
  assert.equal(kForGames({ k: 10, reason: 'rating-2400' }), 10);
  assert.equal(kForGames(null), null);
  assert.equal(kForGames({ reason: 'default' }), null, 'no K, none taken');
});

test('K’s reason in words, the same for every mode: in a table’s row, and beside the K box', () => {
  const cases = [
    // [kApplied, the row's words, the sentence beside the game mode's K box]
    [CAPPED, en.t('k.reason.cap700', { games: '18' }), '38.88: K × n ≤ 700 with 18 games'],
    [JUNIOR, en.t('k.reason.junior', { year: '2026' }), '40: junior until the end of 2026'],
    [{ k: 10, reason: 'rating-2400' }, en.t('k.reason.rating2400'), '10: 2400 reached'],
    [{ k: 40, reason: 'new-player' }, en.t('k.reason.newPlayer'), '40: fewer than 30 rated games'],
    [
      { k: 20, reason: 'standard' },
      en.t('k.reason.standard'),
      '20: under 2400, 30 rated games or more'
    ],
    [
      { gamesAssumed: true, k: 20, reason: 'standard' },
      en.t('k.reason.standardAssumed'),
      '20: under 2400; 30 rated games or more assumed'
    ],
    [{ k: 20, reason: 'no-date' }, en.t('k.reason.noDate'), '20: no date: taken as an adult'],
    [{ k: 20, reason: 'default' }, en.t('k.reason.default'), '20: the default'],
    [{ k: 32, reason: 'given' }, en.t('k.reason.given'), ''],
    [{ k: 20, reason: 'unknown-to-the-page' }, '', '20'],
    [null, '', ''],
    // The 700 rule lowering a junior's 40, and a typed 40 (kept as the core writes them).
    [
      { ...CAPPED, juniorUntil: 2026, reasonBeforeCap: 'junior' },
      'K × n ≤ 700 with 18 games, lowered from 40 (junior until the end of 2026)',
      '38.88: K × n ≤ 700 with 18 games, lowered from 40 (junior until the end of 2026)'
    ],
    [
      { ...CAPPED, reasonBeforeCap: 'given' },
      'K × n ≤ 700 with 18 games, lowered from 40 (typed for this player)',
      '38.88: K × n ≤ 700 with 18 games, lowered from 40 (typed for this player)'
    ]
  ];
  for (const [applied, row, sentence] of cases) {
    const what = applied ? applied.reason : 'none';
    assert.equal(kReasonText(applied, en), row, what);
    assert.equal(kAppliedText(applied, en), sentence, what);
  }
  assert.equal(kAppliedText(JUNIOR, pt), '40: júnior até o fim de 2026');
  const juniorCapped = { ...CAPPED, juniorUntil: 2026, reasonBeforeCap: 'junior' };
  assert.equal(
    kReasonText(juniorCapped, pt),
    'K × n ≤ 700 com 18 partidas, reduzido de 40 (júnior até o fim de 2026)'
  );
  assert.equal(
    kReasonText(juniorCapped, ja),
    '18局でK × n ≤ 700、40（2026年末までジュニア）から引き下げ'
  );
});

test('a kept store reads back each field of its type only, and nothing from a broken one', async () => {
  const { keptStore } = await import('../../web/src/kit/keep.js');
  const { EVENT_STORE } = await import('../../web/src/event-store.js');
  const memory = () => {
    const data = new Map();
    return {
      data,
      getItem: (k) => (data.has(k) ? data.get(k) : null),
      setItem: (k, v) => data.set(k, String(v)),
      removeItem: (k) => data.delete(k)
    };
  };
  const storage = memory();
  const store = keptStore('test:v1', { text: '', on: false, byRank: {} });
  assert.equal(store.save(storage, { text: 'x', on: true, byRank: { 2: '15' }, other: 1 }), true);
  assert.deepEqual(store.load(storage), { text: 'x', on: true, byRank: { 2: '15' } });
  storage.setItem('test:v1', JSON.stringify({ text: 3, on: 'yes', byRank: { 2: 15 } }));
  assert.deepEqual(store.load(storage), {}, 'each field of the wrong type left out');
  storage.setItem('test:v1', '{broken');
  assert.equal(store.load(storage), null);
  store.forget(storage);
  assert.equal(storage.data.size, 0);
  // The event's store keeps its file and what was typed for its players.
  const event = { text: '012 Club', fileName: 'a.trf', kByPlayer: { 3: '40' }, kAuto: false };
  EVENT_STORE.save(storage, event);
  const back = EVENT_STORE.load(storage);
  assert.equal(back.text, '012 Club');
  assert.deepEqual(back.kByPlayer, { 3: '40' });
  assert.equal(back.kAuto, false);
});

// The answer a mode keeps while its input has errors (kit/settled.js), with Node's mock clock:
// what a burst of keys passes through is never kept, what typing paused on is.
test('the answer kept is the last one typing paused on or a file opened, never one of a burst', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const settled = createSettled(null, SETTLE_PAUSE_MS);
  settled.offer('file opened', true);
  assert.equal(settled.kept(), 'file opened');
  // Backspace (its text valid), then a wrong key at once: the file's answer stays kept.
  settled.follow('in between', false, true);
  t.mock.timers.tick(SETTLE_PAUSE_MS / 5);
  settled.follow(null, true, true);
  t.mock.timers.tick(SETTLE_PAUSE_MS * 2);
  assert.equal(settled.kept(), 'file opened');
  // The wrong key put right, and a pause: that answer is kept.
  settled.follow('put right', false, true);
  t.mock.timers.tick(SETTLE_PAUSE_MS - 1);
  assert.equal(settled.kept(), 'file opened');
  t.mock.timers.tick(1);
  assert.equal(settled.kept(), 'put right');
  // A key, then the focus leaves: kept at once; another file: nothing kept of the one before.
  settled.follow('edited', false, true);
  settled.settle();
  assert.equal(settled.kept(), 'edited');
  settled.reset();
  assert.equal(settled.kept(), null);
});

test('a key typed or deleted is typing; a paste, a drop, a text replaced or a pick is not', () => {
  const typing = [
    { inputType: 'insertText', data: 'Q' },
    { inputType: 'deleteContentBackward', data: null },
    { inputType: 'deleteWordBackward', data: null },
    { inputType: 'insertCompositionText', data: 'とう' },
    { inputType: 'insertLineBreak', data: null }
  ];
  const whole = [
    { inputType: 'insertFromPaste', data: null },
    { inputType: 'insertFromDrop', data: null },
    { inputType: 'insertText', data: '2026-03-04 Ana Souza - Bruno Lima 1-0' },
    { inputType: 'insertReplacementText', data: null },
    {},
    undefined
  ];
  for (const e of typing) assert.equal(typedKey(e), true, JSON.stringify(e));
  for (const e of whole) assert.equal(typedKey(e), false, JSON.stringify(e));
});

// Two answers of the game mode as the core writes them (docs/api.md's shape, cut short): the
// second typed with one more game, the curve and the single game as they were.
test('an answer keeps the objects of the one before where their values have not changed', () => {
  const curve = () => [
    { difference: -400, expected: 0.09 },
    { difference: 0, expected: 0.5 }
  ];
  const game = () => ({ player: { difference: 0, expected: 0.5 }, scenarios: [{ result: 1 }] });
  const before = { curve: curve(), game: game(), tournament: { games: [{ game: 1, change: 4 }] } };
  const after = keepSame(before, {
    curve: curve(),
    game: game(),
    tournament: {
      games: [
        { game: 1, change: 4 },
        { game: 2, change: -3 }
      ]
    }
  });
  assert.notEqual(after, before);
  assert.equal(after.curve, before.curve);
  assert.equal(after.game.scenarios, before.game.scenarios);
  assert.notEqual(after.tournament.games, before.tournament.games);
  assert.equal(after.tournament.games[0], before.tournament.games[0]);
  assert.deepEqual(after.tournament.games[1], { game: 2, change: -3 });
  assert.equal(keepSame(before, structuredClone(before)), before);
});

test('a part changed, added or taken away is the new answer’s, and neither answer is changed', () => {
  const before = { a: [1, 2], b: { c: 1 }, gone: { x: 1 } };
  const copy = structuredClone(before);
  const next = { a: [1, 3], b: { c: 1, d: null } };
  const nextCopy = structuredClone(next);
  const after = keepSame(before, next);
  assert.deepEqual(after, next);
  assert.notEqual(after.b, before.b);
  assert.deepEqual(before, copy);
  assert.deepEqual(next, nextCopy);
  const shorter = keepSame(before.a, [1]);
  assert.deepEqual(shorter, [1]);
  const list = [{ x: 1 }, { y: 2 }];
  assert.equal(keepSame(list, [{ x: 1 }])[0], list[0]);
  assert.equal(keepSame(null, next), next);
  assert.equal(keepSame([1], { 0: 1 }).length, undefined);
});
