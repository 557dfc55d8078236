#!/usr/bin/env bash
# Instructions per request in the server, counted by valgrind's callgrind: unlike req/s on a shared VM, the count is
# the same from run to run, so a change's cost can be measured while other work loads the machine.
#
# For each case (cached GET /fit, cached POST /fit, uncached GET /fit, uncached POST /fit; cached GET /devices/{id} on
# request) and each logging setting (the shipped config/layoutd.json as it is: info level, access log on; the same with
# --log-level warning; with --log-format json on request), the server runs
# under callgrind twice with one poll thread, answering FEW and then MANY requests sent one at a time on one keep-alive
# connection; (instructions(MANY) − instructions(FEW)) / (MANY − FEW) leaves out start-up and shutdown. "Uncached"
# asks a different question every request (as scripts/bench/wrk.lua's unique-fit does), every one a cache miss.
#
# Usage: scripts/bench/callgrind.sh [binary]        (default .build/release/layoutd; build it first:
#          swift build -c release --product layoutd)
#        scripts/bench/callgrind.sh raw             the raw C server (scripts/bench/raw-server.c, compiled here) for
#          reference: the instructions libmicrohttpd itself costs per request (one fixed answer, no logging)
#   CONFIG=path (default config/layoutd.json), FEW=1000 MANY=5000,
#   CASES="cached-get cached-post uncached-get uncached-post" (or cached-device), LOGS="shipped warning" (or json);
#   prints one line per case and setting: instructions per request.
#   KEEP=folder keeps each run's callgrind output there (case-logs.out, case-logs-few.out) for
#   callgrind_annotate --inclusive=yes.
#        scripts/bench/callgrind.sh memset [SIZE]   how callgrind counts a memset like libmicrohttpd's pool reset
#          (default 32768 bytes): a C program that memsets SIZE bytes REPS times, counted as
#          (instructions(REPS + 1000) − instructions(REPS)) / 1000, with glibc's default memset and again with its
#          `rep stosb` path turned off (GLIBC_TUNABLES), and `perf stat -e instructions` where the machine has a PMU.
#          glibc's __memset_avx2_unaligned_erms uses `rep stosb` above a threshold (2 KiB here), which valgrind
#          executes as a loop and counts as one instruction a byte; the CPU retires it as one instruction. So
#          callgrind's figures for layoutd and the raw server count the pool's zeroing as about one instruction per
#          byte it clears.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:-.build/release/layoutd}
raw=""
config=${CONFIG:-config/layoutd.json}
few=${FEW:-1000} many=${MANY:-5000}
cases=${CASES:-cached-get cached-post uncached-get uncached-post}
logs=${LOGS:-shipped warning}
command -v valgrind >/dev/null || { echo "callgrind.sh: no valgrind (apt-get install valgrind)" >&2; exit 1; }
tmp=$(mktemp -d)
server=""
if [ "$binary" = raw ]; then
    raw=1 binary="$tmp/raw-server" logs=raw
    cc -O2 -o "$binary" scripts/bench/raw-server.c $(pkg-config --cflags --libs libmicrohttpd)
fi
if [ "$binary" = memset ]; then
    size=${2:-32768}
    cat >"$tmp/memset.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    size_t n = strtoul(argv[1], 0, 10);
    int reps = atoi(argv[2]);
    char *p = malloc(n);
    for (int i = 0; i < reps; i++) { memset(p, i, n); __asm__ volatile("" ::"r"(p) : "memory"); }
    printf("%d\n", p[n / 2]);
    return 0;
}
C
    cc -O2 -o "$tmp/memset" "$tmp/memset.c"
    memset_count() { # reps [env] → instructions of one run
        env ${2:-} valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" "$tmp/memset" "$size" "$1" 2>&1 \
            >/dev/null | grep -o 'Collected : [0-9]*' | grep -o '[0-9]*$'
    }
    for setting in "" "GLIBC_TUNABLES=glibc.cpu.x86_rep_stosb_threshold=100000000"; do
        a=$(memset_count 100 "$setting") b=$(memset_count 1100 "$setting")
        echo "callgrind, memset of $size bytes${setting:+ ($setting)}: $(( (b - a) / 1000 )) instructions"
    done
    if perf stat -e instructions -x, "$tmp/memset" "$size" 1 2>&1 >/dev/null | grep -q 'not supported\|<not'; then
        echo "perf stat: no hardware instruction counter on this machine"
    else
        a=$(perf stat -e instructions -x, "$tmp/memset" "$size" 100 2>&1 >/dev/null | cut -d, -f1)
        b=$(perf stat -e instructions -x, "$tmp/memset" "$size" 1100 2>&1 >/dev/null | cut -d, -f1)
        echo "perf stat, memset of $size bytes: $(( (b - a) / 1000 )) instructions"
    fi
    rm -rf "$tmp"
    exit 0
fi
cleanup() { [ -n "$server" ] && kill -INT "$server" 2>/dev/null && wait "$server" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT

instructions() { # case logs count → total instructions of one server run
    local flags=(--config "$config" --port 0 --http-threads 1)
    [ "$2" = warning ] && flags+=(--log-level warning)
    [ "$2" = json ] && flags+=(--log-format json)
    [ -n "$raw" ] && flags=(0 1)
    rm -f "$tmp"/cg.* "$tmp/out"
    # Deterministic hashing: Swift seeds its hash per process, which moves dictionary probes (±1k instructions).
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --log-file="$tmp/valgrind.log" \
        --callgrind-out-file="$tmp/cg.%p" "$binary" "${flags[@]}" >"$tmp/out" 2>"$tmp/err" &
    server=$!
    # Up to 3 minutes: valgrind starts a Swift binary in seconds on an idle machine, far slower on a loaded one.
    for _ in $(seq 1800); do grep -q listening "$tmp/out" 2>/dev/null && break; sleep 0.1; done
    local port
    port=$(grep -o 'http://[^ "]*' "$tmp/out" | head -1 | grep -o '[0-9]*$')
    python3 - "$port" "$1" "$3" <<'PY'
import socket, sys
port, case, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
connection = socket.create_connection(("127.0.0.1", port))
pending = b""
def request(n):
    width, height = 100 + n % 100000, 100 + n // 100000 % 100000
    if case == "cached-get":
        return b"GET /fit?container=852x393&aspectRatio=21:9 HTTP/1.1\r\nHost: x\r\n\r\n"
    if case == "cached-device":  # bench.sh's device-cached: a 9.9 KB answer
        return b"GET /devices/iphone-16-pro HTTP/1.1\r\nHost: x\r\n\r\n"
    if case == "uncached-get":
        return f"GET /fit?container={width}x{height}&aspectRatio=21:9 HTTP/1.1\r\nHost: x\r\n\r\n".encode()
    if case == "cached-post":  # the same body every time: a prepared answer after the second
        width, height = 852, 393
    body = f'{{"container":{{"width":{width},"height":{height}}},"aspectRatio":"21:9"}}'.encode()
    return (b"POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
for n in range(count):
    connection.sendall(request(n))
    while b"\r\n\r\n" not in pending:
        pending += connection.recv(65536)
    head, _, pending = pending.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200"), head
    length = int(next(l.split(b":")[1] for l in head.split(b"\r\n") if l.lower().startswith(b"content-length:")))
    while len(pending) < length:
        pending += connection.recv(65536)
    pending = pending[length:]
PY
    kill -INT "$server"
    wait "$server" || true
    server=""
    grep -h -E '^(summary|totals):' "$tmp"/cg.* | head -1 | awk '{print $2}'
}

[ -x "$binary" ] || { echo "callgrind.sh: no binary at $binary" >&2; exit 1; }
echo "callgrind: instructions per request in $binary, $config, 1 poll thread," \
    "($many − $few requests) on one connection"
for logging in $logs; do
    for name in $cases; do
        low=$(instructions "$name" "$logging" "$few")
        if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP"; cat "$tmp"/cg.* >"$KEEP/$name-$logging-few.out"; fi
        high=$(instructions "$name" "$logging" "$many")
        if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP"; cat "$tmp"/cg.* >"$KEEP/$name-$logging.out"; fi
        lines=$(grep -c -E ' request |"message":"request"' "$tmp/err" || true)
        printf '%-14s %-8s %9d instructions/request   (%d access lines at %d requests)\n' "$name" "$logging" \
            $(( (high - low) / (many - few) )) "$lines" "$many"
    done
done
