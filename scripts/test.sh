#!/usr/bin/env bash
# The test command: installs what the tests need, then runs every check. Exits non-zero on the first failure.
#   scripts/test.sh            everything (about 7–10 minutes on 2 cores from a clean clone)
#   LAYOUTD_QUICK=1 scripts/test.sh   skips the fuzzer and the sanitizers
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
# The test command leaves the working tree as it found it: compared at the end.
tree_before=$(git status --porcelain 2>/dev/null || true)
steps=0
step() { steps=$((steps + 1)); echo; echo "== $*"; }

step "the geometry core imports nothing, the answers only the geometry; only LayoutHTTP/Transport imports C; arrows point down"
if grep -rnE '^\s*(public |internal |@_exported )?import ' Sources/LayoutGeometry; then
    echo "LayoutGeometry must not import anything" >&2; exit 1
fi
if grep -rln 'import CMicroHTTPD' Sources | grep -v '^Sources/LayoutHTTP/Transport/'; then
    echo "CMicroHTTPD imported outside Sources/LayoutHTTP/Transport" >&2; exit 1
fi
if grep -rnE '^\s*(public |internal |@_exported )?import ' Sources/LayoutAnswers | grep -v 'import LayoutGeometry$'; then
    echo "LayoutAnswers imports only LayoutGeometry" >&2; exit 1
fi
python3 scripts/check/layers.py

step "fixtures are what the oracle generates (never edited by hand)"
python3 scripts/generate-fixtures.py --check
python3 scripts/generate-swiftui-fixtures.py --check

step "every mutation of the mutation harness still names code that exists (scripts/mutate.py --check)"
python3 scripts/mutate.py --check

step "the device catalog is what scripts/build-device-catalog.py builds from the sources"
python3 scripts/build-device-catalog.py --check

step "the playground and openapi.yaml compiled into the binary are the repository's files"
python3 scripts/embed-assets.py --check

step "openapi.yaml is valid OpenAPI 3.1; the Dockerfile lints; the Kubernetes manifests validate against Kubernetes 1.37"
openapi-spec-validator openapi.yaml
hadolint Dockerfile
kubernetes-validate --strict --quiet --kubernetes-version 1.37.0 deploy/kubernetes/*.yaml

step "swift test"
swift test

step "schemathesis against a live server, then a generated typed client (openapi-python-client), the browser tests and the protocol probes"
swift build --product layoutd
log=$(mktemp -d)
.build/debug/layoutd --port 0 --log-level warning >"$log/server" 2>&1 &
server=$!
trap 'kill -TERM $server 2>/dev/null || true; rm -rf "$log"' EXIT
for _ in $(seq 100); do grep -q listening "$log/server" && break; sleep 0.1; done
port=$(grep -o '[0-9]*$' "$log/server")
status=0
# Every check, positive data acceptance included; scripts/schemathesis.toml admits 422 for the rules across
# parameters that OpenAPI cannot state for a query (each listed in the operation's description).
schemathesis --config-file scripts/schemathesis.toml run openapi.yaml --url "http://127.0.0.1:$port" --mode all \
    --max-examples 100 --seed 1 --suppress-health-check all --checks all \
    --continue-on-failure >"$log/schemathesis" 2>&1 || status=$?
sed -n '/SUMMARY/,$p' "$log/schemathesis"
generated=$(grep -oE '[0-9]+ generated' "$log/schemathesis" | grep -oE '[0-9]+' | tail -1)
if [ "$status" -ne 0 ] || [ "${generated:-0}" -lt 1000 ]; then
    cat "$log/schemathesis"
    echo "schemathesis: exit $status, ${generated:-0} requests (need 0 failures and at least 1000)" >&2
    exit 1
fi
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null
python3 scripts/typed-client.py "http://127.0.0.1:$port"
if curl -fsS "http://127.0.0.1:$port/metrics" | grep -E '^layoutd_http_requests_total\{.*status="5[0-9][0-9]"' ; then
    echo "the server answered 5xx during schemathesis" >&2; exit 1
fi
# Chromium (Debian's, through Playwright): the playground, the CSS export on emulated devices, SVGs rendered.
python3 scripts/browser-tests.py "$port"
# The TypeScript client (Clients/TypeScript) compiled to ES2019 and run in Chromium from another origin.
python3 scripts/typescript-client-test.py "$port"
# After the 5xx check: the probes' unknown transfer codings are answered 501 on purpose.
python3 scripts/protocol-probes.py "$port"
echo "schemathesis: $generated requests, 0 failures, server answered no 5xx"

step "SIGTERM: /readyz 503 during the shutdown delay while answers go on, then exit 0; SIGINT: no delay"
kill -TERM $server
sleep 0.5
ready=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/readyz")
served=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/fit?container=852x393&aspectRatio=21:9")
wait $server
if [ "$ready" != 503 ] || [ "$served" != 200 ]; then
    echo "during the shutdown delay: /readyz $ready (want 503), /fit $served (want 200)" >&2; exit 1
fi
.build/debug/layoutd --port 0 --log-level warning >"$log/server" 2>&1 &
server=$!
for _ in $(seq 100); do grep -q listening "$log/server" && break; sleep 0.1; done
started=$(date +%s%N)
kill -INT $server; wait $server
took=$(( ($(date +%s%N) - started) / 1000000 ))
if [ "$took" -ge 1500 ]; then echo "SIGINT took $took ms to exit (the 2 s shutdown delay is for SIGTERM)" >&2; exit 1; fi
echo "SIGTERM: /readyz $ready and /fit $served during the delay, exit 0; SIGINT: exit 0 after $took ms"

step "the built binary's access log: no line lost on SIGTERM; a blocked standard error never stalls answering"
python3 scripts/access-log-check.py .build/debug/layoutd

step "resource bounds: the release binary with the Kubernetes settings under each attack (scripts/adversarial.py, ~2 min)"
swift build -c release --product layoutd >"$log/release-build" 2>&1 || { cat "$log/release-build"; echo "release build failed" >&2; exit 1; }
python3 scripts/adversarial.py .build/release/layoutd

step "two processes give byte-identical answers and ETags (replicas agree)"
python3 scripts/replicas-agree.py .build/debug/layoutd

step "the Kubernetes manifests ask only what the binary serves and reads (probes, port, settings, ConfigMap = config/layoutd.json)"
python3 scripts/check-manifests.py .build/debug/layoutd

step "Clients/Swift: LayoutdClient generated from openapi.yaml with 0 generator warnings; its test calls every route of a live layoutd"
(cd Clients/Swift && swift build --build-tests) >"$log/client-build" 2>&1 || { cat "$log/client-build"; echo "Clients/Swift did not build" >&2; exit 1; }
# The build plugin prints the generator's diagnostics only when it generates (not on an incremental build), so the
# same generator is asked again, writing nothing. Its diagnostics are the "warning:"/"error:" lines that are not the
# compiler's (those name a .swift file and line, and quote the source in lines starting with "|").
(cd Clients/Swift && .build/debug/swift-openapi-generator-tool generate Sources/LayoutdClient/openapi.yaml \
    --config Sources/LayoutdClient/openapi-generator-config.yaml --dry-run) >>"$log/client-build" 2>&1
if grep -E '(warning|error): ' "$log/client-build" | grep -vE '\.swift:[0-9]+:[0-9]+: (warning|error|note)|^ *[0-9]* *[|`]'; then
    echo "swift-openapi-generator warned about openapi.yaml (above): it skips what it warns about" >&2; exit 1
fi
echo "swift-openapi-generator: 0 warnings"
binary="$PWD/.build/debug/layoutd"
(cd Clients/Swift && LAYOUTD_BINARY="$binary" swift test --skip-build)

step "Clients/TypeScript: what openapi-generator writes from openapi.yaml; tsc --strict type-checks it and example.ts"
scripts/check-typescript-client.sh

if [ -z "${LAYOUTD_QUICK:-}" ]; then
    step "Benchmarks/ (ordo-one/benchmark micro-benchmarks of the geometry core) builds; scripts/microbench.sh runs them"
    # Built, not run: timings are no test result (the README's figures come from scripts/microbench.sh).
    swift build --package-path Benchmarks >"$log/benchmarks-build" 2>&1 || { cat "$log/benchmarks-build"; echo "Benchmarks/ did not build" >&2; exit 1; }
    echo "Benchmarks/ builds"

    step "fuzz the request parsers for 60 s (libFuzzer + AddressSanitizer)"
    scripts/fuzz.sh 60

    step "the test suite under Thread Sanitizer and Address Sanitizer"
    scripts/sanitizers.sh thread address
fi

step "the working tree is as the test command found it"
tree_after=$(git status --porcelain 2>/dev/null || true)
if [ "$tree_before" != "$tree_after" ]; then
    diff <(echo "$tree_before") <(echo "$tree_after") >&2 || true
    echo "the test command changed tracked or unignored files" >&2; exit 1
fi

echo
echo "layoutd: $steps passed, 0 failed"
