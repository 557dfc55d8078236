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

    python3 scripts/check/openapi_examples.py            # the list as JSON, one question a line
"""
import json
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


if __name__ == "__main__":
    print("[\n" + ",\n".join(json.dumps(q, sort_keys=True) for q in questions()) + "\n]")
