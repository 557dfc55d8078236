#!/usr/bin/env bash
# Builds release and runs the load and fault scenarios (scripts/reliability.py) on loopback.
# Usage: scripts/reliability.sh [--quick] [slowloris|flood|distinct|sigterm]...
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
if ! command -v wrk >/dev/null; then
    apt-get install -y -q wrk >/dev/null 2>&1 || sudo apt-get install -y -q wrk >/dev/null
fi
swift build -c release --product layoutd >/dev/null
exec python3 scripts/reliability.py --binary .build/release/layoutd "$@"
