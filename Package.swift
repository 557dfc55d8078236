// swift-tools-version:6.1
import PackageDescription

/// Strictness shared by every Swift target: imports are internal unless marked `public`.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "layoutd",
    products: [
        .library(name: "LayoutGeometry", targets: ["LayoutGeometry"]),
        .library(name: "LayoutAnswers", targets: ["LayoutAnswers"]),
        .library(name: "LayoutHTTP", targets: ["LayoutHTTP"]),
        .library(name: "LayoutText", targets: ["LayoutText"]),
        .library(name: "LayoutServer", targets: ["LayoutServer"]),
        .executable(name: "layoutd", targets: ["layoutd"]),
        .executable(name: "layoutd-fuzz", targets: ["layoutd-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // MARK: C boundary: libmicrohttpd through pkg-config, plus static inline shims for its variadic calls and
        // for the content codings (zlib's gzip, libzstd's zstd; the module map links both).
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev", "zlib1g-dev", "libzstd-dev"])]
        ),
        // MARK: Text: HarfBuzz shapes (CText), ICU breaks lines and orders bidi runs (CTextBreaks: C functions whose
        // header names no ICU type, as Foundation's own ICU headers would clash). Only LayoutText imports them; it
        // implements the engine's `TextMeasuring`.
        .systemLibrary(
            name: "CText",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .target(name: "CTextBreaks", linkerSettings: [.linkedLibrary("icuuc")]),
        .target(
            name: "LayoutText", dependencies: ["LayoutGeometry", "CText", "CTextBreaks"], swiftSettings: swiftSettings),
        // MARK: Pure geometry core: no dependencies, no Foundation, no I/O.
        .target(name: "LayoutGeometry", swiftSettings: swiftSettings),
        // MARK: Pure answers: the device catalog, each endpoint's question → answer and the JSON of the answers that
        // write themselves (the writer in Wire/), the pictures. Imports LayoutGeometry only: no Foundation, no C, no
        // HTTP. Generated/ holds the catalog compiled in.
        .target(name: "LayoutAnswers", dependencies: ["LayoutGeometry"], swiftSettings: swiftSettings),
        // MARK: The bottom of the HTTP service, free of C (as swift-nio's NIOCore): Request, Response, Problem and the
        // header rules (Core/), JSON reading and Codable's wire (Wire/), libc, locks and the configuration value
        // (Support/). It cannot import LayoutHTTP, so the compiler holds the bottom of scripts/check/layers.py's order.
        // What the targets above use is `package`; the generic helpers a request calls from above are `@inlinable
        // public` (Locked) or have a concrete entry point (docs/architecture.md: the instructions and build time it
        // costs).
        .target(
            name: "LayoutHTTPCore",
            dependencies: [
                "LayoutAnswers", "LayoutGeometry",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        // MARK: HTTP service, free of C: HTTP semantics, routing, cache, endpoints, parameters, observability and
        // buildService, over LayoutHTTPCore (scripts/check/layers.py keeps the arrows between the folders of both
        // pointing down). It cannot import CMicroHTTPD: it does not depend on it. Tests drive it in memory.
        .target(
            name: "LayoutHTTP",
            dependencies: [
                "LayoutHTTPCore", "LayoutAnswers", "LayoutGeometry",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        // MARK: The server: libmicrohttpd's transport (the only importer of CMicroHTTPD), gzip and zstd, the server
        // lifecycle (HTTPServer, which hands each request to the access log of LayoutHTTP/Observability) and the CLI.
        // Depends on LayoutHTTP, never the reverse (as swift-nio's NIOPosix depends on NIOCore).
        .target(
            name: "LayoutServer",
            dependencies: [
                "LayoutHTTP", "LayoutHTTPCore", "LayoutAnswers", "LayoutText", "CMicroHTTPD",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        // MARK: Thin executable: parses the command line and bootstraps swift-log (only an executable may).
        .executableTarget(
            name: "layoutd",
            dependencies: [
                "LayoutServer", "LayoutHTTP", "LayoutHTTPCore", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        // MARK: Fuzzing: the request parsers under libFuzzer (scripts/check/sanitizers.sh fuzz), and its input decoder
        // for tests.
        // The fuzzer's service compresses with the server's codings, as layoutd's does.
        .target(name: "LayoutFuzzing", dependencies: ["LayoutHTTP", "LayoutHTTPCore"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "layoutd-fuzz", dependencies: ["LayoutFuzzing", "LayoutHTTP", "LayoutHTTPCore", "LayoutServer"],
            swiftSettings: swiftSettings),
        // MARK: Tests. LayoutTestSupport holds what several test targets use: the seeded generator, the oracle's
        // fixture files as cases, closeness checks. LayoutHTTPTestSupport holds what both HTTP test targets use:
        // requests and their answers as test values, a raw socket client, captured log lines, and the checks that
        // run either way (in memory and live) through an `Asker`. It depends on LayoutHTTP and LayoutHTTPCore only:
        // no C.
        .target(
            name: "LayoutTestSupport",
            dependencies: ["LayoutGeometry"],
            path: "Tests/LayoutTestSupport",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "LayoutHTTPTestSupport",
            dependencies: ["LayoutHTTP", "LayoutHTTPCore", .product(name: "Logging", package: "swift-log")],
            path: "Tests/LayoutHTTPTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LayoutGeometryTests",
            dependencies: ["LayoutGeometry", "LayoutTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LayoutAnswersTests",
            dependencies: ["LayoutAnswers", "LayoutGeometry", "LayoutTestSupport"],
            swiftSettings: swiftSettings
        ),
        // The service in memory: no LayoutServer, no CMicroHTTPD (scripts/test.sh checks its dependency closure).
        .testTarget(
            name: "LayoutHTTPTests",
            dependencies: [
                "LayoutHTTP", "LayoutHTTPCore", "LayoutAnswers", "LayoutGeometry", "LayoutFuzzing", "LayoutTestSupport",
                "LayoutHTTPTestSupport", "LayoutText", .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        // LayoutText against Chromium and fontTools on the same font files (Fixtures/text-oracle.json).
        .testTarget(
            name: "LayoutTextTests",
            dependencies: ["LayoutText", "LayoutGeometry"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        // What needs the C transport: live servers on port 0, the worker pool, gzip and zstd, the command line, the
        // access log over a socket, connection limits, work stopped past its deadline.
        .testTarget(
            name: "LayoutServerTests",
            dependencies: [
                "LayoutServer", "LayoutHTTP", "LayoutHTTPCore", "LayoutAnswers", "LayoutGeometry", "LayoutTestSupport",
                "LayoutHTTPTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
