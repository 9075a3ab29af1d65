// US Chess, the DWZ and "your own rules" in the page's pure parts: which fields each choice
// shows, the requests built for them, the link that keeps the switches, the rows of figures
// chosen from an answer, and the event's warnings and boxes. The answers are shaped as the
// core's contract gives them (docs/api.md, "Under US Chess and the DWZ"), cut to the fields
// each decision reads.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { DEFAULTS, isNational, ruleValue } from '../../web/src/state.js';
import { fragmentToEventState, eventToFragment } from '../../web/src/link.js';
import { fragmentToState, stateToFragment } from '../../web/src/link.js';
import { gameRequest } from '../../web/src/request.js';
import { EVENT_DEFAULTS, eventRequest } from '../../web/src/event-request.js';
import { decideEvent, decideRules, routeEventErrors } from '../../web/src/event-decide.js';
import { systemFigures } from '../../web/src/game-decide.js';
import { eventFigures, rulesOf, shownInputs } from '../../web/src/systems.js';
import { attributeState } from '../../web/src/element-attributes.js';
import { LANGS, translator } from '../../web/src/i18n.js';
import { formatters } from '../../web/src/format.js';

const read = (lang) =>
  JSON.parse(fs.readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8'));
const LOCALES = { en: read('en'), pt: read('pt'), ja: read('ja') };
const ctxOf = (lang) => ({ t: translator(LOCALES, lang), f: formatters(lang), lang });
const ctx = ctxOf('en');
const FIELDS = ['birthYear', 'ratedGames', 'ratedGamesB', 'peakRating', 'bonusThreshold'];
const visible = (rules, automatic) => {
  const shown = shownInputs(rules, automatic);
  return FIELDS.concat(['dwzIndex', 'date', 'standardRating', 'switches']).filter(shown.shown);
};

test('the presets name the two national systems and your own rules', () => {
  assert.equal(ruleValue('uscf'), 'uscf');
  assert.equal(ruleValue('dwz'), 'dwz');
  assert.equal(ruleValue('custom'), 'custom');
  assert.deepEqual(['uscf', 'dwz', 'elo', 'fide', 'custom'].map(isNational), [
    true,
    true,
    false,
    false,
    false
  ]);
});

test('each preset shows only the fields it takes; the K box gives way to a national system', () => {
  assert.deepEqual(visible('uscf', false), [
    'ratedGames',
    'ratedGamesB',
    'peakRating',
    'bonusThreshold'
  ]);
  assert.deepEqual(visible('dwz', false), ['birthYear', 'dwzIndex', 'date']);
  assert.deepEqual(visible('custom', false), ['switches']);
  assert.deepEqual(visible('elo', false), []);
  assert.deepEqual(visible('fide-rapid', false), ['standardRating']);
  // FIDE's automatic K shows the profile, without US Chess's or the DWZ's own fields.
  assert.deepEqual(visible('fide', true), ['birthYear', 'ratedGames', 'peakRating', 'date']);
  assert.deepEqual(visible('uscf', true), visible('uscf', false));
  assert.equal(shownInputs('uscf', false).national, true);
  assert.equal(shownInputs('uscf', false).profile, true);
  assert.equal(shownInputs('fide', false).profile, false);
  assert.equal(shownInputs('custom', true).national, false);
});

const GAME = Object.assign({}, DEFAULTS, {
  ratingA: '1600',
  ratingB: '1500',
  ratedGames: '20',
  ratedGamesB: '30',
  peakRating: '1700',
  dwzIndex: '3',
  birthYear: '2010',
  games: '1500 | 1'
});

test('under US Chess the request carries both N, the floor and B, and no K', () => {
  const r = gameRequest(Object.assign({}, GAME, { rules: 'uscf' }), '2026-05-01');
  assert.equal(r.rules, 'uscf');
  assert.equal(r.player.ratedGames, '20');
  assert.equal(r.opponent.ratedGames, '30');
  assert.equal(r.player.peakRating, '1700');
  assert.equal('dwzIndex' in r.player, false);
  assert.equal('k' in r, false);
  assert.equal('kAuto' in r, false);
  const earlier = gameRequest(Object.assign({}, GAME, { rules: 'uscf', bonusThreshold: '14' }));
  assert.deepEqual(earlier.rules, { preset: 'uscf', bonusThreshold: 14 });
});

test('under the DWZ the request carries the index, the year of birth and the date', () => {
  const r = gameRequest(Object.assign({}, GAME, { rules: 'dwz' }), '2026-05-01');
  assert.equal(r.rules, 'dwz');
  assert.equal(r.player.dwzIndex, '3');
  assert.equal(r.player.birthYear, '2010');
  assert.equal(r.date, '2026-05-01');
  assert.equal('ratedGames' in r.opponent, false);
  assert.equal('k' in r, false);
});

test('your own rules are an object from plain Elo with the switches set, and K as typed', () => {
  const state = Object.assign({}, GAME, {
    rules: 'custom',
    expected: 'table',
    cap400: 'below2650',
    kCap700: '1',
    exclude600: '',
    automaticK: '1',
    k: '32'
  });
  const r = gameRequest(state, '2026-05-01');
  assert.deepEqual(r.rules, {
    preset: 'elo',
    expected: 'table',
    cap400: 'below2650',
    kCap700: true,
    automaticK: true
  });
  assert.equal(r.k, '32');
  assert.deepEqual(rulesOf(Object.assign({}, DEFAULTS, { rules: 'custom' })), { preset: 'elo' });
  // Switches left over from your own rules do not change a preset.
  assert.equal(rulesOf(Object.assign({}, state, { rules: 'fide' })), 'fide');
});

test('the link keeps your own rules and B, and refuses values no form offers', () => {
  const state = Object.assign({}, DEFAULTS, {
    rules: 'custom',
    expected: 'table',
    cap400: 'all',
    kCap700: '1',
    exclude600: '1',
    automaticK: '1'
  });
  const back = fragmentToState(stateToFragment(state, 'pt')).state;
  for (const name of ['rules', 'expected', 'cap400', 'kCap700', 'exclude600', 'automaticK'])
    assert.equal(back[name], state[name], name);
  const bad = fragmentToState(
    'rules=custom&expected=guess&cap400=some&kCap700=yes&bonusThreshold=11&dwzIndex=4'
  ).state;
  assert.deepEqual(bad, { rules: 'custom', dwzIndex: '4' });
  assert.equal(fragmentToState('bonusThreshold=12').state.bonusThreshold, '12');
  const event = Object.assign({}, EVENT_DEFAULTS, { rules: 'custom', cap400: 'all' });
  const read = fragmentToEventState(eventToFragment(event, 'en'));
  assert.equal(read.rules, 'custom');
  assert.equal(read.cap400, 'all');
});

test('the element takes the national systems and their attributes', () => {
  const attrs = {
    rules: 'uscf',
    'rated-games': '20',
    'rated-games-b': '30',
    'dwz-index': '4',
    'birth-year': '2010'
  };
  const el = { getAttribute: (name) => (name in attrs ? attrs[name] : null) };
  assert.deepEqual(attributeState(el), {
    rules: 'uscf',
    ratedGames: '20',
    ratedGamesB: '30',
    dwzIndex: '4',
    birthYear: '2010'
  });
});

// The answers of docs/api.md's shapes: 1600 (N 20, peak 1700) beat 1500 (N 30) under US Chess.
const USCF = {
  rules: { preset: 'uscf', system: 'uscf', bonusThreshold: 10, dualRated: false },
  game: {
    player: {
      bonus: 0,
      change: 15,
      effectiveGames: 18.1358,
      expectedTotal: 0.6401,
      floor: 1500,
      floorApplied: false,
      formula: 'standard',
      k: 41.81,
      newRating: 1615
    },
    opponent: { bonus: 0, effectiveGames: 16.5685, formula: 'special', k: 45.54, newRating: 1484 }
  },
  tournament: { rated: true, k: 37.85, bonus: 17.85, effectiveGames: 18.1358, formula: 'standard' }
};

test("the system's own figures are chosen from the answer, each in the page's numbers", () => {
  const shown = systemFigures(USCF, ctx);
  assert.deepEqual(shown.A, [
    ['K', '41.81'],
    ['Effective games N′', '18.1358'],
    ['Bonus', '0'],
    ['Formula', 'standard'],
    ['Floor', '1,500']
  ]);
  assert.deepEqual(
    shown.B.map(([, text]) => text),
    ['45.54', '16.5685', '0', 'special']
  );
  // The tournament's totals already give its K.
  assert.deepEqual(
    shown.T.map(([label]) => label),
    ['Effective games N′', 'Bonus', 'Formula']
  );
  assert.equal(shown.legend.length, 5);
  const pt = systemFigures(USCF, ctxOf('pt'));
  assert.equal(pt.A[1][1], '18,1358');
  const reached = systemFigures(
    { rules: USCF.rules, game: { player: { floor: 1500, floorApplied: true } } },
    ctx
  );
  assert.deepEqual(reached.A, [['Floor', '1,500, reached']]);
});

test('the DWZ gives E, and a player without a DWZ is told why there is no rating', () => {
  const answer = {
    rules: { preset: 'dwz', system: 'dwz' },
    game: { player: { developmentCoefficient: 9 }, opponent: { developmentCoefficient: 20 } },
    tournament: { rated: false, reason: 'dwz-first-rating', performance: 1550 }
  };
  const shown = systemFigures(answer, ctx);
  assert.deepEqual(shown.A, [['Development coefficient E', '9']]);
  assert.deepEqual(shown.T, [[LOCALES.en.results.initialRatingNone, LOCALES.en.systems.firstDwz]]);
  assert.deepEqual(
    shown.legend.map(([label]) => label),
    ['Development coefficient E', 'Expected total', 'Performance rating']
  );
  // Under FIDE's rules and plain Elo, nothing of this is shown.
  const fide = systemFigures({ rules: { preset: 'fide', system: 'fide' }, game: USCF.game }, ctx);
  assert.deepEqual(fide, { A: [], B: [], T: [], legend: [] });
});

const TRF = 'event text';
const EVENT = Object.assign({}, EVENT_DEFAULTS, {
  text: TRF,
  k: '20',
  kByPlayer: { 1: '30' },
  gamesByPlayer: { 1: '40', 2: ' ' },
  dwzByPlayer: { 3: '2' }
});

test("an event sends each player's N under US Chess and the index under the DWZ, never K", () => {
  const uscf = eventRequest(Object.assign({}, EVENT, { rules: 'uscf' }));
  assert.deepEqual(uscf.event.players, { 1: { k: '30', ratedGames: '40' } });
  assert.equal('k' in uscf, false);
  const dwz = eventRequest(Object.assign({}, EVENT, { rules: 'dwz' }));
  assert.deepEqual(dwz.event.players, { 1: { k: '30' }, 3: { dwzIndex: '2' } });
  // Under FIDE's rules N would change automatic K: it is not sent.
  const fide = eventRequest(Object.assign({}, EVENT, { rules: 'fide' }));
  assert.deepEqual(fide.event.players, { 1: { k: '30' } });
  assert.equal(fide.k, '20');
  const own = eventRequest(Object.assign({}, EVENT, { rules: 'custom', exclude600: '1' }));
  assert.deepEqual(own.rules, { preset: 'elo', exclude600: true });
});

test("an event's boxes get their errors, the players without N are said once, by name", () => {
  const routed = routeEventErrors([
    { code: 'profile-invalid', field: 'event.players.2.ratedGames' },
    { code: 'profile-invalid', field: 'event.players.3.dwzIndex' },
    { code: 'k-invalid', field: 'event.players.4.k' },
    { code: 'profile-invalid', field: 'event.defaultRatedGames' }
  ]);
  assert.deepEqual([...routed.byField.keys()], ['games-2', 'dwz-3', 'k-4', 'eventRatedGames']);
  const response = {
    errors: [],
    rules: USCF.rules,
    event: {
      players: [
        { startRank: 1, name: 'Ito, Aiko', rated: true, newRating: 1981 },
        { startRank: 2, name: 'Lima, Bruno', rated: true, reason: 'rated-games-required' },
        { startRank: 3, name: 'Silva, Rita', rated: true, reason: 'rated-games-required' }
      ],
      warnings: []
    }
  };
  for (const lang of LANGS) {
    const c = ctxOf(lang);
    const { warnings } = decideEvent(response, null, c);
    assert.equal(warnings.length, 1, lang);
    assert.match(warnings[0], /Lima, Bruno.*Silva, Rita/, lang);
  }
  const rules = decideRules(response, response.event, { rules: 'uscf' }, ctx);
  assert.equal(rules.system, 'uscf');
  // Your own rules stay chosen in the select, though the core names plain Elo as their preset.
  const own = decideRules(
    { rules: { preset: 'elo', system: 'elo' } },
    null,
    { rules: 'custom' },
    ctx
  );
  assert.equal(own.preset, 'custom');
  assert.equal(own.system, '');
});

test("an event player's US Chess figures beside K: N′, the formula, and a bonus when there is one", () => {
  assert.equal(
    eventFigures({ effectiveGames: 28.6084, formula: 'standard', bonus: 0 }, ctx),
    'N′ 28.6084 · standard'
  );
  assert.equal(
    eventFigures({ effectiveGames: 0, formula: 'special', bonus: 12.5 }, ctxOf('pt')),
    'N′ 0 · especial · bônus 12,5'
  );
  assert.equal(eventFigures({ k: 20 }, ctx), '');
});

test('the ladder refusal has its own sentence in every language', () => {
  for (const lang of LANGS) {
    const text = LOCALES[lang].errors.rulesNotForLadder;
    assert.ok(text && /US Chess/.test(text) && /DWZ/.test(text), lang);
  }
});
