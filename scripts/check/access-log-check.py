#!/usr/bin/env python3
"""The access log of the built binary, as shipped (config/layoutd.json: info, access log on, standard error).

1. No line lost on SIGTERM: 64 keep-alive connections send 64,000 pipelined requests, each with its own X-Request-ID;
   SIGTERM follows the last answer at once. The process must exit 0 with exactly one access line per answer, each
   connection's lines in the order its requests were sent, and `stopped` as the last line.
2. A blocked standard error never stalls answering: standard error is a pipe nobody reads. 2,000 requests must be
   answered within 10 s; after 25,600 more with 200-character request ids (8 MB of access lines: more than the pipe,
   the 4 MiB queue and the per-thread buffers hold), `/metrics` must count dropped lines
   (`layoutd_access_log_dropped_lines_total` > 0).

Usage: scripts/check/access-log-check.py [binary]     (default .build/debug/layoutd); exit 1 on any failure.
"""
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/layoutd"
CONFIG = "config/layoutd.json"
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def start(stderr):
    process = subprocess.Popen([BINARY, "--config", CONFIG, "--port", "0"], stdout=subprocess.PIPE, stderr=stderr)
    line = process.stdout.readline().decode()
    port = int(re.search(r":(\d+)\s*$", line).group(1))
    return process, port


def exchange(port, requests, batch):
    """Sends the requests pipelined, `batch` at a time; returns how many answers came back."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=20)
    answered, pending = 0, b""
    for first in range(0, len(requests), batch):
        chunk = requests[first:first + batch]
        connection.sendall(b"".join(chunk))
        for _ in chunk:
            while b"\r\n\r\n" not in pending:
                data = connection.recv(65536)
                if not data:
                    return answered
                pending += data
            head, _, pending = pending.partition(b"\r\n\r\n")
            length = int(re.search(rb"(?i)\r\ncontent-length: *(\d+)", head).group(1))
            while len(pending) < length:
                pending += connection.recv(65536)
            pending = pending[length:]
            answered += 1
    connection.close()
    return answered


def in_parallel(port, per_connection, connections, batch, pad=""):
    counts = [0] * connections

    def run(index):
        requests = [f"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-ID: c{index}-{n}{pad}\r\n\r\n".encode()
                    for n in range(per_connection)]
        try:
            counts[index] = exchange(port, requests, batch)
        except OSError as error:  # a timeout: the server stopped answering
            print(f"connection {index}: {error}")

    threads = [threading.Thread(target=run, args=(i,)) for i in range(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sum(counts)


def no_line_lost_on_sigterm():
    with tempfile.TemporaryFile() as log:
        process, port = start(log)
        answered = in_parallel(port, 1_000, 64, 50)
        process.send_signal(signal.SIGTERM)
        code = process.wait(timeout=30)
        log.seek(0)
        lines = log.read().decode().splitlines()
    check(code == 0, f"SIGTERM: exit status {code}")
    check(answered == 64_000, f"SIGTERM: {answered} of 64,000 requests answered")
    access = [line for line in lines if " info request " in line]
    check(len(access) == answered, f"SIGTERM: {len(access)} access lines for {answered} answers")
    check(all(" status=200" in line for line in access), "SIGTERM: every answer a 200")
    order = {}
    in_order = True
    for line in access:
        connection, number = map(int, re.search(r"requestID=c(\d+)-(\d+)", line).groups())
        in_order &= number == order.get(connection, -1) + 1
        order[connection] = number
    check(in_order, "SIGTERM: every connection's lines in the order of its requests")
    check(bool(lines) and " info stopped " in lines[-1], f"SIGTERM: the last line is `stopped`: {lines[-1:]}")


def blocked_stderr_never_stalls_answers():
    read_end, write_end = os.pipe()  # nobody reads read_end
    process, port = start(write_end)
    os.close(write_end)
    try:
        began = time.monotonic()
        answered = in_parallel(port, 500, 4, 25)
        seconds = time.monotonic() - began
        check(answered == 2_000, f"blocked stderr: {answered} of 2,000 requests answered")
        check(seconds < 10, f"blocked stderr: answered in {seconds:.2f} s")
        more = in_parallel(port, 400, 64, 50, pad="-" + "x" * 190)
        check(more == 25_600, f"blocked stderr: {more} of 25,600 more requests answered")
        connection = socket.create_connection(("127.0.0.1", port), timeout=10)
        connection.sendall(b"GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        text = b""
        while data := connection.recv(65536):
            text += data
        dropped = re.search(rb"\nlayoutd_access_log_dropped_lines_total (\d+)", text)
        check(dropped is not None and int(dropped.group(1)) > 0,
              f"blocked stderr: /metrics counts dropped lines ({dropped.group(1).decode() if dropped else 'absent'})")
    finally:
        process.kill()  # its own `shutting down` line would wait for the pipe, as every log line always has
        process.wait()
        os.close(read_end)


no_line_lost_on_sigterm()
blocked_stderr_never_stalls_answers()
sys.exit(1 if failures else 0)
