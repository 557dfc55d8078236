#!/usr/bin/env bash
# Runs the whole test suite under Thread Sanitizer and under Address Sanitizer (with LeakSanitizer), each in its
# own build folder (.build-thread, .build-address). Fails on any sanitizer report.
#   scripts/check/sanitizers.sh [thread|address]...   builds what is not built yet, then runs the suite
#   scripts/check/sanitizers.sh build thread|address  only builds (scripts/test.sh --deep builds in the background)
# The Address Sanitizer build is the fuzzer's too (scripts/check/fuzz.sh): the same flags, libFuzzer's coverage
# counters and its runtime without a main included, so the project is compiled once for both.
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

if [ "${1:-}" = build ]; then
    build "$2"
    exit 0
fi

kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(thread address)
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
export ASAN_OPTIONS="detect_leaks=1 halt_on_error=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/check/lsan.supp print_suppressions=0"
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
