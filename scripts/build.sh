#!/usr/bin/env bash
# Builds the wasm core (dist/elo-core.js, and a browser-only link for the page), then with esbuild the single-file page
# (dist/elo-calculator.html), the <elo-calculator> element (dist/elo-widget.js) and its demo.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

# ELO_WASM_BUILD names another build directory, so that two checkouts' builds do not collide.
wasm_build=${ELO_WASM_BUILD:-build/wasm}
emcmake cmake -S . -B "$wasm_build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$wasm_build" -j "$jobs"
mkdir -p dist
cp "$wasm_build/wasm/elo-core.js" dist/elo-core.js
# The page and the element carry the core linked for browsers only (wasm/CMakeLists.txt).
node scripts/build-web.js --core "$wasm_build/wasm/elo-core-web.js"
# Size budgets (bench/budgets.json): fails the build when a file grows past its budget.
node scripts/check-sizes.js
