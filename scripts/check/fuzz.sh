#!/usr/bin/env bash
# Fuzzes the request parsers (query and JSON → request model → answer) with libFuzzer under AddressSanitizer for a
# fixed time, and reports how many inputs it ran: the count depends on how busy the machine is, so it is reported,
# never checked (a count with a time cap would be a timing test).
# A finding (5xx, a 4xx that is not problem+json, a crash or an AddressSanitizer report) fails the run; its input
# is copied to Tests/LayoutHTTPTests/Fixtures/fuzz-regressions/ so that a test replays it from then on.
# Usage: scripts/check/fuzz.sh [seconds]      (default 60)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
case "$seconds" in
    '' | *[!0-9]*) echo "usage: scripts/check/fuzz.sh [seconds]" >&2; exit 2 ;;
esac
scripts/setup.sh
# The fuzzer is built with the Address Sanitizer build of the suite (scripts/check/sanitizers.sh: the same folder
# and flags); LAYOUTD_FUZZ_BUILT=1 says it is built already (scripts/test.sh --deep builds it in the background).
[ -n "${LAYOUTD_FUZZ_BUILT:-}" ] || scripts/check/sanitizers.sh build address >/dev/null
binary=.build-address/debug/layoutd-fuzz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp Fuzz/corpus/* "$work/"
echo "== fuzzing for $seconds s (corpus: $(ls Fuzz/corpus | wc -l) seeds)"
status=0
# The project's LeakSanitizer suppressions (scripts/check/lsan.supp: what outlives the run by design, or only looks
# lost).
LSAN_OPTIONS="suppressions=$PWD/scripts/check/lsan.supp print_suppressions=0" \
    "$binary" "$work" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$work/finding-" -print_final_stats=1 2>"$work/log" || status=$?
stats='^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added)'
grep -E "$stats" "$work/log" || true
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
ran=$(grep -oE 'number_of_executed_units: *[0-9]+' "$work/log" | grep -oE '[0-9]+$' || echo 0)
echo "summary: fuzz: no findings in $ran inputs ($seconds s)"
