/* What the bench's runs share: the medians and spreads of a list of times, and how Debian's
   Chromium is launched (as the browser tests launch it, with nothing reaching the network). */
'use strict';

/** n, median, p25, p75, p95, min and max of `values`, interpolated between ranks. */
function stats(values) {
  const v = values.slice().sort((a, b) => a - b);
  const q = (p) => {
    const i = (v.length - 1) * p,
      lo = Math.floor(i),
      hi = Math.ceil(i);
    return v[lo] + (v[hi] - v[lo]) * (i - lo);
  };
  return {
    n: v.length,
    median: q(0.5),
    p25: q(0.25),
    p75: q(0.75),
    p95: q(0.95),
    min: v[0],
    max: v[v.length - 1]
  };
}

// Debian's Chromium as the tests start it.
const { launchOptions: launchArgs } = require('../scripts/chromium.js');

module.exports = { launchArgs, stats };
