"""Benchmarks/' photo-grid screen (`swiftUIGridScreen(cells:)`) as a `POST /swiftui/layout` body: 20 + 5 x cells
views (36 -> 200, 396 -> 2,000), proposed 402 x (874 + n) at @3x, so each n is a new question (a cache miss, the
same work). Used by callgrind-layout.sh and, through the body it writes, by bench.sh's swiftui-200 case.

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


def body(cells, n=0):
    """The request body asking for the layout at height 874 + n."""
    return json.dumps({"proposal": {"width": 402, "height": 874 + n}, "scale": 3, "view": view(cells)}).encode()


if __name__ == "__main__":
    sys.stdout.write(body(int(sys.argv[1])).decode())
