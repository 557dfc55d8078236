#!/usr/bin/env bash
# A/B throughput of two layoutd binaries on one question, interleaved in the same run so the machine's drift hits
# both alike: each round starts A, warms it, drives it with wrk and stops it, then the same for B, the order
# alternating (A B, B A, A B, …). A fresh process per measurement: with both servers running side by side for the
# whole run, two copies of the same binary differed by 9% (whichever instance, not which binary). Prints every
# round, the medians and B's difference.
#
# Usage: scripts/bench/bench-ab.sh BINARY_A BINARY_B [rounds] [seconds] [connections] [path] [-- server flags...]
#   default: 10 rounds of 10 s, 64 connections, cached GET /fit?container=852x393&aspect=21:9,
#   server flags --log-level warning (no access log), wrk -t2 on the same 2 cores as the server (as in bench.sh's
#   first arrangement)
#   SCRIPT=scripts/bench/wrk.lua WRK=unique-fit (with METHOD=POST for bodies) asks a new question every request
#   (uncached).
set -euo pipefail
cd "$(dirname "$0")/../.."
a=$1 b=$2
rounds=${3:-10} duration=${4:-10} connections=${5:-64} path=${6:-/fit?container=852x393&aspect=21:9}
shift $(( $# < 6 ? $# : 6 ))
[ "${1:-}" = "--" ] && shift
flags=("$@")
[ ${#flags[@]} -eq 0 ] && flags=(--log-level warning)
command -v wrk >/dev/null || { apt-get install -y -q wrk >/dev/null 2>&1 || sudo apt-get install -y -q wrk >/dev/null; }
tmp=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill -TERM "$server" 2>/dev/null && wait "$server" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT

measure() { # binary → req/s of one wrk run against a freshly started, warmed server
    rm -f "$tmp/out" # (else the previous server's line can be read before the new one truncates the file)
    "$1" --port 0 "${flags[@]}" >"$tmp/out" 2>"$tmp/err" &
    server=$!
    for _ in $(seq 300); do grep -qs listening "$tmp/out" && break; sleep 0.1; done
    local port
    port=$(grep -o '[0-9]*$' "$tmp/out" | head -1)
    [ -n "$port" ] || { cat "$tmp/err" >&2; echo "$1 did not start" >&2; exit 1; }
    local base="http://127.0.0.1:$port"
    curl -fsS "$base$path" >/dev/null
    local script=()
    [ -n "${SCRIPT:-}" ] && script=(-s "$SCRIPT")
    wrk -t2 -c"$connections" -d1s "${script[@]}" "$base$path" >/dev/null # warm-up
    wrk -t2 -c"$connections" -d"${duration}s" "${script[@]}" "$base$path" | awk '/Requests\/sec/ { print $2 }'
    kill -TERM "$server"; wait "$server" 2>/dev/null || true; server=""
}

echo "round A_req/s B_req/s"
for r in $(seq "$rounds"); do
    if [ $((r % 2)) -eq 1 ]; then
        ra=$(measure "$a"); rb=$(measure "$b")
    else
        rb=$(measure "$b"); ra=$(measure "$a")
    fi
    echo "$r $ra $rb" | tee -a "$tmp/all"
done
python3 - "$tmp/all" <<'EOF'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
a = [float(r[1]) for r in rows]
b = [float(r[2]) for r in rows]
ma, mb = statistics.median(a), statistics.median(b)
ratios = [y / x for x, y in zip(a, b)]
print(f"median A {ma:,.0f} req/s, median B {mb:,.0f} req/s: B is {100 * (mb / ma - 1):+.2f}% "
      f"(median of per-round B/A {100 * (statistics.median(ratios) - 1):+.2f}%; "
      f"B slower in {sum(r < 1 for r in ratios)} of {len(ratios)} rounds)")
EOF
