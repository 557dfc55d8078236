import LayoutHTTP
internal import CMicroHTTPD
import LayoutHTTPCore

/// One prepared response; destroys it when the last holder lets go.
final class MHDPreparedResponse: PreparedResponse, @unchecked Sendable {
    // @unchecked: `response` is immutable and libmicrohttpd's responses may be queued from any thread.
    let response: OpaquePointer
    let route: String
    /// Body bytes (for the access log).
    let bytes: Int
    let life: AnswerLife

    init(response: OpaquePointer, route: String, bytes: Int, life: AnswerLife) {
        self.response = response
        self.route = route
        self.bytes = bytes
        self.life = life
    }

    deinit {
        life.forget(self)
        MHD_destroy_response(response)
    }

    /// What an entry holds: the key, libmicrohttpd's copy of the body and its header list, the objects.
    static func cost(keyBytes: Int, response: Response) -> Int {
        keyBytes + response.body.count
            + response.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 64 }
            + 512
    }
}

extension PreparedAnswers {
    /// The prepared libmicrohttpd response for a key (``lookup(hash:key:)``): the table holds only this transport's.
    func response(hash: UInt64, key: UnsafeRawBufferPointer) -> MHDPreparedResponse? {
        lookup(hash: hash, key: key).map { unsafeDowncast($0, to: MHDPreparedResponse.self) }
    }

    /// Prepares `response` for the key when it is a cacheable 200 from a cached answer that is still cached
    /// (``isPreparable(_:)``): libmicrohttpd's own response, queued again for every repeat.
    func insert(hash: UInt64, key: UnsafeRawBufferPointer, response: Response, route: String) {
        guard Self.isPreparable(response), let life = response.answerLife,
            let made = makeResponse(response, counted: false)
        else { return }
        let prepared = MHDPreparedResponse(response: made, route: route, bytes: response.body.count, life: life)
        insert(
            hash: hash, key: key, prepared: prepared,
            cost: MHDPreparedResponse.cost(keyBytes: key.count, response: response))
    }
}

/// Where a request key is built: bytes, how many are used, and whether it overflowed.
private struct KeyWriter {
    let base: UnsafeMutableRawPointer
    let capacity: Int
    var count = 0
    var overflowed = false

    mutating func append(_ byte: UInt8) {
        guard count < capacity else { overflowed = true; return }
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
        guard !overflowed, count + bytes.count <= capacity else { overflowed = true; return }
        if let source = bytes.baseAddress { (base + count).copyMemory(from: source, byteCount: bytes.count) }
        count += bytes.count
    }

    mutating func append(_ string: UnsafePointer<CChar>) {
        var p = string
        while p.pointee != 0 && !overflowed {
            append(UInt8(bitPattern: p.pointee))
            p += 1
        }
    }
}

/// The key of a GET or HEAD request for ``PreparedAnswers`` written into `buffer`, with its hash; `nil` when
/// the request cannot be served prepared (another method, ``KeyFields`` excluding it, too long).
/// Components are separated by bytes that cannot occur in them (a decoded value never holds a NUL: ``uriLogged``
/// refuses `%00`).
func preparedKey(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
    into buffer: UnsafeMutableRawBufferPointer
) -> (count: Int, hash: UInt64)? {
    guard let base = buffer.baseAddress,
        (method[0] == 0x47 && method[1] == 0x45 && method[2] == 0x54 && method[3] == 0)  // GET
            || (method[0] == 0x48 && method[1] == 0x45 && method[2] == 0x41 && method[3] == 0x44
                && method[4] == 0),  // HEAD
        let fields = KeyFields(connection)
    else { return nil }
    var writer = KeyWriter(base: base, capacity: buffer.count)
    writer.append(url)
    writer.append(0)
    withUnsafeMutablePointer(to: &writer) { pointer in
        _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, appendArgument, pointer)
    }
    writer.append(0xFF)
    writer.append(fields.negotiationClass)
    guard !writer.overflowed else { return nil }
    return (writer.count, ContentHash.of(UnsafeRawBufferPointer(start: base, count: writer.count)))
}

/// The key of a POST for ``PreparedAnswers`` (path, negotiated form, whether the body is JSON, the body) written into
/// `buffer`, with its hash; `nil` when it cannot be served prepared (another method, a query string, ``KeyFields``
/// excluding it, too long). Read from the connection, not from a `Request`: a prepared answer is found before the
/// request's fields are collected.
func preparedPostKey(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>, body: [UInt8],
    into buffer: UnsafeMutableRawBufferPointer
) -> (count: Int, hash: UInt64)? {
    guard let base = buffer.baseAddress,
        method[0] == 0x50 && method[1] == 0x4F && method[2] == 0x53 && method[3] == 0x54 && method[4] == 0,  // POST
        MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, nil, nil) == 0,
        let fields = KeyFields(connection)
    else { return nil }
    var writer = KeyWriter(base: base, capacity: buffer.count)
    for byte in "POST".utf8 { writer.append(byte) }
    writer.append(0)
    writer.append(url)
    writer.append(0xFF)
    writer.append(fields.negotiationClass)
    // The body is read only when it is JSON (else 415): that, not the Content-Type's text, is in the key.
    writer.append(fields.contentTypeIsJSON ? 1 : 0)
    writer.append(0xFF)
    body.withUnsafeBytes { writer.append(contentsOf: $0) }
    guard !writer.overflowed else { return nil }
    return (writer.count, ContentHash.of(UnsafeRawBufferPointer(start: base, count: writer.count)))
}

/// The header fields a prepared key reads, found in one pass over the request's fields (pointers into
/// libmicrohttpd's copy, valid during the request).
///
/// `nil` when the request may not be served prepared: `If-None-Match` or `X-Request-ID` present (a 304 or an echoed
/// id), or `Accept`, `Accept-Encoding` or `Content-Type` sent more than once — the router reads repeated fields
/// joined (RFC 9110 §5.3), the key would read only the first, and a request sending only that first field would be
/// given the other's answer (a picture to a client that takes JSON only).
struct KeyFields {
    var accept: UnsafePointer<CChar>?
    var acceptEncoding: UnsafePointer<CChar>?
    var contentType: UnsafePointer<CChar>?
    var excluded = false

    init?(_ connection: OpaquePointer) {
        withUnsafeMutablePointer(to: &self) { pointer in
            _ = MHD_get_connection_values(connection, .HEADER_KIND, noteKeyField, pointer)
        }
        if excluded { return nil }
    }

    /// The request's ``Negotiation/negotiationClass(accept:acceptEncoding:)``; without either field (curl, wrk, most
    /// tools) no string is built.
    var negotiationClass: UInt8 {
        guard accept != nil || acceptEncoding != nil else { return 0 }
        return Negotiation.negotiationClass(
            accept: accept.map { String(cString: $0) }, acceptEncoding: acceptEncoding.map { String(cString: $0) })
    }

    /// Whether `Content-Type` names JSON (``Negotiation/isJSON(contentType:)``, read in place).
    var contentTypeIsJSON: Bool {
        guard let contentType else { return false }
        return contentType.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            Negotiation.isJSON(mediaType: UnsafeBufferPointer(start: bytes, count: strlen(contentType)))
        }
    }
}

/// Notes one header field in the ``KeyFields`` behind `cls` (names compared without case).
private func noteKeyField(
    cls: UnsafeMutableRawPointer?, kind: MHD_ValueKind, key: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let fields = cls.assumingMemoryBound(to: KeyFields.self)
    func note(_ slot: inout UnsafePointer<CChar>?) {
        if slot != nil || value == nil { fields.pointee.excluded = true } else { slot = value }
    }
    switch key.pointee | 0x20 {
    case 0x61:  // a
        if equalsCaseless(key, "accept") {
            note(&fields.pointee.accept)
        } else if equalsCaseless(key, "accept-encoding") {
            note(&fields.pointee.acceptEncoding)
        }
    case 0x63 where equalsCaseless(key, "content-type"): note(&fields.pointee.contentType)
    case 0x69 where equalsCaseless(key, "if-none-match"): fields.pointee.excluded = true
    case 0x78 where equalsCaseless(key, "x-request-id"): fields.pointee.excluded = true
    default: break
    }
    return fields.pointee.excluded ? .NO : .YES
}

/// Whether a C string equals a lower-case ASCII name, ignoring the string's case.
private func equalsCaseless(_ string: UnsafePointer<CChar>, _ lower: StaticString) -> Bool {
    let count = lower.utf8CodeUnitCount
    for i in 0..<count {
        let byte = UInt8(bitPattern: string[i])
        guard byte != 0, (byte >= 65 && byte <= 90 ? byte | 0x20 : byte) == lower.utf8Start[i] else { return false }
    }
    return string[count] == 0
}

/// Appends one query argument to the ``KeyWriter`` behind `cls`: name, 0x01, value (0x02 for a name without `=`), 0.
private func appendArgument(
    cls: UnsafeMutableRawPointer?, kind: MHD_ValueKind, key: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let writer = cls.assumingMemoryBound(to: KeyWriter.self)
    writer.pointee.append(key)
    if let value {
        writer.pointee.append(0x01)
        writer.pointee.append(value)
    } else {
        writer.pointee.append(0x02)
    }
    writer.pointee.append(0)
    return writer.pointee.overflowed ? .NO : .YES
}
