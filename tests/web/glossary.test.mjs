// The Japanese glossary: one term per concept, the terms of the Japanese calculator this page
// replaces, the same in the labels, the results and the help (web/locales/ja.json).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const ja = JSON.parse(readFileSync(new URL('../../web/locales/ja.json', import.meta.url), 'utf8'));

// Each concept's one term, and the words that must not stand in for it.
const GLOSSARY = [
  { concept: 'player', term: '選手', not: ['プレイヤー', 'プレーヤー'] },
  { concept: 'change', term: '変化', not: ['増減'] },
  { concept: 'new rating', term: '新しいレーティング', not: ['新レーティング'] },
  { concept: 'tournament games', term: '大会の対局', not: ['大会成績'] },
  { concept: 'expected share of points', term: '期待される得点率', not: ['勝率'] }
];

function strings(node, path = '') {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node).flatMap(([k, v]) => strings(v, path ? path + '.' + k : k));
}

test('ja.json never uses a word the glossary replaces', () => {
  const all = strings(ja);
  for (const { concept, not } of GLOSSARY) {
    const found = all.filter(([, text]) => not.some((w) => text.includes(w)));
    assert.deepEqual(found, [], concept + ': ' + not.join(', '));
  }
});

test('labels, results and help name each concept with the one term', () => {
  const uses = {
    player: [ja.form.ratingA, ja.form.ratingB, ja.results.playerA, ja.help.example.colPlayer],
    change: [
      ja.results.change,
      ja.results.colChange,
      ja.help.example.colChange,
      ja.event.col.change,
      ja.ladder.col.change
    ],
    'new rating': [
      ja.results.newRating,
      ja.help.example.colNewRating,
      ja.event.col.newRating,
      ja.results.announceTournament
    ],
    'tournament games': [ja.form.games],
    'expected share of points': [ja.results.winProbability, ja.help.computing.share]
  };
  for (const { concept, term } of GLOSSARY) {
    for (const text of uses[concept]) assert.ok(text.includes(term), `${concept}: ${text}`);
  }
  assert.equal(ja.results.change, '変化');
  assert.equal(ja.results.newRating, '新しいレーティング');
});
