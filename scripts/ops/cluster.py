#!/usr/bin/env python3
"""Three layoutd replicas on loopback behind HAProxy (and nginx as a shared cache): do they scale out safely?

    python3 scripts/ops/cluster.py [BINARY] [--seconds N]

Without BINARY, first runs scripts/setup.sh and setup.sh --cluster (haproxy, nginx, wrk) and builds release with the
static Swift stdlib (as the Dockerfile does). About 3 minutes; not part of scripts/test.sh.

Runs deploy/haproxy/haproxy.cfg (health check GET /readyz every 300 ms, fall 1, rise 2, retries 3, redispatch)
and deploy/nginx/layoutd-cache.conf against replicas started from the given binary with their defaults, then:

1. identical answers: 1,000 questions, each asked through the balancer until all three replicas have answered it;
   bodies and ETags must be byte-identical (every fourth question with Accept-Encoding: gzip);
2. throughput through the balancer with 1, 2 and 3 replicas in rotation (wrk, 32 connections, 256 cached /fit
   questions in turn). Replicas, HAProxy and wrk share this machine's cores: the figure says what one box of that
   size gives, not what separate machines would;
3. rolling restart under load: each replica in turn gets SIGTERM, is waited for (shutdown delay, drain, exit),
   replaced on its port and waited for until HAProxy has it UP again; wrk must report 0 errors and 0 non-2xx;
4. SIGKILL one replica mid-load, once with HAProxy's default retry-on (conn-failure) and once with
   conn-failure empty-response response-timeout: the failed requests and how long until HAProxy marked it DOWN;
5. nginx in front: a repeated question is X-Cache-Status: HIT, a conditional one 304, and what a cache in front
   gives in requests/s.

Exit 1 when the answers differ, the rolling restart loses a request or the cache checks fail. Every process it
starts is stopped when it ends (also on Ctrl-C or failure).
"""
import argparse
import http.client
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

from cluster_processes import (DEFAULT_RETRIES, FULL_RETRIES, HAProxy, Replica, describe, free_port, get, start_nginx,
                               wait_for, wrk)


def questions(port):
    """1,000 questions across every route: every device and group, then /fit, /tvgrid and /alignment variants."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    devices = [d["id"] for d in json.loads(get(connection, "/devices?fields=id")[1])["devices"]]
    groups = [g["id"] for g in json.loads(get(connection, "/devices/groups")[1])["groups"]]
    connection.close()
    paths = ["/devices", "/devices/groups", "/deprecations", "/tvgrid", "/devices/nope", "/fit?aspct=1"]
    for d in devices:
        paths += [f"/devices/{d}", f"/sizeclass?device={d}&orientation=landscape",
                  f"/fit?device={d}&region=safeArea&aspectRatio=16:9"]
    paths += [f"/devices/groups/{g}" for g in groups]
    n = 0
    while len(paths) < 1000:
        n += 1
        paths += [f"/fit?container={300 + 7 * n}x{200 + 3 * n}&aspectRatio={n % 20 + 1}:9&scale={n % 3 + 1}",
                  f"/tvgrid?columns={n % 8 + 2}&itemAspectRatio=16:9&itemCount={n}",
                  f"/alignment?frame=0,0,{n + 20},{n + 30}&alignmentRectInsets=1,2,{n % 7},{n % 5}&scale=3"]
    return paths[:1000]


def identical_answers(balancer, replicas):
    paths = questions(balancer)
    connection = http.client.HTTPConnection("127.0.0.1", balancer, timeout=10)
    agreed, incomplete, differing = 0, [], []
    for i, path in enumerate(paths):
        headers = {"Accept-Encoding": "gzip"} if i % 4 == 3 else {}
        answers = {}
        for _ in range(4 * len(replicas)):
            status, body, response_headers = get(connection, path, headers)
            answers.setdefault(response_headers.get("x-replica"), (status, body, response_headers.get("etag")))
            if len(answers) == len(replicas):
                break
        if len(answers) < len(replicas):
            incomplete.append(path)
        elif len(set(answers.values())) != 1:
            differing.append(path)
        else:
            agreed += 1
    connection.close()
    for path in (differing + incomplete)[:10]:
        print(f"cluster:   not agreed: {path}", file=sys.stderr)
    return agreed, len(paths)


def rolling_restart(balancer, haproxy, replicas, seconds):
    """wrk under load while each replica in turn is stopped with SIGTERM and replaced on its port."""
    log = []

    def restarts():
        time.sleep(2)
        for replica in replicas:
            started = time.time()
            code = replica.stop(signal.SIGTERM)
            stopped = time.time()
            replica.start()
            wait_for(lambda: haproxy.states()[replica.name] == "UP", 20, f"{replica.name} back UP")
            log.append(f"{replica.name}: exit {code} {stopped - started:.2f} s after SIGTERM, "
                       f"UP again {time.time() - stopped:.2f} s later")
            time.sleep(1)
        log.append(f"all replaced at {time.time() - begun:.1f} s of {seconds} s")

    begun = time.time()
    thread = threading.Thread(target=restarts)
    thread.start()
    result = wrk(balancer, seconds)
    thread.join()
    return result, log


def sigkill(balancer, haproxy, replica, seconds):
    """wrk under load; one replica killed with SIGKILL after 3 s; how long until HAProxy marks it DOWN."""
    marked = {}

    def kill():
        time.sleep(3)
        killed = time.time()
        replica.process.kill()
        replica.process.wait()
        wait_for(lambda: haproxy.states()[replica.name] != "UP", 10, f"HAProxy to mark {replica.name} down")
        marked["ms"] = (time.time() - killed) * 1000

    thread = threading.Thread(target=kill)
    thread.start()
    result = wrk(balancer, seconds)
    thread.join()
    replica.start()
    wait_for(lambda: haproxy.states()[replica.name] == "UP", 20, f"{replica.name} back UP")
    return result, marked.get("ms")


def shared_cache(port):
    """A repeated question is a HIT, a conditional one a 304; both answered by nginx."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    path = "/fit?container=852x393&aspectRatio=21:9"
    first = get(connection, path)
    second = get(connection, path)
    conditional = get(connection, path, {"If-None-Match": second[2].get("etag", "")})
    gzip_first = get(connection, "/devices?fields=id,name,screen", {"Accept-Encoding": "gzip"})
    gzip_second = get(connection, "/devices?fields=id,name,screen", {"Accept-Encoding": "gzip"})
    plain = get(connection, "/devices?fields=id,name,screen")
    connection.close()
    checks = [
        ("first ask", first[0] == 200 and first[2].get("x-cache-status") == "MISS",
         f"{first[0]} {first[2].get('x-cache-status')}"),
        ("repeat", second[0] == 200 and second[2].get("x-cache-status") == "HIT" and second[1] == first[1],
         f"{second[0]} {second[2].get('x-cache-status')}"),
        ("If-None-Match",
         conditional[0] == 304 and conditional[2].get("x-cache-status") == "HIT" and not conditional[1],
         f"{conditional[0]} {conditional[2].get('x-cache-status')}"),
        ("gzip repeat",
         gzip_second[2].get("x-cache-status") == "HIT" and gzip_second[2].get("content-encoding") == "gzip"
         and gzip_second[1] == gzip_first[1],
         f"{gzip_second[2].get('x-cache-status')} {gzip_second[2].get('content-encoding')}"),
        ("plain beside gzip (Vary)",
         plain[0] == 200 and plain[2].get("content-encoding") is None and plain[1][:1] == b"{",
         f"{plain[2].get('x-cache-status')} {plain[2].get('content-encoding') or 'identity'}"),
    ]
    return checks


def built():
    """What building and the cluster need installed, then the release binary built; its path."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for flags in [[], ["--cluster"]]:
        subprocess.run([os.path.join(root, "scripts/setup.sh"), *flags], check=True)
    build = ["swift", "build", "-c", "release", "--product", "layoutd", "--static-swift-stdlib"]
    subprocess.run(build, cwd=root, check=True)
    path = subprocess.run([*build[:4], "--show-bin-path"], cwd=root, check=True, capture_output=True, text=True)
    return os.path.join(path.stdout.strip(), "layoutd")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", nargs="?", help="a release layoutd (default: built as the Dockerfile builds it)")
    parser.add_argument("--seconds", type=int, default=10,
                        help="wrk seconds per throughput and SIGKILL run (default 10)")
    parser.add_argument("--shutdown-delay-seconds", help="passed to every replica (default: the binary's own, 2 s); "
                        "0 shows what the rolling restart loses without the delay")
    parser.add_argument("--retry-on", default=FULL_RETRIES,
                        help=f"HAProxy retry-on for every phase but the SIGKILL pair (default \"{FULL_RETRIES}\"); "
                        f"\"{DEFAULT_RETRIES}\" shows the rolling restart without L7 retries")
    options = parser.parse_args()
    if not options.binary:
        options.binary = built()
    arguments = ["--shutdown-delay-seconds", options.shutdown_delay_seconds] if options.shutdown_delay_seconds else []
    for tool in ["haproxy", "nginx", "wrk"]:
        if not shutil.which(tool) and not os.path.exists(f"/usr/sbin/{tool}"):
            sys.exit(f"cluster: {tool} is missing (scripts/setup.sh --cluster installs it)")
    workdir = tempfile.mkdtemp(prefix="layoutd-cluster-")
    replicas = [Replica(f"r{i + 1}", os.path.abspath(options.binary), free_port(), workdir, arguments)
                for i in range(3)]
    haproxy, nginx, failures, summary = None, None, [], []
    try:
        for replica in replicas:
            replica.start()
        haproxy = HAProxy(workdir, replicas, options.retry_on)
        balancer = haproxy.port
        print(f"cluster: 3 replicas (ports {', '.join(str(r.port) for r in replicas)}) behind HAProxy on {balancer}; "
              f"logs in {workdir}")

        agreed, asked = identical_answers(balancer, replicas)
        summary.append(f"identical answers {agreed}/{asked} across 3 replicas "
                       "(bodies and ETags byte-identical; every 4th gzip)")
        print(f"cluster: {summary[-1]}")
        if agreed != asked:
            failures.append("replicas disagree")

        throughput = []
        for name in ["r2", "r3"]:
            haproxy.command(f"set server replicas/{name} state maint")
        for count in [1, 2, 3]:
            if count > 1:
                haproxy.command(f"set server replicas/r{count} state ready")
                wait_for(lambda: haproxy.states()[f"r{count}"] == "UP", 10, f"r{count} UP")
            wrk(balancer, 2)  # warm every replica's cache
            result = wrk(balancer, options.seconds)
            throughput.append(result["rps"])
            print(f"cluster: {count} replica(s): {describe(result)}")
        summary.append("throughput through HAProxy (wrk -t2 -c32, cached /fit mix): "
                       + ", ".join(f"{n} replica{'s' if n > 1 else ''} {rps:,.0f} req/s"
                                   for n, rps in zip([1, 2, 3], throughput))
                       + f" — {os.cpu_count()} cores shared by the replicas, HAProxy and wrk, "
                       "and by other work on this machine")

        rolling_seconds = 30  # three replacements take about 13 s (2 s delay, exit, 0.6 s until UP, 1 s settle each)
        result, log = rolling_restart(balancer, haproxy, replicas, rolling_seconds)
        for line in log:
            print(f"cluster:   {line}")
        print(f"cluster: rolling restart: {describe(result)}")
        summary.append(f"rolling restart under load (SIGTERM, drain, replace; retry-on \"{options.retry_on}\"; "
                       f"wrk -c32 {rolling_seconds} s, "
                       f"{result['requests']:,} requests): "
                       f"errors {sum(result['errors'].values())}, non-2xx {result['non2xx']}")
        if result["failed"] or "all replaced" not in log[-1]:
            failures.append("the rolling restart lost requests")

        for retry_on in [DEFAULT_RETRIES, FULL_RETRIES]:
            if retry_on != FULL_RETRIES:
                haproxy.stop()
                haproxy = HAProxy(workdir, replicas, retry_on)
                balancer = haproxy.port
            result, marked = sigkill(balancer, haproxy, replicas[1], options.seconds)
            print(f"cluster: SIGKILL r2 (retry-on {retry_on}): {describe(result)}; marked DOWN after {marked:.0f} ms")
            summary.append(f"SIGKILL one replica mid-load, retries 3 + redispatch, retry-on \"{retry_on}\": "
                           f"failures {result['failed']} of {result['requests']:,} "
                           f"(HAProxy marked it DOWN {marked:.0f} ms after the kill)")
            if retry_on == DEFAULT_RETRIES:
                haproxy.stop()
                haproxy = HAProxy(workdir, replicas, FULL_RETRIES)
                balancer = haproxy.port

        nginx, cache_port = start_nginx(workdir, balancer)
        checks = shared_cache(cache_port)
        for what, ok, seen in checks:
            print(f"cluster: nginx {what}: {seen} {'ok' if ok else 'FAILED'}")
        wrk(cache_port, 2)
        before = sum(r.requests_answered() for r in replicas)
        cached = wrk(cache_port, options.seconds)
        reached = sum(r.requests_answered() for r in replicas) - before
        print(f"cluster: through nginx: {describe(cached)}; {reached} of these questions reached a replica")
        summary.append(f"nginx shared cache: repeat X-Cache-Status HIT, If-None-Match 304 "
                       f"({sum(ok for _, ok, _ in checks)}/{len(checks)} checks); "
                       f"{cached['rps']:,.0f} req/s through nginx vs {throughput[2]:,.0f} through HAProxy "
                       "to 3 replicas, "
                       f"{reached} of {cached['requests']:,} questions reached a replica")
        if not all(ok for _, ok, _ in checks) or cached["failed"]:
            failures.append("the shared cache checks failed")
        summary.append("replica memory after these runs: "
                       + ", ".join(f"{r.name} {r.rss_mib():.1f} MiB RSS" for r in replicas))
    finally:
        if nginx and nginx.poll() is None:
            nginx.terminate()
            nginx.wait(timeout=10)
        if haproxy:
            haproxy.stop()
        for replica in replicas:
            replica.stop(signal.SIGINT)
    print()
    for line in summary:
        print(f"cluster: {line}")
    if failures:
        sys.exit(f"cluster: FAILED: {'; '.join(failures)} (logs in {workdir})")
    shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
