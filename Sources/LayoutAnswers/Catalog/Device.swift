public import LayoutGeometry

/// One hardware model of the catalog (`data/devices.json`), as served by `/devices/{id}`.
///
/// Every figure carries the codes of its `sources` (described in the catalog's `sources` table); where sources
/// disagree the answered value is kept and the others are listed in `alternatives`. A figure no source gives is
/// `null`, never 0 and never a neighbouring model's value.
public struct Device: Sendable, Codable {
    /// Stable id: the slug of the marketing name with its generation or chip, e.g. `ipad-pro-11-inch-m4`.
    public var id: String
    /// The marketing name, e.g. `iPad Pro 11-inch (M4)`.
    public var name: String
    /// `iPhone`, `iPad`, `iPod touch`, `Apple Watch`, `Apple TV`, `Apple Vision Pro`.
    public var family: String
    /// `phone`, `pad`, `watch`, `tv`, `vision`.
    public var idiom: String
    /// The HIG table row (group) whose figures this model has, or `nil` when no row has them (M4 iPad Pros).
    public var group: GroupReference?
    /// Hardware model identifiers (`iPad16,3`), all of which look the model up.
    public var identifiers: [String]
    public var identifierSources: [String]
    /// DeviceKit's name for the model.
    public var deviceKitName: String?
    /// The year the model was released.
    public var released: Figure<Int?>
    /// The OS versions the model runs.
    public var os: OSSupport?
    /// Orientations the model's interface takes.
    public var orientations: [String]
    /// Screen size in points as the model is normally held (portrait for iPhone, iPad and Watch).
    public var screen: Size
    /// Where `screen` comes from: its sources, notes and the other sourced sizes.
    public var screenProvenance: Provenance
    /// `UIScreen.scale`.
    public var scale: Double?
    /// `UIScreen.nativeScale` (differs from `scale` on Plus phones).
    public var nativeScale: Double?
    /// Panel pixels.
    public var pixels: Size?
    /// The display these figures are, on a model with more than one (`outer`, `inner`); `nil` on a model with one.
    public var display: String?
    /// Every display of a model with more than one, each with its own figures (``DeviceDisplay``); `nil` otherwise.
    public var displays: [DeviceDisplay]?
    /// Full-screen size classes.
    public var sizeClasses: DeviceSizeClasses?
    /// Safe-area insets per orientation under the OS version answered (the newest unless `os=` asks another).
    public var safeArea: DeviceSafeArea?
    /// Every sourced set of safe-area insets, newest OS version first; each holds from its `os` until the next.
    public var safeAreas: [DeviceSafeArea]
    /// `UIScreen._displayCornerRadius` in points: 0 for square corners, `nil` when no source gives it.
    public var displayCornerRadius: Figure<Double?>
    /// Each corner's radius and the hinge's edge, on a display whose corners differ (``DisplayCorners``); `nil` on
    /// every other display.
    public var displayCorners: DisplayCorners?
    /// Notch or Dynamic Island.
    public var sensorHousing: SensorHousing
    /// The home indicator.
    public var homeIndicator: HomeIndicator
    /// Whether the model has a Home button (`nil` when unknown).
    public var homeButton: Bool?
    /// The window under Display Zoom ("Larger Text"), where a source gives it.
    public var displayZoom: DisplayZoom?
    /// The docked software keyboard per OS version, newest first (`nil` in a catalog without it).
    public var keyboard: [DeviceKeyboard]?
    /// The status bar's height per OS version, newest first (`nil` in a catalog without it).
    public var statusBar: [DeviceStatusBar]?
    /// DeviceKit's capability flags and display figures, with their sources (``DeviceFeatures``).
    public var features: DeviceFeatures?
    /// Decisions and caveats for this entry.
    public var notes: [String]
    /// Set when the model was looked up by a group (HIG row) id or name: what was asked and how it resolved.
    public var resolvedFrom: Resolution?
    /// Descriptions of the source codes used by this entry (added when served).
    public var sourceDescriptions: SortedStrings?

    /// The members in the order they are written; `fields=` on `/devices` names them.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case id, name, family, idiom, group, identifiers, identifierSources, deviceKitName, released, os, orientations
        case screen, screenProvenance, scale, nativeScale, pixels, display, displays, sizeClasses
        case safeArea = "safeAreaInsets", safeAreas = "safeAreaInsetsByOS"
        case displayCornerRadius, displayCorners, sensorHousing
        case homeIndicator, homeButton, displayZoom, keyboard, statusBar
        case features, notes, resolvedFrom, sourceDescriptions
    }

    /// The portrait (or natural) screen size.
    public var portraitSize: Size { screen }

    /// The window in an orientation.
    public func windowSize(_ orientation: InterfaceOrientation) -> Size {
        idiom == "phone" || idiom == "pad" ? orientation.size(forPortrait: portraitSize) : portraitSize
    }

    /// Safe-area insets in an orientation (`nil` when the catalog has none).
    public func safeAreaInsets(_ orientation: InterfaceOrientation) -> EdgeInsets? {
        orientation.isLandscape ? safeArea?.landscape : safeArea?.portrait
    }

    /// The visible display shape in an orientation, or `nil` when the corner radius is unknown.
    public func displayShape(_ orientation: InterfaceOrientation) -> DisplayShape? {
        guard let radius = displayCornerRadius.value else { return nil }
        if idiom == "phone" || idiom == "pad" {
            return DisplayShape(
                portrait: portraitSize, cornerRadius: radius, sensorHousing: sensorHousing.rect,
                orientation: orientation)
        }
        return DisplayShape(size: portraitSize, cornerRadius: radius)
    }

    /// Whether the model's interface can take this orientation.
    public func supports(_ orientation: InterfaceOrientation) -> Bool {
        switch orientation {
        case .portrait: orientations.contains("portrait")
        case .landscapeLeft, .landscapeRight:
            orientations.contains(orientation.rawValue) || orientations.contains("landscape")
        }
    }

    /// This model with the safe-area insets of an OS version: the newest set whose `os` is not later than `version`.
    /// - Parameter version: Version numbers, e.g. `[17, 2]` for iOS 17.2.
    /// - Returns: The model with `safeArea` chosen, and a note when no set is as old as the version asked.
    ///
    /// `device.answering(os: [16])?.safeArea?.os` → `"16"` for an iPhone 14 Pro whose sets are iOS 26 and 16.
    public func answering(os version: [Int]) -> Device {
        var copy = self
        guard let oldest = safeAreas.last else { return copy }
        if let match = safeAreas.first(where: { OSSupport.compare($0.os ?? "0", version) <= 0 }) {
            copy.safeArea = match
        } else {
            copy.safeArea = oldest
            copy.safeArea?.notes =
                "No source gives this model's insets under version \(version.map(String.init).joined(separator: ".")); "
                + "these are the oldest sourced ones (\(oldest.os ?? "unknown version"))."
        }
        return copy
    }
}

/// The group (HIG row) a model belongs to.
public struct GroupReference: Sendable, Codable, Hashable {
    public var id: String
    public var name: String
}

/// How a group id or name given where a model is expected was resolved.
public struct Resolution: Sendable, Codable, Hashable {
    /// What was asked, e.g. `ipad-pro-11-inch`.
    public var given: String
    /// The group it named.
    public var group: GroupReference
    /// Why this model: the newest whose figures are the row's.
    public var reason: String
}

/// A value with its provenance.
public struct Figure<Value: Sendable & Codable>: Sendable, Codable {
    public var value: Value
    public var sources: [String]
    public var notes: String?
    public var alternatives: [JSONValue]?
}

/// Where a plain figure comes from (`screenProvenance`).
public struct Provenance: Sendable, Codable {
    public var sources: [String]
    public var notes: String?
    public var alternatives: [JSONValue]?
}

/// The OS versions a model runs.
public struct OSSupport: Sendable, Codable {
    /// `iOS`, `iPadOS`, `watchOS`, `tvOS`, `visionOS`.
    public var name: String
    /// The version it shipped with.
    public var introduced: String?
    /// The last major version it supports; `nil` while it runs the newest.
    public var last: String?
    /// A major version a source says it runs while still supported (`"26"`: on Apple's iPadOS 26 list), where
    /// `last` is `nil`; `nil` where no source says.
    public var runs: String?
    public var sources: [String]
    public var notes: String?

    /// The newest version a source ties to the model: `last` once it is no longer supported, otherwise the newest of
    /// `runs`, the major version it shipped with and `insets` (the version its newest safe-area insets hold from).
    ///
    /// `OSSupport(name: "iPadOS", introduced: nil, last: nil, runs: "26", sources: []).newest(insets: "11")` → `"26"`
    public func newest(insets: String?) -> String? {
        if let last { return last }
        let shipped = introduced.flatMap { OSSupport.numbers(in: $0).first }.map(String.init)
        return [runs, shipped, insets].compactMap { $0 }.max { OSSupport.compare($0, OSSupport.numbers(in: $1)) < 0 }
    }

    /// Compares a version string (`"17.2"`) with version numbers: negative, zero or positive.
    public static func compare(_ text: String, _ version: [Int]) -> Int {
        let numbers = numbers(in: text)
        for i in 0..<max(numbers.count, version.count) {
            let a = i < numbers.count ? numbers[i] : 0, b = i < version.count ? version[i] : 0
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }

    /// The numbers of a version string: `"iOS 17.2"` → `[17, 2]`.
    public static func numbers(in text: String) -> [Int] {
        text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }
}

public struct DeviceSizeClasses: Sendable, Codable {
    public var portrait: SizeClasses
    public var landscape: SizeClasses
    public var sources: [String]
}

/// Safe-area insets under one OS version and later.
public struct DeviceSafeArea: Sendable, Codable {
    /// The OS version from which these insets hold (until the next newer set).
    public var os: String?
    public var portrait: EdgeInsets?
    public var landscape: EdgeInsets?
    public var statusBarHidden: EdgeInsets?
    public var sources: [String]
    public var notes: String?
    public var alternatives: [JSONValue]?
}

public struct SensorHousing: Sendable, Codable {
    /// `none`, `notch` or `dynamicIsland`.
    public var type: String
    /// Its rect in portrait points.
    public var rect: Rect?
    public var sources: [String]
    public var confidence: String?
    public var notes: String?
    /// Other sourced sizes of the housing, each with its source and why it is not the answer (the iPhone 17e's
    /// 161.8 × 33.7 pt from Apple's drawing beside Telegram's 176 × 34).
    public var alternatives: [JSONValue]?
}

public struct HomeIndicator: Sendable, Codable {
    public var present: Bool?
    public var size: Size?
    public var bottomOffset: Double?
    public var sources: [String]
    public var notes: String?
}

/// The window under Display Zoom ("Larger Text" in Settings › Display & Brightness).
public struct DisplayZoom: Sendable, Codable {
    /// The zoomed portrait window in points.
    public var value: Size
    public var scale: Double?
    public var nativeScale: Double?
    public var sources: [String]
    public var notes: String?
}

/// DeviceKit's capability flags and display figures for a model, with their provenance: `sources` is `["DK"]`
/// unless a source corrects a figure, whose code then follows and whose DeviceKit figure is kept in `alternatives`.
///
/// `GET /devices/iphone-14-pro-max?fields=features` → `ppi` 460 (the density of its 2796 × 1290 panel: 153.3 points
/// per inch at `UIScreen.scale` 3), sources `["DK", "KUDIT", "DK505"]`, and DeviceKit @56b997e8's figure as the
/// alternative `{"value": {"ppi": 458}, "source": "DK: …"}`.
public struct DeviceFeatures: Sendable, Codable {
    public var roundedDisplayCorners: Bool?
    public var sensorHousing: Bool?
    public var dynamicIsland: Bool?
    public var notch: Bool?
    public var faceID: Bool?
    public var touchID: Bool?
    /// The display's diagonal in inches, as Apple rounds it (6.7).
    public var diagonal: Double?
    /// Pixels per inch of the panel.
    public var ppi: Double?
    public var cpu: String?
    /// `DK`, then the codes of the sources that correct a figure (`nil` in a catalog written before them).
    public var sources: [String]?
    /// Why a figure is not DeviceKit's, where one is corrected.
    public var notes: String?
    /// DeviceKit's figures that a source corrects: `{"value": {"ppi": 458}, "source": "DK: why it is not the answer"}`.
    public var alternatives: [JSONValue]?
}

/// A string-to-string map written with its keys in order, so the bytes (and the ETag) never depend on the process.
public struct SortedStrings: Sendable, Codable {
    public var entries: [String: String]

    public init(_ entries: [String: String]) { self.entries = entries }

    public init(from decoder: any Decoder) throws {
        entries = try [String: String](from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: JSONKey.self)
        for key in entries.keys.sorted() { try c.encode(entries[key], forKey: JSONKey(key)) }
    }
}

/// A group of models: one row of the HIG's device tables (or a former catalog entry), `GET /devices/groups`.
public struct DeviceGroup: Sendable, Codable {
    public var id: String
    public var name: String
    /// `HIG`, or `nil` for a former catalog entry that is not a HIG row.
    public var source: String?
    public var notes: String?
    /// The row's figures as the HIG prints them.
    public var screen: Size
    public var pixels: Size?
    public var scale: Double?
    /// The models in the row, oldest first.
    public var models: [String]
    /// The model a group id or name resolves to where a device is expected: the newest whose figures are the row's.
    public var resolvesTo: String
}

/// One measured iPad multitasking window.
public struct SplitViewWindow: Sendable, Codable {
    public var portraitScreen: Size
    /// `split-2/3`, `split-1/2`, `split-1/3` or `slide-over`.
    public var multitasking: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The window; `nil` where the configuration does not exist (1/2 split in portrait).
    public var window: Size?
    /// The horizontal class the measurement reported, where it did.
    public var measuredHorizontal: SizeClass?
    public var sources: [String]
}

/// The catalog document.
public struct CatalogDocument: Sendable, Codable {
    /// The catalog's content hash (`nil` in a catalog written before it had one).
    public var version: String?
    public var generatedBy: String
    public var sources: [String: String]
    public var devices: [Device]
    public var groups: [DeviceGroup]
    public var splitView: SplitViewTable
    /// What the catalog deliberately lacks (`data/left-out.json`), where the catalog has it.
    public var leftOut: LeftOut?
    /// The identifier-list snapshots the catalog was checked against (`data/snapshots/index.json`).
    public var snapshots: [SourceSnapshot]?

    public struct SplitViewTable: Sendable, Codable {
        public var notes: String
        public var windows: [SplitViewWindow]
    }
}
