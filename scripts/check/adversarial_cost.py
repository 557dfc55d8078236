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
    proposals from 6 connections, drive peak RSS past the ceiling.
"""
import json
import os

from adversarial_input import share_answered
from adversarial_support import ATTACK_SECONDS, Connection, loop, memory_attack, report, start

JSON = [("Content-Type", "application/json")]
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


def ended(proc):
    alive = proc.poll() is None
    proc.terminate()
    proc.wait()
    return alive


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


ATTACKS = {
    "swiftui-chains": swiftui_chains,
    "swiftui-chain-batch": swiftui_chain_batch,
    "swiftui-chain-share": swiftui_chain_share,
    "swiftui-zstack-memory": lambda b: memory_attack("swiftui-zstack-memory", b, swiftui_zstack_memory),
}
