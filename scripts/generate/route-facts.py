#!/usr/bin/env python3
"""The one command after adding, changing or removing an endpoint: rewrites every file derived from the endpoints'
descriptors (Sources/LayoutHTTP/Endpoints/*.swift), in the order each needs the one before:

1. Sources/LayoutHTTP/Service/Generated/EndpointRegistry.swift (scripts/generate/endpoint-registry.py), so that the
   build serves the new endpoint;
2. the debug build of `layoutd` (`swift build --product layoutd`), then docs/routes.json: what `layoutd routes --json`
   prints, the route list every other step and check reads without a build;
3. openapi.yaml's facts the descriptors give (scripts/generate/openapi-paths.py: names, types, values, ranges,
   examples; a skeleton operation for a new route);
4. the route tables of docs/api.md and README.md and docs/api.md's `curl` examples of openapi.yaml's example
   questions, and the check that every route and method is asked there (scripts/generate/api-docs.py);
5. docs/testing.md's count of the mutations, which mutate.py derives for every endpoint file
   (mutation-count.py);
6. what is generated from openapi.yaml: the embedded copy the service serves (embedded.py), the Swift
   client's example calls (route-examples.py) and the TypeScript client with its list of models
   (scripts/check/check-typescript-client.sh --write: Clients/TypeScript/src and models.ts; left out with
   --no-clients, which needs no Java).

With `--check` nothing is built or written: each generator's own `--check` runs (the TypeScript client's check is
a step of the test command of its own), against the committed docs/routes.json
(`RouteListTests` holds docs/routes.json equal to the service's own listing).

    python3 scripts/generate/route-facts.py                    # rebuild, rewrite everything derived
    python3 scripts/generate/route-facts.py --binary PATH      # use that layoutd instead of building one
    python3 scripts/generate/route-facts.py --check            # exit 1 if anything derived is stale
"""
import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LISTING = ROOT / "docs" / "routes.json"
GENERATORS = ["endpoint-registry.py", "openapi-paths.py", "api-docs.py", "mutation-count.py",
              "embedded.py", "route-examples.py"]


def run(script, check):
    command = [sys.executable, str(ROOT / "scripts" / "generate" / script)] + (["--check"] if check else [])
    return subprocess.run(command, cwd=ROOT).returncode


def listing(binary):
    """docs/routes.json from `binary routes --json` (building the debug `layoutd` first when no binary is given)."""
    if binary is None:
        subprocess.run(["swift", "build", "--product", "layoutd"], cwd=ROOT, check=True)
        binary = ROOT / ".build" / "debug" / "layoutd"
    text = subprocess.run([str(binary), "routes", "--json"], check=True, capture_output=True, text=True).stdout
    text = text if text.endswith("\n") else text + "\n"
    if not LISTING.exists() or LISTING.read_text(encoding="utf-8") != text:
        LISTING.write_text(text, encoding="utf-8")
        print(f"wrote {LISTING.relative_to(ROOT)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="run each generator's --check; build nothing")
    parser.add_argument("--binary", help="the layoutd whose `routes --json` to write (default: build one)")
    parser.add_argument("--no-clients", action="store_true", help="leave the TypeScript client as it is")
    arguments = parser.parse_args()
    if arguments.check:
        failed = [script for script in GENERATORS if run(script, check=True) != 0]
        if failed:
            print(f"route-facts: stale: {', '.join(failed)}: run scripts/generate/route-facts.py")
            return 1
        return 0
    if run(GENERATORS[0], check=False) != 0:
        return 1
    listing(arguments.binary)
    # Every later step runs even when one fails (api-docs.py writes its examples, then names a route no example
    # asks): what it names is left to write by hand, and everything else is derived already.
    failed = [script for script in GENERATORS[1:] if run(script, check=False) != 0]
    client = ROOT / "scripts" / "check" / "check-typescript-client.sh"
    if not arguments.no_clients and subprocess.run([str(client), "--write"], cwd=ROOT).returncode != 0:
        failed.append(client.name)
    if failed:
        print(f"route-facts: {', '.join(failed)} named what is left to write by hand (above); run this again after")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
