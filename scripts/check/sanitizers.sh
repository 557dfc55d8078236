#!/usr/bin/env bash
# Runs the whole test suite under Thread Sanitizer and under Address Sanitizer (with LeakSanitizer), each in its
# own build folder (.build-thread, .build-address). Fails on any sanitizer report.
#   scripts/check/sanitizers.sh [thread|address]...   builds what is not built yet, then runs the suite
#   scripts/check/sanitizers.sh build thread|address  only builds (scripts/test.sh --deep builds in the background)
#   scripts/check/sanitizers.sh fuzz [seconds]        fuzzes the request parsers (default 60 s; below)
# The Address Sanitizer build is the fuzzer's too: the same flags, libFuzzer's coverage counters and its runtime
# without a main included, so the project is compiled once for both.
# The fuzzer runs the request parsers (query and JSON → request model → answer) with libFuzzer under
# AddressSanitizer for a fixed time, and reports how many inputs it ran: the count depends on how busy the machine
# is, so it is reported, never checked (a count with a time cap would be a timing test). A finding (5xx, a 4xx that
# is not problem+json, a crash or an AddressSanitizer report) fails the run; its input is copied to
# Tests/LayoutHTTPTests/Fixtures/fuzz-regressions/ so that a test replays it from then on. LAYOUTD_FUZZ_BUILT=1 says
# the Address Sanitizer build is made already (scripts/test.sh --deep builds it in the background).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup.sh

# The swiftc and linker flags of one sanitizer's build.
flags() {
    if [ "$1" = address ]; then
        # libFuzzer's runtime is linked without its own main because SwiftPM renames an executable's main
        # (layoutd-fuzz's main calls LLVMFuzzerRunDriver instead); the test binary links it unused.
        local runtime
        local toolchain
        toolchain=$(dirname "$(dirname "$(command -v swift)")")
        runtime=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -1)
        echo -Xswiftc -sanitize=address \
            -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp -Xswiftc -DLIBFUZZER \
            -Xlinker "$runtime" -Xlinker -lstdc++
    else
        echo "--sanitize=$1"
    fi
}

# Builds the suite (and every product) under one sanitizer. The linker's "Cannot export local symbol" notes about
# libFuzzer's runtime are dropped: they are about symbols the fuzzer keeps local on purpose.
build() {
    local log status=0
    log=$(mktemp)
    # shellcheck disable=SC2046 # the flags are words
    swift build --build-tests --scratch-path ".build-$1" $(flags "$1") >"$log" 2>&1 || status=$?
    grep -v 'Cannot export local symbol' "$log" || true
    rm -f "$log"
    [ "$status" -eq 0 ] || { echo "the $1 sanitizer build failed" >&2; exit 1; }
}

# The project's LeakSanitizer suppressions (scripts/check/lsan.supp: what outlives the run by design, or only looks
# lost).
export LSAN_OPTIONS="suppressions=$PWD/scripts/check/lsan.supp print_suppressions=0"

fuzz() {
    local seconds=${1:-60}
    case "$seconds" in
        '' | *[!0-9]*) echo "usage: scripts/check/sanitizers.sh fuzz [seconds]" >&2; exit 2 ;;
    esac
    [ -n "${LAYOUTD_FUZZ_BUILT:-}" ] || build address >/dev/null
    local binary=.build-address/debug/layoutd-fuzz status=0
    # Global, not local: the EXIT trap runs after the function has returned.
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    cp Fuzz/corpus/* "$work/"
    echo "== fuzzing for $seconds s (corpus: $(ls Fuzz/corpus | wc -l) seeds)"
    "$binary" "$work" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$work/finding-" -print_final_stats=1 2>"$work/log" || status=$?
    local stats='^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added)'
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
    local ran
    ran=$(grep -oE 'number_of_executed_units: *[0-9]+' "$work/log" | grep -oE '[0-9]+$' || echo 0)
    echo "summary: fuzz: no findings in $ran inputs ($seconds s)"
}

case "${1:-}" in
    build) build "$2"; exit 0 ;;
    fuzz) fuzz "${2:-}"; exit 0 ;;
esac

kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(thread address)
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
export ASAN_OPTIONS="detect_leaks=1 halt_on_error=1"
for kind in "${kinds[@]}"; do
    [ -n "${LAYOUTD_SANITIZERS_BUILT:-}" ] || build "$kind" >/dev/null
    echo "== swift test under the $kind sanitizer"
    log=$(mktemp)
    status=0
    # shellcheck disable=SC2046
    swift test --skip-build --scratch-path ".build-$kind" $(flags "$kind") >"$log" 2>&1 || status=$?
    grep -E 'Test run with|passed after|failed after' "$log" | tail -1
    if [ "$status" -ne 0 ] || grep -qE 'WARNING: ThreadSanitizer|ERROR: (AddressSanitizer|LeakSanitizer)' "$log"; then
        grep -A30 -E 'WARNING: ThreadSanitizer|ERROR: (AddressSanitizer|LeakSanitizer)|recorded an issue' "$log" |
            head -80
        rm -f "$log"
        echo "sanitizer $kind: failed" >&2
        exit 1
    fi
    rm -f "$log"
    echo "sanitizer $kind: clean"
done
