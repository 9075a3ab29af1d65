// What the event mode asks of the core for the title norms, and the title it then says a player
// held (web/src/norm-request.js, event-request.js): the switches for what a file cannot say, the
// titles chosen, and the one question asked again with the start ranks an answer names.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  NORM_DEFAULTS,
  heldTitle,
  normsRequest,
  ranksMissing
} from '../../web/src/norm-request.js';
import { EVENT_DEFAULTS, askEvent, eventRequest } from '../../web/src/event-request.js';

test('the request always asks for the norms, with the switches for what a file cannot say', () => {
  const state = { ...EVENT_DEFAULTS, text: '001 …' };
  assert.equal(eventRequest(state).event.norms, true, 'the defaults: the file says the rest');
  const cases = [
    [{ normExemption: 'zonal' }, { exemption: 'zonal' }],
    [{ normExemption: 'made-up' }, true],
    [{ normRoundRobin: 'yes' }, { roundRobin: true }],
    [{ normRoundRobin: 'no' }, { roundRobin: false }],
    [
      { titlesByPlayer: { 4: 'IM', 5: 'none', 6: '', 7: 'XX' } },
      { players: { 4: { titles: ['IM'] }, 5: { titles: [] } } }
    ],
    // The file's titles not confirmed: nobody held one but those chosen.
    [
      { normTitlesConfirmed: false, titlesByPlayer: { 2: 'GM' } },
      { players: { 1: { titles: [] }, 2: { titles: ['GM'] }, 3: { titles: [] } } }
    ]
  ];
  for (const [switches, norms] of cases)
    assert.deepEqual(
      normsRequest({ ...NORM_DEFAULTS, ...switches }, [1, 2, 3]),
      norms,
      JSON.stringify(switches)
    );
  assert.equal(EVENT_DEFAULTS.normTitlesConfirmed, true);
});

test('with the titles not confirmed, an answer with start ranks not sent is asked for again once, with them', () => {
  const asked = [];
  const ask = (request) => {
    asked.push(request.event.norms);
    return { text: 'x', response: { event: { players: [{ startRank: 1 }, { startRank: 2 }] } } };
  };
  const state = { ...EVENT_DEFAULTS, text: '001 …', normTitlesConfirmed: false };
  assert.deepEqual(askEvent(ask, state, undefined, []).ranks, [1, 2]);
  assert.deepEqual(asked, [true, { players: { 1: { titles: [] }, 2: { titles: [] } } }]);
  asked.length = 0;
  askEvent(ask, state, undefined, [1, 2]);
  assert.equal(asked.length, 1, 'known ranks: once');
  asked.length = 0;
  askEvent(ask, { ...state, normTitlesConfirmed: true }, undefined, []);
  assert.equal(asked.length, 1, 'the file’s titles: once');
  assert.equal(ranksMissing(state, null, []), false);
  assert.deepEqual(
    askEvent(ask, { ...state, text: ' ' }, undefined, [7]).ranks,
    [7],
    'no file: no question'
  );
});

test("the title the norm report says the player held: the one chosen, none, or the file's", () => {
  const p = { startRank: 4, title: 'FM' };
  const cases = [
    [{}, 'FM'],
    [{ titlesByPlayer: { 4: 'IM' } }, 'IM'],
    [{ titlesByPlayer: { 4: 'none' } }, ''],
    [{ titlesByPlayer: { 5: 'IM' } }, 'FM'],
    [{ normTitlesConfirmed: false }, ''],
    [{ normTitlesConfirmed: false, titlesByPlayer: { 4: 'WGM' } }, 'WGM']
  ];
  for (const [switches, title] of cases)
    assert.equal(heldTitle(p, { ...NORM_DEFAULTS, ...switches }), title, JSON.stringify(switches));
});
