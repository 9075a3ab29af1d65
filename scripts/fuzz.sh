#!/usr/bin/env bash
# Fuzzes calculate(), the TRF reader and the ladder reader with libFuzzer under AddressSanitizer
# and UndefinedBehaviorSanitizer, within one time budget: half for calculate(), a quarter each for
# the TRF and the ladder readers (30 s + 15 s + 15 s of npm test's 60).
#   scripts/fuzz.sh [seconds]   (default 600, in all)
# Seed corpora: tests/fuzz/corpus (requests), tests/fuzz/trf-corpus (TRF files) and
# tests/fuzz/ladder-corpus (ladders' games, a roster after a NUL byte); what the fuzzers learn
# stays in build/fuzz-corpus, build/trf-fuzz-corpus and build/ladder-fuzz-corpus. A crash is
# copied to tests/fuzz/regressions/, trf-regressions/ or ladder-regressions/, where the
# GoogleTest suite replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
jobs=$(nproc 2>/dev/null || echo 2)
calculate_seconds=$((seconds / 2))
trf_seconds=$((seconds / 4))
ladder_seconds=$((seconds - calculate_seconds - trf_seconds))

CC=clang CXX=clang++ cmake -S . -B build/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DELO_SANITIZE=ON -DELO_FUZZ=ON >/dev/null
cmake --build build/sanitize -j "$jobs" --target calculate_fuzzer trf_fuzzer ladder_fuzzer

# fuzz <target> <seconds> <max input bytes> <learned corpus> <seed corpus> <regressions folder>
fuzz() {
  local target=$1 time=$2 max_len=$3 learned=$4 seeds=$5 regressions=$6
  local artifacts="build/${target}-artifacts" log="build/${target}.log" status=0
  mkdir -p "$learned" "$artifacts"
  "build/sanitize/tests/${target}" -max_total_time="$time" -timeout=5 -rss_limit_mb=2048 \
    -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$artifacts/" \
    "$learned" "$seeds" >"$log" 2>&1 || status=$?
  local runs
  runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
  echo "fuzz ${target}: ${runs} executions in ${time} s, corpus $(ls "$learned" | wc -l) inputs"
  if [ "$status" -ne 0 ]; then
    tail -40 "$log"
    for f in "$artifacts"/*; do
      [ -e "$f" ] && cp "$f" "$regressions/$(basename "$f")" &&
        echo "fuzz: kept $(basename "$f") as a regression input in $regressions"
    done
  fi
  return "$status"
}

status=0
fuzz calculate_fuzzer "$calculate_seconds" 4096 build/fuzz-corpus tests/fuzz/corpus \
  tests/fuzz/regressions || status=$?
fuzz trf_fuzzer "$trf_seconds" 16384 build/trf-fuzz-corpus tests/fuzz/trf-corpus \
  tests/fuzz/trf-regressions || status=$?
fuzz ladder_fuzzer "$ladder_seconds" 16384 build/ladder-fuzz-corpus tests/fuzz/ladder-corpus \
  tests/fuzz/ladder-regressions || status=$?
exit "$status"
