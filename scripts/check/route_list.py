"""The route list as `layoutd routes --json` prints it: every endpoint's descriptor (path, methods, the names it
reads with type, range, doc and example, answers, media types, cache key). Scripts that must know every route read
it here instead of keeping their own lists or grepping Swift.

    import route_list
    routes = route_list.load()                 # .build/debug/layoutd, or LAYOUTD_BINARY
    routes = route_list.load("path/to/layoutd")
    routes = route_list.load(listing="routes.json")   # a listing written earlier (the Swift test passes one)
    route_list.add_arguments(parser)           # a check's --binary and --routes, then
    routes = route_list.load(arguments.binary, arguments.routes)
"""
import json
import os
import subprocess
from urllib.parse import quote
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load(binary=None, listing=None):
    """The descriptors, sorted by path. `listing` is a file holding `layoutd routes --json`'s output; otherwise
    `binary` (default $LAYOUTD_BINARY, else .build/debug/layoutd) is run."""
    if listing:
        return json.loads(Path(listing).read_text())
    binary = binary or os.environ.get("LAYOUTD_BINARY") or str(ROOT / ".build" / "debug" / "layoutd")
    output = subprocess.run([binary, "routes", "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def add_arguments(parser):
    """A check's two ways to the list: `--binary` (the layoutd to run) or `--routes` (a listing written earlier)."""
    parser.add_argument("--binary", help="layoutd to run `routes --json` with (default .build/debug/layoutd)")
    parser.add_argument("--routes", help="a file holding `layoutd routes --json`'s output")


def fill(descriptor):
    """A route's pattern with each placeholder replaced by its example: /devices/{id} → /devices/iphone-16-pro."""
    examples = {p["name"]: p["example"] for p in descriptor["parameters"] if p["location"] == "path"}
    parts = []
    for part in descriptor["path"].split("/"):
        if part.startswith("{") and part.endswith("}"):
            part = examples.get(part[1:-1], "x")
        parts.append(part)
    return "/".join(parts)


def example_questions(descriptor):
    """Concrete GET targets for a route: its path with placeholders filled, then the same with each query name's
    example on its own (`/fit?aspectRatio=21:9`): answers or refusals, every name reached."""
    if "GET" not in descriptor["methods"]:
        return []
    base = fill(descriptor)
    return [base] + [f"{base}?{p['name']}={quote(p['example'], safe=':,/')}"
                     for p in descriptor["parameters"] if p["location"] == "query"]
