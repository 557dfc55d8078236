public import LayoutGeometry

extension SwiftUISheetAnswers {
    /// Every context an ask covers, hosted: models × displays × orientations × windows (iPads only; other models
    /// full screen) × Dynamic Type sizes × pseudolanguages × directions. A context the catalog cannot host is
    /// skipped with its reason, not refused.
    /// - Parameters:
    ///   - ask: The models, orientations, displays, windows and region.
    ///   - catalog: Where the models, size classes and measured windows are read.
    ///   - budget: Charged ``unitsPerHosting`` a context hosted; stopped, or past its limit, the expansion ends.
    /// - Returns: The hosted contexts in order (model, display, orientation, window) and the skipped ones.
    /// - Throws: ``AnswerError``: 404 for an unknown model, 422 for an unknown family, past ``maximumContexts``
    ///   (counted before any is hosted), past the budget, or when nothing can be hosted; 503 when stopped.
    ///
    /// `Ask(models: .devices(["iphone-17-pro"]))` → `iphone-17-pro portrait` and `iphone-17-pro landscape`.
    public static func contexts(
        _ ask: Ask, _ catalog: DeviceCatalog, budget: WorkBudget = WorkBudget()
    ) throws(AnswerError) -> (hosted: [Hosted], skipped: [Skipped]) {
        var hosted: [Hosted] = []
        var skipped: [Skipped] = []
        let variants = variants(ask)
        let covered = try models(ask.models, catalog)
        let bound = contextCount(ask, covered, variants: variants.count)
        guard bound <= maximumContexts else {
            throw AnswerError.unprocessable(
                ["devices", "family", "all", "orientations", "displays", "windows"]
                    + (variants.count > 1 ? ["dynamicTypeSizes", "pseudolanguages", "layoutDirections"] : []),
                "the sheet asks \(bound) contexts (models × displays × orientations × windows × "
                    + "\(variants.count) text and direction variants); a sheet hosts at most \(maximumContexts): "
                    + "ask fewer models, windows or variants.")
        }
        for model in covered {
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
                        try charge(budget, unitsPerHosting, at: "hosting " + context.name)
                        let one: Hosted
                        do {
                            one = try host(context, resolved, asked, window ?? .full, ask, catalog)
                        } catch {
                            skipped.append(Skipped(context: context, reason: error.detail))
                            continue
                        }
                        for v in variants {
                            var each = one
                            each.context.dynamicTypeSize = v.size.map { DynamicType.sizeNames[$0] }
                            each.context.pseudolanguage = v.language?.rawValue
                            each.context.layoutDirection = v.direction?.rawValue
                            if ask.hasText {
                                each.host.dynamicTypeSize = v.size
                                each.host.pseudolanguage = v.language == .rightToLeft ? nil : v.language
                            }
                            let rtl = v.direction == .rightToLeft || v.language == .rightToLeft
                            each.host.layoutDirection = rtl ? .rightToLeft : .leftToRight
                            hosted.append(each)
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

    /// The contexts an ask names, counted from the catalog without hosting any: per model, its displays asked ×
    /// orientations × windows (an iPad's) × variants.
    static func contextCount(_ ask: Ask, _ covered: [Device], variants: Int) -> Int {
        var total = 0
        for model in covered {
            var displays = 1
            if let all = model.displays?.map(\.id), all.count > 1 {
                displays = ask.displays.map { asked in all.filter { asked.contains($0) }.count } ?? all.count
            }
            let windows = model.idiom == "pad" ? (ask.windows?.count ?? 1) : 1
            total += displays * (ask.orientations?.count ?? 2) * windows * variants
        }
        return total
    }

    /// One context hosted: ``SwiftUILayoutAnswers/hosting(_:window:readsSizeClasses:windowField:_:)``, exactly as
    /// `/swiftui/layout` hosts that device, orientation, display and window, with the display scale it needs.
    static func host(
        _ context: Context, _ resolved: ResolvedDevice, _ asked: AskedOrientation, _ window: Window,
        _ ask: Ask, _ catalog: DeviceCatalog
    ) throws(AnswerError) -> Hosted {
        let device = resolved.device
        guard device.scale != nil else {
            throw AnswerError.unprocessable("devices", "no source gives \(device.name)'s display scale.")
        }
        let hosting = try SwiftUILayoutAnswers.hosting(
            .init(device: device.id, orientation: asked, kind: ask.region, display: context.display), window: window,
            readsSizeClasses: ask.readsSizeClasses, windowField: "windows", catalog)
        let host = Host(
            safeArea: hosting.placement.safeArea, insets: hosting.insets, scale: hosting.scale ?? 1,
            sizeClasses: hosting.sizeClasses)
        return Hosted(
            context: context, host: host, resolved: resolved, interface: asked.interface, window: hosting.window)
    }
}
