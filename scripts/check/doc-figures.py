#!/usr/bin/env python3
"""The figures the docs quote about layoutd's own answers are what the binary gives.

    python3 scripts/check/doc-figures.py .build/debug/layoutd     # exits 1 naming each figure that is stale

Each entry of FIGURES names a doc, a pattern that finds the figure in it, and how to measure it: the size of an answer
(plain, or as sent to a client that takes gzip, or zstd) asked of the binary on a free port, or the line a command of
the binary prints. A size is compared at the precision the doc writes it (`206 KB` is 205.5–206.5 thousand bytes,
`1.5 KB` 1.45–1.55), so a doc keeps round figures and still fails when the catalog grows past them. A pattern that no
longer matches fails too: a figure reworded out of reach of its check is a figure nobody checks.
"""
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# (doc, pattern with named groups, {group: (what, argument)}); what is "plain", "gzip" or "zstd" (an answer's size in
# KB, argument its target) or "models" (the catalog's model count, from `check-config`).
FIGURES = [
    ("docs/protocol.md",
     r"`/devices` \(its first page of 50 models\) is (?P<plain>[\d.]+) KB plain and (?P<gzip>[\d.]+) KB gzipped",
     {"plain": ("plain", "/devices"), "gzip": ("gzip", "/devices")}),
    ("docs/protocol.md",
     r"whole catalog \(`limit=1000`, (?P<models>\d+) models\) (?P<plain>[\d.]+) KB and (?P<gzip>[\d.]+) KB",
     {"models": ("models", None), "plain": ("plain", "/devices?limit=1000"),
      "gzip": ("gzip", "/devices?limit=1000")}),
    ("docs/protocol.md",
     r"`fields=id,name,screen&limit=1000` (?P<plain>[\d.]+) KB and (?P<gzip>[\d.]+) KB",
     {"plain": ("plain", "/devices?fields=id,name,screen&limit=1000"),
      "gzip": ("gzip", "/devices?fields=id,name,screen&limit=1000")}),
    ("docs/protocol.md",
     r"With zstd: (?P<first>[\d.]+) KB, (?P<whole>[\d.]+) KB and (?P<fields>[\d.]+) KB",
     {"first": ("zstd", "/devices"), "whole": ("zstd", "/devices?limit=1000"),
      "fields": ("zstd", "/devices?fields=id,name,screen&limit=1000")}),
    ("docs/catalog.md",
     r"`/devices\?fields=id,name,screen&limit=1000` is every model in (?P<plain>[\d.]+) KB",
     {"plain": ("plain", "/devices?fields=id,name,screen&limit=1000")}),
    ("docs/deploy.md",
     r"`/devices\?limit=1000`, is (?P<plain>[\d.]+) KB",
     {"plain": ("plain", "/devices?limit=1000")}),
    ("docs/configuration.md",
     r"device catalog \(embedded\), (?P<models>\d+) models",
     {"models": ("models", None)}),
]


def start(binary):
    """Starts the binary on a free port; returns the process and the port."""
    process = subprocess.Popen([binary, "--port", "0", "--log-level", "warning"], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    for line in process.stdout:
        match = re.search(r"listening on http://[^:\s]+:(\d+)", line)
        if match:
            return process, int(match.group(1))
    raise SystemExit(f"{binary} did not start")


def size(port, target, coding):
    """The bytes of `target`'s answer as sent, with `Accept-Encoding: CODING` (none for "plain")."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}{target}")
    if coding != "plain":
        request.add_header("Accept-Encoding", coding)
    with urllib.request.urlopen(request, timeout=30) as reply:
        body = reply.read()
        if coding != "plain" and reply.headers.get("Content-Encoding") != coding:
            raise SystemExit(f"{target} was not sent as {coding}")
        return len(body)


def models(binary):
    """The model count `layoutd check-config` prints."""
    line = subprocess.run([binary, "check-config"], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"(\d+) models", line).group(1))


def within(written, measured_bytes):
    """Whether `measured_bytes` rounds to `written` KB at the precision it is written with."""
    decimals = len(written.split(".")[1]) if "." in written else 0
    return round(measured_bytes / 1000, decimals) == float(written)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/layoutd")
    process, port = start(binary)
    stale = []
    checked = 0
    try:
        count = models(binary)
        for doc, pattern, groups in FIGURES:
            matches = list(re.finditer(pattern, re.sub(r"\s*\n\s*", " ", (ROOT / doc).read_text())))
            if not matches:
                stale.append(f"{doc}: no figure matches {pattern!r}")
            for match in matches:
                for group, (what, target) in groups.items():
                    written = match.group(group)
                    checked += 1
                    if what == "models":
                        if int(written) != count:
                            stale.append(f"{doc}: {written} models, the catalog has {count}")
                        continue
                    measured = size(port, target, what)
                    if not within(written, measured):
                        stale.append(f"{doc}: {target} {what} is {written} KB, measured {measured:,} bytes")
    finally:
        process.terminate()
        process.wait(timeout=10)
    for line in stale:
        print(line)
    if stale:
        sys.exit(1)
    print(f"summary: {checked} figures in {len({doc for doc, _, _ in FIGURES})} docs are what the binary gives")


if __name__ == "__main__":
    main()
