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
        /// The orientation a picture draws, or whose window and safe area the JSON answer adds (`nil`: none asked).
        public var orientation: AskedOrientation?
        /// The aspect-fit guide's ratio a picture draws, if any.
        public var guideRatio: AspectRatio?
        /// The docked keyboard a picture draws, if any (`keyboard=` on `/devices/{id}?format=svg`).
        public var keyboard: KeyboardGuide.Option?
        /// The members the JSON answer holds (`fields=`), in the order a whole device writes them; `nil` for all.
        public var fields: [Device.CodingKeys]?
        /// Whether a picture draws every display side by side (`display=both`), the JSON answer being refused.
        public var everyDisplay = false
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
        /// When `q` matched no device: the ids of up to five whose name or id is a few edits from it (`nil`: a
        /// member left out, as whenever `q` matched, was not asked, or is not ASCII).
        public var suggestions: [String]?

        enum CodingKeys: String, CodingKey { case devices, count, total, nextCursor, suggestions }

        /// Every member, `nextCursor` null on the last page; `suggestions` only when there are some to give.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(devices, forKey: .devices)
            try c.encode(count, forKey: .count)
            try c.encode(total, forKey: .total)
            try c.encodeIfPresent(nextCursor, forKey: .nextCursor)
            if let suggestions { try c.encode(suggestions, forKey: .suggestions) }
        }
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
        let devices = catalog.devices.filter { q.matches($0, query: q.query) }
        let start = min(q.offset, devices.count)
        let end = min(devices.count, start + q.limit)
        let page = devices[start..<end].map { DeviceProjection(device: $0, fields: q.fields) }
        // Suggested among the devices the other filters keep, only when q alone left none
        let suggested =
            devices.isEmpty
            ? q.query.map { query in suggestions(for: query, in: catalog.devices.filter { q.matches($0, query: nil) }) }
            : nil
        return ListAnswer(
            devices: page, count: page.count, total: devices.count, nextCursor: end < devices.count ? String(end) : nil,
            suggestions: suggested.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The most ids a "did you mean" of `q` lists.
    public static let maximumSuggestions = 5

    /// The ids of up to ``maximumSuggestions`` devices a few edits from `query`, for a `q` that matched none: each
    /// word of the query (letters and digits) within one edit, or two for a word of eight bytes or more, of a word of
    /// the device's name or id, in any order (a word with a digit exactly, or within one edit from four bytes on); the
    /// fewest edits first, then catalog order. Compared as ASCII bytes
    /// (a query with any other byte gets none), the query at most ``maximumSearchBytes`` long and at most 16 words,
    /// so the work is bounded by the catalog's size.
    /// - Parameters:
    ///   - query: `q`, lower-cased.
    ///   - devices: The devices to suggest from, in catalog order.
    ///
    /// `suggestions(for: "iphne 17", in: catalog.devices)` → `["iphone-17", "iphone-17-pro", "iphone-17-pro-max",
    /// "iphone-17e", …]` (`iphne` is one edit from `iphone`).
    static func suggestions(for query: String, in devices: [Device]) -> [String] {
        let bytes = Array(query.utf8)
        guard bytes.count <= maximumSearchBytes, bytes.allSatisfy({ $0 < 128 }) else { return [] }
        let words = Self.words(bytes)
        guard !words.isEmpty, words.count <= 16 else { return [] }
        var scored: [(edits: Int, order: Int, id: String)] = []
        for (order, device) in devices.enumerated() {
            let own = Self.words(Array(device.name.lowercased().utf8)) + Self.words(Array(device.id.utf8))
            var edits = 0
            for word in words {
                // A number is a different model one edit away (17 → 16, 7): only a long one may be misspelt
                let allowed =
                    word.contains { $0 >= 48 && $0 <= 57 } ? (word.count >= 4 ? 1 : 0) : word.count >= 8 ? 2 : 1
                let nearest = own.map { EditDistance.between(bytes: word, $0, limit: allowed) }.min() ?? allowed + 1
                guard nearest <= allowed else { edits = -1; break }
                edits += nearest
            }
            if edits >= 0 { scored.append((edits, order, device.id)) }
        }
        return scored.sorted { ($0.edits, $0.order) < ($1.edits, $1.order) }.prefix(maximumSuggestions).map(\.id)
    }

    /// The runs of ASCII letters and digits in `bytes`.
    private static func words(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split { !(($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 122) || ($0 >= 65 && $0 <= 90)) }.map(Array.init)
    }
}

/// A device written with only the chosen members (`fields=`), in the order a whole device writes them.
///
/// With an orientation (`/devices/{id}?orientation=landscape`) the answer adds, after the device's members, the ones
/// `/fit`'s `deviceRegion` names the same way: `orientation` as asked, `interfaceOrientation`, `window` and `safeArea`
/// (the window's rect inset by that orientation's safe-area insets, `null` where no source gives them), e.g. for
/// the iPhone 17 Pro in landscape `"window":{"x":0,"y":0,"width":874,"height":402}` and
/// `"safeArea":{"x":62,"y":20,"width":750,"height":362}`.
public struct DeviceProjection: Encodable, Sendable {
    public let device: Device
    public let fields: [Device.CodingKeys]?
    /// The orientation whose window and safe area the answer adds (`nil`: none asked).
    public let orientation: AskedOrientation?

    /// The device with only `fields` (all when `nil`), and the window and safe area of `orientation` if asked.
    public init(device: Device, fields: [Device.CodingKeys]?, orientation: AskedOrientation? = nil) {
        self.device = device
        self.fields = fields
        self.orientation = orientation
    }

    /// `fields=id,displays` on a model with one display writes `id` alone: `display` and `displays` are members only
    /// a model with more than one display has, whether asked for by name or not.
    public func encode(to encoder: any Encoder) throws {
        guard let orientation else {
            guard let fields else { return try device.encode(to: encoder) }
            var c = encoder.container(keyedBy: Device.CodingKeys.self)
            for key in fields where device.has(key) { try device.encode(key, into: &c, as: key) }
            return
        }
        var c = encoder.container(keyedBy: AnswerKey.self)
        for key in fields ?? Device.CodingKeys.allCases where device.has(key) {
            try device.encode(key, into: &c, as: AnswerKey(key.stringValue))
        }
        let interface = orientation.interface
        let window = Rect(size: device.windowSize(interface))
        try c.encode(orientation.asked, forKey: AnswerKey("orientation"))
        try c.encode(interface, forKey: AnswerKey("interfaceOrientation"))
        try c.encode(window, forKey: AnswerKey("window"))
        try c.encodeIfPresent(
            device.safeAreaInsets(interface).map { window.inset(by: $0) }, forKey: AnswerKey("safeArea"))
    }

    /// A member's name, for an answer that adds members to the device's.
    struct AnswerKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension Device {
    /// Writes every member in `CodingKeys` order, `null` where there is nothing to say, except `display` and
    /// `displays`, which only a model with more than one display has (a model with one answers without them), and
    /// `displayCorners`, which only a display whose corners differ has.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        for key in CodingKeys.allCases where has(key) { try encode(key, into: &c, as: key) }
    }

    /// Whether the answer has the member: every one but `display` and `displays` on a model with one display, and
    /// `displayCorners` on a display without per-corner radii.
    func has(_ key: CodingKeys) -> Bool {
        !((key == .display && display == nil) || (key == .displays && displays == nil)
            || (key == .displayCorners && displayCorners == nil))
    }

    /// Writes one member (`fields=` projections write the ones asked for).
    func encode<K: CodingKey>(_ key: CodingKeys, into c: inout KeyedEncodingContainer<K>, as k: K) throws {
        let d = self
        switch key {
        case .id: try c.encode(d.id, forKey: k)
        case .name: try c.encode(d.name, forKey: k)
        case .family: try c.encode(d.family, forKey: k)
        case .idiom: try c.encode(d.idiom, forKey: k)
        case .group: try c.encodeIfPresent(d.group, forKey: k)
        case .identifiers: try c.encode(d.identifiers, forKey: k)
        case .identifierSources: try c.encode(d.identifierSources, forKey: k)
        case .deviceKitName: try c.encodeIfPresent(d.deviceKitName, forKey: k)
        case .released: try c.encode(d.released, forKey: k)
        case .os: try c.encodeIfPresent(d.os, forKey: k)
        case .orientations: try c.encode(d.orientations, forKey: k)
        case .screen: try c.encode(d.screen, forKey: k)
        case .screenProvenance: try c.encode(d.screenProvenance, forKey: k)
        case .scale: try c.encodeIfPresent(d.scale, forKey: k)
        case .nativeScale: try c.encodeIfPresent(d.nativeScale, forKey: k)
        case .pixels: try c.encodeIfPresent(d.pixels, forKey: k)
        case .display: try c.encodeIfPresent(d.display, forKey: k)
        case .displays: try c.encodeIfPresent(d.displays, forKey: k)
        case .sizeClasses: try c.encodeIfPresent(d.sizeClasses, forKey: k)
        case .safeArea: try c.encodeIfPresent(d.safeArea, forKey: k)
        case .safeAreas: try c.encode(d.safeAreas, forKey: k)
        case .displayCornerRadius: try c.encode(d.displayCornerRadius, forKey: k)
        case .displayCorners: try c.encodeIfPresent(d.displayCorners, forKey: k)
        case .sensorHousing: try c.encode(d.sensorHousing, forKey: k)
        case .homeIndicator: try c.encode(d.homeIndicator, forKey: k)
        case .homeButton: try c.encodeIfPresent(d.homeButton, forKey: k)
        case .displayZoom: try c.encodeIfPresent(d.displayZoom, forKey: k)
        case .keyboard: try c.encodeIfPresent(d.keyboard, forKey: k)
        case .statusBar: try c.encodeIfPresent(d.statusBar, forKey: k)
        case .features: try c.encodeIfPresent(d.features, forKey: k)
        case .notes: try c.encode(d.notes, forKey: k)
        case .resolvedFrom: try c.encodeIfPresent(d.resolvedFrom, forKey: k)
        case .sourceDescriptions: try c.encodeIfPresent(d.sourceDescriptions, forKey: k)
        }
    }
}

extension DevicesAnswers.ListQuestion {
    /// Whether a device passes the list's filters, with `query` for `q` (`nil`: every filter but `q`, the devices a
    /// "did you mean" is chosen from).
    func matches(_ d: Device, query: String?) -> Bool {
        if let name = family, let familyMatches = DevicesAnswers.families.first(where: { $0.name == name })?.matches,
            !familyMatches(d)
        {
            return false
        }
        if let query,
            !(d.id.contains(query) || d.name.lowercased().contains(query)
                || d.identifiers.contains { $0.lowercased().contains(query) }
                || "\(NumberText.short(d.portraitSize.width))x\(NumberText.short(d.portraitSize.height))".contains(
                    query))
        {
            return false
        }
        if let identifier, !d.identifiers.contains(where: { $0.lowercased() == identifier }) {
            return false
        }
        let size = d.portraitSize
        if let v = minWidth, size.width < v { return false }
        if let v = maxWidth, size.width > v { return false }
        if let v = minHeight, size.height < v { return false }
        if let v = maxHeight, size.height > v { return false }
        if let v = scale, d.scale != v { return false }
        return true
    }
}
