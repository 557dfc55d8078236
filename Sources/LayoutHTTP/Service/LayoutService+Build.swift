public import LayoutAnswers

/// Builds the service with every route: what `layoutd` runs and what the tests call.
/// - Parameters:
///   - configuration: Settings (cache size, CORS origin, …).
///   - catalog: The device catalog (the embedded one unless `--devices-file` names another).
///   - extraRoutes: Routes added after the built-in ones (tests use this for a deliberately slow route).
///   - compressor: How cached and batch answers of 1 KiB and more get their gzip copy. This module holds no C, so
///     none by default; `layoutd` passes LayoutServer's `Compressor.gzip` (zlib).
/// - Returns: The service, ready to be served by LayoutServer's `HTTPServer` or driven in memory.
public func buildService(
    configuration: ServerConfiguration, catalog: DeviceCatalog = .bundled, extraRoutes: [Route] = [],
    compressor: Compressor = .none
) -> LayoutService {
    LayoutService(
        configuration: configuration,
        routes: HealthEndpoints.routes + [
            FitEndpoint.route(catalog: catalog),
            AlignmentEndpoint.route,
            TVGridEndpoint.route,
            SizeClassEndpoint.route(catalog: catalog),
            BatchEndpoint.route,
        ] + DevicesEndpoint.routes(catalog: catalog) + DeviceCSSEndpoint.routes(catalog: catalog)
            + DeviceTokensEndpoint.routes(catalog: catalog) + DocsEndpoints.routes
            + PlaygroundEndpoints.routes + [SwiftUILayoutEndpoint.route(catalog: catalog)]
            + [DevicesEndpoint.catalogRoute(catalog: catalog)] + extraRoutes,
        compressor: compressor
    )
}
