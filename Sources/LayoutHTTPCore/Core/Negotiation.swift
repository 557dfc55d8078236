package import LayoutAnswers

/// What the request's headers ask of an answer's form (RFC 9110 §12): which media types `Accept` takes and with what
/// weight, which content coding `Accept-Encoding` takes, whether a `Content-Type` is JSON, and the one-byte
/// negotiated class that prepared answers are keyed by. Pure functions of header values: the dispatcher, the batch
/// endpoint and the transport's prepared answers ask the same rules.
///
/// `Negotiation.contentCoding("gzip, deflate, br, zstd")` → `.zstd`; `Negotiation.contentCoding("gzip;q=0, *")` →
/// `.zstd`; `Negotiation.weight(of: ["image/svg+xml"], in: "image/*;q=0.5", wildcards: true)` → 0.5
package enum Negotiation {
    /// A POST's JSON object body: the Content-Type must be JSON and the query string empty.
    package static func jsonBody(of request: Request) throws(Problem) -> JSONObject {
        let contentType = request.header("content-type")
        guard isJSON(contentType: contentType) else { throw Problem.unsupportedMediaType(contentType) }
        guard request.query.isEmpty else {
            throw Problem.badRequest("POST takes its fields in the JSON body; the query string must be empty.")
        }
        return try JSONWire.decodeObject(request.body)
    }

    /// Whether a `Content-Type` names JSON: `application/json` or any `+json` type, parameters aside.
    /// Byte by byte (no new strings: it is asked on every POST, twice): the media type is what comes before the
    /// first `;`, without the spaces and tabs around it, compared in ASCII lower case.
    /// - Example: `Application/JSON; charset=utf-8` → true; `application/problem+json` → true; `text/json` → false.
    package static func isJSON(contentType: String?) -> Bool {
        guard var contentType else { return false }
        return contentType.withUTF8 { isJSON(mediaType: $0) }
    }

    /// ``isJSON(contentType:)`` of a field value's bytes (the transport reads libmicrohttpd's copy in place).
    package static func isJSON(mediaType bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0, end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let media = UnsafeBufferPointer(rebasing: bytes[start..<end])
        func endsWith(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard media.count >= count else { return false }
            return (0..<count).allSatisfy { i in
                let byte = media[media.count - count + i]
                return (byte >= 65 && byte <= 90 ? byte | 0x20 : byte) == suffix.utf8Start[i]
            }
        }
        return media.count == 16 ? endsWith("application/json") : endsWith("+json")
    }

    /// RFC 9110 §12.5.1: a media range naming the answer's type (JSON, or `text/css`), one of `alsoAccepted` (the
    /// tokens' `application/design-tokens+json`) or a wildcard over them, with a weight above 0 (`q=0` means "not
    /// this"); problems are JSON whatever the route answers.
    package static func checkAccept(
        _ request: Request, mediaType: String = "application/json", alsoAccepted: [String] = []
    ) throws(Problem) {
        guard let accept = request.header("accept"), !accept.isEmpty else { return }
        try checkAccept(accept, AcceptList(accept), mediaType: mediaType, alsoAccepted: alsoAccepted)
    }

    /// ``checkAccept(_:mediaType:alsoAccepted:)`` of an `Accept` value already read into `list` (a picture route
    /// weighs the picture first, from the same list).
    package static func checkAccept(
        _ accept: String, _ list: AcceptList, mediaType: String = "application/json", alsoAccepted: [String] = []
    ) throws(Problem) {
        let bare = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: " ") } ?? mediaType
        let ranges =
            (bare == "application/json" ? ["application/json", "application/problem+json"] : [bare]) + alsoAccepted
        guard list.weight(of: ranges, wildcards: true) > 0 else {
            throw Problem.notAcceptable(accept, offered: [bare] + alsoAccepted)
        }
    }

    /// The highest weight `accept` gives any of `types` (`q` defaults to 1); with `wildcards`, `*/*` and `type/*`
    /// count too. 0 when none is listed.
    static func weight(of types: [String], in accept: String, wildcards: Bool) -> Double {
        AcceptList(accept).weight(of: types, wildcards: wildcards)
    }

    /// What of `Accept` and `Accept-Encoding` a successful answer's bytes can depend on, as one byte: two requests
    /// with the same path, query (or body) and class get the same 200 from every route. Bits: 1 `Accept` given,
    /// 2 SVG outweighs JSON (a picture route's choice, ``LayoutService``'s `representation(_:_:)`), 4 JSON acceptable,
    /// 8 CSS acceptable, 16 gzip chosen, 32 design tokens acceptable (``designTokensMediaType``, which the tokens'
    /// routes take), 64 zstd chosen (``contentCoding(_:)``: at most one of 16 and 64). Prepared answers are keyed by
    /// it, so header variants (`Accept-Encoding: identity, x-1`, `…, x-2`, …) share one entry instead of one each.
    package static func negotiationClass(accept: String?, acceptEncoding: String?) -> UInt8 {
        var form: UInt8 = contentCoding(acceptEncoding)?.classBit ?? 0
        guard let accept, !accept.isEmpty else { return form }
        form |= 1
        let list = AcceptList(accept)  // read once, asked five times
        if list.prefersPicture { form |= 2 }
        if list.weight(of: ["application/json", "application/problem+json"], wildcards: true) > 0 { form |= 4 }
        if list.weight(of: ["text/css"], wildcards: true) > 0 { form |= 8 }
        if list.weight(of: [designTokensMediaType], wildcards: true) > 0 { form |= 32 }
        return form
    }

    /// Whether `accept` weights the SVG picture (`image/svg+xml`, `image/*`) above JSON (`application/json`,
    /// `application/problem+json`, `application/*`): a picture route's choice when the query names no `format`.
    /// Wildcards over everything count for neither, and equal weights (a generated client lists every type it reads)
    /// choose JSON.
    ///
    /// `Negotiation.prefersPicture("image/svg+xml, application/json;q=0.5")` → true;
    /// `Negotiation.prefersPicture("application/json, image/svg+xml")` → false (equal weights); `"*/*"` → false.
    /// - Parameter accept: The request's `Accept` field value, not empty.
    static func prefersPicture(_ accept: String) -> Bool { AcceptList(accept).prefersPicture }

    /// The media type DTCG 2025.10 gives token files (its "Media type" section): the tokens' routes answer an
    /// `Accept` naming it.
    package static let designTokensMediaType = "application/design-tokens+json"

    /// The content coding an answer is sent in for an `Accept-Encoding` value (RFC 9110 §12.5.3): zstd when the
    /// value admits it, else gzip when it admits that, else none (identity). A coding is admitted when it, or `*`
    /// if it is not listed, has a weight above 0; `x-gzip` is gzip. The client's weights say only which codings it
    /// takes: among those, zstd is chosen (smaller and faster to make: docs/benchmarks.md), as a server may
    /// (§12.5.3). `identity;q=0` (or `*;q=0`) with no coding admitted still gets identity, which RFC 9110 leaves to
    /// the server, rather than a 406 for the many answers too small to compress. The value is read once, as bytes,
    /// in time linear in its length (``AcceptList``).
    ///
    /// `contentCoding("gzip, deflate, br, zstd")` → `.zstd`; `contentCoding("zstd;q=0, *")` → `.gzip`;
    /// `contentCoding("gzip;q=0.1, zstd;q=0.01")` → `.zstd`; `contentCoding("identity;q=0")` → nil; no field → nil.
    package static func contentCoding(_ header: String?) -> ContentCoding? {
        guard let header else { return nil }
        var zstd: Double?, gzip: Double?, any: Double?
        for element in AcceptList(header).elements {
            if ByteText.equalsLowercase(element.range, "zstd") {
                zstd = element.weight
            } else if ByteText.equalsLowercase(element.range, "gzip")
                || ByteText.equalsLowercase(element.range, "x-gzip")
            {
                gzip = element.weight
            } else if ByteText.equalsLowercase(element.range, "*") {
                any = element.weight
            }
        }
        if (zstd ?? any ?? 0) > 0 { return .zstd }
        if (gzip ?? any ?? 0) > 0 { return .gzip }
        return nil
    }
}

/// A content coding layoutd sends answers in (RFC 9110 §8.4.1): zstd (RFC 8878) or gzip. No coding is identity.
///
/// `ContentCoding.zstd.token` → `"zstd"`, what `Content-Encoding` says and an ETag ends with (`"…-zstd"`).
package enum ContentCoding: Sendable, CaseIterable {
    case zstd
    case gzip

    /// The coding's name in `Content-Encoding`.
    package var token: String {
        switch self {
        case .zstd: "zstd"
        case .gzip: "gzip"
        }
    }

    /// Its bit in ``Negotiation/negotiationClass(accept:acceptEncoding:)``.
    var classBit: UInt8 {
        switch self {
        case .zstd: 64
        case .gzip: 16
        }
    }
}

/// How an answer is written: JSON, or an SVG picture at a zoom.
public enum Representation: Sendable, Hashable {
    case json
    /// SVG whose `width`/`height` are the points × `zoom`.
    case svg(zoom: Double)

    package static let svgMediaType = "image/svg+xml"
}

/// An `Accept` (or `Accept-Encoding`) value read once, as bytes: each element's range (or coding) and its weight
/// (`q`, 1 when absent or unreadable), in time linear in the value's bytes whatever they hold (``ByteText``).
///
/// `AcceptList("image/*;q=0.5, */*;q=0").weight(of: ["image/svg+xml"], wildcards: true)` → 0.5
package struct AcceptList {
    /// One listed range and its weight.
    struct Element {
        /// The range's bytes, trimmed; compared ignoring ASCII case.
        let range: ByteText.Bytes
        let weight: Double
    }

    let elements: [Element]

    /// - Parameter value: The field value.
    package init(_ value: String) {
        elements = ByteText.elements(of: value, separator: UInt8(ascii: ",")).map { element in
            let parts = ByteText.elements(of: element, separator: UInt8(ascii: ";"))
            let q = parts.dropFirst().first { ByteText.startsWithLowercase($0, "q=") }
            return Element(range: parts[0], weight: q.map { ByteText.number($0.dropFirst(2)) ?? 1 } ?? 1)
        }
    }

    /// The highest weight any of `types` (lower-case ASCII) is given; with `wildcards`, `*/*`, `*` and `type/*`
    /// count too. 0 when none is listed.
    func weight(of types: [String], wildcards: Bool) -> Double {
        var best = 0.0
        for element in elements where element.weight > best {
            let range = element.range
            let matches =
                types.contains { ByteText.equalsLowercase(range, $0) }
                || (wildcards
                    && (ByteText.equalsLowercase(range, "*/*") || ByteText.equalsLowercase(range, "*")
                        || (range.last == UInt8(ascii: "*")
                            && types.contains { type in
                                guard let slash = type.utf8.firstIndex(of: UInt8(ascii: "/")) else { return false }
                                return ByteText.equalsLowercase(range.dropLast(), bytes: type.utf8[...slash])
                            })))
            if matches { best = element.weight }
        }
        return best
    }

    /// ``Negotiation/prefersPicture(_:)`` of this list.
    package var prefersPicture: Bool {
        weight(of: [Representation.svgMediaType, "image/*"], wildcards: false)
            > weight(of: ["application/json", "application/problem+json", "application/*"], wildcards: false)
    }
}
