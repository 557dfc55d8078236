internal import CMicroHTTPD

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

extension PreparedAnswers where Prepared == MHDPreparedResponse {
    /// Prepares `response` for the key when it is a cacheable 200 from a cached answer that is still cached
    /// (``isPreparable(_:)``): libmicrohttpd's own response, queued again for every repeat.
    func insert(hash: UInt64, key: UnsafeRawBufferPointer, response: Response, route: String) {
        guard Self.isPreparable(response), let life = response.answerLife,
            let made = makeResponse(response, closing: false, counted: false)
        else { return }
        let prepared = MHDPreparedResponse(response: made, route: route, bytes: response.body.count, life: life)
        insert(
            hash: hash, key: key, prepared: prepared,
            cost: MHDPreparedResponse.cost(keyBytes: key.count, response: response))
    }
}

extension PreparedKey {
    /// The key of a POST for prepared answers (path, negotiated form, whether the body is JSON, the body) with its
    /// hash, or `nil` when it cannot be served prepared (`If-None-Match` or `X-Request-ID` present, a query string).
    static func post(_ request: Request) -> (key: [UInt8], hash: UInt64)? {
        // `headers` is keyed by lower-cased name already: looked up as it is, without lower-casing the names again.
        let headers = request.headers
        guard request.method == "POST", request.query.isEmpty,
            headers["if-none-match"] == nil, headers["x-request-id"] == nil
        else { return nil }
        let form = Negotiation.negotiationClass(accept: headers["accept"], acceptEncoding: headers["accept-encoding"])
        // The body is read only when it is JSON (else 415): that, not the Content-Type's text, is in the key.
        let json: UInt8 = Negotiation.isJSON(contentType: headers["content-type"]) ? 1 : 0
        var key: [UInt8] = []
        key.reserveCapacity(8 + request.path.utf8.count + request.body.count)
        key += "POST\u{0}".utf8
        key += request.path.utf8
        key.append(0xFF)
        key.append(form)
        key.append(json)
        key.append(0xFF)
        key += request.body
        return (key, key.withUnsafeBytes(ContentHash.of))
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

    mutating func append(_ string: UnsafePointer<CChar>) {
        var p = string
        while p.pointee != 0 && !overflowed {
            append(UInt8(bitPattern: p.pointee))
            p += 1
        }
    }
}

/// The key of a GET or HEAD request for ``PreparedAnswers`` written into `buffer`, with its hash; `nil` when
/// the request cannot be served prepared (another method, `If-None-Match` or `X-Request-ID` present, too long).
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
        MHD_lookup_connection_value(connection, .HEADER_KIND, "If-None-Match") == nil,
        MHD_lookup_connection_value(connection, .HEADER_KIND, "X-Request-ID") == nil
    else { return nil }
    var writer = KeyWriter(base: base, capacity: buffer.count)
    writer.append(url)
    writer.append(0)
    withUnsafeMutablePointer(to: &writer) { pointer in
        _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, appendArgument, pointer)
    }
    writer.append(0xFF)
    writer.append(negotiationClass(connection))
    guard !writer.overflowed else { return nil }
    return (writer.count, ContentHash.of(UnsafeRawBufferPointer(start: base, count: writer.count)))
}

/// The request's ``Negotiation/negotiationClass(accept:acceptEncoding:)``; without either header (curl, wrk, most
/// tools) no string is built.
private func negotiationClass(_ connection: OpaquePointer) -> UInt8 {
    let accept = MHD_lookup_connection_value(connection, .HEADER_KIND, "Accept")
    let encodings = MHD_lookup_connection_value(connection, .HEADER_KIND, "Accept-Encoding")
    guard accept != nil || encodings != nil else { return 0 }
    return Negotiation.negotiationClass(
        accept: accept.map { String(cString: $0) },
        acceptEncoding: encodings.map { String(cString: $0) })
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
