#!/usr/bin/env bash
# Benchmarks layoutd with wrk on loopback and reports each route as a ratio to /healthz (this binary's static
# ceiling) measured in the same run, taking the median of several runs.
#
# Two arrangements:
#   shared  the defaults (one poll thread and one worker per core); wrk -t2 shares both cores with the server;
#           then the same with cache misses computed inline on the poll threads
#   pinned  server on core 0 (--http-threads 1 --workers 1), wrk -t1 on core 1: latency without CPU contention
#
# Usage: scripts/bench.sh [seconds per run] [connections] [repeats]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-10}
connections=${2:-64}
repeats=${3:-3}
scripts/setup.sh
if ! command -v wrk >/dev/null; then
    apt-get install -y -q wrk >/dev/null 2>&1 || sudo apt-get install -y -q wrk >/dev/null
fi
swift build -c release --product layoutd >/dev/null
tmp=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill -TERM "$server" 2>/dev/null && wait "$server" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT

start() { # taskset prefix, extra server flags
    local prefix=$1; shift
    $prefix .build/release/layoutd --port 0 --log-level warning "$@" >"$tmp/port" &
    server=$!
    for _ in $(seq 50); do grep -q listening "$tmp/port" && break; sleep 0.1; done
    port=$(grep -o '[0-9]*$' "$tmp/port")
    base="http://127.0.0.1:$port"
    curl -fsS "$base/fit?container=852x393&aspectRatio=21:9" >/dev/null
}

stop() { kill -TERM "$server"; wait "$server" 2>/dev/null || true; server=""; }

one() { # wrk prefix, name, wrk args... → "name rps p99ms errors"
    local prefix=$1 name=$2; shift 2
    $prefix wrk "$threads" -c"$connections" -d"${duration}s" --latency "$@" >"$tmp/wrk"
    awk -v n="$name" '
        /Requests\/sec/ { rps = $2 }
        $1 == "99%" { v = $2; ms = v + 0; if (v ~ /us$/) ms /= 1000; else if (v ~ /[0-9]s$/ && v !~ /ms$/) ms *= 1000; p99 = ms }
        /Socket errors|Non-2xx/ { err = err $0 " " }
        END { printf "%s %s %.2f %s\n", n, rps, p99, err }' "$tmp/wrk"
}

arrangement() { # title, server prefix, wrk prefix, wrk threads flag, server flags...
    local title=$1 sprefix=$2 wprefix=$3; threads=$4; shift 4
    start "$sprefix" "$@"
    $wprefix wrk "$threads" -c"$connections" -d2s "$base/healthz" >/dev/null # warm-up, discarded
    : >"$tmp/all"
    for r in $(seq "$repeats"); do
        {
            one "$wprefix" healthz "$base/healthz"
            one "$wprefix" fit-cached "$base/fit?container=852x393&aspectRatio=21:9"
            one "$wprefix" fit-uncached -s scripts/bench/unique-fit.lua "$base"
            one "$wprefix" fit-post -s scripts/bench/post-fit.lua "$base/fit"
            one "$wprefix" batch-100 -s scripts/bench/batch-100.lua "$base/batch"
        } | while read -r name rps p99 err; do echo "$r $name $rps $p99 $err"; done >>"$tmp/all"
    done
    stop
    echo
    echo "[$title] wrk $threads -c$connections -d${duration}s, median of $repeats runs; ratio = route req/s ÷ /healthz req/s of the same run"
    printf '  %-13s %11s %7s %9s  %s\n' route "req/s" ratio "p99 ms" notes
    python3 - "$tmp/all" <<'PY'
import sys, statistics, collections
runs = collections.defaultdict(dict)
notes = collections.defaultdict(str)
for line in open(sys.argv[1]):
    parts = line.split(maxsplit=4)
    run, name, rps, p99 = parts[0], parts[1], float(parts[2]), float(parts[3])
    runs[name][run] = (rps, p99)
    if len(parts) > 4 and parts[4].strip():
        notes[name] = parts[4].strip()
for name in ["healthz", "fit-cached", "fit-uncached", "fit-post", "batch-100"]:
    ratios = [runs[name][r][0] / runs["healthz"][r][0] for r in runs[name]]
    rps = statistics.median(v[0] for v in runs[name].values())
    p99 = statistics.median(v[1] for v in runs[name].values())
    note = notes[name]
    if name == "batch-100":  # 100 questions a request: questions/s beside the single requests' req/s
        note = f"= {rps * 100:.0f} questions/s in batches of 100 (fit-cached: {statistics.median(v[0] for v in runs['fit-cached'].values()):.0f} single requests/s) {note}"
    print(f"  {name:<13} {rps:11.0f} {statistics.median(ratios):7.2f} {p99:9.2f}  {note}")
PY
}

echo "layoutd benchmark on $(nproc) cores, loopback; targets: cached ≥ 0.70, uncached ≥ 0.40 of /healthz, p99 < 2 ms at 64 connections"
arrangement "shared: defaults, server and wrk on both cores" "" "" -t2
arrangement "shared, misses inline (--offload-misses false)" "" "" -t2 --offload-misses false
arrangement "pinned: server core 0 (1 poll thread, 1 worker), wrk core 1" "taskset -c 0" "taskset -c 1" -t1 --http-threads 1 --workers 1
arrangement "pinned, misses inline (--offload-misses false)" "taskset -c 0" "taskset -c 1" -t1 --http-threads 1 --workers 1 --offload-misses false
