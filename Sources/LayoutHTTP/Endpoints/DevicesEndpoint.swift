import LayoutGeometry
import LayoutAnswers

/// `GET /devices` (filtered, projected, paged list), `GET /devices/{id}` (one hardware model by id, name,
/// hardware identifier, or a HIG row it resolves from) and `GET /devices/groups[/{id}]` (the HIG's rows).
///
/// `GET /devices?family=ipad&fields=id,name,screen&limit=20` → `{"devices":[…20],"count":20,"total":40,"nextCursor":"20"}`
/// (without `limit`, pages of ``defaultPageSize``);
/// `GET /devices/iPad16,3` → the iPad Pro 11-inch (M4): 834 × 1210 pt, 30 pt corners;
/// `GET /devices/ipad-pro-11-inch` → the iPad Pro 11-inch (4th generation), with `resolvedFrom` naming the row.
enum DevicesEndpoint {
    static func routes(catalog: DeviceCatalog) -> [Route] {
        [
            Route.computed("/devices", methods: ["GET"], parse: parseList, answer: { (q: ListQuestion) throws(Problem) in list(q, catalog) }),
            Route.computed("/devices/groups", methods: ["GET"], parse: { (_: inout Parameters, _: [String: String]) throws(Problem) in true },
                           answer: { (_: Bool) throws(Problem) in GroupList(groups: catalog.groups, count: catalog.groups.count) }),
            Route.computed("/devices/groups/{id}", methods: ["GET"], parse: { (_: inout Parameters, arguments: [String: String]) throws(Problem) in
                try group(arguments["id"] ?? "", in: catalog).id
            }, answer: { (id: String) throws(Problem) in try group(id, in: catalog) }),
            Route.computed("/devices/{id}", methods: ["GET"], parse: { (p: inout Parameters, arguments: [String: String]) throws(Problem) in
                let name = arguments["id"] ?? ""
                let device = try lookup(name, in: catalog)
                var question = DeviceQuestion(name: device.resolvedFrom == nil ? device.id : name, os: try osVersion(&p, for: device))
                if p.isPicture { // the picture's own parameters: the orientation drawn and the aspect-fit guide's ratio
                    let asked = try p.askedOrientation() ?? .default(for: device)
                    guard device.supports(asked.interface) else {
                        throw Problem.unprocessable("orientation", "\(device.name) has no \(asked.asked) interface (it has \(device.orientations.joined(separator: ", "))).")
                    }
                    question.orientation = asked
                    question.guideRatio = try p.aspectRatio("aspectRatio")
                }
                return question
            }, answer: { (q: DeviceQuestion) throws(Problem) in
                var device = try lookup(q.name, in: catalog)
                if let os = q.os { device = device.answering(os: os) }
                device.sourceDescriptions = catalog.sourceDescriptions(for: device)
                return device
            }, picture: { (q: DeviceQuestion, device: Device, zoom: Double) throws(Problem) in
                try Problem.answering { () throws(AnswerError) in
                    try AnswerPictures.device(device, orientation: q.orientation ?? .default(for: device),
                                              guideRatio: q.guideRatio, zoom: zoom)
                }
            }),
        ]
    }

    /// The model for an id, name, identifier or group, or a 404 with close matches.
    static func lookup(_ name: String, in catalog: DeviceCatalog, field: String? = nil) throws(Problem) -> Device {
        try Problem.answering { () throws(AnswerError) in try catalog.lookup(name, field: field) }
    }

    static func group(_ name: String, in catalog: DeviceCatalog) throws(Problem) -> DeviceGroup {
        try Problem.answering { () throws(AnswerError) in try catalog.lookupGroup(name) }
    }

    /// `os`: the version of the device's own OS whose safe-area insets to answer (`17`, `17.2`, `17.2.1`: one to
    /// three numbers below 1000, as openapi.yaml's pattern says); the default is the newest.
    /// - Throws: 400 when the text is not a version; 422 when the device never ran that version.
    static func osVersion(_ p: inout Parameters, for device: Device) throws(Problem) -> [Int]? {
        guard let (field, text) = try p.string("os") else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ (1...3).contains($0.count) && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }) else {
            throw Problem.invalidField(field, "must be a version of the device's OS such as 26, 17.2 or 17.2.1 (got \"\(text.prefix(40))\").")
        }
        let numbers = parts.compactMap { Int($0) }
        if let os = device.os {
            if let introduced = os.introduced, OSSupport.compare(introduced, [numbers[0]]) > 0, OSSupport.numbers(in: introduced).first != numbers[0] {
                throw Problem.unprocessable(field, "\(device.name) shipped with \(os.name) \(introduced); it never ran \(numbers.map(String.init).joined(separator: ".")).")
            }
            if let last = os.last, let lastMajor = OSSupport.numbers(in: last).first, numbers[0] > lastMajor {
                throw Problem.unprocessable(field, "\(device.name) runs \(os.name) up to \(last).")
            }
        }
        return numbers
    }

    struct DeviceQuestion: Hashable, Sendable {
        /// The model id, or the group name as asked (so the answer can say what it resolved from).
        var name: String
        var os: [Int]?
        /// The orientation a picture draws (`nil` for JSON).
        var orientation: AskedOrientation?
        /// The aspect-fit guide's ratio a picture draws, if any.
        var guideRatio: AspectRatio?
    }

    // MARK: The list

    /// Accepted `family` values: family names as slugs, short forms and idioms.
    static let families: [(name: String, matches: @Sendable (Device) -> Bool)] = [
        ("iphone", { $0.family == "iPhone" }), ("ipad", { $0.family == "iPad" }), ("ipod-touch", { $0.family == "iPod touch" }),
        ("apple-watch", { $0.family == "Apple Watch" }), ("apple-tv", { $0.family == "Apple TV" }),
        ("apple-vision-pro", { $0.family == "Apple Vision Pro" }),
        ("ipod", { $0.family == "iPod touch" }), ("watch", { $0.idiom == "watch" }), ("tv", { $0.idiom == "tv" }),
        ("vision", { $0.idiom == "vision" }), ("phone", { $0.idiom == "phone" }), ("pad", { $0.idiom == "pad" }),
    ]

    struct ListQuestion: Hashable, Sendable {
        var family: String?
        var query: String?
        var identifier: String?
        var minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?
        var scale: Double?
        /// The members to return, in the order a device writes them; `nil` for all.
        var fields: [Device.CodingKeys]?
        var limit: Int
        var offset: Int
    }

    struct ListAnswer: Encodable, Sendable {
        var devices: [DeviceProjection]
        /// Devices in this answer.
        var count: Int
        /// Devices that match the filters, over all pages.
        var total: Int
        /// Pass as `cursor` for the next page; `nil` on the last.
        var nextCursor: String?
    }

    struct GroupList: Encodable, Sendable {
        var groups: [DeviceGroup]
        var count: Int
    }

    /// Devices in one page when `limit` is not given: 50 whole models are about 160 KB (10 KB gzipped); the whole
    /// catalog is one page with `limit=1000`, or small with `fields=`.
    static let defaultPageSize = 50

    static func parseList(_ p: inout Parameters, _: [String: String]) throws(Problem) -> ListQuestion {
        let names = families.map(\.name)
        let family = try p.choice(["family"], allowed: names) { names.contains($0.lowercased()) ? $0.lowercased() : nil }
        let q = ListQuestion(
            family: family,
            query: try p.string("q")?.value.lowercased(),
            identifier: try p.string("identifier")?.value.lowercased(),
            minWidth: try p.number("minWidth"), maxWidth: try p.number("maxWidth"),
            minHeight: try p.number("minHeight"), maxHeight: try p.number("maxHeight"),
            scale: try p.positiveNumber("scale"),
            fields: try fields(&p),
            limit: try p.integer("limit", in: 1...1000) ?? defaultPageSize,
            offset: try cursor(&p)
        )
        if let a = q.minWidth, let b = q.maxWidth, a > b { throw Problem.unprocessable("minWidth", "is larger than maxWidth.") }
        if let a = q.minHeight, let b = q.maxHeight, a > b { throw Problem.unprocessable("minHeight", "is larger than maxHeight.") }
        return q
    }

    /// `fields=id,name,screen`: the members each device is answered with.
    private static func fields(_ p: inout Parameters) throws(Problem) -> [Device.CodingKeys]? {
        guard let (field, text) = try p.string("fields") else { return nil }
        var chosen = Set<Device.CodingKeys>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map({ String($0).trimmingPrefix(while: { $0 == " " }) }) {
            guard let key = Device.CodingKeys(rawValue: String(name)) else {
                let allowed = Device.CodingKeys.allCases.map(\.rawValue)
                var problem = Problem.invalidField(field, "unknown member \"\(name.prefix(40))\"; choose from \(allowed.joined(separator: ", ")).")
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
            throw Problem.invalidField(field, "is not a cursor this service gave (use the nextCursor of the previous page).")
        }
        return offset
    }

    static func list(_ q: ListQuestion, _ catalog: DeviceCatalog) -> ListAnswer {
        let familyMatches = q.family.flatMap { name in families.first { $0.name == name }?.matches }
        let devices = catalog.devices.filter { d in
            if let familyMatches, !familyMatches(d) { return false }
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
        let start = min(q.offset, devices.count)
        let end = min(devices.count, start + q.limit)
        let page = devices[start..<end].map { DeviceProjection(device: $0, fields: q.fields) }
        return ListAnswer(devices: page, count: page.count, total: devices.count, nextCursor: end < devices.count ? String(end) : nil)
    }
}

/// A device written with only the chosen members (`fields=`), in the order a whole device writes them.
struct DeviceProjection: Encodable, Sendable {
    let device: Device
    let fields: [Device.CodingKeys]?

    func encode(to encoder: any Encoder) throws {
        guard let fields else { return try device.encode(to: encoder) }
        var c = encoder.container(keyedBy: Device.CodingKeys.self)
        let d = device
        for key in fields {
            switch key {
            case .id: try c.encode(d.id, forKey: key)
            case .name: try c.encode(d.name, forKey: key)
            case .family: try c.encode(d.family, forKey: key)
            case .idiom: try c.encode(d.idiom, forKey: key)
            case .group: try c.encodeIfPresent(d.group, forKey: key)
            case .identifiers: try c.encode(d.identifiers, forKey: key)
            case .identifierSources: try c.encode(d.identifierSources, forKey: key)
            case .deviceKitName: try c.encodeIfPresent(d.deviceKitName, forKey: key)
            case .released: try c.encode(d.released, forKey: key)
            case .os: try c.encodeIfPresent(d.os, forKey: key)
            case .orientations: try c.encode(d.orientations, forKey: key)
            case .screen: try c.encode(d.screen, forKey: key)
            case .screenProvenance: try c.encode(d.screenProvenance, forKey: key)
            case .scale: try c.encodeIfPresent(d.scale, forKey: key)
            case .nativeScale: try c.encodeIfPresent(d.nativeScale, forKey: key)
            case .pixels: try c.encodeIfPresent(d.pixels, forKey: key)
            case .sizeClasses: try c.encodeIfPresent(d.sizeClasses, forKey: key)
            case .safeArea: try c.encodeIfPresent(d.safeArea, forKey: key)
            case .safeAreas: try c.encode(d.safeAreas, forKey: key)
            case .displayCornerRadius: try c.encode(d.displayCornerRadius, forKey: key)
            case .sensorHousing: try c.encode(d.sensorHousing, forKey: key)
            case .homeIndicator: try c.encode(d.homeIndicator, forKey: key)
            case .homeButton: try c.encodeIfPresent(d.homeButton, forKey: key)
            case .displayZoom: try c.encodeIfPresent(d.displayZoom, forKey: key)
            case .features: try c.encodeIfPresent(d.features, forKey: key)
            case .notes: try c.encode(d.notes, forKey: key)
            case .resolvedFrom: try c.encodeIfPresent(d.resolvedFrom, forKey: key)
            case .sourceDescriptions: try c.encodeIfPresent(d.sourceDescriptions, forKey: key)
            }
        }
    }
}
