"""Time of `POST /swiftui/sheet` for the 200-view photo grid (36 cells) on every iPhone and iPad in
both orientations: starts the release server on a random port in 20000-29999 with the shipped config (its access
log as JSON on standard output), sends COUNT requests one at a time on one keep-alive connection, each with a
distinct tree (the header's fixed view 44 + n pt wide, so the cache never answers), and prints the median and
p90 of the server's time (the access log's `durationMs`) and of the client's on loopback, with the groups laid out.

Usage: python3 scripts/bench/sheet.py [binary] [count] [--encoding CODINGS] [--form F]
       (default .build/release/layoutd, 21 requests, no Accept-Encoding; build it first: swift build -c release).
       With --encoding the requests send
       `Accept-Encoding: CODINGS` (`gzip, deflate, br, zstd` as a browser does, or `gzip`): the answers' bytes are
       as sent, the client's time reads them, and the groups are counted after decoding (gzip, or the zstd command).
       With --form the requests ask that form of the answer (`compact`, `columns`; `full` is the default).
       python3 scripts/bench/sheet.py --text-sizes [binary] [rounds]   the text screen on every iPhone and iPad in
       both orientations and the 12 Dynamic Type sizes as 24 compact sheets on 2 connections: each round's time.
       python3 scripts/bench/sheet.py --body n   writes the n-th request's body (for perf).
       python3 scripts/bench/sheet.py --grid CELLS > body.json   Benchmarks/' photo-grid screen
       (`swiftUIGridScreen(cells:)`) as a `POST /swiftui/layout` body: 20 + 5 x cells views (36 -> 200,
       396 -> 2,000), proposed 402 x 874 at @3x (`grid_body(cells, n)`: 874 + n, so each n is a new question, a
       cache miss, the same work). Used by callgrind-layout.sh and, through the body it writes, by bench.sh's
       swiftui-200 case.
       python3 scripts/bench/sheet.py --callgrind [binary]   instructions per request, counted by valgrind's
       callgrind in the release server as scripts/bench/callgrind-layout.sh counts them (WHOLE=1): one poll thread,
       the access log off, SWIFT_DETERMINISTIC_HASHING set; (a run of 3 requests - a run of 1) / 2.
"""
import glob
import gzip
import json
import os
import random
import socket
import statistics
import signal
import subprocess
import sys
import tempfile
import threading
import time


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def grid_view(cells):
    """The screen's view tree: a header, a LazyVGrid of `cells` photo cells, a 3-column table of 12."""
    rect = {"type": "Rectangle"}
    cell = {"type": "VStack", "spacing": 4, "alignment": "leading", "children": [
        {"type": "aspectRatio", "ratio": 1, "contentMode": "fit", "content": rect},
        {"type": "frame", "height": 20, "content": rect}]}
    header = {"type": "HStack", "children": [{"type": "Fixed", "width": 44, "height": 44}, {"type": "Spacer"},
              {"type": "frame", "width": 60, "height": 28, "content": {"type": "Capsule"}}]}
    photos = {"type": "LazyVGrid", "columns": [{"size": {"adaptive": {"minimum": 80}}}], "children": [cell] * cells}
    table = {"type": "LazyVGrid", "spacing": 4, "columns": [{"size": "flexible", "spacing": 10}] * 3,
             "children": [{"type": "Fixed", "width": 80, "height": 24}] * 12}
    return {"type": "VStack", "spacing": 0, "alignment": "leading", "children": [header, photos, table]}


def text_screen(n=0):
    """Benchmarks/' `textScreen()`: a ScrollView over a header of 6 boxes (the first 44 + n pt wide, so each n is a new
    question) and 5 sections, each a `callout` paragraph over 12 rows of an icon and a one-line `body` label: 200
    views, 65 of them Text."""
    words = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics", "Focus",
             "Screen Time", "General", "Control Centre", "Display & Brightness", "Accessibility"]

    def section(s):
        about = f"Section {s}: settings here change how this device looks, sounds and connects to others nearby."
        rows = [{"type": "HStack", "children": [{"type": "Fixed", "width": 29, "height": 29},
                 {"type": "Text", "string": f"{word} {s}", "font": "body", "lineLimit": 1}]} for word in words]
        return {"type": "VStack", "spacing": 8, "alignment": "leading",
                "children": [{"type": "Text", "string": about, "font": "callout"}] + rows}
    boxes = [{"type": "Fixed", "width": 44 + (n if k == 0 else 0), "height": 44} for k in range(6)]
    stack = {"type": "VStack", "spacing": 24, "alignment": "leading",
             "children": [{"type": "HStack", "spacing": 8, "children": boxes}] + [section(s) for s in range(5)]}
    return {"type": "ScrollView", "axes": "vertical", "content": {"type": "padding", "length": 16, "content": stack}}


def grid_body(cells, n=0):
    """The request body asking for the layout at height 874 + n."""
    return json.dumps({"proposal": {"width": 402, "height": 874 + n}, "scale": 3, "view": grid_view(cells)}).encode()


def devices():
    """Every iPhone and iPad of the catalog, read from data/devices.json (the list the server serves)."""
    catalog = json.load(open(os.path.join(ROOT, "data", "devices.json")))
    models = catalog["devices"] if isinstance(catalog, dict) else catalog
    return [d["id"] for d in models if d.get("idiom") in ("phone", "pad")]


FORM = None  # `--form F`: the JSON answer's form (full, compact, columns); left out when not given


def body(n):
    """The n-th request: the photo grid with its header's fixed view 44 + n pt wide, on every iPhone and iPad."""
    tree = grid_view(36)
    tree["children"][0]["children"][0]["width"] = 44 + n
    question = {"devices": devices(), "orientations": ["portrait", "landscape"], "view": tree}
    if FORM:
        question["form"] = FORM
    return json.dumps(question).encode()


def ask(connection, payload, encoding=None):
    """The answer's bytes as sent, and its Content-Encoding (None when plain)."""
    extra = b"Accept-Encoding: %s\r\n" % encoding.encode() if encoding else b""
    connection.sendall(b"POST /swiftui/sheet HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" + extra
                       + b"Content-Length: %d\r\n\r\n" % len(payload) + payload)
    data = b""
    while b"\r\n\r\n" not in data:
        data += connection.recv(65536)
    head, rest = data.split(b"\r\n\r\n", 1)
    assert b" 200 " in head.split(b"\r\n")[0], (head + rest)[:400]
    fields = {line.split(b":")[0].strip().lower(): line.split(b":", 1)[1].strip() for line in head.split(b"\r\n")[1:]}
    length = int(fields[b"content-length"])
    chunks, got = [rest], len(rest)
    while got < length:
        chunk = connection.recv(1 << 20)
        chunks.append(chunk)
        got += len(chunk)
    coding = fields.get(b"content-encoding")
    return b"".join(chunks), coding.decode() if coding else None


def decoded(answer, coding):
    """The answer's JSON bytes: gzip by Python's module, zstd by the zstd command."""
    if coding == "gzip":
        return gzip.decompress(answer)
    if coding == "zstd":
        return subprocess.run(["zstd", "-q", "-d", "-c"], input=answer, stdout=subprocess.PIPE, check=True).stdout
    return answer


def instructions(binary, count, encoding=None):
    """Instructions callgrind collects in one server run answering `count` distinct requests."""
    with tempfile.TemporaryDirectory() as tmp:
        config = json.load(open(os.path.join(ROOT, "config", "layoutd.json")))
        config.update(accessLog=False, logLevel="warning")
        json.dump(config, open(os.path.join(tmp, "config.json"), "w"))
        port = random.randint(20000, 29999)
        server = subprocess.Popen(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.%p", binary, "--config",
             f"{tmp}/config.json", "--port", str(port), "--http-threads", "1"], cwd=ROOT,
            env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"}, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True)
        for line in server.stdout:
            if "listening" in line:
                break
        connection = socket.create_connection(("127.0.0.1", port))
        for n in range(count):
            ask(connection, body(n), encoding)
        connection.close()
        server.send_signal(signal.SIGINT)
        server.communicate(timeout=300)
        total = 0
        for path in glob.glob(f"{tmp}/cg.*"):
            total += sum(int(line.split()[1]) for line in open(path) if line.startswith("summary:"))
        return total


def start_server(binary):
    """The release server on a random port in 20000-29999, its access log as JSON on standard output, once it
    listens: (the process, the port)."""
    port = random.randint(20000, 29999)
    server = subprocess.Popen([binary, "--port", str(port), "--log-format", "json"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in server.stdout:
        if "listening" in line:
            break
    return server, port


def server_cpu(pid):
    """The process's user and system CPU so far, in ms (/proc/PID/stat, clock ticks)."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


TEXT_SIZES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
              "accessibility2", "accessibility3", "accessibility4", "accessibility5"]


def text_sizes(binary, rounds):
    """The text screen on every iPhone and iPad x 2 orientations x the 12 Dynamic Type sizes (2,100 contexts) as
    24 compact sheets, one a family and size (each within one request's work budget), sent on 2 connections at once
    as a tool would: each round's wall time, and the contexts, groups, truncated findings and bytes answered."""
    server, port = start_server(binary)
    try:
        connections = [socket.create_connection(("127.0.0.1", port)) for _ in range(2)]
        walls, cpus, failures = [], [], []
        for r in range(rounds):
            bodies = [json.dumps({"family": family, "orientations": ["portrait", "landscape"], "form": "compact",
                                  "dynamicTypeSizes": [size], "view": text_screen(r)}).encode()
                      for family in ("iphone", "ipad") for size in TEXT_SIZES]
            answers = [None] * len(bodies)

            def send(k):
                for i in range(k, len(bodies), 2):
                    try:
                        answers[i] = ask(connections[k], bodies[i], "zstd")
                    except AssertionError as refused:  # a 503 past the work deadline on a busy machine
                        failures.append(str(refused)[:200])

            start, cpu = time.perf_counter(), server_cpu(server.pid)
            threads = [threading.Thread(target=send, args=(k,)) for k in range(2)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            walls.append((time.perf_counter() - start) * 1000)
            cpus.append(server_cpu(server.pid) - cpu)
        if failures:
            sys.exit(f"text sizes: {len(failures)} sheets not answered 200, e.g. {failures[0]}")
        sheets = [json.loads(decoded(*a)) for a in answers]
        contexts = sum(s["contexts"] for s in sheets)
        groups = sum(len(s["groups"]) for s in sheets)
        truncated = {f["path"] for s in sheets for f in s["findings"] if f["kind"] == "truncated"}
        sent = sum(len(a[0]) for a in answers)
        print(f"text sizes: {contexts} contexts in {len(bodies)} compact sheets, {groups} groups, {sent:,} bytes as "
              f"zstd, {len(truncated)} views truncated somewhere; {rounds} rounds, each tree distinct")
        walls.sort()
        print(f"  wall time a round (2 connections): median {statistics.median(walls):.0f} ms, "
              f"min {walls[0]:.0f} ms, max {walls[-1]:.0f} ms; the server's CPU a round: median "
              f"{statistics.median(cpus):.0f} ms, min {min(cpus):.0f} ms")
    finally:
        server.terminate()
        server.communicate(timeout=30)


def main():
    global FORM
    args, encoding = sys.argv[1:], None
    if "--form" in args:
        at = args.index("--form")
        FORM = args[at + 1]
        del args[at:at + 2]
    if "--encoding" in args:
        at = args.index("--encoding")
        encoding = args[at + 1]
        del args[at:at + 2]
    if args[0:1] == ["--text-sizes"]:
        text_sizes(args[1] if len(args) > 1 else ".build/release/layoutd", int(args[2]) if len(args) > 2 else 5)
        return
    if args[0:1] == ["--grid"]:
        sys.stdout.write(grid_body(int(args[1])).decode())
        return
    if args[0:1] == ["--body"]:
        sys.stdout.write(body(int(args[1])).decode())
        return
    if args[0:1] == ["--callgrind"]:
        binary = args[1] if len(args) > 1 else ".build/release/layoutd"
        one, three = instructions(binary, 1, encoding), instructions(binary, 3, encoding)
        print(f"sheet: {(three - one) // 2:,} instructions per request (callgrind: {one:,} for 1, {three:,} for 3)")
        return
    binary = args[0] if len(args) > 0 else ".build/release/layoutd"
    count = int(args[1]) if len(args) > 1 else 21
    server, port = start_server(binary)
    try:
        connection = socket.create_connection(("127.0.0.1", port))
        bodies = [body(n) for n in range(count)]
        client, answers = [], []
        for payload in bodies:
            start = time.perf_counter()
            answers.append(ask(connection, payload, encoding))
            client.append((time.perf_counter() - start) * 1000)
        size, coding = len(answers[-1][0]), answers[-1][1]
        groups = len(json.loads(decoded(*answers[-1]))["groups"])
        connection.close()
    finally:
        server.terminate()
        out = server.communicate(timeout=30)[0]
    durations = [json.loads(line)["durationMs"] for line in out.splitlines()
                 if line.startswith("{") and '"path":"/swiftui/sheet"' in line]
    views = len(json.dumps(grid_view(36)).split('"type"')) - 1
    print(f"sheet: {views} views on {len(devices())} iPhones and iPads x 2 orientations, {groups} groups, "
          f"{count} requests (each tree distinct), answers of {size:,} bytes ({coding or 'plain'})")
    for name, times in (("server (durationMs)", durations), ("client (loopback)", client)):
        times = sorted(times)
        print(f"  {name}: median {statistics.median(times):.1f} ms, p90 {times[int(len(times) * 0.9)]:.1f} ms, "
              f"min {times[0]:.1f} ms, max {times[-1]:.1f} ms")


if __name__ == "__main__":
    main()
