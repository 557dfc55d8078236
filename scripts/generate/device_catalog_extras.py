"""Parts of scripts/generate/build-device-catalog.py kept apart: each model's keyboard and status-bar figures (from
data/keyboard-and-status-bar.json), the check that models with the same screen agree on their insets, the check of
data/left-out.json, a model's displays, a model's corrections of DeviceKit's figures, the source codes a value uses,
the summary line the builder prints, and the catalog's groups: one group per HIG dimension row and
watch row (its members are the models that name the row), and the former catalog entries kept as groups; each group
resolves to its newest member with the row's figures.

    from device_catalog_extras import build_groups, system_bars
    system_bars(model, device, bars)  # → (keyboard entries newest OS first, status-bar entries)
    groups = build_groups(hig, devices)  # also sets each device's "group" and drops the builder's private keys
"""
import re


class BuildError(SystemExit):
    pass


def version_key(text):
    return [int(p) for p in re.findall(r"\d+", text or "")] or [0]


def runs(device, major):
    """Whether the model runs an OS major version (its `os.last` is null or not older)."""
    os = device.get("os") or {}
    return os.get("last") is None or version_key(os["last"]) >= [major]


def corrected_features(model, features):
    """DeviceKit's `features` with their provenance (`sources`, `notes`, `alternatives`), where the model's own
    `features` entries replace the figures a source corrects.

    An entry is `{"value", "sources", "alternatives", "notes"}`; it must give a figure DeviceKit gives the model,
    differ from it, and keep DeviceKit's figure as an alternative whose `source` starts with "DK". The iPhone 14 Pro
    Max's `{"ppi": {"value": 460, "sources": ["KUDIT", "DK505"], …}}` answers `"ppi": 460` with sources
    `["DK", "KUDIT", "DK505"]` and the alternative `{"value": {"ppi": 458}, "source": "DK: …"}`.
    """
    if not features:
        if model.get("features"):
            raise BuildError(f"build-device-catalog: {model.get('id', '?')}: features corrects DeviceKit's figures, "
                             f"but the model has no DeviceKit entry")
        return features
    sources, notes, alternatives = ["DK"], [], []
    for name, fix in sorted((model.get("features") or {}).items()):
        where = f"build-device-catalog: {model.get('id', '?')}: features.{name}"
        if name not in features:
            raise BuildError(f"{where} corrects a figure DeviceKit does not give this model")
        dk = features[name]
        if not fix.get("sources") or fix.get("value") is None or fix["value"] == dk:
            raise BuildError(f"{where} needs sources and a value other than DeviceKit's {dk}")
        kept = [a for a in fix.get("alternatives") or [] if a.get("value") == dk and a.get("source", "")[:2] == "DK"]
        if not kept or not fix.get("notes"):
            raise BuildError(f"{where} must keep DeviceKit's {dk} as an alternative (\"DK: why\") and say why in notes")
        features = dict(features, **{name: fix["value"]})
        sources += [s for s in fix["sources"] if s not in sources]
        notes.append(f"{name} {fix['value']}, not DeviceKit's {dk}: {fix['notes']}")
        alternatives += [{"value": {name: a["value"]}, "source": a["source"]} for a in fix["alternatives"]]
    return dict(features, sources=sources, notes=" ".join(notes) or None, alternatives=alternatives)


def system_bars(model, device, bars):
    """The model's docked-keyboard and status-bar figures, as lists of per-OS entries (newest first).

    Keyboard entry: `{"os", "portrait": {"height", "predictiveBar"}, "landscape": {…}, "sources", "notes",
    "alternatives"}` — `height` is the docked keyboard from the window's bottom edge without the predictive
    (suggestion) bar, `predictiveBar` what the bar adds (TG / TG26). KM's readings, which measure a custom keyboard's
    input view, are alternatives. Status-bar entry: `{"os", "portrait", "landscape", "sources", "notes"}`.
    """
    if device["idiom"] not in ("phone", "pad"):
        return [], []
    telegram, keyman = bars["telegram"], bars["keyman"]["readings"]
    oldest = min((s.get("os") for s in device["safeAreaInsetsByOS"]), key=version_key, default=None)
    base = (device.get("os") or {}).get("introduced") or oldest
    mapped = telegram["models"].get(device["id"])
    reading = keyman.get(model.get("devicekit") or "")
    km = None
    if reading:
        era = "iOS 18 simulator readings" if reading["os"] == "18" else "older-iOS readings ('Old settings')"
        km = {"value": {o: {"inputViewHeight": reading[o]["keyboard"], "banner": reading[o]["banner"]}
                        for o in ("portrait", "landscape")},
              "source": f"KM ({era}): the keys' height a custom keyboard's input view gets and its suggestion banner, "
                        "without the system's bottom row (globe, dictation) and the home-indicator inset – not the "
                        "docked system keyboard's frame" + (f"; {reading['note']}" if reading.get("note") else "")}
    if not mapped:
        screen = device["screen"]
        note = (f"No keyboard or status-bar source for this screen ({screen['width']:g}x{screen['height']:g} pt): "
                "TG / TG26 have no profile that matches it.")
        keyboard = [{"os": base, "portrait": None, "landscape": None, "sources": [],
                     "notes": note + (" KM's input-view reading is kept as an alternative." if km else ""),
                     "alternatives": [km] if km else []}]
        status = [{"os": base, "portrait": None, "landscape": None, "sources": [], "notes": note}]
        return keyboard, status
    profile = telegram["profiles"][mapped["profile"]]
    how = f"TG26 gives it the {mapped['profile']} profile ({mapped['matchedBy']})"
    change = telegram["iOS26PortraitKeyboardChange"]

    def entry(os, portrait_change, sources, note, alternatives):
        (kp, kl), (pp, pl) = profile["keyboard"], profile["predictiveBar"]
        return {"os": os, "portrait": {"height": kp + portrait_change, "predictiveBar": pp},
                "landscape": {"height": kl, "predictiveBar": pl}, "sources": sources, "notes": note,
                "alternatives": alternatives}

    keyboard = []
    newest_only = version_key(base) >= [26]
    if runs(device, 26):
        keyboard.append(entry("26", change["value"], sorted(set(["TG26"] + change["sources"])),
                              f"{how}; {change['note']} ({profile['keyboard'][0]} − 1).",
                              [km] if km and newest_only else []))
    if not newest_only:
        keyboard.append(entry(base, 0, profile["sources"], how + ".", [km] if km else []))
    portrait, landscape = profile["statusBar"]
    note = how + "."
    if portrait is None:
        note += " " + profile["statusBarNote"]
    elif device["idiom"] == "phone":
        newest = device["safeAreaInsetsByOS"][0] if device["safeAreaInsetsByOS"] else {}
        if (newest.get("landscape") or {}).get("top", 0) > 0:
            landscape = None
            note += (" Landscape unknown: TG shows phones no status bar in landscape (statusBarHeight(for:) is nil), "
                     f"but this model's iOS {newest.get('os')} landscape safe area has top "
                     f"{newest['landscape']['top']:g}, which TG does not account for.")
        else:
            note += " Landscape 0: TG shows phones no status bar in landscape (statusBarHeight(for:) is nil)."
    status = [{"os": base, "portrait": portrait, "landscape": landscape, "sources": profile["sources"], "notes": note}]
    return keyboard, status


def names(entry, model_id):
    """Whether one of a safe-area entry's alternatives has a source naming the model id (as a whole word)."""
    pattern = rf"(?<![\w-]){re.escape(model_id)}(?![\w-])"
    return any(re.search(pattern, str(alt.get("source", ""))) for alt in entry.get("alternatives") or [])


def check_same_screen_insets(devices):
    """Models with the same screen (points and scale), the same kind of sensor housing, both with or both without a
    Home button, and a safe-area entry for the same OS version must have the same insets there, unless one of the two
    entries keeps the other's insets as an alternative whose source names the other model by its id (the note that
    says where the difference comes from)."""
    entries = {}
    for d in devices:
        key = (d["idiom"], d["screen"]["width"], d["screen"]["height"], d["scale"], d["sensorHousing"]["type"],
               d["homeButton"])
        for s in d["safeAreaInsetsByOS"]:
            entries.setdefault(key + (s.get("os"),), []).append((d, s))
    for (*_, os), members in sorted(entries.items(), key=lambda kv: str(kv[0])):
        for i, (a, sa) in enumerate(members):
            for b, sb in members[i + 1:]:
                for orientation in ("portrait", "landscape"):
                    if sa.get(orientation) is None or sb.get(orientation) is None or sa[orientation] == sb[orientation]:
                        continue
                    explained = names(sa, b["id"]) or names(sb, a["id"])
                    if not explained:
                        raise BuildError(
                            f"build-device-catalog: {a['id']} and {b['id']} have the same screen and housing but "
                            f"different {orientation} insets under OS {os} ({sa[orientation]} vs {sb[orientation]}); "
                            f"keep the other's insets as an alternative whose source names the other model and says "
                            f"where the difference comes from")


def self_test():
    """The cross-model check on two made-up models (run by --check, so a broken check fails the test command): the
    same screen with different insets and no alternative is refused; an alternative naming the other model lets it
    through. Then a made-up correction of DeviceKit's ppi: refused without DeviceKit's value kept, without sources or
    repeating DeviceKit's figure; answered with both sources and DeviceKit's value as the alternative."""
    def model(id, top, alternatives):
        entry = {"os": "26", "portrait": {"top": 62, "left": 0, "bottom": 34, "right": 0},
                 "landscape": {"top": top, "left": 62, "bottom": 20, "right": 62}, "alternatives": alternatives}
        return {"id": id, "idiom": "phone", "screen": {"width": 402, "height": 874}, "scale": 3,
                "sensorHousing": {"type": "dynamicIsland"}, "homeButton": False, "safeAreaInsetsByOS": [entry]}
    try:
        check_same_screen_insets([model("self-test-a", 0, []), model("self-test-b", 20, [])])
    except BuildError:
        pass
    else:
        raise BuildError("build-device-catalog: self-test: same-screen models with different insets were not flagged")
    noted = [{"value": {}, "source": "TEST: self-test-b measured 20"}]
    check_same_screen_insets([model("self-test-a", 0, noted), model("self-test-b", 20, [])])
    # A correction of DeviceKit's figure that drops DeviceKit's value is refused; one that keeps it is answered.
    fix = {"value": 460, "sources": ["TEST"], "notes": "self-test", "alternatives": [{"value": 458, "source": "DK: x"}]}
    for broken in ({**fix, "alternatives": []}, {**fix, "value": 458}, {**fix, "sources": []}):
        try:
            corrected_features({"id": "self-test-c", "features": {"ppi": broken}}, {"ppi": 458})
        except BuildError:
            continue
        raise BuildError("build-device-catalog: self-test: a correction of DeviceKit's ppi was not refused")
    answered = corrected_features({"id": "self-test-c", "features": {"ppi": fix}}, {"ppi": 458})
    if answered["ppi"] != 460 or answered["sources"] != ["DK", "TEST"] or answered["alternatives"][0]["value"] != {
            "ppi": 458}:
        raise BuildError(f"build-device-catalog: self-test: a correction was answered as {answered}")


def summarize(catalog):
    """Counts for the note: models, figures with a source, null figures, disagreements kept."""
    sourced = nulls = disagreements = 0

    def walk(value):
        nonlocal sourced, nulls, disagreements
        if isinstance(value, dict):
            keys = ("value", "portrait", "type", "present", "introduced")
            if "sources" in value and any(k in value for k in keys):
                figure_value = next(value[k] for k in keys if k in value)
                if figure_value is None:
                    nulls += 1
                elif value["sources"]:
                    sourced += 1
                disagreements += len(value.get("alternatives") or [])
            elif "sources" in value and "alternatives" in value and value["sources"]:
                sourced += 1  # the provenance of a plain figure (screenProvenance: screen is never null)
                disagreements += len(value["alternatives"] or [])
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    walk(catalog["devices"])
    identifiers = sum(len(d["identifiers"]) for d in catalog["devices"])
    return (f"{len(catalog['devices'])} models, {identifiers} identifiers, {len(catalog['groups'])} groups, "
            f"{sourced} sourced figures, {nulls} null figures, {disagreements} disagreements kept")



def check_left_out(left_out, seen, sources):
    """data/left-out.json: every entry has a reason and described sources; no identifier left out is in the catalog."""
    entries = [(m["name"], m) for m in left_out["models"]] + list(left_out["identifiers"].items())
    for name, entry in entries:
        if not entry.get("reason") or not entry.get("sources"):
            raise BuildError(f"build-device-catalog: left-out.json: {name} needs a reason and sources")
        unknown = [c for c in entry["sources"] if c not in sources]
        if unknown:
            raise BuildError(f"build-device-catalog: left-out.json: {name} cites undescribed {', '.join(unknown)}")
    for identifier in left_out["identifiers"]:
        if identifier.lower() in seen:
            raise BuildError(f"build-device-catalog: left-out.json: {identifier} is left out but is "
                             f"{seen[identifier.lower()]}'s identifier")
    return left_out


DISPLAY_FIGURES = ("screen", "cornerRadius", "cornerRadii", "safeArea", "sensorHousing", "homeIndicator", "sizeClasses")
DISPLAY_KEYS = ("orientations", "screen", "screenProvenance", "scale", "nativeScale", "pixels", "sizeClasses",
                "safeAreaInsets", "safeAreaInsetsByOS", "displayCornerRadius", "sensorHousing", "homeIndicator",
                "keyboard", "statusBar")


def display_entry(model, display, entry, bars):
    """One display of a model with more than one (data/models: `displays`): the model's figures with the display's
    own in their place, built and checked like a model (`entry`), its keyboard and status bar looked up under
    `<model id>/<display id>` unless it is the default display (the model's own figures)."""
    merged = dict(model, id=model["id"] if display["default"] else f"{model['id']}-{display['id']}")
    if "cornerRadii" in model and not display["default"] and "cornerRadii" not in display:
        raise BuildError(f"build-device-catalog: {model['id']}: display {display['id']} needs cornerRadii of its "
                         f"own (the model's are its default display's)")
    merged.update({k: display[k] for k in DISPLAY_FIGURES if k in display})
    merged["notes"] = []
    built = entry(merged)
    built["keyboard"], built["statusBar"] = system_bars(merged, built, bars)
    out = {"id": display["id"], "name": display["name"], "default": display["default"]}
    out.update({k: built[k] for k in DISPLAY_KEYS})
    if "displayCorners" in built:  # after displayCornerRadius, as in a model
        items = list(out.items())
        at = [k for k, _ in items].index("displayCornerRadius") + 1
        out = dict(items[:at] + [("displayCorners", built["displayCorners"])] + items[at:])
    out["notes"] = list(display.get("notes") or []) + [n for n in built["notes"] if n not in model.get("notes", [])]
    return out


def collect_sources(value):
    found = set()
    if isinstance(value, dict):
        for k, v in value.items():
            if k in ("sources", "identifierSources") and isinstance(v, list):
                found.update(v)
            else:
                found |= collect_sources(v)
    elif isinstance(value, list):
        for v in value:
            found |= collect_sources(v)
    return found


def mentioned_sources(value):
    """The leading code of every free-text `source` (alternatives write "CODE (detail): why")."""
    found = set()
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "source" and isinstance(v, str):
                found.add(re.split(r"[^A-Za-z0-9#]", v.strip(), maxsplit=1)[0])
            else:
                found |= mentioned_sources(v)
    elif isinstance(value, list):
        for v in value:
            found |= mentioned_sources(v)
    return found


# Former catalog entries that were not HIG rows; their ids keep working as groups.
EXTRA_GROUPS = [
    {"name": "Apple TV 4K", "family": "Apple TV", "members": lambda m: m["id"].startswith("apple-tv-4k"),
     "notes": "Not a HIG row: the former catalog entry for every Apple TV 4K generation (1920x1080 pt)."},
    {"name": "Apple Vision Pro (default window)", "family": "Apple Vision Pro",
     "members": lambda m: m["family"] == "Apple Vision Pro",
     "notes": "Not a HIG row: the former catalog entry for the Vision Pro's default window (1280x720 pt)."},
]


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def watch_group_name(row):
    series = row["series"]
    if series.startswith("Apple Watch"):
        return f"{series} {row['size']}"
    return f"Apple Watch Series {series} {row['size']}"


def same_figures(device, row):
    return ([device["screen"]["width"], device["screen"]["height"]] == row["points"]
            and device["scale"] == row["scale"])


def release_order(device):
    return device["_order"]


def build_groups(hig, devices):
    # Newest = latest release year; an unknown year takes the year of the model listed before it (files list
    # models in release order), and the file order breaks ties.
    year = 0
    for i, d in enumerate(devices):
        year = d["released"].get("value") or year
        d["_order"] = (year, i)
    by_id = {d["id"]: d for d in devices}
    groups = []
    # HIG dimension rows: members are the models that name the row.
    rows = {row["model"]: row for row in hig["dimensions"]}
    for name, row in rows.items():
        members = [d for d in devices if d.get("_higRow") == name]
        groups.append(group(name, "HIG", row["points"], row["pixels"], row["scale"], members,
                            lambda d, row=row: same_figures(d, row)))
    # HIG watch rows: members are the watches with the row's pixels that name a HIG row (a newer model with the
    # same display, which the table predates, does not take over the row's answer).
    for row in hig["watch"]:
        members = [d for d in devices if d["idiom"] == "watch" and d["pixels"] and d.get("_higRow")
                   and [d["pixels"]["width"], d["pixels"]["height"]] == row["pixels"]]
        points = [row["pixels"][0] / 2, row["pixels"][1] / 2]
        points = [int(p) if p == int(p) else p for p in points]
        groups.append(group(watch_group_name(row), "HIG", points, row["pixels"], 2, members, lambda d: True))
    for extra in EXTRA_GROUPS:
        members = [d for d in devices if extra["members"](d)]
        first = members[0]
        g = group(extra["name"], None, [first["screen"]["width"], first["screen"]["height"]],
                  None, None, members, lambda d: True)
        g["notes"] = extra["notes"]
        groups.append(g)
    for g in groups:
        for member in g["models"]:
            if by_id[member]["group"] is None:
                by_id[member]["group"] = {"id": g["id"], "name": g["name"]}
    for d in devices:
        d.pop("_order", None)
        d.pop("_higRow", None)
        if d["group"] is None and d["idiom"] in ("phone", "pad"):
            d["notes"].append("No HIG row has this model's figures; the HIG dimension table does not list it.")
    return groups


def group(name, source, points, pixels, scale, members, matches):
    if not members:
        raise BuildError(f"build-device-catalog: group \"{name}\" has no model")
    exact = [d for d in members if matches(d)]
    chosen = max(exact or members, key=release_order)
    notes = None
    if not exact:
        notes = (f"No model has this row's figures exactly ({points[0]}x{points[1]} pt); it resolves to "
                 f"{chosen['id']}, "
                 f"whose own figures are answered (see that model's screen alternatives).")
    return {"id": slug(name), "name": name, "source": source, "notes": notes,
            "screen": {"width": points[0], "height": points[1]},
            "pixels": None if pixels is None else {"width": pixels[0], "height": pixels[1]}, "scale": scale,
            "models": [d["id"] for d in sorted(members, key=release_order)],
            "resolvesTo": chosen["id"]}
