import Foundation
import LayoutFuzzing
import LayoutHTTP
import Testing

/// The fuzzer's seeds (`Fuzz/corpus`) each ask the route their name says: byte 0 picks the route by its place in
/// the route list, so adding a route moves the others and a seed would quietly start from another route.
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
        let expected = try #require(FuzzInput.selector(for: seed.path, post: seed.post))
        let hex = String(expected, radix: 16)
        #expect(bytes.first == expected, "Fuzz/corpus/\(name) should start with the byte 0x\(hex) (\(seed.path))")
        let request = FuzzInput.request(from: bytes)
        #expect(request.method == (seed.post ? "POST" : "GET"))
    }
}
