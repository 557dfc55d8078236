#!/usr/bin/env python3
"""Attacks on the SwiftUI engine's work budget and the workers' shares (registered in adversarial.py's ATTACKS).

A chain of alternating HStack/VStack, each holding [aspectRatio(1.37) { Rectangle }, the rest of the chain], makes
every level multiply the proposals the views below it are asked. Each attack fails when:
  - swiftui-chains: a depth-30 or depth-34 chain (distinct proposals, so never cached) takes more than 100 ms of the
    server's CPU (user + system, /proc/PID/stat) to be answered or refused (422 over budget, 503 past its deadline);
  - swiftui-chain-batch: a /batch of 17 depth-34 chains (within 64 KiB) takes more than 100 ms of CPU, or is not
    answered 200 with each chain answered or refused (the batch shares one budget), or 503 (its deadline passed);
  - swiftui-chain-share: while 4 connections from 127.0.0.1 ask batches of 16 depth-32 chains back to back, fewer
    than 90 % of a normal client's uncached questions (a list on a worker, from 127.0.0.2, every 0.25 s) answer
    200 within 1 s;
  - swiftui-zstack-memory: two chains ending in 970 empty ZStacks each (about 1,990 views), asked with distinct
    proposals from 6 connections, drive peak RSS past the ceiling;
  - sheet-memory: the largest sheet the answer bound lets through (bisected: every iPad, windows 1x1 ... 1xK, 38
    tap-target boxes with 128-byte ids), asked with distinct ids from 4 connections to a server with 4 workers,
    drives peak RSS past the ceiling, or the next larger one is not refused with a 422 up front;
  - unread-answer: while one address leaves 8 of those answers unread (a 4 KiB receive buffer), fewer than 90 % of
    other addresses' uncached 510 KB lists (one every 0.2 s) answer 200 within 1 s;
  - batch-of-sheets-share: while 4 connections ask batches of 26 distinct sheets, fewer than 90 % of another
    address's uncached lists answer 200 within 1 s, or a batch takes more than twice the sheet's cost model
    (docs/limits.md: 60 ms + 190 ns a unit + 200 ns a request byte) in server CPU.
"""
import json
import os
import socket
import threading
import time

from adversarial_input import share_answered
from adversarial_support import (ATTACK_SECONDS, JSON, Connection, ended, loop, memory_attack, report, start,
                                 status_kib)

CPU_LIMIT_MS = 100


def chain(depth, end=None):
    """`depth` alternating stacks (HStack outermost), each [aspectRatio(1.37) { Rectangle }, the rest]."""
    node = end or {"type": "Rectangle"}
    for level in reversed(range(depth)):
        node = {"type": "HStack" if level % 2 == 0 else "VStack",
                "children": [{"type": "aspectRatio", "ratio": 1.37, "content": {"type": "Rectangle"}}, node]}
    return node


def layout(view, width=393):
    return {"proposal": {"width": width, "height": 852}, "view": view}


def encode(value):
    return json.dumps(value, separators=(",", ":")).encode()


def cpu_ms(pid):
    """The process's CPU time so far (user + system, every thread), in milliseconds."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def timed(proc, conn, path, body):
    """Asks one question; its status, body and the server CPU it took (ms)."""
    before = cpu_ms(proc.pid)
    status, _, answer = conn.ask("POST", path, JSON, body)
    return status, answer, cpu_ms(proc.pid) - before


def swiftui_chains(binary):
    proc, port = start(binary)
    c = Connection(port, timeout=120)
    found = []
    for depth in (30, 34):
        worst, statuses = 0, set()
        for n in range(3):  # three distinct proposals: three uncached layouts
            status, _, took = timed(proc, c, "/swiftui/layout", encode(layout(chain(depth), 393 + n)))
            worst, statuses = max(worst, took), statuses | {status}
        found.append((depth, worst, statuses))
    alive = ended(proc)
    # 503: the deadline passed first (a busy machine starves the niced workers); refused, not computed.
    ok = alive and all(w <= CPU_LIMIT_MS and s <= {200, 422, 503} for _, w, s in found)
    report("swiftui-chains", ok, "; ".join(f"depth {d}: {sorted(s)} in at most {w:.0f} ms CPU" for d, w, s in found)
           + f" (limit {CPU_LIMIT_MS} ms)" + ("" if alive else "; the server DIED"))


def swiftui_chain_batch(binary):
    proc, port = start(binary)
    questions = [{"path": "/swiftui/layout", "body": layout(chain(34), 393 + n)} for n in range(17)]
    body = encode({"questions": questions})
    c = Connection(port, timeout=120)
    status, answer, took = timed(proc, c, "/batch", body)
    inner = [a["status"] for a in json.loads(answer)["answers"]] if status == 200 else []
    alive = ended(proc)
    ok = (alive and status in (200, 503) and len(body) <= 65536 and took <= CPU_LIMIT_MS
          and set(inner) <= {200, 422})
    report("swiftui-chain-batch", ok, f"17 depth-34 chains in {len(body)} bytes: {status}, answers "
           f"{ {s: inner.count(s) for s in sorted(set(inner))} } in {took:.0f} ms CPU (limit {CPU_LIMIT_MS})"
           + ("" if alive else "; the server DIED"))


def swiftui_chain_share(binary):
    def ask(c, n):
        questions = [{"path": "/swiftui/layout", "body": layout(chain(32), 300 + (16 * n + i) % 50000)}
                     for i in range(16)]
        return c.ask("POST", "/batch", JSON, encode({"questions": questions}))[0]
    share_answered(binary, "swiftui-chain-share", ask, 4, lambda n: f"/devices?minWidth=-{n}&limit=5", within=1,
                   interval=0.25)


def swiftui_zstack_memory(port, pid):
    def ask(c, n):
        ends = [{"type": "VStack", "children": [{"type": "ZStack"}] * 970} for _ in range(2)]
        view = {"type": "HStack", "children": [chain(9, ends[0]), chain(9, ends[1])]}
        return c.ask("POST", "/swiftui/layout", JSON, encode(layout(view, 200 + n)))[0]
    return f"answers {loop(port, ATTACK_SECONDS, ask)}"


def sheet_body(windows, tag):
    """Every iPad in windows 1x1 ... 1x`windows`, 38 boxes with tap targets and 128-byte ids carrying `tag`."""
    views = [{"type": "Fixed", "width": 10 + i, "height": 10, "tapTarget": True, "id": f"{tag}-{i}-".ljust(128, "x")}
             for i in range(38)]
    return encode({"family": "ipad", "windows": [f"1x{k}" for k in range(1, windows + 1)],
                   "view": {"type": "VStack", "children": views}})


def largest_sheet(port):
    """The most windows the answer bound lets through, and the status one more window gets (bisected)."""
    c = Connection(port, timeout=60)
    low, high = 0, 256
    while low < high:
        middle = (low + high + 1) // 2
        if c.ask("POST", "/swiftui/sheet", JSON, sheet_body(middle, "probe"))[0] == 200:
            low = middle
        else:
            high = middle - 1
    past = c.ask("POST", "/swiftui/sheet", JSON, sheet_body(low + 1, "probe"))[0] if low < 256 else 422
    c.close()
    return low, past


def sheet_memory(binary):
    proc, port = start(binary, "--workers", "4")
    try:
        windows, past = largest_sheet(port)
        ask = lambda c, n: c.ask("POST", "/swiftui/sheet", JSON + [("Accept-Encoding", "gzip")],
                                 sheet_body(windows, f"m{n}"))[0]
        statuses = loop(port, ATTACK_SECONDS, ask, threads=4)
        alive = proc.poll() is None
        peak = status_kib(proc.pid, "VmHWM") / 1024
    finally:
        ended(proc)
    ok = alive and peak <= 200 and past == 422 and windows > 0 and set(statuses) <= {200, 503}
    report("sheet-memory", ok, f"largest sheet {windows} windows (one more: {past}); 4 connections, 4 workers: "
           f"answers {statuses}, peak RSS {peak:.0f} MiB (ceiling 200)" + ("" if alive else "; the server DIED"))


def unread_answer(binary):
    proc, port = start(binary)
    windows, _ = largest_sheet(port)
    held = []
    for n in range(8):  # ask and never read: each answer waits in the server's queue for this address
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(("127.0.0.1", port))
        body = sheet_body(windows, f"u{n}")
        s.sendall(b"POST /swiftui/sheet HTTP/1.1\r\nHost: layoutd\r\nContent-Type: application/json\r\n"
                  + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        held.append(s)
    time.sleep(1)
    answered, asked = 0, 0
    end = time.monotonic() + ATTACK_SECONDS
    while time.monotonic() < end:
        asked += 1
        began = time.monotonic()
        try:
            c = Connection(port, source=f"127.0.0.{2 + asked % 3}", timeout=1)
            status, _, answer = c.ask("GET", f"/devices?limit=1000&minWidth=-{asked}")
            c.close()
            answered += status == 200 and len(answer) > 400_000 and time.monotonic() - began <= 1
        except (OSError, ConnectionError, ValueError, IndexError):
            pass
        time.sleep(max(0, 0.2 - (time.monotonic() - began)))
    first = held[0].recv(64).split(b"\r\n", 1)[0].decode(errors="replace")
    for s in held:
        s.close()
    alive = ended(proc)
    report("unread-answer", alive and answered >= 0.9 * asked,
           f"8 unread {windows}-window sheets (the first begins {first!r}); other addresses' uncached lists "
           f"answered within 1 s: {answered}/{asked} (need 90 %)" + ("" if alive else "; the server DIED"))


def batch_of_sheets_share(binary):
    proc, port = start(binary)
    items = lambda n: [{"path": "/swiftui/sheet", "body": {"family": "iphone", "view": {"type": "VStack", "children": [
        {"type": "Text", "string": f"Batch {n} item {i}"}, {"type": "Fixed", "width": 200 + i, "height": 44}]}}}
        for i in range(26)]
    c = Connection(port, timeout=30)
    units = lambda: int(next(line.split()[1] for line in c.ask("GET", "/metrics")[2].decode().splitlines()
                             if line.startswith("layoutd_layout_size_requests_total ")))
    worst = 0.0
    for n in range(3):  # alone first: each batch's CPU against the model
        body = encode({"questions": items(-n)})
        before = units()
        status, _, took = timed(proc, c, "/batch", body)
        model = 60 + (190 * (units() - before) + 200 * len(body)) / 1e6
        worst = max(worst, took / model)
    c.close()
    ended(proc)
    ask = lambda c, n: c.ask("POST", "/batch", JSON, encode({"questions": items(n)}))[0]
    share_answered(binary, "batch-of-sheets-share", ask, 4, lambda n: f"/devices?limit=1000&minWidth=-{n}",
                   within=1, interval=0.25)
    report("batch-of-sheets-cost", worst <= 2, f"a batch of 26 sheets alone: at most {worst:.2f} x its cost model "
           "(need at most 2)")


ATTACKS = {
    "swiftui-chains": swiftui_chains,
    "swiftui-chain-batch": swiftui_chain_batch,
    "swiftui-chain-share": swiftui_chain_share,
    "swiftui-zstack-memory": lambda b: memory_attack("swiftui-zstack-memory", b, swiftui_zstack_memory),
    "sheet-memory": sheet_memory,
    "unread-answer": unread_answer,
    "batch-of-sheets-share": batch_of_sheets_share,
}
