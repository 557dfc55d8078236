"""Mutations for mutate.py: geometry, parsing, routing, pictures, CSS, batch and the cache (MUTATIONS), and the
bounds on what a client writes (BOUNDS: every value a client controls is bounded; each is killed by
ClientBoundsTests, BudgetAuditTests or AccessLogTests). Each entry is (id, area, file, original text, replacement);
mutate.py runs them with mutations_service.py's and mutations_swiftui.py's lists.
"""

# The source folders the lists (this file's, mutations_service.py's and mutations_swiftui.py's) name their files by.
H = "Sources/LayoutHTTP/"
C = "Sources/LayoutHTTPCore/"
V = "Sources/LayoutServer/"
G = "Sources/LayoutGeometry/"
A = "Sources/LayoutAnswers/"
S = "Sources/LayoutGeometry/SwiftUILayout/"

MUTATIONS = [
    # --- geometry -------------------------------------------------------------------------------------------
    ("tie-tolerance-removed", "geometry", G + "PixelRounding.swift",
     "let tolerance = 1e-9 * Swift.max(1, Swift.abs(pixels))", "let tolerance = 0.0"),
    ("round-toward-zero", "geometry", G + "PixelRounding.swift",
     "(pixels + 0.5 + tolerance).rounded(.down)", "(pixels + 0.5 + tolerance).rounded(.towardZero)"),
    ("focus-overlap-h-inclusive", "geometry", G + "TVGrid.swift",
     "overlapsHorizontally = overhang.width > horizontalSpacing",
     "overlapsHorizontally = overhang.width >= horizontalSpacing"),
    ("focus-overlap-v-inclusive", "geometry", G + "TVGrid.swift",
     "overlapsVertically = overhang.height > verticalSpacing",
     "overlapsVertically = overhang.height >= verticalSpacing"),
    ("fit-uses-max", "geometry", G + "ContentMode.swift", "scaleX = Swift.min(sx, sy)", "scaleX = Swift.max(sx, sy)"),
    ("cropped-top-sign", "geometry", G + "ContentMode.swift",
     "top: Swift.max(0, container.minY - rect.minY),", "top: Swift.max(0, rect.minY - container.minY),"),
    ("ratio-max-exclusive", "geometry", G + "AspectRatio.swift",
     "guard value > 0, value <= Self.maximum else {", "guard value > 0, value < Self.maximum else {"),
    # --- parsing --------------------------------------------------------------------------------------------
    ("magnitude-limit-raised", "parsing", H + "Parameters/Parameters+Numbers.swift",
     "guard value.magnitude < 1e12 else {", "guard value.magnitude < 1e301 else {"),
    ("unknown-fields-accepted", "parsing", H + "Parameters/Parameters.swift",
     "guard presentRead < presentCount else { return }", "guard presentRead < 0 else { return }"),
    ("post-query-accepted", "parsing", C + "Core/Negotiation.swift",
     "guard request.query.isEmpty else {", "guard request.query.isEmpty || true else {"),
    ("accept-star-star-refused", "parsing", C + "Core/Negotiation.swift",
     'ByteText.equalsLowercase(range, "*/*") || ByteText.equalsLowercase(range, "*")',
     'ByteText.equalsLowercase(range, "*")'),
    ("plus-json-refused", "parsing", C + "Core/Negotiation.swift",
     'media.count == 16 ? endsWith("application/json") : endsWith("+json")', 'endsWith("/json")'),
    ("compound-number-exponent", "parsing", H + "Parameters/Parameters+Numbers.swift",
     "guard i == end, integerEnd > integer || fractionEnd > fraction,",
     "guard integerEnd > integer || fractionEnd > fraction,"),
    ("json-null-as-absent", "parsing", H + "Parameters/Parameters.swift",
     "guard Self.nullableMembers.contains(name) else {", "guard true else {"),
    ("cross-field-as-400", "parsing", C + "Core/Problem.swift",
     'status: 422, title: "Cannot answer this combination"', 'status: 400, title: "Cannot answer this combination"'),
    ("deprecated-alias-unreported", "parsing", H + "Parameters/Parameters.swift",
     "            deprecatedNames.append(found.name)\n", ""),
    ("no-did-you-mean", "parsing", H + "Parameters/Parameters.swift",
     "let close = names.closest(to: name) else {", "let close = Optional<String>.none else {"),
    ("applies-here-never", "parsing", H + "Parameters/KnownNames.swift",
     "readers[Vocabulary.replacement(for: name) ?? name]?.contains(route) ?? false", "false"),
    ("number-noise-kept", "parsing", A + "Support/JSONNumber.swift",
     "        let value = clean(value)\n", "        let value = value\n"),
    ("overflow-written-as-null", "parsing", H + "Routing/Route.swift",
     "guard encoded.finite else {", "guard encoded.finite || true else {"),
    # --- routing --------------------------------------------------------------------------------------------
    ("literal-prefix-match", "routing", H + "Routing/Route.swift",
     "if isLiteral { return ByteText.same(path, self.path) ? [:] : nil }",
     "if isLiteral { return path.utf8.starts(with: self.path.utf8) ? [:] : nil }"),
    ("allow-without-head", "routing", H + "Routing/Route.swift",
     'if methods.contains("GET") { all.insert("HEAD", at: all.firstIndex(of: "GET")! + 1) }', ""),
    ("head-not-get", "routing", H + "HTTP/LayoutService.swift",
     'let method = request.isMethod("HEAD") ? "GET" : request.method', "let method = request.method"),
    ("empty-placeholder-matches", "routing", H + "Routing/Route.swift",
     "guard !part.isEmpty else { return nil }", ""),
    # killed by ParameterLocationTests (a POST-only route's names listed in the query it refuses), RouteListTests
    ("post-only-names-in-query", "routing", H + "Routing/EndpointDescriptor.swift",
     "parameters.map { $0.inBody() }", "parameters"),
    ("fit-region-itself-unsized", "routing", A + "Answers/FitAnswers.swift",  # killed by FitRegionItselfTests
     "if !region.placesContent && region.kind != .aspectFitGuide { content = container.size }", ""),
    # --- pictures, CSS, batch -------------------------------------------------------------------------------
    ("picture-shares-json-entry", "cache", H + "Routing/Route.swift",
     "key: CacheKey(route: path, question: key),", "key: CacheKey(route: path, question: question),"),
    ("picture-key-ignores-zoom", "cache", H + "Routing/Route.swift",
     "PictureQuestion(question: question, zoom: zoom, options: options)",
     "PictureQuestion(question: question, zoom: 1, options: options)"),
    ("zoom-limit-off", "parsing", H + "HTTP/LayoutService.swift", "if let zoom, zoom > 20 {",
     "if let zoom, zoom > 2000 {"),
    ("svg-on-equal-weights", "parsing", C + "Core/Negotiation.swift",
     '> weight(of: ["application/json", "application/problem+json", "application/*"], wildcards: false)',
     '>= 1e-300 + weight(of: ["application/json", "application/problem+json", "application/*"], wildcards: false)'),
    ("legend-always-on-the-drawing", "pictures", A + "Pictures/SVGDocument.swift",
     "        let below = options.legend\n", "        let below = false\n"),
    ("legend-swatch-without-display-under-it", "pictures", A + "Pictures/SVGDocument.swift",
     "if onDisplay, kind != .display {", "if onDisplay, kind == .display {"),
    ("display-corners-mirrored", "pictures", A + "Catalog/DisplayCorners.swift",
     "out[bottom ? (right ? 2 : 3) : (right ? 1 : 0)] = radius",
     "out[bottom ? (right ? 3 : 2) : (right ? 0 : 1)] = radius"),
    ("picture-ids-bare", "pictures", A + "Pictures/SVGDocument.swift",
     "{ PictureExport.served(text(), options) }", "{ Array(text().utf8) }"),
    ("picture-id-prefix-fixed", "pictures", A + "Pictures/PictureIDs.swift",
     "let bare = Array(text.utf8), prefix = prefix(of: bare)",
     "let bare = Array(text.utf8), prefix = Array(\"p00000000-\".utf8)"),
    ("guide-not-drawn", "pictures", A + "Pictures/AnswerPictures.swift",
     "            if let guide = region.aspectFitGuide { drawGuide(guide, on: &svg) }\n", ""),
    ("css-without-browser-answered", "css", H + "Endpoints/DeviceCSSEndpoint.swift",
     "guard DeviceCSSAnswers.hasBrowser(device) else {", "guard DeviceCSSAnswers.hasBrowser(device) || true else {"),
    ("css-insets-swapped", "css", A + "Answers/DeviceCSSAnswers.swift",
     '("top", insets?.top), ("left", insets?.left), ("bottom", insets?.bottom), ("right", insets?.right),',
     # left/right are symmetric in the catalog
     '("top", insets?.bottom), ("left", insets?.left), ("bottom", insets?.top), ("right", insets?.right),'),
    ("tokens-unknown-written-as-zero", "tokens", A + "Answers/DeviceTokensAnswers.swift",
     "if let value {\n                    group.members.append((name, .token(DesignToken(.dimension(value, form)))))",
     "if true {\n                    group.members.append((name, .token(DesignToken(.dimension(value ?? 0, form)))))"),
    ("tokens-landscape-housing-unrotated", "tokens", A + "Answers/DeviceTokensAnswers.swift",
     "let rect = housing.rect.map { o.rect($0, portrait: device.portraitSize) }",
     "let rect = housing.rect.map { InterfaceOrientation.portrait.rect($0, portrait: device.portraitSize) }"),
    ("tokens-os-ignored", "tokens", H + "Endpoints/DeviceTokensEndpoint.swift",
     "q.os.map { d.answering(os: $0) } ?? d", "q.os.map { _ in d } ?? d"),
    ("device-fields-ignored", "parsing", H + "Endpoints/DevicesEndpoint.swift",
     "return DeviceProjection(device: device, fields: q.fields, orientation: q.orientation)",
     "return DeviceProjection(device: device, fields: nil, orientation: q.orientation)"),
    ("fit-container-and-device-both-allowed", "parsing", H + "Endpoints/FitEndpoint.swift",
     "if container != nil { throw Problem.unprocessable(\"container\", \"give a container or a device, not both.\") }",
     "if container != nil, deviceName.isEmpty { throw Problem.unprocessable(\"container\", \"give a container or a "
     "device, not both.\") }"),
    ("batch-limit-off", "batch", H + "Endpoints/BatchEndpoint.swift", "guard items.count <= limit else {",
     "guard items.count <= limit * 2 else {"),
    ("batch-nested-allowed", "batch", H + "Endpoints/BatchEndpoint.swift",
     'guard route.path != "/batch" else {', 'guard route.path != "/batch/" else {'),
    # --- cache ----------------------------------------------------------------------------------------------
    ("fit-key-ignores-scale", "cache", A + "Answers/FitAnswers.swift",
     "        public var scale: Double?\n\n        public init(\n            container: Rect,",
     "        public var scale: Double?\n"
     "        public static func == (a: UIKit, b: UIKit) -> Bool { a.container == b.container && a.region == b.region "
     "&& a.content == b.content && a.mode == b.mode && a.alignment == b.alignment }\n"
     "        public func hash(into h: inout Hasher) { h.combine(container); h.combine(region); h.combine(content); "
     "h.combine(mode); h.combine(alignment) }\n"
     "\n        public init(\n            container: Rect,"),
    ("swiftui-key-ignores-ideal-size", "cache", A + "Answers/FitAnswers.swift",
     "        public var scale: Double?\n\n        public init(proposal:",
     "        public var scale: Double?\n"
     "        public static func == (a: SwiftUI, b: SwiftUI) -> Bool { a.proposal == b.proposal && a.ratio == b.ratio "
     "&& a.mode == b.mode && a.scale == b.scale }\n"
     "        public func hash(into h: inout Hasher) { h.combine(proposal); h.combine(ratio); h.combine(mode); "
     "h.combine(scale) }\n"
     "\n        public init(proposal:"),
    ("alignment-key-ignores-direction", "cache", A + "Answers/AlignmentAnswers.swift",
     "        public var minimumSize: Size\n\n        public init(",
     "        public var minimumSize: Size\n"
     "        public static func == (a: Question, b: Question) -> Bool { a.operation == b.operation && a.rect == "
     "b.rect && a.insets == b.insets && a.directional == b.directional && a.scale == b.scale && a.minimumSize == "
     "b.minimumSize }\n"
     "        public func hash(into h: inout Hasher) { h.combine(operation); h.combine(rect); h.combine(insets) }\n"
     "\n        public init("),
    ("alignment-both-insets-allowed", "parsing", H + "Endpoints/AlignmentEndpoint.swift",
     "if physical != nil && directional != nil {", "if physical != nil && directional != nil && unit == \"never\" {"),
    ("tvgrid-key-ignores-focused-scale", "cache", A + "Answers/TVGridAnswers.swift",
     "        public enum ItemHeight: Hashable, Sendable { case height(Double), aspectRatio(Double) }",
     "        public enum ItemHeight: Hashable, Sendable { case height(Double), aspectRatio(Double) }\n"
     "        public static func == (a: Grid, b: Grid) -> Bool { a.sizing == b.sizing && a.screen == b.screen && "
     "a.insets == b.insets && a.spacing == b.spacing && a.verticalSpacing == b.verticalSpacing && a.itemHeight == "
     "b.itemHeight && a.titleHeight == b.titleHeight && a.titlePadding == b.titlePadding && a.itemCount == b.itemCount "
     "}\n"
     "        public func hash(into h: inout Hasher) { h.combine(sizing); h.combine(screen); h.combine(spacing) }"),
    ("tvgrid-columns-and-item-width-both-allowed", "parsing", H + "Endpoints/TVGridEndpoint.swift",
     "if given == [true, true] {", "if given == [true, true], p.has(\"never\") {"),
    ("sizeclass-key-ignores-idiom", "cache", A + "Answers/SizeClassAnswers.swift",
     "        case iPadWindow(ResolvedDevice, orientation: AskedOrientation, window: Size)\n    }",
     "        case iPadWindow(ResolvedDevice, orientation: AskedOrientation, window: Size)\n"
     "        public static func == (a: Question, b: Question) -> Bool { switch (a, b) { case let "
     "(.device(x, y, z, w), "
     ".device(x2, y2, z2, w2)): x == x2 && y == y2 && z == z2 && w == w2; case let (.window(s, _), "
     ".window(s2, _)): s == s2; case let (.iPadWindow(x, y, z), .iPadWindow(x2, y2, z2)): x == x2 && y == y2 && z == "
     "z2; default: false } }\n"
     "        public func hash(into h: inout Hasher) { switch self { case let .device(x, y, z, w): h.combine(x); "
     "h.combine(y); h.combine(z); h.combine(w); case let .window(s, _): h.combine(s); case let "
     ".iPadWindow(x, y, z): h.combine(x); h.combine(y); h.combine(z) } }\n    }"),
    ("sizeclass-key-ignores-display-zoom", "cache", A + "Answers/SizeClassAnswers.swift",
     "        case iPadWindow(ResolvedDevice, orientation: AskedOrientation, window: Size)\n    }",
     "        case iPadWindow(ResolvedDevice, orientation: AskedOrientation, window: Size)\n"
     "        public static func == (a: Question, b: Question) -> Bool { switch (a, b) { case let "
     "(.device(x, y, z, _), "
     ".device(x2, y2, z2, _)): x == x2 && y == y2 && z == z2; case let (.window(s, i), .window(s2, "
     "i2)): s == s2 && i == i2; case let (.iPadWindow(x, y, z), .iPadWindow(x2, y2, z2)): x == x2 && y == y2 && z == "
     "z2; default: false } }\n"
     "        public func hash(into h: inout Hasher) { switch self { case let .device(x, y, z, _): h.combine(x); "
     "h.combine(y); h.combine(z); case let .window(s, i): h.combine(s); h.combine(i); case let "
     ".iPadWindow(x, y, z): h.combine(x); h.combine(y); h.combine(z) } }\n    }"),
    ("sizeclass-device-and-window-allowed", "parsing", H + "Endpoints/SizeClassEndpoint.swift",
     'guard device.idiom == "pad" else {\n            throw Problem.unprocessable(\n                "window"',
     'guard device.idiom != "watch" else {\n            throw Problem.unprocessable(\n                "window"'),
    ("fit-key-ignores-os", "cache", A + "Answers/FitAnswers.swift",
     "        public var placesContent: Bool\n\n        public init(",
     "        public var placesContent: Bool\n"
     "        public static func == (a: DeviceRegion, b: DeviceRegion) -> Bool { a.device.key == b.device.key && "
     "a.device.display == b.device.display && "
     "a.orientation == b.orientation && a.displayZoom == b.displayZoom && a.kind == b.kind && a.guideRatio == "
     "b.guideRatio && a.placesContent == b.placesContent }\n"
     "        public func hash(into h: inout Hasher) { h.combine(device.key); h.combine(orientation); "
     "h.combine(displayZoom); h.combine(kind) }\n"
     "\n        public init("),
    ("fit-key-ignores-display-zoom", "cache", A + "Answers/FitAnswers.swift",
     "        public var placesContent: Bool\n\n        public init(",
     "        public var placesContent: Bool\n"
     "        public static func == (a: DeviceRegion, b: DeviceRegion) -> Bool { a.device == b.device && "
     "a.orientation == b.orientation && a.kind == b.kind && a.guideRatio == b.guideRatio && "
     "a.placesContent == b.placesContent }\n"
     "        public func hash(into h: inout Hasher) { h.combine(device); h.combine(orientation); "
     "h.combine(kind) }\n"
     "\n        public init("),
    ("fit-key-ignores-keyboard", "cache", A + "Answers/FitAnswers.swift",
     "        public var placesContent: Bool\n\n        public init(",
     "        public var placesContent: Bool\n"
     "        public static func == (a: DeviceRegion, b: DeviceRegion) -> Bool { a.device == b.device && "
     "a.orientation == b.orientation && a.displayZoom == b.displayZoom && a.kind == b.kind && "
     "a.guideRatio == b.guideRatio && a.placesContent == b.placesContent }\n"
     "        public func hash(into h: inout Hasher) { h.combine(device); h.combine(orientation); "
     "h.combine(kind) }\n"
     "\n        public init("),
    ("devices-min-above-max-allowed", "parsing", H + "Endpoints/DevicesEndpoint.swift",
     "if let a = q.minWidth, let b = q.maxWidth, a > b {", "if let a = q.minWidth, let b = q.maxWidth, a > b + 1e9 {"),
    ("devices-key-ignores-family", "cache", A + "Answers/DevicesAnswers.swift",
     "        public var offset: Int\n\n        public init(",
     "        public var offset: Int\n"
     "        public static func == (a: ListQuestion, b: ListQuestion) -> Bool { a.query == b.query && a.identifier == "
     "b.identifier && a.minWidth == b.minWidth && a.maxWidth == b.maxWidth && a.minHeight == b.minHeight && "
     "a.maxHeight == b.maxHeight && a.scale == b.scale && a.fields == b.fields && a.limit == b.limit && a.offset == "
     "b.offset }\n"
     "        public func hash(into h: inout Hasher) { h.combine(query); h.combine(scale) }\n\n        public init("),
    ("devices-key-ignores-fields", "cache", A + "Answers/DevicesAnswers.swift",
     "        public var offset: Int\n\n        public init(",
     "        public var offset: Int\n"
     "        public static func == (a: ListQuestion, b: ListQuestion) -> Bool { a.family == b.family && a.query == "
     "b.query && a.identifier == b.identifier && a.minWidth == b.minWidth && a.maxWidth == b.maxWidth && a.minHeight "
     "== b.minHeight && a.maxHeight == b.maxHeight && a.scale == b.scale && a.limit == b.limit && a.offset == b.offset "
     "}\n"
     "        public func hash(into h: inout Hasher) { h.combine(family); h.combine(query); h.combine(scale) "
     "}\n\n        public init("),
    ("devices-key-ignores-cursor", "cache", A + "Answers/DevicesAnswers.swift",
     "        public var offset: Int\n\n        public init(",
     "        public var offset: Int\n"
     "        public static func == (a: ListQuestion, b: ListQuestion) -> Bool { a.family == b.family && a.query == "
     "b.query && a.identifier == b.identifier && a.minWidth == b.minWidth && a.maxWidth == b.maxWidth && a.minHeight "
     "== b.minHeight && a.maxHeight == b.maxHeight && a.scale == b.scale && a.fields == b.fields && a.limit == b.limit "
     "}\n"
     "        public func hash(into h: inout Hasher) { h.combine(family); h.combine(query); h.combine(scale) "
     "}\n\n        public init("),
    ("answers-never-stored", "cache", H + "HTTP/LayoutService.swift",
     "if !cache.put(key, cached) { cached.life.end() }", "cached.life.end()"),
    ("lru-no-recency-on-get", "cache", H + "Cache/LRUCache.swift",
     "            s.stats.hits += 1\n            if s.head != i {",
     "            s.stats.hits += 1\n            if false {"),
    ("lru-evicted-key-kept", "cache", H + "Cache/LRUCache.swift", "            index[nodes[slot].hash] = nil\n", ""),
    ("lru-evicts-most-recent", "cache", H + "Cache/LRUCache.swift", "            let slot = slot ?? tail\n",
     "            let slot = slot ?? head\n"),
    # --- lazy grids -----------------------------------------------------------------------------------------
    ("lazygrid-last-item-spacing-subtracted", "geometry", G + "SwiftUILayout/LazyGridLayout.swift",
     "for i in 0..<(n - 1) { remaining -= items[i].spacing ?? SwiftUILayout.systemSpacing }",
     "for i in 0..<n { remaining -= items[i].spacing ?? SwiftUILayout.systemSpacing }"),
    ("lazygrid-adaptive-ignores-spacing", "geometry", G + "SwiftUILayout/LazyGridLayout.swift",
     "let count = Swift.max(1, ((room + s) / (lo + s)).rounded(.down))",
     "let count = Swift.max(1, (room / lo).rounded(.down))"),
    ("lazygrid-adaptive-ignores-maximum", "geometry", G + "SwiftUILayout/LazyGridLayout.swift",
     "tracks[i].length = Swift.min((room - (count - 1) * s) / count, hi)",
     "tracks[i].length = (room - (count - 1) * s) / count"),
    ("lazygrid-one-pass", "geometry", G + "SwiftUILayout/LazyGridLayout.swift",
     "return (pass(first.across).tracks, first.across)", "return first"),
    ("lazygrid-fixed-not-first", "geometry", G + "SwiftUILayout/LazyGridLayout.swift",
     "                    remaining -= v\n                    left -= 1\n",
     "                    left -= 1\n"),
    ("lazygrid-cells-proposed-track-both-ways", "geometry", G + "SwiftUILayout/LazyGridLayout.swift",
     "grid.vertical ? ProposedSize(width: track.length, height: nil)",
     "grid.vertical ? ProposedSize(width: track.length, height: track.length)"),
    ("lazygrid-no-row-spacing", "geometry", G + "SwiftUILayout/LazyGridLayout.swift",
     "if k > 0 { position += grid.spacing ?? SwiftUILayout.systemSpacing }", "_ = k"),
    ("lazygrid-item-alignment-ignored", "geometry", G + "SwiftUILayout/LazyGridLayout.swift",
     "let cells = items[i].alignment ?? alignment", "let cells = alignment"),
    ("lazygrid-flexible-default-minimum-0", "parsing", A + "Answers/SwiftUILayoutAnswers+Grids.swift",
     "case nil, .string(\"flexible\")?: return .flexible(minimum: 10, maximum: .infinity)",
     "case nil, .string(\"flexible\")?: return .flexible(minimum: 0, maximum: .infinity)"),
    # --- Grid -----------------------------------------------------------------------------------------------
    ("gridlayout-column-not-widest", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "widths[cell.column] = Swift.max(widths[cell.column], s.width) }", "widths[cell.column] = s.width }"),
    ("gridlayout-row-not-tallest", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "heights[r] = Swift.max(heights[r], s.height) }", "heights[r] = s.height }"),
    ("gridlayout-default-spacing-0", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "let hs = plan.spec.horizontalSpacing ?? SwiftUILayout.systemSpacing",
     "let hs = plan.spec.horizontalSpacing ?? 0"),
    ("gridlayout-span-ignored", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "let span = row.isGridRow ? (t.span ?? 1) : 0", "let span = row.isGridRow ? 1 : 0"),
    ("gridlayout-unsized-ignored", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "unsizedH: t.unsized?.0 ?? false,", "unsizedH: false,"),
    ("gridlayout-column-alignment-ignored", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "anchors[k]?.0 ?? (columnAlignment[column] ?? spec.alignment.horizontal).fraction",
     "anchors[k]?.0 ?? spec.alignment.horizontal.fraction"),
    ("gridlayout-row-alignment-ignored", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "anchors[k]?.1 ?? (vertical ?? spec.alignment.vertical).fraction",
     "anchors[k]?.1 ?? spec.alignment.vertical.fraction"),
    ("gridlayout-anchor-ignored", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "row.cells[k].v = anchors[k]?.1 ?? ", "row.cells[k].v = "),
    ("gridlayout-flexible-cell-laid-out", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "if (!cell.unsizedH && s.width != ideal.width) || (!cell.unsizedV && s.height != ideal.height) {",
     "if false {"),
    ("gridlayout-wide-span-laid-out", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "if s.width > room {", "if s.width > room + .infinity {"),
    ("gridlayout-unsized-axes-swapped", "parsing", A + "Answers/SwiftUILayoutAnswers+Grid.swift",
     "return .unsizedAxes(horizontal: axes != .vertical, vertical: axes != .horizontal)",
     "return .unsizedAxes(horizontal: axes != .horizontal, vertical: axes != .vertical)"),
    # --- alignmentGuide -------------------------------------------------------------------------------------
    ("guide-explicit-never-read", "geometry", G + "SwiftUILayout/AlignmentGuide.swift",
     "if tree.hasGuides, let explicit = tree.explicitGuide(", "if false, let explicit = tree.explicitGuide("),
    ("guide-stack-size-ignores-explicit", "geometry", G + "SwiftUILayout/StackLayout.swift",
     "let start = -guide(kid(k), horizontal: horizontalGuide, fraction, s.sizes[k])",
     "let start = -SwiftUILayout.guide(fraction, across(s.sizes[k]))"),
    ("guide-zstack-ignores-explicit", "geometry", G + "SwiftUILayout/StackLayout.swift",
     "guideX = Swift.max(guideX, guide(kid, horizontal: true, h, s))",
     "guideX = Swift.max(guideX, SwiftUILayout.guide(h, s.width))"),
    ("zstack-largest-not-union", "geometry", G + "SwiftUILayout/StackLayout.swift",
     "Size(width: wide ? high.x - low.x : largest.width, height: tall ? high.y - low.y : largest.height)",
     "largest"),
    ("zstack-union-not-moved", "geometry", G + "SwiftUILayout/Placement.swift",
     "y: origin.y + (common.y - engine.guide(kid, horizontal: false, v, s) - low.y)",
     "y: origin.y + (common.y - engine.guide(kid, horizontal: false, v, s))"),
    ("guide-offset-opaque", "geometry", G + "SwiftUILayout/AlignmentGuide.swift",
     "            case .layoutPriority, .offset: break\n", "            case .layoutPriority: break\n"),
    ("guide-inner-wins", "geometry", G + "SwiftUILayout/AlignmentGuide.swift",
     "if let g = guides[i], g.key == key {",
     "if let g = guides[i], g.key == key, guides[child(i, 0)] == nil {"),
    ("guide-overlay-ignores-primary", "geometry", G + "SwiftUILayout/Placement.swift",
     "in: size, origin, primary: content)", "in: size, origin)"),
    ("guide-fixedsize-reads-guides", "geometry", G + "SwiftUILayout/Placement.swift",
     "p.height), .center,\n                    in: size, origin, guides: false)",
     "p.height), .center,\n                    in: size, origin)"),
    ("guide-height-fraction-of-width", "geometry", G + "SwiftUILayout/AlignmentGuide.swift",
     "v += heightFraction * size.height", "v += heightFraction * size.width"),
    ("guide-travel-unchecked", "geometry", G + "SwiftUILayout/Tree.swift",
     "if hasGuides { try validateGuides() }", "if false { try validateGuides() }"),
    ("guide-secondary-passes-up", "geometry", G + "SwiftUILayout/AlignmentGuide.swift",
     "if case .secondary = ops[q], slot[node] == 1 { break }",
     "if case .secondary = ops[q], slot[node] == 9 { break }"),
    ("guide-of-height-read-as-width", "parsing", A + "Answers/SwiftUILayoutAnswers+Guides.swift",
     "return of == .width", "return of != .height || true"),
    # killed by SwiftUISheetEndpointTests.aFindingCountsTheContextsOfEveryGroupWithIt
    ("sheet-findings-without-groups", "swiftui", A + "Answers/SwiftUISheetAnswers+JSON.swift",
     "w.array(findings) { Self.write($0, w, groups: true) }",
     "w.array(findings) { Self.write($0, w, groups: false) }"),
]

BOUNDS = [
    ("label-backslash-unescaped", "bounds", H + "Observability/Metrics.swift",
     'case "\\\\": out += "\\\\\\\\"', 'case "\\\\": out += "\\\\"'),
    ("method-label-options-other", "bounds", H + "Observability/Metrics.swift",
     "self = Self.allCases.first { $0 != .other && ByteText.same($0.rawValue, method) } ?? .other",
     "self = Self.allCases.first { $0 != .other && $0 != .OPTIONS && ByteText.same($0.rawValue, method) } ?? .other"),
    ("key-bytes-uncounted", "bounds", H + "Cache/CachedAnswer.swift",
     "Self.codedReserve(bodyCount: body.count) : 0) + keyBytes + Self.overheadBytes",
     "Self.codedReserve(bodyCount: body.count) : 0) + Self.overheadBytes"),
    # killed by ResourceBoundsTests.aCachedAnswerCountsWhatItHolds (the copies' bytes uncounted until they are made)
    ("gzip-copy-uncounted", "bounds", H + "Cache/CachedAnswer.swift",
     "(mayCompress ? Self.codedReserve(bodyCount: body.count) : 0)", "0"),
    # killed by CompressionTests.aLargeAnswerIsCompressedOnceInEachCodingAClientTakes (every answer compressed)
    ("gzip-for-every-client", "bounds", H + "HTTP/LayoutService.swift",
     'let coding = cached.mayCompress ? Negotiation.contentCoding(request.header("accept-encoding")) : nil',
     'let coding = cached.mayCompress ? Negotiation.contentCoding(request.header("accept-encoding")) ?? .gzip : nil'),
    ("spelling-kept-for-ascii-only", "bounds", H + "Cache/CachedAnswer.swift",
     "guard !ascii else { return key }", "guard ascii else { return key }"),
    ("json-escape-word-scan-blind", "bounds", H + "Cache/CachedAnswer.swift",
     "let x = word ^ 0x5C5C_5C5C_5C5C_5C5C", "let x = word ^ 0x5D5D_5D5D_5D5D_5D5D"),
    ("json-escape-not-a-spelling", "bounds", H + "Cache/CachedAnswer.swift",
     '(escaped && byte == UInt8(ascii: "u"))', '(escaped && byte == UInt8(ascii: "U"))'),
    ("text-cap-raised", "bounds", H + "Parameters/Parameters.swift",
     "guard text.utf8.count <= Self.maximumTextBytes else {", "guard text.utf8.count <= 1 << 20 else {"),
    ("search-cap-raised", "bounds", H + "Parameters/Parameters+Typed.swift",
     "guard found.value.utf8.count <= maximumBytes else {",
     "guard found.value.utf8.count <= maximumBytes * 256 else {"),
    ("unknown-names-all-described", "bounds", H + "Parameters/Parameters.swift",
     "let first = Self.smallest(Self.describedUnknownNames, of: unknown)",
     "let first = Self.smallest(unknown.count, of: unknown)"),
    ("smallest-keeps-largest", "bounds", H + "Parameters/Parameters.swift",
     "if kept.count > count { kept.removeLast() }", "if kept.count > count { kept.removeFirst() }"),
    ("large-body-inline", "bounds", H + "HTTP/LayoutService.swift",
     'where ByteText.same(method, "POST") && request.body.count > Self.inlineBodyBytes:',
     'where ByteText.same(method, "POST") && request.body.count > 1 << 30:'),
    ("svg-overflow-drawn", "bounds", H + "Routing/Route.swift",
     "guard encode(answered).finite else { throw overflow }",
     "guard encode(answered).finite || zoom > 0 else { throw overflow }"),
    ("problem-detail-uncapped", "bounds", C + "Core/Problem.swift",
     "bounded.detail = Echo.capped(detail, bytes: Self.maximumDetailBytes)", "bounded.detail = detail"),
    ("method-echo-uncapped", "bounds", C + "Core/Problem.swift",
     '"\\(Echo.capped(method, bytes: Echo.methodBytes)) is not supported', '"\\(method) is not supported'),
    ("access-log-method-uncapped", "bounds", H + "Observability/AccessLog.swift",
     "let method = Echo.capped(method, bytes: Echo.methodBytes), path", "let method = method, path"),
    ("swiftui-id-uncapped", "bounds", A + "Answers/SwiftUILayoutAnswers+Views.swift",
     "where text.utf8.count <= SwiftUILayoutAnswers.maximumIDBytes: id = text",
     "where text.utf8.count <= 1 << 20: id = text"),
    ("gzip-reserve-90-percent", "bounds", H + "Cache/CachedAnswer.swift",
     "static func codedReserve(bodyCount count: Int) -> Int { count / 2 + 64 }",
     "static func codedReserve(bodyCount count: Int) -> Int { count * 9 / 10 + 64 }"),
    ("gzip-over-reserve-kept", "bounds", H + "Cache/CachedAnswer.swift",
     "states[coding] = fits ? .kept(copy) : .overReserve", "states[coding] = .kept(copy)"),
    # killed by LRUCacheTests.evictedKeysAreReleased (free slots kept their evicted keys: question trees uncounted)
    ("lru-free-slot-keeps-key", "bounds", H + "Cache/LRUCache.swift",
     "defer { (nodes[slot].key, nodes[slot].value) = (nil, nil) }", "defer { nodes[slot].value = nil }"),
]
