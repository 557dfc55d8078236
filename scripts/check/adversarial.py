#!/usr/bin/env python3
"""The adversarial suite: one client tries to take a replica down, and the budgets must hold (docs/limits.md).

Starts the built server as the Kubernetes Deployment runs it (config/layoutd.json, 2 poll threads, 2 workers, JSON
logs) on loopback, once per attack, runs the attack for about ten seconds while sampling the process's memory, and
fails when:
  - peak RSS (VmHWM) passes CEILING_MIB (below the pod's 256 MiB limit) under any memory attack, or evicted answers
    do not give their memory back;
  - under slowloris (header or body trickled on 1,100 connections from 127.0.0.1), fewer than 90 % of a normal
    client's requests (one every 0.5 s, from 127.0.0.2) are answered within 5 s;
  - during heavy batches, unknown device ids of 30,000 characters, the costliest SwiftUI layouts a body can ask, a
    flood of sheets naming 20,480 contexts (also: over 2 ms of server CPU a request) or batches of 26 sheets,
    cached GET /fit p99 exceeds 25 ms or /healthz takes over 1 s;
  - while one address holds as many connections to the metrics port as it is let open, fewer than 90 % of another
    address's scrapes (one every 0.5 s) are a 200 within 1 s (metrics-port-flood);
  - the process dies;
  - the SwiftUI work-budget attacks fail (adversarial_cost.py: deep chains, a batch of them, one address's share of
    the workers, the engine's cache memory).

    python3 scripts/check/adversarial.py BINARY            # every attack (about 270 s)
    python3 scripts/check/adversarial.py BINARY NAME ...   # some attacks (names below)

Every loop is bounded in count and time and sends only to 127.0.0.1/127.0.0.2.
"""
import json
import resource
import socket
import sys
import threading
import time

import adversarial_cost
import adversarial_input
from adversarial_support import (ATTACK_SECONDS, CEILING_MIB, Connection, failures, loop, memory_attack,
                                 probe_during, report, start, status_kib)

BIG_PICTURE = "/tvgrid?columns=100&horizontalSpacing=1&itemHeight=9&minimumVerticalSpacing=1&format=svg"


def accept_encoding(port, pid):
    statuses = loop(port, ATTACK_SECONDS, lambda c, n: c.ask(
        "GET", "/devices?limit=1000", [("Accept-Encoding", f"identity, x-{n}")])[0])
    return f"answers {statuses}"


def distinct_lists(port, pid):
    statuses = loop(port, ATTACK_SECONDS, lambda c, n: c.ask("GET", f"/devices?limit=1000&minWidth=-{n}")[0])
    return f"answers {statuses}"


def eviction_frees(binary):
    """What the cache evicts goes back to the system: 130 whole-catalog lists (~50 MB, past the answers' share),
    then 200 small answers that evict them all by the entry count (--cache-entries 200: one shard, exact LRU)."""
    proc, port = start(binary, "--cache-entries", "200")
    try:
        base = status_kib(proc.pid, "VmRSS") / 1024
        c = Connection(port)
        for n in range(130):
            c.ask("GET", f"/devices?limit=1000&minWidth=-{n}")
        full = status_kib(proc.pid, "VmRSS") / 1024
        for n in range(200):
            c.ask("GET", f"/fit?container={1000 + n}x500&aspectRatio=4:3")
        c.close()
        after = status_kib(proc.pid, "VmRSS") / 1024
    finally:
        proc.terminate()
        proc.wait()
    ok = full - base > 20 and after - base < 0.5 * (full - base)
    report("eviction-frees", ok, f"RSS {base:.0f} MiB at start, {full:.0f} MiB with 130 lists cached, {after:.0f} MiB "
           "once 200 small answers evicted them (must give back at least half of the growth)")


def picture_zooms(port, pid):
    statuses = loop(port, ATTACK_SECONDS, lambda c, n: c.ask("GET", f"{BIG_PICTURE}&zoom={1 + n / 100000}")[0])
    return f"answers {statuses}"


def batch_slow_readers(port, pid):
    questions = [{"path": "/devices", "query": {"limit": 1000, "minWidth": -i}} for i in range(256)]
    body = json.dumps({"questions": questions}).encode()
    held = []
    for _ in range(4):  # send the batch and read nothing
        s = socket.create_connection(("127.0.0.1", port), timeout=10)
        s.sendall(b"POST /batch HTTP/1.1\r\nHost: layoutd\r\nContent-Type: application/json\r\nAccept-Encoding: "
                  b"gzip\r\n"
                  + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        held.append(s)
    time.sleep(ATTACK_SECONDS)
    first = held[0].recv(4096).split(b"\r\n", 1)[0].decode(errors="replace")
    for s in held:
        s.close()
    return f"4 readers holding the answer; it begins {first!r}"


def slowloris(binary, body):
    proc, port = start(binary)
    stop = time.monotonic() + 14
    prefix = (b"POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"
              if body else b"GET /fit?container=852x393&aspectRatio=21:9 HTTP/1.1\r\nHost: x\r\n")

    def trickler(count):
        socks = []
        while time.monotonic() < stop:
            while len(socks) < count and time.monotonic() < stop:
                try:
                    s = socket.create_connection(("127.0.0.1", port), timeout=2)
                    s.sendall(prefix)
                    socks.append(s)
                except OSError:
                    time.sleep(0.05)
                    break
            for s in list(socks):
                try:
                    s.sendall(b" " if body else b"X")
                except OSError:
                    socks.remove(s)
                    s.close()
            time.sleep(min(5, max(0, stop - time.monotonic())))
        for s in socks:
            s.close()

    attackers = [threading.Thread(target=trickler, args=(110,)) for _ in range(10)]
    for a in attackers:
        a.start()
    time.sleep(2)
    answered, asked = 0, 0
    while time.monotonic() < stop - 1:
        asked += 1
        began = time.monotonic()
        try:
            c = Connection(port, source="127.0.0.2", timeout=5)
            status, _, _ = c.ask("GET", "/fit?container=852x393&aspectRatio=16:9")
            c.close()
            if status == 200 and time.monotonic() - began <= 5:
                answered += 1
        except (OSError, ConnectionError, ValueError):
            pass
        time.sleep(max(0, 0.5 - (time.monotonic() - began)))
    for a in attackers:
        a.join()
    alive = proc.poll() is None
    proc.terminate()
    proc.wait()
    ok = alive and answered >= 0.9 * asked
    report("slowloris-body" if body else "slowloris-headers", ok,
           f"normal client answered within 5 s: {answered}/{asked}" + ("" if alive else "; the server DIED"))


def heavy_batches(binary):
    def ask(c, n):
        questions = [{"path": "/devices", "query": {"limit": 1000, "minWidth": -(n * 1000 + i)}} for i in range(256)]
        body = json.dumps({"questions": questions}).encode()
        return c.ask("POST", "/batch", [("Content-Type", "application/json")], body)[0]
    probe_during(binary, "heavy-batches", ask, threads=4)


def long_unknown_ids(binary):
    """15,000-character unknown device ids (within the 16 KiB pool): each is a 404, computed on a poll thread."""
    probe_during(binary, "long-unknown-ids", lambda c, n: c.ask("GET", f"/devices/{n}{'x' * 15000}")[0], threads=2)


def swiftui_trees(port, pid):
    """Distinct 2,000-view SwiftUI trees (each answer about 400 KB, cached): the cache's byte share holds."""
    def ask(c, n):
        leaves = ",".join(['{"type":"Color"}'] * 1999)
        body = (f'{{"proposal":{{"width":393,"height":852}},'
                f'"view":{{"type":"VStack","id":"t{n}","children":[{leaves}]}}}}')
        return c.ask("POST", "/swiftui/layout", [("Content-Type", "application/json")], body.encode())[0]
    statuses = loop(port, ATTACK_SECONDS, ask)
    return f"answers {statuses}"


def swiftui_wide_stacks(binary):
    """The costliest layout a 64 KiB body can ask (an HStack of 950 frames, least flexible last, so the stack's
    insertion sort does the most work): the layouts run on the workers, and cached answers stay fast."""
    def ask(c, n):
        kids = ",".join(f'{{"type":"flexibleFrame","maxWidth":{2000 - i},"content":{{"type":"Color"}}}}'
                        for i in range(950))
        body = (f'{{"proposal":{{"width":{393 + n % 1000},"height":852}},'
                f'"view":{{"type":"HStack","children":[{kids}]}}}}')
        return c.ask("POST", "/swiftui/layout", [("Content-Type", "application/json")], body.encode())[0]
    probe_during(binary, "swiftui-wide-stacks", ask, threads=4)


def sheet_window_flood(binary):
    """A 2.6 KB sheet naming 20,480 contexts (every iPad, both orientations, 256 windows each too big), from 16
    connections: read on the poll thread without expanding, refused with a 422 on a worker before any is hosted;
    cached answers stay fast, and the server spends under 2 ms a request."""
    windows = ",".join(f'"{90000 + i}x{90000 + i}"' for i in range(1, 257))

    def ask(c, n):
        body = (f'{{"family":"ipad","orientations":["portrait","landscape"],"windows":[{windows}],'
                f'"view":{{"type":"Rectangle","id":"f{n}"}}}}')
        return c.ask("POST", "/swiftui/sheet", [("Content-Type", "application/json")], body.encode())[0]
    probe_during(binary, "sheet-window-flood", ask, threads=16, cpu_ms=2)


def batch_of_sheets(binary):
    """Batches of 26 distinct small sheets (every iPhone, a Text and a few boxes each) from 4 connections: the
    sheets share the batch's one work budget, hostings and answer bytes included, so the batch ends within it."""
    def ask(c, n):
        items = [{"path": "/swiftui/sheet", "body": {"family": "iphone", "view": {"type": "VStack", "children": [
            {"type": "Text", "string": f"Batch {n} item {i}"}, {"type": "Fixed", "width": 200 + i, "height": 44}]}}}
            for i in range(26)]
        body = json.dumps({"questions": items}).encode()
        return c.ask("POST", "/batch", [("Content-Type", "application/json")], body)[0]
    probe_during(binary, "batch-of-sheets", ask, threads=4)


def metrics_port_flood(binary):
    proc, _ = start(binary, "--metrics-port", "0")
    deadline = time.monotonic() + 5
    while proc.metrics_port is None and time.monotonic() < deadline:
        time.sleep(0.05)
    port, held = proc.metrics_port, []
    for _ in range(120):  # more than the metrics port's whole connection limit, each a request's first line
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=2, source_address=("127.0.0.1", 0))
            s.sendall(b"GET /metrics HTTP/1.1\r\nHost: layoutd\r\n")
            held.append(s)
        except OSError:
            break
    answered, asked = 0, 0
    end = time.monotonic() + ATTACK_SECONDS
    while time.monotonic() < end:
        asked += 1
        began = time.monotonic()
        try:
            c = Connection(port, source="127.0.0.2", timeout=1)
            status = c.ask("GET", "/metrics")[0]
            c.close()
            answered += status == 200 and time.monotonic() - began <= 1
        except (OSError, ConnectionError, ValueError, IndexError):
            pass
        time.sleep(max(0, 0.5 - (time.monotonic() - began)))
    for s in held:
        s.close()
    alive = proc.poll() is None
    proc.terminate()
    proc.wait()
    report("metrics-port-flood", alive and answered >= 0.9 * asked,
           f"{len(held)} connections opened from one address; another's scrapes answered within 1 s: "
           f"{answered}/{asked} (need 90 %)" + ("" if alive else "; the server DIED"))


ATTACKS = {
    "accept-encoding": lambda b: memory_attack("accept-encoding", b, accept_encoding),
    "distinct-lists": lambda b: memory_attack("distinct-lists", b, distinct_lists),
    "eviction-frees": eviction_frees,
    "picture-zooms": lambda b: memory_attack("picture-zooms", b, picture_zooms),
    "batch-slow-readers": lambda b: memory_attack("batch-slow-readers", b, batch_slow_readers),
    "slowloris-headers": lambda b: slowloris(b, body=False),
    "slowloris-body": lambda b: slowloris(b, body=True),
    "heavy-batches": heavy_batches,
    "long-unknown-ids": long_unknown_ids,
    "swiftui-trees": lambda b: memory_attack("swiftui-trees", b, swiftui_trees),
    "swiftui-wide-stacks": swiftui_wide_stacks,
    "sheet-window-flood": sheet_window_flood,
    "batch-of-sheets": batch_of_sheets,
    "metrics-port-flood": metrics_port_flood,
    **adversarial_input.ATTACKS,
    **adversarial_cost.ATTACKS,
}


# Attacks that mostly wait (trickled bytes, answers nobody reads): little CPU, so they run at the same time, each
# against its own server; the others run one after another, alone.
WAITING = ("slowloris-headers", "slowloris-body", "batch-slow-readers")


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        raise SystemExit(__doc__ + "\nattacks: " + ", ".join(ATTACKS))
    unknown = [name for name in sys.argv[2:] if name not in ATTACKS]
    if unknown:
        raise SystemExit(f"adversarial: no attack named {', '.join(unknown)}; attacks: {', '.join(ATTACKS)}")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    # 1,100 sockets per slowloris attack here (two at once), as many in each server.
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    names = sys.argv[2:] or list(ATTACKS)
    began = time.monotonic()
    waiting = [threading.Thread(target=ATTACKS[name], args=(sys.argv[1],)) for name in names if name in WAITING]
    for attack in waiting:
        attack.start()
    for attack in waiting:
        attack.join()
    for name in names:
        if name not in WAITING:
            ATTACKS[name](sys.argv[1])
    print(f"adversarial: {len(names) - len(failures)} passed, {len(failures)} failed "
          f"in {time.monotonic() - began:.0f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
