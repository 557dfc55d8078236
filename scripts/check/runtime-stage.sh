#!/usr/bin/env bash
# The Dockerfile's runtime stage without Docker: builds the release binary as the build stage does
# (--static-swift-stdlib), assembles debian bookworm minbase + the runtime stage's packages with mmdebstrap, and runs
# the binary chrooted as the image's user; asks /healthz and /fit and lists the libraries it needed. Needs root and
# the Debian mirror; about 2 minutes; not part of scripts/test.sh (see scripts/check/runtime-stage.py).
#   scripts/check/runtime-stage.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup.sh
scripts/setup.sh --runtime-stage
swift build -c release --product layoutd --static-swift-stdlib
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
backtrace=$toolchain/libexec/swift/linux/swift-backtrace-static
[ -x "$backtrace" ] || backtrace=/usr/libexec/swift/linux/swift-backtrace-static
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_root python3 scripts/check/runtime-stage.py "$(swift build -c release --show-bin-path)/layoutd" "$backtrace"
