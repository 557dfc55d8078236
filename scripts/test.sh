#!/usr/bin/env bash
# The test command: installs what the tests need, then runs every test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test

echo "== geometry core imports nothing but the standard library"
if grep -rnE '^\s*(public |internal |@_exported )?import ' Sources/LayoutGeometry; then
    echo "LayoutGeometry must not import anything" >&2
    exit 1
fi
echo "== only Sources/LayoutHTTP/MicroHTTPD imports the C boundary"
if grep -rln 'import CMicroHTTPD' Sources | grep -v '^Sources/LayoutHTTP/MicroHTTPD/'; then
    echo "CMicroHTTPD imported outside Sources/LayoutHTTP/MicroHTTPD" >&2
    exit 1
fi

echo "== fixtures are what the oracle generates (never edited by hand)"
python3 scripts/generate-fixtures.py --check

echo "== the device catalog is what scripts/build-device-catalog.py builds from the sources"
python3 scripts/build-device-catalog.py --check

echo "== swift test"
swift test
