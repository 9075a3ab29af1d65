// web/src/ladder-season.js: a season saved as one text file comes back whole, and opening a
// file while a season is kept adds to it or replaces it, as chosen.
import test from 'node:test';
import assert from 'node:assert/strict';
import { LADDER_DEFAULTS } from '../../web/src/ladder-request.js';
import {
  inDateOrder,
  seasonFileName,
  mustAsk,
  readSeasonFile,
  seasonFileText,
  seasonWith
} from '../../web/src/ladder-season.js';

const SEASON = Object.assign({}, LADDER_DEFAULTS, {
  games:
    '2026-03-04 Ana Souza - Bruno Lima 1-0\n# a note\n2026-03-05 Bruno Lima | Carla Dias | ½-½\n\n',
  roster: 'Ana Souza | 1620\n\nBruno Lima | 1480 | 40',
  rules: 'fide',
  k: '24',
  initialRating: '1400',
  update: 'period',
  period: 'week',
  provisional: true
});

test('a saved season opens as the same games, roster and choices', () => {
  const text = seasonFileText(SEASON);
  const back = readSeasonFile(text);
  assert.equal(back.games, SEASON.games.trim());
  assert.equal(back.roster, 'Ana Souza | 1620\nBruno Lima | 1480 | 40');
  for (const key of ['rules', 'k', 'initialRating', 'update', 'period', 'provisional'])
    assert.equal(back[key], SEASON[key], key);
  // Saved again, the same file: nothing drifts from one save to the next.
  assert.equal(seasonFileText(Object.assign({}, SEASON, back)), text);
});

test('the saved file is a games list too: its added lines are notes to the core', () => {
  const lines = seasonFileText(SEASON).split('\n');
  const added = lines.slice(0, lines.indexOf('2026-03-04 Ana Souza - Bruno Lima 1-0'));
  assert.ok(added.length > 6);
  for (const line of added) assert.match(line, /^#/);
});

test('other files bring only their games, whatever notes they hold', () => {
  const cases = [
    // [the file's text, why]
    ['Ana - Bruno 1-0\n', 'a games list'],
    ['#! rules=fide\nAna - Bruno 1-0', 'settings without the first line are a note'],
    ['[White "Ana"]\n[Black "Bruno"]\n[Result "1-0"]\n', 'a PGN file'],
    ['\uFEFFAna - Bruno 1-0', 'a byte-order mark left']
  ];
  for (const [text, why] of cases) assert.deepEqual(readSeasonFile(text), { games: text }, why);
});

test('a saved season’s unknown and broken lines are left out, its games kept', () => {
  const back = readSeasonFile(
    '#! elo-season 1\r\n#! colour=red\r\n#! k\r\n#! k=16\r\nAna - Bruno 1-0'
  );
  assert.deepEqual(back, { games: 'Ana - Bruno 1-0', roster: '', k: '16' });
});

test('opening a file asks first only when a season would be lost', () => {
  const cases = [
    // [games, roster, asks]
    ['', '', false],
    ['  \n', ' ', false],
    ['Ana - Bruno 1-0', '', true],
    ['', 'Ana | 1500', true]
  ];
  for (const [games, roster, asks] of cases)
    assert.equal(
      mustAsk(Object.assign({}, SEASON, { games, roster })),
      asks,
      JSON.stringify([games, roster])
    );
});

test('adding keeps the season’s games and choices, then the file’s; replacing takes the file', () => {
  const games = { games: 'Carla - Ana 0-1\n' };
  const added = seasonWith(SEASON, games, 'append');
  assert.equal(added.games, SEASON.games.trim() + '\nCarla - Ana 0-1\n');
  assert.equal(added.roster, SEASON.roster);
  assert.equal(added.k, '24');
  const saved = readSeasonFile(
    seasonFileText(Object.assign({}, SEASON, { roster: 'Dora | 1700', k: '10' }))
  );
  const both = seasonWith(SEASON, saved, 'append');
  assert.equal(both.roster, SEASON.roster + '\nDora | 1700');
  assert.equal(both.k, '24', 'the season’s choices stay when games are added');
  const replaced = seasonWith(SEASON, games, 'replace');
  assert.equal(replaced.games, games.games);
  assert.equal(replaced.roster, SEASON.roster, 'a plain games file brings no roster to replace');
  assert.deepEqual(seasonWith(SEASON, saved, 'replace'), Object.assign({}, SEASON, saved));
  assert.equal(
    seasonWith(Object.assign({}, SEASON, { games: '' }), games, 'append').games,
    games.games
  );
});

test('a saved season is named by its first and last days, or plainly while a game has none', () => {
  const t = (key, p) => (key === 'ladder.seasonFile' ? `ladder-${p.from}-to-${p.to}` : 'ladder');
  const dated = (...dates) => ({ games: dates.map((date, i) => ({ line: i + 1, date })) });
  const rows = [
    [dated('2026-01-06', '2026-03-24'), 'ladder-2026-01-06-to-2026-03-24.txt'],
    [dated('2026-03-24', '2026-01-06', '2026-02-10'), 'ladder-2026-01-06-to-2026-03-24.txt'],
    [dated('2026-01-06', undefined), 'ladder.txt'],
    [{ ...dated('2026-01-06'), gamesOmitted: true }, 'ladder.txt'],
    [null, 'ladder.txt']
  ];
  for (const [ladder, name] of rows) assert.equal(seasonFileName(ladder, t), name);
});

test('a season is put in date order only when every line is a dated game of the core’s list', () => {
  const text = [
    '2026-03-04 A - B 1-0',
    '2026-03-11 B - C 0-1',
    '2026-01-07 C - A ½-½',
    '2026-03-04 C - B 1-0'
  ].join('\n');
  const listed = (dates) => ({ games: dates.map((date, i) => ({ line: i + 1, date })) });
  const all = listed(['2026-03-04', '2026-03-11', '2026-01-07', '2026-03-04']);
  assert.equal(
    inDateOrder(text, all),
    [
      '2026-01-07 C - A ½-½',
      '2026-03-04 A - B 1-0',
      '2026-03-04 C - B 1-0',
      '2026-03-11 B - C 0-1'
    ].join('\n'),
    'oldest first, one day’s games in the order written'
  );
  const rows = [
    [
      'in order already',
      '2026-01-07 C - A ½-½\n2026-03-04 A - B 1-0',
      listed(['2026-01-07', '2026-03-04'])
    ],
    ['a game without a date', text, listed(['2026-03-04', '2026-03-11', undefined, '2026-03-04'])],
    ['a CSV header (not a game)', 'date,white,black,result\n' + text, all],
    ['games left out of the list', text, { ...all, gamesOmitted: true }],
    ['no standings', text, null]
  ];
  for (const [why, games, ladder] of rows) assert.equal(inDateOrder(games, ladder), null, why);
});
