#!/usr/bin/env python3
"""Every example openapi.yaml gives (request and response, `example` and each of `examples`) is valid under the
schema beside it (JSON Schema 2020-12, as OpenAPI 3.1 reads it), and no schema holds a key a flow mapping broke
(a member name with a space, or a `description` that is not text: `{description: a, b.}` reads as two keys).

    python3 scripts/check/openapi-example-schemas.py     # exit 1 naming each example or key that fails

openapi-spec-validator checks the document's shape, not its examples against their schemas; the Python and Swift
clients read only the examples beside a question (scripts/check/openapi_examples.py).
"""
import sys
from pathlib import Path

import jsonschema
import yaml

ROOT = Path(__file__).resolve().parents[2]


def examples(spec):
    """(where, schema, value) for every example beside a schema in the paths."""
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if not isinstance(operation, dict):
                continue
            contents = [("request", (operation.get("requestBody") or {}).get("content") or {})]
            contents += [(code, (answer or {}).get("content") or {})
                         for code, answer in (operation.get("responses") or {}).items()]
            for part, content in contents:
                for media, body in content.items():
                    if "schema" not in body:
                        continue
                    where = f"{method.upper()} {path} {part} {media}"
                    if "example" in body:
                        yield where, body["schema"], body["example"]
                    for name, example in (body.get("examples") or {}).items():
                        if "value" in example:
                            yield f"{where} ({name})", body["schema"], example["value"]


def broken_keys(node, where="components"):
    """Keys of schema objects that a broken flow mapping made: a name with a space, a description that is no text."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                for name, member in value.items():
                    yield from broken_keys(member, f"{where}.properties.{name}")
                continue
            if " " in str(key) or (key == "description" and not isinstance(value, str)):
                yield f"{where}: the key {key!r}"
            yield from broken_keys(value, f"{where}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from broken_keys(value, f"{where}[{index}]")


def main():
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    failures, count = [], 0
    for where, schema, value in examples(spec):
        count += 1
        errors = list(jsonschema.Draft202012Validator({**schema, "components": spec["components"]})
                      .iter_errors(value))
        if errors:
            first = errors[0]
            at = "/".join(str(p) for p in first.absolute_path) or "the root"
            failures.append(f"{where}: at {at}: {first.message[:200]}")
    failures += list(broken_keys(spec["components"]))
    failures += list(broken_keys(spec["paths"], "paths"))
    for failure in failures:
        print(f"openapi example schemas: {failure}", file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"openapi example schemas: {count} examples valid under their schemas, no broken schema key")


if __name__ == "__main__":
    main()
