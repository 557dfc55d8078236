public import LayoutGeometry

extension SwiftUISheetAnswers {
    /// Every context an ask covers, hosted: models × displays × orientations × windows (iPads only; other models
    /// full screen). A context the catalog cannot host is skipped with its reason, not refused.
    /// - Parameters:
    ///   - ask: The models, orientations, displays, windows and region.
    ///   - catalog: Where the models, size classes and measured windows are read.
    /// - Returns: The hosted contexts in order (model, display, orientation, window) and the skipped ones.
    /// - Throws: ``AnswerError``: 404 for an unknown model, 422 for an unknown family or when nothing can be hosted.
    ///
    /// `Ask(models: .devices(["iphone-17-pro"]))` → `iphone-17-pro portrait` and `iphone-17-pro landscape`.
    public static func contexts(
        _ ask: Ask, _ catalog: DeviceCatalog
    ) throws(AnswerError) -> (hosted: [Hosted], skipped: [Skipped]) {
        var hosted: [Hosted] = []
        var skipped: [Skipped] = []
        for model in try models(ask.models, catalog) {
            let displays: [String?] =
                if let all = model.displays?.map(\.id), all.count > 1 {
                    ask.displays.map { asked in all.filter { asked.contains($0) } } ?? all
                } else {
                    [nil]
                }
            for display in displays {
                let resolved: ResolvedDevice
                do {
                    resolved = try catalog.resolve(model.id, field: "devices", display: display)
                } catch {
                    continue
                }
                let device = resolved.device
                let orientations = ask.orientations ?? ["portrait", "landscape"]
                for name in orientations {
                    let interface: InterfaceOrientation = name == "portrait" ? .portrait : .landscapeLeft
                    let asked = AskedOrientation(asked: name, interface: interface)
                    let windows: [Window?] = device.idiom == "pad" ? (ask.windows ?? [.full]) : [nil]
                    for window in windows {
                        let context = Context(
                            device: device.id, orientation: name, display: display, window: window?.name)
                        guard device.supports(interface) else {
                            // A model that does not rotate is skipped silently unless the orientation was asked.
                            if ask.orientations != nil {
                                skipped.append(
                                    Skipped(context: context, reason: "\(device.name) has no \(name) interface."))
                            }
                            continue
                        }
                        do {
                            hosted.append(try host(context, resolved, asked, window ?? .full, ask.region, catalog))
                        } catch {
                            skipped.append(Skipped(context: context, reason: error.detail))
                        }
                    }
                }
            }
        }
        guard !hosted.isEmpty else {
            throw AnswerError.unprocessable(
                ["devices", "family", "all"],
                "no context can host the tree"
                    + (skipped.first.map { " (\($0.context.name): \($0.reason))" } ?? "") + ".")
        }
        return (hosted, skipped)
    }

    /// One context hosted: its window and insets, the scale, and the size classes `/sizeclass` answers for it.
    /// Full screen is ``SwiftUILayoutAnswers/root(_:_:)``'s hosting, exactly as `/swiftui/layout` hosts a device.
    /// A multitasking or sized window sits at the screen's top-leading corner and keeps the screen's insets on the
    /// edges it shares with the screen, less the distance to the screen's edge elsewhere (a 1/2 split of a 1366 pt
    /// wide landscape iPad keeps the top and bottom insets and its leading one; its trailing edge is inside).
    static func host(
        _ context: Context, _ resolved: ResolvedDevice, _ asked: AskedOrientation, _ window: Window,
        _ region: SwiftUILayoutAnswers.DeviceRegion.Kind, _ catalog: DeviceCatalog
    ) throws(AnswerError) -> Hosted {
        let device = resolved.device
        guard let scale = device.scale else {
            throw AnswerError.unprocessable("devices", "no source gives \(device.name)'s display scale.")
        }
        let screen = device.windowSize(asked.interface)
        let screenInsets = device.safeAreaInsets(asked.interface)
        if region == .safeArea && screenInsets == nil {
            throw AnswerError.unprocessable(
                "region", "the catalog has no safe-area insets for \(device.name) in \(asked.asked).")
        }
        let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let question: SizeClassAnswers.Question
        switch window {
        case .full:
            question = .device(resolved, orientation: asked, multitasking: nil, displayZoom: false)
        case .multitasking(let mode):
            question = .device(resolved, orientation: asked, multitasking: mode, displayZoom: false)
        case .size(let size):
            if let os = device.os, let last = os.last, let major = OSSupport.numbers(in: last).first, major < 26 {
                throw AnswerError.unprocessable(
                    "windows", "\(device.name) runs iPadOS up to \(last), before iPadOS 26's freely sized windows.")
            }
            guard size.width <= screen.width, size.height <= screen.height else {
                throw AnswerError.unprocessable(
                    "windows",
                    "\(window.name) does not fit the \(NumberText.short(screen.width))x"
                        + "\(NumberText.short(screen.height)) pt screen.")
            }
            question = .iPadWindow(resolved, orientation: asked, window: size)
        }
        // tvOS, visionOS and watchOS windows have no sourced size classes here: a branch takes its compact child.
        let classes =
            device.idiom == "phone" || device.idiom == "pad" ? try SizeClassAnswers.answer(question, catalog) : nil
        let size = classes?.window ?? screen
        let insets: EdgeInsets
        if case .full = window {
            insets = screenInsets ?? zero
        } else {
            let s = screenInsets ?? zero
            insets = EdgeInsets(
                top: s.top, left: s.left, bottom: max(0, s.bottom - (screen.height - size.height)),
                right: max(0, s.right - (screen.width - size.width)))
        }
        let safeArea: SwiftUILayout.SafeArea
        if case .full = window {
            // The same hosting as /swiftui/layout's for this device, orientation, display and region.
            let found = try SwiftUILayoutAnswers.root(
                .init(device: device.id, orientation: asked, kind: region, display: context.display), catalog)
            safeArea = found.placement.safeArea
        } else {
            safeArea = SwiftUILayout.SafeArea(screen: size, insets: region == .safeArea ? insets : zero)
        }
        let host = Host(
            safeArea: safeArea, insets: insets, scale: scale,
            sizeClasses: classes.map { SizeClasses(horizontal: $0.horizontal, vertical: $0.vertical) })
        return Hosted(
            context: context, host: host, resolved: resolved, interface: asked.interface, window: Rect(size: size))
    }
}
