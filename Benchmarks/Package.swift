// swift-tools-version:6.1
import PackageDescription

/// Geometry micro-benchmarks (ordo-one/benchmark), kept in a package of their own so that the service's build never
/// depends on the benchmark library. Run them with `scripts/bench/microbench.sh` from the repository root.
///
/// Only the `MallocInterposer` trait is enabled: on Swift 6.3 it counts allocations through ordo-one/malloc-interposer
/// (no jemalloc, no system package). The default `RuntimeInterposer` trait (ARC counters on Linux with Swift 6.3) is
/// left off: these benchmarks do not measure retain/release, and it needs ordo-one/swift-runtime-interposer, which
/// the project's machines do not have (with the default traits this package does not resolve there).
let package = Package(
    name: "layoutd-benchmarks",
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "layoutd", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "GeometryBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LayoutGeometry", package: "layoutd"),
                .product(name: "LayoutAnswers", package: "layoutd"),
                .product(name: "LayoutHTTP", package: "layoutd"),
                .product(name: "LayoutText", package: "layoutd"),
            ],
            path: "Benchmarks/GeometryBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
