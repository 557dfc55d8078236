public import LayoutGeometry

/// `/fit`'s questions and answers: where content of a size or aspect ratio goes in a container or a device region.
///
/// - `uikit`: `UIView.ContentMode` placement of `content` in `container` (or a device's window, safe area or
///   safe-area aspect-fit guide), with `alignment` and pixel rounding at `scale`, as UIKit lays out a
///   `UIImageView`'s image.
/// - `swiftui`: `.aspectRatio(_:contentMode:)` on a proposal, as SwiftUI's `_AspectRatioLayout` sizes its child.
///
/// `FitAnswers.answer(.uikit(.init(container: Rect(size: Size(width: 852, height: 393)), region: nil,
/// content: Size(width: 21, height: 9), mode: .scaleAspectFit, alignment: .center, scale: nil)))` → `rect`
/// `{x: 0, y: 13.928571428571, width: 852, height: 365.142857142857}`
public enum FitAnswers {
    /// A normalized /fit question: equal questions share one cache entry however they were asked.
    public enum Question: Hashable, Sendable {
        case uikit(UIKit)
        case swiftUI(SwiftUI)
    }

    public struct UIKit: Hashable, Sendable {
        /// The container, or `.zero` when a device region supplies it.
        public var container: Rect
        public var region: DeviceRegion?
        public var content: Size
        public var mode: ContentMode
        public var alignment: ContentAlignment
        public var scale: Double?

        public init(
            container: Rect, region: DeviceRegion?, content: Size, mode: ContentMode, alignment: ContentAlignment,
            scale: Double?
        ) {
            self.container = container
            self.region = region
            self.content = content
            self.mode = mode
            self.alignment = alignment
            self.scale = scale
        }
    }

    /// A region of a device's window: the whole window, its safe area, the safe-area aspect-fit guide, or the area
    /// above the docked keyboard (`keyboardLayoutGuide`, see ``KeyboardGuide``).
    public struct DeviceRegion: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable, Encodable, CaseIterable {
            case window, safeArea, aspectFitGuide, keyboardLayoutGuide
        }
        /// The device, resolved once by the endpoint (``DeviceCatalog/resolve(_:field:display:group:)``): on its asked
        /// display, with the asked OS version's safe-area insets. The answer uses it as it is.
        public var device: ResolvedDevice
        public var orientation: AskedOrientation
        /// The Display Zoom window instead of the standard one.
        public var displayZoom: Bool
        public var kind: Kind
        /// The guide's ratio (UIKit's default is 1).
        public var guideRatio: AspectRatio
        /// Which keyboard `keyboardLayoutGuide` follows (`.predictive` for the other regions, unused).
        public var keyboard: KeyboardGuide.Option
        /// The iPad window the region is in (`window` or `multitasking`), as `/swiftui/layout` hosts a tree
        /// (``SwiftUILayoutAnswers/hostedWindow(_:of:_:readsSizeClasses:windowField:_:)``); `nil`: the whole screen.
        public var hosted: SwiftUILayoutAnswers.HostedWindow?
        /// Whether content (a size, or outside the guide a ratio) is placed in the region; else the answer is the
        /// region itself: the guide at its ratio, or the window, safe area or keyboard region as it is (the
        /// question's `content` unused, the answer's the region's size).
        public var placesContent: Bool

        public init(
            device: ResolvedDevice, orientation: AskedOrientation, displayZoom: Bool, kind: Kind,
            guideRatio: AspectRatio, placesContent: Bool, keyboard: KeyboardGuide.Option = .predictive,
            hosted: SwiftUILayoutAnswers.HostedWindow? = nil
        ) {
            self.hosted = hosted
            self.keyboard = keyboard
            self.device = device
            self.orientation = orientation
            self.displayZoom = displayZoom
            self.kind = kind
            self.guideRatio = guideRatio
            self.placesContent = placesContent
        }
    }

    public struct SwiftUI: Hashable, Sendable {
        public var proposal: ProposedSize
        public var ratio: Double?
        public var idealSize: Size?
        public var mode: SwiftUIContentMode
        public var scale: Double?

        public init(proposal: ProposedSize, ratio: Double?, idealSize: Size?, mode: SwiftUIContentMode, scale: Double?)
        {
            self.proposal = proposal
            self.ratio = ratio
            self.idealSize = idealSize
            self.mode = mode
            self.scale = scale
        }
    }

    // MARK: Answering

    /// The device region a container came from (`deviceRegion` in the answer).
    public struct RegionAnswer: Encodable, Sendable {
        /// The model id (as `/sizeclass` and `/devices` name it).
        public var device: String
        /// Set when `device` named a group (HIG row): the model it resolved to is `device`.
        public var resolvedFrom: Resolution?
        /// The orientation as asked (`landscape` stays `landscape`).
        public var orientation: String
        /// The interface orientation used.
        public var interfaceOrientation: InterfaceOrientation
        public var region: DeviceRegion.Kind
        public var displayZoom: Bool
        /// The display answered, on a model with more than one (`outer`, `inner`).
        public var display: String?
        public var window: Rect
        public var safeArea: Rect?
        /// The OS version the safe area is answered for: the one asked (`os=`), or the newest a source ties to the
        /// model (``OSSupport/newest(insets:)``), never only the version its insets hold from (`11` for an iPad
        /// whose insets no source ties to a version).
        public var os: String?
        public var aspectFitGuide: AspectFitGuide?
        /// The docked keyboard `keyboardLayoutGuide` followed, with its source.
        public var keyboard: KeyboardGuide.Answer?

        enum CodingKeys: String, CodingKey {
            case device, resolvedFrom, orientation, interfaceOrientation, region, displayZoom, display, window
            case safeArea, os, aspectFitGuide, keyboard
        }

        /// Every member, `null` where there is nothing to say, except `display`: only a model with more than one
        /// display is answered with it (a model with one answers without it).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(device, forKey: .device)
            try c.encodeIfPresent(resolvedFrom, forKey: .resolvedFrom)
            try c.encode(orientation, forKey: .orientation)
            try c.encode(interfaceOrientation, forKey: .interfaceOrientation)
            try c.encode(region, forKey: .region)
            try c.encode(displayZoom, forKey: .displayZoom)
            if let display { try c.encode(display, forKey: .display) }
            try c.encode(window, forKey: .window)
            try c.encodeIfPresent(safeArea, forKey: .safeArea)
            try c.encodeIfPresent(os, forKey: .os)
            try c.encodeIfPresent(aspectFitGuide, forKey: .aspectFitGuide)
            try c.encodeIfPresent(keyboard, forKey: .keyboard)
        }
    }

    public struct UIKitAnswer: Sendable {
        public var semantics = "uikit"
        public var deviceRegion: RegionAnswer?
        public var container: Rect
        public var content: Size
        public var aspectRatio: Double
        public var mode: ContentMode
        public var alignment: ContentAlignment
        public var rect: Rect
        public var unroundedRect: Rect
        public var contentScale: Point
        public var cropped: EdgeInsets
        public var scale: Double?
        public var rounded: Bool
    }

    public struct SwiftUIAnswer: Encodable, Sendable {
        public var semantics = "swiftui"
        public var mode: SwiftUIContentMode
        public var proposal: ProposedSize
        public var aspectRatio: Double
        public var childProposal: ProposedSize
        public var flexibleSize: ProposedSize
        public var flexibleFrame: Rect?
        public var fixedFrame: Rect?
        public var scale: Double?
        public var rounded: Bool
    }

    public enum Answer: Sendable {
        case uikit(UIKitAnswer)
        case swiftUI(SwiftUIAnswer)
    }

    public static func answer(_ question: Question) throws(AnswerError) -> Answer {
        switch question {
        case .uikit(let q): .uikit(try answer(q))
        case .swiftUI(let q): .swiftUI(answer(q))
        }
    }

    /// The OS version a device region's safe area is answered for: the one asked, or the newest a source ties to the
    /// model, e.g. `"26"` for an iPad Air (M3) (Apple's iPadOS 26 list), whose insets hold from iOS 11.
    static func os(of device: ResolvedDevice) -> String? {
        if let asked = device.os { return asked.map(String.init).joined(separator: ".") }
        let model = device.device
        return model.os?.newest(insets: model.safeArea?.os) ?? model.safeArea?.os
    }

    public static func answer(_ q: UIKit) throws(AnswerError) -> UIKitAnswer {
        var container = q.container
        var content = q.content
        var regionAnswer: RegionAnswer?
        var guideRect: Rect?
        if let region = q.region {
            let device = region.device.device
            let orientation = region.orientation.interface
            let zoom = region.displayZoom ? device.displayZoom : nil
            // An iPad window sits at the screen's top-left corner with the screen's insets on the edges it shares.
            let window = Rect(
                size: region.hosted?.size ?? zoom.map { orientation.size(forPortrait: $0.value) }
                    ?? device.windowSize(orientation))
            let safe =
                zoom == nil
                ? device.safeAreaInsets(orientation).map { window.inset(by: region.hosted?.insets ?? $0) } : nil
            if region.hosted != nil, region.kind == .aspectFitGuide || region.kind == .keyboardLayoutGuide {
                throw AnswerError.unprocessable(
                    "region",
                    "\(region.kind.rawValue) is a full-screen region; in an iPad window use window or safeArea.")
            }
            var guide: AspectFitGuide?
            var keyboard: KeyboardGuide.Answer?
            switch region.kind {
            case .window: container = window
            case .safeArea: container = safe ?? window
            case .aspectFitGuide:
                guard let shape = device.displayShape(orientation) else {
                    throw AnswerError.unprocessable("region", "no source gives \(device.name)'s corner radius.")
                }
                let computed = AspectFitGuide(shape: shape, ratio: region.guideRatio)
                guide = computed
                container = computed.rect
                if !region.placesContent { guideRect = computed.rect }
            case .keyboardLayoutGuide:
                let above = try KeyboardGuide.answer(
                    device, orientation, window: window, option: region.keyboard,
                    os: region.device.os)
                container = above.region
                keyboard = above.keyboard
            }
            // The region answered as it is: content of its own size, which every mode places on it exactly.
            if !region.placesContent && region.kind != .aspectFitGuide { content = container.size }
            regionAnswer = RegionAnswer(
                device: device.id, resolvedFrom: device.resolvedFrom, orientation: region.orientation.asked,
                interfaceOrientation: orientation, region: region.kind, displayZoom: region.displayZoom,
                display: device.display,
                window: window, safeArea: safe, os: safe == nil ? nil : Self.os(of: region.device),
                aspectFitGuide: guide, keyboard: keyboard)
        }
        // When the answer is the guide itself, the content fills the guide's exact rect (its ratio is the content's),
        // so rect is the guide as UIKit rounds it and contentScale is the exact rect's (756 × 324 for 21:9 → 36).
        let exactGuide = guideRect == nil ? nil : regionAnswer?.aspectFitGuide?.exactRect
        let placement = q.mode.place(content, in: exactGuide ?? container, alignment: q.alignment)
        let numbers = [
            placement.rect.x, placement.rect.y, placement.rect.width, placement.rect.height, placement.scaleX,
            placement.scaleY,
        ]
        guard numbers.allSatisfy(\.isFinite) else {
            throw AnswerError.unprocessable(
                ["content", "container"],
                "content: \(NumberText.short(content.width))x\(NumberText.short(content.height)) "
                    + "against a \(NumberText.short(container.width))x\(NumberText.short(container.height)) "
                    + "container scales past what a double holds."
            )
        }
        var rect = q.scale.map { placement.rect.roundedToPixels(scale: $0) } ?? placement.rect
        let unrounded = placement.rect
        if let guideRect { rect = guideRect }  // already whole points
        return UIKitAnswer(
            deviceRegion: regionAnswer, container: container, content: content, aspectRatio: content.aspectRatio,
            mode: q.mode,
            alignment: placement.alignment, rect: rect, unroundedRect: unrounded,
            contentScale: Point(x: placement.scaleX, y: placement.scaleY), cropped: placement.cropped,
            scale: q.scale, rounded: q.scale != nil || guideRect != nil
        )
    }

    public static func answer(_ q: SwiftUI) -> SwiftUIAnswer {
        let layout = q.mode.layout(proposal: q.proposal, ratio: q.ratio, idealSize: q.idealSize)
        func round(_ rect: Rect?) -> Rect? {
            guard let rect, let scale = q.scale else { return rect }
            return rect.roundedToPixels(scale: scale)
        }
        return SwiftUIAnswer(
            mode: q.mode, proposal: q.proposal, aspectRatio: layout.ratio, childProposal: layout.childProposal,
            flexibleSize: layout.flexibleSize, flexibleFrame: round(layout.flexibleFrame),
            fixedFrame: round(layout.fixedFrame),
            scale: q.scale, rounded: q.scale != nil
        )
    }
}
