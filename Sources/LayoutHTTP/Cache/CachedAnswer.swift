package import LayoutHTTPCore

/// The answer cache's key: the route and the normalized question, so equal questions asked differently share one
/// entry; and, for a question whose text is not all ASCII, the bytes it was spelt with.
///
/// Swift's `String` compares (and hashes) under Unicode canonical equivalence: `café` with é as U+00E9 equals
/// `cafe\u{301}`, and `4\u{212A}` (the Kelvin sign) equals `4K`. A question's answer can repeat what it was sent (a
/// view's `id`), so two spellings must not share an entry: the second client would get the first one's bytes, and
/// replicas would answer by arrival order. ``spelled(by:)`` adds the request's own bytes to a key whose request
/// holds a byte outside ASCII or a JSON `\u` escape (where equivalent spellings can hide); ASCII-only questions
/// compare by the canonical key alone, where canonical equivalence is byte equality.
public struct CacheKey: Hashable, @unchecked Sendable {
    let route: String
    let question: AnyQuestion
    /// The request's bytes (path and query, or body) when its text may have equivalent spellings; else empty.
    private(set) var spelling: [UInt8] = []
    /// What the key holds of the client's request, counted in the cache's byte budget (``spelled(by:)``): the path,
    /// the query or the body, whose text a question keeps at most once, plus the spelling.
    private(set) var clientBytes = 0
    /// Computed once: the cache hashes a key on every lookup, insert and eviction.
    private var hash: Int

    init(route: String, question: some Hashable & Sendable) {
        self.route = route
        self.question = QuestionBox(question)
        var hasher = Hasher()
        hasher.combine(route)
        hasher.combine(question)
        self.hash = hasher.finalize()
    }

    /// This key for `request`: its client bytes counted and, when its text is not all ASCII, its bytes kept.
    ///
    /// `GET /devices/Apple%20TV%204%E2%84%AA` (the Kelvin sign) and `GET /devices/Apple%20TV%204K` get two entries;
    /// `GET /fit?container=852x393&aspectRatio=21:9` asked twice gets one, with no bytes kept beyond the question.
    func spelled(by request: Request) -> CacheKey {
        var key = self
        var bytes = request.path.utf8.count + request.body.count
        var ascii = Self.isASCII(request.path)
        for (name, value) in request.query {
            bytes += name.utf8.count + value.utf8.count + 2
            ascii = ascii && Self.isASCII(name) && Self.isASCII(value)
        }
        if ascii && !request.body.isEmpty { ascii = Self.isPlainASCII(request.body) }
        key.clientBytes = bytes
        guard !ascii else { return key }
        if request.body.isEmpty {
            key.spelling = Array(request.path.utf8)
            for (name, value) in request.query {
                key.spelling.append(0)
                key.spelling.append(contentsOf: name.utf8)
                key.spelling.append(0)
                key.spelling.append(contentsOf: value.utf8)
            }
        } else {
            key.spelling = request.body
        }
        key.clientBytes += key.spelling.count
        var hasher = Hasher()
        hasher.combine(hash)
        hasher.combine(key.spelling)
        key.hash = hasher.finalize()
        return key
    }

    /// No byte of `text` at 0x80 or above, read eight bytes at a time (an uncached GET asks this of its path and every
    /// query name and value: the iterator would cost a thousand instructions a request).
    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isASCII(UnsafeRawBufferPointer($0)) }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var i = 0, high: UInt64 = 0
        while i + 8 <= bytes.count {
            high |= bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < bytes.count {
            high |= UInt64(bytes[i])
            i += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// No byte outside ASCII and no `\u` escape (JSON's way of writing any scalar in ASCII).
    private static func isPlainASCII(_ body: [UInt8]) -> Bool {
        if body.withUnsafeBytes(isASCIIWithoutBackslash) { return true }  // most bodies: no escape at all
        return body.withUnsafeBufferPointer { bytes in
            var escaped = false
            for byte in bytes {
                if byte >= 0x80 || (escaped && byte == UInt8(ascii: "u")) { return false }
                escaped = !escaped && byte == UInt8(ascii: "\\")
            }
            return true
        }
    }

    /// No byte at 0x80 or above and no `\`, read eight bytes at a time (a 10 KB SwiftUI body took 95k
    /// instructions a byte at a time): a word holds a backslash when `word ^ 0x5C…` has a zero byte, which
    /// `(x - 0x01…) & ~x` marks in its high bits.
    private static func isASCIIWithoutBackslash(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var i = 0, marks: UInt64 = 0
        while i + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let x = word ^ 0x5C5C_5C5C_5C5C_5C5C
            marks |= word | ((x &- 0x0101_0101_0101_0101) & ~x)
            i += 8
        }
        while i < bytes.count {
            guard bytes[i] != UInt8(ascii: "\\") else { return false }
            marks |= UInt64(bytes[i])
            i += 1
        }
        return marks & 0x8080_8080_8080_8080 == 0
    }

    public static func == (a: CacheKey, b: CacheKey) -> Bool {
        a.hash == b.hash && a.route == b.route && a.spelling == b.spelling && a.question.isEqual(to: b.question)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// A question of any type, compared by its own `==` (``CacheKey/question``).
///
/// `AnyHashable` would do the same, but its initializer asks the runtime whether the type has a custom
/// representation and casts dynamically: 6,000 instructions on every uncached request. Here a key compares its
/// question's type by metadata pointer (`QuestionBox<FitAnswers.Question>` is not `QuestionBox<TVGridAnswers...>`),
/// then the values.
///
/// ```swift
/// QuestionBox(3).isEqual(to: QuestionBox(3))    // → true
/// QuestionBox(3).isEqual(to: QuestionBox("3"))  // → false: another type
/// ```
class AnyQuestion: @unchecked Sendable {
    /// Whether `other` holds a question of the same type that is `==` to this one.
    func isEqual(to other: AnyQuestion) -> Bool { false }
}

/// One question in its box; immutable, so shared by every copy of its key.
final class QuestionBox<Question: Hashable & Sendable>: AnyQuestion, @unchecked Sendable {
    let value: Question

    init(_ value: Question) { self.value = value }

    override func isEqual(to other: AnyQuestion) -> Bool {
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(QuestionBox<Question>.self) else { return false }
        return unsafeDowncast(other, to: QuestionBox<Question>.self).value == value
    }
}

/// A cached answer: the encoded body and its strong ETag, and for a body over 1 KiB its zstd and gzip encodings, each
/// with its own ETag (a representation of its own, RFC 9110 §8.8.3), compressed on the first request that takes
/// that coding and kept.
///
/// Every body is held in an array of exactly its length (an encoder's growing buffer can be twice its count), and
/// ``bytes`` says what the entry holds, which the answer cache's byte budget counts: for a body that may be
/// compressed, the most its coded copies together can hold, whether or not they have been made yet. ``life`` ends
/// when the cache drops the entry: the transport's prepared copies of it go with it.
///
/// Example: a 40 KB `POST /swiftui/layout` answer asked without `Accept-Encoding` is never compressed; the first
/// request with `Accept-Encoding: gzip, zstd` compresses it to zstd once, and every later one is sent that copy.
public struct CachedAnswer: Sendable {
    public let body: [UInt8]
    public let etag: String
    /// The media type of `body`.
    public let contentType: String
    /// Whether the answer has coded representations to negotiate (`Vary: Accept-Encoding`): its body is at least
    /// ``Compressor/threshold`` bytes and the service compresses. Known without compressing.
    let mayCompress: Bool
    /// Makes and keeps the coded copies; `nil` when ``mayCompress`` is false.
    private let copies: CodedCopies?
    /// Shared by every copy of this answer; ended when the cache evicts it.
    let life = AnswerLife()

    /// What an entry holds besides its bodies and its key's client bytes: the key's structure, the tags, the slot
    /// and the index.
    static let overheadBytes = 512

    /// - Parameters:
    ///   - body: The encoded answer.
    ///   - contentType: Its media type.
    ///   - compressor: Makes the coded copies when a client takes them and they pay
    ///     (``Compressor/compressedIfItPays(_:as:)``).
    ///   - keyBytes: What its key holds of the request (``CacheKey/clientBytes``), counted in ``bytes``.
    init(body: [UInt8], contentType: String = "application/json", compressor: Compressor, keyBytes: Int = 0) {
        self.body = Self.exactlySized(body)
        self.keyBytes = keyBytes
        self.contentType = contentType
        let tag = EntityTag(body: body)
        self.etag = tag.value
        mayCompress = compressor.compresses && body.count >= Compressor.threshold
        copies = mayCompress ? CodedCopies(of: self.body, etag: tag, compressor: compressor) : nil
    }

    /// The representation in `coding`, when the body is large enough for it to pay (≥ 1 KiB and at least 10 %
    /// smaller): compressed on the first call (a request that takes that coding), the same copy after.
    package func coded(_ coding: ContentCoding) -> (body: [UInt8], etag: String)? { copies?.copy(coding) }

    /// Whether a copy in `coding` is held now (made, and within ``codedReserve(bodyCount:)`` with the other one).
    func holds(_ coding: ContentCoding) -> Bool { copies?.isKept(coding) ?? false }

    /// The most bytes the coded copies of a body of `count` bytes are kept at, together: half the body, each copy in
    /// an array of its own length (up to 64 bytes of the allocator's rounding and the array's header). Answers
    /// compress far better (the whole catalog's list to 7 % with gzip, a 2 MB grid picture to 6 %, the 3.3 MB sheet
    /// to 4.5 % with zstd and 5.1 % with gzip, a 2 KB `/fit` picture to 41 %), so both copies of most answers fit;
    /// a copy that does not fit beside the one kept (a body that barely compresses, though by the 10 % that makes
    /// it pay) is compressed for each request that takes it and not kept. Counting 90 % kept the 495 KB catalog
    /// list (over 1/64 of the cache) out.
    static func codedReserve(bodyCount count: Int) -> Int { count / 2 + 64 }

    /// Spare capacity a body may keep rather than be copied to an exact-size array.
    static let keptSlackBytes = 4_096

    /// What its key holds of the client's request (path and query or body, and a spelling).
    let keyBytes: Int

    /// The bytes this entry holds: its body's buffer (its capacity), the most its coded copies may hold
    /// (``codedReserve(bodyCount:)``, counted before a copy is made, so the cost never changes while cached), its
    /// key's client bytes and ``overheadBytes``.
    var bytes: Int {
        body.capacity + (mayCompress ? Self.codedReserve(bodyCount: body.count) : 0) + keyBytes + Self.overheadBytes
    }

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
}

/// An answer's zstd and gzip copies, each made by the first request that takes its coding and then shared by every
/// copy of the answer, kept while together they fit ``CachedAnswer/codedReserve(bodyCount:)``.
///
/// Compressing a 40 KB SwiftUI answer with gzip costs about as much as computing it (2.4M instructions of 9.1M): a
/// client that never takes a coding never pays it. Two first requests at once may both compress; the first copy
/// stored is the one every request is sent.
final class CodedCopies: Sendable {
    private let body: [UInt8]
    private let tags: (zstd: String, gzip: String)
    private let compressor: Compressor
    /// What the first request that took a coding found.
    private enum State {
        case unmade
        /// The copy, kept.
        case kept((body: [UInt8], etag: String))
        /// The coding does not pay (under 10 % smaller): the body is sent.
        case doesNotPay
        /// Past the reserve beside the other copy: compressed again for each request, not kept.
        case overReserve
    }
    /// Both codings' states and the bytes their kept copies hold (their capacities).
    private struct States {
        var zstd = State.unmade, gzip = State.unmade
        var keptBytes = 0

        subscript(coding: ContentCoding) -> State {
            get {
                switch coding {
                case .zstd: zstd
                case .gzip: gzip
                }
            }
            set {
                switch coding {
                case .zstd: zstd = newValue
                case .gzip: gzip = newValue
                }
            }
        }
    }
    private let made = Locked(States())

    init(of body: [UInt8], etag: EntityTag, compressor: Compressor) {
        self.body = body
        self.tags = (etag.coded(.zstd).value, etag.coded(.gzip).value)
        self.compressor = compressor
    }

    /// Whether the copy in `coding` is made and kept.
    func isKept(_ coding: ContentCoding) -> Bool {
        made.withLock { states in
            if case .kept = states[coding] { return true }
            return false
        }
    }

    /// The representation in `coding`, compressed now if no request has asked for it yet (or if it is too large to
    /// keep); `nil` when it does not pay.
    func copy(_ coding: ContentCoding) -> (body: [UInt8], etag: String)? {
        switch made.withLock({ $0[coding] }) {
        case .kept(let done): return done
        case .doesNotPay: return nil
        case .overReserve, .unmade: break
        }
        guard let compressed = compressor.compressedIfItPays(body, as: coding) else {
            made.withLock { $0[coding] = .doesNotPay }
            return nil
        }
        let copy = (body: compressed, etag: coding == .zstd ? tags.zstd : tags.gzip)
        let reserve = CachedAnswer.codedReserve(bodyCount: body.count)
        return made.withLock { states in
            if case .kept(let done) = states[coding] { return done }
            let fits = states.keptBytes + compressed.capacity <= reserve
            states[coding] = fits ? .kept(copy) : .overReserve
            if fits { states.keptBytes += compressed.capacity }
            return copy
        }
    }
}
