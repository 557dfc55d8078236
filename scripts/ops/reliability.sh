#!/usr/bin/env bash
# Builds release and runs the load and fault scenarios (scripts/ops/reliability.py) on loopback.
# Usage: scripts/ops/reliability.sh [--quick] [slowloris|flood|distinct|sigterm]...
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup.sh
if ! command -v wrk >/dev/null; then
    apt-get install -y -q wrk >/dev/null 2>&1 || sudo apt-get install -y -q wrk >/dev/null
fi
swift build -c release --product layoutd >/dev/null
exec python3 scripts/ops/reliability.py --binary .build/release/layoutd "$@"
