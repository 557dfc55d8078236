internal import CMicroHTTPD

/// Ready-made libmicrohttpd responses for cacheable GET answers, keyed by the request as it arrived: a repeated
/// question is answered by queueing the same response again, before a `Request` is built, a parameter parsed or the
/// answer cache consulted.
///
/// The key is the decoded path, every query argument in the order sent, and the `Accept` and `Accept-Encoding`
/// values (the only request headers a GET answer depends on besides `If-None-Match` and `X-Request-ID`, whose
/// requests never take this path). An entry is made from a 200 with `Cache-Control: public` that the router
/// answered at once (a hit in the answer cache), so it is byte for byte what the router gives. Entries are never
/// replaced or removed while the daemon runs (answers do not change for a running binary): a lookup hands out the
/// response pointer without holding the lock while it is queued, and ``destroyAll()`` frees them after the daemon
/// stopped. Past ``capacity`` entries nothing more is prepared; those questions go on being served from the answer
/// cache.
///
/// Example: the third `GET /fit?container=852x393&aspectRatio=21:9` (the first computes, the second is an answer-cache
/// hit that prepares) is served from here.
final class PreparedAnswers: @unchecked Sendable {
    // @unchecked: `table` is only touched under its lock; responses are immutable once created.
    private struct Entry {
        let key: [UInt8]
        let response: OpaquePointer
        let route: String
        let bytes: Int
    }

    /// Eight tables, the key's hash picking one, so the poll threads seldom wait on one another's lock.
    private let tables = (0..<8).map { _ in Locked([UInt64: Entry]()) }
    /// Most entries kept (each table holds its eighth).
    let capacity: Int
    private let tableCapacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        self.tableCapacity = (capacity + 7) / 8
    }

    private func table(_ hash: UInt64) -> Locked<[UInt64: Entry]> { tables[Int(hash >> 61)] }

    /// The prepared response and its route for a key, if there is one.
    func lookup(hash: UInt64, key: UnsafeRawBufferPointer) -> (response: OpaquePointer, route: String, bytes: Int)? {
        table(hash).withLock { table in
            guard let entry = table[hash], entry.key.count == key.count,
                  entry.key.withUnsafeBytes({ $0.elementsEqual(key) }) else { return nil }
            return (entry.response, entry.route, entry.bytes)
        }
    }

    /// Prepares `response` for the key when it is a cacheable 200 and there is room.
    func insert(hash: UInt64, key: UnsafeRawBufferPointer, response: Response, route: String) {
        guard response.status == 200, response.notModifiedLength == nil,
              response.header("Cache-Control")?.hasPrefix("public") == true,
              table(hash).withLock({ $0.count < tableCapacity && $0[hash] == nil }),
              let prepared = makeResponse(response, closing: false) else { return }
        let kept = table(hash).withLock { table -> Bool in
            guard table.count < tableCapacity, table[hash] == nil else { return false }
            table[hash] = Entry(key: Array(key), response: prepared, route: route, bytes: response.body.count)
            return true
        }
        if !kept { MHD_destroy_response(prepared) }
    }

    /// Frees every prepared response; only after the daemon has stopped.
    func destroyAll() {
        for table in tables {
            table.withLock { table in
                for entry in table.values { MHD_destroy_response(entry.response) }
                table.removeAll()
            }
        }
    }

    /// Entries held now.
    var count: Int { tables.reduce(0) { $0 + $1.withLock { $0.count } } }
}

extension PreparedAnswers {
    /// The key of a POST for prepared answers (path, `Content-Type`, `Accept`, `Accept-Encoding`, body) with its
    /// hash, or `nil` when it cannot be served prepared (`If-None-Match` or `X-Request-ID` present, a query string).
    static func key(ofPost request: Request) -> (key: [UInt8], hash: UInt64)? {
        // `headers` is keyed by lower-cased name already: looked up as it is, without lower-casing the names again.
        let headers = request.headers
        guard request.method == "POST", request.query.isEmpty,
              headers["if-none-match"] == nil, headers["x-request-id"] == nil else { return nil }
        let fields = [headers["content-type"], headers["accept"], headers["accept-encoding"]]
        var key: [UInt8] = []
        key.reserveCapacity(5 + request.path.utf8.count + fields.reduce(4) { $0 + ($1?.utf8.count ?? 1) + 1 } + request.body.count)
        key += "POST\u{0}".utf8
        key += request.path.utf8
        for value in fields {
            key.append(0xFF)
            if let value { key += value.utf8 } else { key.append(0xFE) }
        }
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

/// The key of a GET or HEAD request for ``PreparedAnswers`` written into `buffer`, with its FNV-1a hash; `nil` when
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
    if let accept = MHD_lookup_connection_value(connection, .HEADER_KIND, "Accept") { writer.append(accept) } else { writer.append(0xFE) }
    writer.append(0xFF)
    if let encodings = MHD_lookup_connection_value(connection, .HEADER_KIND, "Accept-Encoding") { writer.append(encodings) } else { writer.append(0xFE) }
    guard !writer.overflowed else { return nil }
    return (writer.count, ContentHash.of(UnsafeRawBufferPointer(start: base, count: writer.count)))
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
