import Foundation
@testable import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
@testable import LayoutHTTPCore

/// A `GeometryReader` node's `geometry` member on the wire: its proxy's size and safe-area insets, hosted on a
/// device as a `UIHostingController` hosts the tree. The iPhone 17 Pro is 402 × 874 pt with insets 62 top and 34
/// bottom in portrait, 20 top and bottom and 62 at the sides in landscape (the catalog's figures); a reader filling
/// the safe area resolves those insets (OpenSwiftUI `SafeAreaInsets.resolve`), one inside a padding none.
struct SwiftUIGeometryReaderEndpointTests {
    let service = buildService(configuration: ServerConfiguration())

    func geometry(_ members: String, view: String, path: String) -> [String: Any]? {
        let response = service.respond(to: post("/swiftui/layout", "{" + members + #","view":"# + view + "}"))
        let nodes = json(response)["nodes"] as? [[String: Any]] ?? []
        return nodes.first { $0["path"] as? String == path }?["geometry"] as? [String: Any]
    }

    static func insets(_ g: [String: Any]?) -> [Double] {
        let e = g?["safeAreaInsets"] as? [String: Double] ?? [:]
        return ["top", "leading", "bottom", "trailing"].map { e[$0] ?? -1 }
    }

    static func size(_ g: [String: Any]?) -> [Double] {
        let s = g?["size"] as? [String: Double] ?? [:]
        return [s["width"] ?? -1, s["height"] ?? -1]
    }

    @Test func aRootReaderReadsTheSafeAreaAndItsInsets() {
        let reader = #"{"type":"GeometryReader","children":[{"type":"Color"}]}"#
        let portrait = geometry(#""device":"iphone-17-pro""#, view: reader, path: "0")
        #expect(Self.size(portrait) == [402, 778] && Self.insets(portrait) == [62, 0, 34, 0])
        let landscape = geometry(#""device":"iphone-17-pro","orientation":"landscape""#, view: reader, path: "0")
        #expect(Self.size(landscape) == [750, 362] && Self.insets(landscape) == [20, 62, 20, 62])
        let padded = geometry(
            #""device":"iphone-17-pro""#, view: #"{"type":"padding","content":"# + reader + "}", path: "0.0")
        #expect(Self.size(padded) == [370, 746] && Self.insets(padded) == [0, 0, 0, 0])
        // Only a GeometryReader's node has the member.
        #expect(geometry(#""device":"iphone-17-pro""#, view: reader, path: "0.0") == nil)
    }

    /// A reader on the leading side of an HStack in landscape reaches the leading safe edge, not the trailing one:
    /// leading 62, trailing 0. Right to left the HStack is mirrored and the reader sits on the right, which is its
    /// leading side: the same insets (SwiftUI's `EdgeInsets` are leading and trailing).
    @Test func theInsetsAreLeadingAndTrailing() {
        let view =
            #"{"type":"HStack","spacing":0,"children":[{"type":"GeometryReader"},"#
            + #"{"type":"Fixed","width":100,"height":100}]}"#
        let landscape = #""device":"iphone-17-pro","orientation":"landscape""#
        let ltr = geometry(landscape, view: view, path: "0.0")
        #expect(Self.size(ltr) == [650, 362] && Self.insets(ltr) == [20, 62, 20, 0])
        let rtl = geometry(landscape + #","layoutDirection":"rightToLeft""#, view: view, path: "0.0")
        #expect(Self.size(rtl) == [650, 362] && Self.insets(rtl) == [20, 62, 20, 0])
    }
}
