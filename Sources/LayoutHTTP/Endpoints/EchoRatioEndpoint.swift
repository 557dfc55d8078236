import LayoutAnswers
import LayoutGeometry

/// `GET /echo-ratio?aspectRatio=21:9` (a throwaway endpoint) → `{"width":21,"height":9,"aspectRatio":2.33…}`.
enum EchoRatioEndpoint: Endpoint {
    static let descriptor = EndpointDescriptor(
        path: "/echo-ratio", methods: ["GET"], summary: "An aspect ratio's terms and value.",
        parameters: [.aspectRatio], answers: ["EchoRatioAnswer"])

    static let route = Route.computed(
        descriptor,
        parse: { (p: inout Parameters, _: [String: String]) throws(Problem) -> AspectRatio in
            guard let ratio = try p.aspectRatio("aspectRatio") else {
                throw Problem.unprocessable("aspectRatio", "is required (e.g. aspectRatio=21:9).")
            }
            return ratio
        },
        answer: { (q: AspectRatio) throws(Problem) in EchoRatioAnswers.answer(q) })

    static func routes(catalog _: DeviceCatalog) -> [Route] { [route] }
}
