#!/usr/bin/env python3
"""Load and fault scenarios for layoutd, on loopback only, each bounded in count and time.

    python3 scripts/ops/reliability.py [--binary PATH] [--quick] [slowloris|flood|distinct|sigterm]...

Without --binary, first runs scripts/setup.sh, installs wrk when missing and builds release. Scenarios:
  slowloris   500 idle or trickling connections; normal requests must still be answered; idle ones closed by the timeout
  flood       connections past the connection limit; refused or queued cleanly; the server recovers
  distinct    1M requests with distinct questions (wrk); RSS before and after; the cache limit holds
  sigterm     SIGTERM under load: accepted requests complete, new connections are refused, exit 0
Prints a table of the figures and exits 1 if any scenario fails its check.
"""
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"
results = []


def start(binary, *flags):
    # These scenarios measure the connection limit and timeouts themselves, from one address: the per-IP limit (its
    # own attacks are in scripts/check/adversarial.py) is lifted.
    proc = subprocess.Popen([binary, "--port", "0", "--log-level", "warning", "--per-ip-connection-limit", "0", *flags],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    if "listening" not in line:
        raise SystemExit(f"server did not start: {line} {proc.stderr.read()}")
    return proc, int(line.rsplit(":", 1)[1])


def rss_kib(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def fetch(port, path, timeout=5.0):
    """One GET on a new connection, read to the end: (status, body) or (None, error text)."""
    try:
        with socket.create_connection((HOST, port), timeout=timeout) as s:
            s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
            data = b""
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
    except OSError as error:
        return None, str(error)
    head, _, body = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/1.1 ") else None
    return status, body.decode(errors="replace")


def request(port, path="/healthz", timeout=5.0):
    """One request on a new connection; returns (status, seconds) or (None, error)."""
    start_time = time.monotonic()
    status, body = fetch(port, path, timeout)
    return (status, time.monotonic() - start_time) if status is not None else (None, body)


def metric(port, name):
    _, text = fetch(port, "/metrics")
    for line in text.splitlines():
        if line.startswith(name + " "):
            return float(line.split()[1])
    return None


def record(scenario, figure, value, ok=True):
    results.append((scenario, figure, value, ok))
    print(f"  {'ok ' if ok else 'FAIL'} {scenario:10} {figure}: {value}", flush=True)


# --- slowloris ---------------------------------------------------------------------------------------------------

def slowloris(binary, quick):
    timeout_s = 3
    proc, port = start(binary, "--connection-timeout-seconds", str(timeout_s), "--connection-limit", "1000")
    idle, trickling = [], []
    try:
        for i in range(500):
            s = socket.create_connection((HOST, port), timeout=5)
            if i % 2 == 0:
                idle.append(s)
            else:
                s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
                trickling.append(s)
        time.sleep(0.3)
        open_now = metric(port, "layoutd_connections")
        stop = time.monotonic() + timeout_s + 2
        # Keep the trickling ones alive (one header byte each 0.5 s) while normal requests go through.
        def trickle():
            while time.monotonic() < stop:
                for s in trickling:
                    try:
                        s.sendall(b"X")
                    except OSError:
                        pass
                time.sleep(0.5)
        t = threading.Thread(target=trickle)
        t.start()
        latencies, failures = [], 0
        for _ in range(100 if quick else 300):
            status, seconds = request(port, "/fit?container=852x393&aspectRatio=21:9")
            if status == 200:
                latencies.append(seconds)
            else:
                failures += 1
        t.join()
        closed = 0
        for s in idle:
            s.settimeout(0.2)
            try:
                closed += s.recv(1) == b""
            except (socket.timeout, OSError):
                pass
        after = metric(port, "layoutd_connections")
        record("slowloris", "connections held open", f"{int(open_now)} (250 idle + 250 trickling + 1)")
        record("slowloris", "normal requests answered meanwhile", f"{len(latencies)}/{len(latencies) + failures}",
               failures == 0)
        record("slowloris", "their p99 latency",
               f"{statistics.quantiles(latencies, n=100)[98] * 1000:.1f} ms" if len(latencies) > 2 else "n/a")
        record("slowloris", f"idle connections closed by the {timeout_s} s timeout", f"{closed}/{len(idle)}",
               closed == len(idle))
        record("slowloris", "connections left (trickling ones keep theirs)", f"{int(after)}")
    finally:
        for s in idle + trickling:
            s.close()
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=15)


# --- connection flood ------------------------------------------------------------------------------------------

def flood(binary, quick):
    limit = 200
    proc, port = start(binary, "--connection-limit", str(limit), "--connection-timeout-seconds", "5")
    held = []
    try:
        refused = 0
        for _ in range(600):
            try:
                held.append(socket.create_connection((HOST, port), timeout=2))
            except OSError:
                refused += 1
        time.sleep(0.3)
        # A request on a new connection while the limit is full: queued by the kernel, not answered.
        status, info = request(port, "/healthz", timeout=1.0)
        for s in held:
            s.close()
        held.clear()
        recovered_at = None
        begin = time.monotonic()
        while time.monotonic() - begin < 10:
            status_after, _ = request(port, "/healthz", timeout=1.0)
            if status_after == 200:
                recovered_at = time.monotonic() - begin
                break
            time.sleep(0.05)
        alive = proc.poll() is None
        record("flood", f"connections opened against a limit of {limit}", f"600 ({refused} refused at connect)")
        record("flood", "new request while full",
               "answered" if status == 200 else "not answered within 1 s (held in the listen backlog)")
        record("flood", "server alive", str(alive), alive)
        record("flood", "recovered after the flood closed",
               f"{recovered_at * 1000:.0f} ms" if recovered_at is not None else "no", recovered_at is not None)
    finally:
        for s in held:
            s.close()
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=15)


# --- many distinct questions -----------------------------------------------------------------------------------

def distinct(binary, quick):
    target = 100_000 if quick else 1_000_000
    proc, port = start(binary)
    try:
        request(port, "/healthz")
        before = rss_kib(proc.pid)
        done, seconds, warm, asked = 0, 0, None, 0
        # RSS once the answer cache is full (its 10,000 entries fill in the first second), then after ≥ 1M more
        # distinct questions: flat means under +10 % between the two.
        while (warm is None or done < target) and seconds < 180:
            if warm is None and done > 0:
                warm, done = rss_kib(proc.pid), 0
            # Each run starts its questions past every earlier run's (a counter step asks 16 per thread).
            out = subprocess.run(["wrk", "-t2", "-c64", "-d10s", "-s", str(ROOT / "scripts/bench/wrk.lua"),
                                  f"http://{HOST}:{port}"],
                                 capture_output=True, text=True, timeout=60,
                                 env={**os.environ, "WRK": "unique-fit", "OFFSET": str(asked)}).stdout
            for line in out.splitlines():
                if "requests in" in line:
                    done += int(line.split()[0])
                    asked += int(line.split()[0])
            seconds += 10
        after = rss_kib(proc.pid)
        entries = metric(port, "layoutd_cache_entries")
        evictions = metric(port, "layoutd_cache_evictions_total")
        capacity = metric(port, "layoutd_cache_capacity")
        record("distinct", "requests with distinct questions", f"{done:,}", done >= target)
        record("distinct", "RSS at start → cache full → after",
               f"{before / 1024:.1f} MiB → {warm / 1024:.1f} MiB → {after / 1024:.1f} MiB")
        record("distinct", "RSS flat once the cache is full (< +10 %)", f"{(after / warm - 1) * 100:+.1f} %",
               after < warm * 1.1)
        record("distinct", "cache entries / capacity / evictions",
               f"{int(entries)} / {int(capacity)} / {int(evictions):,}", entries <= capacity)
        record("distinct", "RSS bounded (after < 200 MiB)", f"{after / 1024:.1f} MiB", after < 200 * 1024)
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=15)


# --- SIGTERM under load --------------------------------------------------------------------------------------------

def sigterm(binary, quick):
    proc, port = start(binary, "--drain-seconds", "10")
    counts = {"ok": 0, "refused": 0, "lost": 0, "closed-idle": 0, "other": 0}
    lock = threading.Lock()
    stop_at = time.monotonic() + 4

    def count(kind):
        with lock:
            counts[kind] += 1

    def worker(n):
        conn = None
        i = 0
        while time.monotonic() < stop_at:
            i += 1
            reused = conn is not None
            try:
                if conn is None:
                    conn = socket.create_connection((HOST, port), timeout=5)
                conn.sendall(f"GET /fit?container={100 + n}x{100 + i % 500}&aspectRatio=4:3 "
                             "HTTP/1.1\r\nHost: x\r\n\r\n".encode())
                data = b""
                while b"\r\n\r\n" not in data:
                    chunk = conn.recv(65536)
                    if not chunk:
                        break
                    data += chunk
                if not data:
                    # Closed before any byte of an answer: on a reused idle connection that is the keep-alive
                    # close race (clients retry); on a fresh one it would be a lost request.
                    count("closed-idle" if reused else "lost")
                    conn.close()
                    conn = None
                    continue
                head, _, body = data.partition(b"\r\n\r\n")
                length = int([h.split(b":")[1] for h in head.split(b"\r\n")
                              if h.lower().startswith(b"content-length")][0])
                while len(body) < length:
                    body += conn.recv(65536)
                count("ok" if head.startswith(b"HTTP/1.1 200") else "other")
                if b"connection: close" in head.lower():
                    conn.close()
                    conn = None
            except ConnectionRefusedError:
                count("refused")
                conn = None
                time.sleep(0.01)
            except OSError:
                count("lost" if not reused else "closed-idle")
                conn = None

    # Slow uploads that are in flight when SIGTERM arrives: they must still be answered.
    slow_results = []

    def slow_post():
        body = json.dumps({"container": {"width": 852, "height": 393}, "aspectRatio": "21:9"}).encode()
        with socket.create_connection((HOST, port), timeout=15) as s:
            s.sendall(b"POST /fit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                      b"Content-Length: %d\r\n\r\n" % len(body) + body[:10])
            time.sleep(1.5)  # SIGTERM arrives meanwhile
            s.sendall(body[10:])
            data = s.recv(65536)
            slow_results.append(data.startswith(b"HTTP/1.1 200"))

    threads = ([threading.Thread(target=worker, args=(n,)) for n in range(16)]
               + [threading.Thread(target=slow_post) for _ in range(4)])
    for t in threads:
        t.start()
    time.sleep(1.0)
    sent_at = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    code = proc.wait(timeout=30)
    drained_in = time.monotonic() - sent_at
    for t in threads:
        t.join()
    record("sigterm", "answered (200)", f"{counts['ok']:,}")
    record("sigterm", "in-flight slow uploads answered after SIGTERM", f"{sum(slow_results)}/{len(slow_results)}",
           all(slow_results) and len(slow_results) == 4)
    record("sigterm", "new connections refused after SIGTERM", f"{counts['refused']:,}", counts["refused"] > 0)
    record("sigterm", "requests lost on accepted connections", str(counts["lost"]), counts["lost"] == 0)
    record("sigterm", "idle keep-alive closes at stop (client retries)", str(counts["closed-idle"]))
    record("sigterm", "other statuses", str(counts["other"]), counts["other"] == 0)
    record("sigterm", "exit code / drain time", f"{code} / {drained_in:.2f} s", code == 0)


def built():
    """What building needs and wrk installed, then the release binary built; its path."""
    subprocess.run([str(ROOT / "scripts/setup.sh")], check=True)
    if not shutil.which("wrk"):
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        subprocess.run([*sudo, "apt-get", "install", "-y", "-q", "wrk"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "-c", "release", "--product", "layoutd"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    return str(ROOT / ".build/release/layoutd")


def main():
    binary = sys.argv[sys.argv.index("--binary") + 1] if "--binary" in sys.argv else built()
    quick = "--quick" in sys.argv
    only = [a for a in sys.argv[1:] if a in ("slowloris", "flood", "distinct", "sigterm")]
    for name, scenario in (("slowloris", slowloris), ("flood", flood), ("distinct", distinct), ("sigterm", sigterm)):
        if only and name not in only:
            continue
        print(f"== {name}", flush=True)
        scenario(binary, quick)
    failed = [r for r in results if not r[3]]
    print(f"\n{len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
