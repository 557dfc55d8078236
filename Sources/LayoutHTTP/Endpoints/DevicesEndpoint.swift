import LayoutGeometry
import LayoutAnswers
import LayoutHTTPCore

/// `GET /devices` (filtered, projected, paged list), `GET /devices/{id}` (one hardware model by id, name,
/// hardware identifier, or a HIG row it resolves from) and `GET /devices/groups[/{id}]` (the HIG's rows);
/// `GET /catalog` is an endpoint of its own.
///
/// `GET /devices?family=ipad&fields=id,name,screen&limit=20` →
/// `{"devices":[…20],"count":20,"total":40,"nextCursor":"20"}` (without `limit`, pages of ``defaultPageSize``);
/// `GET /devices/iPad16,3` → the iPad Pro 11-inch (M4): 834 × 1210 pt, 30 pt corners;
/// `GET /devices/ipad-pro-11-inch` → the iPad Pro 11-inch (4th generation), with `resolvedFrom` naming the row;
/// `GET /devices/iphone-16-pro?fields=id,screen` → `{"id":"iphone-16-pro","screen":{"width":402,"height":874}}`;
/// `GET /devices/iphone-17-pro?fields=id&orientation=landscape` → `{"id":"iphone-17-pro","orientation":"landscape",
/// "interfaceOrientation":"landscapeLeft","window":{"x":0,"y":0,"width":874,"height":402},"safeArea":{"x":62,"y":20,
/// "width":750,"height":362}}` (the members `/fit`'s `deviceRegion` names the same way).
enum DevicesEndpoint: Endpoint {
    typealias DeviceQuestion = DevicesAnswers.DeviceQuestion
    typealias ListQuestion = DevicesAnswers.ListQuestion
    typealias GroupList = DevicesAnswers.GroupList

    static let listDescriptor = EndpointDescriptor(
        path: "/devices", methods: ["GET"], summary: "The device catalog, filtered and paged.",
        parameters: [
            .family, .fields,
            ParameterDescriptor(
                "limit", .integer, minimum: 1, maximum: 1000, doc: "Most devices in one answer (default 50).",
                example: "20"),
            ParameterDescriptor("cursor", .string, doc: "The nextCursor of the previous page.", example: "50"),
            ParameterDescriptor(
                "q", .string, doc: "Substring of the id, name, an identifier or WIDTHxHEIGHT.", example: "pro max"),
            ParameterDescriptor("identifier", .string, doc: "A hardware model identifier.", example: "iPhone15,2"),
            .number("minWidth", .any, doc: "Portrait width at least (pt).", example: "380"),
            .number("maxWidth", .any, doc: "Portrait width at most (pt).", example: "440"),
            .number("minHeight", .any, doc: "Portrait height at least (pt).", example: "800"),
            .number("maxHeight", .any, doc: "Portrait height at most (pt).", example: "960"),
            .number("scale", .positive, doc: "Display scale.", example: "3"),
        ], answers: ["Device"])
    static let groupsDescriptor = EndpointDescriptor(
        path: "/devices/groups", methods: ["GET"], summary: "The HIG's device groups.", answers: ["DeviceGroup"])
    static let groupDescriptor = EndpointDescriptor(
        path: "/devices/groups/{id}", methods: ["GET"], summary: "One device group.",
        parameters: [.id.with(doc: "A group id or name.", example: "ipad-pro-11-inch")], answers: ["DeviceGroup"])
    static let deviceDescriptor = EndpointDescriptor(
        path: "/devices/{id}", methods: ["GET"], summary: "One device, or its picture.",
        parameters: [
            .id.with(example: "ipad-pro-13-inch-m4"), .display, .os, .fields, .orientation,
            .aspectRatio.when("as SVG"), .keyboard.when("as SVG"),
        ], answers: ["Device"]
    ).drawing()

    static func routes(catalog: DeviceCatalog) -> [Route] {
        [
            Route.computed(
                listDescriptor, parse: parseList,
                answer: { (q: ListQuestion) throws(Problem) in DevicesAnswers.list(q, catalog) }),
            Route.computed(
                groupsDescriptor,
                parse: { (_: inout Parameters, _: [String: String]) throws(Problem) in true },
                answer: { (_: Bool) throws(Problem) in
                    GroupList(groups: catalog.groups, count: catalog.groups.count)
                }),
            Route.computed(
                groupDescriptor,
                parse: { (_: inout Parameters, arguments: [String: String]) throws(Problem) in
                    try Parameters.deviceGroup(arguments["id"] ?? "", in: catalog).id
                }, answer: { (id: String) throws(Problem) in try Parameters.deviceGroup(id, in: catalog) }),
            Route.computed(
                deviceDescriptor,
                parse: { (p: inout Parameters, arguments: [String: String]) throws(Problem) in
                    let name = arguments["id"] ?? ""
                    let display = try p.display()
                    // display=both: the picture of every display side by side, the model on its default one
                    let both = display == "both"
                    let resolved = try Parameters.device(
                        name, in: catalog, display: both ? nil : display, group: .asWritten)
                    let device = resolved.device
                    if both { try bothDisplays(of: device, picture: p.isPicture) }
                    var question = DeviceQuestion(
                        device: resolved, os: try p.osVersion(for: device), fields: try fields(&p))
                    question.everyDisplay = both
                    if p.isPicture, question.fields != nil {
                        throw Problem.notApplicable(
                            ["fields"], status: 422,
                            detail: "fields chooses the members of the "
                                + "JSON answer; a picture draws the whole model.")
                    }
                    // The orientation: drawn by a picture, its window and safe area added to the JSON answer
                    if let asked = try p.askedOrientation() ?? (p.isPicture ? .default(for: device) : nil) {
                        question.orientation = try DeviceRegionParameters.supported(asked, by: device)
                    }
                    // The picture's own parameters: the aspect-fit guide's ratio and the keyboard drawn
                    if p.isPicture {
                        question.guideRatio = try p.aspectRatio("aspectRatio")
                        question.keyboard = try p.choice(
                            ["keyboard"], allowed: KeyboardGuide.Option.allCases.map(\.rawValue),
                            parse: KeyboardGuide.Option.init(rawValue:))
                        if both, question.guideRatio != nil || question.keyboard != nil || question.os != nil {
                            let name =
                                question.guideRatio != nil
                                ? "aspectRatio" : question.keyboard != nil ? "keyboard" : "os"
                            throw Problem.notApplicable(
                                [name], status: 422,
                                detail: "aspectRatio, keyboard and os draw on one display (display=outer or "
                                    + "display=inner); display=both draws each display as it is.")
                        }
                    }
                    return question
                },
                answer: { (q: DeviceQuestion) throws(Problem) in
                    var device = q.device.answering(os: q.os).device
                    device.sourceDescriptions = catalog.sourceDescriptions(for: device)
                    return DeviceProjection(device: device, fields: q.fields, orientation: q.orientation)
                },
                picture: { (q: DeviceQuestion, answer: DeviceProjection, zoom: Double) throws(Problem) in
                    let device = answer.device
                    return try Problem.answering { () throws(AnswerError) in
                        if q.everyDisplay {
                            return try AnswerPictures.devicePair(
                                device, orientation: q.orientation ?? .default(for: device), zoom: zoom)
                        }
                        return try AnswerPictures.device(
                            device, orientation: q.orientation ?? .default(for: device),
                            guideRatio: q.guideRatio, keyboard: q.keyboard, os: q.os, zoom: zoom)
                    }
                }),
        ]
    }

    /// Checks `display=both`: a picture of a model with more than one display.
    /// - Throws: 422 (field `display`) for a model with one display, or for the JSON answer, which is one display's.
    static func bothDisplays(of device: Device, picture: Bool) throws(Problem) {
        guard let displays = device.displays, displays.count > 1 else {
            throw Problem.unprocessable(
                "display",
                "\(device.name) has one display, so display=both does not apply; it draws every display of a model "
                    + "with more than one, such as iphone-duo (outer, inner).")
        }
        guard picture else {
            throw Problem.unprocessable(
                "display",
                "both draws every display side by side and applies to format=svg; the JSON answer is one display's: "
                    + "\(displays.map(\.id).joined(separator: " or ")).")
        }
    }

    // MARK: The list

    static func parseList(_ p: inout Parameters, _: [String: String]) throws(Problem) -> ListQuestion {
        let q = ListQuestion(
            family: try p.family(),
            query: try p.string("q", maximumBytes: DevicesAnswers.maximumSearchBytes)?.value.lowercased(),
            identifier: try p.string("identifier", maximumBytes: DevicesAnswers.maximumSearchBytes)?.value.lowercased(),
            minWidth: try p.number("minWidth"), maxWidth: try p.number("maxWidth"),
            minHeight: try p.number("minHeight"), maxHeight: try p.number("maxHeight"),
            scale: try p.positiveNumber("scale"),
            fields: try fields(&p),
            limit: try p.integer("limit", in: 1...1000) ?? DevicesAnswers.defaultPageSize,
            offset: try cursor(&p)
        )
        if let a = q.minWidth, let b = q.maxWidth, a > b {
            throw Problem.unprocessable("minWidth", "is larger than maxWidth.")
        }
        if let a = q.minHeight, let b = q.maxHeight, a > b {
            throw Problem.unprocessable("minHeight", "is larger than maxHeight.")
        }
        return q
    }

    /// `fields=id,name,screen`: the members each device is answered with (the list's devices, or the one model).
    static func fields(_ p: inout Parameters) throws(Problem) -> [Device.CodingKeys]? {
        guard let (field, text) = try p.string("fields") else { return nil }
        var chosen = Set<Device.CodingKeys>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map({
            String($0).trimmingPrefix(while: { $0 == " " })
        }) {
            guard let key = Device.CodingKeys(rawValue: String(name)) else {
                let allowed = Device.CodingKeys.allCases.map(\.rawValue)
                var problem = Problem.invalidField(
                    field, "unknown member \"\(name.prefix(40))\"; choose from \(allowed.joined(separator: ", ")).")
                problem.extensions["allowed"] = allowed
                throw problem
            }
            chosen.insert(key)
        }
        return Device.CodingKeys.allCases.filter(chosen.contains)
    }

    /// `cursor`: where a page starts, as given in the previous page's `nextCursor`.
    private static func cursor(_ p: inout Parameters) throws(Problem) -> Int {
        guard let (field, text) = try p.string("cursor") else { return 0 }
        guard let offset = Int(text), offset >= 0, offset <= 999_999, String(offset) == text else {
            throw Problem.invalidField(
                field, "is not a cursor this service gave (use the nextCursor of the previous page).")
        }
        return offset
    }
}
