/// A device a question names, resolved once: the catalog's model on the display asked for (with the asked OS's
/// safe-area insets once ``answering(os:)`` applies them), found by whatever the client wrote (an id, a name, a
/// hardware identifier or a HIG row). The endpoint resolves it while it parses (so an unknown device is a 404 before
/// anything else is read) and passes it on in its question; the answer uses it as it is and never looks it up again.
///
/// Equal questions share a cache entry, so it is equal (and hashes) by what the answer depends on: the model or
/// the HIG row it was asked by (``key``: the row as the answer's `resolvedFrom.given` says it), the display and the
/// OS version, not by how the client spelled a model's name.
///
/// ```swift
/// let phone = try catalog.resolve("iPhone17,1", field: "device")
/// phone.device.id  // → "iphone-16-pro"; phone == (try catalog.resolve("iphone-16-pro")) → true
/// ```
///
/// It mirrors nothing of Apple's: `UIDevice` knows only the device it runs on.
public struct ResolvedDevice: Hashable, Sendable {
    /// The model, on its asked display, with the asked OS's insets when given.
    public var device: Device { storage.device }
    /// The device behind one reference: a `Device` is over a kilobyte of fields, and a question holding it inline
    /// made every question (with a device or not) that large to copy, a dozen times a request.
    private let storage: Storage
    /// The HIG row as the answer names it (`resolvedFrom.given`) when the client named a row, else the model's id.
    public let key: String
    /// The display asked for (`outer`, `inner`), `nil` for the model's default.
    public let display: String?
    /// The OS version whose insets apply (`nil`: the newest).
    public let os: [Int]?

    init(device: Device, display: String?, os: [Int]?) {
        self.storage = Storage(device)
        self.key = device.resolvedFrom?.given ?? device.id
        self.display = display
        self.os = os
    }

    /// The same device with the safe-area insets of OS `version` (``Device/answering(os:)``).
    /// - Parameter version: One to three numbers, e.g. `[17, 2]`; `nil` keeps the newest.
    /// - Returns: The device answering for that version.
    public func answering(os version: [Int]?) -> ResolvedDevice {
        guard let version else { return self }
        return ResolvedDevice(device: device.answering(os: version), display: display, os: version)
    }

    private final class Storage: Sendable {
        let device: Device
        init(_ device: Device) { self.device = device }
    }

    public static func == (a: ResolvedDevice, b: ResolvedDevice) -> Bool {
        a.key == b.key && a.display == b.display && a.os == b.os
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(display)
        hasher.combine(os)
    }
}

/// How an answer names a HIG row the client asked by (`resolvedFrom.given`).
public enum GroupSpelling: Sendable {
    /// The row's id (`/fit`, `/sizeclass`): every spelling of the row is one question.
    case id
    /// As the client wrote it (`/devices/{id}`, its CSS and tokens echo the path's name).
    case asWritten
}

extension DeviceCatalog {
    /// The device a client named, resolved once for the whole question (see ``ResolvedDevice``).
    /// - Parameters:
    ///   - name: An id, name, hardware identifier or HIG row, as for ``lookup(_:field:)``.
    ///   - field: The request field it came from (`nil` for a path segment), named in a 404.
    ///   - display: A display of the model (`outer`, `inner`), or `nil`.
    ///   - group: How the answer names a HIG row asked by (``GroupSpelling``).
    /// - Returns: The resolved device (apply an OS version with ``ResolvedDevice/answering(os:)``).
    /// - Throws: ``AnswerError`` `.notFound` with close names, `.unprocessable` for a display the model lacks.
    ///
    /// `try catalog.resolve("iPad Pro 12.9-inch", field: "device").key` → `"ipad-pro-12-9-inch"` (a HIG row), and its
    /// `device.id` the newest model the row resolves to.
    public func resolve(
        _ name: String, field: String? = nil, display: String? = nil, group: GroupSpelling = .id
    ) throws(AnswerError) -> ResolvedDevice {
        var device = try lookup(name, field: field, display: display)
        if group == .id, let row = device.resolvedFrom?.group.id { device.resolvedFrom?.given = row }
        return ResolvedDevice(device: device, display: display, os: nil)
    }
}
