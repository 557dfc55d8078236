"""What openapi.yaml must say of each route that the descriptors (`layoutd routes --json`) also say, as a list of
disagreements, one line each naming the route, the name and both sides: the same paths and methods; for each route
the same query, path and body names; for each name the same type, choices (enum), range (minimum, maximum, exclusive
or not) and example; the deprecated names are the ones the vocabulary renames; the 200 answer's schemas are the
descriptor's answers. `openapi-paths.py` writes what it can of these and runs this on the result.

    import openapi_checks
    problems = openapi_checks.check(spec, routes)   # spec: openapi.yaml as plain dicts, routes: the listing
"""
import sys
from pathlib import Path

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


def check(spec, routes):
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
