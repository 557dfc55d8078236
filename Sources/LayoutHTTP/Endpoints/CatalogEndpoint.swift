import LayoutAnswers
import LayoutHTTPCore

/// `GET /catalog`: the catalog's version, newest source snapshot, newest model per family, counts and what it leaves
/// out. Its own endpoint: `/catalog` reads nothing of a device, and its answer is a summary of the catalog rather
/// than an entry of it.
///
/// `GET /catalog` → `{"version":…,"newestSnapshot":{"date":"2026-10-23",…},…}` (``CatalogSummary``).
enum CatalogEndpoint: Endpoint {
    static let descriptor = EndpointDescriptor(
        path: "/catalog", methods: ["GET"], summary: "What the catalog holds and where its figures come from.",
        answers: ["CatalogSummary"])

    static func routes(catalog: DeviceCatalog) -> [Route] { [route(catalog: catalog)] }

    /// The route, answering the summary made once from the catalog.
    static func route(catalog: DeviceCatalog) -> Route {
        let summary = CatalogSummary(catalog)
        return Route.computed(
            descriptor,
            parse: { (_: inout Parameters, _: [String: String]) throws(Problem) in true },
            answer: { (_: Bool) throws(Problem) in summary })
    }
}
