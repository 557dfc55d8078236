internal import CMicroHTTPD

/// Ready-made libmicrohttpd responses for cacheable answers, keyed by the question as it arrived: a repeated
/// question is answered by queueing the same response again, before a `Request` is built, a parameter parsed or the
/// answer cache consulted.
///
/// The key is what changes the answer's bytes: the decoded path, every query argument in the order sent (or a
/// POST's body), and the negotiated form (``LayoutService/negotiationClass(accept:acceptEncoding:)``: JSON or SVG,
/// gzip or identity), never the raw `Accept`/`Accept-Encoding` text, so header variants share one entry. Requests
/// with `If-None-Match` or `X-Request-ID` never take this path. An entry is made from a 200 with
/// `Cache-Control: public` that the router answered from the answer cache, so it is byte for byte what the router
/// gives, and it lives no longer than that cache entry: the entry's ``AnswerLife`` removes it when the answer cache
/// drops the answer, and a look-up never returns one whose answer is gone.
///
/// Bounded by bytes (``ServerConfiguration/preparedAnswerBytes``: keys, libmicrohttpd's copy of the body, headers)
/// in an ``LRUCache``; an evicted entry's response is destroyed when the last connection holding it is done (the
/// ``Prepared`` object owns it, and a look-up hands out that object, not the bare pointer).
///
/// Example: the third `GET /fit?container=852x393&aspectRatio=21:9` (the first computes, the second is an answer-cache
/// hit that prepares) is served from here.
final class PreparedAnswers: Sendable {
    /// One prepared response; destroys it when the last holder lets go.
    final class Prepared: @unchecked Sendable {
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
            keyBytes + response.body.count + response.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 64 }
                + 512
        }
    }

    /// A key: the request's bytes as written by ``preparedKey(_:url:method:form:into:)`` and their hash.
    struct Key: Hashable, Sendable {
        let bytes: [UInt8]
        let hash: UInt64
        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.bytes == b.bytes }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private let table: LRUCache<Key, (prepared: Prepared, cost: Int)>

    /// - Parameters:
    ///   - capacity: Most entries.
    ///   - budgetBytes: Most bytes held (see ``Prepared/cost(keyBytes:response:)``).
    init(capacity: Int, budgetBytes: Int) {
        table = LRUCache(capacity: capacity, budgetBytes: budgetBytes, maximumEntryBytes: budgetBytes / 16,
                         shards: 8, cost: { $0.cost })
    }

    /// The `hashValue` a ``Key`` with this content hash has (so a look-up needs no key).
    private static func hashValue(_ hash: UInt64) -> Int {
        var hasher = Hasher()
        hasher.combine(hash)
        return hasher.finalize()
    }

    /// The prepared response for a key, if there is one and its answer is still cached.
    func lookup(hash: UInt64, key: UnsafeRawBufferPointer) -> Prepared? {
        let found = table.get(hashValue: Self.hashValue(hash)) { stored in
            stored.hash == hash && stored.bytes.withUnsafeBytes { Self.sameBytes($0, key) }
        }
        guard let found, found.prepared.life.isAlive else { return nil }
        return found.prepared
    }

    /// Whether two byte buffers hold the same bytes, compared eight at a time (`elementsEqual` goes byte by byte
    /// through an iterator: a fifth of a cached answer's instructions in Swift).
    static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        var i = 0
        while i + 8 <= a.count {
            guard a.loadUnaligned(fromByteOffset: i, as: UInt64.self) == b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            else { return false }
            i += 8
        }
        while i < a.count {
            guard a[i] == b[i] else { return false }
            i += 1
        }
        return true
    }

    /// Prepares `response` for the key when it is a cacheable 200 from a cached answer that is still cached.
    func insert(hash: UInt64, key: UnsafeRawBufferPointer, response: Response, route: String) {
        guard response.status == 200, response.notModifiedLength == nil, let life = response.answerLife, life.isAlive,
              response.header("Cache-Control")?.hasPrefix("public") == true,
              let made = makeResponse(response, closing: false, counted: false) else { return }
        let stored = Key(bytes: Array(key), hash: hash)
        let prepared = Prepared(response: made, route: route, bytes: response.body.count, life: life)
        guard table.put(stored, (prepared, Prepared.cost(keyBytes: key.count, response: response))) else { return }
        // Gone with its answer: removed when the answer cache drops it (only this entry, not a later one). The hook
        // names the entry by identity, not by a reference: a weak one would give every entry a side table (slow
        // retains and releases on every answer it serves), a strong one would keep it alive. It cannot outlive the
        // entry (its deinit forgets the hook), so the identity is never another object's.
        let entry = ObjectIdentifier(prepared)
        life.onEnd(prepared) { [weak self] in
            self?.table.remove(stored) { ObjectIdentifier($0.prepared) == entry }
        }
    }

    /// Entries held now.
    var count: Int { table.statistics.entries }

    /// The table's counters (bytes held, evictions).
    var statistics: LRUCache<Key, (prepared: Prepared, cost: Int)>.Statistics { table.statistics }
}

extension PreparedAnswers {
    /// The key of a POST for prepared answers (path, negotiated form, whether the body is JSON, the body) with its hash, or `nil` when it cannot be
    /// served prepared (`If-None-Match` or `X-Request-ID` present, a query string).
    static func key(ofPost request: Request) -> (key: [UInt8], hash: UInt64)? {
        // `headers` is keyed by lower-cased name already: looked up as it is, without lower-casing the names again.
        let headers = request.headers
        guard request.method == "POST", request.query.isEmpty,
              headers["if-none-match"] == nil, headers["x-request-id"] == nil else { return nil }
        let form = LayoutService.negotiationClass(accept: headers["accept"], acceptEncoding: headers["accept-encoding"])
        // The body is read only when it is JSON (else 415): that, not the Content-Type's text, is in the key.
        let json: UInt8 = LayoutService.isJSON(contentType: headers["content-type"]) ? 1 : 0
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
    _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>, into buffer: UnsafeMutableRawBufferPointer
) -> (count: Int, hash: UInt64)? {
    guard let base = buffer.baseAddress,
          (method[0] == 0x47 && method[1] == 0x45 && method[2] == 0x54 && method[3] == 0) // GET
            || (method[0] == 0x48 && method[1] == 0x45 && method[2] == 0x41 && method[3] == 0x44 && method[4] == 0), // HEAD
          MHD_lookup_connection_value(connection, .HEADER_KIND, "If-None-Match") == nil,
          MHD_lookup_connection_value(connection, .HEADER_KIND, "X-Request-ID") == nil else { return nil }
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

/// The request's ``LayoutService/negotiationClass(accept:acceptEncoding:)``; without either header (curl, wrk, most
/// tools) no string is built.
private func negotiationClass(_ connection: OpaquePointer) -> UInt8 {
    let accept = MHD_lookup_connection_value(connection, .HEADER_KIND, "Accept")
    let encodings = MHD_lookup_connection_value(connection, .HEADER_KIND, "Accept-Encoding")
    guard accept != nil || encodings != nil else { return 0 }
    return LayoutService.negotiationClass(accept: accept.map { String(cString: $0) },
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
