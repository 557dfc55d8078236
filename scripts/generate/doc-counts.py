#!/usr/bin/env python3
"""Writes the counts the docs quote (README.md and docs/*.md) from the tree, in place: the oracle fixture cases from
the fixture files the tests replay, the fast test command's steps from scripts/test.sh, the lines of the executable's
main.swift: each entry of COUNTS names a doc, a pattern whose named groups are counts, and what each
group counts. A pattern that no longer matches fails, so a count reworded out of reach is a count nobody keeps.

    python3 scripts/generate/doc-counts.py           # rewrite the counts
    python3 scripts/generate/doc-counts.py --check   # exit 1 naming each count that is not the fixtures'

Example: with 3,404 cases in the geometry fixtures (487 of them in keyboard-guides.json), docs/testing.md reads
"3,404 geometry oracle cases (487 of them keyboard guides)".
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GEOMETRY = ROOT / "Tests" / "LayoutGeometryTests" / "Fixtures"
HTTP = ROOT / "Tests" / "LayoutHTTPTests" / "Fixtures"


def cases(path):
    """The number of cases one fixture file holds."""
    return len(json.loads(path.read_text(encoding="utf-8"))["cases"])


def fast_steps():
    """The steps of `scripts/test.sh` without --deep: its `total=N` for that mode."""
    text = (ROOT / "scripts" / "test.sh").read_text(encoding="utf-8")
    return int(re.search(r'if \[ -z "\$deep" \]; then total=(\d+);', text).group(1))


def code_lines(path):
    """The lines of a file that hold more than white space."""
    return sum(1 for line in (ROOT / path).read_text(encoding="utf-8").splitlines() if line.strip())


def geometry_cases():
    """The cases of every geometry fixture `generate-fixtures.py` writes (the SwiftUI layout oracle's aside)."""
    total = 0
    for path in sorted(GEOMETRY.glob("*.json")):
        fixture = json.loads(path.read_text(encoding="utf-8"))
        if fixture["generatedBy"].startswith("scripts/generate/generate-fixtures.py"):
            total += len(fixture["cases"])
    return total


MEASURES = {
    "geometry": geometry_cases,
    "keyboard": lambda: cases(GEOMETRY / "keyboard-guides.json"),
    "swiftui": lambda: cases(GEOMETRY / "swiftui-layout.json"),
    "wire": lambda: cases(HTTP / "fit-decimals.json"),
    "steps": fast_steps,
    "main": lambda: code_lines("Sources/layoutd/main.swift"),
}

NUMBER = r"[\d,]+"
# (doc, pattern with named groups, each named after what it counts in MEASURES)
COUNTS = [
    ("docs/testing.md",
     rf"(?P<geometry>{NUMBER}) geometry oracle cases \((?P<keyboard>{NUMBER}) of them keyboard guides\), "
     rf"(?P<swiftui>{NUMBER})\s+SwiftUI layout ones and (?P<wire>{NUMBER}) wire-format ones"),
    ("docs/architecture.md", rf"The answer tests replay all (?P<swiftui>{NUMBER}) oracle cases"),
    ("docs/architecture.md",
     rf"tests replay the (?P<geometry>{NUMBER}) geometry cases, and (?P<wire>{NUMBER})\s+`/fit` cases"),
    ("docs/architecture.md", rf"in exact fractions and writes (?P<swiftui>{NUMBER}) cases"),
    ("docs/architecture.md", rf"layoutd \(@main, (?P<main>{NUMBER}) lines\)"),
    ("docs/testing.md", rf"`\[ ?\d+/(?P<steps>{NUMBER})\] ok +\d+s  swift test"),
]


def rewritten(text, pattern, counts):
    """`text` with each group of `pattern`'s one match written as its count; None when it matches not once."""
    matches = list(re.finditer(pattern, text))
    if len(matches) != 1:
        return None
    match = matches[0]
    spans = sorted((match.span(name), f"{counts[name]:,}") for name in match.groupdict())
    for (start, end), value in reversed(spans):
        text = text[:start] + value + text[end:]
    return text


def main():
    check = "--check" in sys.argv
    counts = {name: measure() for name, measure in MEASURES.items()}
    stale = []
    for doc in sorted({doc for doc, _ in COUNTS}):
        path = ROOT / doc
        before = path.read_text(encoding="utf-8")
        after = before
        for _, pattern in (entry for entry in COUNTS if entry[0] == doc):
            text = rewritten(after, pattern, counts)
            if text is None:
                sys.exit(f"doc-counts: {doc} does not say once what /{pattern}/ finds: reword it or the entry")
            after = text
        if after != before:
            stale.append(doc)
            if not check:
                path.write_text(after, encoding="utf-8")
    figures = ", ".join(f"{name} {value:,}" for name, value in counts.items())
    if check and stale:
        print(f"doc-counts: {', '.join(stale)} quote counts the tree does not hold ({figures}): "
              "run scripts/generate/doc-counts.py")
        return 1
    print(f"{'wrote' if stale else 'up to date:'} the counts the docs quote ({figures})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
