#!/usr/bin/env python3
"""Arrows point down: no folder of Sources/LayoutHTTP uses a type or function declared in a folder above it.

A request goes down through the folders of LayoutHTTP and back with its answer:

    Server/        the composition root: command line, configuration sources, HTTPServer, buildService
    Transport/     libmicrohttpd (the only importer of CMicroHTTPD): callbacks, framing, suspend/resume, workers
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
HTTP = ROOT / "Sources" / "LayoutHTTP"
ORDER = ["Server", "Transport", "HTTP", "Routing", "Cache", "Endpoints", "Parameters", "Wire", "Observability", "Support"]
ALLOWED = {
    "Server": set(ORDER),
    "Transport": {"HTTP", "Routing", "Cache", "Parameters", "Wire", "Observability", "Support"},
    "HTTP": {"Routing", "Cache", "Parameters", "Wire", "Observability", "Support"},
    "Routing": {"Cache", "Parameters", "Wire", "Support"},
    "Cache": {"Support"},
    "Endpoints": {"Routing", "Cache", "Parameters", "Wire", "Support"},
    "Parameters": {"Wire", "Support"},
    "Wire": {"Support"},
    "Observability": {"Cache", "Wire", "Support"},
    "Support": set(),
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


def folder_of(path):
    parts = path.relative_to(HTTP).parts
    return parts[0] if len(parts) > 1 else None


def main():
    files = [p for p in sorted(HTTP.rglob("*.swift")) if "Generated" not in p.parts and folder_of(p)]
    unknown = sorted({folder_of(p) for p in files} - set(ORDER) - {"Playground"})
    if unknown:
        print(f"layers: folders with no place in the order: {', '.join(unknown)} (add them to ORDER and ALLOWED)")
        return 1
    owner = defaultdict(set)  # name -> folders declaring it (top-level types and functions only)
    for path in files:
        folder = folder_of(path)
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
    pattern = re.compile(r"(?<![.\w])(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")\b")
    problems = []
    for path in files:
        folder = folder_of(path)
        if folder == "HTTP" and path.name in MESSAGE_FILES:
            continue
        allowed = ALLOWED[folder] | {folder, "MESSAGES"}
        seen = set()
        for number, line in enumerate(strip(path.read_text()).splitlines(), 1):
            for name in pattern.findall(line):
                home = names[name]
                if home not in allowed and (name, home) not in seen:
                    seen.add((name, home))
                    problems.append(f"{path.relative_to(ROOT)}:{number}: {folder}/ uses {name} from {home}/ above it")
    if problems:
        print("layers: arrows that point up (see scripts/check/layers.py for the order):")
        print("\n".join("  " + p for p in problems))
        return 1
    print(f"layers: {len(files)} files in {len(ORDER)} folders, every use points down")
    return 0


if __name__ == "__main__":
    sys.exit(main())
