public import LayoutGeometry

/// The docked software keyboard of a model under one OS version and later (`keyboard` in `/devices/{id}`).
///
/// `height` is the keyboard's frame from the window's bottom edge (home-indicator area included) without the
/// predictive (suggestion) bar; `predictiveBar` is what the bar adds. Other sourced readings, which measure other
/// things (a custom keyboard's input view), are kept in `alternatives`.
///
/// `device.keyboard(os: [18])?.heights(.landscapeLeft)` → `height 172, predictiveBar 37` for an iPhone 16 Pro (TG26).
public struct DeviceKeyboard: Sendable, Codable {
    /// One orientation's keyboard.
    public struct Heights: Sendable, Codable, Hashable {
        /// The docked keyboard without the predictive bar, in points from the window's bottom edge.
        public var height: Double
        /// The height the predictive (suggestion) bar adds when it is shown.
        public var predictiveBar: Double

        public init(height: Double, predictiveBar: Double) {
            self.height = height
            self.predictiveBar = predictiveBar
        }
    }

    /// The OS version from which these heights hold (until the next newer entry).
    public var os: String?
    public var portrait: Heights?
    public var landscape: Heights?
    public var sources: [String]
    public var notes: String?
    public var alternatives: [JSONValue]?

    /// The heights in an interface orientation (`nil` when no source gives them).
    public func heights(_ orientation: InterfaceOrientation) -> Heights? {
        orientation.isLandscape ? landscape : portrait
    }
}

/// The status bar's height of a model under one OS version and later (`statusBar` in `/devices/{id}`).
public struct DeviceStatusBar: Sendable, Codable {
    public var os: String?
    /// In points; `nil` when no source gives it.
    public var portrait: Double?
    /// In points, 0 where a source says there is none; `nil` when no source gives it.
    public var landscape: Double?
    public var sources: [String]
    public var notes: String?

    /// The height in an interface orientation.
    public func height(_ orientation: InterfaceOrientation) -> Double? {
        orientation.isLandscape ? landscape : portrait
    }
}

extension Device {
    /// The keyboard entry that holds under an OS version: the newest whose `os` is not later (the oldest when none
    /// is as old); with `version` `nil`, the newest.
    ///
    /// `device.keyboard(os: [18])?.os` → `"18"` for an iPhone 16 Pro whose entries are iOS 26 and 18.
    public func keyboard(os version: [Int]?) -> DeviceKeyboard? {
        Self.entry(keyboard ?? [], os: version, \.os)
    }

    /// The status-bar entry that holds under an OS version, chosen as ``keyboard(os:)`` chooses.
    public func statusBar(os version: [Int]?) -> DeviceStatusBar? {
        Self.entry(statusBar ?? [], os: version, \.os)
    }

    private static func entry<T>(_ entries: [T], os version: [Int]?, _ os: (T) -> String?) -> T? {
        guard let version else { return entries.first }
        return entries.first { OSSupport.compare(os($0) ?? "0", version) <= 0 } ?? entries.last
    }
}
