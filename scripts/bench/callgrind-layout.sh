#!/usr/bin/env bash
# Instructions per SwiftUI layout, counted by valgrind's callgrind in the release server: only the engine
# (SwiftUILayout.measuredLayout, whose specialization the release build calls) is collected, so JSON reading and
# writing drop out; a run answering FEW and one answering MANY uncached POST /swiftui/layout requests give
# (instructions(MANY) - instructions(FEW)) / (MANY - FEW). The tree is Benchmarks/'s photo-grid screen
# (swiftUIGridScreen, written by sheet.py --grid): 20 + 5 x CELLS views (36 -> 200, 396 -> 2,000; maxBodyBytes is
# raised for its 93 KB body).
#
# Usage: scripts/bench/callgrind-layout.sh [binary]   (default .build/release/layoutd; build it first:
#          swift build -c release --product layoutd)
#   CELLS="36 396" FEW=20 MANY=100; WHOLE=1 counts the whole request instead (parsing, the answer, its gzip copy);
#   KEEP=folder keeps each run's callgrind output there (layout-CELLS-COUNT.out) for callgrind_annotate.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:-.build/release/layoutd}
few=${FEW:-20} many=${MANY:-100}
command -v valgrind >/dev/null || { echo "callgrind-layout.sh: no valgrind (apt-get install valgrind)" >&2; exit 1; }
tmp=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill -INT "$server" 2>/dev/null && wait "$server" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
python3 -c "import json; c = json.load(open('config/layoutd.json')); c.update(maxBodyBytes=262144, accessLog=False,
logLevel='warning'); json.dump(c, open('$tmp/config.json', 'w'))"
# The specialization's mangled name ends in one letter an argument (Tf4…_n): any count matches.
flags=(--toggle-collect='*SwiftUILayoutO08measuredA0_*Tf4*_n') unit=layout
[ -n "${WHOLE:-}" ] && flags=() unit=request

instructions() { # cells count -> total instructions collected in one server run
    rm -f "$tmp"/cg.* "$tmp/out"
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind "${flags[@]}" --callgrind-out-file="$tmp/cg.%p" \
        "$binary" --config "$tmp/config.json" --port 0 --http-threads 1 >"$tmp/out" 2>"$tmp/err" &
    server=$!
    for _ in $(seq 1800); do grep -q listening "$tmp/out" 2>/dev/null && break; sleep 0.1; done
    python3 - "$(grep -o 'http://[^ "]*' "$tmp/out" | head -1 | grep -o '[0-9]*$')" "$1" "$2" <<'PY'
import socket, sys
sys.path.insert(0, 'scripts/bench')
from sheet import grid_body
port, cells, count = (int(a) for a in sys.argv[1:4])
connection = socket.create_connection(("127.0.0.1", port))
for n in range(count):  # a new height each time: every request a cache miss, the same work
    body = grid_body(cells, n)
    connection.sendall(b"POST /swiftui/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                       + b"Content-Length: %d\r\n\r\n" % len(body) + body)
    data = b""
    while b"\r\n\r\n" not in data:
        data += connection.recv(65536)
    head, rest = data.split(b"\r\n\r\n", 1)
    assert b" 200 " in head.split(b"\r\n")[0], head[:200]
    length = int(next(l.split(b":")[1] for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")))
    while len(rest) < length:
        rest += connection.recv(65536)
PY
    kill -INT "$server"
    wait "$server" 2>/dev/null || true
    server=""
    [ -n "${KEEP:-}" ] && mkdir -p "$KEEP" && cat "$tmp"/cg.* >"$KEEP/layout-$1-$2.out"
    grep -h '^summary:' "$tmp"/cg.* | awk '{ s += $2 } END { printf "%d\n", s }'
}

for cells in ${CELLS:-36 396}; do
    a=$(instructions "$cells" "$few")
    b=$(instructions "$cells" "$many")
    if [ "$b" -le "$a" ]; then  # nothing collected: the engine's symbol is not the one --toggle-collect names
        echo "callgrind-layout: no instructions collected for $cells cells (${flags[*]:-whole request})" >&2
        exit 1
    fi
    echo "$((20 + 5 * cells)) views: $(( (b - a) / (many - few) )) instructions per $unit"
done
