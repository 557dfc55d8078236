"""Mutations derived from the code instead of written by hand, so that a new endpoint is covered without a
hand-written mutation: for every endpoint file and every answers file that no hand-written mutation names,
and for every endpoint type in the generated registry whose file has none.

- `routes-emptied-<File>`: the endpoint's `static func routes(catalog:)` answers no route (its one-line body `{ … }`
  becomes `{ [] }`): openapi.yaml then names a path the service does not answer (RouteListTests).
- `unregistered-<Type>`: its line in Service/Generated/EndpointRegistry.swift dropped: the registry is no longer what
  scripts/generate/endpoint-registry.py writes, and its routes are gone (RouteListTests).
- `<operator>-<File>` for an answers file: the first applicable of these layout mutations: the axes swapped on the
  first line that reads both `.width` and `.height`; `min(` for the first `max(` (or the reverse); the first ` + `
  as ` - `; the first ` < ` as ` <= `. A file none applies to is an error naming it (write a mutation by hand).

    import mutations_derived
    mutations_derived.mutations(hand_written)   # the derived list, given the hand-written one
"""
import re
from pathlib import Path

from mutation_paths import A, H

ROOT = Path(__file__).resolve().parents[2]
REGISTRY = H + "Service/Generated/EndpointRegistry.swift"
ROUTES = re.compile(r"^    static func routes\(catalog[^)]*\) -> \[Route\] \{ (.+) \}$", re.MULTILINE)
DECLARATION = re.compile(r"^(?:enum|struct) (\w+)\s*:\s*(?:[\w, ]*, *)?Endpoint\b", re.MULTILINE)


def once(text, original):
    return text.count(original) == 1


def answers_mutation(name, text):
    """(id, original, replacement) for an answers file, or None when no operator applies."""
    stem = name.removesuffix(".swift")
    for line in text.splitlines():
        if ".width" in line and ".height" in line and not line.lstrip().startswith("//"):
            swapped = line.replace(".width", ".\0").replace(".height", ".width").replace(".\0", ".height")
            if once(text, line + "\n") and swapped != line:
                return f"axes-swapped-{stem}", line + "\n", swapped + "\n"
    for a, b in (("max(", "min("), ("min(", "max(")):
        for line in text.splitlines():
            if a in line and not line.lstrip().startswith("//") and once(text, line + "\n"):
                return f"{a[:3]}-as-{b[:3]}-{stem}", line + "\n", line.replace(a, b, 1) + "\n"
    for a, b, label in ((" + ", " - ", "plus-as-minus"), (" < ", " <= ", "less-as-at-most")):
        for line in text.splitlines():
            if a in line and not line.lstrip().startswith(("//", "///")) and once(text, line + "\n"):
                return f"{label}-{stem}", line + "\n", line.replace(a, b, 1) + "\n"
    return None


def mutations(hand_written):
    """The derived mutations: (id, area, file, original, replacement), and the files none could be derived for."""
    named = {m[2] for m in hand_written}
    derived, underived = [], []
    registry = (ROOT / REGISTRY).read_text(encoding="utf-8") if (ROOT / REGISTRY).exists() else ""
    for path in sorted((ROOT / H / "Endpoints").glob("*.swift")):
        file = H + "Endpoints/" + path.name
        if file in named:
            continue
        text = path.read_text(encoding="utf-8")
        bodies = ROUTES.findall(text)
        found = ROUTES.search(text)
        if len(bodies) == 1 and bodies[0] != "[]":
            derived.append((f"routes-emptied-{path.stem}", "derived", file, found.group(0),
                            found.group(0).replace("{ " + bodies[0] + " }", "{ [] }")))
        else:
            underived.append(file)
        for name in DECLARATION.findall(text):
            line = f"            {name}.self,\n"
            if once(registry, line):
                derived.append((f"unregistered-{name}", "derived", REGISTRY, line, ""))
    for path in sorted((ROOT / A / "Answers").glob("*.swift")):
        file = A + "Answers/" + path.name
        if file in named:
            continue
        found = answers_mutation(path.name, path.read_text(encoding="utf-8"))
        if found:
            derived.append((found[0], "derived", file, found[1], found[2]))
        else:
            underived.append(file)
    return derived, underived
