import LayoutGeometry

/// The device catalog: loaded from JSON once at start-up, validated, then read-only and shared by every request.
///
/// One entry per hardware model; the HIG's device-table rows are its groups. A model is found by id, name or
/// hardware identifier; a group's id or name resolves to the newest model whose figures are the row's.
///
/// ```swift
/// let catalog = try DeviceCatalog(json: Array(EmbeddedCatalog.json.utf8)) // LayoutHTTP decodes the JSON
/// catalog.device(named: "iPad16,3")?.id              // "ipad-pro-11-inch-m4"
/// catalog.device(named: "ipad-pro-11-inch")?.resolvedFrom?.group.id // "ipad-pro-11-inch"
/// ```
public final class DeviceCatalog: Sendable {
    public let devices: [Device]
    public let groups: [DeviceGroup]
    public let sources: [String: String]
    public let splitViewWindows: [SplitViewWindow]
    public let splitViewNotes: String
    /// The content hash of the catalog document, where it has one (``CatalogSummary``).
    public let version: String?
    /// What the catalog leaves out on purpose, and the snapshots it was checked against.
    public let leftOut: LeftOut?
    public let snapshots: [SourceSnapshot]
    /// Keys in ASCII lower case, compared and hashed as bytes (``ByteKey``): a client's text is looked up in them.
    private let index: [ByteKey: Int]
    private let groupIndex: [ByteKey: Int]

    /// Validates a decoded catalog document (LayoutHTTPCore's `DeviceCatalog(json:)` decodes the text, and
    /// `DeviceCatalog.bundled` is the catalog compiled in, ``EmbeddedCatalog``).
    /// - Throws: ``CatalogError`` naming the entry and field at fault.
    public init(document: CatalogDocument) throws(CatalogError) {
        try Self.validate(document)
        devices = document.devices
        groups = document.groups
        sources = document.sources
        splitViewWindows = document.splitView.windows
        splitViewNotes = document.splitView.notes
        version = document.version
        leftOut = document.leftOut
        snapshots = document.snapshots ?? []
        var index: [ByteKey: Int] = [:]
        for (i, device) in document.devices.enumerated() {
            for key in [device.id, device.name] + device.identifiers { index[Self.key(key)] = i }
        }
        var groupIndex: [ByteKey: Int] = [:]
        for (i, group) in document.groups.enumerated() {
            for key in [group.id, group.name] { groupIndex[Self.key(key)] = i }
        }
        self.index = index
        self.groupIndex = groupIndex
    }

    /// The model with this id, name or hardware identifier (case-insensitive); failing that, the model a group
    /// (HIG row) id or name resolves to, with `resolvedFrom` saying so.
    public func device(named name: String) -> Device? {
        let key = Self.key(name)
        if let i = index[key] { return devices[i] }
        guard let g = groupIndex[key].map({ groups[$0] }), let i = index[Self.key(g.resolvesTo)] else { return nil }
        var device = devices[i]
        device.resolvedFrom = Resolution(
            given: name, group: GroupReference(id: g.id, name: g.name),
            reason: g.notes
                ?? "\(g.name) is a row of the HIG's device tables, not one model; it resolves to the newest model "
                + "whose figures are the row's."
        )
        return device
    }

    /// A look-up key: ASCII case folded, compared as bytes (ids, names and identifiers are ASCII; a client's text
    /// is read in linear time, ``ByteText``).
    /// - Example: `key("iPhone 15")` → the bytes of `iphone 15`.
    private static func key(_ name: String) -> ByteKey { ByteKey(ByteText.asciiLowercased(name)) }

    /// The longest name suggestions are looked for (ids are at most about 40 characters).
    static let longestSuggestedName = 96

    /// The group with this id or name (case-insensitive).
    public func group(named name: String) -> DeviceGroup? {
        groupIndex[Self.key(name)].map { groups[$0] }
    }

    /// Up to five ids that look like `name`, for a 404's suggestions; none for a name longer than
    /// ``longestSuggestedName`` (no id is near it, and comparing a 30,000-character name with every id by
    /// containment took seconds of a poll thread).
    public func suggestions(for name: String) -> [String] {
        guard name.utf8.count <= Self.longestSuggestedName else { return [] }
        let query = ByteText.asciiLowercased(name)
        let tokens = query.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let scored = (devices.map(\.id) + groups.map(\.id)).map { id -> (Int, String) in
            var score = EditDistance.between(query, id, limit: 6)
            if !tokens.isEmpty && tokens.allSatisfy({ id.contains($0) }) { score = min(score, 1) }
            if id.contains(query) || query.contains(id) { score = min(score, 2) }
            return (score, id)
        }
        var seen = Set<String>()
        return scored.filter { $0.0 <= 4 }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1).filter {
            seen.insert($0).inserted
        }.prefix(5).map { $0 }
    }

    /// Descriptions of the source codes a device uses.
    public func sourceDescriptions(for device: Device) -> SortedStrings {
        var codes = Set(
            device.screenProvenance.sources + device.displayCornerRadius.sources + device.sensorHousing.sources
                + device.homeIndicator.sources + (device.displayCorners?.sources ?? []))
        codes.formUnion(
            device.identifierSources + device.released.sources + (device.os?.sources ?? [])
                + (device.displayZoom?.sources ?? []))
        codes.formUnion((device.sizeClasses?.sources ?? []) + (device.features?.sources ?? []))
        for safeArea in device.safeAreas { codes.formUnion(safeArea.sources) }
        for keyboard in device.keyboard ?? [] { codes.formUnion(keyboard.sources) }
        for statusBar in device.statusBar ?? [] { codes.formUnion(statusBar.sources) }
        return SortedStrings(sources.filter { codes.contains($0.key) })
    }

    /// The measured multitasking window for a device.
    public func splitViewWindow(for device: Device, multitasking: String, landscape: Bool) -> SplitViewWindow? {
        splitViewWindows.first {
            $0.portraitScreen == device.portraitSize && $0.multitasking == multitasking
                && $0.orientation == (landscape ? "landscape" : "portrait")
        }
    }

    // MARK: Validation

    private static func validate(_ document: CatalogDocument) throws(CatalogError) {
        guard !document.devices.isEmpty else { throw CatalogError(message: "the catalog has no devices") }
        var ids = Set<String>()
        var keys: [String: String] = [:]
        let idioms: Set<String> = ["phone", "pad", "watch", "tv", "vision"]
        for (i, d) in document.devices.enumerated() {
            func fail(_ field: String, _ problem: String) -> CatalogError {
                CatalogError(message: "devices[\(i)] (\(d.id.isEmpty ? d.name : d.id)): \(field) \(problem)")
            }
            guard !d.id.isEmpty, d.id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else {
                throw fail("id", "must be a non-empty lower-case slug")
            }
            guard ids.insert(d.id).inserted else { throw fail("id", "is used twice") }
            for key in [d.id, d.name] + d.identifiers {
                if let other = keys[key.lowercased()], other != d.id {
                    throw fail("name or identifier \"\(key)\"", "is also used by \(other)")
                }
                keys[key.lowercased()] = d.id
            }
            guard idioms.contains(d.idiom) else {
                throw fail("idiom", "must be one of \(idioms.sorted().joined(separator: ", ")) (got \(d.idiom))")
            }
            let size = d.screen
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw fail("screen", "must have positive finite sides (got \(size.width)x\(size.height))")
            }
            if let scale = d.scale, !(scale > 0 && scale <= 10) {
                throw fail("scale", "must be in (0, 10] (got \(scale))")
            }
            if let native = d.nativeScale, !(native > 0 && native <= 10) {
                throw fail("nativeScale", "must be in (0, 10] (got \(native))")
            }
            if let radius = d.displayCornerRadius.value, !(radius >= 0 && radius < min(size.width, size.height) / 2) {
                throw fail(
                    "displayCornerRadius.value", "must be from 0 to half the shorter side, or null (got \(radius))")
            }
            for display in [d] + d.everyDisplay {
                let screen = display.screen
                guard screen.width > 0, screen.height > 0, screen.width.isFinite, screen.height.isFinite else {
                    let got = "\(screen.width)x\(screen.height)"
                    throw fail("screen", "must have positive finite sides on every display (got \(got))")
                }
                let corners = display.displayCorners, half = min(screen.width, screen.height) / 2
                let radii = [corners?.topLeft, corners?.topRight, corners?.bottomRight, corners?.bottomLeft]
                for case let radius? in radii where !(radius >= 0 && radius < half) {
                    throw fail("displayCorners", "must be from 0 to half the shorter side, or null (got \(radius))")
                }
                for source in corners?.sources ?? [] where document.sources[source] == nil {
                    throw fail("displayCorners.sources", "use the code \(source), which the sources table lacks")
                }
            }
            if d.idiom == "phone" || d.idiom == "pad" {
                guard d.sizeClasses != nil else {
                    throw fail("sizeClasses", "are required for iPhone and iPad entries")
                }
                guard !d.safeAreas.isEmpty, d.safeArea?.os == d.safeAreas.first?.os else {
                    throw fail("safeArea", "must be the newest of safeAreas for iPhone and iPad entries")
                }
            }
            let allInsets = d.safeAreas.flatMap { s in
                [
                    ("\(s.os ?? "?") portrait", s.portrait, size),
                    ("\(s.os ?? "?") landscape", s.landscape, size.transposed),
                ]
            }
            for (name, insets, window) in allInsets {
                guard let insets else { continue }
                for (edge, value) in [
                    ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
                ] where !(value >= 0 && value.isFinite) {
                    throw fail("safeArea.\(name).\(edge)", "must be a finite number ≥ 0 (got \(value))")
                }
                let checked = d.idiom == "phone" || d.idiom == "pad" ? window : size
                guard insets.horizontal < checked.width, insets.vertical < checked.height else {
                    throw fail("safeArea.\(name)", "leaves no room in a \(checked.width)x\(checked.height) window")
                }
            }
            if let rect = d.sensorHousing.rect {
                guard d.sensorHousing.type != "none" else {
                    throw fail("sensorHousing.rect", "must be null when there is no housing")
                }
                guard rect.width > 0, rect.height > 0, Rect(size: size).contains(rect, slack: 0.01) else {
                    throw fail("sensorHousing.rect", "must lie inside the \(size.width)x\(size.height) portrait screen")
                }
            }
            for source in d.screenProvenance.sources + d.displayCornerRadius.sources + (d.features?.sources ?? [])
            where document.sources[source] == nil {
                throw fail("sources", "use the code \(source), which the catalog's sources table does not describe")
            }
        }
        for (i, g) in document.groups.enumerated() {
            guard ids.contains(g.resolvesTo), g.models.allSatisfy(ids.contains) else {
                throw CatalogError(message: "groups[\(i)] (\(g.id)): names a model the catalog does not have")
            }
            for key in [g.id, g.name] {
                if let other = keys[key.lowercased()], !g.models.contains(other) {
                    throw CatalogError(
                        message:
                            "groups[\(i)] (\(g.id)): \"\(key)\" is also the id or name of \(other), which is not in "
                            + "the group"
                    )
                }
            }
        }
        for (i, w) in document.splitView.windows.enumerated() {
            if let window = w.window, !(window.width > 0 && window.height > 0) {
                throw CatalogError(message: "splitView.windows[\(i)]: window must have positive sides")
            }
        }
    }
}

/// A catalog that cannot be used, with a message naming the entry and field.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
