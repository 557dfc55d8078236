#!/usr/bin/env python3
"""The cost fuzzer: every route of the route list, SwiftUI view trees and batches, for a bounded time, against the
release binary.

Half the requests are route_question's: a random route of `layoutd routes --json` with random names, values at and past
their bounds, hostile text in values, names, the path and headers. They are held to the same model (their units are
0), CPU read to the nanosecond, and the costliest question of each route is printed with its CPU.

Replays the seeds in Fuzz/cost-seeds/ first (the costliest inputs found so far), then generates trees within the
request limits (64 KiB, 64 levels, 2,000 views) in random and adversarial shapes: alternating stack chains over
aspect ratios, deep modifier nesting, flexible frames, wide stacks sorted the longest way, ViewThatFits over chains,
grids and lazy grids, chains ending in many empty ZStacks, contact sheets (trees on a family, window floods, long ids
in many windows), and batches of chains and of sheets. For each request it reads the
engine's work (`layoutd_layout_size_requests_total` on /metrics, in the work budget's units) and the server's CPU
(user + system from /proc/PID/stat) before and after, and fails when one request
  - spends more units than the work budget (262,144: docs/limits.md), the model's instruction-independent bound;
  - takes more CPU than the model allows with a wide margin: 60 ms + 4 × (190 ns a unit + 200 ns a body byte);
  - is answered anything but 200, 400, 413, 422 or 503, or the server dies.

    python3 scripts/check/cost-fuzz.py BINARY                 # 45 s (a step of scripts/test.sh --deep)
    python3 scripts/check/cost-fuzz.py BINARY --seconds 300 --save 5 --seed 7
                                                              # keep the 5 costliest new inputs as seeds
"""
import argparse
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))
from adversarial_cost import chain, encode  # noqa: E402
from adversarial_support import ROOT, Connection, start  # noqa: E402

# The cost fuzzer's questions for every route of the route list (`layoutd routes --json`): a GET of the route's
# path with a random choice of its query names, each given its example, a value from its choices, a bound or a number
# past it, or hostile text (512 bytes, combining marks, a control byte); unknown names; and headers a client writes
# (`Accept`, `Accept-Encoding`, `If-None-Match`) with the same kinds of text. A route added to the list is fuzzed
# without a change here. A POST-only route is asked with its names as a JSON body.
MARKS = "a" + "\u0301\u0316" * 1200
HOSTILE = [MARKS, "x" * 512, "\u212a" * 100, "%00", "-0", "1e308", "NaN", "0x1p3", "9" * 40, "", " ", "a,b;c=d"]
ACCEPTS = ["*/*", "image/svg+xml", "application/json;q=0", "text/css", "application/design-tokens+json", MARKS,
           ",".join(["a/b;q=0.5"] * 300)]
ENCODINGS = ["gzip", "identity", "gzip;q=0, *", MARKS, ",".join(["x"] * 1000)]


def value(r, p):
    """A value for parameter `p`: its example, a choice, a bound, just past one, or hostile text."""
    kind = r.randrange(6)
    if kind == 0 or (kind == 1 and not p.get("values")):
        return p.get("example") or "1"
    if kind == 1:
        return r.choice(p["values"])
    if kind in (2, 3) and (p.get("minimum") is not None or p.get("maximum") is not None):
        bound = r.choice([b for b in (p.get("minimum"), p.get("maximum")) if b is not None])
        step = 0 if kind == 2 else r.choice([-1, 1]) * (1 if p.get("type") == "integer" else 1e-9)
        return str(bound + step)
    return r.choice(HOSTILE)


def filled(descriptor):
    """A route's pattern with each placeholder replaced by its example: /devices/{id} → /devices/iphone-16-pro."""
    examples = {p["name"]: p["example"] for p in descriptor["parameters"] if p["location"] == "path"}
    return "/".join(examples.get(part[1:-1], "x") if part.startswith("{") and part.endswith("}") else part
                    for part in descriptor["path"].split("/"))


def route_question(r, routes):
    """(method, target, headers, body, route path) of one request to a random route."""
    d = r.choice(routes)
    names = [p for p in d["parameters"] if p["location"] in ("query", "body")]
    chosen = r.sample(names, r.randint(0, min(len(names), 6)))
    fields = [(p["name"], value(r, p)) for p in chosen]
    for _ in range(r.choice([0, 0, 1, 3])):
        fields.append((r.choice(["x", "aspct", MARKS[:r.randint(1, 400)], "q" * 64]), "1"))
    path = filled(d)
    if r.random() < 0.1:
        path = path.rsplit("/", 1)[0] + "/" + quote(r.choice(HOSTILE)[:600], safe="")
    headers = []
    if r.random() < 0.5:
        headers.append(("Accept", r.choice(ACCEPTS)))
    if r.random() < 0.3:
        headers.append(("Accept-Encoding", r.choice(ENCODINGS)))
    if r.random() < 0.2:
        headers.append(("If-None-Match", r.choice(['"abc"', "*", MARKS, ", ".join(['W/"x"'] * 400)])))
    if "GET" in d["methods"]:
        query = "&".join(f"{quote(n, safe='')}={quote(v, safe=':,')}" for n, v in fields)
        return "GET", path + ("?" + query if query else ""), headers, b"", d["path"]
    body = json.dumps(dict(fields), ensure_ascii=False).encode()
    return "POST", path, headers + [("Content-Type", "application/json")], body, d["path"]


def cpu_ms(pid):
    """The process's CPU time so far in milliseconds, to the nanosecond: every thread's run time from
    /proc/PID/task/*/schedstat (/proc/PID/stat counts 10 ms ticks, too coarse for one small request)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass  # a thread that ended between the listing and the read
    return total / 1e6


SEEDS = ROOT / "Fuzz/cost-seeds"
BUDGET_UNITS = 1 << 18
NS_PER_UNIT, NS_PER_BYTE, FIXED_MS, MARGIN = 190, 200, 60, 4
MAX_BODY = 65536
JSON = [("Content-Type", "application/json")]


WORDS = ["Settings", "Größe", "שלום", "مرحبا", "office", "AVATAR", "é\u0301", "\u202e", "Typewriter", "1234"]


def text(r):
    """A Text of fresh words (each string new to the shaped-run cache), up to 4 KB, in a random style."""
    words = [r.choice(WORDS) + str(r.randrange(10 ** 6)) for _ in range(r.choice([1, 3, 20, 200, 500]))]
    body = " ".join(words).encode()[:4000].decode("utf-8", "ignore")
    node = {"type": "Text", "string": body,
            "font": r.choice(["body", "largeTitle", "caption2", {"size": r.choice([1, 17, 999]), "weight": "bold"}])}
    if r.random() < 0.3:
        node["lineLimit"] = r.choice([1, 2, 1000])
    if r.random() < 0.3:
        node["minimumScaleFactor"] = r.choice([0.01, 0.5, 1])
    return node


def leaf(r):
    return r.choice([{"type": "Rectangle"}, {"type": "Color"}, {"type": "Circle"},
                     {"type": "Fixed", "width": r.randint(0, 400), "height": r.randint(0, 400)},
                     {"type": "Spacer"}, {"type": "Image", "width": 30, "height": 20, "resizable": True},
                     text(r)])


def modifier(r, content):
    kind = r.randrange(7)
    if kind == 0:
        return {"type": "aspectRatio", "ratio": r.choice([None, 0.5, 1, 1.37, 1.618, 3]),
                "contentMode": r.choice(["fit", "fill"]), "content": content}
    if kind == 1:
        return {"type": "padding", "length": r.choice([-3, 0, 4, 16]), "content": content}
    if kind == 2:
        return {"type": "flexibleFrame", "minWidth": r.choice([None, 0, 20]),
                "maxWidth": r.choice([None, 100, "infinity"]), "minHeight": r.choice([None, 10]),
                "maxHeight": r.choice([None, 300, "infinity"]), "content": content}
    if kind == 3:
        return {"type": "frame", "width": r.choice([None, 50, 120]), "content": content}
    if kind == 4:
        return {"type": "fixedSize", "horizontal": r.random() < 0.5, "content": content}
    if kind == 5:
        return {"type": "layoutPriority", "value": r.choice([-1, 0, 1, 2]), "content": content}
    return {"type": "offset", "x": r.randint(-50, 50), "y": 0, "content": content}


def random_tree(r, depth, views):
    """A random tree of at most `views[0]` views (decremented as it grows), `depth` levels below."""
    views[0] -= 1
    if depth == 0 or views[0] <= 1 or r.random() < 0.2:
        return leaf(r)
    kind = r.randrange(5)
    if kind < 2:
        return modifier(r, random_tree(r, depth - 1, views))
    count = r.randint(1, 6 if kind == 4 else 4)
    children = [random_tree(r, depth - 1, views) for _ in range(count) if views[0] > 1]
    if kind == 2:
        return {"type": r.choice(["HStack", "VStack"]), "spacing": r.choice([None, 0, 8]), "children": children}
    if kind == 3:  # a ZStack or one of the custom layouts (each child's ideal size and one more proposal)
        return {"type": r.choice(["ZStack", "EqualWidthHStack", "EqualWidthVStack", "RadialLayout", "FlowLayout"]),
                "children": children}
    return {"type": "ViewThatFits", "axes": r.choice(["horizontal", "vertical", "both"]), "children": children}


def modifier_chain(r, depth):
    node = leaf(r)
    for _ in range(depth):
        node = modifier(r, node)
    return node


def wide_stack(r, count):
    kids = [{"type": "flexibleFrame", "maxWidth": 2000 - i, "content": {"type": "Color"}} for i in range(count)]
    return {"type": r.choice(["HStack", "VStack"]), "children": kids}


def grid(r):
    if r.random() < 0.5:
        cells = lambda: [{"type": "Fixed", "width": r.randint(1, 90), "height": r.randint(1, 40)}
                         for _ in range(r.randint(1, 12))]
        rows = [{"type": "GridRow", "children": cells()} for _ in range(r.randint(1, 60))]
        return {"type": "Grid", "children": rows}
    columns = [{"size": r.choice(["flexible", {"fixed": 40}, {"adaptive": {"minimum": 20, "maximum": "infinity"}}])}
               for _ in range(r.randint(1, 8))]
    return {"type": "LazyVGrid", "columns": columns,
            "children": [random_tree(r, 3, [6]) for _ in range(r.randint(1, 300))]}


def shape(r):
    """One tree in a random or adversarial shape."""
    kind = r.randrange(8)
    if kind == 0:
        return chain(r.randint(8, 62))
    if kind == 1:
        ends = [{"type": "VStack", "children": [{"type": "ZStack"}] * r.randint(100, 960)} for _ in range(2)]
        depth = r.randint(3, 9)
        return {"type": "HStack", "children": [chain(depth, ends[0]), chain(depth, ends[1])]}
    if kind == 2:
        return modifier_chain(r, r.randint(10, 63))
    if kind == 3:
        return wide_stack(r, r.randint(50, 950))
    if kind == 4:
        return {"type": "ViewThatFits", "children": [chain(r.randint(8, 40)) for _ in range(r.randint(2, 8))]}
    if kind == 5:
        return grid(r)
    if kind == 6:
        return chain(r.randint(4, 30), random_tree(r, 20, [r.randint(50, 1800)]))
    return random_tree(r, 63, [r.randint(10, 2000)])


def sheet(r):
    """A contact sheet's body: a tree on a family, a window flood (up to 256 window sizes, some too big, in both
    orientations), or boxes with tap targets and long ids in many windows (the answer's bound at its largest)."""
    ask = r.choice([{"family": "iphone"}, {"family": "ipad"}, {"all": True}])
    kind = r.randrange(3)
    if kind == 0:
        return {**ask, "view": random_tree(r, 20, [r.choice([50, 200, 400])])}
    windows = [f"{r.randint(1, 1400 if kind == 2 else 99_999)}x{r.randint(1, 1400)}" for _ in range(r.randint(1, 256))]
    if kind == 1:
        return {"family": "ipad", "orientations": ["portrait", "landscape"], "windows": windows,
                "view": {"type": "Rectangle"}}
    views = [{"type": "Fixed", "width": r.randint(1, 60), "height": 10, "tapTarget": True,
              "id": f"{i}-".ljust(r.randint(1, 128), r.choice("x\"<&"))} for i in range(r.randint(1, 40))]
    return {"family": "ipad", "windows": windows, "view": {"type": "VStack", "children": views}}


def question(r):
    """(path, body) of one generated request: a layout, a contact sheet, or a batch of layouts or sheets within
    64 KiB."""
    proposal = {"width": r.choice([0, 1, 320, 393, 1024, None, "infinity"]),
                "height": r.choice([0, 852, 10000, None])}
    if r.random() < 0.2:
        questions, size, sheets = [], 20, r.random() < 0.4
        for _ in range(r.randint(2, 64)):
            item = ({"path": "/swiftui/sheet", "body": sheet(r)} if sheets else
                    {"path": "/swiftui/layout", "body": {"proposal": {"width": r.randint(1, 2000), "height": 852},
                                                         "view": chain(r.randint(8, 40))}})
            size += len(encode(item)) + 1
            if size > MAX_BODY:
                break
            questions.append(item)
        return "/batch", {"questions": questions}
    if r.random() < 0.2:
        return "/swiftui/sheet", sheet(r)
    return "/swiftui/layout", {"proposal": proposal, "view": shape(r)}


class Server:
    def __init__(self, binary):
        self.binary = binary
        self.proc, self.port = start(binary)
        self.conn = Connection(self.port, timeout=30)

    def units(self):
        try:
            text = self.conn.ask("GET", "/metrics")[2].decode()
        except (OSError, ConnectionError, ValueError, IndexError):
            self.conn = Connection(self.port, timeout=30)  # closed after a refused request: a new connection
            text = self.conn.ask("GET", "/metrics")[2].decode()
        return int(re.search(r"^layoutd_layout_size_requests_total (\d+)", text, re.M).group(1))

    def measure(self, path, body, method="POST", headers=JSON):
        """The status, the units spent and the CPU (ms) one request took."""
        units, cpu = self.units(), cpu_ms(self.proc.pid)
        try:
            status = self.conn.ask(method, path, headers, body)[0]
        except (OSError, ConnectionError, ValueError, IndexError):
            # The server closed the connection without an answer (libmicrohttpd does past its limits): a new one.
            status = 0
            self.conn = Connection(self.port, timeout=30)
        return status, self.units() - units, cpu_ms(self.proc.pid) - cpu

    def stop(self):
        alive = self.proc.poll() is None
        self.proc.terminate()
        self.proc.wait()
        return alive


def self_died(server):
    return server.proc.poll() is not None


def allowed_ms(units, size):
    return FIXED_MS + MARGIN * (units * NS_PER_UNIT + size * NS_PER_BYTE) / 1e6


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=float, default=45)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--save", type=int, default=0, help="keep this many of the costliest new inputs as seeds")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 32)
    r = random.Random(seed)
    server = Server(args.binary)
    # The route list as the binary prints it: every endpoint's descriptor, sorted by path.
    routes = json.loads(subprocess.run([args.binary, "routes", "--json"], check=True, capture_output=True,
                                       text=True).stdout)
    failures, found, asked, worst = [], [], 0, {}
    seeds = sorted(SEEDS.glob("*.json"))
    began = time.monotonic()
    inputs = ((p.name, *json.loads(p.read_text()).values()) for p in seeds)
    try:
        while True:
            item = next(inputs, None)
            if item is None:
                if time.monotonic() - began >= args.seconds:
                    break
                if r.random() < 0.5:
                    method, target, headers, body, route = route_question(r, routes)
                    size = len(target) + sum(len(k) + len(v) for k, v in headers) + len(body)
                    status, units, cpu = server.measure(target, body, method, headers)
                    asked += 1
                    worst[route] = max(worst.get(route, (0, "")), (cpu, f"{method} {target[:70]}"))
                    if cpu > allowed_ms(units, size) or (status >= 500 and status != 503) or self_died(server):
                        failures.append((route, target[:200], size, [f"{cpu:.0f} ms CPU, status {status}"], None))
                    continue
                item = ("generated", *question(r))
            name, path, value = item
            body = encode(value)
            if len(body) > MAX_BODY:
                continue
            status, units, cpu = server.measure(path, body)
            asked += 1
            found.append((units, cpu, name, path, value))
            worst[path] = max(worst.get(path, (0, "")), (cpu, f"POST {path} ({len(body)} bytes)"))
            problems = []
            if units > BUDGET_UNITS:
                problems.append(f"{units} units > budget {BUDGET_UNITS}")
            if cpu > allowed_ms(units, len(body)):
                problems.append(f"{cpu:.0f} ms CPU > model {allowed_ms(units, len(body)):.0f} ms")
            if status not in (200, 400, 413, 422, 503):
                problems.append(f"status {status}")
            if problems:
                failures.append((name, path, len(body), problems, value))
    except (OSError, ConnectionError) as error:
        failures.append(("connection", "", 0, [str(error)], None))
    alive = server.stop()
    by_cpu = sorted(found, key=lambda f: f[1], reverse=True)[:3]
    found.sort(key=lambda f: (f[0], f[1]), reverse=True)
    print("  the costliest by units, then by CPU:")
    for units, cpu, name, path, value in found[:5] + by_cpu:
        print(f"  {name:22} {path:16} {units:>7} units {cpu:5.0f} ms CPU {len(encode(value)):>6} bytes "
              f"{json.dumps(value)[:60]}")
    print("  the costliest question of each route asked (server CPU, ms):")
    for route, (cpu, what) in sorted(worst.items()):
        print(f"  {route:22} {cpu:7.2f} ms  {what}")
    if args.save:
        SEEDS.mkdir(parents=True, exist_ok=True)
        for units, _, name, path, value in [f for f in found if f[2] == "generated"][:args.save]:
            text = json.dumps({"path": path, "body": value}, separators=(",", ":"))
            (SEEDS / f"{hashlib.sha256(text.encode()).hexdigest()[:16]}.json").write_text(text + "\n")
    for name, path, size, problems, value in failures[:5]:
        print(f"FAIL {name} {path} ({size} bytes): {'; '.join(problems)}")
        if value is not None:
            print("     " + json.dumps({"path": path, "body": value}, separators=(",", ":"))[:400])
    print(f"cost fuzz: {asked} requests ({len(seeds)} seeds) in {time.monotonic() - began:.0f} s, seed {seed}: "
          f"{len(failures)} over the model" + ("" if alive else "; the server DIED"))
    sys.exit(1 if failures or not alive else 0)


if __name__ == "__main__":
    main()
