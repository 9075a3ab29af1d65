#!/usr/bin/env bash
# The README's test command: installs what is missing, builds everything, runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

bash scripts/setup.sh

echo "== formatting and lint: clang-format, prettier, eslint"
git ls-files -z -- '*.cpp' '*.hpp' | xargs -0 clang-format --dry-run --Werror
npx --no-install prettier --check --log-level warn .
npx --no-install eslint --max-warnings 0 .

echo "== the core's includes run one way (scripts/check-includes.js)"
node scripts/check-includes.js

echo "== the front end's modules in Node"
node --test tests/web/

echo "== native core and GoogleTest"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build/native -j "$jobs"
ctest --test-dir build/native --output-on-failure -j "$jobs"

echo "== the same suite under AddressSanitizer and UndefinedBehaviorSanitizer (clang)"
CC=clang CXX=clang++ cmake -S . -B build/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DELO_SANITIZE=ON -DELO_FUZZ=ON >/dev/null
cmake --build build/sanitize -j "$jobs"
ctest --test-dir build/sanitize --output-on-failure -j "$jobs"

echo "== a bounded fuzz of calculate()"
bash scripts/fuzz.sh "${ELO_FUZZ_SECONDS:-60}"

echo "== wasm core and page"
bash scripts/build.sh

echo "== the wasm core in Node"
node --test tests/wasm-node/

echo "== the page in Chromium"
node --test --test-concurrency=1 tests/browser/
