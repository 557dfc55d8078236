#!/usr/bin/env bash
# A passing run prints no warnings: fails on any "warning" line in the test command's step logs (the folder given)
# that is not one of the known ones below, each explained once.
#   Usage: scripts/check/no-warnings.sh LOG_FOLDER
set -euo pipefail
folder=$1
# Known and harmless, each explained:
known=(
    # pip installing into the machine's Python as root (setup.sh on a CI machine, which has no virtualenv).
    "Running pip as the 'root' user"
    # openapi-generator says OpenAPI 3.1 support is beta; the committed client is checked against what it writes.
    "OpenAPI 3.1 support is still in beta"
)
pattern=$(printf '%s\n' "${known[@]}")
found=$(grep -hE '(^|[^A-Za-z_-])([Ww]arning[:!]|WARNING|WARN )' "$folder"/*.log 2>/dev/null | grep -vF "$pattern" |
    sort | uniq -c | sort -rn || true)
if [ -n "$found" ]; then
    echo "warnings in a passing run (fix them, or explain them in scripts/check/no-warnings.sh):"
    echo "$found" | head -40
    exit 1
fi
echo "summary: none besides the ${#known[@]} explained in scripts/check/no-warnings.sh"
