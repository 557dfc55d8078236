import LayoutAnswers
import LayoutHTTP
internal import CMicroHTTPD
import LayoutHTTPCore

/// Marks `*con_cls` for a request without a body between its first and second handler call (never dereferenced).
nonisolated(unsafe) let noBodySentinel = UnsafeMutableRawPointer(bitPattern: 1)!
/// Set by ``uriLogged`` when the raw target holds `%00`, which libmicrohttpd decodes into a NUL that ends the C
/// string (`/devices/iphone-14-pro%00.json` would be served as `/devices/iphone-14-pro`).
nonisolated(unsafe) let nulInTargetSentinel = UnsafeMutableRawPointer(bitPattern: 2)!

/// Set by ``uriLogged`` for every other request: the handler has not seen it yet. A request that completes still
/// marked so was ended by libmicrohttpd itself (its own error reply, a timeout, the client gone).
nonisolated(unsafe) let notYetHandledSentinel = UnsafeMutableRawPointer(bitPattern: 4)!
/// Set by ``uriLogged`` when the query has more than ``maximumQueryParameters`` parameters (see there).
nonisolated(unsafe) let tooManyParametersSentinel = UnsafeMutableRawPointer(bitPattern: 3)!

/// libmicrohttpd's URI log callback, called with the raw request target before it is decoded; what it returns is
/// the first `*con_cls` of the request. A nonisolated global function, like every callback C calls.
///
/// A query with more than ``maximumQueryParameters`` parameters is cut off here, before libmicrohttpd parses it:
/// `uri` points into libmicrohttpd's own writable read buffer (it writes a NUL over the `?` itself right after this
/// call), and a NUL after the `?` leaves it no parameter to store. The access handler then answers 414.
func uriLogged(
    cls: UnsafeMutableRawPointer?, uri: UnsafePointer<CChar>?, connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
    guard let uri else { return nil }
    if let connection { ConnectionGuard.state(of: connection)?.enter(.headers) }
    var p = uri
    var query: UnsafePointer<CChar>?, parameters = 0
    while p.pointee != 0 {
        if p.pointee == 0x25, p[1] == 0x30, p[2] == 0x30 { return nulInTargetSentinel }  // "%00"
        if p.pointee == 0x3F, query == nil {
            query = p + 1; parameters = 1
        }  // "?"
        else if p.pointee == 0x26, query != nil {
            parameters += 1
        }  // "&"
        p += 1
    }
    if parameters > maximumQueryParameters, let query {
        UnsafeMutablePointer(mutating: query).pointee = 0
        return tooManyParametersSentinel
    }
    return notYetHandledSentinel
}

/// What the framing check needs from the headers, gathered without building a string for a well-formed request.
private struct FramingHeaders {
    var contentLength = 0, transferEncoding = 0, host = 0, all = 0
    /// The values of the last Content-Length and Transfer-Encoding seen (valid while the request is).
    var lengthValue: UnsafePointer<CChar>?, codingValue: UnsafePointer<CChar>?
    /// A header name with whitespace or a control character (`Content-Length : 74`).
    var badName: UnsafePointer<CChar>?
}

/// Whether a C string equals an ASCII-lowercase name, ignoring ASCII case.
private func equalsIgnoringCase(_ c: UnsafePointer<CChar>, _ lowercase: StaticString) -> Bool {
    let name = UnsafeBufferPointer(start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount)
    for (i, expected) in name.enumerated() {
        let byte = UInt8(bitPattern: c[i])
        guard byte != 0, (byte >= 65 && byte <= 90 ? byte + 32 : byte) == expected else { return false }
    }
    return c[name.count] == 0
}

/// Why a request's framing or target cannot be trusted, or `nil`: each shape a proxy in front might frame
/// differently (request smuggling) is refused with the connection closed, so no second request in the same bytes is
/// ever answered. libmicrohttpd 0.9.75 lets all of these through whatever its strict option says. On the hot path:
/// one pass over the headers, no allocation unless something is wrong.
func framingProblem(_ connection: OpaquePointer, version: UnsafePointer<CChar>?) -> Problem? {
    var headers = FramingHeaders()
    withUnsafeMutablePointer(to: &headers) { pointer in
        _ = MHD_get_connection_values(connection, .HEADER_KIND, inspectHeader, pointer)
    }
    if headers.all > maximumHeaderFields { return Problem.tooManyHeaders(headers.all, limit: maximumHeaderFields) }
    if let bad = headers.badName {
        return Problem.badRequest(
            "The header name \"\(Echo.capped(String(cString: bad), bytes: 40))\" holds whitespace or a control "
                + "character; the request's framing is ambiguous."
        )
    }
    if headers.contentLength > 1 {
        return Problem.badRequest("Content-Length is given \(headers.contentLength) times; give it once.")
    }
    if headers.contentLength > 0 && headers.transferEncoding > 0 {
        return Problem.badRequest("Content-Length and Transfer-Encoding together; give one.")
    }
    if headers.transferEncoding > 1 {
        return Problem.badRequest("Transfer-Encoding is given \(headers.transferEncoding) times; give it once.")
    }
    if let coding = headers.codingValue {
        let text = String(cString: coding)
        if !ByteText.equalsLowercase(ByteText.trimmed(text.utf8[...]), "chunked") {
            return Problem(
                status: 501, title: "Not implemented",
                detail: "Transfer-Encoding \"\(Echo.capped(text, bytes: 40))\": only chunked is understood.",
                type: "/problems/not-implemented")
        }
    }
    if let length = headers.lengthValue {
        var p = length, digits = 0
        while p.pointee != 0 {
            guard p.pointee >= 48 && p.pointee <= 57 else { digits = -1; break }
            digits += 1
            p += 1
        }
        if digits <= 0 {
            return Problem.badRequest(
                "Content-Length \"\(Echo.capped(String(cString: length), bytes: 40))\" is not a number of bytes.")
        }
    }
    if headers.host != 1, let version, equalsIgnoringCase(version, "http/1.1") {
        return Problem.badRequest("An HTTP/1.1 request needs exactly one Host header (it has \(headers.host)).")
    }
    return nil
}

/// Counts one header field into the ``FramingHeaders`` behind `cls`.
private func inspectHeader(
    cls: UnsafeMutableRawPointer?, kind: MHD_ValueKind, key: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let headers = cls.assumingMemoryBound(to: FramingHeaders.self)
    headers.pointee.all += 1
    if key.pointee == 0 { headers.pointee.badName = key }
    var p = key
    while p.pointee != 0 {
        let byte = UInt8(bitPattern: p.pointee)
        if byte <= 0x20 || byte >= 0x7F { headers.pointee.badName = key; break }
        p += 1
    }
    if equalsIgnoringCase(key, "content-length") {
        headers.pointee.contentLength += 1
        headers.pointee.lengthValue = value
    } else if equalsIgnoringCase(key, "transfer-encoding") {
        headers.pointee.transferEncoding += 1
        headers.pointee.codingValue = value
    } else if equalsIgnoringCase(key, "host") {
        headers.pointee.host += 1
    }
    return .YES
}
