#!/usr/bin/env bash
# Geometry micro-benchmarks with ordo-one/benchmark, from the separate package in Benchmarks/ (the service's
# own build never depends on the benchmark library). Builds the benchmarks in release, runs them once, prints the
# results table (figures per call), then checks the goals against Benchmarks/Thresholds/ (the library's static p90
# thresholds): aspect fit p90 <= 100 ns with no allocation, aspect-fit guide p90 <= 20 µs.
#
# Usage: scripts/bench/microbench.sh [benchmark options, e.g. --filter 'AspectFit.*']
#   exit 0 every goal met, 1 a goal missed, 2 the build, the run or the check failed
#   the build stays in Benchmarks/.build, the stored run in Benchmarks/.benchmarkBaselines/microbench
#   instructions are measured in a pass of their own, and only where the machine has hardware perf counters
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
scripts/setup.sh # libmicrohttpd-dev and pkg-config: the benchmarks link LayoutHTTP (the device catalog)
benchmark() { swift package --package-path Benchmarks --disable-sandbox "$@"; }
baseline=microbench

benchmark --allow-writing-to-package-directory benchmark baseline update "$baseline" --no-progress "$@" ||
    { echo "microbench: the build or the run failed" >&2; exit 2; }
benchmark benchmark baseline read "$baseline" --no-progress ||
    { echo "microbench: could not read the stored run" >&2; exit 2; }

# Hardware counters: a PMU shows up as an event source named cpu (cpu_core/cpu_atom on hybrid x86, armv8_* on Arm).
events=/sys/bus/event_source/devices
if compgen -G "$events/cpu*" >/dev/null || compgen -G "$events/armv*" >/dev/null; then
    benchmark benchmark run --metric instructions --no-progress "$@" ||
        echo "microbench: the instructions pass failed (perf events refused?); goals are checked all the same" >&2
else
    echo "microbench: no hardware perf counters on this machine (no PMU event source): instructions not measured"
fi

# 1.38.1 exits non-zero both when a p90 is above its goal ("WORSE") and when it is below ("BETTER"): read its verdict.
set +e
check=$(benchmark benchmark thresholds check "$baseline" --path "$repo/Benchmarks/Thresholds" --no-progress 2>&1)
status=$?
set -e
echo "microbench: goal check (figures per sample of 1,000 calls: a threshold of 100 μs is 100 ns a call)"
printf '%s\n' "$check" | grep -v -E '^\[[0-9]+/[0-9]+\]|^(Building|Build complete|Build of product)'
if grep -q "is WORSE than the defined thresholds" <<<"$check"; then
    echo "microbench: a goal is missed (see the deviations worse than threshold above)" >&2
    exit 1
elif grep -q -E "is (BETTER than|EQUAL to) the defined thresholds" <<<"$check"; then
    echo "microbench: every goal met"
else
    echo "microbench: the threshold check did not give a verdict (exit $status)" >&2
    exit 2
fi
