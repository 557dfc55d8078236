"""The processes scripts/ops/cluster.py runs and measures with: layoutd replicas on fixed loopback ports, HAProxy
(deploy/haproxy/haproxy.cfg) with its stats socket, nginx as a shared cache (deploy/nginx/layoutd-cache.conf), wrk
with the cluster mix, and the small HTTP and waiting helpers they share. Starts nothing when imported.
"""
import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import time


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HAPROXY_CONFIG = os.path.join(ROOT, "deploy", "haproxy", "haproxy.cfg")
NGINX_CONFIG = os.path.join(ROOT, "deploy", "nginx", "layoutd-cache.conf")
MIX = os.path.join(ROOT, "scripts", "bench", "wrk.lua")  # WRK=cluster-mix
FULL_RETRIES = "conn-failure empty-response response-timeout"
DEFAULT_RETRIES = "conn-failure"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(predicate, seconds, what):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if predicate():
            return
        time.sleep(0.02)
    raise SystemExit(f"cluster: timed out waiting for {what}")


class Replica:
    """One layoutd process on a fixed loopback port; replaced on the same port after it exits."""

    def __init__(self, name, binary, port, workdir, arguments):
        self.name, self.binary, self.port, self.log = name, binary, port, os.path.join(workdir, f"{name}.log")
        self.arguments = arguments
        self.process = None

    def start(self):
        with open(self.log, "a") as log:
            # Every connection comes from the balancer's address: exempt from the per-IP limit, as in a deployment.
            self.process = subprocess.Popen([self.binary, "--host", "127.0.0.1", "--port", str(self.port),
                                             "--log-level", "warning", "--connection-limit-exempt", "127.0.0.1",
                                             *self.arguments],
                                            stdout=log, stderr=subprocess.STDOUT)
        marker = f"listening on http://127.0.0.1:{self.port}"

        def listening():
            if self.process.poll() is not None:
                raise SystemExit(f"cluster: {self.name} exited with {self.process.returncode}; see {self.log}")
            with open(self.log) as f:
                return f.read().count(marker) > self.starts
        self.starts = getattr(self, "starts", 0)
        wait_for(listening, 20, f"{self.name} to listen")
        self.starts += 1

    def requests_answered(self):
        """Questions this process has answered, from its own /metrics (not /metrics itself nor HAProxy's /readyz
        checks)."""
        status, body, _ = get(http.client.HTTPConnection("127.0.0.1", self.port, timeout=10), "/metrics")
        counters = re.finditer(r'^layoutd_http_requests_total\{route="([^"]+)"[^}]*\} (\S+)$', body.decode(), re.M)
        return sum(int(float(m.group(2))) for m in counters if m.group(1) not in ("/metrics", "/readyz"))

    def rss_mib(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            return int(re.search(r"VmRSS:\s+(\d+) kB", f.read()).group(1)) / 1024

    def stop(self, sig=signal.SIGTERM):
        if self.process and self.process.poll() is None:
            self.process.send_signal(sig)
            return self.process.wait(timeout=60)
        return None


class HAProxy:
    def __init__(self, workdir, replicas, retry_on):
        self.socket_path = os.path.join(workdir, "haproxy.sock")
        self.port = free_port()
        if os.path.exists(self.socket_path):
            os.unlink(self.socket_path)  # a previous HAProxy's
        env = dict(os.environ, HAPROXY_STATS_SOCKET=self.socket_path, LAYOUTD_BIND=f"127.0.0.1:{self.port}",
                   LAYOUTD_RETRY_ON=retry_on,
                   **{f"LAYOUTD_R{i + 1}": f"127.0.0.1:{r.port}" for i, r in enumerate(replicas)})
        self.log = open(os.path.join(workdir, "haproxy.log"), "a")
        self.process = subprocess.Popen(["haproxy", "-db", "-f", HAPROXY_CONFIG], env=env, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        try:
            wait_for(lambda: os.path.exists(self.socket_path), 10, "HAProxy's stats socket")
            wait_for(self.all_up, 10, "HAProxy to see every replica UP")
        except BaseException:
            self.stop()
            with open(os.path.join(workdir, "haproxy.log")) as f:
                print(f.read()[-2000:], file=sys.stderr)
            raise

    def command(self, text):
        with socket.socket(socket.AF_UNIX) as s:
            s.connect(self.socket_path)
            s.sendall(text.encode() + b"\n")
            chunks = []
            while chunk := s.recv(65536):
                chunks.append(chunk)
        return b"".join(chunks).decode()

    def all_up(self):
        try:
            return all(state == "UP" for state in self.states().values())
        except OSError:  # the socket is not accepting yet
            return False

    def states(self):
        lines = self.command("show stat").splitlines()
        header = lines[0].lstrip("# ").split(",")
        rows = [dict(zip(header, line.split(","))) for line in lines[1:] if line]
        return {r["svname"]: r["status"].split(" ")[0] for r in rows
                if r["pxname"] == "replicas" and r["svname"] not in ("FRONTEND", "BACKEND")}

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        self.log.close()


def wrk(port, seconds, connections=32):
    """wrk through the balancer with the cluster mix: requests, req/s, socket errors, non-2xx."""
    out = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "-s", MIX, f"http://127.0.0.1:{port}"],
                         capture_output=True, text=True, timeout=seconds + 60,
                         env={**os.environ, "WRK": "cluster-mix"}).stdout
    requests = int(re.search(r"(\d+) requests in", out).group(1))
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    socket_errors = r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)"
    errors = dict(zip(["connect", "read", "write", "timeout"], map(int, re.search(socket_errors, out).groups())))\
        if "Socket errors" in out else {"connect": 0, "read": 0, "write": 0, "timeout": 0}
    non2xx = int(m.group(1)) if (m := re.search(r"Non-2xx or 3xx responses: (\d+)", out)) else 0
    return {"requests": requests, "rps": rps, "errors": errors, "failed": sum(errors.values()) + non2xx,
            "non2xx": non2xx}


def describe(result):
    e = result["errors"]
    return (f"{result['requests']:,} requests, {result['rps']:,.0f} req/s, socket errors connect {e['connect']} "
            f"read {e['read']} write {e['write']} timeout {e['timeout']}, non-2xx {result['non2xx']}")


def get(connection, path, headers=None):
    connection.request("GET", path, headers=headers or {})
    response = connection.getresponse()
    return response.status, response.read(), dict((k.lower(), v) for k, v in response.getheaders())



def start_nginx(workdir, balancer):
    directory = os.path.join(workdir, "nginx")
    os.makedirs(os.path.join(directory, "cache"))
    os.chmod(workdir, 0o755)
    os.chmod(directory, 0o777)
    os.chmod(os.path.join(directory, "cache"), 0o777)
    port = free_port()
    with open(NGINX_CONFIG) as f:
        site = f.read()
    site = site.replace("/var/cache/nginx/layoutd", os.path.join(directory, "cache"))
    site = site.replace("server 127.0.0.1:8000;", f"server 127.0.0.1:{balancer};")
    site = site.replace("listen 127.0.0.1:8088;", f"listen 127.0.0.1:{port};")
    with open(os.path.join(directory, "layoutd-cache.conf"), "w") as f:
        f.write(site)
    temp = " ".join(f"{kind}_temp_path {directory}/{kind};"
                    for kind in ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
    with open(os.path.join(directory, "nginx.conf"), "w") as f:
        f.write(f"worker_processes 1;\ndaemon off;\npid {directory}/nginx.pid;\nerror_log {directory}/error.log warn;\n"
                f"events {{ worker_connections 1024; }}\n"
                f"http {{ access_log off; {temp}\n include {directory}/layoutd-cache.conf; }}\n")
    process = subprocess.Popen(["nginx", "-e", f"{directory}/error.log", "-p", directory,
                                "-c", f"{directory}/nginx.conf"], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)

    def answering():
        if process.poll() is not None:
            raise SystemExit(f"cluster: nginx exited; see {directory}/error.log")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return True
        except OSError:
            return False
    wait_for(answering, 10, "nginx")
    return process, port
