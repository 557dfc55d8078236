public import LayoutAnswers
public import LayoutGeometry
public import LayoutHTTPCore

/// Builds the service with every route (every `Endpoint`, from the generated ``EndpointRegistry``): what `layoutd`
/// runs and what the tests call.
/// - Parameters:
///   - configuration: Settings (cache size, CORS origin, …).
///   - catalog: The device catalog (the embedded one unless `--devices-file` names another).
///   - extraRoutes: Routes added after the built-in ones (tests use this for a deliberately slow route).
///   - compressor: How cached and batch answers of 1 KiB and more get their zstd and gzip copies. This module holds
///     no C, so none by default; `layoutd` passes LayoutServer's `Compressor.standard` (libzstd and zlib).
///   - text: What measures SwiftUI Text views. This module holds no C, so none by default (a Text is then a 422);
///     `layoutd` passes LayoutText's `TextMeasurer` (HarfBuzz and ICU over the loaded fonts).
/// - Returns: The service, ready to be served by LayoutServer's `HTTPServer` or driven in memory.
public func buildService(
    configuration: ServerConfiguration, catalog: DeviceCatalog = .bundled, extraRoutes: [Route] = [],
    compressor: Compressor = .none, text: (any SwiftUILayout.TextMeasuring)? = nil
) -> LayoutService {
    LayoutService(
        configuration: configuration,
        routes: EndpointRegistry.routes(catalog: catalog, text: text) + extraRoutes,
        compressor: compressor
    )
}
