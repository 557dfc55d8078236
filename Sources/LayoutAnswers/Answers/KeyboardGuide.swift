public import LayoutGeometry

/// `/fit?region=keyboardLayoutGuide`: the part of a device's window that stays free above the docked software
/// keyboard, as UIKit's `keyboardLayoutGuide` leaves it to content constrained above its top anchor.
///
/// UIKit's `UIKeyboardLayoutGuide` follows the docked keyboard: its top is the keyboard's top edge, and while the
/// keyboard is hidden it sits at the safe area's bottom. The region answered is the window's area above that top,
/// within the safe area's sides and top.
///
/// `KeyboardGuide.region(window: Rect(size: Size(width: 874, height: 402)), safeArea: EdgeInsets(top: 0, left: 62,
/// bottom: 20, right: 62), keyboardHeight: 209)` → `{x: 62, y: 0, width: 750, height: 193}` (iPhone 16 Pro, iOS 26,
/// landscape, keyboard 172 + predictive bar 37 per TG26).
public enum KeyboardGuide {
    /// Which keyboard the guide follows (`keyboard=` on `/fit`).
    public enum Option: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The docked keyboard with the predictive (suggestion) bar, as iOS shows it by default.
        case predictive
        /// The docked keyboard without the predictive bar (Settings › General › Keyboard › Predictive off).
        case noPredictive
        /// No keyboard on screen: the guide's top is the safe area's bottom.
        case hidden
    }

    /// The keyboard part of a `/fit` answer (`deviceRegion.keyboard`).
    public struct Answer: Encodable, Sendable, Hashable {
        /// The option asked for.
        public var option: Option
        /// The docked keyboard's height from the window's bottom edge, predictive bar included when shown; `nil`
        /// when hidden.
        public var height: Double?
        /// The keyboard without the predictive bar, and the bar's height (`nil` when hidden).
        public var keyboardHeight: Double?
        public var predictiveBar: Double?
        /// The keyboard's frame in the window (`nil` when hidden).
        public var frame: Rect?
        /// The OS version of the catalog entry used.
        public var os: String?
        public var sources: [String]
        public var notes: String?
        public var alternatives: [JSONValue]?
    }

    /// The window's area above the keyboard's top within the safe area's sides and top.
    /// - Parameters:
    ///   - window: The window (origin 0, 0).
    ///   - safeArea: The window's safe-area insets.
    ///   - keyboardHeight: The docked keyboard's height from the bottom edge, or `nil` when it is hidden (the top is
    ///     then the safe area's bottom).
    /// - Returns: The region, never of negative height.
    public static func region(window: Rect, safeArea: EdgeInsets, keyboardHeight: Double?) -> Rect {
        let top = window.minY + safeArea.top
        let bottom = keyboardHeight.map { window.maxY - $0 } ?? (window.maxY - safeArea.bottom)
        let left = window.minX + safeArea.left, right = window.maxX - safeArea.right
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The region and the keyboard of a device in an orientation, or the reason it cannot be answered.
    /// - Parameters:
    ///   - device: The model, with the OS version's insets chosen.
    ///   - orientation: The interface orientation.
    ///   - window: The window in that orientation.
    ///   - option: Which keyboard.
    ///   - os: The OS version asked for (`nil`: the newest entry).
    public static func answer(
        _ device: Device, _ orientation: InterfaceOrientation, window: Rect, option: Option, os: [Int]?
    ) throws(AnswerError) -> (region: Rect, keyboard: Answer) {
        guard device.idiom == "phone" || device.idiom == "pad" else {
            throw AnswerError.unprocessable(
                "region",
                "keyboardLayoutGuide needs an iPhone, iPod touch or iPad; "
                    + "\(device.name) has no docked software keyboard.")
        }
        guard let insets = device.safeAreaInsets(orientation) else {
            throw AnswerError.unprocessable(
                "region",
                "the catalog has no safe-area insets for \(device.name) in "
                    + "\(orientation.isLandscape ? "landscape" : "portrait"), so its keyboardLayoutGuide region "
                    + "cannot be "
                    + "computed.")
        }
        let entry = device.keyboard(os: os)
        if option == .hidden {
            let region = region(window: window, safeArea: insets, keyboardHeight: nil)
            return (
                region,
                Answer(
                    option: option, os: entry?.os, sources: [],
                    notes: "No keyboard on screen: the "
                        + "guide's top is the safe area's bottom.")
            )
        }
        guard let entry, let heights = entry.heights(orientation) else {
            throw AnswerError.unprocessable(
                "keyboard",
                "no source gives \(device.name)'s docked keyboard height in "
                    + "\(orientation.isLandscape ? "landscape" : "portrait") (GET /devices/\(device.id) shows what the "
                    + "sources give as keyboard); keyboard=hidden answers the region without a keyboard.")
        }
        let height = heights.height + (option == .predictive ? heights.predictiveBar : 0)
        let frame = Rect(x: window.minX, y: window.maxY - height, width: window.width, height: height)
        return (
            region(window: window, safeArea: insets, keyboardHeight: height),
            Answer(
                option: option, height: height, keyboardHeight: heights.height,
                predictiveBar: option == .predictive ? heights.predictiveBar : 0, frame: frame, os: entry.os,
                sources: entry.sources, notes: entry.notes, alternatives: entry.alternatives)
        )
    }
}
