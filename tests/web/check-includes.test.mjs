// The core's layering (scripts/check-includes.js) held to its rule: the real core passes, and
// made-up cores fail for an include up, one across, a public header used below the folder that
// implements it, and a helper that includes back the header of the file that uses it.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { wrongIncludes } = require('../../scripts/check-includes.js');

/** A core/ folder in a temporary directory, from { 'src/game/a.cpp': text, ... }. */
const made = [];
after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function madeUpCore(files) {
  const core = fs.mkdtempSync(path.join(os.tmpdir(), 'elo-includes-'));
  made.push(core);
  for (const folder of ['src', 'include/elo'])
    fs.mkdirSync(path.join(core, folder), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(core, name)), { recursive: true });
    fs.writeFileSync(path.join(core, name), text);
  }
  return core;
}

const include = (...names) => names.map((n) => `#include "${n}"\n`).join('');

test('the core as it is has no include out of its layer and no circle', () => {
  assert.deepEqual(wrongIncludes(), []);
});

test('an engine file that includes a mode is an include up', () => {
  const core = madeUpCore({
    'src/rating/period.cpp': include('game/games.hpp'),
    'src/game/games.hpp': ''
  });
  const problems = wrongIncludes(core);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /src\/rating\/period\.cpp:1: #include "game\/games\.hpp" \(up/);
});

test('a mode that includes another mode is an include across', () => {
  const core = madeUpCore({ 'src/game/a.cpp': include('event/b.hpp'), 'src/event/b.hpp': '' });
  assert.match(wrongIncludes(core)[0], /\(across/);
});

test('a public header sits in the folder of its source, and not below it', () => {
  const core = madeUpCore({
    'include/elo/games.hpp': '',
    'src/game/games.cpp': include('elo/games.hpp'),
    'src/rating/parse.cpp': include('elo/games.hpp')
  });
  assert.match(
    wrongIncludes(core)[0],
    /src\/rating\/parse\.cpp:1: #include "elo\/games\.hpp" \(up/
  );
});

test('a public header of types only sits at the layer of what it includes', () => {
  const core = madeUpCore({
    'include/elo/quantities.hpp': '',
    'include/elo/trf_file.hpp': include('elo/quantities.hpp'),
    'include/elo/event_types.hpp': include('elo/trf_file.hpp', 'elo/event.hpp'),
    'include/elo/event.hpp': '',
    'src/event/event.cpp': include('elo/event.hpp'),
    'src/rating/period.cpp': include('elo/trf_file.hpp'),
    'src/game/games.cpp': include('elo/event_types.hpp')
  });
  const problems = wrongIncludes(core);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /src\/game\/games\.cpp:1: #include "elo\/event_types\.hpp" \(across/);
});

test('a helper that includes back the header of the file that uses it makes a circle', () => {
  const core = madeUpCore({
    'include/elo/trf.hpp': '',
    'src/event/trf.cpp': include('elo/trf.hpp', 'event/trf_checks.hpp'),
    'src/event/trf_checks.hpp': include('elo/trf.hpp'),
    'src/event/trf_checks.cpp': include('event/trf_checks.hpp')
  });
  assert.deepEqual(wrongIncludes(core), ['a circle: event/trf -> event/trf_checks -> event/trf']);
});

test('a public header includes only public headers, and a folder must be a known one', () => {
  const core = madeUpCore({
    'include/elo/rules.hpp': include('support/power.hpp'),
    'src/rating/rules.cpp': include('elo/rules.hpp'),
    'src/support/power.hpp': '',
    'src/extra/thing.cpp': ''
  });
  const problems = wrongIncludes(core).join('\n');
  assert.match(problems, /include\/elo\/rules\.hpp:1: .*only public headers/);
  assert.match(problems, /src\/extra\/thing\.cpp: a folder the rule does not know/);
});
