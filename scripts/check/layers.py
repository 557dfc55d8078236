#!/usr/bin/env python3
"""Arrows point down: no folder of Sources/LayoutServer or Sources/LayoutHTTP uses a type or function declared in a
folder above it in the same module. Between modules the compiler keeps the arrows: LayoutServer depends on LayoutHTTP,
and LayoutHTTP cannot import LayoutServer or the C library (Package.swift).

A request goes down through the folders and back with its answer:

    LayoutServer/  (libmicrohttpd, zlib, the process)
    Server/        the command line, configuration sources, HTTPServer (start, drain, stop)
    Transport/     libmicrohttpd (the only importer of CMicroHTTPD): callbacks, framing, suspend/resume, workers, gzip
    LayoutHTTP/    (C-free: driven in memory by the tests)
    Service/       the composition root: buildService names every endpoint
    HTTP/          the dispatcher (LayoutService): method, CORS, negotiation, ETag/conditional, the cache policy
    Routing/       the route table: Route, Computation, RouteContext
    Cache/         the answer cache (LRU by bytes), CachedAnswer, prepared answers, hashing, compression rule
    Endpoints/     one file per endpoint: path, names read, parse → LayoutAnswers
    Parameters/    the reader (query and JSON alike), typed accessors, numbers, the vocabulary
    Wire/          JSON reading and writing
    Observability/ metrics and logs          Support/  libc, locks, the configuration value

Each folder may use the folders listed for it in ALLOWED. HTTP's message types and header rules (Request,
Response, Problem, Negotiation, Conditional: MESSAGES) are values every folder may pass and ask; its dispatcher
(LayoutService) may be named only from above. Declarations are found by a plain scan of `struct|class|enum|protocol|
typealias` at a file's top level; uses by name, unqualified (comments and strings removed).

    python3 scripts/check/layers.py            # exits 1 naming each use that points up
"""
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Per module: its folders from the top down, and the folders each may use.
MODULES = {
    "LayoutServer": {
        "Server": {"Transport"},
        "Transport": set(),
    },
    "LayoutHTTP": {
        "Service": {"HTTP", "Routing", "Cache", "Endpoints", "Parameters", "Wire", "Observability", "Support"},
        "HTTP": {"Routing", "Cache", "Parameters", "Wire", "Observability", "Support"},
        "Routing": {"Cache", "Parameters", "Wire", "Support"},
        "Cache": {"Support"},
        "Endpoints": {"Routing", "Cache", "Parameters", "Wire", "Support"},
        "Parameters": {"Wire", "Support"},
        "Wire": {"Support"},
        "Observability": {"Cache", "Wire", "Support"},
        "Support": set(),
    },
}
MESSAGE_FILES = {"Request.swift", "Response.swift", "Problem.swift", "Problem+Answers.swift", "Negotiation.swift",
                 "Conditional.swift"}
DECLARATION = re.compile(r"^(?:\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|final|static|"
                         r"nonisolated|mutating|indirect)\s+)*(struct|class|enum|protocol|typealias|actor|func)\s+"
                         r"([A-Za-z_]\w*)", re.M)


def strip(text):
    text = re.sub(r"//.*", "", text)
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def folder_of(module, path):
    parts = path.relative_to(module).parts
    return parts[0] if len(parts) > 1 else None


def check(name, allowed_by_folder):
    """The uses that point up inside one module, and how many files were read."""
    module = ROOT / "Sources" / name
    files = [p for p in sorted(module.rglob("*.swift")) if "Generated" not in p.parts and folder_of(module, p)]
    unknown = sorted({folder_of(module, p) for p in files} - set(allowed_by_folder) - {"Playground"})
    if unknown:
        return [f"{name}: folders with no place in the order: {', '.join(unknown)} (add them to MODULES)"], len(files)
    owner = defaultdict(set)  # name -> folders declaring it (top-level types and functions only)
    for path in files:
        folder = folder_of(module, path)
        if folder == "HTTP" and path.name in MESSAGE_FILES:
            folder = "MESSAGES"
        for line in path.read_text().splitlines():
            if line.startswith((" ", "\t")):
                continue  # members of a type: found through their type's name
            match = DECLARATION.match(line)
            if match and match.group(1) != "func":
                owner[match.group(2)].add(folder)
    # A name declared in several folders (an overload, `init`) says nothing about direction.
    names = {name: next(iter(folders)) for name, folders in owner.items() if len(folders) == 1 and len(name) > 3}
    if not names:
        return [], len(files)
    pattern = re.compile(r"(?<![.\w])(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")\b")
    problems = []
    for path in files:
        folder = folder_of(module, path)
        if folder == "HTTP" and path.name in MESSAGE_FILES:
            continue
        allowed = allowed_by_folder[folder] | {folder, "MESSAGES"}
        seen = set()
        for number, line in enumerate(strip(path.read_text()).splitlines(), 1):
            for used in pattern.findall(line):
                home = names[used]
                if home not in allowed and (used, home) not in seen:
                    seen.add((used, home))
                    problems.append(f"{path.relative_to(ROOT)}:{number}: {folder}/ uses {used} from {home}/ above it")
    return problems, len(files)


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
        return 1
    print(f"layers: {files} files in {folders} folders of {len(MODULES)} modules, every use points down")
    return 0

if __name__ == "__main__":
    sys.exit(main())
