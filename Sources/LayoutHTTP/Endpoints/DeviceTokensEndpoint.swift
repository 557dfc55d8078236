import LayoutAnswers
import LayoutHTTPCore

/// `GET /devices/{id}/tokens` and `GET /devices.tokens.json?family=iphone`: a model's figures (or a family's) as
/// design tokens in the Design Tokens Community Group format, for design tools and token pipelines.
///
/// One group per model (its id), in it one per orientation the model takes, in each the sections `screen`,
/// `safeArea`, `cornerRadius`, `statusBar`, `keyboard`, `sensorHousing`, `homeIndicator` and `displayZoom`
/// (``DeviceTokensAnswers``); a model with more than one display (the iPhone Duo) has a group per display
/// (`iphone-duo-outer`, `iphone-duo-inner`), and `display=inner` on its route answers that one. A figure no source
/// gives is left out and named in `$extensions["io.github.layoutd"].unknown`, never 0. `os` picks the safe-area
/// insets of an OS version (the model's own route only); dimensions are `"402px"` strings (what Style Dictionary
/// and Tokens Studio import), and `dimensions=object` writes the 2025.10 draft's `{"value":402,"unit":"px"}`.
/// `Accept: application/design-tokens+json` (the type DTCG names for token files) is answered like
/// `application/json`.
///
/// `GET /devices/iphone-16-pro/tokens` →
/// `{"$description":"layoutd design tokens for iPhone 16 Pro …","iphone-16-pro":{…,"portrait":{"screen":{…,
/// "width":{"$value":"402px","$type":"dimension"},…},"safeArea":{…},…}}}`
enum DeviceTokensEndpoint: Endpoint {
    static let deviceDescriptor = EndpointDescriptor(
        path: "/devices/{id}/tokens", methods: ["GET"], summary: "A device's design tokens (DTCG).",
        parameters: [.id, .display, .os, .dimensions], answers: ["DesignTokens"],
        mediaTypes: ["application/json", Negotiation.designTokensMediaType])
    static let familyDescriptor = EndpointDescriptor(
        path: "/devices.tokens.json", methods: ["GET"], summary: "The design tokens of every device, or of a family.",
        parameters: [.family, .dimensions], answers: ["DesignTokens"],
        mediaTypes: ["application/json", Negotiation.designTokensMediaType])

    static func routes(catalog: DeviceCatalog) -> [Route] {
        [
            Route.computed(
                deviceDescriptor,
                parse: {
                    (p: inout Parameters, arguments: [String: String]) throws(Problem) in
                    let name = arguments["id"] ?? ""
                    let display = try p.display()
                    let resolved = try Parameters.device(name, in: catalog, display: display, group: .asWritten)
                    return DeviceTokensAnswers.DeviceQuestion(
                        device: resolved, os: try p.osVersion(for: resolved.device), dimensions: try dimensions(&p))
                },
                answer: { (q: DeviceTokensAnswers.DeviceQuestion) throws(Problem) in
                    // Without display= a model with two displays is answered on each, a group per display
                    let device = q.device.device
                    let shown = (q.display == nil ? device.everyDisplay : [device]).map { d in
                        q.os.map { d.answering(os: $0) } ?? d
                    }
                    let about = q.display == nil ? "\(device.name) (\(device.id))" : device.displayTitle
                    return DeviceTokensAnswers.document(for: shown, about: about, dimensions: q.dimensions)
                }
            ),
            Route.computed(
                familyDescriptor,
                parse: {
                    (p: inout Parameters, _: [String: String]) throws(Problem) in
                    DeviceTokensAnswers.FamilyQuestion(family: try p.family() ?? "", dimensions: try dimensions(&p))
                },
                answer: { (q: DeviceTokensAnswers.FamilyQuestion) throws(Problem) in
                    let matches = DevicesAnswers.families.first { $0.name == q.family }?.matches
                    let devices = catalog.devices.filter { matches?($0) ?? true }.flatMap(\.everyDisplay)
                    let about = q.family.isEmpty ? "every model" : "family \(q.family)"
                    return DeviceTokensAnswers.document(for: devices, about: about, dimensions: q.dimensions)
                }
            ),
        ]
    }

    /// `dimensions`: `string` (the default, `"402px"`) or `object` (DTCG 2025.10's `{"value":402,"unit":"px"}`).
    static func dimensions(_ p: inout Parameters) throws(Problem) -> DeviceTokensAnswers.DimensionForm {
        let names = DeviceTokensAnswers.DimensionForm.allCases.map(\.rawValue)
        return try p.choice(["dimensions"], allowed: names) {
            DeviceTokensAnswers.DimensionForm(rawValue: $0)
        } ?? .string
    }
}
