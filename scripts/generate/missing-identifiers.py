#!/usr/bin/env python3
"""Lists the Apple hardware identifiers a newer public list has that the device catalog lacks.

Give it files or folders on disk (a DeviceKit checkout, bare git repository or its Source/Device.swift.gyb,
KHwang9883/MobileModels' brands/apple_all_en.md, kyle-seongwoo-jun/apple-device-identifiers'
*-device-identifiers.json, an Xcode device-type list such as `xcrun simctl list devicetypes -j`): it reads them as
text, finds every identifier of a family the catalog covers (iPhone, iPad, iPod, Watch, AppleTV, RealityDevice) and
prints those that data/devices.json does not know, with the line each was found on. It never reaches the network.
Identifiers older than the catalog's oldest model of their family (the catalog starts at the iPhone 6 generation)
are left out unless --all is given.

    python3 scripts/generate/missing-identifiers.py ~/src/DeviceKit ~/src/MobileModels/brands/apple_all_en.md
    python3 scripts/generate/missing-identifiers.py --all --catalog data/devices.json list.json
    python3 scripts/generate/missing-identifiers.py --left-out data/left-out.json data/snapshots   # the test command

With --left-out, identifiers that file lists as deliberately left out (each with its reason) are not reported; the
test command runs it so against the snapshots kept in data/snapshots/, and fails when one names a model the catalog
neither has nor leaves out with a reason.

Exit status: 0 when nothing is missing, 1 when identifiers are listed, 2 on a usage error.
"""
import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
IDENTIFIER = re.compile(r"\b(iPhone|iPad|iPod|Watch|AppleTV|RealityDevice)(\d{1,3}),(\d{1,3})\b")
TEXT_SUFFIXES = {".swift", ".gyb", ".md", ".json", ".txt", ".plist", ".csv", ".yaml", ".yml", ".h", ".m", ".js", ".ts"}
SKIP_FOLDERS = {".git", ".build", "node_modules"}


def bare_repository(path):
    """Whether a folder is a bare git repository (HEAD, objects and refs, no work tree)."""
    return path.is_dir() and (path / "HEAD").is_file() and (path / "objects").is_dir() and (path / "refs").is_dir()


def texts(paths):
    """(where, text) for every text file under the paths, in a stable order; a bare repository is read at HEAD."""
    for path in paths:
        if bare_repository(path):
            git = ["git", "-C", str(path)]
            names = subprocess.run(git + ["ls-tree", "-r", "--name-only", "HEAD"], capture_output=True, text=True,
                                   check=True).stdout.splitlines()
            for name in sorted(n for n in names if Path(n).suffix in TEXT_SUFFIXES):
                shown = subprocess.run(git + ["show", f"HEAD:{name}"], capture_output=True, check=True).stdout
                yield f"{path}@HEAD:{name}", shown.decode(errors="replace")
            continue
        for file in files([path]):
            try:
                yield str(file), file.read_text(errors="replace")
            except OSError as error:
                raise SystemExit(f"missing-identifiers: cannot read {file}: {error}")


def files(paths):
    """Every text file under the paths, in a stable order."""
    for path in paths:
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                if child.is_file() and child.suffix in TEXT_SUFFIXES and not SKIP_FOLDERS & set(child.parts):
                    yield child
        elif path.is_file():
            yield path
        else:
            print(f"missing-identifiers: {path} is neither a file nor a folder", file=sys.stderr)
            sys.exit(2)


def known_identifiers(catalog):
    """The catalog's identifiers, and per family the lowest major number it has (its oldest covered model)."""
    known, lowest = set(), {}
    for device in json.loads(catalog.read_text())["devices"]:
        for identifier in device["identifiers"]:
            known.add(identifier)
            m = IDENTIFIER.fullmatch(identifier)
            if m:
                family, major = m.group(1), int(m.group(2))
                lowest[family] = min(lowest.get(family, major), major)
    return known, lowest


def missing(paths, catalog, include_all=False, left_out=None):
    """(identifier, where, line) for every identifier the files name that the catalog lacks (and `left_out`, a
    data/left-out.json, does not list), first sighting each."""
    known, lowest = known_identifiers(catalog)
    if left_out:
        known |= set(json.loads(left_out.read_text())["identifiers"])
    found = {}
    for where, text in texts(paths):
        for number, line in enumerate(text.splitlines(), start=1):
            for m in IDENTIFIER.finditer(line):
                identifier, family, major = m.group(0), m.group(1), int(m.group(2))
                if identifier in known or identifier in found:
                    continue
                if not include_all and major < lowest.get(family, 0):
                    continue
                found[identifier] = (f"{where}:{number}", line.strip()[:160])
    order = lambda item: (item[0].rstrip("0123456789,"), [int(n) for n in re.findall(r"\d+", item[0])])
    return [(identifier, where, line) for identifier, (where, line) in sorted(found.items(), key=order)]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", type=Path, help="files or folders of a newer identifier list")
    parser.add_argument("--catalog", type=Path, default=ROOT / "data" / "devices.json",
                        help="default: data/devices.json")
    parser.add_argument("--all", action="store_true", help="also list identifiers older than the catalog's range")
    parser.add_argument("--left-out", type=Path, help="data/left-out.json: identifiers left out on purpose")
    args = parser.parse_args(argv)
    rows = missing(args.paths, args.catalog, args.all, args.left_out)
    for identifier, where, line in rows:
        print(f"{identifier}\t{where}\t{line}")
    print(f"{len(rows)} identifier(s) missing from {args.catalog.name}"
          + (f" and not in {args.left_out.name}" if args.left_out else ""), file=sys.stderr)
    return 1 if rows else 0


if __name__ == "__main__":
    sys.exit(main())
