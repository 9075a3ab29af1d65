#!/usr/bin/env bash
# Fuzzes calculate() with libFuzzer under AddressSanitizer and UndefinedBehaviorSanitizer.
#   scripts/fuzz.sh [seconds]   (default 600)
# The seed corpus is tests/fuzz/corpus; what the fuzzer learns stays in build/fuzz-corpus.
# A crash is copied to tests/fuzz/regressions/, where the GoogleTest suite replays it for good.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
jobs=$(nproc 2>/dev/null || echo 2)

CC=clang CXX=clang++ cmake -S . -B build/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DELO_SANITIZE=ON -DELO_FUZZ=ON >/dev/null
cmake --build build/sanitize -j "$jobs" --target calculate_fuzzer

mkdir -p build/fuzz-corpus build/fuzz-artifacts
log=build/fuzz.log
status=0
build/sanitize/tests/calculate_fuzzer -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
  -max_len=4096 -print_final_stats=1 -artifact_prefix=build/fuzz-artifacts/ \
  build/fuzz-corpus tests/fuzz/corpus >"$log" 2>&1 || status=$?

runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
echo "fuzz: ${runs} executions in ${seconds} s, corpus $(ls build/fuzz-corpus | wc -l) inputs"
if [ "$status" -ne 0 ]; then
  tail -40 "$log"
  for f in build/fuzz-artifacts/*; do
    [ -e "$f" ] && cp "$f" "tests/fuzz/regressions/$(basename "$f")" && echo "fuzz: kept $(basename "$f") as a regression input"
  done
  exit "$status"
fi
