package import LayoutHTTPCore
import LayoutAnswers

/// A key: the request's bytes as written by `preparedKey(_:url:method:into:)` (a GET) or
/// `preparedPostKey(_:url:method:body:into:)` (a POST) and their hash.
package struct PreparedKey: Hashable, Sendable {
    let bytes: [UInt8]
    let hash: UInt64
    package static func == (a: PreparedKey, b: PreparedKey) -> Bool { a.hash == b.hash && a.bytes == b.bytes }
    package func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// A prepared response as the table holds it: the transport's object, gone with its cached answer.
package protocol PreparedResponse: AnyObject, Sendable {
    /// The life of the cached answer it was made from.
    var life: AnswerLife { get }
}

/// Ready-made responses for cacheable answers (the transport's libmicrohttpd responses), keyed by the question as it
/// arrived: a repeated question is answered by queueing the same response again, before a `Request` is built, a
/// parameter parsed or the answer cache consulted.
///
/// The key is what changes the answer's bytes: the decoded path, every query argument in the order sent (or a
/// POST's body), and the negotiated form (``Negotiation/negotiationClass(accept:acceptEncoding:)``: JSON or SVG,
/// gzip or identity), never the raw `Accept`/`Accept-Encoding` text, so header variants share one entry. Requests
/// with `If-None-Match` or `X-Request-ID` never take this path. An entry is made from a 200 with
/// `Cache-Control: public` that the router answered from the answer cache, so it is byte for byte what the router
/// gives, and it lives no longer than that cache entry: the entry's ``AnswerLife`` removes it when the answer cache
/// drops the answer, and a look-up never returns one whose answer is gone.
///
/// Bounded by bytes (``ServerConfiguration/preparedAnswerBytes``: keys, libmicrohttpd's copy of the body, headers)
/// in an ``LRUCache``; an evicted entry's response is destroyed when the last connection holding it is done (the
/// prepared object owns it, and a look-up hands out that object, not the bare pointer). The table holds that object
/// as ``PreparedResponse``, so it holds no C: the transport's `MHDPreparedResponse` is the one in use. It is not
/// generic over it: a generic table instantiated from the transport's module ran unspecialized there (its LRU's
/// look-up asked the runtime for type metadata on every cached answer, about 3k instructions of a 66k request).
///
/// Example: the third `GET /fit?container=852x393&aspectRatio=21:9` (the first computes, the second is an answer-cache
/// hit that prepares) is served from here.
package final class PreparedAnswers: Sendable {
    /// An entry: the prepared response and the bytes it is counted as.
    package typealias Entry = (prepared: any PreparedResponse, cost: Int)

    private let table: LRUCache<PreparedKey, Entry>

    /// - Parameters:
    ///   - capacity: Most entries.
    ///   - budgetBytes: Most bytes held (what `insert` counts for each).
    package init(capacity: Int, budgetBytes: Int) {
        table = LRUCache(
            capacity: capacity, budgetBytes: budgetBytes, maximumEntryBytes: budgetBytes / 16,
            shards: 8, cost: { $0.cost })
    }

    /// The `hashValue` a ``Key`` with this content hash has (so a look-up needs no key).
    private static func hashValue(_ hash: UInt64) -> Int {
        var hasher = Hasher()
        hasher.combine(hash)
        return hasher.finalize()
    }

    /// The prepared response for a key, if there is one and its answer is still cached.
    package func lookup(hash: UInt64, key: UnsafeRawBufferPointer) -> (any PreparedResponse)? {
        let found = table.get(hashValue: Self.hashValue(hash)) { stored in
            stored.hash == hash && stored.bytes.withUnsafeBytes { ByteText.same($0, key) }
        }
        guard let found, found.prepared.life.isAlive else { return nil }
        return found.prepared
    }

    /// Whether `response` may be prepared: a cacheable 200 (`Cache-Control: public`) made from a cached answer that
    /// is still cached.
    package static func isPreparable(_ response: Response) -> Bool {
        response.status == 200 && response.notModifiedLength == nil && response.answerLife?.isAlive == true
            && response.header("Cache-Control")?.hasPrefix("public") == true
    }

    /// Keeps `prepared` for the key, counted as `cost` bytes, until its answer leaves the cache or the table's
    /// budget evicts it.
    package func insert(hash: UInt64, key: UnsafeRawBufferPointer, prepared: any PreparedResponse, cost: Int) {
        let life = prepared.life
        let stored = PreparedKey(bytes: Array(key), hash: hash)
        guard table.put(stored, (prepared, cost)) else { return }
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
    package var count: Int { table.statistics.entries }

    /// The table's counters (bytes held, evictions).
    package var statistics: LRUCache<PreparedKey, Entry>.Statistics { table.statistics }
}
