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

    /// The bytes after the route are the request's, NUL aside (C strings end at it): `a\0=\u{1}b` asks `a` = `\u{1}b`
    /// whether a first line or byte 0 picks the route.
    @Test func theBytesAfterTheRouteAreTheRequestsButNUL() throws {
        let query: [UInt8] = [0x61, 0x00, 0x3D, 0x01, 0x62]
        let named = FuzzInput.request(from: Array("/fit\n".utf8) + query)
        #expect(named.method == "GET" && named.path == "/fit")
        #expect(named.query.map { "\($0.name)=\($0.value)" } == ["a=\u{1}b"])
        let body = FuzzInput.request(from: Array("POST /fit\n{".utf8) + [0x00, 0x7D])
        #expect(body.method == "POST" && body.path == "/fit" && body.body == Array("{}".utf8))
        let fit = UInt8(try #require(FuzzInput.routes.firstIndex(of: "/fit")))
        let picked = FuzzInput.request(from: [fit] + query)
        #expect(picked.method == "GET" && picked.path == "/fit")
        #expect(picked.query.map { "\($0.name)=\($0.value)" } == ["a=\u{1}b"])
    }

    /// POST where the route takes it: named by `POST ` or byte 0's high bit; a route without GET is asked by POST
    /// either way, and a route without POST by GET.
    @Test func postOnlyWhereTheRouteTakesIt() {
        let healthz = FuzzInput.namedRoute(Array("POST /healthz\n".utf8))
        #expect(healthz?.path == "/healthz" && healthz?.post == false)
        let fit = FuzzInput.namedRoute(Array("/fit\n".utf8))
        #expect(fit?.path == "/fit" && fit?.post == false)
        #expect(FuzzInput.request(from: Array("/batch\n[]".utf8)).method == "POST")
        let index = { (path: String) in UInt8(FuzzInput.routes.firstIndex(of: path) ?? 0) }
        #expect(FuzzInput.request(from: [index("/fit") | 0x80, 0x61]).method == "POST")
        #expect(FuzzInput.request(from: [index("/healthz") | 0x80, 0x61]).method == "GET")
        #expect(FuzzInput.request(from: [index("/batch"), 0x61]).method == "POST")
    }
}
