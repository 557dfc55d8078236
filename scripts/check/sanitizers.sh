#!/usr/bin/env bash
# Runs the whole test suite under Thread Sanitizer and under Address Sanitizer (with LeakSanitizer), each in its
# own build folder. Fails on any sanitizer report. Usage: scripts/check/sanitizers.sh [thread|address]...
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup.sh
kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(thread address)
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
export ASAN_OPTIONS="detect_leaks=1 halt_on_error=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/check/lsan.supp print_suppressions=0"
for kind in "${kinds[@]}"; do
    echo "== swift test --sanitize=$kind"
    log=$(mktemp)
    status=0
    swift test --sanitize="$kind" --scratch-path ".build-$kind" >"$log" 2>&1 || status=$?
    grep -E 'Test run with|passed after|failed after' "$log" | tail -1
    if [ "$status" -ne 0 ] || grep -qE 'WARNING: ThreadSanitizer|ERROR: (AddressSanitizer|LeakSanitizer)' "$log"; then
        grep -A30 -E 'WARNING: ThreadSanitizer|ERROR: (AddressSanitizer|LeakSanitizer)|recorded an issue' "$log" | head -80
        rm -f "$log"
        echo "sanitizer $kind: failed" >&2
        exit 1
    fi
    rm -f "$log"
    echo "sanitizer $kind: clean"
done
