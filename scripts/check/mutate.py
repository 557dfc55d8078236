#!/usr/bin/env python3
"""Mutation harness: plants small, plausible bugs one at a time and checks that `swift test` catches each.

    scripts/check/mutate.py                 # every mutation (about a minute each on 2 cores)
    scripts/check/mutate.py cache etag      # only mutations whose id or area contains one of these words
    scripts/check/mutate.py --check         # only check that every original text is found exactly once (seconds)
    scripts/check/mutate.py --list          # list the mutations (hand-written, then derived)
    scripts/check/mutate.py --from=ID       # from mutation ID on, in list order (to finish a run that was stopped)

The tracked files are copied once to a scratch directory under /tmp (never the repository), built there once, and
each mutation is applied to that copy, built incrementally, tested with `swift test --skip-build`, and reverted.
A mutation is killed when the build or the tests fail (or time out). The tests of a mutation skip
AccessLogBufferTests (100,000 requests through the access log's writer: the slowest suite, and no mutation is in the
access log's code); the baseline runs every test. Each original text must occur exactly once in
its file: when the code changes under a mutation, the harness stops with an error instead of counting a survivor.
Prints a table and the kill rate; exits 1 if the rate is under 95 %. Not part of scripts/test.sh (it is slow).
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import mutations_bounds
import mutations_core
import mutations_derived
import mutations_service

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = int(os.environ.get("MUTATE_TIMEOUT", "600"))  # seconds per build and per test run

# The mutations, by area, in three hand-written lists beside this script (each entry: id, area, file, original text,
# replacement), then the ones derived for every endpoint and answers file those lists leave out (mutations_derived.py).
HAND_WRITTEN = mutations_core.MUTATIONS + mutations_service.MUTATIONS + mutations_bounds.MUTATIONS
DERIVED, UNDERIVED = mutations_derived.mutations(HAND_WRITTEN)
MUTATIONS = HAND_WRITTEN + DERIVED

# Mutations that a command other than the Swift tests must catch (the command the test script runs for that file).
COMMANDS = {
    "builder-same-screen-unchecked": ["python3", "scripts/generate/build-device-catalog.py", "--check"],
}


def run(command, cwd, timeout):
    """(exit code or 'timeout', seconds, last lines of output)."""
    started = time.monotonic()
    try:
        # A failing test may print bytes that are not UTF-8: they are replaced, not a crash.
        p = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout,
                           text=True, errors="replace")
        return p.returncode, time.monotonic() - started, p.stdout
    except subprocess.TimeoutExpired as e:
        output = (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        return "timeout", time.monotonic() - started, output


def check_all(root):
    problems = []
    for mid, _, path, original, replacement in MUTATIONS:
        text = (root / path).read_text()
        n = text.count(original)
        if n != 1:
            problems.append(f"{mid}: the original text occurs {n} times in {path} (expected exactly once)")
        if original == replacement:
            problems.append(f"{mid}: the replacement equals the original")
    problems += [f"{path}: no hand-written mutation and none could be derived (write one in a mutations_*.py)"
                 for path in UNDERIVED]
    ids = [m[0] for m in MUTATIONS]
    problems += [f"duplicate id {i}" for i in set(ids) if ids.count(i) > 1]
    return problems


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if "--list" in sys.argv:
        for mid, area, path, _, _ in MUTATIONS:
            print(f"{area:9} {mid:36} {path}")
        return
    problems = check_all(ROOT)
    if problems:
        print("mutation list out of date with the code:\n  " + "\n  ".join(problems), file=sys.stderr)
        sys.exit(2)
    if "--check" in sys.argv:
        # docs/testing.md's count of them is scripts/generate/mutation-count.py's (route-facts.py runs it).
        print(f"{len(MUTATIONS)} mutations ({len(DERIVED)} derived), each original text found exactly once")
        return
    chosen = [m for m in MUTATIONS if not args or any(a in m[0] or a == m[1] for a in args)]
    start = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--from=")), None)
    if start is not None:
        ids = [m[0] for m in chosen]
        if start not in ids:
            sys.exit(f"--from: no mutation {start}")
        chosen = chosen[ids.index(start):]
    nice = ["nice", "-n", "10"]
    scratch = Path(tempfile.mkdtemp(prefix="layoutd-mutate-"))
    print(f"scratch copy: {scratch}", flush=True)
    try:
        files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, stdout=subprocess.PIPE,
                               check=True).stdout.decode().split("\0")
        for f in filter(None, files):
            if (ROOT / f).is_file():
                (scratch / f).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / f, scratch / f)
        code, secs, output = run(nice + ["swift", "build", "--build-tests"], scratch, TIMEOUT * 2)
        if code != 0:
            print(output[-3000:], file=sys.stderr)
            sys.exit("the unmutated copy does not build")
        code, secs, output = run(nice + ["swift", "test", "--skip-build"], scratch, TIMEOUT)
        if code != 0:
            print(output[-3000:], file=sys.stderr)
            sys.exit("the unmutated copy fails its tests: fix that first")
        print(f"baseline: builds, tests pass ({secs:.0f} s)\n", flush=True)
        rows = []
        for mid, area, path, original, replacement in chosen:
            target = scratch / path
            pristine = target.read_text()
            target.write_text(pristine.replace(original, replacement, 1))
            try:
                if mid in COMMANDS:
                    code, bsecs, output = run(COMMANDS[mid], scratch, TIMEOUT)
                    verdict, how = ("SURVIVED", "") if code == 0 else ("killed", " ".join(COMMANDS[mid][1:]))
                    rows.append((mid, area, verdict, how))
                    print(f"{verdict:8} {area:8} {mid:36} {how}", flush=True)
                    continue
                code, bsecs, output = run(nice + ["swift", "build", "--build-tests"], scratch, TIMEOUT)
                if code != 0:
                    verdict, how = "killed", "build fails" if code != "timeout" else "build timeout"
                else:
                    code, tsecs, output = run(nice + ["swift", "test", "--skip-build", "--skip",
                                                      "AccessLogBufferTests"],
                                              scratch, TIMEOUT)
                    if code == "timeout":
                        verdict, how = "killed", "test timeout"
                    elif code != 0:
                        failed = sorted({line.split("Test ", 1)[1].split("(")[0] for line in output.splitlines()
                                         if line.startswith("✘ Test ") and "(" in line})
                        verdict, how = "killed", (", ".join(failed[:3]) + (" …" if len(failed) > 3 else "")
                                                  or f"exit {code}")
                    else:
                        verdict, how = "SURVIVED", ""
            finally:
                target.write_text(pristine)
            rows.append((mid, area, verdict, how))
            print(f"{verdict:8} {area:8} {mid:36} {how}", flush=True)
        # restore the build to the pristine tree for the next run
        killed = sum(1 for r in rows if r[2] == "killed")
        print("\n| mutation | area | result | caught by |\n| --- | --- | --- | --- |")
        for mid, area, verdict, how in rows:
            print(f"| {mid} | {area} | {verdict} | {how} |")
        rate = 100.0 * killed / max(1, len(rows))
        print(f"\nkilled {killed} of {len(rows)}: {rate:.1f} %")
        survivors = [r[0] for r in rows if r[2] != "killed"]
        if survivors:
            print("survivors: " + ", ".join(survivors))
        sys.exit(0 if rate >= 95 else 1)
    finally:
        if "--keep" not in sys.argv:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
