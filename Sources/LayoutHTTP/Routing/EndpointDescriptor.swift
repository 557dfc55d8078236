import LayoutAnswers
import LayoutHTTPCore

/// What one endpoint is, declared once next to its handler: its path, methods, the names it reads (each with type,
/// range or values, a one-line doc, an example and the condition it applies under), what it answers and what its
/// cache key covers. The route list is built from these (``Route/descriptor``); ``Vocabulary``'s places, the
/// `layoutd routes --json` listing, and the tests and scripts that must know every route derive from them.
///
/// ```swift
/// EndpointDescriptor(
///     path: "/sizeclass", summary: "The size classes of a device or a window.",
///     parameters: [.device, .window.when("without a device")], answers: ["SizeClassAnswer"])
/// // → /sizeclass, GET and POST, reads device and window ("window applies to /sizeclass without a device")
/// ```
///
/// It mirrors nothing of Apple's: it is the service's own table of contents, as an OpenAPI `paths` entry is.
public struct EndpointDescriptor: Sendable, Encodable {
    /// How a route answers: cached question, straight away, or on a worker without a cache entry of its own.
    public enum Kind: String, Sendable, Encodable { case computed, direct, worker }

    /// The path pattern: literal segments and `{name}` placeholders, e.g. `/devices/{id}`.
    public let path: String
    /// Methods besides `HEAD` (implied by `GET`) and `OPTIONS` (always answered).
    public let methods: [String]
    /// One line: what the endpoint answers.
    public let summary: String
    /// The names it reads: path placeholders, query parameters, JSON body members. A route that answers no GET
    /// has no query parameters: a POST's query string must be empty, so each name it reads is a body member.
    public let parameters: [ParameterDescriptor]
    /// The answer's type names as openapi.yaml's schemas call them (empty for text and direct answers).
    public let answers: [String]
    /// The media types a successful answer may have (the first is the default).
    public let mediaTypes: [String]
    /// How it answers.
    public let kind: Kind
    /// The names the cache key covers: every parameter a computed route reads (the normalized question is the key),
    /// none for an answer never cached.
    public var cacheKey: [String] { kind == .computed ? parameters.map(\.name) : [] }

    /// Describes an endpoint.
    /// - Parameters:
    ///   - path: The path pattern, e.g. `/devices/{id}`.
    ///   - methods: `GET` and `POST` unless given.
    ///   - summary: One line.
    ///   - parameters: Every name it reads, placeholders included.
    ///   - answers: The answer schemas' names.
    ///   - mediaTypes: `application/json` unless given; a drawing route adds `image/svg+xml`.
    ///   - kind: Computed unless given.
    public init(
        path: String, methods: [String] = ["GET", "POST"], summary: String, parameters: [ParameterDescriptor] = [],
        answers: [String] = [], mediaTypes: [String] = ["application/json"], kind: Kind = .computed
    ) {
        self.path = path
        self.methods = methods
        self.summary = summary
        self.parameters = methods.contains("GET") ? parameters : parameters.map { $0.inBody() }
        self.answers = answers
        self.mediaTypes = mediaTypes
        self.kind = kind
    }

    /// The descriptors of `routes` as a JSON array sorted by path (then methods), one descriptor a line: what
    /// `layoutd routes --json` prints.
    public static func listing(_ routes: [Route]) -> String {
        let sorted = routes.map(\.descriptor).sorted {
            ($0.path, $0.methods.joined(separator: ",")) < ($1.path, $1.methods.joined(separator: ","))
        }
        let lines = sorted.map { String(decoding: (try? CompactJSONEncoder.encode($0)) ?? [], as: UTF8.self) }
        return "[\n" + lines.joined(separator: ",\n") + "\n]"
    }

    /// Whether the answer can also be drawn as SVG.
    var drawsPictures: Bool { mediaTypes.contains(Representation.svgMediaType) }

    /// This descriptor with the picture options every drawing route reads (`format`, `zoom`, `legend`, `labels`,
    /// `colorScheme`, `export`) and `image/svg+xml` among its media types.
    func drawing() -> EndpointDescriptor {
        EndpointDescriptor(
            path: path, methods: methods, summary: summary, parameters: parameters + ParameterDescriptor.pictureOptions,
            answers: answers, mediaTypes: mediaTypes + [Representation.svgMediaType], kind: kind)
    }

    private enum CodingKeys: String, CodingKey {
        case path, methods, summary, parameters, answers, mediaTypes, kind, cacheKey, deprecatedNames
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(methods, forKey: .methods)
        try container.encode(summary, forKey: .summary)
        try container.encode(kind, forKey: .kind)
        try container.encode(parameters.sorted { $0.name < $1.name }, forKey: .parameters)
        try container.encode(answers, forKey: .answers)
        try container.encode(mediaTypes, forKey: .mediaTypes)
        try container.encode(cacheKey.sorted(), forKey: .cacheKey)
        try container.encode(Vocabulary.renames.filter { $0.routes.contains(path) }, forKey: .deprecatedNames)
    }
}
