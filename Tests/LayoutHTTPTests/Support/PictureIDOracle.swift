import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// The oracle of a picture's id prefix, written from the FNV specification (draft-eastlake-fnv), not from the
/// writer: FNV-1a with 32 bits, offset basis 0x811c9dc5, prime 0x01000193.
/// `fnv1a32("a")` → `0xe40c292c` (the specification's test vector).
func fnv1a32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var hash: UInt32 = 0x811c_9dc5
    for byte in bytes {
        hash ^= UInt32(byte)
        hash = hash &* 0x0100_0193
    }
    return hash
}

/// A picture's text with its ids bare (`id="safe-area"`, `url(#display-clip)`), after checking that its root names
/// its prefix in `data-id-prefix`, that the prefix is `p`, the FNV-1a hash of that bare text in 8 lowercase hex
/// digits, and `-`, and that every id and reference carries it. The tests then compare the bare ids with literals.
/// - Parameter svg: The picture as served.
/// - Returns: It without `data-id-prefix` and without the prefix in front of its ids.
func bareIDs(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let marker = "data-id-prefix=\""
    guard let start = svg.range(of: marker), let end = svg[start.upperBound...].firstIndex(of: "\"") else {
        Issue.record("no data-id-prefix in \(svg.prefix(300))", sourceLocation: sourceLocation)
        return svg
    }
    let prefix = String(svg[start.upperBound..<end])
    var bare = svg
    bare.removeSubrange(start.lowerBound...svg.index(after: end))  // the attribute and the space after it
    let ids = bare.components(separatedBy: " id=\"").count
    let prefixed = bare.components(separatedBy: " id=\"" + prefix).count
    #expect(ids == prefixed, "\(ids - prefixed) ids without \(prefix)", sourceLocation: sourceLocation)
    for opening in [" id=\"", "=\"url(#", " href=\"#"] {
        bare = bare.replacingOccurrences(of: opening + prefix, with: opening)
    }
    let hex = String(fnv1a32(bare.utf8), radix: 16)
    let expected = "p" + String(repeating: "0", count: 8 - hex.count) + hex + "-"
    #expect(prefix == expected, "the id prefix is not the hash of the bare picture", sourceLocation: sourceLocation)
    return bare
}

extension Response {
    /// ``bareIDs(_:sourceLocation:)`` of the body.
    func pictureText(sourceLocation: SourceLocation = #_sourceLocation) -> String {
        bareIDs(bodyText, sourceLocation: sourceLocation)
    }
}

struct PictureIDOracleTests {
    /// The specification's vectors for FNV-1a 32: "" → 0x811c9dc5, "a" → 0xe40c292c, "foobar" → 0xbf9cf968.
    @Test func theHashIsFNV1a() {
        #expect(fnv1a32("".utf8) == 0x811c_9dc5)
        #expect(fnv1a32("a".utf8) == 0xe40c_292c)
        #expect(fnv1a32("foobar".utf8) == 0xbf9c_f968)
    }
}

/// Two pictures inlined in one page never share an id: each picture's ids carry its own prefix, the same on every
/// replica (a fresh service writes the same bytes).
struct PictureIDPrefixTests {
    @Test func differentPicturesHaveDifferentPrefixesAndTheSamePictureTheSame() {
        let one = buildService(configuration: ServerConfiguration())
        let other = buildService(configuration: ServerConfiguration())
        let targets = [
            "/devices/iphone-17-pro?format=svg", "/devices/ipad-pro-13-inch-m5?format=svg",
            "/devices/iphone-17-pro?format=svg&zoom=2", "/devices/iphone-17-pro?format=svg&legend=false",
        ]
        var prefixes: [String] = []
        for target in targets {
            let response = one.respond(to: get(target))
            #expect(response.status == 200, "\(target)")
            _ = response.pictureText()  // checks the prefix is the hash of the bare picture
            #expect(other.respond(to: get(target)).body == response.body, "\(target) differs between replicas")
            let text = response.bodyText
            let start = text.range(of: "data-id-prefix=\"").map(\.upperBound) ?? text.endIndex
            prefixes.append(String(text[start...].prefix { $0 != "\"" }))
        }
        #expect(Set(prefixes).count == targets.count, "\(prefixes)")
        #expect(prefixes.allSatisfy { $0.count == 10 && $0.hasPrefix("p") && $0.hasSuffix("-") }, "\(prefixes)")
    }
}
