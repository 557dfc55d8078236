"""The cost fuzzer's questions for every route of the route list (`layoutd routes --json`): a GET of the route's
path with a random choice of its query names, each given its example, a value from its choices, a bound or a number
past it, or hostile text (512 bytes, combining marks, a control byte); unknown names; and headers a client writes
(`Accept`, `Accept-Encoding`, `If-None-Match`) with the same kinds of text. A route added to the list is fuzzed
without a change here. A POST-only route is asked with its names as a JSON body.
"""
import json
import os
from urllib.parse import quote

import route_list

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


def question(r, routes):
    """(method, target, headers, body, route path) of one request to a random route."""
    d = r.choice(routes)
    names = [p for p in d["parameters"] if p["location"] in ("query", "body")]
    chosen = r.sample(names, r.randint(0, min(len(names), 6)))
    fields = [(p["name"], value(r, p)) for p in chosen]
    for _ in range(r.choice([0, 0, 1, 3])):
        fields.append((r.choice(["x", "aspct", MARKS[:r.randint(1, 400)], "q" * 64]), "1"))
    path = route_list.fill(d)
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
