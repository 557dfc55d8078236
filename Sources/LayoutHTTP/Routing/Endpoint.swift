import LayoutGeometry
import LayoutAnswers

/// An endpoint as one unit: the type in `Sources/LayoutHTTP/Endpoints/` that declares its descriptors and routes.
/// Conforming is how an endpoint registers: `scripts/generate/endpoint-registry.py` finds every `enum X: Endpoint`
/// there and writes the service's list (`Service/Generated/EndpointRegistry.swift`), so adding an endpoint edits no
/// list by hand (the registry's `--check` and `RouteListTests` fail until it is regenerated).
///
/// ```swift
/// enum TVGridEndpoint: Endpoint {
///     static func routes(catalog _: DeviceCatalog) -> [Route] { [route] }
/// }
/// // → buildService answers GET/POST /tvgrid
/// ```
///
/// It mirrors nothing of Apple's: it is the service's own table of contents, as Vapor's `RouteCollection` is.
protocol Endpoint {
    /// The endpoint's routes.
    /// - Parameter catalog: The device catalog the service answers from.
    /// - Returns: Its routes; where two of them match one path, the first comes first (the service then puts every
    ///   route before a less specific one: ``EndpointRegistry/routes(catalog:)``).
    static func routes(catalog: DeviceCatalog) -> [Route]

    /// The endpoint's routes when the service measures text with `text` (``buildService``'s measurer); an endpoint
    /// that lays out no Text keeps the default, its ``routes(catalog:)``.
    static func routes(catalog: DeviceCatalog, text: (any SwiftUILayout.TextMeasuring)?) -> [Route]
}

extension Endpoint {
    static func routes(catalog: DeviceCatalog, text _: (any SwiftUILayout.TextMeasuring)?) -> [Route] {
        routes(catalog: catalog)
    }
}
