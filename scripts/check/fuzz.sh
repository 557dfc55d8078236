#!/usr/bin/env bash
# Fuzzes the request parsers (query and JSON → request model → answer) with libFuzzer for a bounded time, under
# AddressSanitizer.
# A finding (5xx, a 4xx that is not problem+json, a crash or an AddressSanitizer report) fails the run; its input
# is copied to Tests/LayoutHTTPTests/Fixtures/fuzz-regressions/ so that a test replays it from then on.
# Usage: scripts/check/fuzz.sh [seconds]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
scripts/setup.sh
# AddressSanitizer plus libFuzzer's coverage counters; libFuzzer's runtime is linked without its own main because
# SwiftPM renames an executable's main (layoutd-fuzz's main calls LLVMFuzzerRunDriver instead).
runtime=$(ls "$(dirname "$(dirname "$(command -v swift)")")"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -1)
swift build --scratch-path .build-fuzz --product layoutd-fuzz \
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xswiftc -DLIBFUZZER -Xlinker "$runtime" -Xlinker -lstdc++ 2>&1 | grep -v 'Cannot export local symbol' | grep -E 'error:' && exit 1
binary=$(swift build --scratch-path .build-fuzz --show-bin-path)/layoutd-fuzz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp Fuzz/corpus/* "$work/"
echo "== fuzzing for ${seconds}s (corpus: $(ls Fuzz/corpus | wc -l) seeds)"
status=0
# The project's LeakSanitizer suppressions (scripts/check/lsan.supp: what outlives the run by design, or only looks lost).
LSAN_OPTIONS="suppressions=$PWD/scripts/check/lsan.supp print_suppressions=0" \
    "$binary" "$work" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$work/finding-" -print_final_stats=1 2>"$work/log" || status=$?
grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added)' "$work/log" || true
if [ "$status" -ne 0 ]; then
    tail -40 "$work/log"
    for finding in "$work"/finding-*; do
        [ -e "$finding" ] || continue
        name="found-$(sha1sum "$finding" | cut -c1-12).bin"
        cp "$finding" "Tests/LayoutHTTPTests/Fixtures/fuzz-regressions/$name"
        echo "fuzz finding saved as Tests/LayoutHTTPTests/Fixtures/fuzz-regressions/$name"
    done
    exit 1
fi
echo "fuzz: no findings"
