"""Benchmarks/' photo-grid screen (`swiftUIGridScreen(cells:)`) as a `POST /swiftui/layout` body: 20 + 5 x cells
views (36 -> 200, 396 -> 2,000), proposed 402 x (874 + n) at @3x, so each n is a new question (a cache miss, the
same work). Used by callgrind-layout.sh and, through the body it writes, by bench.sh's swiftui-200 case; its text
screen (`text_screen`) by sheet.py --text-sizes.

Usage: python3 scripts/bench/photo_grid.py CELLS > body.json   (the body with the height written as 874)
"""
import json
import sys


def view(cells):
    """The screen's view tree: a header, a LazyVGrid of `cells` photo cells, a 3-column table of 12."""
    rect = {"type": "Rectangle"}
    cell = {"type": "VStack", "spacing": 4, "alignment": "leading", "children": [
        {"type": "aspectRatio", "ratio": 1, "contentMode": "fit", "content": rect},
        {"type": "frame", "height": 20, "content": rect}]}
    header = {"type": "HStack", "children": [{"type": "Fixed", "width": 44, "height": 44}, {"type": "Spacer"},
              {"type": "frame", "width": 60, "height": 28, "content": {"type": "Capsule"}}]}
    photos = {"type": "LazyVGrid", "columns": [{"size": {"adaptive": {"minimum": 80}}}], "children": [cell] * cells}
    table = {"type": "LazyVGrid", "spacing": 4, "columns": [{"size": "flexible", "spacing": 10}] * 3,
             "children": [{"type": "Fixed", "width": 80, "height": 24}] * 12}
    return {"type": "VStack", "spacing": 0, "alignment": "leading", "children": [header, photos, table]}


def text_screen(n=0):
    """Benchmarks/' `textScreen()`: a ScrollView over a header of 6 boxes (the first 44 + n pt wide, so each n is a new
    question) and 5 sections, each a `callout` paragraph over 12 rows of an icon and a one-line `body` label: 200
    views, 65 of them Text."""
    words = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics", "Focus",
             "Screen Time", "General", "Control Centre", "Display & Brightness", "Accessibility"]

    def section(s):
        about = f"Section {s}: settings here change how this device looks, sounds and connects to others nearby."
        rows = [{"type": "HStack", "children": [{"type": "Fixed", "width": 29, "height": 29},
                 {"type": "Text", "string": f"{word} {s}", "font": "body", "lineLimit": 1}]} for word in words]
        return {"type": "VStack", "spacing": 8, "alignment": "leading",
                "children": [{"type": "Text", "string": about, "font": "callout"}] + rows}
    boxes = [{"type": "Fixed", "width": 44 + (n if k == 0 else 0), "height": 44} for k in range(6)]
    stack = {"type": "VStack", "spacing": 24, "alignment": "leading",
             "children": [{"type": "HStack", "spacing": 8, "children": boxes}] + [section(s) for s in range(5)]}
    return {"type": "ScrollView", "axes": "vertical", "content": {"type": "padding", "length": 16, "content": stack}}


def body(cells, n=0):
    """The request body asking for the layout at height 874 + n."""
    return json.dumps({"proposal": {"width": 402, "height": 874 + n}, "scale": 3, "view": view(cells)}).encode()


if __name__ == "__main__":
    sys.stdout.write(body(int(sys.argv[1])).decode())
