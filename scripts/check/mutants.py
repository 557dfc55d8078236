#!/usr/bin/env python3
"""Mutant generator: operator mutants of the lines a commit range changed (or of a whole file), run against the tests.

    scripts/check/mutants.py HEAD~40..HEAD --list          # the mutants, by area, without running anything
    scripts/check/mutants.py HEAD~40..HEAD --minutes 25    # a sample, spread over the areas, for 25 minutes at most
    scripts/check/mutants.py --file Sources/LayoutHTTP/Endpoints/SizeClassEndpoint.swift --sample 10
    options: --sample N (mutants to run, default 20), --seed S (which ones, default 1), --minutes M (stop starting
             new mutants after M minutes), --filter REGEX (`swift test --filter`, default the whole suite but the
             access log's 100,000-request suite), --area REGEX (only the areas it matches, e.g. `^LayoutGeometry`),
             --here (mutate this tree, not a scratch copy; reverted after each)

Where the hand-written lists of scripts/check/mutate.py plant bugs someone thought of, this one plants them
mechanically on every changed line of Sources/: a relational or equality operator flipped or made strict/inclusive
(`<`↔`<=`, `>`↔`>=`, `==`↔`!=`), `&&`↔`||`, an assignment or `append` statement removed, `.sorted()` dropped,
`min`↔`max`, an integer literal ±1, an enum case replaced by a sibling of its enum, and a call's argument replaced
by a constant of its type (a number by 0, a Bool by true and by false, a String by "", an optional by nil; a name's
type is the one every `name: T` declaration in Sources/ gives it). Comments and string literals are left alone.
Each mutant is applied, built incrementally, tested with `swift test --skip-build`, and reverted: killed when the
tests fail or time out; a mutant that does not compile is no test result and is counted apart. Survivors are
printed with their diffs: each is a missing test or an equivalent mutant (say which, and why, in docs/testing.md).
Not part of scripts/test.sh (slow).
"""
import argparse
import difflib
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from mutate import BUILD, NICE, ROOT, TIMEOUT, build_unmutated, run, scratch_copy, verdict

SKIP_SUITES = ["AccessLogBufferTests"]
RELATIONAL = {" < ": [" <= ", " > "], " <= ": [" < ", " > "], " > ": [" >= ", " < "], " >= ": [" > ", " < "],
              " == ": [" != "], " != ": [" == "]}
LOGICAL = {" && ": " || ", " || ": " && "}
# Stays out of these: other work changes them (and their mutants would be that work's to judge).
EXCLUDED = ("Measure.swift", "WorkerPool.swift", "Negotiation.swift", "Request.swift", "/Generated/")


def area(path):
    """A file's area: its module, and for the HTTP modules its folder (Endpoints, Cache, Core, Wire…)."""
    parts = Path(path).parts
    module = parts[1] if len(parts) > 1 else path
    if module in ("LayoutHTTP", "LayoutHTTPCore", "LayoutServer", "LayoutAnswers") and len(parts) > 3:
        return f"{module}/{parts[2]}"
    if module == "LayoutGeometry" and "SwiftUILayout" in parts:
        return "LayoutGeometry/SwiftUILayout"
    return module


def changed_lines(commit_range):
    """{path: set of line texts added} for the Swift files under Sources/ the range changed."""
    diff = subprocess.run(["git", "diff", "-U0", commit_range, "--", "Sources"], cwd=ROOT, text=True,
                          stdout=subprocess.PIPE, check=True).stdout
    added, path = {}, None
    for line in diff.splitlines():
        if line.startswith("+++ "):
            path = line[6:] if line.startswith("+++ b/") else None
        elif path and path.endswith(".swift") and line.startswith("+") and not line.startswith("+++"):
            added.setdefault(path, set()).add(line[1:])
    return added


def code_spans(line):
    """The [start, end) ranges of `line` outside string literals and its trailing comment."""
    spans, start, i, quoted = [], 0, 0, False
    while i < len(line):
        c = line[i]
        if quoted:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                quoted, start = False, i + 1
        elif c == '"':
            spans.append((start, i))
            quoted = True
        elif line.startswith("//", i):
            spans.append((start, i))
            return spans
        i += 1
    if not quoted:
        spans.append((start, len(line)))
    return spans


def enum_siblings(root):
    """{case name: [the other cases of its enum]} for the enums in Sources/ whose cases carry no values (a name that
    two enums share is left out)."""
    siblings = {}
    for file in sorted((root / "Sources").rglob("*.swift")):
        text = file.read_text()
        for match in re.finditer(r"\benum \w+[^{\n]*\{", text):
            depth, i, cases = 1, match.end(), []
            body_start = i
            while i < len(text) and depth:
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            body = text[body_start:i - 1]
            level, line_start = 0, 0
            for line in body.split("\n"):
                stripped = line.strip()
                if level == 0 and stripped.startswith("case ") and "(" not in stripped:
                    for name in stripped[5:].split(","):
                        name = name.split("=")[0].strip()
                        if re.fullmatch(r"[a-z]\w*", name):
                            cases.append(name)
                level += line.count("{") - line.count("}")
                line_start += 1
            for name in cases:
                others = [c for c in cases if c != name]
                if others:
                    # A name two enums share is left out: which one a `.name` means takes the type checker.
                    siblings[name] = None if name in siblings else others
    return {name: others for name, others in siblings.items() if others}


CONSTANTS = {"Int": ["0"], "Int32": ["0"], "Int64": ["0"], "UInt": ["0"], "UInt8": ["0"], "UInt16": ["0"],
             "UInt32": ["0"], "UInt64": ["0"], "Double": ["0"], "Float": ["0"], "CGFloat": ["0"],
             "Bool": ["true", "false"], "String": ['""'], "Substring": ['""']}


def declared_types(root):
    """{name: type} for the names in Sources/ declared `name: T` (property, constant or parameter) with T one of
    CONSTANTS' types (`T?` as "?"); a name also declared with another type is left out."""
    types = {}
    declaration = re.compile(r"\b([a-z_]\w*)\s*:\s*([\[(]|[A-Z][\w.]*)(\?)?([<\[]?)")
    for file in sorted((root / "Sources").rglob("*.swift")):
        for line in file.read_text().split("\n"):
            if line.strip().startswith("//"):
                continue
            for m in declaration.finditer(line):
                kind = m.group(2) if not m.group(4) else "generic"
                kind = "?" if m.group(3) and kind in CONSTANTS else kind
                types.setdefault(m.group(1), set()).add(kind)
    return {name: kinds.pop() for name, kinds in types.items()
            if len(kinds) == 1 and (kinds & set(CONSTANTS) or kinds == {"?"})}


def argument_mutants(line, types, outside_strings):
    """(what, mutated line): each call argument that is a name of a known type (or a literal) replaced by a constant
    of its type: a number by 0, a Bool by true and by false, a String by "", an optional by nil."""
    stripped = line.strip()
    if stripped.startswith(("func ", "for ", "case ", "@")) or re.search(r"\b(func|let|var|init)\s*[(<]|\bin$|"
                                                                   r"\bfunc |\bcase \.", stripped):
        return []
    out = []
    argument = re.compile(r"(?<=[(,])(\s*(?:[a-z_]\w*:\s*)?)((?:self\.)?[a-z_]\w*(?:\.[a-z_]\w*)*|\d+|true|false)"
                          r"(?=\s*[,)])")
    for m in argument.finditer(line):
        value, start, end = m.group(2), m.start(2), m.end(2)
        if not outside_strings(start, end):
            continue
        if value in ("true", "false"):
            news = ["false" if value == "true" else "true"]
        elif value.isdigit():
            news = ["0"] if int(value) > 1 else []
        else:
            kind = types.get(value.split(".")[-1])
            news = ["nil"] if kind == "?" else [c for c in CONSTANTS.get(kind, [])]
        for new in news:
            out.append((f"argument `{value}` → `{new}`", line[:start] + new + line[end:]))
    return out


def line_mutants(line, siblings, types={}):
    """(what, mutated line) for one line of code."""
    stripped = line.strip()
    if not stripped or stripped.startswith(("//", "///", "/*", "*", "import ", "#")):
        return []
    spans = code_spans(line)

    def outside_strings(start, end):
        return any(a <= start and end <= b for a, b in spans)

    out = []
    for old, news in RELATIONAL.items():
        for m in re.finditer(re.escape(old), line):
            if outside_strings(m.start(), m.end()):
                for new in news:
                    out.append((f"`{old.strip()}` → `{new.strip()}`", line[:m.start()] + new + line[m.end():]))
    for old, new in LOGICAL.items():
        for m in re.finditer(re.escape(old), line):
            if outside_strings(m.start(), m.end()):
                out.append((f"`{old.strip()}` → `{new.strip()}`", line[:m.start()] + new + line[m.end():]))
    for m in re.finditer(r"\.sorted\(\)", line):
        if outside_strings(m.start(), m.end()):
            out.append(("`.sorted()` dropped", line[:m.start()] + line[m.end():]))
    for m in re.finditer(r"\b(min|max)\(", line):
        if outside_strings(m.start(), m.end()) and (m.start() == 0 or line[m.start() - 1] != "."):
            other = "max" if m.group(1) == "min" else "min"
            out.append((f"`{m.group(1)}` → `{other}`", line[:m.start()] + other + line[m.start() + 3:]))
    # A capacity is a hint (any value gives the same answers): its literals are not mutated.
    hint = re.search(r"reserveCapacity\(|minimumCapacity:", line)
    for m in re.finditer(r"(?<![\w.$])(\d+)(?![\w.])", line):
        if outside_strings(m.start(), m.end()) and "_" not in m.group(1) and not hint:
            value = int(m.group(1))
            for new in (value + 1, value - 1):
                if new >= 0:
                    out.append((f"`{value}` → `{new}`", line[:m.start()] + str(new) + line[m.end():]))
    for m in re.finditer(r"(?<![\w)\]?!])\.([a-z]\w*)\b(?!\s*\()", line):
        if outside_strings(m.start(), m.end()) and m.group(1) in siblings:
            new = siblings[m.group(1)][0]
            out.append((f"`.{m.group(1)}` → `.{new}`", line[:m.start(1)] + new + line[m.end(1):]))
    statement = re.match(r"\s*(?!let |var |return |guard |if |case |for |while )[\w.\[\]]+ *([-+*/]?=) (?!=)", line)
    if (statement and "{" not in line and not line.rstrip().endswith(("(", "[", ",")) or
            re.match(r"\s*[\w.]+\.append\(.*\)\s*$", line)):
        indent = line[:len(line) - len(line.lstrip())]
        out.append(("statement removed", indent + "_ = ()  // removed"))
    return out + argument_mutants(line, types, outside_strings)


def mutants(root, files_lines):
    """Every mutant: (area, path, line number, what, original line, mutated line)."""
    siblings, types = enum_siblings(root), declared_types(root)
    found = []
    for path, lines in sorted(files_lines.items()):
        if any(part in path for part in EXCLUDED) or not (root / path).is_file():
            continue
        for number, line in enumerate((root / path).read_text().split("\n"), 1):
            if lines is not None and line not in lines:
                continue
            for what, mutated in line_mutants(line, siblings, types):
                found.append((area(path), path, number, what, line, mutated))
    return found


def sample(found, count, seed):
    """`count` mutants spread over the areas in turn (each area's own order shuffled by `seed`)."""
    rng = random.Random(seed)
    by_area = {}
    for m in found:
        by_area.setdefault(m[0], []).append(m)
    for items in by_area.values():
        rng.shuffle(items)
    chosen, areas = [], sorted(by_area)
    while len(chosen) < count and any(by_area.values()):
        for name in areas:
            if by_area[name] and len(chosen) < count:
                chosen.append(by_area[name].pop())
    return chosen


def diff_text(path, number, original, mutated):
    return "".join(difflib.unified_diff([original + "\n"], [mutated + "\n"], f"a/{path}:{number}",
                                         f"b/{path}:{number}"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("range", nargs="?", default="HEAD~40..HEAD")
    parser.add_argument("--file", action="append", default=[])
    parser.add_argument("--sample", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=0)
    parser.add_argument("--filter", default=None)
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--here", action="store_true")
    parser.add_argument("--area", default=None)
    options = parser.parse_args()
    files_lines = {f: None for f in options.file} if options.file else changed_lines(options.range)
    found = [m for m in mutants(ROOT, files_lines) if not options.area or re.search(options.area, m[0])]
    counts = {}
    for m in found:
        counts[m[0]] = counts.get(m[0], 0) + 1
    print(f"{len(found)} mutants in {len(files_lines)} files: " +
          ", ".join(f"{a} {n}" for a, n in sorted(counts.items())), flush=True)
    if options.list:
        for a, path, number, what, _, _ in found:
            print(f"{a:30} {path}:{number} {what}")
        return
    chosen = sample(found, options.sample, options.seed)
    work = ROOT if options.here else scratch_copy("layoutd-mutants-")
    began = time.monotonic()
    rows = []
    try:
        build_unmutated(work)
        test = NICE + ["swift", "test", "--skip-build"]
        test += ["--filter", options.filter] if options.filter else [a for s in SKIP_SUITES for a in ("--skip", s)]
        for a, path, number, what, original, mutated in chosen:
            if options.minutes and time.monotonic() - began > options.minutes * 60:
                print(f"time is up: {len(rows)} of {len(chosen)} run", flush=True)
                break
            lines = (work / path).read_text().split("\n")
            lines[number - 1] = mutated
            result, how = verdict(work, path, "\n".join(lines), test, unbuilt=("no-build", "does not compile"))
            rows.append((a, path, number, what, result, how, original, mutated))
            print(f"{result:8} {a:28} {Path(path).name}:{number} {what} {how}", flush=True)
        if options.here:
            run(BUILD, work, TIMEOUT)
    finally:
        if not options.here:
            shutil.rmtree(work, ignore_errors=True)
    print("\n| area | run | compiled | killed | kill rate |\n| --- | --- | --- | --- | --- |")
    for name in sorted({r[0] for r in rows}):
        mine = [r for r in rows if r[0] == name]
        built = [r for r in mine if r[4] != "no-build"]
        killed = sum(1 for r in built if r[4] == "killed")
        print(f"| {name} | {len(mine)} | {len(built)} | {killed} | {100.0 * killed / max(1, len(built)):.0f} % |")
    built = [r for r in rows if r[4] != "no-build"]
    killed = sum(1 for r in built if r[4] == "killed")
    print(f"\nkilled {killed} of {len(built)} compiled mutants ({len(rows) - len(built)} did not compile)")
    for a, path, number, what, result, how, original, mutated in rows:
        if result == "SURVIVED":
            print(f"\nSURVIVED {what}\n{diff_text(path, number, original, mutated)}", end="")
    sys.exit(0)


if __name__ == "__main__":
    main()
