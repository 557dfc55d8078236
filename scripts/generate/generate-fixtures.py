#!/usr/bin/env python3
"""Oracle for LayoutGeometry: writes JSON fixtures from the documented rules with exact rational arithmetic.

Independent of the Swift code: every expected value is computed here with fractions.Fraction from the exact
binary value of each input double, following the documented layout rules (the § numbers refer to the project's
layout-rules research notes) (content modes §2.3, SwiftUI aspectRatio §2.2, alignment rects §3.2, pixel rounding
§6, flow layout §4, tvOS §5) and the HIG tvOS grid table (seed 001), and the keyboardLayoutGuide region from the
catalog's insets and keyboard heights (data/devices.json). Output floats are the nearest doubles to the exact
results. The shared arithmetic and the device generators are in fixtures_cases.py, beside this.

    python3 scripts/generate/generate-fixtures.py           # (re)write Tests/LayoutGeometryTests/Fixtures/*.json
    python3 scripts/generate/generate-fixtures.py --check   # exit 1 if the committed fixtures differ from a fresh run

Never edit the fixtures by hand: change this script and regenerate.
"""
import json
import math
import sys
from fractions import Fraction as F
from pathlib import Path

from fixtures_cases import (ALIGNMENTS, INF, MODES, TIE_TOLERANCE, fit_decimal_cases, fx, hig_device_tables,
                            hig_tvos_grid_cases, keyboard_guide_cases, out, place, rect_out, round_px, round_rect)

OUT = Path(__file__).resolve().parents[2] / "Tests" / "LayoutGeometryTests" / "Fixtures"
HTTP_OUT = Path(__file__).resolve().parents[2] / "Tests" / "LayoutHTTPTests" / "Fixtures"
GENERATED_BY = "scripts/generate/generate-fixtures.py (exact Fraction arithmetic)"


# --- UIView.ContentMode (layout-rules §2.3; the placement itself is fixtures_cases.place) ---------------------

def content_mode_cases():
    pairs = [
        ((0, 0, 852, 393), (21, 9)),
        ((59, 0, 734, 372), (21, 9)),  # iPhone 14 Pro landscape safe area
        ((0, 0, 393, 852), (16, 9)),
        ((0, 0, 100, 100), (1, 100)),  # 1:100
        ((0, 0, 100, 100), (100, 1)),  # 100:1
        ((0, 0, 1000, 10), (1, 100)),
        ((0, 0, 0.5, 0.25), (3, 2)),  # tiny
        ((0, 0, 1e6, 7e5), (4, 3)),  # huge
        ((10.5, 20.25, 300, 200), (300, 200)),  # exact fit
        ((0, 0, 320, 480), (1920, 1080)),  # content larger than the container
        ((0, 0, 1024, 1366), (17, 11)),
        ((5, 5, 414, 736), (1, 1)),
        ((0, 0, 834, 1194), (2.35, 1)),
        ((0.1, 0.2, 0.3, 0.7), (0.7, 0.3)),  # non-representable decimals
    ]
    cases = []
    for container, content in pairs:
        for mode in MODES:
            for alignment in (ALIGNMENTS if mode in ("scaleAspectFit", "scaleAspectFill") else ["center"]):
                for scale in (None, 1, 2, 3):
                    r, sx, sy, cropped, effective = place(container, content, mode, alignment)
                    cases.append({
                        "name": f"{mode} {alignment} {content[0]}x{content[1]} in {container} @{scale}",
                        "input": {"container": list(container), "content": list(content), "mode": mode,
                                  "alignment": alignment, "scale": scale},
                        "expected": {
                            "rect": rect_out(*r),
                            "rounded": rect_out(*round_rect(*r, scale)) if scale else None,
                            "scaleX": out(sx), "scaleY": out(sy),
                            "cropped": [out(c) for c in cropped],
                            "alignment": effective,
                        },
                    })
    # An alignment given to a positional mode is ignored.
    r, sx, sy, cropped, effective = place((0, 0, 100, 50), (10, 10), "bottomRight", "topLeft")
    cases.append({"name": "positional mode ignores the alignment",
                  "input": {"container": [0, 0, 100, 50], "content": [10, 10], "mode": "bottomRight",
                            "alignment": "topLeft", "scale": None},
                  "expected": {"rect": rect_out(*r), "rounded": None, "scaleX": 1.0, "scaleY": 1.0,
                               "cropped": [0.0] * 4, "alignment": "bottomRight"}})
    return cases


# --- SwiftUI aspectRatio (layout-rules §2.2) ------------------------------------------------------------------

def q(v):
    """Exact value of an optional, possibly infinite proposal dimension."""
    return None if v is None else (INF if v == INF else fx(v))


def div(a, b):
    return INF if a == INF else a / b


def mul(a, s):
    return INF if s == INF else a * s


def swiftui(proposal, ratio, ideal, mode):
    pw, ph = q(proposal[0]), q(proposal[1])
    ideal_size = tuple(map(fx, ideal)) if ideal else (F(10), F(10))
    used_ratio = fx(ratio) if ratio is not None else ideal_size[0] / ideal_size[1]
    if pw is None and ph is None:
        child = (None, None)
    else:
        r = (fx(ratio), F(1)) if ratio is not None else ideal_size
        if r[0] == r[1]:
            r = (F(1), F(1))
        sx = div(pw, r[0]) if pw is not None and not (r[0] == 0 and pw == 0) else INF
        sy = div(ph, r[1]) if ph is not None and not (r[1] == 0 and ph == 0) else INF
        s = min(sx, sy) if mode == "fit" else max(sx, sy)
        child = (mul(r[0], s), mul(r[1], s))
    flexible = (child[0] if child[0] is not None else ideal_size[0],
                child[1] if child[1] is not None else ideal_size[1])

    def centered(size):
        if INF in size:
            return None
        space_w = pw if pw is not None and pw != INF else size[0]
        space_h = ph if ph is not None and ph != INF else size[1]
        return ((space_w - size[0]) / 2, (space_h - size[1]) / 2, size[0], size[1])

    def frame_out(frame):
        return None if frame is None else rect_out(*frame)

    return {
        "childProposal": {"width": out(child[0]), "height": out(child[1])},
        "ratio": out(used_ratio),
        "flexibleSize": {"width": out(flexible[0]), "height": out(flexible[1])},
        "flexibleFrame": frame_out(centered(flexible)),
        "fixedFrame": frame_out(centered(ideal_size)),
    }


def swiftui_cases():
    dims = [None, 0, 150, 393, INF]
    cases = []
    for mode in ("fit", "fill"):
        for ratio in (None, 0.75, 1, 16 / 9, 0.01, 100):
            for ideal in (None, (30, 20), (1, 3)):
                for pw in dims:
                    for ph in dims:
                        cases.append({
                            "name": f"{mode} ratio={ratio} ideal={ideal} proposal={pw}x{ph}",
                            "input": {"proposal": {"width": out(pw) if pw is not None else None,
                                                   "height": out(ph) if ph is not None else None},
                                      "ratio": ratio, "idealSize": list(ideal) if ideal else None, "mode": mode},
                            "expected": swiftui((pw, ph), ratio, ideal, mode),
                        })
    return cases


# --- alignment rects (layout-rules §3.2; seeds 002, 003) -------------------------------------------------------

def alignment_cases():
    cases = []
    frames = [(0, 0, 130, 130), (10, 20, 44, 30), (-5.5, 3.25, 200, 0.5), (100, 100, 17.333, 9.1)]
    insets = [(0, 0, 30, 30), (2, 2, 2, 2), (-7, -7, -7, -7), (1.5, 0, 0.25, 3), (10, -4, 0, 6.6)]
    for f in frames:
        for i in insets:
            x, y, w, h = map(fx, f)
            t, l, b, r = map(fx, i)
            cases.append({
                "name": f"alignmentRect(forFrame: {f}) insets {i}",
                "input": {"kind": "toAlignment", "rect": list(f), "insets": list(i)},
                "expected": {"rect": rect_out(x + l, y + t, w - l - r, h - t - b)}})
            cases.append({
                "name": f"frame(forAlignmentRect: {f}) insets {i}",
                "input": {"kind": "toFrame", "rect": list(f), "insets": list(i)},
                "expected": {"rect": rect_out(x - l, y - t, w + l + r, h + t + b)}})
    for px in [(0, 0, 30, 30), (0, 0, 60, 60), (0, 0, 90, 90), (3, 1, 4, 1)]:
        for scale in (1, 2, 3, 2.608695652173913):
            cases.append({"name": f"{px} px at @{scale}",
                          "input": {"kind": "pixelsToPoints", "insets": list(px), "scale": scale},
                          "expected": {"insets": [out(fx(v) / fx(scale)) for v in px]}})
    for size in [(24, 30), (44, 44), (50, 10), (31, 31), (0.5, 43.9), (100, 100)]:
        for minimum in [(44, 44), (48, 48)]:
            for scale in (None, 1, 2, 3):
                def half(short):
                    if short <= 0:
                        return F(0)
                    hv = short / 2
                    # whole pixels, rounded up (a hair over a whole pixel from double arithmetic is not rounded up)
                    return hv if scale is None else F(math.ceil(hv * fx(scale) - TIE_TOLERANCE)) / fx(scale)
                hh = half(fx(minimum[0]) - fx(size[0]))
                vv = half(fx(minimum[1]) - fx(size[1]))
                # the whole answer: the tap target's frame around the rect at the origin, the insets in pixels
                w, h = map(fx, size)
                pixels = None if scale is None else [out(v * fx(scale)) for v in (vv, hh, vv, hh)]
                cases.append({"name": f"tap target {size} min {minimum} @{scale}",
                              "input": {"kind": "tapTarget", "size": list(size), "minimum": list(minimum),
                                        "scale": scale},
                              "expected": {"insets": [out(vv), out(hh), out(vv), out(hh)],
                                           "frame": rect_out(-hh, -vv, w + 2 * hh, h + 2 * vv), "pixelInsets": pixels}})
    return cases


# --- pixel rounding ----------------------------------------------------------------------------------------------

def rounding_cases():
    # The last value: at 1080/414 the exact product is 4e-15 below the tie, and only the 1e-9 tolerance rounds it up.
    values = [0, 0.1, 0.25, 0.5, 950.25, 950.2, 173.5, 173.25, 314.5714285714286, 28.714285714285715,
              -0.25, -1.5, -173.5, 1 / 3, 2 / 3, 1e6 + 0.5, 12345.678, 0.16666666666666666,
              9.391666666666666]
    cases = []
    for v in values:
        for scale in (1, 2, 3, 2.608695652173913, 0.5):
            cases.append({"name": f"rounding {v} @{scale}", "input": {"value": v, "scale": scale},
                          "expected": {"value": out(round_px(fx(v), scale))}})
    return cases


# --- aspect ratio parsing (the accepted spellings and the (0, 100] range) ------------------------------------

def aspect_cases():
    texts = ["21:9", "16/9", "16x9", "2.333", "1", "100", "100:1", "1:100", "0.01", "101", "0", "0:1", "1:0", "-2:1",
             "abc", "", "nan", "inf", "1e309", "21:", ":9", "4:3:2", "1e2", "3.5/1.5", " 2", "0x10"]
    cases = []
    for t in texts:
        parts = None
        for sep in ":/xX":
            if sep in t:
                a, _, b = t.partition(sep)
                parts = (a, b)
                break
        if parts is None:
            parts = (t, "1")

        def num(s):
            import re
            if not s or not re.fullmatch(r"[0-9+\-.eE]+", s):
                return None
            try:
                return float(s)
            except ValueError:
                return None
        w, h = num(parts[0]), num(parts[1])
        valid = (w is not None and h is not None and math.isfinite(w) and math.isfinite(h) and w > 0 and h > 0
                 and 0 < fx(w) / fx(h) <= 100)
        cases.append({"name": f"parse {t!r}", "input": {"text": t},
                      "expected": {"valid": valid, "value": out(fx(w) / fx(h)) if valid else None}})
    return cases


# --- UICollectionViewFlowLayout lines (layout-rules §4.2) and tvOS grid arithmetic (§5) --------------------------
# A fit that is exact but for 1e-9 pt of floating-point error counts as a fit (openradar 42798866: "one cell fewer").

def fits(available, item, spacing):
    fit = (available + spacing) / (item + spacing)
    return int(math.floor(fit + TIE_TOLERANCE * max(F(1), fit)))


def flow_line(item_w, spacing, available, leading):
    w, s, a, x0 = map(fx, (item_w, spacing, available, leading))
    n = max(1, fits(a, w, s))
    used = n * w + (n - 1) * s
    leftover = max(F(0), a - used)
    if n == 1:
        return {"columns": 1, "spacing": out(s), "columnX": [out(x0 + (a - w) / 2)], "leftover": out(leftover),
                "itemWiderThanAvailable": w > a}
    gap = s + leftover / (n - 1)
    return {"columns": n, "spacing": out(gap), "columnX": [out(x0 + k * (w + gap)) for k in range(n)],
            "leftover": out(leftover), "itemWiderThanAvailable": False}


def flow_cases():
    cases = []
    specs = [
        (410, 40, 1760, 80),  # exact fit: 4 columns, gap stays 40
        (184, 40, 1760, 80),  # the HIG 8-column width: 8 columns, gap 41.14
        (185, 40, 1760, 80),  # exact 8
        (300, 40, 1760, 80),  # 5 columns, justified
        (1000, 40, 1760, 80),  # one item per row: centered
        (1760, 40, 1760, 80),  # one item exactly the width
        (2000, 40, 1760, 80),  # wider than the space: centered, overflowing
        ((1000 - 20) / 3, 10, 1000, 0),  # exact fit but for float error: still 3 columns
        ((834 - 10 - 3 * 10) / 4, 10, 834 - 10, 5),  # openradar 42798866 shape: 4 cells on a 10.5" iPad
        (0.1, 0.2, 1, 0),  # tiny values
        (50, 0, 1000, 0),  # no spacing
        (217, 40, 1760, 80), (160, 40, 1760, 80), (860, 40, 1760, 80), (100.5, 12.25, 375, 16),
    ]
    for w, s_, a, x0 in specs:
        cases.append({"name": f"line item {w} spacing {s_} on {a} from {x0}",
                      "input": {"kind": "line", "itemWidth": w, "spacing": s_, "available": a, "leading": x0},
                      "expected": flow_line(w, s_, a, x0)})
    for n in range(1, 13):
        for s_ in (0, 40, 12.5):
            cases.append({"name": f"itemWidth for {n} columns spacing {s_}",
                          "input": {"kind": "itemWidth", "columns": n, "spacing": s_, "available": 1760},
                          "expected": {"itemWidth": out((fx(1760) - (n - 1) * fx(s_)) / n)}})
    # Rows in the tvOS safe area (60/80 insets on 1920 x 1080).
    for h in (90, 180, 240, 300, 480, 860, 960, 1000, 0.5):
        for v in (100, 0, 40):
            hh, vv = fx(h), fx(v)
            pitch = hh + vv
            rows = max(0, fits(F(960), hh, vv))
            next_top = rows * pitch
            cases.append({"name": f"rows h {h} v {v}", "input": {"kind": "rows", "itemHeight": h, "verticalSpacing": v},
                          "expected": {"rowPitch": out(pitch), "fullyVisibleRows": rows,
                                       "nextRowPeekInSafeArea": out(min(hh, max(F(0), 960 - next_top))),
                                       "nextRowPeekOnScreen": out(min(hh, max(F(0), 1080 - (60 + next_top))))}})
    # A scrolling row with its partly visible items the same width on both sides.
    for w in (860, 560, 410, 320, 260, 217, 184, 160, 500, 1900):
        for count in (1, 3, 12, 100):
            ww, ss = fx(w), F(40)
            k = min(count, max(1, fits(F(1760), ww, ss)))
            span = k * ww + (k - 1) * ss
            if count > k:
                first = (F(1920) - span) / 2
                peek = min(ww, max(F(0), first - ss))
            else:
                first, peek = F(80), F(0)
            cases.append({"name": f"scrolling {count} items of {w}",
                          "input": {"kind": "scrolling", "itemWidth": w, "itemCount": count},
                          "expected": {"fullyVisible": k, "firstFullItemX": out(first), "leadingPeek": out(peek),
                                       "trailingPeek": out(peek)}})
    # Focus growth and titled rows.
    # 320 x 180 at x1.25 overhangs by exactly the 40 pt spacing and 320 x 800 by exactly the 100 pt rows: touching is
    # not overlapping.
    for size in ((320, 180), (860, 484), (184, 276), (320, 800)):
        for scale in (1, 1.05, 1.1, 1.2, 1.25, 1.5):
            w, h, sc = fx(size[0]), fx(size[1]), fx(scale)
            over_w, over_h = w * (sc - 1) / 2, h * (sc - 1) / 2
            cases.append({"name": f"focus {size} x{scale}",
                          "input": {"kind": "focus", "size": list(size), "scale": scale, "spacing": 40,
                                    "verticalSpacing": 100},
                          "expected": {"focusedSize": [out(w * sc), out(h * sc)],
                                       "overhang": [out(over_w), out(over_h)],
                                       "overlapsHorizontally": over_w > 40, "overlapsVertically": over_h > 100}})
            for title in (0, 38, 60):
                gap = over_h + 20
                cases.append({"name": f"titled row {size} x{scale} title {title}",
                              "input": {"kind": "title", "itemHeight": size[1], "scale": scale, "titleHeight": title,
                                        "padding": 20},
                              "expected": {"previousRowBottomToTitleCenter": out(gap + F(title) / 2),
                                           "titleBottomToRowTop": out(gap),
                                           "previousRowBottomToRowTop": out(gap + title + gap)}})
    return cases


FEATURES = {
    "content-modes": content_mode_cases,
    "swiftui-aspect-ratio": swiftui_cases,
    "alignment-rects": alignment_cases,
    "pixel-rounding": rounding_cases,
    "aspect-ratio-parsing": aspect_cases,
    "flow-layout": flow_cases,
    "hig-tvos-grids": hig_tvos_grid_cases,
    "keyboard-guides": keyboard_guide_cases,
}


def render(feature, cases):
    """One case per line, keys sorted: small, stable, and diffs show which cases changed."""
    lines = [json.dumps(case, sort_keys=True, separators=(",", ":")) for case in cases]
    header = json.dumps({"generatedBy": GENERATED_BY, "feature": feature}, sort_keys=True)[:-1]
    return header + ',"cases":[\n' + ",\n".join(lines) + "\n]}\n"


def main():
    check = "--check" in sys.argv
    OUT.mkdir(parents=True, exist_ok=True)
    total, stale = 0, []
    jobs = [(feature, make, OUT) for feature, make in FEATURES.items()] + [
        ("hig-devices", hig_device_tables, HTTP_OUT), ("fit-decimals", fit_decimal_cases, HTTP_OUT)]
    for feature, make, directory in jobs:
        directory.mkdir(parents=True, exist_ok=True)
        cases = make()
        text = render(feature, cases)
        total += len(json.loads(text)["cases"])
        path = directory / f"{feature}.json"
        if check:
            if not path.exists() or path.read_text() != text:
                stale.append(path.name)
        else:
            path.write_text(text)
    if check:
        if stale:
            print(f"fixtures differ from the generator: {', '.join(stale)}; "
                  "run scripts/generate/generate-fixtures.py", file=sys.stderr)
            sys.exit(1)
        print(f"fixtures up to date: {total} cases")
    else:
        print(f"wrote {total} cases to {OUT} and {HTTP_OUT}")


if __name__ == "__main__":
    main()
