import LayoutGeometry

/// The device catalog: loaded from JSON once at start-up, validated, then read-only and shared by every request.
///
/// ```swift
/// let catalog = try DeviceCatalog(json: Array(EmbeddedCatalog.json.utf8))
/// catalog.device(named: "iPhone15,2")?.id // "iphone-14-pro"
/// ```
public final class DeviceCatalog: Sendable {
    public let devices: [Device]
    public let sources: [String: String]
    public let splitViewWindows: [SplitViewWindow]
    public let splitViewNotes: String
    private let index: [String: Int]

    /// The catalog compiled into the binary (`data/devices.json`, embedded by `scripts/build-device-catalog.py`).
    /// The tests load it through the same validation, so it cannot fail at run time.
    public static let bundled: DeviceCatalog = {
        switch Result(catching: { () throws(CatalogError) in try DeviceCatalog(json: Array(EmbeddedCatalog.json.utf8)) }) {
        case .success(let catalog): return catalog
        case .failure(let error): preconditionFailure("the embedded device catalog is invalid: \(error.message)")
        }
    }()

    /// Loads and validates a catalog document.
    /// - Throws: ``CatalogError`` naming the entry and field at fault.
    public init(json: [UInt8]) throws(CatalogError) {
        let document: CatalogDocument
        do {
            document = try JSONWire.decode(CatalogDocument.self, from: json)
        } catch {
            throw CatalogError(message: "not a valid catalog at \(error.path.isEmpty ? "the top level" : error.path): \(error.message)")
        }
        try Self.validate(document)
        devices = document.devices
        sources = document.sources
        splitViewWindows = document.splitView.windows
        splitViewNotes = document.splitView.notes
        var index: [String: Int] = [:]
        for (i, device) in document.devices.enumerated() {
            for key in [device.id, device.name] + device.identifiers { index[key.lowercased()] = i }
        }
        self.index = index
    }

    /// The device with this id, HIG name or model identifier (case-insensitive).
    public func device(named name: String) -> Device? {
        index[name.lowercased()].map { devices[$0] }
    }

    /// Up to five ids that look like `name`, for a 404's suggestions.
    public func suggestions(for name: String) -> [String] {
        let query = name.lowercased()
        let tokens = query.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let scored = devices.map { device -> (Int, String) in
            let id = device.id
            var score = Self.editDistance(query, id, limit: 6)
            if !tokens.isEmpty && tokens.allSatisfy({ id.contains($0) }) { score = min(score, 1) }
            if id.contains(query) || query.contains(id) { score = min(score, 2) }
            return (score, id)
        }
        return scored.filter { $0.0 <= 4 }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(5).map(\.1)
    }

    /// Descriptions of the source codes a device uses.
    public func sourceDescriptions(for device: Device) -> [String: String] {
        var codes = Set(device.screen.sources + device.displayCornerRadius.sources + device.sensorHousing.sources + device.homeIndicator.sources)
        codes.formUnion(device.sizeClasses?.sources ?? [])
        codes.formUnion(device.safeArea?.sources ?? [])
        return sources.filter { codes.contains($0.key) }
    }

    /// The measured multitasking window for a device.
    public func splitViewWindow(for device: Device, multitasking: String, landscape: Bool) -> SplitViewWindow? {
        splitViewWindows.first {
            $0.portraitScreen == device.portraitSize && $0.multitasking == multitasking && $0.orientation == (landscape ? "landscape" : "portrait")
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
            guard idioms.contains(d.idiom) else { throw fail("idiom", "must be one of \(idioms.sorted().joined(separator: ", ")) (got \(d.idiom))") }
            let size = d.screen.value
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw fail("screen.value", "must have positive finite sides (got \(size.width)x\(size.height))")
            }
            if let scale = d.scale, !(scale > 0 && scale <= 10) { throw fail("scale", "must be in (0, 10] (got \(scale))") }
            if let native = d.nativeScale, !(native > 0 && native <= 10) { throw fail("nativeScale", "must be in (0, 10] (got \(native))") }
            let radius = d.displayCornerRadius.value
            guard radius >= 0, radius < min(size.width, size.height) / 2 else {
                throw fail("displayCornerRadius.value", "must be from 0 to half the shorter side (got \(radius))")
            }
            if d.idiom == "phone" || d.idiom == "pad" {
                guard d.sizeClasses != nil else { throw fail("sizeClasses", "are required for iPhone and iPad entries") }
                guard d.safeArea?.portrait != nil, d.safeArea?.landscape != nil else {
                    throw fail("safeArea", "needs portrait and landscape insets for iPhone and iPad entries")
                }
            }
            for (name, insets, window) in [("portrait", d.safeArea?.portrait, size), ("landscape", d.safeArea?.landscape, size.transposed)] {
                guard let insets else { continue }
                for (edge, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] where !(value >= 0 && value.isFinite) {
                    throw fail("safeArea.\(name).\(edge)", "must be a finite number ≥ 0 (got \(value))")
                }
                let checked = d.idiom == "phone" || d.idiom == "pad" ? window : size
                guard insets.horizontal < checked.width, insets.vertical < checked.height else {
                    throw fail("safeArea.\(name)", "leaves no room in a \(checked.width)x\(checked.height) window")
                }
            }
            if d.sensorHousing.type != "none" {
                guard let rect = d.sensorHousing.rect else { throw fail("sensorHousing.rect", "is required for a \(d.sensorHousing.type)") }
                guard rect.width > 0, rect.height > 0, Rect(size: size).contains(rect, slack: 0.01) else {
                    throw fail("sensorHousing.rect", "must lie inside the \(size.width)x\(size.height) portrait screen")
                }
            }
            for source in d.screen.sources + d.displayCornerRadius.sources where document.sources[source] == nil {
                throw fail("sources", "use the code \(source), which the catalog's sources table does not describe")
            }
        }
        for (i, w) in document.splitView.windows.enumerated() {
            if let window = w.window, !(window.width > 0 && window.height > 0) {
                throw CatalogError(message: "splitView.windows[\(i)]: window must have positive sides")
            }
        }
    }

    private static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// The embedded catalog's JSON text (for tools and tests that want the document itself).
public enum EmbeddedCatalogAccess {
    public static var json: String { EmbeddedCatalog.json }
}

/// A catalog that cannot be used, with a message naming the entry and field.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
