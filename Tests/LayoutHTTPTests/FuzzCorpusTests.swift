import Foundation
import LayoutFuzzing
import LayoutHTTP
import LayoutHTTPCore
import Testing

/// The fuzzer's seeds (`Fuzz/corpus`) each ask the route their name says: a seed's first line names its route
/// (`POST /fit`), so the order of the route list does not matter to them, and a renamed or removed route fails here
/// instead of leaving its seeds to the fuzzer's fallback (byte 0 picking a route by its place).
struct FuzzCorpusTests {
    /// Each seed's route pattern and method.
    static let seeds: [(name: String, path: String, post: Bool)] = [
        ("alignment-get", "/alignment", false), ("alignment-post", "/alignment", true),
        ("device-id", "/devices/{id}", false), ("devices-list", "/devices", false),
        ("fit-device", "/fit", false), ("fit-get", "/fit", false), ("fit-swiftui", "/fit", false),
        ("fit-post", "/fit", true), ("sizeclass-get", "/sizeclass", false), ("sizeclass-window", "/sizeclass", false),
        ("swiftui-layout-post", "/swiftui/layout", true), ("tvgrid-get", "/tvgrid", false),
        ("tvgrid-post", "/tvgrid", true),
    ]

    @Test func everySeedIsListed() throws {
        let folder = RouteListTests.root.appendingPathComponent("Fuzz/corpus").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == Self.seeds.map(\.name).sorted())
    }

    @Test(arguments: seeds.map(\.name))
    func theSeedAsksItsRoute(name: String) throws {
        let seed = try #require(Self.seeds.first { $0.name == name })
        let bytes = try [UInt8](Data(contentsOf: RouteListTests.root.appendingPathComponent("Fuzz/corpus/\(name)")))
        let named = FuzzInput.namedRoute(bytes)
        #expect(
            named?.path == seed.path && named?.post == seed.post,
            "Fuzz/corpus/\(name) names \(String(describing: named))")
        let request = FuzzInput.request(from: bytes)
        #expect(request.method == (seed.post ? "POST" : "GET"))
        #expect(seed.path.contains("{") || request.path == seed.path)
    }
}
