// FIDE's three lists in the page's pure parts: the grouped rules choices, the
// standard rating of a player without a rapid or blitz rating in every mode's state, request
// and link, the event's rules chosen by its file's time control, and what the page says of the
// core's answers (a game the 600-point rule leaves unrated, a side rated with its standard
// rating, warnings). The answers are shaped as the core's contract gives them, cut to the
// fields each decision reads.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  DEFAULTS,
  RULE_CHOICES,
  RULE_GROUPS,
  RULES_FROM_FILE,
  ruleInputs,
  ruleValue,
  takesStandard
} from '../../web/src/state.js';
import { fragmentToState, stateToFragment } from '../../web/src/link.js';
import { gameRequest } from '../../web/src/request.js';
import {
  announcement,
  decideGame,
  notRatedText,
  routeGameErrors,
  sourceText
} from '../../web/src/game-decide.js';
import {
  calculatorPatch,
  decideEvent,
  decideRules,
  routeEventErrors,
  rulesText,
  timeControlText
} from '../../web/src/event-decide.js';
import { warningMessages } from '../../web/src/kit/errors.js';
import { attributeState } from '../../web/src/element-attributes.js';
import { LANGS, translator } from '../../web/src/i18n.js';
import { formatters } from '../../web/src/format.js';

const read = (lang) =>
  JSON.parse(fs.readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8'));
const LOCALES = { en: read('en'), pt: read('pt'), ja: read('ja') };
const ctxOf = (lang) => ({ t: translator(LOCALES, lang), f: formatters(lang), lang });
const ctx = ctxOf('en');
const fieldsOf = (routed) => Object.fromEntries([...routed.byField].map(([k, v]) => [k, v.length]));
const view = { touched: new Set(), hasGamesBox: true, hasTournament: true };

test('the rules are offered in groups: FIDE standard, rapid, blitz, the 2024 rules; the national systems; then plain Elo and your own', () => {
  assert.deepEqual(
    RULE_GROUPS.map((g) => [g.label, g.choices.map((c) => c.value)]),
    [
      ['form.rulesGroupFide', ['fide', 'fide-rapid', 'fide-blitz', 'fide-2024']],
      ['form.rulesGroupNational', ['uscf', 'dwz']],
      ['form.rulesGroupOther', ['elo', 'custom']]
    ]
  );
  assert.deepEqual(
    RULE_CHOICES.map((c) => c.value),
    ['fide', 'fide-rapid', 'fide-blitz', 'fide-2024', 'uscf', 'dwz', 'elo', 'custom']
  );
  for (const lang of LANGS) {
    const t = translator(LOCALES, lang);
    const labels = RULE_GROUPS.flatMap((g) => [g.label].concat(g.choices.map((c) => c.label)));
    for (const key of labels) assert.notEqual(t(key), key, lang + ' ' + key);
    const options = RULE_CHOICES.map((c) => t(c.label));
    assert.equal(new Set(options).size, options.length, lang + ': every preset reads apart');
  }
});

test('only rapid and blitz take a standard rating; links and attributes keep every preset', () => {
  assert.deepEqual(ruleInputs('fide-rapid'), ['standardRating']);
  assert.deepEqual(ruleInputs('fide-blitz'), ['standardRating']);
  for (const rules of ['fide', 'fide-2024', 'elo', 'nonsense'])
    assert.equal(takesStandard(rules), false);
  assert.equal(ruleValue('fide-rapid'), 'fide-rapid');
  assert.equal(ruleValue('fide-blitz'), 'fide-blitz');
  assert.equal(ruleValue(RULES_FROM_FILE), null, 'the game mode has no file to ask');
  const el = (attrs) => ({ getAttribute: (name) => (name in attrs ? attrs[name] : null) });
  assert.equal(attributeState(el({ rules: ' fide-blitz ' })).rules, 'fide-blitz');
  assert.equal(attributeState(el({ rules: 'fide-rapid' })).rules, 'fide-rapid');
  assert.equal('rules' in attributeState(el({ rules: 'blitz' })), false);
});

test('the game link keeps the preset and both standard ratings', () => {
  const state = Object.assign({}, DEFAULTS, {
    rules: 'fide-rapid',
    ratingB: '2000',
    standardRating: '2150',
    standardRatingB: ''
  });
  const fragment = stateToFragment(state, 'ja');
  assert.match(fragment, /(^|&)rules=fide-rapid(&|$)/);
  assert.match(fragment, /(^|&)standardRating=2150(&|$)/);
  assert.doesNotMatch(fragment, /standardRatingB/);
  const back = fragmentToState(fragment).state;
  assert.equal(back.rules, 'fide-rapid');
  assert.equal(back.standardRating, '2150');
});

test('the game request carries a standard rating as typed, and only where one is typed', () => {
  const state = Object.assign({}, DEFAULTS, {
    rules: 'fide-blitz',
    ratingB: '2000',
    standardRating: ' 2.150 ',
    standardRatingB: '   '
  });
  const request = gameRequest(state, '2026-01-01');
  assert.deepEqual(request.player.standardRating, ' 2.150 ');
  assert.equal('standardRating' in request.opponent, false);
  assert.equal('standardRating' in gameRequest(DEFAULTS, '2026-01-01').player, false);
  const b = gameRequest(Object.assign({}, state, { standardRatingB: '1900' }), '2026-01-01');
  assert.equal(b.opponent.standardRating, '1900');
  // Under rules that take no standard rating its box is hidden, and nothing of it is sent.
  const standard = gameRequest(Object.assign({}, state, { rules: 'fide' }), '2026-01-01');
  assert.equal('standardRating' in standard.player, false);
});

// A single game the 600-point rule leaves unrated: 2700 v 2095 under fide-rapid (D 605, a
// player above 2600; R&B 7.3.1). Both keep their ratings; no expected score.
const GAP = {
  errors: [],
  rules: { system: 'fide', preset: 'fide-rapid', list: 'rapid', exclude600: true },
  game: {
    rated: false,
    reason: 'rating-gap-600',
    player: { rating: 2700, ratingSource: 'list', change: 0, changeExact: 0, newRating: 2700 },
    opponent: { rating: 2095, ratingSource: 'list', change: 0, changeExact: 0, newRating: 2095 },
    scenarios: []
  }
};

test('game: a game the 600-point rule excludes is said to be unrated, with the reason in words', () => {
  const state = Object.assign({}, DEFAULTS, {
    rules: 'fide-rapid',
    ratingA: '2700',
    ratingB: '2095'
  });
  const shown = decideGame(state, GAP, view, ctx);
  assert.equal(shown.notRated, ctx.t('results.notRatedGap600'));
  assert.match(shown.notRated, /600/);
  assert.match(shown.notRated, /2600/);
  assert.equal(announcement(GAP, ctx), shown.notRated, 'announced instead of two changes of 0');
  assert.equal(shown.standard, true, 'the standard rating boxes are offered under rapid');
  const rated = { game: Object.assign({}, GAP.game, { rated: true, reason: undefined }) };
  assert.equal(notRatedText(rated.game, ctx), '');
  assert.equal(notRatedText(undefined, ctx), '');
  for (const lang of ['pt', 'ja'])
    assert.notEqual(notRatedText(GAP.game, ctxOf(lang)), shown.notRated, lang + ' has its own');
});

test('game: a side rated with its standard rating is said so, with the rating the core used', () => {
  // Player A, unrated on the rapid list, standard 2150 (R&B 7.2.1): 2150 v 2000 under fide-rapid.
  const response = {
    errors: [],
    game: {
      rated: true,
      player: { rating: 2150, ratingSource: 'standard', change: 4, newRating: 2154, expected: 0.7 },
      opponent: { rating: 2000, ratingSource: 'list', change: -4, newRating: 1996, expected: 0.3 }
    },
    tournament: { rated: true, rating: 2150, ratingSource: 'standard', change: 4, newRating: 2154 }
  };
  const state = Object.assign({}, DEFAULTS, { rules: 'fide-rapid', ratingB: '2000' });
  const { sources } = decideGame(state, response, view, ctx);
  assert.equal(sources.A, 'Rated with the standard rating 2,150 (R&B 7.2.1).');
  assert.equal(sources.B, '');
  assert.equal(sources.T, sources.A);
  assert.equal(
    sourceText(response.game.player, ctxOf('pt')),
    'Calculado com o rating clássico 2.150 (R&B 7.2.1).'
  );
  assert.match(sourceText(response.game.player, ctxOf('ja')), /2,150/);
});

test("game: the core's warnings are said once each, and a standard rating's errors go to its box", () => {
  const response = {
    errors: [],
    warnings: [
      { code: 'standard-rating-ignored', field: 'player.standardRating' },
      { code: 'standard-rating-ignored', field: 'opponent.standardRating' }
    ]
  };
  const state = Object.assign({}, DEFAULTS, { rules: 'fide', standardRating: '2150' });
  const shown = decideGame(state, response, view, ctx);
  assert.deepEqual(shown.warnings, [ctx.t('errors.standardRatingIgnored')]);
  assert.equal(shown.standard, false, 'no standard rating boxes under the standard list');
  assert.deepEqual(warningMessages({}, ctx), []);
  const routed = routeGameErrors(
    [
      { code: 'rating-invalid', field: 'player.standardRating' },
      { code: 'rating-out-of-range', field: 'opponent.standardRating', min: 100, max: 4000 }
    ],
    true
  );
  assert.deepEqual(fieldsOf(routed), { standardRating: 1, standardRatingB: 1 });
});

// An event whose file says "15 min + 10 sec" (25 minutes: rapid, R&B 1.1.1), rated without
// rules in the request: the core chose fide-rapid.
const RAPID_EVENT = {
  name: 'Rapid',
  timeControl: '15 min + 10 sec',
  timeControlClass: 'rapid',
  rulesFrom: 'time-control',
  rounds: 1,
  players: [],
  warnings: []
};
const RAPID_RULES = { system: 'fide', preset: 'fide-rapid', list: 'rapid', exclude600: true };

test('event: the report says which list it rated for and why, in a whole sentence', () => {
  assert.equal(
    rulesText(RAPID_EVENT, RAPID_RULES, ctx),
    'Rated for FIDE’s rapid list, read from the file’s time control: 15 min + 10 sec → rapid.'
  );
  const none = { rulesFrom: 'default', timeControlClass: 'unknown' };
  assert.equal(
    rulesText(none, RAPID_RULES, ctx),
    'No time control in the file: rated for the standard list.'
  );
  const unread = { rulesFrom: 'default', timeControlClass: 'unknown', timeControl: 'see bulletin' };
  assert.match(
    rulesText(unread, RAPID_RULES, ctx),
    /“see bulletin”, cannot be read: rated for the standard list\./
  );
  const chosen = Object.assign({}, RAPID_EVENT, { rulesFrom: 'request' });
  assert.equal(rulesText(chosen, RAPID_RULES, ctx), 'Rated by the rules chosen above.');
  assert.equal(
    rulesText(chosen, { system: 'fide', preset: 'fide', list: 'standard' }, ctx),
    'Rated by the rules chosen above. The file’s time control, 15 min + 10 sec, is rapid.'
  );
  assert.equal(rulesText({ name: 'an answer from a core without time controls' }, null, ctx), '');
  for (const lang of ['pt', 'ja']) {
    const text = rulesText(RAPID_EVENT, RAPID_RULES, ctxOf(lang));
    assert.match(text, /15 min \+ 10 sec/, lang);
    assert.doesNotMatch(text, /\{|\}/, lang);
  }
});

test("event: the time control output shows the class the file's text was read as", () => {
  assert.equal(timeControlText(RAPID_EVENT, ctx), '15 min + 10 sec → rapid');
  assert.equal(timeControlText({ timeControlClass: 'unknown' }, ctx), 'none');
  assert.equal(
    timeControlText({ timeControlClass: 'unknown', timeControl: 'Swiss' }, ctx),
    '“Swiss”, which cannot be read'
  );
  assert.equal(
    timeControlText({ timeControlClass: 'blitz', timeControl: '3+2' }, ctxOf('ja')),
    '3+2 → ブリッツ'
  );
  assert.equal(timeControlText(null, ctx), '');
});

test("event: until a preset is chosen the file chooses; the select shows the core's preset", () => {
  const response = { errors: [], rules: RAPID_RULES, event: RAPID_EVENT };
  const fromFile = decideRules(response, RAPID_EVENT, { rules: RULES_FROM_FILE }, ctx);
  assert.equal(fromFile.preset, 'fide-rapid');
  assert.equal(fromFile.fromFile, true);
  assert.equal(fromFile.standard, true, "players' standard ratings are offered under rapid");
  assert.equal(fromFile.timeControl, '15 min + 10 sec → rapid');
  const chosen = decideRules(
    { errors: [], rules: { system: 'fide', preset: 'fide', list: 'standard' } },
    Object.assign({}, RAPID_EVENT, { rulesFrom: 'request' }),
    { rules: 'fide' },
    ctx
  );
  assert.deepEqual([chosen.preset, chosen.fromFile, chosen.standard], ['fide', false, false]);
  // Nothing opened yet: the standard list, as the core takes a file without a time control.
  const empty = decideRules({ errors: [] }, null, { rules: RULES_FROM_FILE }, ctx);
  assert.deepEqual([empty.preset, empty.timeControl, empty.sentence], ['fide', '', '']);
  assert.equal(decideRules({ errors: [] }, null, { rules: 'fide-blitz' }, ctx).standard, true);
});

test("event: a player's standard rating box gets its errors, and the report keeps while it is wrong", () => {
  const errors = [
    { code: 'rating-invalid', field: 'event.players.6.standardRating' },
    { code: 'k-invalid', field: 'event.players.6.k' }
  ];
  assert.deepEqual(fieldsOf(routeEventErrors(errors)), { 'standard-6': 1, 'k-6': 1 });
  const shown = decideEvent({ errors }, RAPID_EVENT, ctx);
  assert.equal(shown.stale, true);
  assert.equal(shown.event, RAPID_EVENT);
});

test("event: an unreadable time control's warning names its line; top-level warnings join them", () => {
  const event = Object.assign({}, RAPID_EVENT, {
    rulesFrom: 'default',
    timeControlClass: 'unknown',
    timeControl: 'Swiss',
    warnings: [{ code: 'time-control-unknown', line: 9 }]
  });
  const response = {
    errors: [],
    event,
    warnings: [{ code: 'standard-rating-ignored', field: 'event.players.2.standardRating' }]
  };
  const shown = decideEvent(response, null, ctx);
  assert.deepEqual(shown.warnings, [
    ctx.t('errors.standardRatingIgnored'),
    'Line 9: ' + ctx.t('errors.timeControlUnknown')
  ]);
  assert.doesNotMatch(shown.facts, /Swiss/, 'the rules sentence says the time control');
  const chosen = decideEvent(
    { errors: [], event: Object.assign({}, event, { rulesFrom: 'request' }) },
    null,
    ctx
  );
  assert.match(chosen.facts, /Swiss/, 'with rules chosen, the header facts keep it');
});

test('event: a player rated with a standard rating opens in the game mode with it, under the preset', () => {
  const p = {
    rating: 2150,
    ratingSource: 'standard',
    gamesText: '2000 | 1',
    k: 20,
    kApplied: { k: 20, reason: 'standard' }
  };
  assert.deepEqual(calculatorPatch(p, 'fide-rapid'), {
    ratingA: '',
    standardRating: '2150',
    games: '2000 | 1',
    rules: 'fide-rapid',
    k: '20',
    kAuto: false
  });
});
