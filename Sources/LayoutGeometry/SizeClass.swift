/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Hashable, Codable {
    case compact, regular
}

/// A horizontal and vertical size class.
public struct SizeClasses: Sendable, Hashable, Codable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    enum CodingKeys: String, CodingKey { case horizontal, vertical }
}

/// The user-interface idiom a window belongs to.
public enum Idiom: String, Sendable, Hashable, Codable, CaseIterable {
    case phone, pad, tv, mac, vision
}

/// Size classes for an arbitrary window, by the rules the HIG tables and measured windows support.
public struct SizeClassRule: Sendable, Hashable, Codable {
    public var classes: SizeClasses
    /// Which rule decided, in words.
    public var rule: String
    /// `sourced` (Apple's tables or measured windows agree), `inferred` (between measured points) or
    /// `unconfirmed` (no public source).
    public var confidence: String

    /// Smallest iPad window width measured as regular (12.9-inch iPad Pro, 1/2 split, landscape).
    public static let padRegularFrom: Double = 678
    /// Largest iPad window width measured as compact (12.9-inch iPad Pro, 2/3 split, portrait).
    public static let padCompactUpTo: Double = 639
    /// iPhones whose portrait width is at least this get regular width in landscape (HIG table).
    public static let phoneRegularLandscapeFrom: Double = 414

    /// Classifies a window.
    ///
    /// - phone: portrait (taller than wide) is compact × regular; landscape is compact height, with regular width
    ///   when the short side is ≥ 414 pt (the Plus/Max/XR class; every HIG row agrees), else compact.
    /// - pad: vertical is regular (every measured window); width ≤ 639 pt compact, ≥ 678 pt regular (measured
    ///   split-view windows). Between 640 and 677 pt no window has been measured; this answers **compact**, because
    ///   678 pt is the narrowest window ever measured regular and every narrower measured window is compact.
    /// - mac (Catalyst): regular × regular (HIG Mac Catalyst: "Use the regular-width and regular-height size classes").
    /// - tv, vision: regular × regular, unconfirmed (no public table).
    /// - Parameters:
    ///   - window: The window size in points.
    ///   - idiom: The idiom.
    ///
    /// `SizeClassRule(window: Size(width: 678, height: 1024), idiom: .pad).classes` → regular × regular
    public init(window: Size, idiom: Idiom) {
        switch idiom {
        case .phone:
            if window.width <= window.height {
                classes = SizeClasses(horizontal: .compact, vertical: .regular)
                rule = "iPhone portrait: compact width, regular height (HIG size-class table, every iPhone)"
            } else {
                let wide = window.height >= Self.phoneRegularLandscapeFrom
                classes = SizeClasses(horizontal: wide ? .regular : .compact, vertical: .compact)
                rule =
                    wide
                    ? "iPhone landscape with a short side ≥ 414 pt: regular width, compact height (HIG table: Plus, "
                        + "Max, XR, 11)"
                    : "iPhone landscape with a short side < 414 pt: compact width, compact height (HIG table)"
            }
            confidence = "sourced"
        case .pad:
            let w = window.width
            if w <= Self.padCompactUpTo {
                classes = SizeClasses(horizontal: .compact, vertical: .regular)
                rule =
                    "iPad window ≤ 639 pt wide: compact width (every measured Split View/Slide Over window this "
                    + "narrow is compact); height always regular"
                confidence = "sourced"
            } else if w >= Self.padRegularFrom {
                classes = SizeClasses(horizontal: .regular, vertical: .regular)
                rule =
                    "iPad window ≥ 678 pt wide: regular width (every measured window this wide is regular); height "
                    + "always regular"
                confidence = "sourced"
            } else {
                classes = SizeClasses(horizontal: .compact, vertical: .regular)
                rule =
                    "iPad window 640–677 pt wide: no measured window; answered compact because 678 pt is the "
                    + "narrowest window measured regular"
                confidence = "inferred"
            }
        case .mac:
            classes = SizeClasses(horizontal: .regular, vertical: .regular)
            rule = "Mac Catalyst: regular width and height (HIG Mac Catalyst)"
            confidence = "sourced"
        case .tv:
            classes = SizeClasses(horizontal: .regular, vertical: .regular)
            rule = "tvOS: no public size-class table; answered regular × regular like a full-screen iPad"
            confidence = "unconfirmed"
        case .vision:
            classes = SizeClasses(horizontal: .regular, vertical: .regular)
            rule = "visionOS: no public size-class rule; answered regular × regular like a full-screen iPad"
            confidence = "unconfirmed"
        }
    }
}
