import LayoutAnswers
import LayoutGeometry
import LayoutHTTPCore

/// `GET /fonts`: the font families SwiftUI Text is measured in, their faces and files, and the fallback cascade
/// (``FontsAnswers``), read once at start-up from `fontDirectories`.
///
/// `GET /fonts` → `{"defaultFamily":"Inter","cascade":["Inter","DejaVu Sans"],"families":[…]}`.
enum FontsEndpoint: Endpoint {
    static let descriptor = EndpointDescriptor(
        path: "/fonts", methods: ["GET"], summary: "The fonts Text is measured in.", answers: ["FontsAnswer"])

    static func routes(catalog: DeviceCatalog) -> [Route] { [route(text: nil)] }
    static func routes(catalog _: DeviceCatalog, text: (any SwiftUILayout.TextMeasuring)?) -> [Route] {
        [route(text: text)]
    }

    static func route(text: (any SwiftUILayout.TextMeasuring)?) -> Route {
        let answer = FontsAnswers.Answer(text)
        return Route.computed(
            descriptor,
            parse: { (_: inout Parameters, _: [String: String]) throws(Problem) in true },
            answer: { (_: Bool) throws(Problem) in answer })
    }
}
