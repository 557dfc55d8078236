import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// The playground at `/` and the contract at `/openapi.yaml`: compiled in, byte-for-byte the repository's files.
/// (`scripts/check/browser-tests.py` drives the page in Chromium.)
struct PlaygroundTests {
    let service = buildService(configuration: ServerConfiguration())
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: [
        ("/", ["playground/index.html"], "text/html; charset=utf-8"),
        ("/playground.css", ["playground/playground.css"], "text/css; charset=utf-8"),
        (
            "/playground.js",
            [
                "playground/playground.js", "playground/stage.js", "playground/keyboard-zoom.js",
                "playground/tokens.js",
                "playground/swiftui.js", "playground/swiftui-host.js", "playground/swiftui-outline.js",
            ],
            "text/javascript; charset=utf-8"
        ),
        ("/openapi.yaml", ["openapi.yaml"], "text/yaml; charset=utf-8"),
    ])
    func servedAsTheRepositorysFiles(path: String, files: [String], mediaType: String) throws {
        let response = service.respond(to: get(path))
        #expect(response.status == 200 && response.header("Content-Type") == mediaType)
        let expected = try files.flatMap { try Data(contentsOf: Self.root.appendingPathComponent($0)) }
        #expect(response.body == expected, "\(path) is not \(files): run python3 scripts/generate/embedded.py")
        let tag = try #require(response.header("ETag"))
        #expect(service.respond(to: get(path, headers: ["If-None-Match": tag])).status == 304)
        #expect(service.respond(to: get(path, method: "POST")).status == 405)
    }

    @Test func thePageUsesNothingFromOutside() {
        let page = service.respond(to: get("/")).bodyText + service.respond(to: get("/playground.js")).bodyText
        #expect(!page.contains("http://") && !page.contains("https://"), "no CDN: every URL is layoutd's own")
        #expect(page.contains("/devices?fields=") && page.contains("/openapi.yaml") && page.contains("format=svg"))
    }
}
