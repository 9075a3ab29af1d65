'use strict';
const path = require('node:path');

const corePath = path.join(__dirname, '..', '..', 'dist', 'elo-core.js');
let instance;

/** The wasm core from dist/elo-core.js, instantiated once per test file. */
function loadCore() {
  instance ??= require(corePath)();
  return instance;
}

module.exports = { loadCore, corePath };
