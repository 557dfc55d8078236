#!/usr/bin/env bash
# Runs layoutd on a fresh Debian machine with Swift: installs libmicrohttpd-dev if missing, builds release, and
# starts the server on the embedded defaults (127.0.0.1:8080). Extra arguments go to layoutd (see --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The first build fetches swift-argument-parser and swift-log and compiles everything: minutes, silent until done.
echo "run.sh: building layoutd in release first (a few minutes the first time, seconds after)" >&2
swift build -c release --product layoutd
exec .build/release/layoutd "$@"
