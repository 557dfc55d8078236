#!/usr/bin/env bash
# Scale-out check on this machine: 3 layoutd replicas (release build, static Swift stdlib) on loopback behind
# HAProxy (deploy/haproxy/haproxy.cfg) and nginx as a shared cache (deploy/nginx/layoutd-cache.conf). Prints:
# identical answers across replicas (1000 questions), throughput with 1/2/3 replicas, a rolling restart under wrk
# load (errors must be 0), SIGKILL of one replica mid-load (failures with and without HAProxy's L7 retries), and
# the cache's HIT and 304. About 2 minutes; not part of scripts/test.sh. Exit 1 if a check fails.
#   scripts/ops/cluster.sh [--seconds N]     (N: wrk seconds per throughput and SIGKILL run, default 10)
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup.sh
scripts/setup.sh --cluster
swift build -c release --product layoutd --static-swift-stdlib
exec python3 scripts/ops/cluster.py "$(swift build -c release --show-bin-path)/layoutd" "$@"
