public import LayoutGeometry

extension SwiftUILayoutAnswers {
    /// The window a device hosts a tree in: the whole screen, or an iPad window (`/sizeclass`'s `multitasking` and
    /// `window`).
    public enum Window: Hashable, Sendable {
        /// The whole screen.
        case full
        /// A measured Split View or Slide Over window, as `/sizeclass` answers it (`split-2/3`, `split-1/2`,
        /// `split-1/3`, `slide-over`).
        case multitasking(String)
        /// A freely sized iPadOS 26 window.
        case size(Size)

        /// `full`, `split-1/2`, `678x1024`.
        public var name: String {
            switch self {
            case .full: "full"
            case .multitasking(let mode): mode
            case .size(let s): NumberText.short(s.width) + "x" + NumberText.short(s.height)
            }
        }
    }

    /// How a device hosts a tree: the placement (the window with the region's insets), the window's own safe-area
    /// insets, its place in the screen, the display scale and the size classes a `sizeClass` view reads.
    public struct Hosting: Hashable, Sendable {
        public var placement: Placement
        /// The window's safe-area insets, whatever the region.
        public var insets: EdgeInsets
        /// The window in the screen's coordinates: the whole screen, or a window at the top-left corner.
        public var window: Rect
        /// The device's display scale (`nil` when no source gives it).
        public var scale: Double?
        /// The window's size classes as `/sizeclass` answers them; `nil` on a watch (watchOS has none).
        public var sizeClasses: SizeClasses?
        public var orientation: AskedOrientation

        /// The root proposal: the region's size.
        public var proposal: ProposedSize {
            let rect = placement.safeArea.rect
            return ProposedSize(width: rect.width, height: rect.height)
        }
    }

    /// The window a device's screen hosts: its size, the screen's safe-area insets it keeps and its size classes.
    public struct HostedWindow: Hashable, Sendable {
        /// The window's size; the window sits at the screen's top-left corner.
        public var size: Size
        /// The screen's safe-area insets on the edges the window shares with the screen, less the distance to the
        /// screen's edge elsewhere (zero where the catalog gives the screen none).
        public var insets: EdgeInsets
        /// The window's size classes as `/sizeclass` answers them; `nil` on a watch (watchOS has none).
        public var sizeClasses: SizeClasses?

        public init(size: Size, insets: EdgeInsets, sizeClasses: SizeClasses?) {
            self.size = size
            self.insets = insets
            self.sizeClasses = sizeClasses
        }
    }

    /// The window a device hosts content in, shared by `/swiftui/layout` and `/fit`: the whole screen, or an iPad
    /// window sized as `/sizeclass` answers it, placed at the screen's top-left corner and keeping the screen's
    /// safe-area insets only on the edges it shares with the screen (less the distance to the screen's edge
    /// elsewhere: a 1/2 split of a landscape iPad keeps the top, bottom and left insets; its right edge is inside the
    /// screen). The size classes are `/sizeclass`'s for that device, orientation and window (tvOS and visionOS: its
    /// rule for the idiom).
    /// - Parameters:
    ///   - window: The window (`full` for any device; the others on an iPad only).
    ///   - resolved: The device, on the display asked.
    ///   - asked: The orientation asked (the device supports it).
    ///   - readsSizeClasses: Whether the content reads size classes: on a watch that is a 422 naming the device.
    ///   - windowField: The field a bad window is reported under; `nil`: `multitasking` or `window`.
    ///   - catalog: Where the size classes and measured windows are read.
    /// - Returns: The window's size, insets and size classes.
    /// - Throws: ``AnswerError``: 422 for a window the device does not offer (not an iPad, before iPadOS 26, larger
    ///   than the screen), a size class on a watch.
    ///
    /// `ipad-pro-13-inch-m5`, landscape (1376 × 1032, insets 24 top, 20 bottom), `683x1032` → 683 × 1032 with
    /// insets 24 top, 20 bottom, regular × regular.
    public static func hostedWindow(
        _ window: Window, of resolved: ResolvedDevice, _ asked: AskedOrientation, readsSizeClasses: Bool,
        windowField: String? = nil, _ catalog: DeviceCatalog
    ) throws(AnswerError) -> HostedWindow {
        let device = resolved.device
        let screen = device.windowSize(asked.interface)
        let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let screenInsets = device.safeAreaInsets(asked.interface) ?? zero
        func field(_ own: String) -> String { windowField ?? own }
        let question: SizeClassAnswers.Question
        switch window {
        case .full:
            question = .device(resolved, orientation: asked, multitasking: nil, displayZoom: false)
        case .multitasking(let mode):
            guard device.idiom == "pad" else {
                throw AnswerError.unprocessable(
                    field("multitasking"), "Split View and Slide Over are iPad windows; \(device.name) is not an iPad.")
            }
            question = .device(resolved, orientation: asked, multitasking: mode, displayZoom: false)
        case .size(let size):
            guard device.idiom == "pad" else {
                throw AnswerError.unprocessable(
                    field("window"), "a window size is an iPadOS 26 window of an iPad; \(device.name) is not one.")
            }
            if let os = device.os, let last = os.last, let major = OSSupport.numbers(in: last).first, major < 26 {
                throw AnswerError.unprocessable(
                    field("window"),
                    "\(device.name) runs iPadOS up to \(last), before iPadOS 26's freely sized windows.")
            }
            guard size.width <= screen.width, size.height <= screen.height else {
                throw AnswerError.unprocessable(
                    field("window"),
                    "\(window.name) does not fit the \(NumberText.short(screen.width))x"
                        + "\(NumberText.short(screen.height)) pt screen.")
            }
            question = .iPadWindow(resolved, orientation: asked, window: size)
        }
        // /sizeclass's rule: a model with sourced size classes, or a tvOS or visionOS one (the idiom's rule);
        // watchOS has none.
        var classes: SizeClassAnswers.Answer?
        if device.sizeClasses != nil || device.idiom == "tv" || device.idiom == "vision" {
            do {
                classes = try SizeClassAnswers.answer(question, catalog)
            } catch {
                throw AnswerError.unprocessable(field(error.fields.first ?? "multitasking"), error.detail)
            }
        } else if readsSizeClasses {
            throw AnswerError.unprocessable(
                "device",
                "\(device.name) runs watchOS, which has no size classes (as /sizeclass answers): a sizeClass view "
                    + "cannot pick a child there; host it on another device, or lay it out on a proposal with "
                    + "horizontalSizeClass and verticalSizeClass.")
        }
        let size = classes?.window ?? screen
        let insets: EdgeInsets
        if case .full = window {
            insets = screenInsets
        } else {
            insets = EdgeInsets(
                top: screenInsets.top, left: screenInsets.left,
                bottom: max(0, screenInsets.bottom - (screen.height - size.height)),
                right: max(0, screenInsets.right - (screen.width - size.width)))
        }
        return HostedWindow(
            size: size, insets: insets,
            sizeClasses: classes.map { SizeClasses(horizontal: $0.horizontal, vertical: $0.vertical) })
    }

    /// Hosts a tree on a device: in the window ``hostedWindow(_:of:_:readsSizeClasses:windowField:_:)`` gives, whose
    /// region (the window, or its safe area) is the root proposal.
    /// - Parameters:
    ///   - region: The device, orientation (its default when `nil`), region and display.
    ///   - window: The window (`full` for any device; the others on an iPad only).
    ///   - readsSizeClasses: Whether the tree has a `sizeClass` view: on a watch (watchOS has no size classes, as
    ///     `/sizeclass` answers) such a tree is a 422 naming the device, never a guessed class.
    ///   - windowField: The field a bad window is reported under (`windows` for `/swiftui/sheet`); `nil`:
    ///     `multitasking` or `window`, as `/sizeclass` names them.
    ///   - catalog: Where the device, its size classes and measured windows are read.
    /// - Returns: The hosting.
    /// - Throws: ``AnswerError``: 404 for an unknown device, 422 for an orientation it lacks, a safe area the catalog
    ///   does not give, a window the device does not offer, a `sizeClass` on a watch.
    ///
    /// `ipad-pro-12-9-inch`, landscape, `split-1/2`, safe area → the 678 × 1024 window at 0, 0 with the screen's
    /// bottom inset (20) and no right one, regular × regular.
    public static func hosting(
        _ region: DeviceRegion, window: Window = .full, readsSizeClasses: Bool, windowField: String? = nil,
        _ catalog: DeviceCatalog
    ) throws(AnswerError) -> Hosting {
        let found = try root(region, catalog)
        guard let resolved = found.placement.resolved else {
            throw AnswerError.unprocessable("device", "\(region.device.prefix(80)) resolves to no model.")
        }
        let asked = region.orientation ?? .default(for: resolved.device)
        let hosted = try hostedWindow(
            window, of: resolved, asked, readsSizeClasses: readsSizeClasses, windowField: windowField, catalog)
        var placement = found.placement
        if window != .full {
            let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            placement.safeArea = SwiftUILayout.SafeArea(
                screen: hosted.size, insets: region.kind == .safeArea ? hosted.insets : zero)
        }
        return Hosting(
            placement: placement, insets: hosted.insets, window: Rect(size: hosted.size), scale: found.scale,
            sizeClasses: hosted.sizeClasses, orientation: asked)
    }
}
