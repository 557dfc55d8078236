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
    /// More media types an `Accept` may name for this answer (the tokens' `application/design-tokens+json`): the
    /// body is the same, sent as ``mediaType``.
    private(set) var alsoAccepted: [String] = []
    private let segments: [Substring]
    /// Whether the pattern has no placeholders, so matching is one string comparison.
    private let isLiteral: Bool

    /// A computed route's reader: the parameters and the path's placeholders to a ``Computation``.
    typealias Parse = @Sendable (inout Parameters, [String: String]) throws(Problem) -> Computation

    enum Handler: Sendable {
        /// Answers straight away (health, metrics): never cached, never deferred.
        case direct(@Sendable (Request, any RouteContext) -> Response)
        /// Parses the request into a normalized question whose answer is cached and computed on a worker.
        case computed(Parse)
        /// Answers on a worker without a cache entry of its own (`/batch`, whose questions use the cache one by one).
        case worker(@Sendable (Request, any RouteContext) -> Response)
    }

    init(
        path: String, methods: [String], handler: Handler, drawsPictures: Bool = false,
        mediaType: String = "application/json"
    ) {
        self.path = path
        self.methods = methods
        self.handler = handler
        self.drawsPictures = drawsPictures
        self.mediaType = mediaType
        self.segments = path.split(separator: "/")
        self.isLiteral = !path.contains("{")
    }

    /// This route, answering also a client whose `Accept` names only one of `types` (with the same body and
    /// `Content-Type`).
    /// - Parameter types: e.g. `["application/design-tokens+json"]`, the type DTCG gives token files.
    ///
    /// `Route.computed("/devices.tokens.json", …).accepting(["application/design-tokens+json"])` answers
    /// `Accept: application/design-tokens+json` with its JSON instead of 406.
    func accepting(_ types: [String]) -> Route {
        var route = self
        route.alsoAccepted = types
        return route
    }

    /// A route answered directly, without cache or worker.
    public static func direct(
        _ path: String, methods: [String] = ["GET"],
        _ respond: @escaping @Sendable (Request, any RouteContext) -> Response
    ) -> Route {
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
        computed(
            path, methods: methods, parse: parse, answer: answer, picture: picture, light: light,
            encode: { value in
                (try? CompactJSONEncoder.encodeChecked(value)) ?? (
                    Array("{\"error\":\"unencodable answer\"}".utf8), false
                )
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
        computed(
            path, methods: methods, parse: parse, answer: answer, picture: picture, light: light,
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
        Route(
            path: path, methods: ["GET"],
            handler: .computed { (parameters: inout Parameters, arguments: [String: String]) throws(Problem) in
                let question = try parse(&parameters, arguments)
                return Computation(key: CacheKey(route: path, question: question), contentType: mediaType) {
                    () throws(Problem) in
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
        Route(
            path: path, methods: methods,
            handler: .computed { (parameters: inout Parameters, arguments: [String: String]) throws(Problem) in
                let question = try parse(&parameters, arguments)
                let options =
                    picture == nil
                    ? PictureOptions()
                    : PictureOptions(
                        legend: try parameters.bool("legend") ?? true, labels: try parameters.bool("labels") ?? true)
                if case .svg(let zoom) = parameters.representation, let picture {
                    let key = PictureQuestion(question: question, zoom: zoom, options: options)
                    return Computation(
                        key: CacheKey(route: path, question: key),
                        contentType: Representation.svgMediaType
                    ) { () throws(Problem) in
                        let answered = try answer(question)
                        // One answer per question in every representation: refused as JSON, refused as a picture.
                        guard encode(answered).finite else { throw overflow }
                        return try options.drawing { () throws(Problem) in try picture(question, answered, zoom) }
                    }
                }
                if options != PictureOptions() {
                    throw Problem.notApplicable(
                        [options.legend ? "labels" : "legend"], status: 422,
                        detail: "legend and labels apply to the SVG picture (format=svg).")
                }
                return Computation(key: CacheKey(route: path, question: question), light: light) { () throws(Problem) in
                    let encoded = encode(try answer(question))
                    guard encoded.finite else { throw overflow }
                    return encoded.bytes
                }
            }, drawsPictures: picture != nil)
    }

    /// An answer with an infinite or NaN number (sizes so extreme that a double overflows) is not written as null
    /// where the contract promises a number, nor drawn: the question is answered 422 instead.
    private static let overflow = Problem.unprocessable(
        [],
        "The values asked for are so far apart that the answer overflows a double "
            + "(a number in it would be infinite); bring the sizes or ratios closer together.")

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
