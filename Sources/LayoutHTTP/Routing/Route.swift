import Synchronization
import LayoutAnswers

/// One path the service answers, with its methods and handler.
public struct Route: Sendable {
    /// The path pattern: literal segments and `{name}` placeholders, e.g. `/devices/{id}`.
    public let path: String
    /// Methods besides `HEAD` (implied by `GET`) and `OPTIONS` (always answered).
    public let methods: [String]
    let handler: Handler
    /// Whether the answer can also be drawn as SVG (`format=svg`, `Accept: image/svg+xml`).
    let drawsPictures: Bool
    /// The media type of a successful answer (`application/json`, or `text/css` for the CSS export).
    let mediaType: String
    private let segments: [Substring]
    /// Whether the pattern has no placeholders, so matching is one string comparison.
    private let isLiteral: Bool

    enum Handler: Sendable {
        /// Answers straight away (health, metrics): never cached, never deferred.
        case direct(@Sendable (Request, LayoutService) -> Response)
        /// Parses the request into a normalized question whose answer is cached and computed on a worker.
        case computed(@Sendable (inout Parameters, [String: String]) throws(Problem) -> Computation)
        /// Answers on a worker without a cache entry of its own (`/batch`, whose questions use the cache one by one).
        case worker(@Sendable (Request, LayoutService) -> Response)
    }

    init(path: String, methods: [String], handler: Handler, drawsPictures: Bool = false, mediaType: String = "application/json") {
        self.path = path
        self.methods = methods
        self.handler = handler
        self.drawsPictures = drawsPictures
        self.mediaType = mediaType
        self.segments = path.split(separator: "/")
        self.isLiteral = !path.contains("{")
    }

    /// A route answered directly, without cache or worker.
    public static func direct(_ path: String, methods: [String] = ["GET"], _ respond: @escaping @Sendable (Request, LayoutService) -> Response) -> Route {
        Route(path: path, methods: methods, handler: .direct(respond))
    }

    /// A computed route: `parse` turns GET query or POST JSON into a normalized `Question` (the cache key, so
    /// equal questions asked differently share one entry) and `answer` computes the JSON answer on a worker.
    /// - Parameters:
    ///   - path: The path pattern.
    ///   - methods: Usually GET and POST.
    ///   - parse: Reads and validates every field; path placeholders come as the second argument.
    ///   - answer: Computes the answer from the question alone (it must not look at the request).
    ///   - picture: Draws the answer as SVG at a zoom (the route then answers `format=svg`); `nil` for JSON only.
    ///   - light: Whether one JSON answer takes microseconds whatever the question (one size class, one alignment
    ///     rect): such a miss may be computed on the poll thread (``ServerConfiguration/lightMissesInline``).
    public static func computed<Question: Hashable & Sendable, Answer: Encodable & Sendable>(
        _ path: String,
        methods: [String] = ["GET", "POST"],
        parse: @escaping @Sendable (inout Parameters, [String: String]) throws(Problem) -> Question,
        answer: @escaping @Sendable (Question) throws(Problem) -> Answer,
        picture: (@Sendable (Question, Answer, Double) throws(Problem) -> [UInt8])? = nil,
        light: Bool = false
    ) -> Route {
        computed(path, methods: methods, parse: parse, answer: answer, picture: picture, light: light, encode: { value in
            (try? CompactJSONEncoder.encodeChecked(value)) ?? (Array("{\"error\":\"unencodable answer\"}".utf8), false)
        })
    }

    /// A computed route whose answer writes its own JSON (the hot `/fit`); otherwise as
    /// ``computed(_:methods:parse:answer:picture:)``.
    /// - Parameter light: As there (one placement).
    static func computed<Question: Hashable & Sendable, Answer: JSONWritable & Sendable>(
        _ path: String,
        methods: [String] = ["GET", "POST"],
        parse: @escaping @Sendable (inout Parameters, [String: String]) throws(Problem) -> Question,
        answer: @escaping @Sendable (Question) throws(Problem) -> Answer,
        picture: (@Sendable (Question, Answer, Double) throws(Problem) -> [UInt8])? = nil,
        light: Bool = false
    ) -> Route {
        computed(path, methods: methods, parse: parse, answer: answer, picture: picture, light: light,
                 encode: { CompactJSONEncoder.encodeChecked(writable: $0) })
    }

    /// A computed GET route whose answer is text of another media type (the CSS export), cached like the others.
    /// - Parameters:
    ///   - path: The path pattern.
    ///   - mediaType: The answer's `Content-Type`, e.g. `text/css`.
    ///   - parse: Reads and validates every field.
    ///   - answer: Writes the text.
    static func text<Question: Hashable & Sendable>(
        _ path: String,
        mediaType: String,
        parse: @escaping @Sendable (inout Parameters, [String: String]) throws(Problem) -> Question,
        answer: @escaping @Sendable (Question) throws(Problem) -> String
    ) -> Route {
        Route(path: path, methods: ["GET"], handler: .computed { (parameters: inout Parameters, arguments: [String: String]) throws(Problem) in
            let question = try parse(&parameters, arguments)
            return Computation(key: CacheKey(route: path, question: question), contentType: mediaType) { () throws(Problem) in
                Array(try answer(question).utf8)
            }
        }, mediaType: mediaType)
    }

    /// The one implementation behind both: the question is the cache key, the answer is encoded on a worker. A
    /// picture is a representation of its own: its key is the question with the zoom, so it has its own cache
    /// entry and ETag.
    private static func computed<Question: Hashable & Sendable, Answer>(
        _ path: String,
        methods: [String],
        parse: @escaping @Sendable (inout Parameters, [String: String]) throws(Problem) -> Question,
        answer: @escaping @Sendable (Question) throws(Problem) -> Answer,
        picture: (@Sendable (Question, Answer, Double) throws(Problem) -> [UInt8])?,
        light: Bool,
        encode: @escaping @Sendable (Answer) -> (bytes: [UInt8], finite: Bool)
    ) -> Route {
        Route(path: path, methods: methods, handler: .computed { (parameters: inout Parameters, arguments: [String: String]) throws(Problem) in
            let question = try parse(&parameters, arguments)
            let options = picture == nil
                ? PictureOptions()
                : PictureOptions(legend: try parameters.bool("legend") ?? true, labels: try parameters.bool("labels") ?? true)
            if case .svg(let zoom) = parameters.representation, let picture {
                let key = PictureQuestion(question: question, zoom: zoom, options: options)
                return Computation(key: CacheKey(route: path, question: key),
                                   contentType: Representation.svgMediaType) { () throws(Problem) in
                    try options.drawing { () throws(Problem) in try picture(question, try answer(question), zoom) }
                }
            }
            if options != PictureOptions() {
                throw Problem.notApplicable([options.legend ? "labels" : "legend"], status: 422,
                                            detail: "legend and labels apply to the SVG picture (format=svg).")
            }
            return Computation(key: CacheKey(route: path, question: question), light: light) { () throws(Problem) in
                let encoded = encode(try answer(question))
                // An answer with an infinite or NaN number (sizes so extreme that a double overflows) is not written
                // as null where the contract promises a number: the question is answered 422 instead.
                guard encoded.finite else {
                    throw Problem.unprocessable([], "The values asked for are so far apart that the answer overflows a double "
                        + "(a number in it would be infinite); bring the sizes or ratios closer together.")
                }
                return encoded.bytes
            }
        }, drawsPictures: picture != nil)
    }

    /// The placeholder values if `path` matches this route, else `nil`.
    ///
    /// The path is split at its `/` bytes, not its characters: a value that starts with a combining mark or an emoji
    /// modifier (`/devices/🏻`) would otherwise join its `/` into one character, and the path match no route at all
    /// (a 400 for the whole batch, a "no route" 404 alone) instead of being a value the endpoint answers for.
    func match(_ path: String) -> [String: String]? {
        if isLiteral { return path == self.path ? [:] : nil }
        let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
            .map { Substring($0) }
        guard parts.count == segments.count || (segments.isEmpty && parts.allSatisfy(\.isEmpty)) else { return nil }
        var arguments: [String: String] = [:]
        for (pattern, part) in zip(segments, parts) {
            if pattern.first == "{" && pattern.last == "}" {
                guard !part.isEmpty else { return nil }
                arguments[String(pattern.dropFirst().dropLast())] = String(part)
            } else if pattern != part {
                return nil
            }
        }
        return arguments
    }

    /// Methods for the `Allow` header.
    var allowed: [String] {
        var all = methods
        if methods.contains("GET") { all.insert("HEAD", at: all.firstIndex(of: "GET")! + 1) }
        all.append("OPTIONS")
        return all
    }
}

/// A normalized question and how to answer it.
public struct Computation: Sendable {
    /// The cache key: route plus the parsed question.
    public let key: CacheKey
    /// The answer's media type.
    public let contentType: String
    /// Whether computing takes microseconds whatever the question (a picture, a list or a batch never does).
    public let light: Bool
    /// Computes the answer's bytes.
    public let compute: @Sendable () throws(Problem) -> [UInt8]

    init(key: CacheKey, contentType: String = "application/json", light: Bool = false, compute: @escaping @Sendable () throws(Problem) -> [UInt8]) {
        self.key = key
        self.contentType = contentType
        self.light = light
        self.compute = compute
    }
}

/// How an answer is written: JSON, or an SVG picture at a zoom.
public enum Representation: Sendable, Hashable {
    case json
    /// SVG whose `width`/`height` are the points × `zoom`.
    case svg(zoom: Double)

    static let svgMediaType = "image/svg+xml"
}

/// The cache key's question for a picture: the question and the zoom (a picture is not its JSON answer).
struct PictureQuestion<Question: Hashable & Sendable>: Hashable, Sendable {
    var question: Question
    var zoom: Double
    var options: PictureOptions
}

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

    /// Bodies shorter than this are sent as they are (a `/fit` answer is about 400 bytes).
    static let compressionThreshold = 1024
    /// What an entry holds besides its bodies: the key (route and question), the tags, the slot and the index.
    static let overheadBytes = 512

    init(body: [UInt8], contentType: String = "application/json") {
        self.body = Self.exactlySized(body)
        self.contentType = contentType
        let etag = CachedAnswer.etag(for: body)
        self.etag = etag
        if body.count >= Self.compressionThreshold, let compressed = Gzip.compress(body), compressed.count * 10 < body.count * 9 {
            gzip = (compressed, String(etag.dropLast()) + "-gzip\"")
        } else {
            gzip = nil
        }
    }

    /// The bytes this entry holds: both bodies' buffers (their capacity) and ``overheadBytes``.
    var bytes: Int { body.capacity + (gzip?.body.capacity ?? 0) + Self.overheadBytes }

    /// `bytes` in an array whose capacity is its count.
    static func exactlySized(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.capacity > bytes.count else { return bytes }
        return Array(unsafeUninitializedCapacity: bytes.count) { buffer, count in
            _ = buffer.initialize(from: bytes)
            count = bytes.count
        }
    }

    /// A strong ETag from the body's 64-bit ``ContentHash``: the same bytes give the same tag on every replica.
    static func etag(for body: [UInt8]) -> String {
        let hash = body.withUnsafeBytes(ContentHash.of)
        return String(unsafeUninitializedCapacity: 18) { text in // "0123456789abcdef" with its quotes: one allocation
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

/// A 64-bit hash of bytes for ETags and request keys: not cryptographic, the same on every machine and replica.
///
/// Eight bytes at a time (a little-endian word): xor into the state, then multiply by an odd constant and xor-shift,
/// each a bijection, so two inputs of one length that differ in one word never meet in the state that follows
/// it; the length goes in first and murmur3's 64-bit finalizer spreads the last word over every bit. About five
/// times faster than byte-wise FNV-1a on a 500-byte answer.
///
/// ```swift
/// [UInt8]("abc".utf8).withUnsafeBytes(ContentHash.of) != [UInt8]("abd".utf8).withUnsafeBytes(ContentHash.of) // true
/// ```
enum ContentHash {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = step(hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            offset += 8
        }
        var tail: UInt64 = 0
        for (i, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(i)) }
        return finalize(step(hash ^ tail))
    }

    @inline(__always) private static func step(_ x: UInt64) -> UInt64 {
        let z = x &* 0x9e37_79b9_7f4a_7c15
        return z ^ (z >> 29)
    }

    @inline(__always) private static func finalize(_ x: UInt64) -> UInt64 {
        var z = (x ^ (x >> 33)) &* 0xff51_afd7_ed55_8ccd
        z = (z ^ (z >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return z ^ (z >> 33)
    }
}

/// Whether a cached answer is still in the cache: the prepared responses made from it check and end with it.
final class AnswerLife: Sendable {
    private let ended = Atomic<Bool>(false)
    /// Hooks run once when the answer leaves the cache, by the object that registered them (a prepared copy), so
    /// a copy dropped earlier takes its hook with it and hooks never pile up on a long-lived answer.
    private let hooks = Locked<[ObjectIdentifier: @Sendable () -> Void]>([:])

    /// Whether the answer is still cached.
    var isAlive: Bool { !ended.load(ordering: .acquiring) }

    /// Runs `hook` when the answer leaves the cache (at once if it has left already), until `owner` forgets it.
    func onEnd(_ owner: AnyObject, _ hook: @escaping @Sendable () -> Void) {
        let now = hooks.withLock { table -> Bool in
            guard isAlive else { return true }
            table[ObjectIdentifier(owner)] = hook
            return false
        }
        if now { hook() }
    }

    /// Drops `owner`'s hook (it is gone before the answer).
    func forget(_ owner: AnyObject) {
        _ = hooks.withLock { $0.removeValue(forKey: ObjectIdentifier(owner)) }
    }

    /// Marks the answer gone and runs the hooks.
    func end() {
        let run = hooks.withLock { table -> [@Sendable () -> Void] in
            guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return [] }
            defer { table = [:] }
            return Array(table.values)
        }
        for hook in run { hook() }
    }
}
