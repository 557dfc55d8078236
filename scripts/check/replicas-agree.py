#!/usr/bin/env python3
"""Two layoutd processes give byte-identical answers and ETags on every route, SVG pictures and CSS included
(scripts/test.sh runs this).

Replicas behind a load balancer must agree, or a conditional request that reaches another replica misses and a
shared HTTP cache stores two answers for one question. Swift seeds its hashing per process, so anything written in
a dictionary's order would differ between processes; this asks every route, every device and every group of two
fresh processes and compares bodies and ETags. The routes come from the binary's own list (`layoutd routes --json`,
scripts/check/route_list.py): every GET route is asked with its placeholders filled and with each name's example,
every POST-only route with its members' examples, besides the richer questions below.

    python3 scripts/check/replicas-agree.py .build/debug/layoutd
"""
import json
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import route_list


def start(binary):
    process = subprocess.Popen([binary, "--port", "0", "--log-level", "info"], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 20
    while time.time() < deadline:
        line = process.stdout.readline()
        match = re.search(r"listening on http://[^:]+:(\d+)", line or "")
        if match:
            # Keep reading its log (an access line per request) so a full pipe never blocks the server.
            threading.Thread(target=lambda: [None for _ in process.stdout], daemon=True).start()
            return process, int(match.group(1))
    process.kill()
    sys.exit("replicas-agree: the server did not start")


def fetch(port, path, body=None):
    """GET `path`, or POST `body` (a JSON value) to it."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}",
                                     data=None if body is None else json.dumps(body).encode(),
                                     headers={} if body is None else {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read(), response.headers.get("ETag")
    except urllib.error.HTTPError as error:
        return error.code, error.read(), error.headers.get("ETag")


# Routes whose answers are per process by design, so they are not compared.
NOT_COMPARED = {"/metrics": "per-process counters, gauges and timings"}


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/layoutd"
    (a, port_a), (b, port_b) = start(binary), start(binary)
    try:
        routes = route_list.load(binary)
        paths = [q for r in routes if r["path"] not in NOT_COMPARED for q in route_list.example_questions(r)]
        paths += ["/tvgrid?columns=5&itemHeight=180&focusedScale=1.1&itemCount=20",
                  "/fit?container=852x393&aspectRatio=21:9", "/fit?semantics=swiftui&proposalWidth=300&aspectRatio=1.5",
                  "/alignment?frame=0,0,130,130&alignmentRectInsets=0,0,30,30&scale=3",
                  "/sizeclass?window=660x1000&idiom=pad", "/problems/not-found", "/fit?aspct=1", "/devices/nope"]
        devices = json.loads(fetch(port_a, "/devices?fields=id&limit=1000")[1])["devices"]
        groups = json.loads(fetch(port_a, "/devices/groups")[1])["groups"]
        for d in devices:
            paths += [f"/devices/{d['id']}", f"/sizeclass?device={d['id']}", f"/fit?device={d['id']}&aspectRatio=16:9",
                      f"/devices/{d['id']}?format=svg", f"/devices/{d['id']}/css", f"/devices/{d['id']}/tokens"]
        paths += ["/devices.css", "/devices.tokens.json", "/devices.tokens.json?family=iphone&dimensions=object",
                  "/devices/iphone-16-pro?fields=id,screen,safeAreaInsets",
                  "/tvgrid?columns=5&itemHeight=180&focusedScale=1.1&titleHeight=40&format=svg&zoom=0.5",
                  "/fit?device=iphone-16-pro&orientation=landscape&region=aspectFitGuide&aspectRatio=21:9&format=svg",
                  "/fit?container=1000x500&content=640x480&mode=fill&scale=3&format=svg&zoom=16",
                  "/alignment?alignmentRect=10,10,24,30&scale=3&format=svg&zoom=4"]
        paths += [f"/devices/groups/{g['id']}" for g in groups] + [f"/devices/{g['id']}" for g in groups]
        # POST-only routes: (path, body), each asked of both; a route's own question is its object members (the
        # view, the proposal, the lists of a sheet) at their examples, the options left at their defaults.
        objc = {"type": "HStack", "spacing": 0, "children": [
            {"type": "flexibleFrame", "maxWidth": 100, "content": {"type": "Rectangle", "id": "a"}},
            {"type": "flexibleFrame", "minWidth": 100, "content": {"type": "Circle", "id": "b"}}]}
        posted = [(r["path"], {p["name"]: json.loads(p["example"])
                               for p in r["parameters"] if p["location"] == "body" and p["type"] == "object"})
                  for r in routes if "GET" not in r["methods"]]
        posted += [("/swiftui/layout", {"proposal": {"width": 150, "height": 100}, "view": objc}),
                  ("/swiftui/layout", {"device": "iphone-16-pro", "region": "safeArea", "view": objc}),
                  ("/swiftui/layout", {"proposal": {"width": 150, "height": 100}, "view": objc, "format": "svg"}),
                  ("/swiftui/layout",
                   {"proposal": {}, "view": {"type": "VStack", "children": [{"type": "Rectangel"}]}})]
        differing = [p for p in paths if fetch(port_a, p) != fetch(port_b, p)]
        differing += [f"POST {p} {json.dumps(b)[:60]}" for p, b in posted if fetch(port_a, p, b) != fetch(port_b, p, b)]
        if differing:
            for p in differing[:10]:
                print(f"differs: {p}", file=sys.stderr)
            sys.exit(f"replicas-agree: {len(differing)} of {len(paths) + len(posted)} answers differ between two "
                     f"processes")
        print(f"replicas agree: {len(paths) + len(posted)} answers byte-identical with identical ETags across two "
              f"processes")
    finally:
        for process in (a, b):
            process.terminate()
            process.wait(timeout=20)


if __name__ == "__main__":
    main()
