#!/usr/bin/env python3
"""docs/api.md and README.md name every route of the one list (`layoutd routes --json`, declared once in Swift), with
its methods, and name no route the list lacks. Each gap is one line naming the method, the path and the file; exit 1
if any.

- README.md's list of endpoints is the table of its "## The API at a glance" section: every method and path the
  list declares is in its first column, and every route there is one the list declares.
- docs/api.md documents a route in its "## Routes" section: a row of the table there names the method and path (first
  column), says what it answers (second) and names every parameter its descriptor reads, besides the path's
  placeholders (third, `—` when there is none; each a name one of the row's routes reads); and a `curl` line with its
  answer after `=>` in a ```sh block of that section asks it with that method (`ReadmeExampleTests` asks every such
  line of the service and compares the answer).

A first column's code spans are routes as the list writes them, a method before the path (`GET /fit`, `GET/POST
/fit`); a span without a method takes the one before it in the same cell (`GET /devices`, `/devices/{id}`). HEAD is
answered wherever GET is (docs/protocol.md): a `HEAD` span counts for a route that declares GET, and is never asked
for.

    python3 scripts/check/docs-routes.py [--binary .build/debug/layoutd | --routes listing.json]
                                         [--readme README.md] [--api docs/api.md]
"""
import argparse
import re
import sys

import route_list

README_SECTION = "## The API at a glance"
API_SECTION = "## Routes"
ROUTE_SPAN = re.compile(r"^(?:(?P<methods>[A-Z]+(?:/[A-Z]+)*) )?(?P<path>/\S*)$")
SPAN = re.compile(r"`([^`]+)`")
TARGET = re.compile(r"localhost:8080(/[^\s'?]*)")


def section(text, heading, name):
    """The lines of the section that starts with `heading` (up to the next `## `), or a problem."""
    lines = text.split("\n")
    if heading not in lines:
        return None, f"{name} has no \"{heading}\" section"
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("## ")), len(lines))
    return lines[start:end], None


def cells(line):
    """A Markdown table row's cells, split at the `|` outside code spans."""
    found, current, code = [], "", False
    for character in line.strip().strip("|"):
        if character == "`":
            code = not code
        if character == "|" and not code:
            found.append(current.strip())
            current = ""
        else:
            current += character
    found.append(current.strip())
    return found


def rows(lines):
    """The rows of the first table in `lines`, header and separator left out."""
    table = []
    for line in lines:
        if line.startswith("|"):
            table.append(cells(line))
        elif table:
            break
    return [row for row in table[1:] if not all(set(cell) <= set("-: ") for cell in row)]


def routes_in(cell, where, problems):
    """The (method, path) pairs a first column's cell names."""
    pairs, methods = [], None
    for span in SPAN.findall(cell):
        match = ROUTE_SPAN.match(span)
        if not match:
            problems.append(f"{where}: `{span}` is not a route (METHOD /path, or /path after one)")
            continue
        if match["methods"]:
            methods = match["methods"].split("/")
        if methods is None:
            problems.append(f"{where}: `{span}` names no method (write `GET {match['path']}`)")
            continue
        pairs += [(method, match["path"]) for method in methods]
    return pairs


def compare(documented, routes, file, place, problems):
    """Each declared method and path is documented; each documented one is declared (HEAD where GET is)."""
    declared = {(method, r["path"]) for r in routes for method in r["methods"]}
    for method, path in sorted(declared - documented, key=lambda pair: (pair[1], pair[0])):
        problems.append(f"{method} {path}: declared by an endpoint, missing from {file}'s {place}")
    for method, path in sorted(documented - declared, key=lambda pair: (pair[1], pair[0])):
        if method != "HEAD" or ("GET", path) not in declared:
            problems.append(f"{method} {path}: in {file}'s {place}, but no endpoint declares it")


def check_readme(text, routes):
    problems = []
    lines, missing = section(text, README_SECTION, "README.md")
    if missing:
        return [missing]
    documented = set()
    for row in rows(lines):
        documented |= set(routes_in(row[0], f"README.md \"{README_SECTION[3:]}\" row {row[0]}", problems))
    compare(documented, routes, "README.md", "list of endpoints (\"The API at a glance\")", problems)
    return problems


def template(path):
    """A route's path as a regular expression over concrete paths (`/devices/{id}` → `/devices/[^/]+`)."""
    parts = ["[^/]+" if p.startswith("{") and p.endswith("}") else re.escape(p) for p in path.split("/")]
    return re.compile("/".join(parts) + "$")


def asked(line):
    """The method and path of a documented `curl` line: `-X`, else HEAD for `-I`, POST for `-d`, else GET."""
    words = line.split()
    method = words[words.index("-X") + 1] if "-X" in words else (
        "HEAD" if "-I" in words else "POST" if "-d" in words else "GET")
    target = TARGET.search(line)
    return method.strip("'\""), target[1] if target else None


def examples(lines):
    """The `curl … => …` lines of the ```sh blocks in `lines`."""
    found, inside = [], False
    for line in lines:
        if line.strip().startswith("```"):
            inside = line.strip() == "```sh" and not inside
        elif inside and line.startswith("curl ") and " => " in line:
            found.append(line)
    return found


def check_api(text, routes):
    problems = []
    lines, missing = section(text, API_SECTION, "docs/api.md")
    if missing:
        return [missing]
    by_path = {r["path"]: r for r in routes}
    documented = set()
    for row in rows(lines):
        where = f"docs/api.md \"{API_SECTION[3:]}\" row {row[0]}"
        pairs = routes_in(row[0], where, problems)
        documented |= set(pairs)
        if len(row) < 3 or not row[1]:
            problems.append(f"{where}: says nothing of what it answers (route | answers | parameters)")
            continue
        named = set(SPAN.findall(row[2]))
        read = set()
        for path in sorted({path for _, path in pairs if path in by_path}):
            names = {p["name"] for p in by_path[path]["parameters"] if p["location"] != "path"}
            read |= names
            for name in sorted(names - named):
                problems.append(f"{path}: reads {name}, which docs/api.md's row {row[0]} does not name")
        for name in sorted(named - read):
            problems.append(f"{where}: names {name}, which none of its routes reads")
    compare(documented, routes, "docs/api.md", "\"Routes\" table", problems)
    specific = sorted(routes, key=lambda r: r["path"].count("{"))
    exemplified = set()
    for line in examples(lines):
        method, path = asked(line)
        route = next((r for r in specific if path and template(r["path"]).match(path)), None)
        if route is None:
            problems.append(f"docs/api.md \"Routes\": this example asks no route: {line[:100]}")
        else:
            exemplified.add((method, route["path"]))
    for route in routes:
        for method in route["methods"]:
            if (method, route["path"]) not in exemplified:
                problems.append(f"{method} {route['path']}: no `curl … # … => answer` line asks it in a ```sh "
                                "block of docs/api.md's \"Routes\"")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    route_list.add_arguments(parser)
    parser.add_argument("--readme", default=str(route_list.ROOT / "README.md"))
    parser.add_argument("--api", default=str(route_list.ROOT / "docs" / "api.md"))
    arguments = parser.parse_args()
    routes = route_list.load(arguments.binary, arguments.routes)
    with open(arguments.readme) as readme, open(arguments.api) as api:
        problems = check_readme(readme.read(), routes) + check_api(api.read(), routes)
    for problem in problems:
        print(f"docs-routes: {problem}")
    pairs = sum(len(r["methods"]) for r in routes)
    if problems:
        gaps = f"{len(problems)} gap" + ("s" if len(problems) != 1 else "")
        print(f"docs-routes: {gaps} between the {len(routes)} routes ({pairs} with their methods) and docs/api.md or "
              "README.md")
        return 1
    print(f"summary: {len(routes)} routes ({pairs} with their methods) in docs/api.md (row, parameters, example) "
          "and README.md's table")
    return 0


if __name__ == "__main__":
    sys.exit(main())
