import LayoutAnswers
import LayoutHTTPCore

/// `GET /` (the playground: pick a device, region, ratio and mode; see the picture, the JSON and the curl command),
/// its `/playground.css` and `/playground.js`, and `GET /openapi.yaml` (the contract, as the repository's file).
///
/// All four are compiled into the binary (``EmbeddedAssets``, written by `scripts/generate/embedded.py`), so the
/// page works offline with nothing beside the binary: no CDN, no build step. Each carries a strong ETag of its bytes
/// and answers `If-None-Match` with 304.
///
/// `GET /` → `200 text/html; charset=utf-8`, `<title>layoutd playground</title>…`.
enum PlaygroundEndpoints: Endpoint {
    static func routes(catalog _: DeviceCatalog) -> [Route] { routes }

    /// One served file: its path, media type and bytes, with the ETag computed once.
    struct Asset: Sendable {
        let path: String
        let mediaType: String
        let body: [UInt8]
        let etag: EntityTag

        init(_ path: String, _ mediaType: String, _ text: String) {
            self.path = path
            self.mediaType = mediaType
            self.body = Array(text.utf8)
            self.etag = EntityTag(body: body)
        }
    }

    static let assets: [Asset] = [
        Asset("/", "text/html; charset=utf-8", EmbeddedAssets.indexHTML),
        Asset("/playground.css", "text/css; charset=utf-8", EmbeddedAssets.playgroundCSS),
        Asset("/playground.js", "text/javascript; charset=utf-8", EmbeddedAssets.playgroundJS),
        Asset("/openapi.yaml", "text/yaml; charset=utf-8", EmbeddedAssets.openAPI),
    ]

    static let routes: [Route] = assets.map { asset in
        let descriptor = EndpointDescriptor(
            path: asset.path, methods: ["GET"], summary: "The playground: its page, style, script or OpenAPI document.",
            mediaTypes: [asset.mediaType], kind: .direct)
        return Route.direct(descriptor) { request, _ in
            let validators = [("ETag", asset.etag.value), ("Cache-Control", "public, max-age=300")]
            if let condition = request.header("if-none-match"), asset.etag.matches(ifNoneMatch: condition) {
                return Response(status: 304, headers: validators)
            }
            return Response(status: 200, headers: [("Content-Type", asset.mediaType)] + validators, body: asset.body)
        }
    }
}
