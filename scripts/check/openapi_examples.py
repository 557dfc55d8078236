#!/usr/bin/env python3
"""The example questions openapi.yaml gives, one per operation that has one, with the answer it promises if any:
what the derived checks ask (the typed Python client in typed-client.py, the Swift client's generated test written
by scripts/generate/route-examples.py, and ReadmeExampleTests, which takes an operation with a question and a 200
example as its route's documented example).

- A GET operation's question is its `x-question`: each query name (and path placeholder) with its value, e.g.
  `x-question: {container: 852x393, aspectRatio: '21:9'}`.
- A POST operation's question is its request body's `example`.
- The promised answer is the 200 response's `application/json` `example`, taken only beside a question (an example
  without one documents a shape, not an answer to check).

Beside them, the check of what the token answers promise (DTCG Format Module 2025.10), shared by browser-tests.py
and typed-client.py: every object with `$value` is a token whose `$type` is `dimension` (`"<number>px"`, the
default, or `{value, unit: px}`) or `number`; every other object is a group of tokens and groups; every `$extensions`
key is a reverse-domain name (`io.github.layoutd`), as the format asks of vendors.

    python3 scripts/check/openapi_examples.py            # the list as JSON, one question a line
    walk({"a": {"$value": {"value": 2, "unit": "px"}, "$type": "dimension"}})
    # => {"tokens": 1, "forms": {"object"}, "problems": []}
"""
import json
import re
import sys
from pathlib import Path
from urllib.parse import quote

import yaml

ROOT = Path(__file__).resolve().parents[2]


def resolve(spec, node):
    """`node` with its `$ref`s followed (`{$ref: '#/components/parameters/id'}` → that parameter)."""
    while isinstance(node, dict) and "$ref" in node:
        target = spec
        for part in node["$ref"].lstrip("#/").split("/"):
            target = target[part]
        node = target
    return node


def text(value):
    """A value as a query writes it (booleans lower-case)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def questions(spec=None):
    """[{operationId, method, path, target, query, body, answer}] in openapi.yaml's order. `path` is the pattern,
    `target` the concrete path with its query; `query` maps names to text; `body` and `answer` are JSON or None."""
    spec = spec or yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    found = []
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if not isinstance(operation, dict) or "operationId" not in operation:
                continue
            body, query = None, None
            if method == "get" and "x-question" in operation:
                query = {name: text(value) for name, value in (operation["x-question"] or {}).items()}
            elif method == "post":
                media = ((operation.get("requestBody") or {}).get("content") or {}).get("application/json") or {}
                if "example" in media:
                    body, query = media["example"], {}
            if query is None:
                continue
            filled, rest = path, dict(query)
            for name in list(rest):
                if "{" + name + "}" in filled:
                    filled = filled.replace("{" + name + "}", quote(rest.pop(name), safe=""))
            if "{" in filled:
                sys.exit(f"openapi.yaml: {method.upper()} {path}'s x-question gives no value for a placeholder")
            target = filled + ("?" + "&".join(f"{n}={quote(v, safe=':,/')}" for n, v in rest.items()) if rest else "")
            ok = ((operation.get("responses") or {}).get("200") or {}).get("content") or {}
            media = ok.get("application/json") or {}
            found.append({"operationId": operation["operationId"], "method": method.upper(), "path": path,
                          "target": target, "query": rest, "pathValues": {n: query[n] for n in query if n not in rest},
                          "body": body, "answer": media.get("example")})
    return found


def walk(document):
    """Walks a parsed document; returns the token count, the dimension forms seen and one line per problem."""
    out = {"tokens": 0, "forms": set(), "problems": []}
    _walk(document, "", out)
    return out


def _walk(node, path, out):
    if not isinstance(node, dict):
        out["problems"].append(f"{path}: neither a token nor a group")
    elif "$value" in node:
        value, kind = node["$value"], node.get("$type")
        out["tokens"] += 1
        if kind == "dimension" and isinstance(value, dict) and len(value) == 2 and value.get("unit") == "px" \
                and isinstance(value.get("value"), (int, float)) and not isinstance(value.get("value"), bool):
            out["forms"].add("object")
        elif kind == "dimension" and isinstance(value, str) and re.fullmatch(r"-?\d+(\.\d+)?px", value):
            out["forms"].add("string")
        elif not (kind == "number" and isinstance(value, (int, float)) and not isinstance(value, bool)):
            out["problems"].append(f"{path}: $type {kind!r} with $value {value!r}")
    else:
        for key in (node.get("$extensions") or {}):
            if not re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)+", key):
                out["problems"].append(f"{path or '(root)'}: $extensions key {key!r} is not a reverse-domain name")
        for name, child in node.items():
            if not name.startswith("$"):
                _walk(child, f"{path}.{name}" if path else name, out)


if __name__ == "__main__":
    print("[\n" + ",\n".join(json.dumps(q, sort_keys=True) for q in questions()) + "\n]")
