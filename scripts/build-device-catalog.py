#!/usr/bin/env python3
"""Builds data/devices.json, the device catalog, from the source documents beside the repository.

Sources: shared/seeds/001_* (Apple HIG Layout: screen dimensions, size classes, watch sizes, tvOS safe area) and
shared/reference/device-geometry.json (safe areas, corner radii, sensor housings, home indicators, DeviceKit
identifiers, each with its sources and alternatives). Every figure in the output keeps its sources; where sources
disagree the chosen value is kept and the others are listed under "alternatives". Decisions made here (not in the
sources) are written into the data as notes.

It also writes Sources/LayoutHTTP/Devices/EmbeddedCatalog.swift, the same JSON as a string literal, so that the
binary carries its catalog (layoutd --devices-file loads another one).

    python3 scripts/build-device-catalog.py          # regenerate both files
    python3 scripts/build-device-catalog.py --check  # exit 1 if they differ from a fresh build
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
OUT = ROOT / "data" / "devices.json"
EMBEDDED = ROOT / "Sources" / "LayoutHTTP" / "Devices" / "EmbeddedCatalog.swift"

HIG = "HIG"
HIG_SOURCE = "Apple Human Interface Guidelines, Layout (developer.apple.com/design/human-interface-guidelines/layout; change log to 2025-09-09), seed 001"
RULE = "RULE"
RULE_SOURCE = "layoutd rule from the HIG size-class table: full-screen iPads are regular/regular; iPhones are compact width in portrait and regular width in landscape from a 414 pt portrait width (layout-rules §1.2)"
ASSUMED = "ASSUMED"
ASSUMED_SOURCE = "layoutd assumption where no source gives a figure; stated in the entry's notes"

# The reference's names for the three HIG rows it names differently.
REFERENCE_NAME = {
    "iPhone SE 4.7-inch": "iPhone SE (2nd/3rd gen, 4.7-inch)",
    "iPhone SE 4-inch": "iPhone SE (4-inch)",
    "iPod touch 5th generation and later": "iPod touch",
}
# Size-class table rows that name several dimension-table rows.
SIZE_CLASS_ROW = {"iPhone SE 4.7-inch": "iPhone SE", "iPhone SE 4-inch": "iPhone SE"}


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def insets(d):
    if d is None:
        return None
    if "portrait" in d:  # status-bar-hidden figures given for portrait only (notch iPhones): same as shown
        d = d["portrait"]
    return {k: d[k] for k in ("top", "left", "bottom", "right")}


def parse_hig(text):
    dims = {}
    for m in re.finditer(r"^(iP[^|\n]+)\| (\d+)x(\d+) pt \((\d+)x(\d+) px @(\d)x\)", text, re.M):
        dims[m.group(1).strip()] = tuple(int(m.group(i)) for i in range(2, 7))
    classes = {}
    for m in re.finditer(r"^(iP[^|\n]+)\| (\w+) width, (\w+) height\| (\w+) width, (\w+) height", text, re.M):
        classes[m.group(1).strip()] = {
            "portrait": {"horizontal": m.group(2).lower(), "vertical": m.group(3).lower()},
            "landscape": {"horizontal": m.group(4).lower(), "vertical": m.group(5).lower()},
        }
    watches = []
    for m in re.finditer(r"^([^|\n]+)\| (\d+)mm\| (\d+)\| (\d+)\s*$", text, re.M):
        watches.append((m.group(1).strip(), int(m.group(2)), int(m.group(3)), int(m.group(4))))
    tv = re.search(r"Inset primary content (\d+) points from the top and bottom of the screen, and (\d+) points from the sides", text)
    return dims, classes, watches, (int(tv.group(1)), int(tv.group(2)))


def rule_size_classes(family, portrait_width):
    if family == "iPad":
        regular = {"horizontal": "regular", "vertical": "regular"}
        return {"portrait": regular, "landscape": dict(regular)}
    landscape = "regular" if portrait_width >= 414 else "compact"
    return {"portrait": {"horizontal": "compact", "vertical": "regular"},
            "landscape": {"horizontal": landscape, "vertical": "compact"}}


def figure(value, sources, notes=None, alternatives=None, **extra):
    out = {"value": value, "sources": sources, "notes": notes, "alternatives": alternatives or []}
    out.update(extra)
    return out


def ios_device(name, dims, classes, ref):
    w, h, pw, ph, scale = dims
    notes = []
    family = "iPad" if name.startswith("iPad") else "iPod touch" if name.startswith("iPod") else "iPhone"
    dimension_alternatives = []
    if name == "iPad Pro 10.5-inch":
        # The HIG row repeats the 11-inch figures; the 10.5-inch iPad Pro is 834x1112 pt like the iPad Air 10.5-inch.
        dimension_alternatives.append({"value": {"portrait": {"width": w, "height": h}, "pixels": {"width": pw, "height": ph}},
                                       "source": "HIG (probable typo: identical to the iPad Pro 11-inch row)"})
        w, h, pw, ph = 834, 1112, 1668, 2224
        notes.append("The HIG dimension table lists 834x1194 pt (1668x2388 px), the 11-inch figures; the 10.5-inch iPad Pro "
                     "is 834x1112 pt (1668x2224 px) per hacknicity and swift-snapshot-testing's iPadPro10_5 (layout-rules §1.2), "
                     "which this catalog uses.")
    dimension_sources = [HIG] if not dimension_alternatives else ["PF", "HACK"]
    native_scale = None
    if pw / w != scale:  # HIG pixels are the panel's, not the @scale render (Plus phones)
        native_scale = pw / w
        notes.append(f"Rendered at @{scale} ({w * scale}x{h * scale} px) and downsampled to the {pw}x{ph} px panel "
                     f"(nativeScale {native_scale:.4f}); lay out and round with scale {scale} (layout-rules §6.2).")
    size_class_row = SIZE_CLASS_ROW.get(name, name)
    if size_class_row in classes:
        size_classes = dict(classes[size_class_row], sources=[HIG])
    else:
        size_classes = dict(rule_size_classes(family, w), sources=[RULE])
        notes.append("Not in the HIG size-class table; size classes follow the table's rule for its family.")

    sa = ref["safe_area"]
    radius = ref["display_corner_radius"]
    housing = ref["sensor_housing"]
    indicator = ref["home_indicator"]
    if "portrait" not in sa:  # iPad Pro 12.9-inch: two hardware families share the HIG row
        variants = sa
        chosen_key = "gen3_6_face_id"
        chosen = variants[chosen_key]
        others = [{"value": {"portrait": insets(v["portrait"]), "landscape": insets(v["landscape"])},
                   "source": f"variant {k} ({', '.join(v['sources'])})"} for k, v in variants.items() if k != chosen_key]
        sa = dict(chosen, alternatives=chosen.get("alternatives", []) + others)
        notes.append("Two hardware families share this HIG row; figures are the current Face ID generations (3rd–6th), "
                     "the home-button 1st–2nd generation values are listed as alternatives.")
    if "value_pt" not in radius:
        keys = list(radius)
        chosen_key = {"iPad Pro 12.9-inch": "gen3_6", "iPad Pro 11-inch": "gen1_4"}.get(name, keys[-1])
        others = [{"value": v["value_pt"], "source": f"variant {k} ({', '.join(v['sources'])})"} for k, v in radius.items() if k != chosen_key]
        radius = dict(radius[chosen_key], alternatives=radius[chosen_key].get("alternatives", []) + others)
        if name == "iPad Pro 11-inch":
            notes.append("The HIG's 834x1194 pt row is the 1st–4th generation; the M4/M5 models are 834x1210 pt with a 30 pt corner "
                         "radius (listed as an alternative), not a separate HIG row.")
    if "present" not in indicator:
        indicator = indicator.get("gen3_6_face_id") or next(iter(indicator.values()))

    rect = None
    housing_sources = housing["sources"]
    confidence = housing.get("confidence")
    housing_notes = housing.get("notes")
    if housing["type"] != "none":
        hw, hh = housing["width_pt"], housing["height_pt"]
        if hw is None:
            # No measurement of the 12-series notch was found; it is the X-era notch (the 13 series made it ~20% narrower).
            hw, hh = 208.33, 30
            housing_sources = housing_sources + [ASSUMED]
            confidence = "assumed"
            housing_notes = ((housing_notes + " ") if housing_notes else "") + (
                "No measurement found for this model; the X-era notch (208.33x30 pt, Unity measurement of iPhone X) is assumed.")
        x = housing.get("x_offset_pt")
        rect = {"x": x if x is not None else round((w - hw) / 2, 4), "y": housing["top_offset_pt"] or 0, "width": hw, "height": hh}

    device_kit = ref["devicekit"]
    return {
        "id": slug(name),
        "name": name,
        "family": family,
        "idiom": "pad" if family == "iPad" else "phone",
        "identifiers": sorted({i for entry in device_kit for i in entry["identifiers"]}, key=natural),
        "models": [entry["devicekit_name"] for entry in device_kit],
        "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
        "screen": figure({"width": w, "height": h}, dimension_sources, alternatives=dimension_alternatives),
        "scale": scale,
        "nativeScale": native_scale,
        "pixels": {"width": pw, "height": ph},
        "sizeClasses": size_classes,
        "safeArea": {"portrait": insets(sa["portrait"]), "landscape": insets(sa["landscape"]),
                     "statusBarHidden": insets(sa.get("status_bar_hidden")), "sources": sa["sources"],
                     "notes": sa.get("notes"), "alternatives": sa.get("alternatives", [])},
        "displayCornerRadius": figure(radius["value_pt"], radius["sources"], radius.get("notes"), radius.get("alternatives")),
        "sensorHousing": {"type": {"none": "none", "notch": "notch", "dynamic_island": "dynamicIsland"}[housing["type"]],
                          "rect": rect, "sources": housing_sources, "confidence": confidence, "notes": housing_notes},
        "homeIndicator": {"present": indicator["present"],
                          "size": None if indicator.get("width_pt") is None else {"width": indicator["width_pt"], "height": indicator["height_pt"]},
                          "bottomOffset": indicator.get("bottom_offset_pt"), "sources": indicator["sources"],
                          "notes": indicator.get("notes")},
        "features": {k: v for k, v in ref["features"].items() if k != "source"},
        "notes": notes,
    }


def natural(identifier):
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", identifier)]


def other_device(name, entry, tv_safe):
    w, h = entry["screen_pt"]
    notes = [entry["notes"]] if entry.get("notes") else []
    if name.startswith("Apple TV"):
        family, idiom = "Apple TV", "tv"
        safe = entry["safe_area"]
        if (safe["value"]["top"], safe["value"]["left"]) != tv_safe:
            raise SystemExit(f"{name}: reference safe area {safe['value']} disagrees with the HIG's {tv_safe}")
        safe_area = {"landscape": safe["value"], "portrait": None, "statusBarHidden": None,
                     "sources": [HIG] + safe["sources"], "notes": "HIG: inset primary content 60 pt from the top and bottom, 80 pt from the sides.",
                     "alternatives": safe["alternatives"]}
        radius = figure(entry.get("display_corner_radius", 0), [HIG], "A TV has square corners.")
        orientations = ["landscape"]
    else:
        family, idiom = "Apple Vision Pro", "vision"
        safe_area = None
        radius = figure(0, entry["sources"], "A window, not a display: no corners to avoid.")
        orientations = ["landscape"]
    return {
        "id": slug(name), "name": name, "family": family, "idiom": idiom, "identifiers": [], "models": [],
        "orientations": orientations,
        "screen": figure({"width": w, "height": h}, entry["sources"] if idiom == "vision" else [HIG] + entry.get("sources", [])),
        "scale": entry["scale"], "nativeScale": None,
        "pixels": None if entry["pixels"] is None else {"width": entry["pixels"][0], "height": entry["pixels"][1]},
        "sizeClasses": None,
        "safeArea": safe_area,
        "displayCornerRadius": radius,
        "sensorHousing": {"type": "none", "rect": None, "sources": [], "confidence": None, "notes": None},
        "homeIndicator": {"present": False, "size": None, "bottomOffset": None, "sources": [], "notes": None},
        "features": {},
        "notes": notes + (["No size classes: the HIG tables cover iOS and iPadOS only."] if idiom != "phone" else []),
    }


def watch_devices(watch_rows, reference):
    by_pixels = {tuple(v["pixels"]): (k, v) for k, v in reference.items() if k.startswith("Apple Watch")}
    devices = []
    for series, mm, pw, ph in watch_rows:
        name = f"{series} {mm}mm" if series.startswith("Apple Watch") else f"Apple Watch Series {series} {mm}mm"
        ref_name, ref = by_pixels[(pw, ph)]
        radius_value = ref.get("display_corner_radius_community")
        devices.append({
            "id": slug(name), "name": name, "family": "Apple Watch", "idiom": "watch", "identifiers": [], "models": [ref_name],
            "orientations": ["portrait"],
            "screen": figure({"width": pw // 2 if pw % 2 == 0 else pw / 2, "height": ph // 2 if ph % 2 == 0 else ph / 2}, [HIG] + ref["sources"], "Points are the HIG's pixels at @2x."),
            "scale": 2, "nativeScale": None, "pixels": {"width": pw, "height": ph},
            "sizeClasses": None, "safeArea": None,
            "displayCornerRadius": figure(radius_value if radius_value is not None else 0, ref["sources"] if radius_value is not None else [ASSUMED],
                                          ref.get("notes") if radius_value is not None else "No agreed community figure (54, 56 or 57 reported); 0 means unknown here.",
                                          confidence="community"),
            "sensorHousing": {"type": "none", "rect": None, "sources": [], "confidence": None, "notes": None},
            "homeIndicator": {"present": False, "size": None, "bottomOffset": None, "sources": [], "notes": None},
            "features": {}, "notes": ["No size classes: the HIG tables cover iOS and iPadOS only."],
        })
    return devices


SPLIT_SOURCES = {
    "SST": "pointfreeco/swift-snapshot-testing Sources/SnapshotTesting/Common/View.swift @6bb6c9ae and issue #205 (simulator-measured Split View sizes)",
    "Flutter": "third-party Flutter data file of iPad multitasking sizes (search id 21232713780; repository not identified), values match SST",
    "issue #205": "pointfreeco/swift-snapshot-testing issue #205 (the contributor's measurements)",
    "dkasaj gist": "gist dkasaj/924d12ca (size-class summary: 12.9-inch iPad Pro landscape 1/2 split is regular/regular)",
}
CONFIGS = {"2/3": "split-2/3", "1/2": "split-1/2", "1/3": "split-1/3", "Slide Over": "slide-over"}


def parse_split_view(text):
    """The measured Split View / Slide Over table of layout-rules §1.3 (sizes in points)."""
    section = text.split("### 1.3", 1)[1].split("###", 1)[0]
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
            rows.append({"portraitScreen": {"width": current[0], "height": current[1]}, "multitasking": CONFIGS[cells[1]],
                         "orientation": orientation,
                         "window": {"width": int(m.group(1)), "height": int(m.group(2))} if m else None,
                         "measuredHorizontal": {"C": "compact", "R": "regular"}[marker.group(1)] if marker else None,
                         "sources": [s.strip() for s in cells[4].split(",")]})
    if not rows:
        raise SystemExit("layout-rules §1.3: no split-view rows found")
    for row in rows:  # the width rule must agree with every class the table states
        if row["window"] and row["measuredHorizontal"]:
            w = row["window"]["width"]
            rule = "compact" if w <= 639 else "regular" if w >= 678 else None
            if rule != row["measuredHorizontal"]:
                raise SystemExit(f"split-view row {row} disagrees with the iPad width rule")
    return rows


def build():
    seed = next(iter(sorted((SHARED / "seeds").glob("001_*.txt"))), None)
    reference_path = SHARED / "reference" / "device-geometry.json"
    if seed is None or not reference_path.exists():
        return None
    dims, classes, watches, tv_safe = parse_hig(seed.read_text())
    reference = json.loads(reference_path.read_text())
    devices = [ios_device(name, d, classes, reference["devices"][REFERENCE_NAME.get(name, name)]) for name, d in dims.items()]
    devices += watch_devices(watches, reference["other_platforms"])
    devices += [other_device(n, reference["other_platforms"][n], tv_safe) for n in ("Apple TV HD", "Apple TV 4K", "Apple Vision Pro (default window)")]
    sources = {HIG: HIG_SOURCE, RULE: RULE_SOURCE, ASSUMED: ASSUMED_SOURCE,
               "HACK": "https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20 (10.5-inch iPad Pro is 1112x834 pt)"}
    sources.update(reference["sources"])
    sources.update(SPLIT_SOURCES)
    split_view = parse_split_view((SHARED / "reference" / "layout-rules.md").read_text())
    used = collect_sources(devices) | collect_sources(split_view)
    return {
        "generatedBy": "scripts/build-device-catalog.py from shared/seeds/001 and shared/reference/device-geometry.json",
        "sources": {k: v for k, v in sorted(sources.items()) if k in used},
        "devices": devices,
        "splitView": {
            "notes": "Measured iPad Split View and Slide Over window sizes in points (iOS 9 – iPadOS 15 style multitasking), "
                     "from layout-rules §1.3. Vertical size class is regular in every configuration. Apple offers no 1/2 split "
                     "in portrait. The 12.9-inch 2/3 portrait window (639 pt) is compact at run time (openradar 34621309), though "
                     "Apple's old documentation and Interface Builder said regular.",
            "windows": split_view,
        },
    }


def collect_sources(value):
    found = set()
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "sources" and isinstance(v, list):
                found.update(v)
            else:
                found |= collect_sources(v)
    elif isinstance(value, list):
        for v in value:
            found |= collect_sources(v)
    return found


def embedded_swift(text):
    return ("// Generated by scripts/build-device-catalog.py from data/devices.json; do not edit.\n"
            "// The catalog compiled into the binary, so layoutd runs with no files beside it.\n\n"
            "enum EmbeddedCatalog {\n"
            "    static let json = #\"\"\"\n" + text + "\"\"\"#\n}\n")


def main():
    catalog = build()
    if catalog is None:
        print("build-device-catalog: shared/ (seeds and reference) not beside the repository; nothing to check", file=sys.stderr)
        return
    text = json.dumps(catalog, indent=1, ensure_ascii=False) + "\n"
    swift = embedded_swift(text)
    if "--check" in sys.argv:
        stale = [p.name for p, t in ((OUT, text), (EMBEDDED, swift)) if not p.exists() or p.read_text() != t]
        if stale:
            print(f"device catalog out of date: {', '.join(stale)}; run scripts/build-device-catalog.py", file=sys.stderr)
            sys.exit(1)
        print(f"device catalog up to date: {len(catalog['devices'])} devices")
        return
    OUT.parent.mkdir(parents=True, exist_ok=True)
    EMBEDDED.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text)
    EMBEDDED.write_text(swift)
    print(f"wrote {len(catalog['devices'])} devices to {OUT.relative_to(ROOT)} and {EMBEDDED.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
