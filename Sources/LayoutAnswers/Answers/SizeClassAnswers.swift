public import LayoutGeometry

/// `/sizeclass`'s questions and answers: the size classes UIKit gives a window — a device's full screen (the HIG
/// table), its Display Zoom window, an iPad Split View or Slide Over window (measured), or any window and idiom
/// (`UITraitCollection`'s rules, named).
///
/// `try SizeClassAnswers.answer(.window(Size(width: 400, height: 600), .phone), catalog)` → compact × regular
public enum SizeClassAnswers {
    public enum Question: Hashable, Sendable {
        /// A device's window, the device resolved once by the endpoint (on its asked display).
        case device(ResolvedDevice, orientation: AskedOrientation, multitasking: String?, displayZoom: Bool)
        case window(Size, Idiom)
        /// A freely sized iPadOS 26 window of an iPad (`multitasking=window`).
        case iPadWindow(ResolvedDevice, orientation: AskedOrientation, window: Size)
    }

    public struct Answer: Encodable, Sendable {
        public var device: String?
        /// The orientation as asked (`landscape` stays `landscape`).
        public var orientation: String?
        /// The interface orientation used.
        public var interfaceOrientation: InterfaceOrientation?
        public var multitasking: String?
        public var displayZoom: Bool?
        /// The display answered, on a model with more than one (`outer`, `inner`).
        public var display: String?
        /// Set when `device` named a group (HIG row): the model it resolved to is `device`.
        public var resolvedFrom: Resolution?
        public var idiom: Idiom
        public var window: Size
        public var horizontal: SizeClass
        public var vertical: SizeClass
        public var rule: String
        public var confidence: String
        public var sources: [String]
        public var notes: String?

        enum CodingKeys: String, CodingKey {
            case device, orientation, interfaceOrientation, multitasking, displayZoom, display, resolvedFrom, idiom
            case window, horizontal, vertical, rule, confidence, sources, notes
        }

        /// Every member, `null` where there is nothing to say, except `display`: only a model with more than one
        /// display is answered with it (a model with one answers without it).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encodeIfPresent(device, forKey: .device)
            try c.encodeIfPresent(orientation, forKey: .orientation)
            try c.encodeIfPresent(interfaceOrientation, forKey: .interfaceOrientation)
            try c.encodeIfPresent(multitasking, forKey: .multitasking)
            try c.encodeIfPresent(displayZoom, forKey: .displayZoom)
            if let display { try c.encode(display, forKey: .display) }
            try c.encodeIfPresent(resolvedFrom, forKey: .resolvedFrom)
            try c.encode(idiom, forKey: .idiom)
            try c.encode(window, forKey: .window)
            try c.encode(horizontal, forKey: .horizontal)
            try c.encode(vertical, forKey: .vertical)
            try c.encode(rule, forKey: .rule)
            try c.encode(confidence, forKey: .confidence)
            try c.encode(sources, forKey: .sources)
            try c.encodeIfPresent(notes, forKey: .notes)
        }
    }

    public static func answer(_ question: Question, _ catalog: DeviceCatalog) throws(AnswerError) -> Answer {
        switch question {
        case .window(let size, let idiom):
            let rule = SizeClassRule(window: size, idiom: idiom)
            return Answer(
                idiom: idiom, window: size, horizontal: rule.classes.horizontal, vertical: rule.classes.vertical,
                rule: rule.rule, confidence: rule.confidence, sources: ["RULE"])
        case .iPadWindow(let resolved, let asked, let window):
            let device = resolved.device
            let rule = SizeClassRule(window: window, idiom: .pad)
            return Answer(
                device: device.id, orientation: asked.asked, interfaceOrientation: asked.interface,
                multitasking: "window", displayZoom: false, resolvedFrom: device.resolvedFrom, idiom: .pad,
                window: window,
                horizontal: rule.classes.horizontal, vertical: rule.classes.vertical,
                rule: "iPadOS 26 window, any size (IPADOS26W): " + rule.rule, confidence: rule.confidence,
                sources: ["RULE", "SST", "IPADOS26W"],
                notes: "iPadOS 26 lets a window take any size, so no table lists them; the answer is the rule the "
                    + "measured Split View and Slide Over windows give (SST), applied to this size. No Apple source "
                    + "gives iPadOS 26's own width thresholds.")
        case .device(let resolved, let asked, let multitasking, let zoomed):
            let device = resolved.device
            let orientation = asked.interface
            let idiom = Idiom(rawValue: device.idiom) ?? .pad
            func answer(
                window: Size, classes: SizeClasses, rule: String, confidence: String, sources: [String],
                notes: String? = nil
            ) -> Answer {
                Answer(
                    device: device.id, orientation: asked.asked, interfaceOrientation: orientation,
                    multitasking: multitasking ?? "full",
                    displayZoom: zoomed, display: device.display, resolvedFrom: device.resolvedFrom, idiom: idiom,
                    window: window,
                    horizontal: classes.horizontal, vertical: classes.vertical,
                    rule: rule, confidence: confidence, sources: sources, notes: notes)
            }
            if zoomed, let zoom = device.displayZoom {
                let window = orientation.size(forPortrait: zoom.value)
                let rule = SizeClassRule(window: window, idiom: .phone)
                return answer(
                    window: window, classes: rule.classes, rule: "Display Zoom window: " + rule.rule,
                    confidence: rule.confidence,
                    sources: zoom.sources + ["RULE"])
            }
            guard let classes = device.sizeClasses else {  // tvOS and visionOS: the rule for the idiom
                let window = device.windowSize(orientation)
                let rule = SizeClassRule(window: window, idiom: idiom)
                return answer(
                    window: window, classes: rule.classes, rule: rule.rule, confidence: rule.confidence,
                    sources: ["RULE"])
            }
            guard let multitasking else {
                let fromTable = classes.sources.contains("HIG"), byRule = classes.sources.contains("RULE")
                return answer(
                    window: device.windowSize(orientation),
                    classes: orientation.isLandscape ? classes.landscape : classes.portrait,
                    rule: fromTable
                        ? "HIG size-class table, full screen"
                        : byRule
                            ? "not in the HIG table: the table's rule for its family"
                            : "the display's sourced size classes, full screen (not the iPhone rule)",
                    confidence: "sourced", sources: classes.sources)
            }
            guard
                let measured = catalog.splitViewWindow(
                    for: device, multitasking: multitasking, landscape: orientation.isLandscape)
            else {
                throw AnswerError.unprocessable(
                    "multitasking",
                    "no source measures a \(multitasking) window on \(device.name)'s "
                        + "\(NumberText.short(device.portraitSize.width))x"
                        + "\(NumberText.short(device.portraitSize.height)) pt screen (the measured Split View "
                        + "windows are iOS 9 – iPadOS 15 multitasking on older screens, and another screen's is never "
                        + "reused); on iPadOS 26 windows resize freely: ask window=WIDTHxHEIGHT (its size classes by "
                        + "the rule)."
                )
            }
            guard let window = measured.window else {
                throw AnswerError.unprocessable(
                    "multitasking",
                    "iPadOS offers no \(multitasking) Split View in "
                        + "\(orientation.isLandscape ? "landscape" : "portrait")."
                )
            }
            let rule = SizeClassRule(window: window, idiom: .pad)
            return answer(
                window: window,
                classes: SizeClasses(
                    horizontal: measured.measuredHorizontal ?? rule.classes.horizontal, vertical: .regular),
                rule: measured.measuredHorizontal != nil ? "measured window and its reported size class" : rule.rule,
                confidence: "sourced", sources: measured.sources,
                notes: device.portraitSize == Size(width: 1024, height: 1366) && multitasking == "split-2/3"
                    && !orientation.isLandscape
                    ? "Compact at run time (openradar 34621309); Apple's old documentation and Interface Builder "
                        + "said regular."
                    : nil)
        }
    }
}
