public import LayoutGeometry

/// `/devices`' questions and answers: one model (as asked, at an OS version), the HIG's rows, and the filtered,
/// projected, paged list.
///
/// `DevicesAnswers.list(.init(family: "ipad", fields: [.id, .name, .screen], limit: 20), catalog).total` → `40`
public enum DevicesAnswers {
    public struct DeviceQuestion: Hashable, Sendable {
        /// The device, resolved once by the endpoint (a HIG row as written, so the answer can say what it resolved
        /// from), on its asked display.
        public var device: ResolvedDevice
        public var os: [Int]?
        /// The orientation a picture draws (`nil` for JSON).
        public var orientation: AskedOrientation?
        /// The aspect-fit guide's ratio a picture draws, if any.
        public var guideRatio: AspectRatio?
        /// The docked keyboard a picture draws, if any (`keyboard=` on `/devices/{id}?format=svg`).
        public var keyboard: KeyboardGuide.Option?
        /// The members the JSON answer holds (`fields=`), in the order a whole device writes them; `nil` for all.
        public var fields: [Device.CodingKeys]?
        /// The display answered on a model with more than one (`display=`); `nil`: its default display.
        public var display: String? { device.display }

        public init(
            device: ResolvedDevice, os: [Int]?, orientation: AskedOrientation? = nil, guideRatio: AspectRatio? = nil,
            fields: [Device.CodingKeys]? = nil
        ) {
            self.device = device
            self.os = os
            self.orientation = orientation
            self.guideRatio = guideRatio
            self.fields = fields
        }
    }

    /// Accepted `family` values: family names as slugs, short forms and idioms.
    public static let families: [(name: String, matches: @Sendable (Device) -> Bool)] = [
        ("iphone", { $0.family == "iPhone" }), ("ipad", { $0.family == "iPad" }),
        ("ipod-touch", { $0.family == "iPod touch" }),
        ("apple-watch", { $0.family == "Apple Watch" }), ("apple-tv", { $0.family == "Apple TV" }),
        ("apple-vision-pro", { $0.family == "Apple Vision Pro" }),
        ("ipod", { $0.family == "iPod touch" }), ("watch", { $0.idiom == "watch" }), ("tv", { $0.idiom == "tv" }),
        ("vision", { $0.idiom == "vision" }), ("phone", { $0.idiom == "phone" }), ("pad", { $0.idiom == "pad" }),
    ]

    public struct ListQuestion: Hashable, Sendable {
        public var family: String?
        public var query: String?
        public var identifier: String?
        public var minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?
        public var scale: Double?
        /// The members to return, in the order a device writes them; `nil` for all.
        public var fields: [Device.CodingKeys]?
        public var limit: Int
        public var offset: Int

        public init(
            family: String? = nil, query: String? = nil, identifier: String? = nil, minWidth: Double? = nil,
            maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil, scale: Double? = nil,
            fields: [Device.CodingKeys]? = nil, limit: Int = DevicesAnswers.defaultPageSize, offset: Int = 0
        ) {
            self.family = family
            self.query = query
            self.identifier = identifier
            self.minWidth = minWidth
            self.maxWidth = maxWidth
            self.minHeight = minHeight
            self.maxHeight = maxHeight
            self.scale = scale
            self.fields = fields
            self.limit = limit
            self.offset = offset
        }
    }

    public struct ListAnswer: Encodable, Sendable {
        public var devices: [DeviceProjection]
        /// Devices in this answer.
        public var count: Int
        /// Devices that match the filters, over all pages.
        public var total: Int
        /// Pass as `cursor` for the next page; `nil` on the last.
        public var nextCursor: String?
    }

    public struct GroupList: Encodable, Sendable {
        public var groups: [DeviceGroup]
        public var count: Int

        public init(groups: [DeviceGroup], count: Int) {
            self.groups = groups
            self.count = count
        }
    }

    /// The longest `q` or `identifier`, in UTF-8 bytes: no id, name or identifier in the catalog is over 64, so a
    /// longer search matches nothing, and the filter's work stays linear in the catalog (each of its ~400 strings
    /// searched for at most this many bytes).
    public static let maximumSearchBytes = 128

    /// Devices in one page when `limit` is not given: 50 whole models are about 206 KB (14 KB gzipped); the whole
    /// catalog is one page with `limit=1000`, or small with `fields=`.
    public static let defaultPageSize = 50

    public static func list(_ q: ListQuestion, _ catalog: DeviceCatalog) -> ListAnswer {
        let familyMatches = q.family.flatMap { name in families.first { $0.name == name }?.matches }
        let devices = catalog.devices.filter { d in
            if let familyMatches, !familyMatches(d) { return false }
            if let query = q.query,
                !(d.id.contains(query) || d.name.lowercased().contains(query)
                    || d.identifiers.contains { $0.lowercased().contains(query) }
                    || "\(NumberText.short(d.portraitSize.width))x\(NumberText.short(d.portraitSize.height))".contains(
                        query))
            {
                return false
            }
            if let identifier = q.identifier, !d.identifiers.contains(where: { $0.lowercased() == identifier }) {
                return false
            }
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
        return ListAnswer(
            devices: page, count: page.count, total: devices.count, nextCursor: end < devices.count ? String(end) : nil)
    }
}

/// A device written with only the chosen members (`fields=`), in the order a whole device writes them.
public struct DeviceProjection: Encodable, Sendable {
    public let device: Device
    public let fields: [Device.CodingKeys]?

    /// The device with only `fields` (all when `nil`).
    public init(device: Device, fields: [Device.CodingKeys]?) {
        self.device = device
        self.fields = fields
    }

    public func encode(to encoder: any Encoder) throws {
        guard let fields else { return try device.encode(to: encoder) }
        var c = encoder.container(keyedBy: Device.CodingKeys.self)
        for key in fields { try device.encode(key, into: &c) }
    }
}

extension Device {
    /// Writes every member in `CodingKeys` order, `null` where there is nothing to say, except `display` and
    /// `displays`, which only a model with more than one display has (a model with one answers without them).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        for key in CodingKeys.allCases {
            if (key == .display && display == nil) || (key == .displays && displays == nil) { continue }
            try encode(key, into: &c)
        }
    }

    /// Writes one member (`fields=` projections write the ones asked for).
    func encode(_ key: CodingKeys, into c: inout KeyedEncodingContainer<CodingKeys>) throws {
        let d = self
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
        case .display: try c.encodeIfPresent(d.display, forKey: key)
        case .displays: try c.encodeIfPresent(d.displays, forKey: key)
        case .sizeClasses: try c.encodeIfPresent(d.sizeClasses, forKey: key)
        case .safeArea: try c.encodeIfPresent(d.safeArea, forKey: key)
        case .safeAreas: try c.encode(d.safeAreas, forKey: key)
        case .displayCornerRadius: try c.encode(d.displayCornerRadius, forKey: key)
        case .sensorHousing: try c.encode(d.sensorHousing, forKey: key)
        case .homeIndicator: try c.encode(d.homeIndicator, forKey: key)
        case .homeButton: try c.encodeIfPresent(d.homeButton, forKey: key)
        case .displayZoom: try c.encodeIfPresent(d.displayZoom, forKey: key)
        case .keyboard: try c.encodeIfPresent(d.keyboard, forKey: key)
        case .statusBar: try c.encodeIfPresent(d.statusBar, forKey: key)
        case .features: try c.encodeIfPresent(d.features, forKey: key)
        case .notes: try c.encode(d.notes, forKey: key)
        case .resolvedFrom: try c.encodeIfPresent(d.resolvedFrom, forKey: key)
        case .sourceDescriptions: try c.encodeIfPresent(d.sourceDescriptions, forKey: key)
        }
    }
}
