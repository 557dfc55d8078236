#!/usr/bin/env python3
"""Writes into openapi.yaml what the endpoints' descriptors (docs/routes.json: `layoutd routes --json`) say of each
route, and checks the rest; the prose (descriptions, summaries, examples of answers, schemas) stays hand-written.

Written (the descriptor wins):
- `paths`: one item per route and an operation per method; a route no path names gets a skeleton (operationId,
  summary, its parameters or JSON body, its 200 answer's media types and schemas, the problem answers) to write
  prose into; a path no descriptor declares is removed;
- a GET's query and path parameters: the names (a name the descriptor reads is added with its one-line doc; a name it
  no longer reads is removed, deprecated ones kept), and for each its schema's `type`, `enum` and range (`minimum`
  or `exclusiveMinimum`, `maximum` or `exclusiveMaximum`), in the operation or in the shared
  `components/parameters` entry it refers to; its `example` when it gives one or none.

Checked (exit 1 naming the route and the name): a parameter's `examples` include the descriptor's example; the
deprecated names are the ones the vocabulary renames; a POST body schema's members are the names the route reads,
with the same type, values and range for a member only a body carries; the 200 answer's schemas are the
descriptor's answers. Only the `paths` section and `components/parameters` are rewritten (ruamel.yaml, round trip:
comments, quoting and flow style kept).

    python3 scripts/generate/openapi-paths.py           # rewrite openapi.yaml's derived facts
    python3 scripts/generate/openapi-paths.py --check   # exit 1 if it would change openapi.yaml, or on a mismatch
    python3 scripts/generate/openapi-paths.py --routes listing.json   # another listing than docs/routes.json
"""
import argparse
import io
import json
import sys
from pathlib import Path

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.representer import RoundTripRepresenter

# What openapi.yaml must say of each route that the descriptors (`layoutd routes --json`) also say, as a list of
# disagreements, one line each naming the route, the name and both sides: the same paths and methods; for each route
# the same query, path and body names; for each name the same type, choices (enum), range (minimum, maximum, exclusive
# or not) and example; the deprecated names are the ones the vocabulary renames; the 200 answer's schemas are the
# descriptor's answers. `openapi-paths.py` writes what it can of these and runs this on the result.
# check_spec(spec, routes) gives them (spec: openapi.yaml as plain dicts, routes: the listing).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "check"))
from openapi_examples import resolve  # noqa: E402

TYPE_OF_BODY = {"object": "object", "array": "object"}


def number(value):
    return None if value is None else float(value)


def schema_facts(schema):
    """type, enum, (minimum, exclusive), (maximum, exclusive) of an OpenAPI 3.1 schema."""
    low = (number(schema["exclusiveMinimum"]), True) if "exclusiveMinimum" in schema else (
        number(schema.get("minimum")), False)
    high = (number(schema["exclusiveMaximum"]), True) if "exclusiveMaximum" in schema else (
        number(schema.get("maximum")), False)
    return schema.get("type"), schema.get("enum"), low, high


def examples_of(parameter):
    """The example values a parameter gives, as a query writes them."""
    found = []
    if "example" in parameter:
        found.append(parameter["example"])
    found += [e.get("value") for e in (parameter.get("examples") or {}).values()]
    return [str(v).lower() if isinstance(v, bool) else str(v) for v in found if v is not None]


def compare_parameter(where, declared, parameter, schema, problems):
    kind, values, low, high = schema_facts(schema)
    if kind and kind != declared["type"]:
        problems.append(f"{where}: type {declared['type']} in the descriptor, {kind} in openapi.yaml")
    if sorted(values or []) != sorted(declared.get("values") or []):
        problems.append(f"{where}: values {declared.get('values')} in the descriptor, {values} in openapi.yaml")
    mine_low = (number(declared.get("minimum")), bool(declared.get("exclusiveMinimum")) if declared.get(
        "minimum") is not None else False)
    mine_high = (number(declared.get("maximum")), bool(declared.get("exclusiveMaximum")) if declared.get(
        "maximum") is not None else False)
    if mine_low != low or mine_high != high:
        problems.append(f"{where}: range {mine_low}…{mine_high} (value, exclusive) in the descriptor, "
                        f"{low}…{high} in openapi.yaml")
    if parameter is not None:
        given = examples_of(parameter)
        if not given:
            problems.append(f"{where}: openapi.yaml gives no example (the descriptor's is {declared['example']!r})")
        elif declared["example"] not in given:
            problems.append(f"{where}: example {declared['example']!r} in the descriptor, {given} in openapi.yaml")


def check_spec(spec, routes):
    problems = []
    paths = spec["paths"]
    declared_paths = {r["path"] for r in routes}
    for path in sorted(set(paths) - declared_paths):
        problems.append(f"{path}: in openapi.yaml, but no endpoint declares it")
    for route in routes:
        path = route["path"]
        if path not in paths:
            problems.append(f"{path}: declared by an endpoint, missing from openapi.yaml's paths")
            continue
        operations = {m.upper() for m in paths[path] if m in ("get", "post", "put", "delete", "patch")}
        if operations != set(route["methods"]):
            problems.append(f"{path}: methods {sorted(route['methods'])} declared, "
                            f"{sorted(operations)} in openapi.yaml")
        declared = {p["name"]: p for p in route["parameters"]}
        deprecated = {d["name"] for d in route["deprecatedNames"]}
        if "GET" in route["methods"] and "get" in paths[path]:
            listed = {}
            for parameter in paths[path]["get"].get("parameters", []):
                parameter = resolve(spec, parameter)
                if parameter["in"] != "header":
                    listed[parameter["name"]] = parameter
            wanted = {n for n, p in declared.items() if p["location"] in ("query", "path")}
            current = {n for n, p in listed.items() if not p.get("deprecated")}
            old = {n for n, p in listed.items() if p.get("deprecated")}
            for name in sorted(wanted - current):
                problems.append(f"GET {path}: the descriptor reads {name}, openapi.yaml does not list it")
            for name in sorted(current - wanted):
                problems.append(f"GET {path}: openapi.yaml lists {name}, the descriptor does not read it")
            if old != deprecated:
                problems.append(f"GET {path}: deprecated names {sorted(old)} in openapi.yaml, "
                                f"{sorted(deprecated)} renamed by the vocabulary")
            for name in sorted(wanted & current):
                if listed[name]["in"] != declared[name]["location"]:
                    problems.append(f"GET {path} {name}: in {declared[name]['location']} in the descriptor, "
                                    f"in {listed[name]['in']} in openapi.yaml")
                compare_parameter(f"GET {path} {name}", declared[name], listed[name], listed[name].get("schema", {}),
                                  problems)
        if "POST" in route["methods"] and "post" in paths[path]:
            body = paths[path]["post"].get("requestBody", {}).get("content", {}).get("application/json", {})
            schema = resolve(spec, body.get("schema", {}))
            members = {n: resolve(spec, s) for n, s in schema.get("properties", {}).items()}
            current = {n for n, s in members.items() if not s.get("deprecated")}
            wanted = {n for n, p in declared.items() if p["location"] in ("query", "body")}
            for name in sorted(wanted - current - deprecated):
                problems.append(f"POST {path}: the descriptor reads {name}, the body schema has no such member")
            for name in sorted(current - wanted - deprecated):
                problems.append(f"POST {path}: the body schema has {name}, the descriptor does not read it")
            # A member only a body carries, or any member of a POST-only route, is held against its schema there
            # (a query name's own example is checked with the GET; a body's examples are whole bodies).
            for name in sorted(wanted & current):
                if declared[name]["type"] != "object" and (
                        declared[name]["location"] == "body" or "GET" not in route["methods"]):
                    compare_parameter(f"POST {path} {name}", declared[name], None, members[name], problems)
        answered = set()
        for method in ("get", "post"):
            content = paths[path].get(method, {}).get("responses", {}).get("200", {}).get("content", {})
            for media in content.values():
                stack = [media.get("schema", {})]
                while stack:
                    node = stack.pop()
                    if isinstance(node, dict):
                        if "$ref" in node:
                            answered.add(node["$ref"].split("/")[-1])
                        stack += list(node.values())
                    elif isinstance(node, list):
                        stack += node
        if answered != set(route["answers"]):
            problems.append(f"{path}: answers {sorted(route['answers'])} declared, {sorted(answered)} in openapi.yaml")
    return problems


ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi.yaml"
LISTING = ROOT / "docs" / "routes.json"
PROBLEMS = {"400": "BadRequest", "404": "NotFound", "406": "NotAcceptable", "414": "UriTooLong",
            "422": "Unprocessable", "429": "TooManyConnections", "431": "HeadersTooLarge", "503": "Overloaded"}


def yaml_tool():
    RoundTripRepresenter.add_representer(
        type(None), lambda self, _: self.represent_scalar("tag:yaml.org,2002:null", "null"))
    tool = YAML()
    tool.preserve_quotes = True
    tool.width = 4096
    tool.indent(mapping=2, sequence=4, offset=2)
    return tool


def flow(mapping):
    node = CommentedMap(mapping)
    node.fa.set_flow_style()
    return node


def typed(parameter, text):
    """The descriptor's example (text, as a query writes it) as its schema's type reads it."""
    kind = parameter["type"]
    if kind == "integer":
        return int(text)
    if kind == "number":
        return float(text) if any(c in text for c in ".eE") else int(text)
    if kind == "boolean":
        return text == "true"
    return text


def set_key(node, key, value, before=None):
    """Sets node[key] to value unless equal (numbers compared as numbers), keeping the key's place."""
    if key in node and node[key] == value and type(node[key]) is type(value):
        return
    if key in node and isinstance(value, (int, float)) and not isinstance(value, bool) and float(node[key]) == value:
        return
    if key in node or before is None:
        node[key] = value
    else:
        node.insert(before, key, value)


def write_schema(schema, parameter):
    """The descriptor's type, values and range in `schema`, other keywords (pattern, format, …) kept."""
    set_key(schema, "type", parameter["type"], before=0)
    if parameter.get("values"):
        if list(schema.get("enum") or []) != parameter["values"]:
            schema["enum"] = CommentedSeq(parameter["values"])
            schema["enum"].fa.set_flow_style()
    else:
        schema.pop("enum", None)
    for side in ("minimum", "maximum"):
        exclusive = "exclusive" + side[0].upper() + side[1:]
        value = parameter.get(side)
        key = exclusive if value is not None and parameter.get(exclusive) else side
        other = side if key == exclusive else exclusive
        place = list(schema).index(other) if other in schema else len(schema)
        schema.pop(other, None)
        if value is None:
            schema.pop(key, None)
        else:
            set_key(schema, key, value, before=place)


def inline_parameter(parameter):
    schema = flow({})
    write_schema(schema, parameter)
    return flow({"name": parameter["name"], "in": parameter["location"], "description": parameter["doc"],
                 **({"required": True} if parameter["location"] == "path" else {}),
                 "schema": schema, "example": typed(parameter, parameter["example"])})


def skeleton(route, method):
    """An operation for a route openapi.yaml lacks: the facts only, prose to be written over the summary."""
    words = [w for w in route["path"].replace(".", "/").split("/") if w and not w.startswith("{")]
    name = (words[0] if words else "root") + "".join(w[:1].upper() + w[1:] for w in words[1:])
    operation = CommentedMap({"operationId": name + method.capitalize(), "summary": route["summary"]})
    names = [p for p in route["parameters"] if p["location"] in ("query", "path", "body")]
    if method == "get":
        operation["parameters"] = CommentedSeq([inline_parameter(p) for p in names if p["location"] != "body"])
    else:
        properties = CommentedMap()
        for parameter in names:
            if parameter["location"] != "path":
                properties[parameter["name"]] = flow({"description": parameter["doc"]})
                if parameter["type"] != "object":
                    write_schema(properties[parameter["name"]], parameter)
        schema = CommentedMap({"type": "object", "properties": properties})
        operation["requestBody"] = CommentedMap(
            {"required": True, "content": {"application/json": {"schema": schema}}})
    content = CommentedMap()
    for media in route["mediaTypes"]:
        refs = [flow({"$ref": f"#/components/schemas/{a}"}) for a in route["answers"]]
        schema = flow({"type": "string"})
        if media == "application/json" and refs:
            schema = refs[0] if len(refs) == 1 else flow({"oneOf": refs})
        content[media.split(";")[0]] = CommentedMap({"schema": schema})
    responses = CommentedMap({"200": CommentedMap({"description": route["summary"], "content": content})})
    for status, response in PROBLEMS.items():
        responses[status] = flow({"$ref": f"#/components/responses/{response}"})
    operation["responses"] = responses
    return operation


def component(spec, node):
    """The parameter a `$ref` names (the node itself otherwise)."""
    ref = node.get("$ref")
    return spec["components"]["parameters"][ref.split("/")[-1]] if ref else node


def write_get(spec, route, operation, problems, written):
    declared = [p for p in route["parameters"] if p["location"] in ("query", "path")]
    wanted = {p["name"] for p in declared}
    if not declared and "parameters" not in operation:
        return
    listed = operation.setdefault("parameters", CommentedSeq())
    for node in list(listed):
        target = component(spec, node)
        if target.get("in") != "header" and not target.get("deprecated") and target["name"] not in wanted:
            listed.remove(node)
    present = {component(spec, node)["name"]: node for node in listed if component(spec, node).get("in") != "header"}
    for parameter in declared:
        node = present.get(parameter["name"])
        if node is None:
            place = next((i for i, n in enumerate(listed) if component(spec, n).get("in") == "header"), len(listed))
            listed.insert(place, inline_parameter(parameter))
            continue
        target = component(spec, node)
        where = f"GET {route['path']} {parameter['name']}"
        if "$ref" in node:
            key = node["$ref"]
            if key in written and written[key] != (parameter["type"], parameter.get("values"), parameter.get(
                    "minimum"), parameter.get("maximum"), parameter["example"]):
                problems.append(f"{where}: shares {key} with a route whose descriptor says otherwise")
            written[key] = (parameter["type"], parameter.get("values"), parameter.get("minimum"),
                            parameter.get("maximum"), parameter["example"])
        set_key(target, "in", parameter["location"])
        write_schema(target.setdefault("schema", flow({})), parameter)
        given = examples_of(target)
        if "example" in target or not given:
            if parameter["example"] not in examples_of({"example": target.get("example")}):
                target["example"] = typed(parameter, parameter["example"])
        elif parameter["example"] not in given:
            problems.append(f"{where}: example {parameter['example']!r} in the descriptor, {given} in openapi.yaml")


def derive(spec, routes):
    """Writes the derived facts into `spec` (a round-trip tree); returns the problems it cannot write."""
    problems, written = [], {}
    paths = spec["paths"]
    declared = {r["path"] for r in routes}
    for path in [p for p in paths if p not in declared]:
        del paths[path]
    for route in routes:
        item = paths.setdefault(route["path"], CommentedMap())
        methods = [m.lower() for m in route["methods"]]
        for method in [m for m in item if m in ("get", "post", "put", "delete", "patch") and m not in methods]:
            del item[method]
        for method in methods:
            if method not in item:
                item[method] = skeleton(route, method)
        if "get" in methods:
            write_get(spec, route, item["get"], problems, written)
    return problems


def splice(original, dumped):
    """`original` with its `paths` section and `components/parameters` taken from `dumped`."""
    def sections(text):
        lines = text.split("\n")
        start = lines.index("paths:")
        end = next(i for i in range(start + 1, len(lines)) if lines[i] and not lines[i].startswith(" "))
        low = lines.index("  parameters:", lines.index("components:"))
        high = next(i for i in range(low + 1, len(lines)) if lines[i].startswith("  ") and lines[i][2] != " ")
        return lines, (start, end), (low, high)
    mine, (a, b), (c, d) = sections(original)
    theirs, (e, f), (g, h) = sections(dumped)
    return "\n".join(mine[:a] + theirs[e:f] + mine[b:c] + theirs[g:h] + mine[d:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if openapi.yaml is stale or disagrees")
    parser.add_argument("--routes", default=str(LISTING), help="the route listing (default docs/routes.json)")
    arguments = parser.parse_args()
    routes = json.loads(Path(arguments.routes).read_text(encoding="utf-8"))
    tool = yaml_tool()
    original = SPEC.read_text(encoding="utf-8")
    spec = tool.load(original)
    problems = derive(spec, routes)
    out = io.StringIO()
    tool.dump(spec, out)
    text = splice(original, out.getvalue())
    problems += check_spec(json.loads(json.dumps(spec)), routes)
    for problem in problems:
        print(f"openapi-paths: {problem}")
    stale = text != original
    if stale and arguments.check:
        print("openapi-paths: openapi.yaml's paths are out of date with docs/routes.json: run "
              "scripts/generate/openapi-paths.py")
    elif stale:
        SPEC.write_text(text, encoding="utf-8")
        print("wrote openapi.yaml's paths")
    if problems or (stale and arguments.check):
        return 1
    print(f"openapi.yaml's paths up to date with the {len(routes)} descriptors (paths, methods, names, types, values, "
          "ranges, examples; body members, deprecated names and answers checked)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
