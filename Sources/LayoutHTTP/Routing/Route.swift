import Synchronization
import LayoutAnswers
import LayoutGeometry
public import LayoutHTTPCore

/// One path the service answers: its descriptor (path, methods, the names it reads, what it answers) and handler.
/// A class, immutable: a request's route is one reference, where copying a struct of a descriptor, a closure,
/// strings and arrays cost every request two dozen reference-count operations.
public final class Route: Sendable {
    /// What the endpoint is: declared once, next to its handler.
    public let descriptor: EndpointDescriptor
    /// The path pattern: literal segments and `{name}` placeholders, e.g. `/devices/{id}`.
    public var path: String { descriptor.path }
    /// Methods besides `HEAD` (implied by `GET`) and `OPTIONS` (always answered).
    public var methods: [String] { descriptor.methods }
    let handler: Handler
    /// Whether the answer can also be drawn as SVG (`format=svg`, `Accept: image/svg+xml`).
    let drawsPictures: Bool
    /// The media type of a successful answer (`application/json`, or `text/css` for the CSS export).
    let mediaType: String
    /// More media types an `Accept` may name for this answer (the tokens' `application/design-tokens+json`): the
    /// body is the same, sent as ``mediaType``. The descriptor's media types after the first, besides SVG.
    let alsoAccepted: [String]
    private let segments: [Substring]
    /// Whether the pattern has no placeholders, so matching is one string comparison.
    let isLiteral: Bool

    /// A computed route's reader: the parameters and the path's placeholders to a ``Computation``.
    typealias Parse = @Sendable (inout Parameters, [String: String]) throws(Problem) -> Computation

    enum Handler: Sendable {
        /// Answers straight away (health, metrics): never cached, never deferred.
        case direct(@Sendable (Request, any RouteContext) -> Response)
        /// Parses the request into a normalized question whose answer is cached and computed on a worker.
        case computed(Parse)
        /// Answers on a worker without a cache entry of its own (`/batch`, whose questions use the cache one by one),
        /// within the request's work budget.
        case worker(@Sendable (Request, any RouteContext, WorkBudget) -> Response)
    }

    init(_ descriptor: EndpointDescriptor, handler: Handler) {
        self.descriptor = descriptor
        self.handler = handler
        self.drawsPictures = descriptor.drawsPictures
        self.mediaType = descriptor.mediaTypes.first ?? "application/json"
        self.alsoAccepted = descriptor.mediaTypes.dropFirst().filter { $0 != Representation.svgMediaType }
        self.segments = descriptor.path.split(separator: "/")
        self.isLiteral = !descriptor.path.contains("{")
    }

    /// A route answered directly, without cache or worker.
    public static func direct(
        _ descriptor: EndpointDescriptor, _ respond: @escaping @Sendable (Request, any RouteContext) -> Response
    ) -> Route {
        Route(descriptor, handler: .direct(respond))
    }

    /// A computed route: `parse` turns GET query or POST JSON into a normalized `Question` (the cache key, so
    /// equal questions asked differently share one entry) and `answer` computes the JSON answer on a worker.
    /// - Parameters:
    ///   - descriptor: The path, methods and names; it says `image/svg+xml` exactly when `picture` is given.
    ///   - parse: Reads and validates every field; path placeholders come as the second argument.
    ///   - answer: Computes the answer from the question alone (it must not look at the request).
    ///   - picture: Draws the answer as SVG at a zoom (the route then answers `format=svg`); `nil` for JSON only.
    ///   - light: Whether one JSON answer takes microseconds whatever the question (one size class, one alignment
    ///     rect): such a miss may be computed on the poll thread (``ServerConfiguration/lightMissesInline``).
    public static func computed<Question: Hashable & Sendable, Answer: Encodable & Sendable>(
        _ descriptor: EndpointDescriptor,
        parse: @escaping @Sendable (inout Parameters, [String: String]) throws(Problem) -> Question,
        answer: @escaping @Sendable (Question) throws(Problem) -> Answer,
        picture: (@Sendable (Question, Answer, Double) throws(Problem) -> [UInt8])? = nil,
        light: Bool = false
    ) -> Route {
        computed(
            descriptor, parse: parse, answer: ignoringBudget(answer), picture: picture, light: light,
            encode: { value in
                (try? CompactJSONEncoder.encodeChecked(value)) ?? (
                    Array("{\"error\":\"unencodable answer\"}".utf8), false
                )
            })
    }

    /// A computed route whose answer writes its own JSON (the hot `/fit`); otherwise as
    /// ``computed(_:parse:answer:picture:light:)``.
    /// - Parameter light: As there (one placement).
    static func computed<Question: Hashable & Sendable, Answer: JSONWritable & Sendable>(
        _ descriptor: EndpointDescriptor,
        parse: @escaping @Sendable (inout Parameters, [String: String]) throws(Problem) -> Question,
        answer: @escaping @Sendable (Question) throws(Problem) -> Answer,
        picture: (@Sendable (Question, Answer, Double) throws(Problem) -> [UInt8])? = nil,
        light: Bool = false
    ) -> Route {
        computed(
            descriptor, parse: parse, answer: ignoringBudget(answer), picture: picture, light: light,
            encode: { CompactJSONEncoder.encodeChecked(writable: $0) })
    }

    /// An answer that does no budgeted work, as one that takes the budget.
    private static func ignoringBudget<Question, Answer>(
        _ answer: @escaping @Sendable (Question) throws(Problem) -> Answer
    ) -> @Sendable (Question, WorkBudget) throws(Problem) -> Answer {
        { (question: Question, _: WorkBudget) throws(Problem) in try answer(question) }
    }

    /// A computed route whose answer does work bounded by the request's ``WorkBudget`` (a SwiftUI layout: a batch's
    /// layouts share one budget); otherwise as ``computed(_:parse:answer:picture:light:)``.
    /// - Parameter answer: Computes the answer from the question within the budget.
    static func computed<Question: Hashable & Sendable, Answer: JSONWritable & Sendable>(
        _ descriptor: EndpointDescriptor,
        parse: @escaping @Sendable (inout Parameters, [String: String]) throws(Problem) -> Question,
        answerWithin answer: @escaping @Sendable (Question, WorkBudget) throws(Problem) -> Answer,
        picture: (@Sendable (Question, Answer, Double) throws(Problem) -> [UInt8])? = nil
    ) -> Route {
        computed(
            descriptor, parse: parse, answer: answer, picture: picture, light: false,
            encode: { CompactJSONEncoder.encodeChecked(writable: $0) })
    }

    /// A computed GET route whose answer is text of another media type (the CSS export), cached like the others.
    /// - Parameters:
    ///   - descriptor: The path and names; its first media type is the answer's `Content-Type`, e.g. `text/css`.
    ///   - parse: Reads and validates every field.
    ///   - answer: Writes the text.
    static func text<Question: Hashable & Sendable>(
        _ descriptor: EndpointDescriptor,
        parse: @escaping @Sendable (inout Parameters, [String: String]) throws(Problem) -> Question,
        answer: @escaping @Sendable (Question) throws(Problem) -> String
    ) -> Route {
        let path = descriptor.path, mediaType = descriptor.mediaTypes[0]
        return Route(
            descriptor,
            handler: .computed { (parameters: inout Parameters, arguments: [String: String]) throws(Problem) in
                let question = try parse(&parameters, arguments)
                return Computation(key: CacheKey(route: path, question: question), contentType: mediaType) {
                    (_: WorkBudget) throws(Problem) in
                    Array(try answer(question).utf8)
                }
            })
    }

    /// The one implementation behind both: the question is the cache key, the answer is encoded on a worker. A
    /// picture is a representation of its own: its key is the question with the zoom, so it has its own cache
    /// entry and ETag.
    private static func computed<Question: Hashable & Sendable, Answer>(
        _ descriptor: EndpointDescriptor,
        parse: @escaping @Sendable (inout Parameters, [String: String]) throws(Problem) -> Question,
        answer: @escaping @Sendable (Question, WorkBudget) throws(Problem) -> Answer,
        picture: (@Sendable (Question, Answer, Double) throws(Problem) -> [UInt8])?,
        light: Bool,
        encode: @escaping @Sendable (Answer) -> (bytes: [UInt8], finite: Bool)
    ) -> Route {
        precondition(
            descriptor.drawsPictures == (picture != nil),
            "\(descriptor.path): the descriptor's media types must name image/svg+xml exactly when it draws")
        let path = descriptor.path
        return Route(
            descriptor,
            handler: .computed { (parameters: inout Parameters, arguments: [String: String]) throws(Problem) in
                let question = try parse(&parameters, arguments)
                let options =
                    picture == nil
                    ? PictureOptions()
                    : PictureOptions(
                        legend: try parameters.bool("legend") ?? true, labels: try parameters.bool("labels") ?? true,
                        colorScheme: try parameters.choice(
                            ["colorScheme"], allowed: PictureOptions.ColorScheme.allCases.map(\.rawValue),
                            parse: PictureOptions.ColorScheme.init(rawValue:)) ?? .light,
                        export: try parameters.choice(
                            ["export"], allowed: PictureOptions.Export.allCases.map(\.rawValue),
                            parse: PictureOptions.Export.init(rawValue:)))
                if case .svg(let zoom) = parameters.representation, let picture {
                    let key = PictureQuestion(question: question, zoom: zoom, options: options)
                    return Computation(
                        key: CacheKey(route: path, question: key),
                        contentType: Representation.svgMediaType
                    ) { (budget: WorkBudget) throws(Problem) in
                        let answered = try answer(question, budget)
                        // One answer per question in every representation: refused as JSON, refused as a picture.
                        guard encode(answered).finite else { throw overflow }
                        return try options.drawing { () throws(Problem) in try picture(question, answered, zoom) }
                    }
                }
                if options != PictureOptions() {
                    let field =
                        !options.legend
                        ? "legend" : !options.labels ? "labels" : options.export != nil ? "export" : "colorScheme"
                    throw Problem.notApplicable(
                        [field], status: 422,
                        detail: "legend, labels, colorScheme and export apply to the SVG picture (format=svg).")
                }
                return Computation(key: CacheKey(route: path, question: question), light: light) {
                    (budget: WorkBudget) throws(Problem) in
                    let encoded = encode(try answer(question, budget))
                    guard encoded.finite else { throw overflow }
                    return encoded.bytes
                }
            })
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
        if isLiteral { return ByteText.same(path, self.path) ? [:] : nil }
        let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
            .map { Substring($0) }
        guard parts.count == segments.count || (segments.isEmpty && parts.allSatisfy(\.isEmpty)) else { return nil }
        var arguments: [String: String] = [:]
        for (pattern, part) in zip(segments, parts) {
            if pattern.first == "{" && pattern.last == "}" {
                guard !part.isEmpty else { return nil }
                arguments[String(pattern.dropFirst().dropLast())] = String(part)
            } else if !pattern.utf8.elementsEqual(part.utf8) {
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
