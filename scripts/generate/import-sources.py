#!/usr/bin/env python3
"""Imports the machine-readable facts layoutd is built from into data/, each with its source.

Run by hand when a source changes (never by the tests: a user's clone has only data/). Each input is optional:

    python3 scripts/generate/import-sources.py --hig PAGE.txt          # HIG Layout page (text) -> data/hig.json
    python3 scripts/generate/import-sources.py --devicekit GIT_DIR     # DeviceKit checkout     -> data/devicekit.json
    python3 scripts/generate/import-sources.py --bezelkit GIT_DIR      # BezelKit checkout      -> data/bezelkit.json
    python3 scripts/generate/import-sources.py --layout-rules FILE.md  # Split View table       -> data/split-view.json

(Apple's Human Interface Guidelines, devicekit/DeviceKit, markbattistella/BezelKit, the measured Split View table.)

A GIT_DIR may be a bare repository (read with `git show HEAD:…`); the commit read is recorded in the output.
"""
import argparse
import ast
import json
import re
import subprocess
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "data"
WORDS = {"Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7, "Eight": 8, "Nine": 9}


def write(name, document):
    (DATA / name).write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote data/{name}")


def git_show(git_dir, path):
    commit = subprocess.run(["git", "-C", git_dir, "rev-parse", "HEAD"], capture_output=True, text=True,
                            check=True).stdout.strip()
    text = subprocess.run(["git", "-C", git_dir, "show", f"HEAD:{path}"], capture_output=True, text=True,
                          check=True).stdout
    return commit, text


def import_hig(path):
    text = Path(path).read_text()
    section = text.split("### [iOS, iPadOS device screen dimensions]", 1)[1]
    dims_text, rest = section.split("### [iOS, iPadOS device size classes]", 1)
    classes_text, watch_text = rest.split("### [watchOS device screen dimensions]", 1)
    dimensions, size_classes, watches, grids = [], [], [], []
    for line in dims_text.splitlines():
        cells = [c.strip() for c in line.split("|")]
        m = len(cells) == 2 and re.fullmatch(r"(\d+)x(\d+) pt \((\d+)x(\d+) px @(\d)x\)", cells[1])
        if m:
            dimensions.append({"model": cells[0], "points": [int(m.group(1)), int(m.group(2))],
                               "pixels": [int(m.group(3)), int(m.group(4))], "scale": int(m.group(5))})
    for line in classes_text.splitlines():
        cells = [c.strip() for c in line.split("|")]
        if len(cells) == 3 and cells[1].endswith("height") and cells[0] != "Model":
            def pair(cell):
                w, h = cell.split(", ")
                return [w.split()[0].lower(), h.split()[0].lower()]
            size_classes.append({"model": cells[0], "portrait": pair(cells[1]), "landscape": pair(cells[2])})
    for line in watch_text.split("## [Resources]")[0].splitlines():
        cells = [c.strip() for c in line.split("|")]
        if len(cells) == 4 and cells[1].endswith("mm") and cells[2].isdigit():
            watches.append({"series": cells[0], "size": cells[1], "pixels": [int(cells[2]), int(cells[3])]})
    for m in re.finditer(r"#### \[(\w+)-column grid\].*?Unfocused content width\| (\d+) pt\s*\n"
                         r"Horizontal spacing\| (\d+) pt\s*\nMinimum vertical spacing\| (\d+) pt", text, re.S):
        grids.append({"columns": WORDS[m.group(1)], "unfocusedWidth": int(m.group(2)),
                      "horizontalSpacing": int(m.group(3)),
                      "minimumVerticalSpacing": int(m.group(4))})
    tv = re.search(r"Inset primary content (\d+) points from the top and bottom of the screen, and (\d+) points from "
                   r"the sides", text)
    write("hig.json", {
        "source": "HIG",
        "notes": "Figures of Apple's Human Interface Guidelines, Layout page (change log to 2025-09-09), as printed "
                 "there; "
                 "imported by scripts/generate/import-sources.py --hig.",
        "dimensions": dimensions, "sizeClasses": size_classes, "watch": watches,
        "tvSafeArea": {"topBottom": int(tv.group(1)), "sides": int(tv.group(2))}, "tvGrids": grids,
    })


DEVICEKIT_FIELDS = ["caseName", "comment", "imageURL", "identifiers", "diagonal", "screenRatio", "description",
                    "safeDescription", "ppi",
                    "isPlusFormFactor", "isPadMiniFormFactor", "isPro", "isXSeries", "hasTouchID", "hasFaceID",
                    "hasSensorHousing",
                    "supportsWirelessCharging", "hasRoundedDisplayCorners", "hasDynamicIsland", "applePencilSupport",
                    "hasForce3dTouchSupport", "cameras", "hasLidarSensor", "cpu", "hasUSBCConnectivity", "has5gSupport"]
KEEP = ["identifiers", "diagonal", "screenRatio", "safeDescription", "ppi", "hasTouchID", "hasFaceID",
        "hasSensorHousing",
        "hasRoundedDisplayCorners", "hasDynamicIsland", "hasForce3dTouchSupport", "cpu"]


def import_devicekit(git_dir):
    commit, text = git_show(git_dir, "Source/Device.swift.gyb")
    devices = {}
    for group in re.finditer(r"^(\w+) = \[(.*?)^\s*\]", text, re.M | re.S):
        for call in re.finditer(r"Device\((.*?)\)(?=,?\s*(?:\n\s*)*(?:Device\(|$))", group.group(2), re.S):
            args = ast.literal_eval("(" + call.group(1).replace("True", "True").strip() + ")")
            if len(args) != len(DEVICEKIT_FIELDS):
                raise SystemExit(f"DeviceKit: unexpected argument count in {args[0]}")
            entry = dict(zip(DEVICEKIT_FIELDS, args))
            entry["screenRatio"] = list(entry["screenRatio"])
            devices[entry["caseName"]] = {"list": group.group(1), **{k: entry[k] for k in KEEP}}
    if not devices:
        raise SystemExit("DeviceKit: no devices found")
    write("devicekit.json", {"source": "DK", "commit": commit, "path": "Source/Device.swift.gyb", "devices": devices})


def import_bezelkit(git_dir):
    commit, text = git_show(git_dir, "Sources/BezelKit/Resources/bezel.min.json")
    radii = {}
    for family, entries in json.loads(text)["devices"].items():
        for identifier, entry in entries.items():
            radii[identifier] = {"radius": entry["bezel"], "name": entry["name"]}
    write("bezelkit.json", {"source": "BK", "commit": commit, "path": "Sources/BezelKit/Resources/bezel.min.json",
                            "radii": dict(sorted(radii.items()))})


CONFIGS = {"2/3": "split-2/3", "1/2": "split-1/2", "1/3": "split-1/3", "Slide Over": "slide-over"}


def import_split_view(path):
    section = Path(path).read_text().split("### 1.3", 1)[1].split("###", 1)[0]
    rows, current = [], None
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 5:
            continue
        size = re.search(r"\((\d+)x(\d+)\)", cells[0])
        if size:
            current = (int(size.group(1)), int(size.group(2)))
        if cells[1] not in CONFIGS or current is None:
            continue
        for orientation, cell in (("portrait", cells[2]), ("landscape", cells[3])):
            m = re.match(r"(\d+)x(\d+)", cell)
            marker = re.search(r"w([CR])", cell)
            rows.append({"portraitScreen": {"width": current[0], "height": current[1]},
                         "multitasking": CONFIGS[cells[1]],
                         "orientation": orientation,
                         "window": {"width": int(m.group(1)), "height": int(m.group(2))} if m else None,
                         "measuredHorizontal": {"C": "compact", "R": "regular"}[marker.group(1)] if marker else None,
                         "sources": [s.strip() for s in cells[4].split(",")]})
    write("split-view.json", {
        "notes": "Measured iPad Split View and Slide Over window sizes in points (iOS 9 – iPadOS 15 style "
                 "multitasking). "
                 "Vertical size class is regular in every configuration. Apple offers no 1/2 split in portrait. The "
                 "12.9-inch "
                 "2/3 portrait window (639 pt) is compact at run time (openradar 34621309), though Apple's old "
                 "documentation and "
                 "Interface Builder said regular.",
        "windows": rows})


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hig")
    parser.add_argument("--devicekit")
    parser.add_argument("--bezelkit")
    parser.add_argument("--layout-rules")
    args = parser.parse_args()
    DATA.mkdir(exist_ok=True)
    if args.hig:
        import_hig(args.hig)
    if args.devicekit:
        import_devicekit(args.devicekit)
    if args.bezelkit:
        import_bezelkit(args.bezelkit)
    if args.layout_rules:
        import_split_view(args.layout_rules)


if __name__ == "__main__":
    main()
