#!/usr/bin/env bash
# Benchmarks layoutd against a raw C libmicrohttpd server (scripts/bench/raw-server.c: the same daemon options, one
# fixed JSON body) measured in the same run, and against the Hummingbird 2 peer when it has been built. Interleaved:
# every round measures every case once, in an order that rotates from round to round, each on a fresh server
# process (two copies of one binary running side by side differed by 9%), with the raw server measured again
# between every two cases. A case's ratio is taken against the raw runs just before and after it, then the median
# over rounds. wrk and the servers share the machine's cores, as a single-host deployment would.
#
# layoutd runs with the shipped configuration, config/layoutd.json (CONFIG=path to change it): logLevel info with the
# access log on, its standard error written to a file as a container runtime would collect it. The goal cases are
# also measured with --log-level warning (the "-warning" cases: no access log), so the log's cost is in the table, and
# the cached goal cases with --log-format json (the "-json" cases: the goals hold for both formats).
#
# Usage: scripts/bench/bench.sh [rounds] [seconds per case] [connections]     (default 5 rounds, 8 s, 64 connections;
#   the raw server runs between every two cases, so a round takes about twice the cases × (seconds + 2))
#   writes the table to the terminal and bench-results/bench-<UTC time>.json
#   HUMMINGBIRD=path/to/the/peer's/release/binary adds the Hummingbird 2 peer (it takes the port as its only argument)
#   CASES="fit-uncached fit-post-uncached raw-unique" measures only the cases named (and raw)
#   BASE=path/to/another/layoutd (BASE_CONFIG=its config, default CONFIG) adds "base-<case>" cases: that binary asked
#     the same way (e.g. main's release build, in a worktree of its own), each also reported ÷ the same base case
#   swiftui-200: uncached POST /swiftui/layout of Benchmarks/' 200-view photo-grid screen (WRK=photo-grid); its p50 and
#     p90 are also taken in the server, from the access log's durationMs (the complete request to the queued answer)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-5} duration=${2:-8} connections=${3:-64}
config=${CONFIG:-config/layoutd.json}
scripts/setup.sh
command -v wrk >/dev/null || { apt-get install -y -q wrk >/dev/null 2>&1 || sudo apt-get install -y -q wrk >/dev/null; }
swift build -c release --product layoutd >/dev/null
tmp=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill -TERM "$server" 2>/dev/null && wait "$server" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
cc -O2 -o "$tmp/raw-server" scripts/bench/raw-server.c $(pkg-config --cflags --libs libmicrohttpd)
# The raw server's pool is layoutd's (connectionMemoryBytes of the config measured): both zero it every request.
POOL_BYTES=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["connectionMemoryBytes"])' "$config")
export POOL_BYTES
threads=$(nproc)
port_in() { grep -o 'http://[0-9.]*:[0-9]*' "$1" | head -1 | grep -o '[0-9]*$'; } # a server's "listening" line
# The size of layoutd's cached /devices/iphone-16-pro answer (what raw-device sends), asked of the built binary.
device_bytes=$(.build/release/layoutd --config "$config" --port 0 >"$tmp/log" 2>/dev/null & pid=$!
    for _ in $(seq 100); do grep -q listening "$tmp/log" && break; sleep 0.1; done
    curl -fs "http://127.0.0.1:$(port_in "$tmp/log")/devices/iphone-16-pro" | wc -c
    kill -INT $pid; wait $pid 2>/dev/null)
peer=${HUMMINGBIRD:-}
base_binary=${BASE:-} base_config=${BASE_CONFIG:-$config}
# The 200-view photo-grid body (Benchmarks/' swiftUIGridScreen(cells: 36)), posted with a new height each request.
python3 scripts/bench/sheet.py --grid 36 >"$tmp/photo-grid.json"
export BODY_FILE="$tmp/photo-grid.json"
binary=.build/release/layoutd binary_config=$config # the layoutd a case runs (measure sets them)

start() { # kind → sets server, base
    case $1 in
        raw) "$tmp/raw-server" 0 "$threads" >"$tmp/log" 2>&1 & ;;
        raw-device) "$tmp/raw-server" 0 "$threads" "$device_bytes" >"$tmp/log" 2>&1 & ;;
        layoutd) "$binary" --config "$binary_config" --port 0 >"$tmp/log" 2>"$tmp/stderr" & ;;
        layoutd-warning)
            "$binary" --config "$binary_config" --port 0 --log-level warning >"$tmp/log" 2>"$tmp/stderr" & ;;
        layoutd-json)
            "$binary" --config "$binary_config" --port 0 --log-format json >"$tmp/log" 2>"$tmp/stderr" & ;;
        peer) "$peer" 18777 >"$tmp/log" 2>&1 & ;;
    esac
    server=$!
    for _ in $(seq 100); do
        if [ "$1" = peer ]; then
            curl -fs -o /dev/null "http://127.0.0.1:18777/fit?container=852x393&aspect=21:9" && break
        else grep -q listening "$tmp/log" && break; fi
        sleep 0.1
    done
    if [ "$1" = peer ]; then base=http://127.0.0.1:18777; else base="http://127.0.0.1:$(port_in "$tmp/log")"; fi
}
# A server sent SIGINT before it installed its handler never ends on it (a background job of a script starts with
# SIGINT ignored; once, under a load average of 15, a layoutd slow to start waited 14 minutes): a watchdog sends TERM
# after 10 s, KILL after 20.
stop() {
    kill -INT "$server" 2>/dev/null
    (sleep 10; kill -TERM "$server" 2>/dev/null; sleep 10; kill -KILL "$server" 2>/dev/null) &
    local watchdog=$!
    wait "$server" 2>/dev/null || true
    kill "$watchdog" 2>/dev/null; wait "$watchdog" 2>/dev/null || true
    server=""; rm -f "$tmp/stderr"
}

# case: server kind, then wrk arguments after the base URL is known
cases=(raw fit-cached device-cached tvgrid-cached fit-post-cached fit-uncached fit-post-uncached batch-100
    raw-unique raw-unique-post raw-device fit-cached-warning fit-post-cached-warning fit-uncached-warning
    fit-post-uncached-warning fit-cached-json fit-post-cached-json swiftui-200)
[ -n "$peer" ] && cases+=(hummingbird-cached)
[ -n "$base_binary" ] && for c in "${cases[@]:1}"; do [[ $c == raw* ]] || cases+=("base-$c"); done
# CASES="fit-uncached raw-unique …" measures only those (raw stays first: every ratio is taken against it).
if [ -n "${CASES:-}" ]; then
    read -r -a picked <<<"$CASES"
    cases=(raw "${picked[@]}")
    [ -n "$base_binary" ] && for c in "${picked[@]}"; do [[ $c == raw* ]] || cases+=("base-$c"); done
fi
others=("${cases[@]:1}") # every case but raw
measure() { # case → one JSON line
    local name=$1 kind=layoutd args=() conns=$connections
    binary=.build/release/layoutd binary_config=$config
    if [[ $name == base-* ]]; then binary=$base_binary binary_config=$base_config name=${name#base-}; fi
    if [[ $name == *-warning ]]; then kind=layoutd-warning; fi
    if [[ $name == *-json ]]; then kind=layoutd-json; fi
    local base=${name%-warning}
    case ${base%-json} in
        raw) kind=raw; args=("/fit?container=852x393&aspectRatio=21:9") ;;
        fit-cached) args=("/fit?container=852x393&aspectRatio=21:9") ;;
        device-cached) args=("/devices/iphone-16-pro") ;;
        tvgrid-cached) args=("/tvgrid?columns=5") ;;
        fit-post-cached) args=("/fit" -s scripts/bench/wrk.lua); export WRK=post-fit ;;
        fit-uncached) args=("" -s scripts/bench/wrk.lua); export WRK=unique-fit ;;
        fit-post-uncached) args=("" -s scripts/bench/wrk.lua); export WRK=unique-fit; export METHOD=POST ;;
        # Two connections (one per core): its p90 is a request's time in the server, not a queue's (a body over
        # 4 KiB is read on a worker, and past the workers + workQueueLimit a request is shed with 503).
        swiftui-200) args=("" -s scripts/bench/wrk.lua); export WRK=photo-grid; conns=2 ;;
        # The raw server driven by the uncached cases' client script: generating a new request each time costs wrk
        # CPU on the same two cores, which the plain raw case does not pay (the raw server ignores the question).
        raw-unique) kind=raw; args=("" -s scripts/bench/wrk.lua); export WRK=unique-fit ;;
        raw-unique-post) kind=raw; args=("" -s scripts/bench/wrk.lua); export WRK=unique-fit; export METHOD=POST ;;
        # The raw server sending a body as large as layoutd's /devices/iphone-16-pro answer: how much of that case's
        # gap is the bytes themselves (the kernel's copies on both sides, wrk reading them).
        raw-device) kind=raw-device; args=("/devices/iphone-16-pro") ;;
        # 100 cached questions a request, from 16 connections: a batch is heavy work, and past the workers plus
        # workQueueLimit (16) waiting, a batch is shed with 503 at once (64 connections measured mostly 503s).
        batch-100) args=("/batch" -s scripts/bench/wrk.lua); export WRK=batch-100; conns=16 ;;
        # aspect: the peer's name for the ratio (layoutd's before API v1)
        hummingbird-cached) kind=peer; args=("/fit?container=852x393&aspect=21:9") ;;
    esac
    local attempt
    # Up to three tries: on a loaded machine a server can miss its start-up window and wrk then measures nothing.
    for attempt in 1 2 3; do
        start "$kind"
        local target="$base${args[0]}"
        curl -fs -o /dev/null "$base/fit?container=852x393&aspectRatio=21:9" || true
        [ "${args[0]}" != "" ] && [ ${#args[@]} -eq 1 ] && curl -fs -o /dev/null "$target"
        wrk -t2 -c"$conns" -d1s "${args[@]:1}" "$target" >/dev/null 2>&1 || true # warm-up, discarded
        local logged=0
        [ -f "$tmp/stderr" ] && logged=$(wc -l <"$tmp/stderr")
        wrk -t2 -c"$conns" -d"${duration}s" --latency "${args[@]:1}" "$target" >"$tmp/wrk" 2>&1 || true
        # The server's own time per request (durationMs of its access lines: the complete request to the queued
        # answer), for the measured run only.
        : >"$tmp/server-ms"
        [ -f "$tmp/stderr" ] && tail -n +"$((logged + 1))" "$tmp/stderr" | grep -o 'durationMs=[0-9.]*' \
            | cut -d= -f2 >"$tmp/server-ms" || true
        stop
        grep -q "Requests/sec" "$tmp/wrk" && break
    done
    unset METHOD WRK
    python3 - "$1" "$tmp/wrk" "$tmp/server-ms" <<'PY'
import json, re, sys
name, text = sys.argv[1], open(sys.argv[2]).read()
server = sorted(float(line) for line in open(sys.argv[3]) if line.strip())
def ms(v):
    n = float(re.match(r"[\d.]+", v).group())
    return n / 1000 if v.endswith("us") else n * 1000 if v.endswith("s") and not v.endswith("ms") else n
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
lat = {m.group(1): ms(m.group(2)) for m in re.finditer(r"^\s+(50|90|99)%\s+(\S+)", text, re.M)}
errors = sum(int(x) for x in re.findall(r"(?:connect|read|write|timeout) (\d+)", text))
non2xx = int((re.search(r"Non-2xx or 3xx responses: (\d+)", text) or [0, 0])[1])
print(json.dumps({"case": name, "rps": rps, "p50": lat.get("50"), "p90": lat.get("90"), "p99": lat.get("99"),
                  "errors": errors, "non2xx": non2xx,
                  "serverP50": server[len(server) // 2] if server else None,
                  "serverP90": server[int(len(server) * 0.9)] if server else None}))
PY
}

: >"$tmp/all"
echo "layoutd benchmark: $rounds interleaved rounds × ${#cases[@]} cases, wrk -t2 -c$connections -d${duration}s," \
    "$threads cores, $(date -u +%FT%TZ), load average $(cut -d' ' -f1-3 /proc/loadavg)"
export LOAD_START="$(cut -d' ' -f1-3 /proc/loadavg)"
settings=$(python3 -c 'import json, sys; c = json.load(open(sys.argv[1]))
print(", ".join(f"{k} {json.dumps(c.get(k))}" for k in ("logLevel", "accessLog", "logFormat")))' "$config")
echo "layoutd runs with $config as shipped ($settings); the -warning cases add --log-level warning, the -json cases" \
    "--log-format json"
# Within a round the raw server is measured between every two cases (raw, case, raw, case, …, raw), and a case's ratio
# is taken against the mean of the raw runs just before and just after it: on a shared VM the speed of the whole
# machine drifts by ±20 % over minutes, and the adjacent raw runs see the same drift as the case between them.
seq_no=0
record() { # round name line
    seq_no=$((seq_no + 1))
    echo "{\"round\": $1, \"seq\": $seq_no, ${3:1}" >>"$tmp/all"
    printf '  round %d %-20s %s\n' "$1" "$2" "$3" | cut -c1-120
}
for r in $(seq "$rounds"); do
    n=${#others[@]}
    record "$r" raw "$(measure raw)"
    for i in $(seq 0 $((n - 1))); do
        name=${others[$(( (i + r) % n ))]}
        record "$r" "$name" "$(measure "$name")"
        record "$r" raw "$(measure raw)"
    done
done
mkdir -p bench-results
out="bench-results/bench-$(date -u +%Y%m%dT%H%M%SZ).json"
python3 - "$tmp/all" "$out" "$rounds" "$duration" "$connections" "$config" <<'PY'
import json, statistics, sys, os, platform, datetime
rows = [json.loads(l) for l in open(sys.argv[1])]
out, rounds, duration, connections, config = sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
by = {}
for row in rows:
    if row["case"] == "raw":
        by.setdefault("raw", {})[row["seq"]] = row # several a round
    else:
        by.setdefault(row["case"], {})[row["round"]] = row
def neighbours(row): # the raw runs measured just before and just after a case
    return [r for r in rows if r["case"] == "raw" and abs(r["seq"] - row["seq"]) == 1]
def reference(row, key):
    values = [r[key] for r in neighbours(row) if r[key] is not None]
    return sum(values) / len(values)
def ratio(case, key="rps"):
    if case == "raw":
        return 1.0
    return statistics.median(row[key] / reference(row, key) for row in by[case].values())
goals = {  # case: (label, the goal as a ratio to the raw server, higher is better)
    "fit-cached": ("cached GET /fit", 0.85), "device-cached": ("cached GET /devices/{id}", 0.85),
    "tvgrid-cached": ("cached GET /tvgrid", 0.85), "fit-post-cached": ("cached POST /fit", 0.75),
    "fit-uncached": ("uncached GET /fit", 0.70), "fit-post-uncached": ("uncached POST /fit", 0.60),
}
summary = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
           "machine": f"{os.cpu_count()} cores, {platform.machine()}",
           "command": f"scripts/bench/bench.sh {rounds} {duration} {connections}", "config": config,
           "base": os.environ.get("BASE"), "load": os.environ["LOAD_START"].split(),
           "logging": {"default": "as configured", "-warning cases": "--log-level warning",
                       "-json cases": "--log-format json"},
           "rounds": rows, "cases": {}}
print(f"\nlayoutd: {config} as shipped; -warning: the same with --log-level warning (no access log); -json: the same"
      " with --log-format json")
print(f"\n{'case':22} {'req/s':>9} {'spread':>15} {'p50 ms':>7} {'p90 ms':>7} {'p99 ms':>7} {'÷ raw':>6}  goal")
for case in by:
    values = [row["rps"] for row in by[case].values()]
    med = lambda k: statistics.median(row[k] for row in by[case].values() if row[k] is not None)
    r = ratio(case)
    entry = {"rps": statistics.median(values), "min": min(values), "max": max(values), "p50": med("p50"),
             "p90": med("p90"), "p99": med("p99"), "ratio": r, "p99Ratio": ratio(case, "p99"),
             "errors": sum(row["errors"] + row["non2xx"] for row in by[case].values())}
    goal = ""
    if case.removesuffix("-json") in goals:  # the goals hold for the JSON log format too
        label, target = goals[case.removesuffix("-json")]
        entry["goal"] = target
        entry["met"] = r >= target
        goal = f"≥ {target}: {'met' if r >= target else 'NOT met'}"
        if case.removesuffix("-json").endswith("cached") and "uncached" not in case:
            entry["p99Met"] = entry["p99Ratio"] <= 1.2
            goal += f"; p99 ≤ 1.2 × raw: {'met' if entry['p99Met'] else 'NOT met'} ({entry['p99Ratio']:.2f})"
    if case.endswith("-warning"):
        goal = "--log-level warning (reference for the same case with the shipped logging)"
    if case.removeprefix("base-").removesuffix("-warning") in ("fit-uncached", "fit-post-uncached"):
        # The same case against the raw server driven by the same client script (equal client work on both sides).
        same = "raw-unique-post" if "post" in case else "raw-unique"
        if same in by:
            entry["ratioSameClient"] = r / ratio(same)
            goal += f"; ÷ raw with the same client script: {entry['ratioSameClient']:.2f}"
    if case.startswith("raw-unique"):
        goal = "reference for the uncached cases (the raw server, asked by their client script)"
    if case == "device-cached" and "raw-device" in by:
        entry["ratioSameBytes"] = r / ratio("raw-device")
        goal += f"; ÷ raw sending as many bytes: {entry['ratioSameBytes']:.2f}"
    if case == "raw-device":
        goal = "reference for cached /devices/{id} (the raw server, its body padded to that answer's size)"
    if case == "batch-100":
        # Answered batches only (a shed one is a 503 that wrk counts as a request).
        answered = [max(0.0, row["rps"] - row["non2xx"] / float(duration)) for row in by[case].values()]
        entry["questionsPerSecond"] = statistics.median(answered) * 100
        single = statistics.median(row['rps'] for row in by['fit-cached'].values())
        goal = (f"= {entry['questionsPerSecond']:.0f} questions/s answered in batches of 100, 16 connections "
                f"(single cached GET /fit: {single:.0f} req/s)")
    if case == "hummingbird-cached":
        # Each against its own adjacent raw runs, so the two are compared at the same machine speed.
        entry["layoutdOverPeer"] = ratio("fit-cached") / ratio(case)
        goal = (f"layoutd cached /fit = {entry['layoutdOverPeer']:.2f} × this "
                f"(goal ≥ 4: {'met' if entry['layoutdOverPeer'] >= 4 else 'NOT met'})")
    if case.startswith("base-"):
        goal = f"BASE={os.environ.get('BASE')} asked the same way" + goal.partition(";")[1] + goal.partition(";")[2]
    elif "base-" + case in by:
        entry["ratioToBase"] = r / ratio("base-" + case)
        goal += f"; ÷ base: {entry['ratioToBase']:.2f}"
    if case.removeprefix("base-") == "swiftui-200":
        server_p50 = statistics.median(row["serverP50"] for row in by[case].values())
        server_p90 = statistics.median(row["serverP90"] for row in by[case].values())
        entry.update(serverP50=server_p50, serverP90=server_p90)
        goal = (f"200-view photo grid, in the server (access log) p50 {server_p50 * 1000:.0f} µs, p90 "
                f"{server_p90 * 1000:.0f} µs (goal ≤ 200 µs: {'met' if server_p90 <= 0.2 else 'NOT met'}); "
                f"at the client p90 {entry['p90'] * 1000:.0f} µs") + goal
    summary["cases"][case] = entry
    print(f"{case:22} {entry['rps']:9.0f} {entry['min']:7.0f}–{entry['max']:<7.0f} {entry['p50']:7.2f} "
          f"{entry['p90']:7.3f} {entry['p99']:7.2f} {r:6.2f}  {goal}"
          + (f"  ({entry['errors']} errors)" if entry["errors"] else ""))
json.dump(summary, open(out, "w"), indent=1)
print(f"\nload average at the start {' '.join(summary['load'])}, at the end {open('/proc/loadavg').read()[:15]}")
print(f"written to {out}")
PY
