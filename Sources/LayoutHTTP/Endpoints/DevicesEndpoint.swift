import LayoutGeometry

/// `GET /devices` (filtered list) and `GET /devices/{id}` (one device by id, HIG name or model identifier).
///
/// `GET /devices?family=iphone&minWidth=400` → `{"devices":[…],"count":…}`;
/// `GET /devices/iPhone15,2` → the iPhone 14 Pro entry with its sources.
enum DevicesEndpoint {
    static func routes(catalog: DeviceCatalog) -> [Route] {
        [
            Route.computed("/devices", methods: ["GET"], parse: parseList, answer: { (q: ListQuestion) throws(Problem) in list(q, catalog) }),
            Route.computed("/devices/{id}", methods: ["GET"], parse: { (p: inout Parameters, arguments: [String: String]) throws(Problem) in
                try lookup(arguments["id"] ?? "", in: catalog).id
            }, answer: { (id: String) throws(Problem) in
                var device = try lookup(id, in: catalog)
                device.sourceDescriptions = catalog.sourceDescriptions(for: device)
                return device
            }),
        ]
    }

    /// The device for an id, name or identifier, or a 404 with close matches.
    static func lookup(_ name: String, in catalog: DeviceCatalog, field: String? = nil) throws(Problem) -> Device {
        if let device = catalog.device(named: name) { return device }
        let suggestions = catalog.suggestions(for: name)
        let hint = suggestions.isEmpty ? " See GET /devices for the list." : " Did you mean \(suggestions.joined(separator: ", "))?"
        let shown = name.count > 80 ? String(name.prefix(80)) + "…" : name
        var problem = Problem.notFound("No device \"\(shown)\"\(field.map { " (\($0))" } ?? "").\(hint)", suggestions: suggestions)
        if let field { problem.extensions["invalidFields"] = [field] }
        throw problem
    }

    struct ListQuestion: Hashable, Sendable {
        var family: String?
        var query: String?
        var identifier: String?
        var minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?
        var scale: Double?
    }

    struct ListAnswer: Encodable, Sendable {
        var devices: [Device]
        var count: Int
    }

    static func parseList(_ p: inout Parameters, _: [String: String]) throws(Problem) -> ListQuestion {
        let q = ListQuestion(
            family: try p.string("family")?.value.lowercased(),
            query: try p.string("q")?.value.lowercased(),
            identifier: try p.string("identifier")?.value.lowercased(),
            minWidth: try p.number("minWidth"), maxWidth: try p.number("maxWidth"),
            minHeight: try p.number("minHeight"), maxHeight: try p.number("maxHeight"),
            scale: try p.positiveNumber("scale")
        )
        if let a = q.minWidth, let b = q.maxWidth, a > b { throw Problem.invalidField("minWidth", "is larger than maxWidth.") }
        if let a = q.minHeight, let b = q.maxHeight, a > b { throw Problem.invalidField("minHeight", "is larger than maxHeight.") }
        return q
    }

    static func list(_ q: ListQuestion, _ catalog: DeviceCatalog) -> ListAnswer {
        let devices = catalog.devices.filter { d in
            if let family = q.family {
                let spaced = String(family.map { $0 == "-" ? " " : $0 }) // apple-watch → apple watch
                guard d.family.lowercased() == spaced || d.idiom == family || d.family.lowercased().hasPrefix(spaced) else { return false }
            }
            if let query = q.query, !(d.id.contains(query) || d.name.lowercased().contains(query)
                || d.identifiers.contains { $0.lowercased().contains(query) }
                || "\(Parameters.format(d.portraitSize.width))x\(Parameters.format(d.portraitSize.height))".contains(query)) {
                return false
            }
            if let identifier = q.identifier, !d.identifiers.contains(where: { $0.lowercased() == identifier }) { return false }
            let size = d.portraitSize
            if let v = q.minWidth, size.width < v { return false }
            if let v = q.maxWidth, size.width > v { return false }
            if let v = q.minHeight, size.height < v { return false }
            if let v = q.maxHeight, size.height > v { return false }
            if let v = q.scale, d.scale != v { return false }
            return true
        }
        return ListAnswer(devices: devices, count: devices.count)
    }
}
