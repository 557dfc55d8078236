#!/usr/bin/env python3
"""The Dockerfile's runtime stage, assembled without Docker, runs the release binary (by hand: needs root and the
Debian mirror, about 2 minutes; not part of scripts/test.sh).

    python3 scripts/check/runtime-stage.py                      installs mmdebstrap, builds release, then as root:
    sudo python3 scripts/check/runtime-stage.py BINARY BACKTRACE     (root: mmdebstrap, mount, chroot)

Without arguments it runs scripts/setup.sh and setup.sh --runtime-stage, builds the release binary as the build stage
does (--static-swift-stdlib), finds the toolchain's swift-backtrace-static, and runs itself as root (sudo) on them.

Reads the Dockerfile's last stage (FROM debian:<suite>-slim): the packages its `apt-get install` names, its
`useradd`, USER, WORKDIR, ENV, the files it copies and its ENTRYPOINT + CMD. Builds that filesystem with
mmdebstrap (<suite>, variant minbase: what the -slim image is, plus the named packages at their pinned versions),
copies in the binary (built with --static-swift-stdlib) and swift-backtrace-static as the build stage does, mounts
/proc, and runs ENTRYPOINT + CMD chrooted as USER with ENV (host and port moved to a free loopback port).
Then asks /healthz with the image's own curl (as its HEALTHCHECK does) and a /fit question, and lists the shared
libraries the binary loads (host `readelf -d` tells the ones it links itself) with the Debian package each comes
from. Exit 1 on any failure, a library `ldd` cannot
find included. Cleans up its mounts and directory whatever happens.
"""
import json
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def runtime_stage():
    """The last stage of the Dockerfile, with continuation lines joined."""
    with open(os.path.join(ROOT, "Dockerfile")) as f:
        text = re.sub(r"\\\n\s*", " ", f.read())
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    start = max(i for i, line in enumerate(lines) if line.startswith("FROM "))
    stage = lines[start:]
    image = stage[0].split()[1]
    suite = re.fullmatch(r"debian:(\w+)-slim", image)
    if not suite:
        sys.exit(f"runtime-stage: the runtime stage is {image}, not debian:<suite>-slim")
    run = " ".join(line[4:] for line in stage if line.startswith("RUN "))
    install = re.search(r"apt-get install ([^&;]+)", run).group(1).split()
    packages = [word for word in install if not word.startswith("-")]
    useradd = re.search(r"(useradd [^&;]+)", run).group(1).strip()
    user = next(line.split()[1] for line in stage if line.startswith("USER "))
    workdir = next(line.split()[1] for line in stage if line.startswith("WORKDIR "))
    env = {}
    for line in stage:
        if line.startswith("ENV "):
            env.update(dict(pair.split("=", 1) for pair in shlex.split(line[4:])))
    entrypoint = next(json.loads(line[len("ENTRYPOINT "):]) for line in stage if line.startswith("ENTRYPOINT "))
    command = next(json.loads(line[len("CMD "):]) for line in stage if line.startswith("CMD "))
    copies = [line.split()[-2:] for line in stage if line.startswith("COPY ") and "--from" not in line]
    return {"suite": suite.group(1), "packages": packages, "useradd": useradd, "user": user, "workdir": workdir,
            "env": env, "argv": entrypoint + command, "copies": copies}


def chroot(rootfs, *argv, user=None, env=None, **kwargs):
    userspec = [f"--userspec={user}:{user}"] if user else []
    return subprocess.run(["chroot", *userspec, rootfs, *argv], env=env, **kwargs)


def package_of(rootfs, library):
    for candidate in [library, os.path.realpath(os.path.join(rootfs, library.lstrip("/")))[len(rootfs):]]:
        for path in {candidate, re.sub(r"^/usr/", "/", candidate),
                     "/usr" + candidate if not candidate.startswith("/usr/") else candidate}:
            found = chroot(rootfs, "dpkg", "-S", path, capture_output=True, text=True)
            if found.returncode == 0:
                return found.stdout.split(":")[0]
    return "(no package)"


def built():
    """What the stage needs installed, then the release binary built; its path and swift-backtrace-static's."""
    for flags in [[], ["--runtime-stage"]]:
        subprocess.run([os.path.join(ROOT, "scripts/setup.sh"), *flags], check=True)
    build = ["swift", "build", "-c", "release", "--product", "layoutd", "--static-swift-stdlib"]
    subprocess.run(build, cwd=ROOT, check=True)
    path = subprocess.run([*build[:4], "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True)
    toolchain = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("swift"))))
    backtrace = os.path.join(toolchain, "libexec/swift/linux/swift-backtrace-static")
    if not os.access(backtrace, os.X_OK):
        backtrace = "/usr/libexec/swift/linux/swift-backtrace-static"
    return os.path.join(path.stdout.strip(), "layoutd"), backtrace


def main():
    if len(sys.argv) == 1:
        binary, backtrace = built()
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        os.execvp(sudo[0] if sudo else sys.executable, [*sudo, sys.executable, os.path.abspath(__file__), binary,
                                                       backtrace])
    if len(sys.argv) != 3:
        sys.exit(__doc__.splitlines()[4].strip())
    binary, backtrace = map(os.path.abspath, sys.argv[1:])
    if os.geteuid() != 0:
        sys.exit("runtime-stage: needs root (mmdebstrap, mount, chroot)")
    stage = runtime_stage()
    print(f"runtime-stage: debian {stage['suite']} minbase + {' '.join(stage['packages'])}; {stage['useradd']}; USER "
          f"{stage['user']}")
    scratch = tempfile.mkdtemp(prefix="layoutd-runtime-")
    rootfs = os.path.join(scratch, "rootfs")
    mounted, server = [], None
    try:
        started = time.time()
        subprocess.run(["mmdebstrap", "--quiet", "--variant=minbase", "--include=" + ",".join(stage["packages"]),
                        stage["suite"], rootfs], check=True)
        print(f"runtime-stage: root filesystem built in {time.time() - started:.0f} s")
        chroot(rootfs, *shlex.split(stage["useradd"]), check=True)
        app = os.path.join(rootfs, stage["workdir"].lstrip("/"))
        os.makedirs(app, exist_ok=True)
        # COPY --from=build /staging /app: the binary and the backtracer, owned by the user.
        for file in [binary, backtrace]:
            shutil.copy2(file, app)
        for source, destination in stage["copies"]:
            target = os.path.join(rootfs, destination.lstrip("/"))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, source), target)
        subprocess.run(["chown", "-R", f"{stage['user']}:{stage['user']}", app], check=True)
        # /proc as a container has it; /dev keeps the nodes mmdebstrap made (null, zero, random, urandom, tty…), as
        # a container's small /dev does; the host's /dev is never bound in, so cleaning up cannot reach it.
        proc = os.path.join(rootfs, "proc")
        subprocess.run(["mount", "-t", "proc", "proc", proc], check=True)
        mounted.append(proc)

        executable = os.path.join(stage["workdir"], os.path.basename(stage["argv"][0]))
        ldd = chroot(rootfs, "ldd", executable, capture_output=True, text=True)
        print(ldd.stdout.rstrip())
        if ldd.returncode != 0 or "not found" in ldd.stdout:
            sys.exit("runtime-stage: the binary misses shared libraries in the runtime stage")
        libraries = re.findall(r"=> (/\S+)", ldd.stdout)
        direct = set(re.findall(r"\(NEEDED\)\s+Shared library: \[(\S+)\]",
                                subprocess.run(["readelf", "-d", binary], capture_output=True, text=True,
                                               check=True).stdout))
        needs = {}
        for library in libraries:
            name = os.path.basename(library)
            needs.setdefault(package_of(rootfs, library), []).append(name + ("" if name in direct else "*"))

        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        env = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "HOME": stage["workdir"]}
        env.update(stage["env"])
        env.update(LAYOUTD_HOST="127.0.0.1", LAYOUTD_PORT=str(port))  # on loopback here, 0.0.0.0 in the image
        log = open(os.path.join(scratch, "server.log"), "w+")
        # The Dockerfile's WORKDIR, USER, ENV, ENTRYPOINT and CMD.
        server = subprocess.Popen(["chroot", f"--userspec={stage['user']}:{stage['user']}", rootfs, "/bin/sh", "-c",
                                   f"cd {shlex.quote(stage['workdir'])} && exec {shlex.join(stage['argv'])}"],
                                  env=env, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.time() + 20
        while time.time() < deadline and server.poll() is None:
            log.seek(0)
            if f":{port}" in log.read():
                break
            time.sleep(0.05)
        log.seek(0)
        if server.poll() is not None or f":{port}" not in log.read():
            log.seek(0)
            sys.exit(f"runtime-stage: layoutd did not start in the runtime stage:\n{log.read()}")
        health = chroot(rootfs, "curl", "-fsS", f"http://127.0.0.1:{port}/healthz", user=stage["user"], env=env,
                        capture_output=True, text=True)
        print(f"runtime-stage: /healthz with the image's curl as {stage['user']}: "
              f"{health.stdout.strip() or health.stderr.strip()}")
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/fit?container=852x393&aspectRatio=21:9",
                                    timeout=10) as response:
            rect = json.loads(response.read())["rect"]
        print(f"runtime-stage: /fit?container=852x393&aspectRatio=21:9 -> rect {json.dumps(rect)}")
        with open(f"/proc/{server.pid}/status") as f:
            status = f.read()
        uid = re.search(r"^Uid:\s+(\d+)", status, re.M).group(1)
        process_name = re.search(r"^Name:\s+(\S+)", status, re.M).group(1)
        print(f"runtime-stage: {process_name} runs as uid {uid}")
        ok = (health.returncode == 0 and json.loads(health.stdout)["status"] == "ok" and rect["width"] == 852
              and uid == stage["user"] and process_name == "layoutd")
        server.terminate()
        code = server.wait(timeout=30)
        print(f"runtime-stage: SIGTERM -> exit {code}")
        print("runtime-stage: shared libraries the binary loads, by package (* = loaded for another library, not "
              "linked "
              "by layoutd itself): "
              + "; ".join(f"{package} ({', '.join(sorted(libs))})" for package, libs in sorted(needs.items())))
        if not ok or code != 0:
            sys.exit("runtime-stage: FAILED")
        print("runtime-stage: passed")
    finally:
        if server and server.poll() is None:
            server.kill()
            server.wait()
        for path in reversed(mounted):
            subprocess.run(["umount", path], check=False)
        if not any(os.path.ismount(p) for p in mounted):
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
