#!/usr/bin/env python3
"""Builds data/devices.json, the device catalog (one entry per hardware model), from the facts in data/.

Inputs (all in this repository, see data/README.md): data/models/*.json (one entry per hardware model, every
figure with its sources), data/hig.json (the HIG tables: dimension rows become the catalog's groups, the size-class
table gives each model's size classes), data/devicekit.json (identifiers and feature flags), data/bezelkit.json
(corner radius per identifier, checked against each model's answer), data/split-view.json, data/sources.json and
data/left-out.json (what the catalog deliberately lacks, with the reason).

It checks what it can and stops with a message naming the model and field on the first disagreement it cannot
keep: points × scale against pixels, a model's figures against its HIG row (a disagreement with the row must be
recorded as an alternative), identifiers unique, every source code described, every DeviceKit identifier of the
covered families resolving to exactly one model.

It also writes Sources/LayoutAnswers/Generated/EmbeddedCatalog.swift, the same JSON as a string literal, so that the
binary carries its catalog (layoutd --devices-file loads another one).

    python3 scripts/generate/build-device-catalog.py          # regenerate both files
    python3 scripts/generate/build-device-catalog.py --check  # exit 1 if either is stale or a check fails
"""
import hashlib
import json
import re
import sys
from pathlib import Path

from device_catalog_extras import (build_groups, check_left_out, check_same_screen_insets, collect_sources,
                                   corrected_features, display_entry, mentioned_sources, self_test, slug, summarize,
                                   system_bars, version_key, watch_group_name)

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data"
OUT = DATA / "devices.json"
EMBEDDED = ROOT / "Sources" / "LayoutAnswers" / "Generated" / "EmbeddedCatalog.swift"

IDIOMS = {"iPhone": "phone", "iPod touch": "phone", "iPad": "pad", "Apple Watch": "watch", "Apple TV": "tv",
          "Apple Vision Pro": "vision"}
# DeviceKit lists whose every entry from these cases on must resolve to a model (older hardware is out of scope).
COVERED = {"iPhones": "iPhone6", "iPods": "iPodTouch6", "iPads": None, "tvs": "appleTVHD",
           "watches": "appleWatchSeries0_38mm"}
OUT_OF_SCOPE = {"iPad2", "iPad3", "iPad4", "iPadMini"}  # before the iPad Air (2013) and iPad mini 2
# The HIG size-class table names both SE sizes "iPhone SE".
SIZE_CLASS_ROW = {"iPhone SE 4.7-inch": "iPhone SE", "iPhone SE 4-inch": "iPhone SE"}


class BuildError(SystemExit):
    pass


def fail(model, field, problem):
    raise BuildError(f"build-device-catalog: {model.get('id', '?')}: {field} {problem}")


CORNERS = ("topLeft", "topRight", "bottomRight", "bottomLeft")


def corner_radii(model):
    """A display's per-corner radii in portrait and the edge its hinge runs along (data/models: `cornerRadii`), as
    the answer's `displayCorners`: each radius from 0 to half the shorter side or null, a sourced radius with its
    sources, an unknown one with the reason in its notes."""
    radii = model["cornerRadii"]
    short = min(model["screen"]["points"]["width"], model["screen"]["points"]["height"])
    for corner in CORNERS:
        value = radii.get(corner, "missing")
        if value is not None and not (isinstance(value, (int, float)) and 0 <= value < short / 2):
            fail(model, f"cornerRadii.{corner}", "must be from 0 to half the shorter side, or null")
    if radii.get("hingeEdge") not in (None, "left", "right", "top", "bottom"):
        fail(model, "cornerRadii.hingeEdge", "must be left, right, top, bottom or null")
    known = any(radii[c] is not None for c in CORNERS) or radii["hingeEdge"] is not None
    if known != bool(radii.get("sources")) or not radii.get("notes"):
        fail(model, "cornerRadii", "needs sources for what it gives and notes (the reason for what it does not)")
    return {**{c: radii[c] for c in CORNERS}, "hingeEdge": radii["hingeEdge"], "sources": radii["sources"],
            "notes": radii["notes"]}


def natural(identifier):
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", identifier)]


def load(name):
    return json.loads((DATA / name).read_text())


def rule_size_classes(idiom, portrait_width):
    if idiom == "pad":
        regular = {"horizontal": "regular", "vertical": "regular"}
        return {"portrait": regular, "landscape": dict(regular)}
    landscape = "regular" if portrait_width >= 414 else "compact"
    return {"portrait": {"horizontal": "compact", "vertical": "regular"},
            "landscape": {"horizontal": landscape, "vertical": "compact"}}


def check_screen(model, precision=0.0, sides=("width", "height")):
    """points × scale must be the panel's pixels on each of `sides` (± half a pixel, plus what a `nativeScale`
    rounded to `precision` can be off by)."""
    screen = model["screen"]
    pts, px = screen["points"], screen.get("pixels")
    scale, native = screen.get("scale"), screen.get("nativeScale")
    if not (pts and pts["width"] > 0 and pts["height"] > 0):
        fail(model, "screen.points", "must be a positive size")
    if px is None or scale is None:
        return
    # Plus phones render at @scale and downsample to the panel: points × nativeScale is the panel.
    factor = native if native not in (None, scale) else scale
    if factor != scale:
        # Sources give a downsampled nativeScale to two decimals (2.88 on the 12 mini: 812 × 2.88 = 2338.56 of 2340).
        precision = max(precision, 0.005)
    for side in sides:
        if abs(pts[side] * factor - px[side]) > 0.51 + pts[side] * precision:
            fail(model, "screen", f"{side}: {pts[side]} pt × {factor} ≠ {px[side]} px")


# The data files' words for a figure inside an alternative, and the answer's (docs/api.md) for the same thing.
ANSWER_NAMES = {"points": "screen", "note": "notes"}


def answer_names(value):
    """An alternative's value with its keys in the answer vocabulary (points → screen, note → notes)."""
    if isinstance(value, dict):
        return {ANSWER_NAMES.get(k, k): answer_names(v) for k, v in value.items()}
    if isinstance(value, list):
        return [answer_names(v) for v in value]
    return value


def device_entry(model, devicekit, bezelkit, hig_rows, size_classes, notes_extra):
    family = model["family"]
    idiom = IDIOMS.get(family) or fail(model, "family", f"must be one of {', '.join(IDIOMS)}")
    dk = devicekit.get(model.get("devicekit")) if model.get("devicekit") else None
    if model.get("devicekit") and dk is None:
        fail(model, "devicekit", f"names {model['devicekit']}, which data/devicekit.json does not list")
    # A model's own identifiers (with their sources) win over DeviceKit's where a source corrects its pairing.
    own = model.get("identifiers")
    identifiers = sorted(own or (dk["identifiers"] if dk else []), key=natural)
    identifier_sources = model.get("identifierSources", []) if own or not dk else ["DK"]
    if own and dk and sorted(dk["identifiers"]) != sorted(own) and not model.get("notes"):
        fail(model, "identifiers", f"differ from DeviceKit's {dk['identifiers']} without a note giving the source")
    check_screen(model)
    screen = model["screen"]
    notes = list(model.get("notes") or []) + notes_extra

    row = hig_rows.get(model.get("higRow")) if model.get("higRow") else None
    if model.get("higRow") and row is None:
        fail(model, "higRow", f"\"{model['higRow']}\" is not a row of the HIG dimension table")
    if row and idiom in ("phone", "pad"):
        same = [row["points"][0], row["points"][1]] == [screen["points"]["width"], screen["points"]["height"]]
        recorded = any("HIG" in str(a.get("source", "")) for a in screen.get("alternatives") or [])
        if not same and not recorded:
            fail(model, "screen",
                 f"differs from its HIG row {row['model']} ({row['points']}) without an alternative recording it")

    own = model.get("sizeClasses")  # a display's own sourced classes (the iPhone Duo's), never a rule
    if own:
        classes = {o: {"horizontal": own[o][0], "vertical": own[o][1]} for o in ("portrait", "landscape")}
        classes["sources"] = own["sources"]
        notes.append(own["notes"])
    elif idiom in ("phone", "pad"):
        table = size_classes.get(SIZE_CLASS_ROW.get(model.get("higRow"), model.get("higRow")))
        if table:
            classes = {"portrait": {"horizontal": table["portrait"][0], "vertical": table["portrait"][1]},
                       "landscape": {"horizontal": table["landscape"][0], "vertical": table["landscape"][1]},
                       "sources": ["HIG"]}
        else:
            classes = dict(rule_size_classes(idiom, screen["points"]["width"]), sources=["RULE"])
            notes.append("Not in the HIG size-class table; size classes follow the table's rule for its family.")
    else:
        classes = None

    radius = model["cornerRadius"]
    if radius.get("value") is not None and radius["value"] < 0:
        fail(model, "cornerRadius.value", "must be ≥ 0 or null")
    measured = sorted({bezelkit[i]["radius"] for i in identifiers if i in bezelkit})
    if measured and radius.get("value") is not None and "BK" not in radius.get("sources", []):
        listed = [a.get("value") for a in radius.get("alternatives") or []]
        for value in measured:
            if abs(value - radius["value"]) > 0.01 and value not in listed:
                fail(model, "cornerRadius",
                     f"answers {radius['value']} but BezelKit reads {value} and no alternative records it")

    safe_areas = sorted(model.get("safeArea") or [], key=lambda s: version_key(s.get("os")), reverse=True)
    for s in safe_areas:
        for orientation in ("portrait", "landscape", "statusBarHidden"):
            insets = s.get(orientation)
            if insets is not None and any(insets[k] is None or insets[k] < 0
                                          for k in ("top", "left", "bottom", "right")):
                fail(model, f"safeArea[{s.get('os')}].{orientation}", "must have four insets ≥ 0")
    if idiom in ("phone", "pad") and not safe_areas:
        fail(model, "safeArea",
             "is required for an iPhone, iPod or iPad model (null insets inside an entry are allowed)")

    housing = model.get("sensorHousing") or {"type": "none", "rect": None, "sources": []}
    indicator = model.get("homeIndicator") or {"present": None, "size": None, "bottomOffset": None, "sources": []}
    zoom = model.get("displayZoom")
    if zoom and zoom.get("nativeScale") is not None:
        # Checked only where a source gives the zoomed nativeScale. A zoomed window's nativeScale is the panel width
        # ÷ the zoomed width (750/320 = 2.34375), which sources give to two decimals (2.34); its height is not a
        # whole multiple of the panel (568 × 2.34375 = 1331.25 of 1334), so only the width is checked, allowing that
        # rounding and no more.
        check_screen({"id": model["id"], "screen": {"points": zoom["points"], "pixels": screen.get("pixels"),
                                                    "scale": zoom.get("scale"),
                                                    "nativeScale": zoom.get("nativeScale")}},
                     precision=0.005, sides=("width",))
    orientations = {"phone": ["portrait", "landscapeLeft", "landscapeRight"],
                    "pad": ["portrait", "landscapeLeft", "landscapeRight"],
                    "watch": ["portrait"], "tv": ["landscape"], "vision": ["landscape"]}[idiom]
    features = {}
    if dk:
        features = {"roundedDisplayCorners": dk["hasRoundedDisplayCorners"], "sensorHousing": dk["hasSensorHousing"],
                    "dynamicIsland": dk["hasDynamicIsland"],
                    "notch": dk["hasSensorHousing"] and not dk["hasDynamicIsland"],
                    "faceID": dk["hasFaceID"], "touchID": dk["hasTouchID"], "diagonal": dk["diagonal"],
                    "ppi": dk["ppi"],
                    "cpu": dk["cpu"]}
    features = corrected_features(model, features)
    entry = answer_names({
        "id": model["id"],
        "name": model["name"],
        "family": family,
        "idiom": idiom,
        "group": None,  # filled once groups are known
        "identifiers": identifiers,
        "identifierSources": identifier_sources,
        "deviceKitName": dk["safeDescription"] if dk else None,
        "released": model.get("released") or {"value": None, "sources": []},
        "os": model.get("os"),
        "orientations": orientations,
        "screen": screen["points"],
        "screenProvenance": {"sources": screen.get("sources", []), "notes": screen.get("notes"),
                             "alternatives": screen.get("alternatives") or []},
        "scale": screen.get("scale"),
        "nativeScale": screen.get("nativeScale"),
        "pixels": screen.get("pixels"),
        "display": model.get("display"),
        "sizeClasses": classes,
        "safeAreaInsets": dict(safe_areas[0]) if safe_areas else None,
        "safeAreaInsetsByOS": safe_areas,
        "displayCornerRadius": {"value": radius.get("value"), "sources": radius.get("sources", []),
                                "notes": radius.get("notes"),
                                "alternatives": radius.get("alternatives") or []},
        "sensorHousing": {"type": housing["type"], "rect": housing.get("rect"), "sources": housing.get("sources", []),
                          "confidence": housing.get("confidence"), "notes": housing.get("notes"),
                          "alternatives": housing.get("alternatives") or []},
        "homeIndicator": {"present": indicator.get("present"), "size": indicator.get("size"),
                          "bottomOffset": indicator.get("bottomOffset"),
                          "sources": indicator.get("sources", []), "notes": indicator.get("notes")},
        "homeButton": model.get("homeButton"),
        "displayZoom": None if not zoom
                         else {"value": zoom["points"], "scale": zoom.get("scale"),
                               "nativeScale": zoom.get("nativeScale"),
                                              "sources": zoom.get("sources", []), "notes": zoom.get("notes")},
        "features": features,
        "notes": notes,
    })
    if "cornerRadii" in model:  # per-corner radii and the hinge edge, only where data/models gives them
        at = list(entry).index("displayCornerRadius") + 1
        items = list(entry.items())
        entry = dict(items[:at] + [("displayCorners", corner_radii(model))] + items[at:])
    return entry


def build():
    hig = load("hig.json")
    devicekit = load("devicekit.json")["devices"]
    bezelkit = load("bezelkit.json")["radii"]
    sources = load("sources.json")
    bars = load("keyboard-and-status-bar.json")
    models = []
    for path in sorted((DATA / "models").glob("*.json")):
        models += json.loads(path.read_text())["models"]
    hig_rows = {row["model"]: row for row in hig["dimensions"]}
    hig_rows.update({watch_group_name(row): dict(row, model=watch_group_name(row)) for row in hig["watch"]})
    size_classes = {row["model"]: row for row in hig["sizeClasses"]}

    devices, seen = [], {}
    for model in models:
        if model["id"] != slug(model["id"]):
            fail(model, "id", "must be a lower-case slug")
        device = device_entry(model, devicekit, bezelkit, hig_rows, size_classes, [])
        device["keyboard"], device["statusBar"] = system_bars(model, device, bars)
        if model.get("displays"):
            device["displays"] = [display_entry(model, d, lambda m: device_entry(m, devicekit, bezelkit, hig_rows,
                                                                                 size_classes, []), bars)
                                  for d in model["displays"]]
        else:
            device.pop("display")
        device["_higRow"] = model.get("higRow")
        for key in [device["id"], device["name"]] + device["identifiers"]:
            if key.lower() in seen:
                fail(model, "id, name or identifier", f"\"{key}\" is also used by {seen[key.lower()]}")
            seen[key.lower()] = device["id"]
        devices.append(device)

    # Every identifier DeviceKit lists for the covered families resolves to exactly one model.
    for list_name, first in COVERED.items():
        cases = [name for name, d in devicekit.items() if d["list"] == list_name]
        if first:
            cases = cases[cases.index(first):]
        for case in cases:
            if case in OUT_OF_SCOPE:
                continue
            for identifier in devicekit[case]["identifiers"]:
                if identifier.lower() not in seen:
                    raise BuildError(f"build-device-catalog: DeviceKit's {case} ({identifier}) has no model in "
                                     f"data/models")

    check_same_screen_insets(devices)
    groups = build_groups(hig, devices)
    used = collect_sources(devices) | collect_sources(groups) | {"HIG", "RULE", "DK", "BK", "IPADOS26W"}
    used |= collect_sources([m.get("features") for m in models])  # corrections of DeviceKit's figures
    split_view = load("split-view.json")
    used |= collect_sources(split_view)
    missing = sorted(c for c in used if c not in sources)
    if missing:
        raise BuildError(f"build-device-catalog: source codes used but not described in data/sources.json: "
                         f"{', '.join(missing)}")
    used |= {c for c in mentioned_sources(devices) if c in sources}  # alternatives say "CODE: why" in free text
    left_out = check_left_out(load("left-out.json"), seen, sources)
    used |= collect_sources(left_out)
    return {
        "generatedBy": ("scripts/generate/build-device-catalog.py from data/ (models, HIG tables, DeviceKit, BezelKit, "
                        "split-view, keyboard and status bar)"),
        "sources": {k: v for k, v in sorted(sources.items()) if k in used},
        "devices": devices,
        "groups": groups,
        "splitView": split_view,
        "leftOut": left_out,
        "snapshots": load("snapshots/index.json")["snapshots"],
    }


def embedded_swift(text):
    return ("// Generated by scripts/generate/build-device-catalog.py from data/devices.json; do not edit.\n"
            "// The catalog compiled into the binary, so layoutd runs with no files beside it.\n\n"
            "public enum EmbeddedCatalog {\n"
            "    public static let json = #\"\"\"\n" + text + "\"\"\"#\n}\n")


def main():
    catalog = build()
    # The catalog's version: the first 16 hex digits of the SHA-256 of everything else it holds.
    body = json.dumps(catalog, sort_keys=True, ensure_ascii=False).encode()
    catalog = {"version": hashlib.sha256(body).hexdigest()[:16], **catalog}
    text = json.dumps(catalog, indent=1, ensure_ascii=False) + "\n"
    swift = embedded_swift(text)
    summary = summarize(catalog)
    if "--check" in sys.argv:
        self_test()
        stale = [p.name for p, t in ((OUT, text), (EMBEDDED, swift)) if not p.exists() or p.read_text() != t]
        if stale:
            print(f"device catalog out of date: {', '.join(stale)}; run scripts/generate/build-device-catalog.py",
                  file=sys.stderr)
            sys.exit(1)
        print(f"device catalog up to date: {summary}")
        return
    OUT.write_text(text)
    EMBEDDED.write_text(swift)
    print(f"wrote {OUT.relative_to(ROOT)} and {EMBEDDED.relative_to(ROOT)}: {summary}")


if __name__ == "__main__":
    main()
