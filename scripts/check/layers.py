#!/usr/bin/env python3
"""Arrows point down: no folder of Sources/LayoutServer, or of Sources/LayoutHTTP and Sources/LayoutHTTPCore (one
order over two targets), uses a type, function or extension member declared in a folder above it. Between targets the
compiler keeps the arrows: LayoutServer depends on LayoutHTTP, LayoutHTTP on LayoutHTTPCore (its bottom folders, Core,
Wire and Support), no target can import one above it, and only LayoutServer the C library (Package.swift). This check
holds what the compiler does not: the order inside a target (Endpoints/ above Routing/ above Cache/, Wire/ above
Support/) and which bottom folder a folder above may use (Cache/ uses Core/ and Support/, not Wire/).

A request goes down through the folders and back with its answer:

    LayoutServer/  (libmicrohttpd, zlib and libzstd: gzip and zstd, the process)
    Server/        the command line, configuration sources, HTTPServer (start, drain, stop)
    Transport/     libmicrohttpd (the only importer of CMicroHTTPD): callbacks, framing, suspend/resume, workers, gzip
    LayoutHTTP/    (C-free: driven in memory by the tests; the last three folders are the target LayoutHTTPCore)
    Service/       the composition root: buildService names every endpoint
    HTTP/          the dispatcher (LayoutService): method, CORS, negotiation, ETag/conditional, the cache policy
    Endpoints/     one file per endpoint: path, names read, parse → LayoutAnswers
    Routing/       the route table: Route, Computation, RouteContext (what a handler may ask of the service)
    Cache/         the answer cache (LRU by bytes), CachedAnswer, EntityTag, prepared answers, hashing, compression
    Observability/ metrics and logs
    Parameters/    the reader (query and JSON alike), typed accessors, numbers, the vocabulary
    Core/          the messages every folder passes: Request, Response, Problem (and answers' errors as problems),
                   the header rules (Negotiation, CORSPolicy, RequestID), AnswerLife
    Wire/          JSON reading and writing          Support/  libc, locks, text, the configuration value

Each folder may use the folders listed for it in MODULES. What counts as a use, found by regular expressions over the
source with comments and strings removed:
- a name declared at a file's top level (`struct|class|enum|protocol|typealias|actor|func|let|var`) in one folder,
  written anywhere in another (`Problem`, `buildService`, `maximumQueryParameters`);
- a member declared in a top-level `extension` (`func|var|let|init`'s name, at the extension's first level), written
  after a dot in another folder (`.answering`, `.trimmingCharacters`): a call into a folder that names no type of it;
- a conformance of a type from another module (LayoutAnswers, LayoutGeometry) to a protocol of this one
  (`extension FitAnswers.Answer: JSONWritable`) outside the protocol's folder: the protocol's callers would run code
  of a folder above them (Wire writing an answer through Endpoints' `write(to:)`).
A name declared in several folders (an overload, a protocol requirement and its witness), a member name a module
below declares too (`JSONValue.bool`), and a name of three characters or fewer say nothing about direction and are
left out.

    python3 scripts/check/layers.py            # exits 1 naming each use that points up

The in-memory test target links no C either: LayoutHTTPTests's dependency closure (from `swift package describe
--type json`) holds neither LayoutServer nor CMicroHTTPD, and none of its files imports them; nor do the closures of
the C-free targets it tests (LayoutHTTP and LayoutHTTPCore). What needs the C transport (live servers, the worker
pool, zstd and gzip, the command line) is tested in LayoutServerTests.

    python3 scripts/check/layers.py --describe FILE   # a saved `swift package describe --type json` instead
"""
import json
import os
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
IN_MEMORY = "LayoutHTTPTests"
C_FREE = ["LayoutHTTP", "LayoutHTTPCore"]
FORBIDDEN = {"LayoutServer", "CMicroHTTPD"}
# Per order: its folders, and the folders each may use (the order above, top down); TARGETS says where they are.
MODULES = {
    "LayoutServer": {
        "Server": {"Transport"},
        "Transport": set(),
    },
    "LayoutHTTP": {
        "Service": {"HTTP", "Endpoints", "Routing", "Cache", "Observability", "Parameters", "Core", "Wire", "Support"},
        "HTTP": {"Routing", "Cache", "Observability", "Parameters", "Core", "Wire", "Support"},
        "Endpoints": {"Routing", "Cache", "Parameters", "Core", "Wire", "Support"},
        "Routing": {"Cache", "Parameters", "Core", "Wire", "Support"},
        "Cache": {"Core", "Support"},
        "Observability": {"Cache", "Core", "Wire", "Support"},
        "Parameters": {"Core", "Wire", "Support"},
        "Core": {"Wire", "Support"},
        "Wire": {"Support"},
        "Support": set(),
    },
}
# The targets whose folders each order spans (Sources/<target>/<folder>/).
TARGETS = {
    "LayoutServer": ["LayoutServer"],
    "LayoutHTTP": ["LayoutHTTP", "LayoutHTTPCore"],
}
# The modules each one imports (Package.swift): their member names may be what a `.name` means.
BELOW = {
    "LayoutServer": ["LayoutHTTP", "LayoutHTTPCore", "LayoutAnswers", "LayoutGeometry"],
    "LayoutHTTP": ["LayoutAnswers", "LayoutGeometry"],
}
MODIFIERS = (r"(?:(?:public|package|internal|private|fileprivate|final|static|nonisolated|mutating|indirect|"
             r"override)\s+)*")
DECLARATION = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*" + MODIFIERS +
                         r"(struct|class|enum|protocol|typealias|actor|func|let|var)\s+([A-Za-z_]\w*)")
EXTENSION = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*" + MODIFIERS + r"extension\s+([A-Za-z_][\w.]*)(?:\s*:\s*([^{]+))?")
MEMBER = re.compile(r"^    (?:@\w+(?:\([^)]*\))?\s+)*" + MODIFIERS + r"(?:func|var|let)\s+([A-Za-z_]\w*)")
ANY_MEMBER = re.compile(r"^\s+(?:@\w+(?:\([^)]*\))?\s+)*" + MODIFIERS +
                        r"(?:func|var|let|case|struct|class|enum|typealias)\s+([A-Za-z_]\w*)")


def strip(text):
    text = re.sub(r"//.*", "", text)
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def folder_of(roots, path):
    """The folder of `path` under whichever of the targets' roots holds it; None for a file at a root."""
    root = next(r for r in roots if r in path.parents)
    parts = path.relative_to(root).parts
    return parts[0] if len(parts) > 1 else None


def declarations(files, module):
    """Top-level names, extension members, every member name, and retroactive conformances, by folder."""
    top, members, anywhere, conformances = defaultdict(set), defaultdict(set), defaultdict(set), []
    for path in files:
        folder = folder_of(module, path)
        in_extension = False
        for number, line in enumerate(strip(path.read_text()).splitlines(), 1):
            if not line.strip():
                continue
            if not line.startswith((" ", "\t")):
                in_extension = False
                if match := DECLARATION.match(line):
                    top[match.group(2)].add(folder)
                elif match := EXTENSION.match(line):
                    in_extension = True
                    if match.group(2):
                        for protocol in match.group(2).split(","):
                            conformances.append((path, number, folder, match.group(1), protocol.strip()))
            elif in_extension and (match := MEMBER.match(line)):
                members[match.group(1)].add(folder)
            if match := ANY_MEMBER.match(line):
                anywhere[match.group(1)].add(folder)
    return top, members, anywhere, conformances


def check(name, allowed_by_folder):
    """The uses that point up inside one order, and how many files were read."""
    module = [ROOT / "Sources" / target for target in TARGETS[name]]
    files = [p for root in module for p in sorted(root.rglob("*.swift"))
             if "Generated" not in p.parts and folder_of(module, p)]
    unknown = sorted({folder_of(module, p) for p in files} - set(allowed_by_folder) - {"Playground"})
    if unknown:
        return [f"{name}: folders with no place in the order: {', '.join(unknown)} (add them to MODULES)"], len(files)
    top, members, anywhere, conformances = declarations(files, module)
    # Member names the modules below declare too (`JSONValue.bool` beside `Parameters.bool`) say nothing either.
    others = [p for below in BELOW[name] for p in sorted((ROOT / "Sources" / below).rglob("*.swift"))]
    elsewhere = {n for p in others for line in strip(p.read_text()).splitlines() if (m := ANY_MEMBER.match(line))
                 for n in [m.group(1)]}
    # One folder only; a member also declared as a member elsewhere (a protocol requirement, another type's
    # property of the same name) is left out.
    names = {n: next(iter(f)) for n, f in top.items() if len(f) == 1 and len(n) > 3}
    dotted = {n: next(iter(f)) for n, f in members.items()
              if len(f) == 1 and len(n) > 3 and anywhere[n] <= f and n not in top and n not in elsewhere}
    problems = []

    def up(path, number, folder, what, home):
        if home not in allowed_by_folder[folder] | {folder}:
            problems.append(f"{path.relative_to(ROOT)}:{number}: {folder}/ uses {what} from {home}/ above it")

    by_name = re.compile(r"(?<![.\w])(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")\b")
    by_member = re.compile(r"(?<=\.)(" + "|".join(sorted(map(re.escape, dotted), key=len, reverse=True)) + r")\b")
    for path in files:
        folder = folder_of(module, path)
        seen = set()
        for number, line in enumerate(strip(path.read_text()).splitlines(), 1):
            for used in by_name.findall(line) if names else []:
                if (used, "name") not in seen:
                    seen.add((used, "name"))
                    up(path, number, folder, used, names[used])
            for used in by_member.findall(line) if dotted else []:
                if (used, "member") not in seen:
                    seen.add((used, "member"))
                    up(path, number, folder, "." + used, dotted[used])
    for path, number, folder, extended, protocol in conformances:
        if extended.split(".")[0] not in top and protocol in names:
            home = names[protocol]
            if home != folder:
                problems.append(f"{path.relative_to(ROOT)}:{number}: {folder}/ makes {extended} a {protocol}, whose "
                                f"callers in {home}/ would run it (conform in {home}/)")
    return problems, len(files)


def closure(targets, name):
    """Every target `name` depends on, directly or through others (products of other packages left out)."""
    seen, stack = set(), [name]
    while stack:
        for dependency in targets[stack.pop()].get("target_dependencies", []):
            if dependency not in seen:
                seen.add(dependency)
                stack.append(dependency)
    return seen


def test_targets(saved=None):
    """The in-memory test target links no C (see the docstring); its problems and the closure's size."""
    if saved:
        with open(saved, encoding="utf-8") as f:
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
    folder = ROOT / targets[IN_MEMORY]["path"]
    importing = re.compile(r"^\s*(@testable |public |internal |@_exported )?import (" + "|".join(FORBIDDEN) + r")\b")
    for directory, _, files in os.walk(folder):
        for file in sorted(f for f in files if f.endswith(".swift")):
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if importing.match(line):
                        problems.append(f"{os.path.relpath(path, ROOT)}:{number}: {line.strip()}")
    if problems:
        problems.append(f"{IN_MEMORY} is the in-memory test target: what needs LayoutServer goes to LayoutServerTests")
    return problems, len(reached)


def main():
    problems, files, folders = [], 0, 0
    for name, allowed_by_folder in MODULES.items():
        found, count = check(name, allowed_by_folder)
        problems += found
        files += count
        folders += len(allowed_by_folder)
    if problems:
        print("layers: arrows that point up (see scripts/check/layers.py for the order):")
        print("\n".join("  " + p for p in problems))
    saved = sys.argv[sys.argv.index("--describe") + 1] if "--describe" in sys.argv else None
    linked, reached = test_targets(saved)
    if linked:
        print("\n".join(linked))
    if problems or linked:
        return 1
    targets = sum(len(t) for t in TARGETS.values())
    print(f"layers: {files} files in {folders} folders of {targets} targets, every use points down; {IN_MEMORY} "
          f"depends on {reached} targets, none of {', '.join(sorted(FORBIDDEN))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
