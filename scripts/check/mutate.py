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

The mutations: the hand-written lists beside this script (mutations_core.py, mutations_service.py,
mutations_swiftui.py,
mutations_codings.py; each entry: id, area, file, original text, replacement), then those derived from the code, so
that a new endpoint is covered without a hand-written mutation: for every endpoint file and every answers file that
no hand-written mutation names, and for every endpoint type in the generated registry whose file has none.

- `routes-emptied-<File>`: the endpoint's `static func routes(catalog:)` answers no route (its one-line body `{ … }`
  becomes `{ [] }`): openapi.yaml then names a path the service does not answer (RouteListTests).
- `unregistered-<Type>`: its line in Service/Generated/EndpointRegistry.swift dropped: the registry is no longer what
  scripts/generate/endpoint-registry.py writes, and its routes are gone (RouteListTests).
- `<operator>-<File>` for an answers file: the first applicable of these layout mutations: the axes swapped on the
  first line that reads both `.width` and `.height`; `min(` for the first `max(` (or the reverse); the first ` + `
  as ` - `; the first ` < ` as ` <= `. A file none applies to is an error naming it (write a mutation by hand).

The harness (a scratch copy, a mutant built and tested, its verdict) is scripts/check/mutants.py's too.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import mutations_codings
import mutations_core
import mutations_service
import mutations_swiftui
from mutations_core import A, H

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = int(os.environ.get("MUTATE_TIMEOUT", "600"))  # seconds per build and per test run
NICE = ["nice", "-n", "10"]
BUILD = NICE + ["swift", "build", "--build-tests"]
REGISTRY = H + "Service/Generated/EndpointRegistry.swift"
ROUTES = re.compile(r"^    static func routes\(catalog[^)]*\) -> \[Route\] \{ (.+) \}$", re.MULTILINE)
DECLARATION = re.compile(r"^(?:enum|struct) (\w+)\s*:\s*(?:[\w, ]*, *)?Endpoint\b", re.MULTILINE)


def once(text, original):
    return text.count(original) == 1


def answers_mutation(name, text):
    """(id, original, replacement) for an answers file, or None when no operator applies."""
    stem = name.removesuffix(".swift")
    for line in text.splitlines():
        if ".width" in line and ".height" in line and not line.lstrip().startswith("//"):
            swapped = line.replace(".width", ".\0").replace(".height", ".width").replace(".\0", ".height")
            if once(text, line + "\n") and swapped != line:
                return f"axes-swapped-{stem}", line + "\n", swapped + "\n"
    for a, b in (("max(", "min("), ("min(", "max(")):
        for line in text.splitlines():
            if a in line and not line.lstrip().startswith("//") and once(text, line + "\n"):
                return f"{a[:3]}-as-{b[:3]}-{stem}", line + "\n", line.replace(a, b, 1) + "\n"
    for a, b, label in ((" + ", " - ", "plus-as-minus"), (" < ", " <= ", "less-as-at-most")):
        for line in text.splitlines():
            if a in line and not line.lstrip().startswith(("//", "///")) and once(text, line + "\n"):
                return f"{label}-{stem}", line + "\n", line.replace(a, b, 1) + "\n"
    return None


def derived_mutations(hand_written):
    """The derived mutations: (id, area, file, original, replacement), and the files none could be derived for."""
    named = {m[2] for m in hand_written}
    derived, underived = [], []
    registry = (ROOT / REGISTRY).read_text(encoding="utf-8") if (ROOT / REGISTRY).exists() else ""
    for path in sorted((ROOT / H / "Endpoints").glob("*.swift")):
        file = H + "Endpoints/" + path.name
        if file in named:
            continue
        text = path.read_text(encoding="utf-8")
        bodies = ROUTES.findall(text)
        found = ROUTES.search(text)
        if len(bodies) == 1 and bodies[0] != "[]":
            derived.append((f"routes-emptied-{path.stem}", "derived", file, found.group(0),
                            found.group(0).replace("{ " + bodies[0] + " }", "{ [] }")))
        else:
            underived.append(file)
        for name in DECLARATION.findall(text):
            line = f"            {name}.self,\n"
            if once(registry, line):
                derived.append((f"unregistered-{name}", "derived", REGISTRY, line, ""))
    for path in sorted((ROOT / A / "Answers").glob("*.swift")):
        file = A + "Answers/" + path.name
        if file in named:
            continue
        found = answers_mutation(path.name, path.read_text(encoding="utf-8"))
        if found:
            derived.append((found[0], "derived", file, found[1], found[2]))
        else:
            underived.append(file)
    return derived, underived


# The mutations, by area: the hand-written lists, then the ones derived for every endpoint and answers file they
# leave out.
HAND_WRITTEN = (mutations_core.MUTATIONS + mutations_service.MUTATIONS + mutations_swiftui.MUTATIONS
                + mutations_codings.MUTATIONS + mutations_core.BOUNDS)
DERIVED, UNDERIVED = derived_mutations(HAND_WRITTEN)
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


def scratch_copy(prefix):
    """A copy of the tracked files under /tmp (never the repository)."""
    scratch = Path(tempfile.mkdtemp(prefix=prefix))
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, stdout=subprocess.PIPE,
                           check=True).stdout.decode().split("\0")
    for f in filter(None, files):
        if (ROOT / f).is_file():
            (scratch / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / f, scratch / f)
    return scratch


def build_unmutated(work, test=None):
    """Builds the unmutated tree (and runs `test` on it, when given); exits when either fails."""
    code, secs, output = run(BUILD, work, TIMEOUT * 2)
    if code != 0:
        print(output[-3000:], file=sys.stderr)
        sys.exit("the unmutated tree does not build")
    if test:
        code, secs, output = run(test, work, TIMEOUT)
        if code != 0:
            print(output[-3000:], file=sys.stderr)
            sys.exit("the unmutated tree fails its tests: fix that first")
    return secs


def verdict(work, path, mutated, test, unbuilt=("killed", "build fails")):
    """Writes `mutated` as the file `path` of `work`, builds it incrementally and runs `test`, then restores the
    file: (verdict, how) — killed when the tests fail or time out, `unbuilt` when it does not compile."""
    target = work / path
    pristine = target.read_text()
    target.write_text(mutated)
    try:
        code, _, output = run(BUILD, work, TIMEOUT)
        if code != 0:
            return unbuilt if code != "timeout" else (unbuilt[0], "build timeout")
        code, _, output = run(test, work, TIMEOUT)
        if code == "timeout":
            return "killed", "test timeout"
        if code != 0:
            failed = sorted({line.split("Test ", 1)[1].split("(")[0] for line in output.splitlines()
                             if line.startswith("✘ Test ") and "(" in line})
            return "killed", ", ".join(failed[:3]) + (" …" if len(failed) > 3 else "") or f"exit {code}"
        return "SURVIVED", ""
    finally:
        target.write_text(pristine)


def check_all(root):
    problems = []
    for mid, _, path, original, replacement in MUTATIONS:
        text = (root / path).read_text()
        n = text.count(original)
        if n != 1:
            problems.append(f"{mid}: the original text occurs {n} times in {path} (expected exactly once)")
        if original == replacement:
            problems.append(f"{mid}: the replacement equals the original")
    problems += [f"{path}: no hand-written mutation and none could be derived (write one by hand)"
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
    scratch = scratch_copy("layoutd-mutate-")
    print(f"scratch copy: {scratch}", flush=True)
    try:
        secs = build_unmutated(scratch, NICE + ["swift", "test", "--skip-build"])
        print(f"baseline: builds, tests pass ({secs:.0f} s)\n", flush=True)
        rows = []
        test = NICE + ["swift", "test", "--skip-build", "--skip", "AccessLogBufferTests"]
        for mid, area, path, original, replacement in chosen:
            mutated = (scratch / path).read_text().replace(original, replacement, 1)
            if mid in COMMANDS:
                pristine = (scratch / path).read_text()
                (scratch / path).write_text(mutated)
                try:
                    code, _, _ = run(COMMANDS[mid], scratch, TIMEOUT)
                finally:
                    (scratch / path).write_text(pristine)
                result, how = ("SURVIVED", "") if code == 0 else ("killed", " ".join(COMMANDS[mid][1:]))
            else:
                result, how = verdict(scratch, path, mutated, test)
            rows.append((mid, area, result, how))
            print(f"{result:8} {area:8} {mid:36} {how}", flush=True)
        killed = sum(1 for r in rows if r[2] == "killed")
        print("\n| mutation | area | result | caught by |\n| --- | --- | --- | --- |")
        for mid, area, result, how in rows:
            print(f"| {mid} | {area} | {result} | {how} |")
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
