#!/usr/bin/env python3
"""Protocol probes at the socket: every request-framing shape that lets a proxy and layoutd disagree on where a
request ends is answered by exactly one 4xx/5xx and a closed connection, never by two answers (scripts/test.sh).

Each probe sends one POST followed, in the same bytes, by a second request (`GET /healthz`), then reads everything
the server sends until it closes the connection (or 3 s pass) and counts the status lines.

    python3 scripts/check/protocol-probes.py 8080
"""
import socket
import sys
import time

BODY = b'{"container":"852x393","aspectRatio":"21:9"}'
SECOND = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"


def exchange(port, data, wait=60.0, head_only=False):
    """(status codes in order, whether the server closed the connection, the bytes) for these bytes.

    Reads until the server closes the connection (every probe expects it to), or with `head_only` until a response's
    head has come; `wait` only caps a server that does neither: a loaded machine may take seconds to answer."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.settimeout(0.3)
    sock.sendall(data)
    received, closed, deadline = b"", False, time.time() + wait
    while time.time() < deadline and not (head_only and b"\r\n\r\n" in received):
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            continue
        if not chunk:
            closed = True
            break
        received += chunk
    sock.close()
    statuses = [int(line.split(b" ")[1]) for line in received.split(b"\r\n")
                if line.startswith(b"HTTP/1.") and len(line.split(b" ")) > 1]
    return statuses, closed, received


def post(headers):
    return b"POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" + headers + b"\r\n"


CHUNKED = b"%x\r\n" % len(BODY) + BODY + b"\r\n0\r\n\r\n"
PROBES = [
    # (name, bytes, expected first status)
    ("Content-Length with Transfer-Encoding: chunked",
     post(b"Content-Length: %d\r\nTransfer-Encoding: chunked\r\n" % len(CHUNKED)) + CHUNKED + SECOND, 400),
    ("Transfer-Encoding: chunked, then Content-Length",
     post(b"Transfer-Encoding: chunked\r\nContent-Length: %d\r\n" % len(CHUNKED)) + CHUNKED + SECOND, 400),
    ("two different Content-Lengths", post(b"Content-Length: %d\r\nContent-Length: 5\r\n" % len(BODY)) + BODY + SECOND,
     400),
    ("space before the colon", post(b"Content-Length : %d\r\n" % len(BODY)) + BODY + SECOND, 400),
    ("two Transfer-Encodings", post(b"Transfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n") + CHUNKED + SECOND,
     400),
    ("Transfer-Encoding: gzip, chunked", post(b"Transfer-Encoding: gzip, chunked\r\n") + CHUNKED + SECOND, 501),
    ("Transfer-Encoding: xchunked", post(b"Transfer-Encoding: xchunked\r\n") + CHUNKED + SECOND, 501),
    ("HTTP/1.1 without Host", b"GET /healthz HTTP/1.1\r\n\r\n" + SECOND, 400),
    ("HTTP/1.1 with two Hosts", b"GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n" + SECOND, 400),
    ("%00 in the target", b"GET /devices/iphone-14-pro%00.json HTTP/1.1\r\nHost: x\r\n\r\n" + SECOND, 400),
    ("an obs-folded Transfer-Encoding", post(b"Transfer-Encoding:\r\n chunked\r\n") + CHUNKED + SECOND, 400),
    ("600 query parameters (libmicrohttpd alone answers nothing)",
     b"GET /fit?" + b"&".join(b"a%d=1" % i for i in range(600)) + b" HTTP/1.1\r\nHost: x\r\n\r\n" + SECOND, 414),
    ("101 header fields",
     b"GET /healthz HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-F%d: 1\r\n" % i for i in range(100)) + b"\r\n" + SECOND,
     431),
]
# libmicrohttpd 0.9.75 answers these itself, before layoutd sees the request: an HTML 400/413 whose status line and
# headers it writes twice (a library defect fixed in 1.0). What must hold: a 4xx first, no second request answered,
# the connection closed. docs/protocol.md says which proxy in front normalises them.
LIBRARY_REFUSED = [
    ("Content-Length: +44", post(b"Content-Length: +%d\r\n" % len(BODY)) + BODY + SECOND, 400),
    ("Content-Length: 44, 44", post(b"Content-Length: %d, %d\r\n" % (len(BODY), len(BODY))) + BODY + SECOND, 400),
    ("Content-Length: 0x2c", post(b"Content-Length: 0x2c\r\n") + BODY + SECOND, 400),
    ("Content-Length: 2^64", post(b"Content-Length: 18446744073709551616\r\n") + BODY + SECOND, 413),
]


def read_reply(sock, head_only=False):
    """(status, headers with lowercase names, body) of one response on a kept-alive connection."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split(b" ")[1]) if lines[0].startswith(b"HTTP/1.") else 0
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        headers[name.strip().lower().decode()] = value.strip().decode()
    length = 0 if head_only or status in (204, 304) else int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        rest += chunk
    return status, headers, rest[:length]


def conversation_checks(port):
    """The non-framing cases, each as (name, passed, what was seen), on one kept-alive connection where they can."""
    checks = []
    sock = socket.create_connection(("127.0.0.1", port))
    sock.settimeout(60)  # a cap: a read returns as soon as the answer comes

    def ask(data, head_only=False):
        sock.sendall(data)
        return read_reply(sock, head_only)

    # A well-framed POST, then a GET on the same kept-alive connection: both answered, the connection stays open.
    first = ask(post(b"Content-Length: %d\r\n" % len(BODY)) + BODY)
    second = ask(SECOND)
    checks.append(("a well-framed POST, then a GET on the same connection", [first[0], second[0]] == [200, 200],
                   [first[0], second[0]]))
    # 304: only the 200's length may be declared (RFC 9110 §8.6), and the connection goes on.
    target = b"/fit?container=852x393&aspectRatio=21:9"
    status, headers, body = ask(b"GET " + target + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    etag = headers.get("etag", "").encode()
    status304, headers304, _ = ask(b"GET " + target + b" HTTP/1.1\r\nHost: x\r\nIf-None-Match: " + etag + b"\r\n\r\n")
    length = headers304.get("content-length")
    checks.append(("304 declares the 200's Content-Length or none",
                   status304 == 304 and length in (None, str(len(body))),
                   f"{status304}, Content-Length {length} (200 had {len(body)})"))
    # 412: a POST whose If-None-Match matches (RFC 9110 §13.1.2).
    post_etag = first[1].get("etag", "").encode()
    status412 = ask(post(b"Content-Length: %d\r\nIf-None-Match: %s\r\n" % (len(BODY), post_etag)) + BODY)[0]
    checks.append(("POST with a matching If-None-Match", status412 == 412, status412))
    # Absolute-form target (what a forward proxy sends) is served like the origin form.
    absolute = ask(b"GET http://localhost" + target + b" HTTP/1.1\r\nHost: localhost\r\n\r\n")
    checks.append(("absolute-form target", absolute[0] == 200 and absolute[2] == body, absolute[0]))
    # 100 query parameters (the limit) are read and answered by the router, not refused by the library.
    many = ask(b"GET /fit?" + b"&".join(b"a%d=1" % i for i in range(100)) + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    checks.append(("100 query parameters answered by the router", many[0] == 400 and b"unknown-parameter" in many[2],
                   many[0]))
    sock.close()
    # 413 with CORS: a declared length over the limit is refused at once, with the headers a browser needs to read it.
    status413, _, received = exchange(port, post(b"Origin: http://a.example\r\nContent-Length: 99999999\r\n"),
                                          head_only=True)
    cors = b"access-control-allow-origin:" in received.lower()
    checks.append(("413 carries CORS", status413[:1] == [413] and cors, f"{status413} CORS {'yes' if cors else 'no'}"))
    return checks


def metric_values(port):
    """(library refusals, requests in flight) as one GET /metrics reports them (-1 when missing)."""
    answer = exchange(port, b"GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")[2]
    metrics = dict(line.rsplit(" ", 1) for line in answer.decode().partition("\r\n\r\n")[2].splitlines()
                   if line and not line.startswith("#"))
    return (int(metrics.get("layoutd_http_library_refusals_total", -1)),
            int(metrics.get("layoutd_http_requests_in_flight", -1)))


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8080
    failures = 0
    for name, data, expected in PROBES:
        statuses, closed, received = exchange(port, data)
        ok = statuses[:1] == [expected] and len(statuses) == 1 and closed
        failures += not ok
        print(f"{'ok    ' if ok else 'FAILED'} {name}: {statuses} {'closed' if closed else 'left open'}")
        if not ok:
            print("       " + received[:300].decode(errors="replace").replace("\r\n", " | "))
    for name, data, expected in LIBRARY_REFUSED:
        statuses, closed, received = exchange(port, data)
        ok = statuses[:1] == [expected] and set(statuses) == {expected} and closed
        failures += not ok
        print(f"{'ok    ' if ok else 'FAILED'} {name} (refused by libmicrohttpd): {statuses} "
              f"{'closed' if closed else 'left open'}")
    checks = conversation_checks(port)
    # The library's own refusals are counted, and they never unbalance the in-flight gauge (only /metrics itself).
    # A request leaves the gauge in libmicrohttpd's completion callback, which runs on the server's thread after the
    # last byte is sent: a client can read its answer first. So the gauge must come back to 1 within a deadline (a
    # leak never does), not at the first look.
    deadline, looks = time.time() + 60.0, 0
    while True:
        refusals, in_flight = metric_values(port)
        looks += 1
        if in_flight == 1 or time.time() > deadline:
            break
        time.sleep(0.05)
    checks.append(("the library's own refusals in /metrics, in-flight balanced",
                   refusals >= len(LIBRARY_REFUSED) and in_flight == 1,
                   f"refusals {refusals}, in flight {in_flight} (look {looks})"))
    for name, ok, seen in checks:
        failures += not ok
        print(f"{'ok    ' if ok else 'FAILED'} {name}: {seen}")
    total = len(PROBES) + len(LIBRARY_REFUSED) + len(checks)
    if failures:
        sys.exit(f"protocol-probes: {failures} of {total} probes failed")
    print(f"protocol probes: {total} of {total} passed")


if __name__ == "__main__":
    main()
