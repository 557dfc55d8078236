#!/usr/bin/env python3
"""Attacks through what a client writes (every value a client controls is bounded): methods, long values, many
unknown names, Unicode spellings and overflowing numbers. Registered in adversarial.py's ATTACKS; each fails when:
  - hostile-methods: peak RSS passes the ceiling after 3,000 distinct 30 KB methods, /metrics is not a 200 within
    1 s and under 1 MB, or prometheus_client cannot parse it after methods holding a backslash, a quote and a
    control byte;
  - method-echo: the 405 for a 30 KB method, or its access-log line, passes 4 KiB;
  - long-identifiers: peak RSS passes the ceiling under 10,000 distinct 30 KB `/devices?identifier=` values;
  - unknown-names: while 16 connections post 64 KiB bodies of 5,000 unknown names, fewer than 90 % of /healthz probes
    from another address answer within 1 s;
  - long-q: while 18 connections ask `/devices?q=<distinct 30 KB>`, fewer than 90 % of a normal uncached list from
    another address answer within 5 s;
  - string-identity: two canonically equivalent spellings (é as U+00E9 and e + U+0301; the Kelvin sign and K) are not
    each answered with the answer its own bytes get from a fresh server (one asked in the other order);
  - svg-overflow: a layout that overflows a double is refused as JSON but drawn as SVG;
  - marks-*: while 8 connections send `a` and 3,400 pairs of combining marks of different classes (U+0301 U+0316,
    13.6 KB: one grapheme that Unicode normalization reorders, so String comparison, hashing and splitting cost
    quadratic time) in one position each — Accept, Accept-Encoding, If-None-Match, a query name, a problem type's
    path, a device id in a path, the method, a POST member name and a SwiftUI proposal member (2 KB of marks: a body
    under 4 KiB is read on the poll thread) — a client on another address gets a cached /fit with p99 over 25 ms,
    fewer than 90 % of /healthz probes answer within 1 s, or the server spends 5 ms CPU or more per attack request.
"""
import json
import threading
import time
import urllib.parse

from adversarial_support import (ATTACK_SECONDS, CEILING_MIB, JSON, Connection, ended, loop, probe_during, report,
                                 start, status_kib)

METHOD_BYTES = 15_000  # within the 16 KiB connection pool, so layoutd (not libmicrohttpd) answers


def hostile_methods(binary):
    proc, port = start(binary)
    sent = 0
    deadline = time.monotonic() + 4 * ATTACK_SECONDS
    c = None
    while sent < 3000 and time.monotonic() < deadline:
        try:
            c = c or Connection(port)
            c.ask(f"{sent:05d}".rjust(METHOD_BYTES, "M"), "/healthz")
        except (OSError, ConnectionError, ValueError, IndexError):
            c = None
        sent += 1
    for method in ["a\\", 'X"}', "X\x01Y", "B\\n", "GET{x=\"1\"}"]:
        try:
            Connection(port).ask(method, "/healthz")
        except (OSError, ConnectionError, ValueError, IndexError):
            pass
    began = time.monotonic()
    status, _, page = Connection(port, timeout=30).ask("GET", "/metrics")
    took = time.monotonic() - began
    peak = status_kib(proc.pid, "VmHWM") / 1024
    alive = ended(proc)
    parsed, problem = 0, ""
    try:
        from prometheus_client.parser import text_string_to_metric_families
        parsed = sum(len(f.samples) for f in text_string_to_metric_families(page.decode()))
    except Exception as error:  # the parser's own message is the finding
        problem = f"; prometheus_client: {str(error)[:120]}"
    ok = alive and peak <= CEILING_MIB and status == 200 and took < 1 and len(page) < 1_000_000 and not problem
    report("hostile-methods", ok, f"{sent} methods of {METHOD_BYTES} bytes: peak RSS {peak:.0f} MiB; /metrics {status} "
           f"in {took * 1000:.0f} ms, {len(page)} bytes, {parsed} samples parsed{problem}")


def method_echo(binary):
    proc, port = start(binary, logs=True)
    controls = [chr(b) for b in range(1, 32) if chr(b) not in "\t\n\r"]  # what still parses as one request line
    method = "".join(controls[n % len(controls)] for n in range(METHOD_BYTES))
    status, head, body = 0, b"", b""
    try:
        status, head, body = Connection(port).ask(method, "/fit")
    except (OSError, ConnectionError, ValueError, IndexError) as error:
        body = str(error).encode()
    time.sleep(0.5)
    longest = proc.longest_log_line
    alive = ended(proc)
    ok = alive and 400 <= status < 500 and len(head) + len(body) <= 4096 and longest <= 4096
    report("method-echo", ok,
           f"a {METHOD_BYTES}-byte method of control bytes: {status}, answer {len(head) + len(body)} "
           f"bytes, longest access-log line {longest} bytes (limit 4096 each)")


def long_identifiers(binary):
    proc, port = start(binary)
    statuses = loop(port, ATTACK_SECONDS, lambda c, n: c.ask(
        "GET", f"/devices?identifier={n:08d}{'i' * METHOD_BYTES}")[0], threads=6)
    peak = status_kib(proc.pid, "VmHWM") / 1024
    rss = status_kib(proc.pid, "VmRSS") / 1024
    alive = ended(proc)
    report("long-identifiers", alive and peak <= CEILING_MIB,
           f"peak RSS {peak:.0f} MiB, after {rss:.0f} MiB (ceiling {CEILING_MIB}); answers {statuses}")


def share_answered(binary, name, ask, threads, probe, within, interval):
    """Runs `ask` in `threads` loops while another address asks `probe` every `interval` seconds on a new
    connection; passes when at least 90 % of the probes answer 200 within `within` seconds."""
    proc, port = start(binary)
    result = {}
    attacker = threading.Thread(target=lambda: result.update(loop(port, ATTACK_SECONDS, ask, threads=threads)))
    attacker.start()
    time.sleep(1)
    answered, asked, n = 0, 0, 0
    end = time.monotonic() + ATTACK_SECONDS - 1.5
    while time.monotonic() < end:
        asked += 1
        n += 1
        began = time.monotonic()
        try:
            c = Connection(port, source="127.0.0.2", timeout=within)
            status = c.ask("GET", probe(n))[0]
            c.close()
            answered += status == 200 and time.monotonic() - began <= within
        except (OSError, ConnectionError, ValueError, IndexError):
            pass
        time.sleep(max(0, interval - (time.monotonic() - began)))
    attacker.join()
    alive = ended(proc)
    report(name, alive and answered >= 0.9 * asked, f"answered within {within:g} s: {answered}/{asked} (need 90 %); "
           f"attack answers {result}" + ("" if alive else "; the server DIED"))


def unknown_names(binary):
    def ask(c, n):
        members = ",".join(f'"u{n}x{i:05d}q":1' for i in range(5000))
        body = ('{"container":"852x393","aspectRatio":"21:9",' + members + "}").encode()[:65536]
        if not body.endswith(b"}"):
            body = body[:body.rfind(b",")] + b"}"
        return c.ask("POST", "/fit", JSON, body)[0]
    share_answered(binary, "unknown-names", ask, 16, lambda n: "/healthz", within=1, interval=0.5)


def long_q(binary):
    ask = lambda c, n: c.ask("GET", f"/devices?q={n:08d}{'q' * METHOD_BYTES}")[0]
    share_answered(binary, "long-q", ask, 18, lambda n: f"/devices?minWidth=-{n}&limit=5", within=5, interval=0.4)


def answers(port, order):
    """Each question's answer (status, ETag, body) as one server gives it, asked in `order`."""
    found = {}
    c = Connection(port)
    for label, method, path, body in order:
        status, head, text = c.ask(method, path, JSON if body else (), body)
        etag = [line for line in head.split(b"\r\n") if line.lower().startswith(b"etag:")]
        found[label] = (status, etag, text)
    return found


def string_identity(binary):
    layout = '{"proposal":{"width":300,"height":300},"view":{"type":"Color","id":"%s"}}'
    questions = [
        ("é as U+00E9", "POST", "/swiftui/layout", (layout % "caf\u00e9-1").encode()),
        ("e + U+0301", "POST", "/swiftui/layout", (layout % "cafe\u0301-1").encode()),
        ("é escaped", "POST", "/swiftui/layout", (layout % "caf\\u00e9-1").encode()),
        ("e + U+0301 escaped", "POST", "/swiftui/layout", (layout % "cafe\\u0301-1").encode()),
        ("Kelvin sign", "GET", "/devices/" + urllib.parse.quote("Apple TV 4\u212a"), b""),
        ("ASCII K", "GET", "/devices/" + urllib.parse.quote("Apple TV 4K"), b""),
    ]
    first, port = start(binary)
    forward = answers(port, questions)
    ended(first)
    second, port = start(binary)
    backward = answers(port, list(reversed(questions)))
    ended(second)
    differing = [label for label, *_ in questions if forward[label] != backward[label]]
    echoes = [label for label, _, _, body in questions[:4]
              if forward[label][0] == 200 and json.loads(forward[label][2])["nodes"][0].get("id")
              != json.loads(body)["view"]["id"]]
    report("string-identity", not differing and not echoes,
           f"{len(questions)} spellings asked in both orders of two servers; differing: {differing or 'none'}; "
           f"ids not echoed as sent: {echoes or 'none'}")


def svg_overflow(binary):
    proc, port = start(binary)
    view = '{"type":"offset","x":1e308,"y":0,"content":{"type":"Color"}}'
    json_status = svg_status = 0
    c = Connection(port)
    for form in ("json", "svg"):
        body = f'{{"proposal":{{"width":100,"height":100}},"scale":3,"format":"{form}","view":{view}}}'.encode()
        status = c.ask("POST", "/swiftui/layout", JSON, body)[0]
        json_status, svg_status = (status, svg_status) if form == "json" else (json_status, status)
    alive = ended(proc)
    report("svg-overflow", alive and json_status == svg_status and json_status == 422,
           f"an offset of 1e308 at @3x: JSON {json_status}, SVG {svg_status} (both must be 422)")


MARKS = "a" + "\u0301\u0316" * 3400  # 13,601 bytes of UTF-8, inside the 16 KiB head
FIT = "/fit?container=852x393&aspectRatio=21:9"
MARK_POSITIONS = {
    "marks-accept": lambda c, n: c.ask("GET", FIT, [("Accept", MARKS)])[0],
    "marks-accept-encoding": lambda c, n: c.ask("GET", FIT, [("Accept-Encoding", MARKS)])[0],
    "marks-if-none-match": lambda c, n: c.ask("GET", FIT, [("If-None-Match", MARKS)])[0],
    "marks-query-name": lambda c, n: c.ask("GET", f"{FIT}&{MARKS}=1")[0],
    "marks-problem-path": lambda c, n: c.ask("GET", f"/problems/{MARKS}")[0],
    "marks-device-path": lambda c, n: c.ask("GET", f"/devices/{MARKS}/css")[0],
    "marks-method": lambda c, n: c.ask(MARKS, "/fit")[0],
    "marks-member-name": lambda c, n: c.ask("POST", "/fit", JSON, (
        '{"container":"852x393","aspectRatio":"21:9","' + MARKS[:2001] + '":1}').encode())[0],
    "marks-proposal-member": lambda c, n: c.ask("POST", "/swiftui/layout", JSON, (
        '{"proposal":{"width":1,"' + MARKS[:1901] + '":1},"view":{"type":"Rectangle"}}').encode())[0],
}


def marks_attack(name):
    return lambda binary: probe_during(binary, name, MARK_POSITIONS[name], threads=8, cpu_ms=5)


ATTACKS = {
    "hostile-methods": hostile_methods,
    "method-echo": method_echo,
    "long-identifiers": long_identifiers,
    "unknown-names": unknown_names,
    "long-q": long_q,
    "string-identity": string_identity,
    "svg-overflow": svg_overflow,
    **{name: marks_attack(name) for name in MARK_POSITIONS},
}
