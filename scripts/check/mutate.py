#!/usr/bin/env python3
"""Mutation harness: plants small, plausible bugs one at a time and checks that `swift test` catches each.

    scripts/check/mutate.py                 # every mutation (about a minute each on 2 cores)
    scripts/check/mutate.py cache etag      # only mutations whose id or area contains one of these words
    scripts/check/mutate.py --check         # only check that every original text is found exactly once (seconds)
    scripts/check/mutate.py --list          # list the mutations
    scripts/check/mutate.py --from=ID       # from mutation ID on, in list order (to finish a run that was stopped)

The tracked files are copied once to a scratch directory under /tmp (never the repository), built there once, and
each mutation is applied to that copy, built incrementally, tested with `swift test --skip-build`, and reverted.
A mutation is killed when the build or the tests fail (or time out). The tests of a mutation skip
AccessLogBufferTests (100,000 requests through the access log's writer: the slowest suite, and no mutation is in the
access log's code); the baseline runs every test. Each original text must occur exactly once in
its file: when the code changes under a mutation, the harness stops with an error instead of counting a survivor.
Prints a table and the kill rate; exits 1 if the rate is under 95 %. Not part of scripts/test.sh (it is slow).
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = int(os.environ.get("MUTATE_TIMEOUT", "600"))  # seconds per build and per test run

H = "Sources/LayoutHTTP/"
G = "Sources/LayoutGeometry/"
A = "Sources/LayoutAnswers/"
S = "Sources/LayoutGeometry/SwiftUILayout/"

# (id, area, file, original text, replacement)
MUTATIONS = [
    # --- geometry -------------------------------------------------------------------------------------------
    ("tie-tolerance-removed", "geometry", G + "PixelRounding.swift",
     "let tolerance = 1e-9 * Swift.max(1, Swift.abs(pixels))", "let tolerance = 0.0"),
    ("round-toward-zero", "geometry", G + "PixelRounding.swift",
     "(pixels + 0.5 + tolerance).rounded(.down)", "(pixels + 0.5 + tolerance).rounded(.towardZero)"),
    ("focus-overlap-h-inclusive", "geometry", G + "TVGrid.swift",
     "overlapsHorizontally = overhang.width > horizontalSpacing", "overlapsHorizontally = overhang.width >= horizontalSpacing"),
    ("focus-overlap-v-inclusive", "geometry", G + "TVGrid.swift",
     "overlapsVertically = overhang.height > verticalSpacing", "overlapsVertically = overhang.height >= verticalSpacing"),
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
    ("post-query-accepted", "parsing", H + "HTTP/Negotiation.swift",
     "guard request.query.isEmpty else {", "guard request.query.isEmpty || true else {"),
    ("accept-star-star-refused", "parsing", H + "HTTP/Negotiation.swift",
     'range == "*/*" || range == "*"', 'range == "*"'),
    ("plus-json-refused", "parsing", H + "HTTP/Negotiation.swift",
     'media.count == 16 ? endsWith("application/json") : endsWith("+json")', 'endsWith("/json")'),
    ("compound-number-exponent", "parsing", H + "Parameters/Parameters+Numbers.swift",
     "guard rest.isEmpty, !integer.isEmpty || !fraction.isEmpty,", "guard !integer.isEmpty || !fraction.isEmpty,"),
    ("json-null-as-absent", "parsing", H + "Parameters/Parameters.swift",
     "guard Self.nullableMembers.contains(name) else {", "guard true else {"),
    ("cross-field-as-400", "parsing", H + "HTTP/Problem.swift",
     'status: 422, title: "Cannot answer this combination"', 'status: 400, title: "Cannot answer this combination"'),
    ("deprecated-alias-unreported", "parsing", H + "Parameters/Parameters.swift",
     "            deprecatedNames.append(found.name)\n", ""),
    ("no-did-you-mean", "parsing", H + "Parameters/Parameters.swift",
     "guard let close = Vocabulary.closest(to: name) else { return name }", "guard let close = Optional<String>.none else { return name }"),
    ("number-noise-kept", "parsing", A + "Support/JSONNumber.swift",
     "        let value = clean(value)\n", "        let value = value\n"),
    ("overflow-written-as-null", "parsing", H + "Routing/Route.swift",
     "guard encoded.finite else {", "guard encoded.finite || true else {"),
    # --- routing --------------------------------------------------------------------------------------------
    ("literal-prefix-match", "routing", H + "Routing/Route.swift",
     "if isLiteral { return path == self.path ? [:] : nil }", "if isLiteral { return path.hasPrefix(self.path) ? [:] : nil }"),
    ("allow-without-head", "routing", H + "Routing/Route.swift",
     'if methods.contains("GET") { all.insert("HEAD", at: all.firstIndex(of: "GET")! + 1) }', ""),
    ("head-not-get", "routing", H + "HTTP/LayoutService.swift",
     'let method = request.method == "HEAD" ? "GET" : request.method', "let method = request.method"),
    ("empty-placeholder-matches", "routing", H + "Routing/Route.swift",
     "guard !part.isEmpty else { return nil }", ""),
    # --- pictures, CSS, batch -------------------------------------------------------------------------------
    ("picture-shares-json-entry", "cache", H + "Routing/Route.swift",
     "key: CacheKey(route: path, question: key),", "key: CacheKey(route: path, question: question),"),
    ("picture-key-ignores-zoom", "cache", H + "Routing/Route.swift",
     "PictureQuestion(question: question, zoom: zoom, options: options)",
     "PictureQuestion(question: question, zoom: 1, options: options)"),
    ("zoom-limit-off", "parsing", H + "HTTP/LayoutService.swift", "if let zoom, zoom > 20 {", "if let zoom, zoom > 2000 {"),
    ("svg-on-equal-weights", "parsing", H + "HTTP/LayoutService.swift",
     "svg = svgWeight > jsonWeight", "svg = svgWeight >= jsonWeight && svgWeight > 0"),
    ("legend-always-on-the-drawing", "pictures", A + "Pictures/SVGDocument.swift",
     "let below = options.legend && coversTooMuch(legendBox)", "let below = false"),
    ("guide-not-drawn", "pictures", A + "Pictures/AnswerPictures.swift",
     "            if let guide = region.aspectFitGuide { drawGuide(guide, on: &svg) }\n", ""),
    ("css-without-browser-answered", "css", H + "Endpoints/DeviceCSSEndpoint.swift",
     "guard DeviceCSSAnswers.hasBrowser(device) else {", "guard DeviceCSSAnswers.hasBrowser(device) || true else {"),
    ("css-insets-swapped", "css", A + "Answers/DeviceCSSAnswers.swift",
     '("top", insets?.top), ("left", insets?.left), ("bottom", insets?.bottom), ("right", insets?.right),',
     '("top", insets?.bottom), ("left", insets?.left), ("bottom", insets?.top), ("right", insets?.right),'),  # left/right are symmetric in the catalog
    ("tokens-unknown-written-as-zero", "tokens", A + "Answers/DeviceTokensAnswers.swift",
     "if let value {\n                    group.members.append((name, .token(DesignToken(.dimension(value, form)))))",
     "if true {\n                    group.members.append((name, .token(DesignToken(.dimension(value ?? 0, form)))))"),
    ("tokens-landscape-housing-unrotated", "tokens", A + "Answers/DeviceTokensAnswers.swift",
     "let rect = housing.rect.map { o.rect($0, portrait: device.portraitSize) }",
     "let rect = housing.rect.map { InterfaceOrientation.portrait.rect($0, portrait: device.portraitSize) }"),
    ("tokens-os-ignored", "tokens", H + "Endpoints/DeviceTokensEndpoint.swift",
     "if let os = q.os { device = device.answering(os: os) }", "if let os = q.os { _ = device.answering(os: os) }"),
    ("device-fields-ignored", "parsing", H + "Endpoints/DevicesEndpoint.swift",
     "return DeviceProjection(device: device, fields: q.fields)",
     "return DeviceProjection(device: device, fields: nil)"),
    ("fit-container-and-device-both-allowed", "parsing", H + "Endpoints/FitEndpoint.swift",
     "if container != nil { throw Problem.unprocessable(\"container\", \"give a container or a device, not both.\") }",
     "if container != nil, deviceName.isEmpty { throw Problem.unprocessable(\"container\", \"give a container or a device, not both.\") }"),
    ("batch-limit-off", "batch", H + "Endpoints/BatchEndpoint.swift", "guard items.count <= limit else {", "guard items.count <= limit * 2 else {"),
    ("batch-nested-allowed", "batch", H + "Endpoints/BatchEndpoint.swift",
     'guard route.path != "/batch" else {', 'guard route.path != "/batch/" else {'),
    # --- cache ----------------------------------------------------------------------------------------------
    ("fit-key-ignores-scale", "cache", A + "Answers/FitAnswers.swift",
     "        public var scale: Double?\n\n        public init(\n            container: Rect,",
     "        public var scale: Double?\n"
     "        public static func == (a: UIKit, b: UIKit) -> Bool { a.container == b.container && a.region == b.region && a.content == b.content && a.mode == b.mode && a.alignment == b.alignment }\n"
     "        public func hash(into h: inout Hasher) { h.combine(container); h.combine(region); h.combine(content); h.combine(mode); h.combine(alignment) }\n"
     "\n        public init(\n            container: Rect,"),
    ("swiftui-key-ignores-ideal-size", "cache", A + "Answers/FitAnswers.swift",
     "        public var scale: Double?\n\n        public init(proposal:",
     "        public var scale: Double?\n"
     "        public static func == (a: SwiftUI, b: SwiftUI) -> Bool { a.proposal == b.proposal && a.ratio == b.ratio && a.mode == b.mode && a.scale == b.scale }\n"
     "        public func hash(into h: inout Hasher) { h.combine(proposal); h.combine(ratio); h.combine(mode); h.combine(scale) }\n"
     "\n        public init(proposal:"),
    ("alignment-key-ignores-direction", "cache", A + "Answers/AlignmentAnswers.swift",
     "        public var minimumSize: Size\n\n        public init(",
     "        public var minimumSize: Size\n"
     "        public static func == (a: Question, b: Question) -> Bool { a.operation == b.operation && a.rect == b.rect && a.insets == b.insets && a.directional == b.directional && a.scale == b.scale && a.minimumSize == b.minimumSize }\n"
     "        public func hash(into h: inout Hasher) { h.combine(operation); h.combine(rect); h.combine(insets) }\n"
     "\n        public init("),
    ("alignment-both-insets-allowed", "parsing", H + "Endpoints/AlignmentEndpoint.swift",
     "if physical != nil && directional != nil {", "if physical != nil && directional != nil && unit == \"never\" {"),
    ("tvgrid-key-ignores-focused-scale", "cache", A + "Answers/TVGridAnswers.swift",
     "        public enum ItemHeight: Hashable, Sendable { case height(Double), aspectRatio(Double) }",
     "        public enum ItemHeight: Hashable, Sendable { case height(Double), aspectRatio(Double) }\n"
     "        public static func == (a: Grid, b: Grid) -> Bool { a.sizing == b.sizing && a.screen == b.screen && a.insets == b.insets && a.spacing == b.spacing && a.verticalSpacing == b.verticalSpacing && a.itemHeight == b.itemHeight && a.titleHeight == b.titleHeight && a.titlePadding == b.titlePadding && a.itemCount == b.itemCount }\n"
     "        public func hash(into h: inout Hasher) { h.combine(sizing); h.combine(screen); h.combine(spacing) }"),
    ("tvgrid-columns-and-item-width-both-allowed", "parsing", H + "Endpoints/TVGridEndpoint.swift",
     "if given == [true, true] {", "if given == [true, true], p.has(\"never\") {"),
    ("sizeclass-key-ignores-idiom", "cache", A + "Answers/SizeClassAnswers.swift",
     "        case window(Size, Idiom)\n    }",
     "        case window(Size, Idiom)\n"
     "        public static func == (a: Question, b: Question) -> Bool { switch (a, b) { case let (.device(x, y, z, w), .device(x2, y2, z2, w2)): x == x2 && y == y2 && z == z2 && w == w2; case let (.window(s, _), .window(s2, _)): s == s2; default: false } }\n"
     "        public func hash(into h: inout Hasher) { switch self { case let .device(x, y, z, w): h.combine(x); h.combine(y); h.combine(z); h.combine(w); case let .window(s, _): h.combine(s) } }\n    }"),
    ("sizeclass-key-ignores-display-zoom", "cache", A + "Answers/SizeClassAnswers.swift",
     "        case window(Size, Idiom)\n    }",
     "        case window(Size, Idiom)\n"
     "        public static func == (a: Question, b: Question) -> Bool { switch (a, b) { case let (.device(x, y, z, _), .device(x2, y2, z2, _)): x == x2 && y == y2 && z == z2; case let (.window(s, i), .window(s2, i2)): s == s2 && i == i2; default: false } }\n"
     "        public func hash(into h: inout Hasher) { switch self { case let .device(x, y, z, _): h.combine(x); h.combine(y); h.combine(z); case let .window(s, i): h.combine(s); h.combine(i) } }\n    }"),
    ("sizeclass-device-and-window-allowed", "parsing", H + "Endpoints/SizeClassEndpoint.swift",
     "if window != nil || idiom != nil {", "if window != nil && idiom != nil {"),
    ("fit-key-ignores-os", "cache", A + "Answers/FitAnswers.swift",
     "        public var placesContent: Bool\n\n        public init(",
     "        public var placesContent: Bool\n"
     "        public static func == (a: DeviceRegion, b: DeviceRegion) -> Bool { a.deviceID == b.deviceID && a.orientation == b.orientation && a.displayZoom == b.displayZoom && a.kind == b.kind && a.guideRatio == b.guideRatio && a.placesContent == b.placesContent }\n"
     "        public func hash(into h: inout Hasher) { h.combine(deviceID); h.combine(orientation); h.combine(displayZoom); h.combine(kind) }\n"
     "\n        public init("),
    ("fit-key-ignores-display-zoom", "cache", A + "Answers/FitAnswers.swift",
     "        public var placesContent: Bool\n\n        public init(",
     "        public var placesContent: Bool\n"
     "        public static func == (a: DeviceRegion, b: DeviceRegion) -> Bool { a.deviceID == b.deviceID && a.orientation == b.orientation && a.os == b.os && a.kind == b.kind && a.guideRatio == b.guideRatio && a.placesContent == b.placesContent }\n"
     "        public func hash(into h: inout Hasher) { h.combine(deviceID); h.combine(orientation); h.combine(os); h.combine(kind) }\n"
     "\n        public init("),
    ("fit-key-ignores-keyboard", "cache", A + "Answers/FitAnswers.swift",
     "        public var placesContent: Bool\n\n        public init(",
     "        public var placesContent: Bool\n"
     "        public static func == (a: DeviceRegion, b: DeviceRegion) -> Bool { a.deviceID == b.deviceID && a.orientation == b.orientation && a.os == b.os && a.displayZoom == b.displayZoom && a.kind == b.kind && a.guideRatio == b.guideRatio && a.placesContent == b.placesContent }\n"
     "        public func hash(into h: inout Hasher) { h.combine(deviceID); h.combine(orientation); h.combine(os); h.combine(kind) }\n"
     "\n        public init("),
    ("devices-min-above-max-allowed", "parsing", H + "Endpoints/DevicesEndpoint.swift",
     "if let a = q.minWidth, let b = q.maxWidth, a > b {", "if let a = q.minWidth, let b = q.maxWidth, a > b + 1e9 {"),
    ("devices-key-ignores-family", "cache", A + "Answers/DevicesAnswers.swift",
     "        public var offset: Int\n\n        public init(",
     "        public var offset: Int\n"
     "        public static func == (a: ListQuestion, b: ListQuestion) -> Bool { a.query == b.query && a.identifier == b.identifier && a.minWidth == b.minWidth && a.maxWidth == b.maxWidth && a.minHeight == b.minHeight && a.maxHeight == b.maxHeight && a.scale == b.scale && a.fields == b.fields && a.limit == b.limit && a.offset == b.offset }\n"
     "        public func hash(into h: inout Hasher) { h.combine(query); h.combine(scale) }\n\n        public init("),
    ("devices-key-ignores-fields", "cache", A + "Answers/DevicesAnswers.swift",
     "        public var offset: Int\n\n        public init(",
     "        public var offset: Int\n"
     "        public static func == (a: ListQuestion, b: ListQuestion) -> Bool { a.family == b.family && a.query == b.query && a.identifier == b.identifier && a.minWidth == b.minWidth && a.maxWidth == b.maxWidth && a.minHeight == b.minHeight && a.maxHeight == b.maxHeight && a.scale == b.scale && a.limit == b.limit && a.offset == b.offset }\n"
     "        public func hash(into h: inout Hasher) { h.combine(family); h.combine(query); h.combine(scale) }\n\n        public init("),
    ("devices-key-ignores-cursor", "cache", A + "Answers/DevicesAnswers.swift",
     "        public var offset: Int\n\n        public init(",
     "        public var offset: Int\n"
     "        public static func == (a: ListQuestion, b: ListQuestion) -> Bool { a.family == b.family && a.query == b.query && a.identifier == b.identifier && a.minWidth == b.minWidth && a.maxWidth == b.maxWidth && a.minHeight == b.minHeight && a.maxHeight == b.maxHeight && a.scale == b.scale && a.fields == b.fields && a.limit == b.limit }\n"
     "        public func hash(into h: inout Hasher) { h.combine(family); h.combine(query); h.combine(scale) }\n\n        public init("),
    ("answers-never-stored", "cache", H + "HTTP/LayoutService.swift",
     "if !cache.put(computation.key, cached) { cached.life.end() }", "cached.life.end()"),
    ("lru-no-recency-on-get", "cache", H + "Cache/LRUCache.swift",
     "            s.stats.hits += 1\n            if s.head != i {", "            s.stats.hits += 1\n            if false {"),
    ("lru-evicted-key-kept", "cache", H + "Cache/LRUCache.swift", "            index[nodes[slot].hash] = nil\n", ""),
    ("lru-evicts-most-recent", "cache", H + "Cache/LRUCache.swift", "            let slot = slot ?? tail\n",
     "            let slot = slot ?? head\n"),
    # --- The endpoints every route list must reach (issue 22: each endpoint file has a mutation) --------------------
    ("ready-during-the-delay", "endpoints", H + "Endpoints/HealthEndpoints.swift",
     "guard !service.isReady else { return .json(readyBody) }", "guard service.isDraining else { return .json(readyBody) }"),
    ("deprecations-listed-empty", "endpoints", H + "Endpoints/DocsEndpoints.swift",
     "DeprecationList(deprecations: Vocabulary.renames)", "DeprecationList(deprecations: [])"),
    ("playground-asset-ignores-etag", "endpoints", H + "Endpoints/PlaygroundEndpoints.swift",
     "if let condition = request.header(\"if-none-match\"), Conditional.matches(condition, etag: asset.etag) {",
     "if let condition = request.header(\"if-none-match\"), condition == \"never\" {"),
    # --- Resource bounds: every budget (issue 21) ----------------------------------------------------------------
    ("cache-bytes-unbounded", "bounds", H + "Cache/LRUCache.swift",
     "s.index.count >= limit.entries || s.stats.bytes + bytes > limit.bytes", "s.index.count >= limit.entries"),
    ("cache-entry-cap-ignored", "bounds", H + "Cache/LRUCache.swift",
     "guard bytes <= maximumEntryBytes else {", "guard true else {"),
    ("cached-body-not-exact", "bounds", H + "Cache/CachedAnswer.swift",
     "guard bytes.capacity > bytes.count + keptSlackBytes else { return bytes }", "return bytes"),
    ("prepared-outlives-answer", "bounds", H + "Cache/PreparedAnswers.swift",
     "self?.table.remove(stored) { ObjectIdentifier($0.prepared) == entry }", "_ = (self, entry)"),
    ("prepared-bytes-unbounded", "bounds", H + "Cache/PreparedAnswers.swift",
     "budgetBytes: budgetBytes, maximumEntryBytes: budgetBytes / 16,", "budgetBytes: .max,"),
    ("negotiation-ignores-gzip", "bounds", H + "HTTP/Negotiation.swift",
     "var form: UInt8 = acceptsGzip(acceptEncoding) ? 16 : 0", "var form: UInt8 = 0"),
    ("queued-bytes-unchecked", "bounds", H + "Transport/AccessHandler.swift",
     "queuedAnswerBytes.load(ordering: .relaxed) + response.body.count > context.queuedBudget", "false"),
    ("work-queue-unbounded", "bounds", H + "Transport/WorkerPool.swift",
     "guard pending.wrappingAdd(1, ordering: .relaxed).newValue <= capacity else {", "guard true else {"),
    ("batch-bytes-unbounded", "bounds", H + "Endpoints/BatchEndpoint.swift",
     "guard out.count <= answerBytesLimit else {", "guard true else {"),
    ("per-ip-unlimited", "bounds", H + "Transport/ConnectionGuard.swift",
     "let over = perAddressLimit > 0 && held > perAddressLimit && !exempt.contains(key)", "let over = false"),
    ("exempt-ignored", "bounds", H + "Transport/ConnectionGuard.swift",
     "exempt = Set(Self.parseAddresses(configuration.connectionLimitExempt) ?? [])", "exempt = []"),
    ("suggestions-for-any-length", "bounds", A + "Catalog/DeviceCatalog.swift",
     "guard name.utf8.count <= Self.longestSuggestedName else { return [] }", ""),
    ("reserve-ignored", "bounds", H + "Transport/ConnectionGuard.swift",
     "if total >= connectionLimit - reserve, held >= Self.reserveShare {", "if false {"),
    ("header-deadline-off", "bounds", H + "Transport/ConnectionGuard.swift",
     "case .headers: overdue = age > requestTimeout", "case .headers: overdue = false"),
    ("body-deadline-off", "bounds", H + "Transport/ConnectionGuard.swift",
     "case .body: overdue = age > requestTimeout", "case .body: overdue = false"),
    # --- The miss path's shortcuts (issue 13) ---------------------------------------------------------------------
    ("picture-miss-light", "hotpath", H + "Routing/Route.swift",
     "contentType: Representation.svgMediaType\n", "contentType: Representation.svgMediaType, light: true\n"),
    ("integer-sign-dropped", "hotpath", H + "Wire/CompactJSONEncoder.swift",
     'if value < 0 { bytes.append(UInt8(ascii: "-")) }', ""),
    ("plain-string-unvalidated", "hotpath", H + "Wire/JSON.swift",
     "guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {\n"
     + "                        throw failure(\"invalid UTF-8 in a string\")\n                    }\n",
     "let text = String(decoding: bytes[start..<index], as: UTF8.self)\n"),
    ("lru-shard-takes-whole-capacity", "hotpath", H + "Cache/LRUCache.swift",
     "s.index.count >= limit.entries ||", "s.index.count >= self.capacity ||"),
    ("metrics-first-shard-only", "hotpath", H + "Support/Platform.swift",
     "shards.reduce(initial) { result, shard in combine(result, shard.withLock { $0 }) }",
     "combine(initial, shards[0].withLock { $0 })"),
    ("etag-tail-ignored", "hotpath", H + "Cache/ContentHash.swift",
     "for (i, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(i)) }", ""),
    # --- ETag, CORS, headers ------------------------------------------------------------------------------------
    ("weak-etag-refused", "etag", H + "HTTP/Conditional.swift", 'if tag.hasPrefix("W/") { tag.removeFirst(2) }', ""),
    ("star-refused", "etag", H + "HTTP/Conditional.swift", 'if tag == "*" { return true }', ""),
    ("etag-list-unsplit", "etag", H + "HTTP/Conditional.swift",
     'condition.split(separator: ",").contains { candidate in', "[Substring(condition)].contains { candidate in"),
    ("etag-ignores-body", "etag", H + "Cache/ContentHash.swift",
     "hash = step(hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)", "hash = step(hash)"),
    ("304-without-cache-control", "etag", H + "HTTP/LayoutService.swift",
     "return Response(status: 304, headers: validators,", 'return Response(status: 304, headers: [("ETag", cached.etag)],'),
    ("prepared-key-ignores-form", "cache", H + "Transport/PreparedResponses.swift",
     "        guard accept != nil || acceptEncoding != nil else { return 0 }\n", "        return 0\n"),
    ("prepared-key-reads-first-of-repeats", "cache", H + "Transport/PreparedResponses.swift",
     "if slot != nil || value == nil {", "if value == nil {"),
    ("prepared-post-key-ignores-json", "cache", H + "Transport/PreparedResponses.swift",
     "writer.append(fields.contentTypeIsJSON ? 1 : 0)", "writer.append(1)"),
    ("prepared-key-ignores-arguments", "cache", H + "Transport/PreparedResponses.swift",
     "_ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, appendArgument, pointer)", "_ = pointer"),
    ("prepared-while-draining", "cache", H + "Transport/AccessHandler.swift",
     "if let url, let method, !context.service.isDraining {", "if let url, let method {"),
    ("prepared-post-key-ignores-body", "cache", H + "Transport/PreparedResponses.swift",
     "    body.withUnsafeBytes { writer.append(contentsOf: $0) }\n", ""),
    ("304-declares-no-length", "etag", H + "HTTP/LayoutService.swift",
     "notModifiedLength: (gzip?.body ?? cached.body).count)", "notModifiedLength: cached.body.count)"),
    ("errors-lose-cors", "headers", H + "HTTP/LayoutService.swift",
     "            } catch {\n                return (route.path, .ready(finish(error.response, request)))\n",
     "            } catch {\n                return (route.path, .ready(error.response))\n"),
    ("no-vary-origin", "headers", H + "HTTP/LayoutService.swift",
     'if configuration.corsOrigin != "*" { common.append(("Vary", "Origin")) }', ""),
    ("request-id-limit-off-by-one", "headers", H + "HTTP/LayoutService.swift", "id.utf8.count <= 200", "id.utf8.count < 200"),
    ("request-id-unfiltered", "headers", H + "HTTP/LayoutService.swift",
     "id.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7f })", "id.utf8.allSatisfy({ $0 > 0 })"),
    # --- limits ---------------------------------------------------------------------------------------------
    ("declared-limit-plus-one", "limits", H + "Transport/AccessHandler.swift",
     "if let length, length > context.maxBodyBytes {", "if let length, length > context.maxBodyBytes + 1 {"),
    ("declared-limit-inclusive", "limits", H + "Transport/AccessHandler.swift",
     "if let length, length > context.maxBodyBytes {", "if let length, length >= context.maxBodyBytes {"),
    ("chunked-limit-plus-one", "limits", H + "Transport/AccessHandler.swift",
     "if box.request.body.count + count > context.maxBodyBytes {", "if box.request.body.count + count > context.maxBodyBytes + 1 {"),
    # --- drain ----------------------------------------------------------------------------------------------
    ("draining-keeps-connections", "drain", H + "HTTP/LayoutService.swift",
     'if isDraining { response.headers.append(("Connection", "close")) }', ""),
    ("shutdown-without-draining", "drain", H + "Server/HTTPServer.swift", "        service.beginDraining()\n", ""),
    ("drain-does-not-wait", "drain", H + "Server/HTTPServer.swift",
     "while metrics.inFlight.load(ordering: .relaxed) > 0 && elapsed() < limit {", "while false && elapsed() < limit {"),
    ("ready-while-draining", "drain", H + "HTTP/LayoutService.swift",
     "public var isReady: Bool { !leaving.load(ordering: .acquiring) && !isDraining }",
     "public var isReady: Bool { !leaving.load(ordering: .acquiring) }"),
    ("ready-during-shutdown-delay", "drain", H + "Server/HTTPServer.swift", "        service.beginLeaving()\n", ""),
    ("shutdown-delay-ignored", "drain", H + "Server/HTTPServer.swift", "        while elapsed() < seconds {", "        while false {"),
    # --- catalog lookup (lines in DeviceCatalog.device(named:)'s index and suggestions(for:) that the catalog rewrite keeps)
    ("lookup-without-identifiers", "catalog", A + "Catalog/DeviceCatalog.swift",
     "for key in [device.id, device.name] + device.identifiers { index[key.lowercased()] = i }",
     "for key in [device.id, device.name] { index[key.lowercased()] = i }"),
    ("lookup-case-sensitive", "catalog", A + "Catalog/DeviceCatalog.swift",
     "for key in [device.id, device.name] + device.identifiers { index[key.lowercased()] = i }",
     "for key in [device.id, device.name] + device.identifiers { index[key] = i }"),
    ("no-suggestions", "catalog", A + "Catalog/DeviceCatalog.swift", "scored.filter { $0.0 <= 4 }", "scored.filter { $0.0 < 0 }"),
    ("suggestions-ignore-tokens", "catalog", A + "Catalog/DeviceCatalog.swift",
     "if !tokens.isEmpty && tokens.allSatisfy({ id.contains($0) }) { score = min(score, 1) }", ""),
    ("group-resolves-to-oldest", "catalog", A + "Catalog/DeviceCatalog.swift",
     "let i = index[g.resolvesTo] else { return nil }", "let i = index[g.models.first ?? g.resolvesTo] else { return nil }"),
    ("group-names-do-not-resolve", "catalog", A + "Catalog/DeviceCatalog.swift",
     "let i = index[g.resolvesTo] else { return nil }", "let i = index[g.resolvesTo], false else { return nil }"),
    ("os-version-comparison-flipped", "catalog", A + "Catalog/Device.swift",
     'OSSupport.compare($0.os ?? "0", version) <= 0', 'OSSupport.compare($0.os ?? "0", version) >= 0'),
    ("unknown-corner-radius-as-square", "catalog", A + "Catalog/Device.swift",
     "guard let radius = displayCornerRadius.value else { return nil }", "let radius = displayCornerRadius.value ?? 0"),
    ("edit-distance-substitution-free", "catalog", A + "Support/EditDistance.swift",
     "previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)", "previous[j - 1] + 0"),
    # --- SwiftUI layout (issue 25): killed by FixtureTests.replay (swiftui-layout) or SwiftUILayoutTests
    ("swiftui-most-flexible-first", "swiftui", S + "StackLayout.swift",
     "            return flexA < flexB\n", "            return flexA > flexB\n"),
    ("swiftui-spacer-priority-zero", "swiftui", S + "Tree.swift",
     "case .spacer: -.infinity", "case .spacer: 0"),
    ("swiftui-spacing-either-side-default", "swiftui", S + "Spacing.swift",
     "if from == nil && to == nil { return SwiftUILayout.systemSpacing }",
     "if from == nil || to == nil { return SwiftUILayout.systemSpacing }"),
    ("swiftui-pixel-origin-and-size", "swiftui", S + "Placement.swift",
     "pixelFrame: SwiftUILayout.pixelFrame(frame, scale: scale)",
     "pixelFrame: Rect(origin: Point(x: PixelGrid.round(frame.x, scale: scale), y: PixelGrid.round(frame.y, scale: scale)), "
     "size: Size(width: PixelGrid.round(frame.width, scale: scale), height: PixelGrid.round(frame.height, scale: scale)))"),
    ("swiftui-cache-key-width-only", "swiftui", S + "Measure.swift",
     "let key = proposal", "let key = ProposedSize(width: proposal.width, height: nil)"),
    ("swiftui-no-minimums-reserved", "swiftui", S + "StackLayout.swift",
     "available -= s.order[end...].reduce(0) { $0 + s.minimum[$1]! }", "available -= 0"),
    ("swiftui-placing-keeps-nil-height", "swiftui", S + "Placement.swift",
     "let q = ProposedSize(width: p.width, height: p.height ?? size.height)", "let q = p"),
    # --- keyboard guide and the catalog builder (issue 24): killed by AnswerFixtureTests (keyboard-guides), and by
    # the builder's --check self-test for the builder's own cross-model check
    ("keyboard-guide-below-keyboard", "keyboard", A + "Answers/KeyboardGuide.swift",
     "let bottom = keyboardHeight.map { window.maxY - $0 } ?? (window.maxY - safeArea.bottom)",
     "let bottom = keyboardHeight.map { _ in window.maxY - safeArea.bottom } ?? (window.maxY - safeArea.bottom)"),
    ("keyboard-guide-bar-always", "keyboard", A + "Answers/KeyboardGuide.swift",
     "let height = heights.height + (option == .predictive ? heights.predictiveBar : 0)",
     "let height = heights.height + heights.predictiveBar"),
    ("keyboard-guide-ignores-sides", "keyboard", A + "Answers/KeyboardGuide.swift",
     "let left = window.minX + safeArea.left, right = window.maxX - safeArea.right",
     "let left = window.minX, right = window.maxX"),
    ("builder-same-screen-unchecked", "catalog", "scripts/generate/device_catalog_extras.py",
     'explained = names(sa, b["id"]) or names(sb, a["id"])', "explained = True"),
    # --- POST /swiftui/layout: killed by SwiftUILayoutEndpointTests or SwiftUILayoutAnswersTests
    ("swiftui-view-depth-unbounded", "bounds", A + "Answers/SwiftUILayoutAnswers+Views.swift",
     "guard depth <= SwiftUILayout.maximumDepth else {", "guard depth <= SwiftUILayout.maximumDepth * 4 else {"),
    ("swiftui-unknown-member-allowed", "parsing", A + "Answers/SwiftUILayoutAnswers+Views.swift",
     'where name != "type" && name != "id" && !allowed.contains(name) {',
     'where name != "type" && name != "id" && !allowed.contains(name) && name.isEmpty {'),
    ("swiftui-padding-default-zero", "swiftui", A + "Answers/SwiftUILayoutAnswers+Views.swift",
     "if given.isEmpty { return EdgeInsets(top: 16, left: 16, bottom: 16, right: 16) }",
     "if given.isEmpty { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }"),
    ("swiftui-safe-area-as-window", "swiftui", A + "Answers/SwiftUILayoutAnswers.swift",
     "            rect = rect.inset(by: safeInsets)\n            insets = safeInsets\n", ""),
    ("swiftui-infinite-frame-answered", "swiftui", A + "Answers/SwiftUILayoutAnswers.swift",
     "guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else {",
     "guard f.x.isFinite || true else {"),
    ("swiftui-device-scale-ignored", "parsing", H + "Endpoints/SwiftUILayoutEndpoint.swift",
     "guard let deviceScale = scale ?? found.scale else {", "guard let deviceScale = scale ?? Optional(1.0) else {"),
    ("swiftui-proposal-and-device-allowed", "parsing", H + "Endpoints/SwiftUILayoutEndpoint.swift",
     'throw Problem.unprocessable(["proposal", "device"], "give a proposal or a device, not both.")',
     "root = proposal!"),
    ("swiftui-picture-without-paths", "pictures", A + "Pictures/SwiftUILayoutPicture.swift",
     '"view-\\(node.path)", f, kind: kind,', '"view", f, kind: kind,'),
    # --- SwiftUI layout, second step (issue 35): killed by FixtureTests.replay (swiftui-layout)
    ("swiftui-pixel-tie-uikit-rule", "swiftui", S + "PixelSnapping.swift",
     "return m == 1 ? v.rounded(.down) : (v / m).rounded(.down) * m",
     "return PixelGrid.round(value, scale: 1 / m)"),
    ("swiftui-pixel-far-corner-from-size", "swiftui", S + "PixelSnapping.swift",
     "maxX: roundToNearestOrUp(maxX, toMultipleOf: m), maxY: roundToNearestOrUp(maxY, toMultipleOf: m))",
     "maxX: roundToNearestOrUp(rect.x, toMultipleOf: m) + roundToNearestOrUp(rect.width, toMultipleOf: m), "
     "maxY: roundToNearestOrUp(rect.y, toMultipleOf: m) + roundToNearestOrUp(rect.height, toMultipleOf: m))"),
    # killed by SwiftUILayoutEndpointTests.aNaNProposalIsAnsweredAndWrittenNaN
    ("swiftui-nan-proposal-refused", "swiftui", H + "Endpoints/SwiftUILayoutEndpoint.swift",
     'case let v? where v.isNaN: w.writeRaw("\\"nan\\"")', "case let v? where v.isNaN: w.writeNumber(v)"),
    # killed by FixtureTests.replay (swiftui-layout, the screen cases) and SwiftUILayoutEndpointTests
    ("swiftui-root-not-centred", "swiftui", S + "SafeArea.swift",
     "x: insets.left + (p.width! - size.width) * 0.5, y: insets.top + (p.height! - size.height) * 0.5)",
     "x: insets.left, y: insets.top)"),
    ("swiftui-ignores-safe-area-always-grows", "swiftui", S + "SafeArea.swift",
     "if minY - epsilon < inner.minY, outer.minY < minY + epsilon {", "if outer.minY < minY + epsilon {"),
    ("swiftui-inset-content-safe-area-unchanged", "swiftui", S + "SafeAreaInset.swift",
     "chain.append(SwiftUILayout.SafeAreaElement(inner: frame.inset(by: edge.insets(length)), outer: frame))",
     "chain.append(SwiftUILayout.SafeAreaElement(inner: frame, outer: frame))"),
    ("swiftui-inset-spacing-ignored", "swiftui", S + "SafeAreaInset.swift",
     "if let value = p[axis] { pp[axis] = Swift.max(value - (ss[axis] + s), 0) }",
     "if let value = p[axis] { pp[axis] = Swift.max(value - ss[axis], 0) }"),
    ("swiftui-safe-area-padding-layer-anchor", "swiftui", S + "SafeAreaInset.swift",
     "let o = layer.edge.opposite.origin(", "let o = layer.edge.origin("),
    ("swiftui-ignores-safe-area-content-unmoved", "swiftui", S + "Placement.swift",
     "at: Point(x: origin.x - e.left, y: origin.y - e.top))", "at: origin)"),
    ("swiftui-hosted-default-window", "swiftui", H + "Endpoints/SwiftUILayoutEndpoint.swift",
     "kind: region.flatMap(SwiftUILayoutAnswers.DeviceRegion.Kind.init(rawValue:)) ?? .safeArea)",
     "kind: region.flatMap(SwiftUILayoutAnswers.DeviceRegion.Kind.init(rawValue:)) ?? .window)"),
    # killed by SwiftUILayoutEndpointTests.aHostedPictureDrawsTheDeviceUnderTheViews
    ("swiftui-picture-without-device", "pictures", A + "Pictures/SwiftUILayoutPicture.swift",
     "if let (model, orientation) = device { draw(model, orientation, on: &svg) }", ""),
    # killed by SwiftUILayoutAnswersTests.replaysTheOracle (ignoresSafeArea without edges is every edge)
    ("swiftui-edges-default-none", "swiftui", A + "Answers/SwiftUILayoutAnswers+SafeArea.swift",
     "case nil: return .all", "case nil: return []"),
    # killed by FixtureTests.replay (swiftui-layout: the Divider cases)
    ("swiftui-divider-one-point", "swiftui", S + "Placement.swift",
     "let engine = Engine(tree: try Tree(root, pixelLength: 1 / scale))", "let engine = Engine(tree: try Tree(root))"),
    # killed by FixtureTests.replay (swiftui-layout: the Image cases)
    ("swiftui-resizable-image-fixed", "swiftui", S + "Tree.swift",
     "resizable ? .resizableImage(Size(width: w, height: h)) : .fixed(Size(width: w, height: h))",
     ".fixed(Size(width: w, height: h))"),
]

# Mutations that a command other than the Swift tests must catch (the command the test script runs for that file).
COMMANDS = {
    "builder-same-screen-unchecked": ["python3", "scripts/generate/build-device-catalog.py", "--check"],
}


def run(command, cwd, timeout):
    """(exit code or 'timeout', seconds, last lines of output)."""
    started = time.monotonic()
    try:
        p = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout, text=True)
        return p.returncode, time.monotonic() - started, p.stdout
    except subprocess.TimeoutExpired as e:
        return "timeout", time.monotonic() - started, (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")


def check_all(root):
    problems = []
    for mid, _, path, original, replacement in MUTATIONS:
        text = (root / path).read_text()
        n = text.count(original)
        if n != 1:
            problems.append(f"{mid}: the original text occurs {n} times in {path} (expected exactly once)")
        if original == replacement:
            problems.append(f"{mid}: the replacement equals the original")
    ids = [m[0] for m in MUTATIONS]
    problems += [f"duplicate id {i}" for i in set(ids) if ids.count(i) > 1]
    return problems


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if "--list" in sys.argv:
        for mid, area, path, _, _ in MUTATIONS:
            print(f"{area:9} {mid:36} {path}")
        return
    problems = check_all(ROOT)
    if problems:
        print("mutation list out of date with the code:\n  " + "\n  ".join(problems), file=sys.stderr)
        sys.exit(2)
    if "--check" in sys.argv:
        print(f"{len(MUTATIONS)} mutations, each original text found exactly once")
        return
    chosen = [m for m in MUTATIONS if not args or any(a in m[0] or a == m[1] for a in args)]
    start = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--from=")), None)
    if start is not None:
        ids = [m[0] for m in chosen]
        if start not in ids:
            sys.exit(f"--from: no mutation {start}")
        chosen = chosen[ids.index(start):]
    nice = ["nice", "-n", "10"]
    scratch = Path(tempfile.mkdtemp(prefix="layoutd-mutate-"))
    print(f"scratch copy: {scratch}", flush=True)
    try:
        files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, stdout=subprocess.PIPE, check=True).stdout.decode().split("\0")
        for f in filter(None, files):
            if (ROOT / f).is_file():
                (scratch / f).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / f, scratch / f)
        code, secs, output = run(nice + ["swift", "build", "--build-tests"], scratch, TIMEOUT * 2)
        if code != 0:
            print(output[-3000:], file=sys.stderr)
            sys.exit("the unmutated copy does not build")
        code, secs, output = run(nice + ["swift", "test", "--skip-build"], scratch, TIMEOUT)
        if code != 0:
            print(output[-3000:], file=sys.stderr)
            sys.exit("the unmutated copy fails its tests: fix that first")
        print(f"baseline: builds, tests pass ({secs:.0f} s)\n", flush=True)
        rows = []
        for mid, area, path, original, replacement in chosen:
            target = scratch / path
            pristine = target.read_text()
            target.write_text(pristine.replace(original, replacement, 1))
            try:
                if mid in COMMANDS:
                    code, bsecs, output = run(COMMANDS[mid], scratch, TIMEOUT)
                    verdict, how = ("SURVIVED", "") if code == 0 else ("killed", " ".join(COMMANDS[mid][1:]))
                    rows.append((mid, area, verdict, how))
                    print(f"{verdict:8} {area:8} {mid:36} {how}", flush=True)
                    continue
                code, bsecs, output = run(nice + ["swift", "build", "--build-tests"], scratch, TIMEOUT)
                if code != 0:
                    verdict, how = "killed", "build fails" if code != "timeout" else "build timeout"
                else:
                    code, tsecs, output = run(nice + ["swift", "test", "--skip-build", "--skip", "AccessLogBufferTests"],
                                              scratch, TIMEOUT)
                    if code == "timeout":
                        verdict, how = "killed", "test timeout"
                    elif code != 0:
                        failed = sorted({line.split("Test ", 1)[1].split("(")[0] for line in output.splitlines()
                                         if line.startswith("✘ Test ") and "(" in line})
                        verdict, how = "killed", ", ".join(failed[:3]) + (" …" if len(failed) > 3 else "") or f"exit {code}"
                    else:
                        verdict, how = "SURVIVED", ""
            finally:
                target.write_text(pristine)
            rows.append((mid, area, verdict, how))
            print(f"{verdict:8} {area:8} {mid:36} {how}", flush=True)
        # restore the build to the pristine tree for the next run
        killed = sum(1 for r in rows if r[2] == "killed")
        print("\n| mutation | area | result | caught by |\n| --- | --- | --- | --- |")
        for mid, area, verdict, how in rows:
            print(f"| {mid} | {area} | {verdict} | {how} |")
        rate = 100.0 * killed / max(1, len(rows))
        print(f"\nkilled {killed} of {len(rows)}: {rate:.1f} %")
        survivors = [r[0] for r in rows if r[2] != "killed"]
        if survivors:
            print("survivors: " + ", ".join(survivors))
        sys.exit(0 if rate >= 95 else 1)
    finally:
        if "--keep" not in sys.argv:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
