// The event mode's pure parts: its request (web/src/event-request.js), its CSV
// (web/src/event-csv.js) and its link (web/src/link.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { EVENT_DEFAULTS, eventRequest } from '../../web/src/event-request.js';
import { CSV_COLUMNS, eventCsvName, eventCsv } from '../../web/src/event-csv.js';
import { eventToFragment, fragmentMode, fragmentToEventState } from '../../web/src/link.js';
import { translator } from '../../web/src/i18n.js';
import { formatters } from '../../web/src/format.js';
import { decodeFileBytes, isText } from '../../web/src/file-drop.js';

test("an event starts with the rules its file's time control says, and automatic K", () => {
  assert.equal(EVENT_DEFAULTS.rules, 'file');
  assert.equal(EVENT_DEFAULTS.kAuto, true);
  assert.equal('rules' in eventRequest(EVENT_DEFAULTS), false, 'the core chooses them');
});

test('the request carries the file as it is, K for everyone and the K typed for single players', () => {
  const state = Object.assign({}, EVENT_DEFAULTS, {
    text: '012 Open\r\n001    1 …',
    rules: 'fide',
    k: '20',
    kByPlayer: { 3: '40', 7: ' ', 12: '12,5' }
  });
  assert.deepEqual(eventRequest(state), {
    rules: 'fide',
    k: '20',
    kAuto: true,
    event: {
      trf: '012 Open\r\n001    1 …',
      players: { 3: { k: '40' }, 12: { k: '12,5' } },
      norms: true
    }
  });
});

test('a standard rating typed for a player goes with their K, as typed, per start rank', () => {
  const state = Object.assign({}, EVENT_DEFAULTS, {
    text: '001 …',
    rules: 'fide-rapid',
    kByPlayer: { 3: '40', 5: '' },
    standardByPlayer: { 3: '2 150', 5: '1980', 8: '  ' }
  });
  assert.deepEqual(eventRequest(state).event.players, {
    3: { k: '40', standardRating: '2 150' },
    5: { standardRating: '1980' }
  });
  assert.equal(eventRequest(state).rules, 'fide-rapid');
});

test("only the players' games the report shows are asked for, when it says which", () => {
  const state = { ...EVENT_DEFAULTS, text: '001 …' };
  assert.equal('gamesOf' in eventRequest(state).event, false, 'everybody’s');
  assert.deepEqual(eventRequest(state, [4, 12]).event.gamesOf, [4, 12]);
  assert.deepEqual(eventRequest(state, []).event.gamesOf, []);
});

test("US Chess's N for every player without their own goes as typed, under US Chess only", () => {
  const state = { ...EVENT_DEFAULTS, text: '001 …', rules: 'uscf', defaultGames: ' 30 ' };
  assert.equal(eventRequest(state).event.defaultRatedGames, ' 30 ');
  assert.equal('defaultRatedGames' in eventRequest({ ...state, defaultGames: ' ' }).event, false);
  assert.equal('defaultRatedGames' in eventRequest({ ...state, rules: 'fide' }).event, false);
  assert.equal(EVENT_DEFAULTS.defaultGames, '', 'none until typed');
});

test('the date goes with the request only when typed', () => {
  assert.equal('date' in eventRequest(EVENT_DEFAULTS), false);
  assert.equal(
    eventRequest(Object.assign({}, EVENT_DEFAULTS, { date: '2024-08-01' })).date,
    '2024-08-01'
  );
});

const LOCALES = {
  en: {
    event: { col: { name: 'Player', startRank: 'No.' } },
    k: { reason: { junior: 'junior until {year}' } }
  },
  pt: {
    event: { col: { name: 'Jogador', startRank: 'Nº' } },
    k: { reason: { junior: 'júnior até {year}' } }
  }
};
const csvCtx = (lang) => ({ t: translator(LOCALES, lang), f: formatters(lang), lang });
const EVENT = {
  name: 'Örebro Open 2024: round-robin',
  players: [
    {
      startRank: 1,
      name: 'Costa, Carla',
      rating: 2100,
      k: 40,
      kApplied: { juniorUntil: 2026, k: 40, reason: 'junior' },
      change: 25,
      changeExact: 24.8,
      newRating: 2125,
      expectedTotal: 2.38,
      performance: 2159
    },
    { startRank: 2, name: '=HYPERLINK("x")', rating: null, initialRating: { rating: 1934 } },
    { startRank: 3, name: 'O"Neil; "Ed"', rating: 1500.5 }
  ]
};

function rows(csv, sep) {
  assert.equal(csv.charCodeAt(0), 0xfeff, 'starts with a byte-order mark');
  assert.ok(csv.endsWith('\r\n'));
  return csv
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(sep));
}

test('English CSV: commas, decimal points, headings in English, one row per player', () => {
  const csv = eventCsv(EVENT, csvCtx('en'));
  const lines = csv.slice(1).split('\r\n');
  assert.equal(lines.length, EVENT.players.length + 2);
  const head = lines[0].split(',');
  assert.equal(head.length, CSV_COLUMNS.length);
  assert.equal(head[0], 'No.');
  assert.equal(head[3], 'Player');
  assert.match(
    lines[1],
    /^1,,,"Costa, Carla",,,2100,40,junior until 2026,,,,2\.38,24\.8,25,2125,,2159$/
  );
});

test('Portuguese CSV: semicolons and decimal commas, as a Brazilian spreadsheet reads them', () => {
  const [, costa] = rows(eventCsv(EVENT, csvCtx('pt')), ';');
  assert.equal(costa[3], 'Costa, Carla');
  assert.equal(costa[8], 'júnior até 2026');
  assert.equal(costa[12], '2,38');
  assert.equal(costa[13], '24,8');
});

test('a name a spreadsheet would run as a formula is written as text; quotes are doubled', () => {
  const csv = eventCsv(EVENT, csvCtx('en'));
  assert.ok(csv.includes(`"'=HYPERLINK(""x"")"`));
  assert.ok(csv.includes('"O""Neil; ""Ed"""'));
  assert.ok(csv.includes(',1934,'), 'an unrated player’s first rating');
  assert.ok(csv.includes(',1500.5,'));
});

test('a formula after blanks or in full-width forms is written as text too', () => {
  const names = [' =1+1', '\u3000＝SUM(A1)', '＋1', '－2', '＠x', 'Ana = Bia'];
  const csv = eventCsv(
    { players: names.map((name, i) => ({ startRank: i + 1, name })) },
    csvCtx('en')
  );
  for (const name of names.slice(0, 5)) assert.ok(csv.includes("'" + name), name);
  assert.ok(csv.includes(',Ana = Bia,'), 'an equals sign inside a name is left as it is');
});

test('the file is named after the event, in plain letters', () => {
  assert.equal(eventCsvName(EVENT), 'Orebro-Open-2024-round-robin.csv');
  assert.equal(eventCsvName({ name: '第1回 東京オープン' }), '第1回-東京オープン.csv');
  assert.equal(eventCsvName({}), 'event.csv');
  assert.equal(eventCsvName({ name: '../../etc/passwd' }), 'etc-passwd.csv');
});

test("the event's link holds its mode and choices, never the file", () => {
  const fragment = eventToFragment(
    Object.assign({}, EVENT_DEFAULTS, {
      text: '001 secret',
      k: '32',
      kAuto: false,
      date: '2024-08-01'
    }),
    'pt'
  );
  assert.equal(fragment, 'lang=pt&mode=event&rules=file&k=32&date=2024-08-01');
  assert.equal(fragmentMode(fragment), 'event');
  assert.deepEqual(fragmentToEventState(fragment), {
    rules: 'file',
    k: '32',
    kAuto: false,
    date: '2024-08-01'
  });
  assert.deepEqual(fragmentToEventState('mode=event&k=auto&rules=glicko'), { kAuto: true });
  for (const rules of ['fide', 'fide-rapid', 'fide-blitz', 'fide-2024', 'elo'])
    assert.equal(fragmentToEventState(eventToFragment({ rules, k: '20' }, null)).rules, rules);
  assert.equal(fragmentToEventState('rules=fide-all').rules, 'fide-2024');
  assert.equal(fragmentMode('mode=ladder2'), 'game');
});

test('file bytes are read as UTF-8, or as Windows-1252 when they are not UTF-8', () => {
  const utf8 = new TextEncoder().encode('\uFEFF001    1 m    Müller, Jörg');
  assert.equal(decodeFileBytes(utf8), '001    1 m    Müller, Jörg');
  const latin = Uint8Array.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
  assert.equal(decodeFileBytes(latin), 'Müller');
});

test('a file that opens with UTF-8’s byte-order mark is UTF-8 even with a byte that is not', () => {
  // "012 São Paulo", then a lone 0xE9 (é in Windows-1252) in "Jos\xE9": the mark decides, the
  // stray byte is read as U+FFFD, and the first line keeps its code (no "ï»¿" before it).
  const bytes = Uint8Array.from([
    0xef,
    0xbb,
    0xbf,
    ...new TextEncoder().encode('012 São Paulo\n001 Jos'),
    0xe9
  ]);
  assert.equal(decodeFileBytes(bytes), '012 São Paulo\n001 Jos\uFFFD');
});

test('a UTF-16 file with its byte-order mark reads like UTF-8, in either byte order', () => {
  const text = '012 Torneio São Paulo\r\n001    1 m    Müller, Jörg';
  const units = [0xfeff, ...[...text].map((c) => c.charCodeAt(0))];
  const le = Uint8Array.from(units.flatMap((u) => [u & 0xff, u >> 8]));
  const be = Uint8Array.from(units.flatMap((u) => [u >> 8, u & 0xff]));
  assert.equal(decodeFileBytes(le), text);
  assert.equal(decodeFileBytes(be), text);
  assert.equal(decodeFileBytes(new Uint8Array(0)), '');
  assert.equal(decodeFileBytes(Uint8Array.from([0xef, 0xbb, 0xbf])), '', 'UTF-8’s mark alone');
});

// The first bytes of a PNG (its signature and IHDR chunk, PNG specification 5.2-5.3), and the
// same chunk without its zeros: a picture renamed .trf or .csv.
const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x01, 0x68, 0x00, 0x00, 0x02, 0xe4, 0x08, 0x06, 0x00, 0x00, 0x00, 0x3b, 0x9e, 0x1c
];

test('a file is text unless it has a NUL or more than one character in 20 that reads as nothing', () => {
  const rows = [
    ['a PNG (NUL bytes)', Uint8Array.from(PNG_HEAD), false],
    [
      'bytes without NUL, most of them controls',
      Uint8Array.from(PNG_HEAD.map((b) => b || 1)),
      false
    ],
    ['a TRF line in UTF-8', new TextEncoder().encode('001    1 m    Müller, Jörg\r\n'), true],
    [
      'Windows-1252 with a form feed and a tab',
      Uint8Array.from([0x4d, 0xfc, 0x09, 0x0c, 0x41]),
      true
    ],
    [
      'one stray control in 26 characters',
      new TextEncoder().encode('2026-03-04 Ana - Bruno 1-0\u0001'.slice(1)),
      true
    ],
    [
      'UTF-16 text (its zero bytes are not NUL characters)',
      Uint8Array.from([0xff, 0xfe, 0x41, 0, 0x42, 0]),
      true
    ]
  ];
  for (const [what, bytes, text] of rows) assert.equal(isText(decodeFileBytes(bytes)), text, what);
});

test('the CSV says "typed for this player" only for a K typed in that player’s row', () => {
  const event = {
    players: [
      { startRank: 1, name: 'A', k: 20, kApplied: { k: 20, reason: 'given' } },
      { startRank: 2, name: 'B', k: 15, kApplied: { k: 15, reason: 'given' } }
    ]
  };
  const t = translator(LOCALES, 'en');
  const lines = eventCsv(event, { t, f: formatters('en'), lang: 'en' }, { 2: '15' })
    .trim()
    .split(/\r?\n/);
  const at = CSV_COLUMNS.findIndex(([key]) => key === 'event.col.kReason');
  assert.equal(lines[1].split(',')[at], '');
  assert.equal(lines[2].split(',')[at], t('k.reason.given'));
});
