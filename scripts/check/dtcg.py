"""A check of design-token documents (DTCG Format Module 2025.10) shared by scripts/check/browser-tests.py and
scripts/check/typed-client.py: every object with `$value` is a token whose `$type` is `dimension` (`"<number>px"`, the
default, or `{value, unit: px}`) or `number`; every other object is a group of tokens and groups; every `$extensions`
key is a reverse-domain name (`io.github.layoutd`), as the format asks of vendors.

    walk({"a": {"$value": {"value": 2, "unit": "px"}, "$type": "dimension"}})
    # => {"tokens": 1, "forms": {"object"}, "problems": []}
"""
import re


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
