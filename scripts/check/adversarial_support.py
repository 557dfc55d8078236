#!/usr/bin/env python3
"""What every adversarial attack uses: the server started as the Deployment runs it, a keep-alive client, loops of
requests, memory sampling, probes from another address, and the report lines (see adversarial.py)."""
import os
import re
import socket
import subprocess
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CEILING_MIB = 200
JSON = [("Content-Type", "application/json")]
ATTACK_SECONDS = 10
failures = []


def start(binary, *flags, logs=False):
    """Starts the server; with `logs`, its standard error (the access log) is read too (proc.longest_log_line)."""
    env = dict(os.environ, LAYOUTD_HTTP_THREADS="2", LAYOUTD_WORKERS="2", LAYOUTD_LOG_FORMAT="json",
               LAYOUTD_HOST="127.0.0.1")
    proc = subprocess.Popen([binary, "--config", str(ROOT / "config/layoutd.json"), "--port", "0", *flags], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT if logs else subprocess.DEVNULL,
                            text=True, errors="replace")
    line = proc.stdout.readline()
    if "listening" not in line:
        raise SystemExit(f"server did not start: {line!r}")
    proc.longest_log_line = 0
    proc.metrics_port = None

    def drain():  # keep its pipe drained, noting the longest access-log line and a metrics port's announcement
        for log_line in proc.stdout:
            proc.longest_log_line = max(proc.longest_log_line, len(log_line.encode()))
            found = re.search(r"metrics on http://[^ ]*:(\d+)", log_line)
            if found and proc.metrics_port is None:
                proc.metrics_port = int(found.group(1))
    threading.Thread(target=drain, daemon=True).start()
    return proc, int(re.search(r"listening on http://[^ ]*:(\d+)", line).group(1))


def ended(proc):
    """Stops a server; whether it was still running (it did not die under the attack)."""
    alive = proc.poll() is None
    proc.terminate()
    proc.wait()
    return alive


def status_kib(pid, field):
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


class Connection:
    """A keep-alive HTTP/1.1 client on one socket that reads each answer by its Content-Length."""

    def __init__(self, port, source="127.0.0.1", timeout=10.0):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0))
        self.buffer = b""

    def ask(self, method, path, headers=(), body=b""):
        lines = [f"{method} {path} HTTP/1.1", "Host: layoutd"] + [f"{k}: {v}" for k, v in headers]
        if body:
            lines.append(f"Content-Length: {len(body)}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        while b"\r\n\r\n" not in self.buffer:
            self._read()
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        while len(self.buffer) < length:
            self._read()
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return status, head, body

    def _read(self):
        chunk = self.sock.recv(1 << 20)
        if not chunk:
            raise ConnectionError("closed")
        self.buffer += chunk

    def close(self):
        self.sock.close()


def loop(port, seconds, ask, threads=6):
    """Runs ask(connection, n) in `threads` threads for `seconds`, reconnecting on errors; returns statuses."""
    stop = time.monotonic() + seconds
    statuses, counter, lock = {}, [0], threading.Lock()

    def run():
        conn = None
        while time.monotonic() < stop:
            with lock:
                counter[0] += 1
                n = counter[0]
            try:
                conn = conn or Connection(port)
                status = ask(conn, n)
            except (OSError, ConnectionError, ValueError, IndexError):
                status = "error"
                if conn:
                    conn.close()
                conn = None
                time.sleep(0.01)
            with lock:
                statuses[status] = statuses.get(status, 0) + 1
        if conn:
            conn.close()

    workers = [threading.Thread(target=run) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return statuses


def memory_attack(name, binary, attack):
    proc, port = start(binary)
    try:
        detail = attack(port, proc.pid)
        alive = proc.poll() is None
        peak = status_kib(proc.pid, "VmHWM") / 1024
        rss = status_kib(proc.pid, "VmRSS") / 1024
    finally:
        proc.terminate()
        proc.wait()
    ok = alive and peak <= CEILING_MIB
    report(name, ok, f"peak RSS {peak:.0f} MiB, RSS after {rss:.0f} MiB (ceiling {CEILING_MIB}); {detail}"
           + ("" if alive else "; the server DIED"))


def report(name, ok, text):
    print(f"  {'ok  ' if ok else 'FAIL'} {name:22} {text}", flush=True)
    if not ok:
        failures.append(name)


def cpu_seconds(pid):
    """The process's user and system CPU time so far, from /proc/PID/stat (fields 14 and 15, in clock ticks)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def probe_during(binary, name, ask, threads, cpu_ms=None):
    """Runs `ask` in `threads` loops for the attack's time while a client on another address asks a cached /fit
    over one keep-alive connection (p99 within 25 ms) and /healthz on a new connection every 0.5 s (within 1 s).
    With `cpu_ms`, the attack's requests also pass only when the server spent less CPU than that per request on
    average (/proc/PID/stat over the attack, the probes' few requests included), and the /healthz probes when at
    least 90 % answer within 1 s."""
    proc, port = start(binary)
    result = {}
    cpu_before = cpu_seconds(proc.pid)
    attacker = threading.Thread(target=lambda: result.update(loop(port, ATTACK_SECONDS, ask, threads=threads)))
    attacker.start()
    latencies, health = [], []
    probe = Connection(port, source="127.0.0.2")
    probe.ask("GET", "/fit?container=852x393&aspectRatio=21:9")
    end = time.monotonic() + ATTACK_SECONDS - 0.5
    last_health = 0.0
    while time.monotonic() < end:
        began = time.monotonic()
        try:
            probe.ask("GET", "/fit?container=852x393&aspectRatio=21:9")
            latencies.append(time.monotonic() - began)
        except (OSError, ConnectionError):
            latencies.append(5.0)
            probe = Connection(port, source="127.0.0.2")
        if began - last_health >= 0.5:
            last_health = began
            h0 = time.monotonic()
            try:
                c = Connection(port, source="127.0.0.2", timeout=5)
                c.ask("GET", "/healthz")
                c.close()
                health.append(time.monotonic() - h0)
            except (OSError, ConnectionError):
                health.append(5.0)
        time.sleep(0.002)
    attacker.join()
    cpu = cpu_seconds(proc.pid) - cpu_before
    alive = proc.poll() is None
    proc.terminate()
    proc.wait()
    latencies.sort()
    p99 = latencies[int(0.99 * (len(latencies) - 1))] * 1000
    worst_health = max(health) * 1000
    ok = alive and p99 <= 25 and worst_health <= 1000
    extra = ""
    if cpu_ms is not None:
        asked = sum(count for status, count in result.items() if status != "error")
        per_request = cpu * 1000 / max(1, asked)
        within = sum(took <= 1 for took in health)
        ok = alive and p99 <= 25 and within >= 0.9 * len(health) and per_request < cpu_ms
        extra = (f", /healthz within 1 s {within}/{len(health)} (need 90 %); server CPU {per_request:.2f} ms per "
                 f"attack request (limit {cpu_ms:g})")
    report(name, ok, f"cached /fit p99 {p99:.1f} ms over {len(latencies)} (limit 25), slowest /healthz "
           f"{worst_health:.0f} ms (limit 1000){extra}; attack answers {result}"
           + ("" if alive else "; the server DIED"))
