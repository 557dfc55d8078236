# The test command's runner, sourced by scripts/test.sh: a step's line, its log and times, the background job
# (builds, fuzzer, sanitizer runs) and the debug server a step starts. It reads and sets the
# variables scripts/test.sh declares (logs, label, quick, total, steps, times, background).
# shellcheck shell=bash

# The CPU seconds (user + system) in a file `times` wrote: its children's line.
cpu_in() {
    [ -e "$1" ] || { echo "?"; return; }
    tail -1 "$1" | awk '{
        total = 0
        for (i = 1; i <= 2; i++) { split($i, part, "m"); sub("s", "", part[2]); total += part[1] * 60 + part[2] }
        printf "%d", total + 0.5 }'
}
# Sets CPU_SO_FAR to the CPU seconds of every process this shell has waited for (`times` written by this shell
# itself: in a command substitution it would be the subshell's).
cpu_so_far() {
    local file="$logs/times.$BASHPID"
    times >"$file"
    CPU_SO_FAR=$(cpu_in "$file")
}

# Runs one step: `step TITLE FUNCTION [ARGS...]`. The function's output goes to the step's log; its last line that
# starts with "summary: " is printed on the step's line.
step() {
    local title=$1
    shift
    steps=$((steps + 1))
    local log
    log=$(printf '%s/%02d.log' "$logs" "$steps")
    local begun
    begun=$(date +%s)
    # The step's own CPU: what its subshell waited for (the background job, reaped whenever it ends, is not in it).
    ("$@"; times >"$log.times") >"$log" 2>&1 &
    local pid=$!
    local next=15
    while kill -0 "$pid" 2>/dev/null; do
        sleep 0.2
        if [ $(($(date +%s) - begun)) -ge "$next" ] && kill -0 "$pid" 2>/dev/null; then
            printf '[%2d/%d] ...  %4ss  %s\n' "$steps" "$total" "$next" "$title"
            next=$((next + 15))
        fi
    done
    local status=0
    wait "$pid" || status=$?
    local took=$(($(date +%s) - begun))
    local summary
    summary=$(grep '^summary: ' "$log" | tail -1 | cut -c10- || true)
    # Without a summary line, the step's own last line says what it found (kept short).
    [ -n "$summary" ] || summary=$(grep -v '^\s*$' "$log" | tail -1 | cut -c1-150 || true)
    if [ "$status" -ne 0 ]; then
        printf '[%2d/%d] FAIL %4ss  %s\n' "$steps" "$total" "$took" "$title"
        echo "---- the step's output ($log) ----"
        tail -n 300 "$log"
        echo "----"
        echo "${label:-layoutd}: $((steps - 1)) passed, 1 failed (logs kept in $logs)"
        exit 1
    fi
    printf '[%2d/%d] ok   %4ss  %s%s\n' "$steps" "$total" "$took" "$title" "${summary:+ — $summary}"
    times+=("$(printf '%5ss %5ss  %s' "$took" "$(cpu_in "$log.times")" "$title")")
}

# Background work (--deep): one job (its own process group, so that it can be stopped as a whole; at nice 19, so
# that the steps come first) runs the builds, and without LAYOUTD_QUICK the fuzzer and the sanitizer runs, using the
# CPU the steps leave idle; each task leaves build-NAME.rc (its exit status), .seconds and .cpu beside its log
# build-NAME.log.
background=""
background_build() {
    local name=$1
    shift
    local begun cpu_begun
    begun=$(date +%s)
    cpu_so_far
    cpu_begun=$CPU_SO_FAR
    local status=0
    nice -n 19 "$@" >"$logs/build-$name.log" 2>&1 || status=$?
    echo $(($(date +%s) - begun)) >"$logs/build-$name.seconds"
    cpu_so_far
    echo $((CPU_SO_FAR - cpu_begun)) >"$logs/build-$name.cpu"
    echo "$status" >"$logs/build-$name.rc"
}
quick_background() {
    # Its own scratch folder: SwiftPM locks the one it builds in, and `swift test` would wait for this build.
    background_build release swift build -c release --product layoutd --scratch-path .build-release
    # The client's compiler output goes apart (client-build.out): swift-openapi-generator's code, which the build
    # writes and nobody edits, compiles with warnings (unused public imports, the deprecated parameters it wraps);
    # the step checks the generator's own diagnostics in it.
    background_build client bash -c \
        'swift build --build-tests --package-path Clients/Swift >"$0" 2>&1 || { tail -n 100 "$0"; exit 1; }' \
        "$logs/client-build.out"
}
# The fuzzer (one core) runs beside the two sanitizer runs for a fixed time (90 s) and reports how many inputs it ran:
# a count with a time cap would fail on a busy machine.
full_background() {
    quick_background
    background_build thread scripts/check/sanitizers.sh build thread
    background_build address scripts/check/sanitizers.sh build address
    background_build fuzz env LAYOUTD_FUZZ_BUILT=1 scripts/check/sanitizers.sh fuzz 90 &
    background_build thread-run env LAYOUTD_SANITIZERS_BUILT=1 scripts/check/sanitizers.sh thread
    background_build address-run env LAYOUTD_SANITIZERS_BUILT=1 scripts/check/sanitizers.sh address
    background_build benchmarks swift build --package-path Benchmarks
    wait
}
start_background() {
    set -m
    ("$1") >/dev/null 2>&1 &
    background=$!
    set +m
}
# Stops or resumes the background job (around a step whose latency budgets the sanitizer runs would eat).
pause_background() { [ -z "$background" ] || kill -STOP -- "-$background" 2>/dev/null || true; }
resume_background() { [ -z "$background" ] || kill -CONT -- "-$background" 2>/dev/null || true; }
# Waits for one background task (called inside a step); prints its log's end and fails if it failed.
await_build() {
    local name=$1
    while [ ! -e "$logs/build-$name.rc" ]; do
        # A background job that ended without leaving the build's status (killed, or out of memory) fails the step
        # rather than leaving it waiting.
        if ! kill -0 "$background" 2>/dev/null && [ ! -e "$logs/build-$name.rc" ]; then
            tail -n 50 "$logs/build-$name.log" 2>/dev/null || true
            echo "the background builds ended before '$name' was built"
            exit 1
        fi
        sleep 0.5
    done
    if [ "$(cat "$logs/build-$name.rc")" != 0 ]; then
        tail -n 200 "$logs/build-$name.log"
        echo "the background build '$name' failed"
        exit 1
    fi
}
# Starts the debug binary on a free port in the background, with any further arguments as options: sets `server`
# and `port`.
start_server() {
    local log=$1
    shift
    .build/debug/layoutd --port 0 --log-level warning "$@" >"$log" 2>&1 &
    server=$!
    for _ in $(seq 100); do grep -q listening "$log" && break; sleep 0.1; done
    port=$(grep -o '[0-9]*$' "$log")
}
# A passing run prints no warnings: fails on any "warning" line in the step logs (the folder given) that is not one of
# the known ones below, each explained once.
no_warnings() {
    local known=(
        # pip installing into the machine's Python as root (setup.sh on a CI machine, which has no virtualenv).
        "Running pip as the 'root' user"
        # openapi-generator says OpenAPI 3.1 support is beta; the committed client is checked against what it writes.
        "OpenAPI 3.1 support is still in beta"
    )
    local pattern found
    pattern=$(printf '%s\n' "${known[@]}")
    found=$(grep -hE '(^|[^A-Za-z_-])([Ww]arning[:!]|WARNING|WARN )' "$1"/*.log 2>/dev/null | grep -vF "$pattern" |
        sort | uniq -c | sort -rn || true)
    if [ -n "$found" ]; then
        echo "warnings in a passing run (fix them, or explain them in scripts/test-runner.sh's no_warnings):"
        echo "$found" | head -40
        exit 1
    fi
    echo "summary: none besides the ${#known[@]} explained in scripts/test-runner.sh"
}
