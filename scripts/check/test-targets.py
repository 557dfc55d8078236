#!/usr/bin/env python3
"""The in-memory test target links no C: LayoutHTTPTests's dependency closure (from `swift package describe --type
json`) holds neither LayoutServer nor CMicroHTTPD, and none of its files imports them; nor do the closures of the
C-free targets it tests (LayoutHTTP and LayoutHTTPCore, the HTTP service and its bottom folders). Exits 1 naming what
is wrong.

    python3 scripts/check/test-targets.py          # the package in this repository
    python3 scripts/check/test-targets.py FILE     # a saved `swift package describe --type json` instead

What needs the C transport (live servers, the worker pool, zstd and gzip, the command line) is tested in
LayoutServerTests.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
IN_MEMORY = "LayoutHTTPTests"
C_FREE = ["LayoutHTTP", "LayoutHTTPCore"]
FORBIDDEN = {"LayoutServer", "CMicroHTTPD"}


def closure(targets, name):
    """Every target `name` depends on, directly or through others (products of other packages left out)."""
    seen, stack = set(), [name]
    while stack:
        for dependency in targets[stack.pop()].get("target_dependencies", []):
            if dependency not in seen:
                seen.add(dependency)
                stack.append(dependency)
    return seen


def main():
    if len(sys.argv) > 1:
        with open(sys.argv[1], encoding="utf-8") as f:
            description = json.load(f)
    else:
        output = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout
        description = json.loads(output[output.index("{"):])
    targets = {target["name"]: target for target in description["targets"]}
    problems = []
    reached = closure(targets, IN_MEMORY)
    for name in sorted(reached & FORBIDDEN):
        problems.append(f"{IN_MEMORY} depends on {name}")
    for target in C_FREE:
        if target not in reached:
            problems.append(f"{IN_MEMORY} does not reach {target} (Package.swift lost a target this check knows)")
        for name in sorted(closure(targets, target) & FORBIDDEN):
            problems.append(f"{target} depends on {name}")
    folder = os.path.join(ROOT, targets[IN_MEMORY]["path"])
    importing = re.compile(r"^\s*(@testable |public |internal |@_exported )?import (" + "|".join(FORBIDDEN) + r")\b")
    for directory, _, files in os.walk(folder):
        for file in sorted(f for f in files if f.endswith(".swift")):
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if importing.match(line):
                        problems.append(f"{os.path.relpath(path, ROOT)}:{number}: {line.strip()}")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{IN_MEMORY} is the in-memory test target: what needs LayoutServer goes to LayoutServerTests")
        return 1
    print(f"{IN_MEMORY} depends on {len(reached)} targets, none of {', '.join(sorted(FORBIDDEN))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
