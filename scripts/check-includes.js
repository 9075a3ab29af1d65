#!/usr/bin/env node
/* The core's includes run one way, down the layers, with no circle. From the bottom: support/
   (size and speed helpers); text/ (typed text) beside base/ (errors, roundings, FIDE's tables);
   systems/ (the US Chess and DWZ rules); rating/ (the engine every mode uses: the rules, rating
   a period, the curve, the rating and K readers); json/ (values in and out); game/, event/ and
   ladder/, the three modes, side by side; core/src's own files (request, response, api) on top.
   A file includes headers of its own folder and of lower layers, never of a higher one nor of
   a folder beside its own.
   A public header, core/include/elo/X.hpp, sits in the folder of the source that implements
   it, core/src/<folder>/X.cpp; a header with no source (types and constants only) sits at the
   layer of what it includes, the lowest if it includes nothing. Public headers are checked as
   the folder's own files are.
   A circle is two parts that include each other, whatever the path; a part is a source with
   its header (X.cpp with X.hpp, internal or public). So a helper carved out of a file must not
   include that file's header back: what both need goes below them.
   Run by scripts/test.sh and by ctest; prints each include that breaks this and exits 1. */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const CORE = path.join(__dirname, '..', 'core');
// Each folder's layer: a file includes its own folder's headers and those of lower layers.
const LEVEL = {
  support: 0,
  text: 1,
  base: 1,
  systems: 2,
  rating: 3,
  json: 4,
  game: 5,
  event: 5,
  ladder: 5,
  '.': 6
};

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(cpp|hpp)$/.test(entry.name) ? [full] : [];
  });
}

/** The quoted includes of a file's text, as { line, name }. */
function includesOf(text) {
  return text.split('\n').flatMap((line, i) => {
    const include = /^\s*#\s*include\s+"([^"]+)"/.exec(line);
    return include ? [{ line: i + 1, name: include[1] }] : [];
  });
}

const stem = (name) => path.basename(name).replace(/\.(cpp|hpp)$/, '');
const folderOf = (name) => (name.includes('/') ? name.split('/')[0] : '.');

/** Every file of the core by its include name ("event/trf.hpp", "elo/trf.hpp", "api.cpp"). */
function readCore(core) {
  const byName = new Map();
  const src = path.join(core, 'src');
  for (const file of files(src))
    byName.set(path.relative(src, file), fs.readFileSync(file, 'utf8'));
  const include = path.join(core, 'include');
  for (const file of files(include))
    byName.set(path.relative(include, file), fs.readFileSync(file, 'utf8'));
  return byName;
}

/** Each public header's folder: the folder of its X.cpp, or, without one, of what it includes. */
function homesOf(byName, problems) {
  const sources = new Map();
  for (const name of byName.keys()) {
    if (!name.startsWith('elo/') && name.endsWith('.cpp')) {
      const list = sources.get(stem(name)) || [];
      sources.set(stem(name), [...list, folderOf(name)]);
    }
  }
  const homes = new Map();
  const homeOf = (header, seen = []) => {
    if (homes.has(header)) return homes.get(header);
    if (seen.includes(header)) return 'support'; // a circle of headers: reported below
    const folders = [...new Set(sources.get(stem(header)) || [])];
    let home;
    if (folders.length > 1) problems.push(`${header}: implemented in ${folders.join(' and ')}`);
    if (folders.length) home = folders[0];
    else {
      const below = includesOf(byName.get(header) || '')
        .filter((i) => byName.has(i.name) && i.name.startsWith('elo/'))
        .map((i) => homeOf(i.name, [...seen, header]));
      const top = Math.max(0, ...below.map((f) => LEVEL[f] ?? 0));
      const atTop = [...new Set(below.filter((f) => LEVEL[f] === top))];
      if (atTop.length > 1)
        problems.push(`${header}: types only, over ${atTop.join(' and ')}, which lie side by side`);
      home = atTop[0] || 'support';
    }
    homes.set(header, home);
    return home;
  };
  for (const name of byName.keys()) if (name.startsWith('elo/')) homeOf(name);
  return homes;
}

/** The problems of one include from a file in folder `from` to one in folder `to`. */
function wrongWay(where, from, to) {
  if (!(to in LEVEL)) return [`${where} (not a folder of core/src)`];
  if (to === from || LEVEL[to] < LEVEL[from]) return [];
  if (LEVEL[to] > LEVEL[from]) return [`${where} (up, to a higher layer)`];
  return [`${where} (across, to a folder beside its own)`];
}

/** The circles among parts (a source and its header), each as "a -> b -> a". */
function circles(edges) {
  const found = [];
  const state = new Map(); // part -> 'open' while on the path, 'done' after
  const visit = (part, trail) => {
    state.set(part, 'open');
    for (const next of [...(edges.get(part) || [])].sort()) {
      if (state.get(next) === 'open') {
        found.push([...trail.slice(trail.indexOf(next)), next].join(' -> '));
      } else if (!state.has(next)) visit(next, [...trail, next]);
    }
    state.set(part, 'done');
  };
  for (const part of [...edges.keys()].sort()) if (!state.has(part)) visit(part, [part]);
  return found;
}

/** The includes of core/ that break the rule, as "file: include (why)". */
function wrongIncludes(core = CORE) {
  const problems = [];
  const byName = readCore(core);
  const homes = homesOf(byName, problems);
  const folder = (name) => (name.startsWith('elo/') ? homes.get(name) : folderOf(name));
  const part = (name) => `${folder(name)}/${stem(name)}`;
  const edges = new Map();
  for (const [name, text] of byName) {
    const from = folder(name);
    const shown = name.startsWith('elo/') ? `include/${name}` : `src/${name}`;
    if (!(from in LEVEL)) {
      problems.push(`${shown}: a folder the rule does not know (scripts/check-includes.js)`);
      continue;
    }
    for (const include of includesOf(text)) {
      const where = `${shown}:${include.line}: #include "${include.name}"`;
      if (!byName.has(include.name)) {
        problems.push(`${where} (no such file of core/)`);
        continue;
      }
      if (name.startsWith('elo/') && !include.name.startsWith('elo/')) {
        problems.push(`${where} (a public header includes only public headers)`);
        continue;
      }
      problems.push(...wrongWay(where, from, folder(include.name)));
      if (part(include.name) === part(name)) continue;
      if (!edges.has(part(name))) edges.set(part(name), new Set());
      edges.get(part(name)).add(part(include.name));
    }
  }
  for (const circle of circles(edges)) problems.push(`a circle: ${circle}`);
  return problems;
}

if (require.main === module) {
  const problems = wrongIncludes();
  if (problems.length) {
    console.error('core/ includes that run the wrong way:\n  ' + problems.join('\n  '));
    process.exit(1);
  }
}

module.exports = { wrongIncludes };
