# layoutd: build with the Swift toolchain on Debian 12, run on debian:bookworm-slim with Debian's libmicrohttpd12
# (0.9.75-6, the same library the project builds and tests against).
# Cannot be built on the project machines (no Docker engine there); linted with hadolint.
#
# Reproducible as far as the repository allows: no Package.resolved is committed (it is git-ignored), so the build
# stage resolves the two Swift dependencies itself, pins each to the version the project is tested with, checks
# that version's commit, and builds only from that resolution. What is not pinned: the base images' tags (a rebuild
# takes their latest patch releases) and Debian's packages other than libmicrohttpd.

# ---- build ----
FROM swift:6.1-bookworm AS build
# libmicrohttpd is pinned to the version the project tests against; pkg-config follows the base image.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev=0.9.75-6 zlib1g-dev libdeflate-dev libzstd-dev \
        pkg-config \
        libharfbuzz-dev=6.0.0+dfsg-3 libicu-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /build
# The versions Package.swift names as its minimums, and their commits (a moved tag fails the build).
ARG ARGUMENT_PARSER_VERSION=1.8.2
ARG ARGUMENT_PARSER_REVISION=436bde4bb9489201ca6662f5cf94ec45fa8e244e
ARG SWIFT_LOG_VERSION=1.16.2
ARG SWIFT_LOG_REVISION=c2cb5297956b2a95420f70d1f51e8dc4b4f94708
COPY Package.swift ./
RUN swift package resolve \
    && swift package resolve swift-argument-parser --version "$ARGUMENT_PARSER_VERSION" \
    && swift package resolve swift-log --version "$SWIFT_LOG_VERSION" \
    && grep -q "\"revision\" : \"$ARGUMENT_PARSER_REVISION\"" Package.resolved \
    && grep -q "\"revision\" : \"$SWIFT_LOG_REVISION\"" Package.resolved
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --product layoutd --static-swift-stdlib --only-use-versions-from-resolved-file \
    && mkdir /staging \
    && cp "$(swift build -c release --show-bin-path)/layoutd" /staging/ \
    && cp /usr/libexec/swift/linux/swift-backtrace-static /staging/

# ---- run ----
FROM debian:bookworm-slim
# libmicrohttpd12 is pinned (same as the build stage); zlib1g is in the base image, libdeflate0 (gzip answers) is
# named, and libzstd1 (zstd answers) though the base image's apt already brings it; certificates, curl and tzdata take
# security updates.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12=0.9.75-6 libdeflate0 libzstd1 ca-certificates curl tzdata \
        libharfbuzz0b=6.0.0+dfsg-3 libicu72 fonts-inter=4.0~beta7+ds-1 fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --create-home --home-dir /app --shell /usr/sbin/nologin layoutd
WORKDIR /app
COPY --from=build --chown=10001:10001 /staging /app
COPY --chown=10001:10001 config/layoutd.json /app/config/layoutd.json
ENV SWIFT_BACKTRACE=enable=yes,sanitize=yes,threads=all,images=all,interactive=no,swift-backtrace=./swift-backtrace-static \
    LAYOUTD_HOST=0.0.0.0 \
    LAYOUTD_PORT=8080
USER 10001
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
    CMD ["curl", "-fsS", "http://127.0.0.1:8080/healthz"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["./layoutd"]
CMD ["--config", "/app/config/layoutd.json"]
