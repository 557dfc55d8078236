#!/usr/bin/env python3
"""Protocol probes at the socket: every request-framing shape that lets a proxy and layoutd disagree on where a
request ends is answered by exactly one 4xx/5xx and a closed connection, never by two answers (scripts/test.sh).

Each probe sends one POST followed, in the same bytes, by a second request (`GET /healthz`), then reads everything
the server sends until it closes the connection (or 3 s pass) and counts the status lines.

    python3 scripts/protocol-probes.py 8080
"""
import socket
import sys
import time

BODY = b'{"container":"852x393","aspectRatio":"21:9"}'
SECOND = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"


def exchange(port, data, wait=3.0):
    """(status codes in order, whether the server closed the connection) for these bytes."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.settimeout(0.3)
    sock.sendall(data)
    received, closed, deadline = b"", False, time.time() + wait
    while time.time() < deadline:
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            continue
        if not chunk:
            closed = True
            break
        received += chunk
    sock.close()
    statuses = [int(line.split(b" ")[1]) for line in received.split(b"\r\n") if line.startswith(b"HTTP/1.") and len(line.split(b" ")) > 1]
    return statuses, closed, received


def post(headers):
    return b"POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" + headers + b"\r\n"


CHUNKED = b"%x\r\n" % len(BODY) + BODY + b"\r\n0\r\n\r\n"
PROBES = [
    # (name, bytes, expected first status)
    ("Content-Length with Transfer-Encoding: chunked", post(b"Content-Length: %d\r\nTransfer-Encoding: chunked\r\n" % len(CHUNKED)) + CHUNKED + SECOND, 400),
    ("Transfer-Encoding: chunked, then Content-Length", post(b"Transfer-Encoding: chunked\r\nContent-Length: %d\r\n" % len(CHUNKED)) + CHUNKED + SECOND, 400),
    ("two different Content-Lengths", post(b"Content-Length: %d\r\nContent-Length: 5\r\n" % len(BODY)) + BODY + SECOND, 400),
    ("space before the colon", post(b"Content-Length : %d\r\n" % len(BODY)) + BODY + SECOND, 400),
    ("two Transfer-Encodings", post(b"Transfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n") + CHUNKED + SECOND, 400),
    ("Transfer-Encoding: gzip, chunked", post(b"Transfer-Encoding: gzip, chunked\r\n") + CHUNKED + SECOND, 501),
    ("Transfer-Encoding: xchunked", post(b"Transfer-Encoding: xchunked\r\n") + CHUNKED + SECOND, 501),
    ("HTTP/1.1 without Host", b"GET /healthz HTTP/1.1\r\n\r\n" + SECOND, 400),
    ("HTTP/1.1 with two Hosts", b"GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n" + SECOND, 400),
    ("%00 in the target", b"GET /devices/iphone-14-pro%00.json HTTP/1.1\r\nHost: x\r\n\r\n" + SECOND, 400),
]


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
    # Sanity: a well-framed POST, then a GET on the same kept-alive connection, are both answered and it stays open.
    sock = socket.create_connection(("127.0.0.1", port))
    sock.settimeout(5)
    statuses = []
    for data in (post(b"Content-Length: %d\r\n" % len(BODY)) + BODY, SECOND):
        sock.sendall(data)
        reply = sock.recv(65536)
        statuses.append(int(reply.split(b" ")[1]) if reply.startswith(b"HTTP/1.") else 0)
    sock.close()
    ok = statuses == [200, 200]
    failures += not ok
    print(f"{'ok    ' if ok else 'FAILED'} a well-framed POST, then a GET on the same connection: {statuses}")
    if failures:
        sys.exit(f"protocol-probes: {failures} of {len(PROBES) + 1} probes failed")
    print(f"protocol probes: {len(PROBES) + 1} of {len(PROBES) + 1} passed")


if __name__ == "__main__":
    main()
