#!/usr/bin/env bash
# Fuzzes calculate() and the TRF reader with libFuzzer under AddressSanitizer and
# UndefinedBehaviorSanitizer, within one time budget: two thirds for calculate(), one third for
# the TRF reader (40 s + 20 s of npm test's 60).
#   scripts/fuzz.sh [seconds]   (default 600, in all)
# Seed corpora: tests/fuzz/corpus (requests) and tests/fuzz/trf-corpus (TRF files); what the
# fuzzers learn stays in build/fuzz-corpus and build/trf-fuzz-corpus. A crash is copied to
# tests/fuzz/regressions/ or tests/fuzz/trf-regressions/, where the GoogleTest suite replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
jobs=$(nproc 2>/dev/null || echo 2)
calculate_seconds=$((seconds * 2 / 3))
trf_seconds=$((seconds - calculate_seconds))

CC=clang CXX=clang++ cmake -S . -B build/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DELO_SANITIZE=ON -DELO_FUZZ=ON >/dev/null
cmake --build build/sanitize -j "$jobs" --target calculate_fuzzer trf_fuzzer

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
exit "$status"
