#!/usr/bin/env bash
# Runs layoutd on a fresh Debian machine with Swift: installs libmicrohttpd-dev if missing, builds release, and
# starts the server on the embedded defaults (127.0.0.1:8080). Extra arguments go to layoutd (see --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product layoutd
exec .build/release/layoutd "$@"
