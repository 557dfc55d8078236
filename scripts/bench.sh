#!/usr/bin/env bash
# Benchmarks layoutd with wrk on loopback and reports each route as a ratio to /healthz (the binary's static
# ceiling) measured in the same run. Usage: scripts/bench.sh [seconds per run] [connections]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-10}
connections=${2:-64}
scripts/setup.sh
command -v wrk >/dev/null || { apt-get install -y -q wrk >/dev/null 2>&1 || sudo apt-get install -y -q wrk; }
swift build -c release --product layoutd >/dev/null

port_file=$(mktemp)
.build/release/layoutd --port 0 --log-level warning >"$port_file" &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server 2>/dev/null; rm -f "$port_file"' EXIT
for _ in $(seq 50); do grep -q listening "$port_file" && break; sleep 0.1; done
port=$(grep -o '[0-9]*$' "$port_file")
base="http://127.0.0.1:$port"

run() { # name, wrk args...
    local name=$1; shift
    wrk -t2 -c"$connections" -d"${duration}s" --latency "$@" >/tmp/layoutd-wrk.txt
    local rps p99 errors
    rps=$(awk '/Requests\/sec/ {print $2}' /tmp/layoutd-wrk.txt)
    p99=$(awk '$1 == "99%" {print $2}' /tmp/layoutd-wrk.txt)
    errors=$(grep -E 'Socket errors|Non-2xx' /tmp/layoutd-wrk.txt | tr '\n' ' ' || true)
    echo "$name $rps $p99 ${errors:-}"
}

curl -fsS "$base/fit?container=852x393&aspect=21:9" >/dev/null # warm the cached entry
wrk -t2 -c"$connections" -d2s "$base/healthz" >/dev/null        # warm-up, discarded

results=$(
    run healthz "$base/healthz"
    run fit-cached "$base/fit?container=852x393&aspect=21:9"
    run fit-uncached -s scripts/bench/unique-fit.lua "$base"
    run fit-post -s scripts/bench/post-fit.lua "$base/fit"
)
ceiling=$(echo "$results" | awk '$1 == "healthz" {print $2}')
echo "layoutd benchmark: wrk -t2 -c$connections -d${duration}s on $(nproc) cores, loopback, server and wrk sharing them"
printf '%-14s %12s %8s %10s  %s\n' route "req/s" ratio p99 notes
echo "$results" | while read -r name rps p99 rest; do
    ratio=$(awk -v a="$rps" -v b="$ceiling" 'BEGIN { printf "%.2f", a / b }')
    printf '%-14s %12s %8s %10s  %s\n' "$name" "$rps" "$ratio" "$p99" "$rest"
done
