/// The key of the shared cache: a route and its normalized question.
///
/// `@unchecked Sendable`: `AnyHashable` is not marked `Sendable`, but it only ever wraps a `Question`
/// that ``Route/computed(_:methods:parse:answer:)`` requires to be `Sendable`.
public struct CacheKey: Hashable, @unchecked Sendable {
    let route: String
    let question: AnyHashable
    /// Computed once: the cache hashes a key on every lookup, insert and eviction.
    private let hash: Int

    init(route: String, question: some Hashable & Sendable) {
        self.route = route
        self.question = AnyHashable(question)
        var hasher = Hasher()
        hasher.combine(route)
        hasher.combine(question)
        self.hash = hasher.finalize()
    }

    public static func == (a: CacheKey, b: CacheKey) -> Bool {
        a.hash == b.hash && a.route == b.route && a.question == b.question
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// A cached answer: the encoded body and its strong ETag, and for a body over 1 KiB its gzip encoding with its own
/// ETag (a representation of its own, RFC 9110 §8.8.3), compressed once when the answer is computed.
///
/// Both bodies are held in arrays of exactly their length (an encoder's growing buffer can be twice its count),
/// and ``bytes`` says what the entry holds, which the answer cache's byte budget counts. ``life`` ends when the
/// cache drops the entry: the transport's prepared copies of it go with it.
public struct CachedAnswer: Sendable {
    public let body: [UInt8]
    public let etag: String
    /// The media type of `body`.
    public let contentType: String
    /// The gzip representation, when the body is large enough for it to pay (≥ 1 KiB and at least 10 % smaller).
    public let gzip: (body: [UInt8], etag: String)?
    /// Shared by every copy of this answer; ended when the cache evicts it.
    let life = AnswerLife()

    /// What an entry holds besides its bodies: the key (route and question), the tags, the slot and the index.
    static let overheadBytes = 512

    /// - Parameters:
    ///   - body: The encoded answer.
    ///   - contentType: Its media type.
    ///   - compressor: Makes the gzip copy when it pays (``Compressor/compressedIfItPays(_:)``).
    init(body: [UInt8], contentType: String = "application/json", compressor: Compressor) {
        self.body = Self.exactlySized(body)
        self.contentType = contentType
        let etag = CachedAnswer.etag(for: body)
        self.etag = etag
        gzip = compressor.compressedIfItPays(body).map { ($0, String(etag.dropLast()) + "-gzip\"") }
    }

    /// Spare capacity a body may keep rather than be copied to an exact-size array.
    static let keptSlackBytes = 4_096

    /// The bytes this entry holds: both bodies' buffers (their capacity) and ``overheadBytes``.
    var bytes: Int { body.capacity + (gzip?.body.capacity ?? 0) + Self.overheadBytes }

    /// `bytes` in an array whose capacity is its count, when the spare capacity is more than ``keptSlackBytes``.
    ///
    /// A small answer keeps its writer's buffer (``bytes`` counts its capacity all the same). Copying every
    /// 500-byte `/fit` answer out of its 1 KiB buffer (freed at once, a size glibc's per-thread cache does not
    /// take) cost 9–13 % more user CPU per uncached request with two poll threads, spent in `_int_malloc` under
    /// libmicrohttpd's header copies, though callgrind's one-thread count hardly moved.
    static func exactlySized(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.capacity > bytes.count + keptSlackBytes else { return bytes }
        return Array(unsafeUninitializedCapacity: bytes.count) { buffer, count in
            _ = buffer.initialize(from: bytes)
            count = bytes.count
        }
    }

    /// A strong ETag from the body's 64-bit ``ContentHash``: the same bytes give the same tag on every replica.
    static func etag(for body: [UInt8]) -> String {
        let hash = body.withUnsafeBytes(ContentHash.of)
        return String(unsafeUninitializedCapacity: 18) { text in  // "0123456789abcdef" with its quotes: one allocation
            text[0] = UInt8(ascii: "\"")
            for i in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: hash >> (60 - 4 * UInt64(i))) & 15
                text[1 + i] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            text[17] = UInt8(ascii: "\"")
            return 18
        }
    }
}
