"""The catalog's groups, kept apart from scripts/generate/build-device-catalog.py: one group per HIG dimension row and
watch row (its members are the models that name the row), and the former catalog entries kept as groups; each group
resolves to its newest member with the row's figures.

    from device_catalog_groups import build_groups
    groups = build_groups(hig, devices)  # also sets each device's "group" and drops the builder's private keys
"""
import re

from device_catalog_extras import BuildError

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
