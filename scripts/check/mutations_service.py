"""Mutations for mutate.py: endpoints, budgets, headers, limits, drain, catalog lookup, keyboard guides, the SwiftUI
answers and whole answers (a bug in a member only a whole-answer test checks); the SwiftUI engine's are in
mutations_swiftui.py.
Each entry is (id, area, file, original text, replacement); mutate.py runs them with the other lists.
"""

from mutations_core import A, C, G, H, S, V  # noqa: F401

MUTATIONS = [
    # --- The endpoints every route list must reach (each endpoint file has a mutation) ------------------------------
    ("ready-during-the-delay", "endpoints", H + "Endpoints/HealthEndpoints.swift",
     "guard !service.isReady else { return .json(readyBody) }",
     "guard service.isDraining else { return .json(readyBody) }"),
    ("deprecations-listed-empty", "endpoints", H + "Endpoints/DocsEndpoints.swift",
     "DeprecationList(deprecations: Vocabulary.renames)", "DeprecationList(deprecations: [])"),
    ("playground-asset-ignores-etag", "endpoints", H + "Endpoints/PlaygroundEndpoints.swift",
     "if let condition = request.header(\"if-none-match\"), asset.etag.matches(ifNoneMatch: condition) {",
     "if let condition = request.header(\"if-none-match\"), condition == \"never\" {"),
    # --- Resource bounds: every budget ---------------------------------------------------------------------------
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
    # the coding's preference rule; killed by HeaderValueTests.theCodingIsChosenAsAcceptEncodingSays (a browser: gzip)
    ("coding-prefers-gzip", "negotiation", C + "Core/Negotiation.swift",
     "        if (zstd ?? any ?? 0) > 0 { return .zstd }\n        if (gzip ?? any ?? 0) > 0 { return .gzip }\n",
     "        if (gzip ?? any ?? 0) > 0 { return .gzip }\n        if (zstd ?? any ?? 0) > 0 { return .zstd }\n"),
    ("address-queue-share-unchecked", "bounds", V + "Transport/AccessHandler.swift",
     "    if bytes > share {", "    if false {"),
    ("work-queue-unbounded", "bounds", V + "Transport/WorkerPool.swift",
     "guard s.waiting.count < queueLimit else { return (nil, .full) }", "guard true else { return (nil, .full) }"),
    # killed by WorkStoppingLiveTests (one address held to its share of the workers)
    ("address-share-ignored", "bounds", V + "Transport/WorkerPool.swift",
     "guard s.queued[address, default: 0] < queueShare else { return (nil, .addressShare) }",
     "guard true else { return (nil, .addressShare) }"),
    ("batch-bytes-unbounded", "bounds", H + "Endpoints/BatchEndpoint.swift",
     "guard out.count <= answerBytesLimit else {", "guard true else {"),
    ("per-ip-unlimited", "bounds", V + "Transport/ConnectionGuard.swift",
     "let over = perAddressLimit > 0 && held > perAddressLimit && !exempt.contains(key)", "let over = false"),
    ("exempt-ignored", "bounds", V + "Transport/ConnectionGuard.swift",
     "exempt = Set(Self.parseAddresses(configuration.connectionLimitExempt) ?? [])", "exempt = []"),
    ("suggestions-for-any-length", "bounds", A + "Catalog/DeviceCatalog.swift",
     "guard name.utf8.count <= Self.longestSuggestedName else { return [] }", ""),
    ("reserve-ignored", "bounds", V + "Transport/ConnectionGuard.swift",
     "if total >= connectionLimit - reserve, held >= Self.reserveShare {", "if false {"),
    ("header-deadline-off", "bounds", V + "Transport/ConnectionGuard.swift",
     "case .headers: overdue = age > requestTimeout", "case .headers: overdue = false"),
    ("body-deadline-off", "bounds", V + "Transport/ConnectionGuard.swift",
     "case .body: overdue = age > requestTimeout", "case .body: overdue = false"),
    # --- The miss path's shortcuts --------------------------------------------------------------------------------
    ("picture-miss-light", "hotpath", H + "Routing/Route.swift",
     "contentType: Representation.svgMediaType\n", "contentType: Representation.svgMediaType, light: true\n"),
    # both killed by HotPathTests.integersAreWrittenAsStringWritesThem (-1 written as 1)
    ("integer-sign-dropped", "hotpath", A + "Wire/CompactJSONEncoder+Numbers.swift",
     'if value < 0 { out.append(UInt8(ascii: "-")) }', ""),
    ("writer-integer-sign-dropped", "hotpath", A + "Wire/CompactJSONEncoder+Writer.swift",
     'start[count] = UInt8(ascii: "-")\n                count += 1\n', ""),
    # killed by HotPathTests.keptNumberTextsAreTheNumbersOwn (300 values in 64 slots)
    ("number-text-slot-unchecked", "hotpath", A + "Wire/CompactJSONEncoder+Numbers.swift",
     "guard slot.pointee.count > 0, slot.pointee.bits == value.bitPattern else", "guard slot.pointee.count > 0 else"),
    # killed by HotPathTests.eighthsAreWrittenAsDescriptionWritesThem (281474976710656.125 written in full)
    ("eighths-past-2-to-the-40", "hotpath", A + "Wire/CompactJSONEncoder+Numbers.swift",
     "guard scaled.magnitude < 8_796_093_022_208 else", "guard scaled.magnitude < 4_503_599_627_370_496 else"),
    # killed by HotPathTests.theWriterKeepsEveryByteAsItGrows
    ("writer-growth-drops-bytes", "hotpath", A + "Wire/CompactJSONEncoder+Writer.swift",
     "moved.moveInitialize(from: start, count: count)", "moved.moveInitialize(from: start, count: count / 2)"),
    ("writer-word-copy-short", "hotpath", A + "Wire/CompactJSONEncoder+Writer.swift",
     "to.storeBytes(of: b, toByteOffset: second, as: Word.self)\n", "\n"),
    # killed by HotPathTests.integersAreWrittenAsStringWritesThem (Int64.max loses a digit; 10, 100, 1000 gain one)
    ("writer-integer-digits-short", "hotpath", A + "Wire/CompactJSONEncoder+Writer.swift",
     "while digits < 19 && magnitude >= below {", "while digits < 18 && magnitude >= below {"),
    ("writer-integer-bound-inclusive", "hotpath", A + "Wire/CompactJSONEncoder+Writer.swift",
     "while digits < 19 && magnitude >= below {", "while digits < 19 && magnitude > below {"),
    ("writer-bytes-past-count", "hotpath", A + "Wire/CompactJSONEncoder+Writer.swift",
     "initialized = count\n", "initialized = count > 0 ? count - 1 : 0\n"),
    ("plain-string-unvalidated", "hotpath", C + "Wire/StrictJSON+Strings.swift",
     "guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {\n"
     + "            throw failure(\"invalid UTF-8 in a string\")\n        }\n",
     "let text = String(decoding: bytes[start..<index], as: UTF8.self)\n"),
    # killed by StrictJSONTests.invalidUTF8InAStringIsRefused (its 0xFF byte taken as ASCII)
    ("ascii-string-fast-path-takes-any-byte", "hotpath", C + "Wire/StrictJSON+Strings.swift",
     "if high < 0x80 {", "if high < 0x80 || high >= 0x80 {"),
    # killed by StrictJSONTests.repeatedStringsReadAsWritten (x\\y read as two backslashes)
    ("plain-string-scan-misses-backslash", "hotpath", C + "Wire/StrictJSON+Strings.swift",
     "backslash = zeroBytes(word ^ (ones &* 0x5C))", "backslash = word & 0"),
    # killed by StrictJSONTests.repeatedStringsReadAsWritten (contentMode1 read as another contentMode in its slot)
    ("repeated-strings-first-word-only", "hotpath", C + "Wire/StrictJSON+Strings.swift",
     "if slot.pointee.first == first, slot.pointee.second == second {", "if slot.pointee.first == first {"),
    # killed by StrictJSONTests.numbersReadAsTheStandardLibraryReadsThem (16 and 17 digits lose the last one)
    ("number-fast-path-past-15-digits", "hotpath", C + "Wire/StrictJSON.swift",
     "if !exponent && count <= 15 {", "if !exponent && count <= 17 {"),
    # killed by JSONObjectTests.fiveThousandSameLengthNamesCostAFewComparisonsEach (12.5 million comparisons)
    ("json-object-never-indexed", "bounds", A + "Support/JSONObject.swift",
     "if storage.count == Self.indexedAbove {", "if storage.count == -1 {"),
    # killed by JSONObjectTests.lookUpsEqualityAndHashingAgreeWithADictionary (names of the same length confused)
    ("json-object-length-only", "hotpath", A + "Support/JSONObject.swift",
     "for i in storage.indices where ByteText.same(storage[i].key, key) {",
     "for i in storage.indices where storage[i].key.utf8.count == key.utf8.count {"),
    ("lru-shard-takes-whole-capacity", "hotpath", H + "Cache/LRUCache.swift",
     "s.index.count >= limit.entries ||", "s.index.count >= self.capacity ||"),
    ("metrics-first-shard-only", "hotpath", C + "Support/Platform.swift",
     "shards.reduce(initial) { result, shard in combine(result, shard.withLock { $0 }) }",
     "combine(initial, shards[0].withLock { $0 })"),
    ("etag-tail-ignored", "hotpath", H + "Cache/ContentHash.swift",
     "for (i, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(i)) }", ""),
    # --- ETag, CORS, headers ------------------------------------------------------------------------------------
    ("weak-etag-refused", "etag", H + "Cache/EntityTag.swift",
     'let bare = tag.starts(with: "W/".utf8) ? tag.dropFirst(2) : tag[...]', "let bare = tag[...]"),
    ("star-refused", "etag", H + "Cache/EntityTag.swift", 'if candidate.elementsEqual("*".utf8) { return true }', ""),
    ("etag-list-unsplit", "etag", H + "Cache/EntityTag.swift",
     'ByteText.elements(of: condition, separator: UInt8(ascii: ",")).contains { candidate in',
     "[ByteText.trimmed(condition.utf8[...])].contains { candidate in"),
    ("etag-ignores-body", "etag", H + "Cache/ContentHash.swift",
     "hash = step(hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)",
     "hash = step(hash)"),
    ("304-without-cache-control", "etag", H + "HTTP/LayoutService.swift",
     "return Response(status: 304, headers: validators,",
     'return Response(status: 304, headers: [("ETag", cached.etag)],'),
    ("prepared-key-ignores-form", "cache", V + "Transport/PreparedResponses.swift",
     "        guard accept != nil || acceptEncoding != nil else { return 0 }\n", "        return 0\n"),
    ("prepared-key-reads-first-of-repeats", "cache", V + "Transport/PreparedResponses.swift",
     "if slot != nil || value == nil {", "if value == nil {"),
    ("prepared-post-key-ignores-json", "cache", V + "Transport/PreparedResponses.swift",
     "writer.append(fields.contentTypeIsJSON ? 1 : 0)", "writer.append(1)"),
    ("prepared-key-ignores-arguments", "cache", V + "Transport/PreparedResponses.swift",
     "_ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, appendArgument, pointer)", "_ = pointer"),
    ("prepared-while-draining", "cache", V + "Transport/AccessHandler.swift",
     "if let url, let method, !context.service.isDraining {", "if let url, let method {"),
    ("prepared-post-key-ignores-body", "cache", V + "Transport/PreparedResponses.swift",
     "    body.withUnsafeBytes { writer.append(contentsOf: $0) }\n", ""),
    ("errors-lose-cors", "headers", H + "HTTP/LayoutService.swift",
     "        } catch {\n            return .ready(finish(error.response, request))\n",
     "        } catch {\n            return .ready(error.response)\n"),
    ("no-vary-origin", "headers", C + "Core/CORSPolicy.swift",
     'if origin != "*" { common.append(("Vary", "Origin")) }', ""),
    ("request-id-limit-off-by-one", "headers", C + "Core/RequestID.swift", "id.utf8.count <= 200",
     "id.utf8.count < 200"),
    ("request-id-unfiltered", "headers", C + "Core/RequestID.swift",
     "id.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7f })", "id.utf8.allSatisfy({ $0 > 0 })"),
    # --- limits ---------------------------------------------------------------------------------------------
    ("declared-limit-plus-one", "limits", V + "Transport/AccessHandler.swift",
     "if let length, length > context.maxBodyBytes {", "if let length, length > context.maxBodyBytes + 1 {"),
    ("declared-limit-inclusive", "limits", V + "Transport/AccessHandler.swift",
     "if let length, length > context.maxBodyBytes {", "if let length, length >= context.maxBodyBytes {"),
    ("chunked-limit-plus-one", "limits", V + "Transport/AccessHandler.swift",
     "if box.request.body.count + count > context.maxBodyBytes {",
     "if box.request.body.count + count > context.maxBodyBytes + 1 {"),
    # --- drain ----------------------------------------------------------------------------------------------
    ("draining-keeps-connections", "drain", H + "HTTP/LayoutService.swift",
     "deprecated: deprecated, closing: isDraining)", "deprecated: deprecated, closing: false)"),
    ("shutdown-without-draining", "drain", V + "Server/HTTPServer.swift", "        service.beginDraining()\n", ""),
    ("drain-does-not-wait", "drain", V + "Server/HTTPServer.swift",
     "while metrics.inFlight.load(ordering: .relaxed) > 0 && elapsed() < limit {",
     "while false && elapsed() < limit {"),
    ("ready-while-draining", "drain", H + "HTTP/LayoutService.swift",
     "public var isReady: Bool { !leaving.load(ordering: .acquiring) && !isDraining }",
     "public var isReady: Bool { !leaving.load(ordering: .acquiring) }"),
    ("ready-during-shutdown-delay", "drain", V + "Server/HTTPServer.swift", "        service.beginLeaving()\n", ""),
    ("shutdown-delay-ignored", "drain", V + "Server/HTTPServer.swift", "        while elapsed() < seconds {",
     "        while false {"),
    # --- catalog lookup (lines in DeviceCatalog.device(named:)'s index and suggestions(for:) that the catalog
    # rewrite keeps)
    ("lookup-without-identifiers", "catalog", A + "Catalog/DeviceCatalog.swift",
     "for key in [device.id, device.name] + device.identifiers { index[Self.key(key)] = i }",
     "for key in [device.id, device.name] { index[Self.key(key)] = i }"),
    ("lookup-case-sensitive", "catalog", A + "Catalog/DeviceCatalog.swift",
     "for key in [device.id, device.name] + device.identifiers { index[Self.key(key)] = i }",
     "for key in [device.id, device.name] + device.identifiers { index[ByteKey(key)] = i }"),
    ("no-suggestions", "catalog", A + "Catalog/DeviceCatalog.swift", "scored.filter { $0.0 <= 4 }",
     "scored.filter { $0.0 < 0 }"),
    ("suggestions-ignore-tokens", "catalog", A + "Catalog/DeviceCatalog.swift",
     "if !tokens.isEmpty && tokens.allSatisfy({ id.contains($0) }) { score = min(score, 1) }", ""),
    ("group-resolves-to-oldest", "catalog", A + "Catalog/DeviceCatalog.swift",
     "let i = index[Self.key(g.resolvesTo)] else { return nil }",
     "let i = index[Self.key(g.models.first ?? g.resolvesTo)] else { return nil }"),
    ("group-names-do-not-resolve", "catalog", A + "Catalog/DeviceCatalog.swift",
     "let i = index[Self.key(g.resolvesTo)] else { return nil }",
     "let i = index[Self.key(g.resolvesTo)], false else { return nil }"),
    ("os-version-comparison-flipped", "catalog", A + "Catalog/Device.swift",
     'OSSupport.compare($0.os ?? "0", version) <= 0', 'OSSupport.compare($0.os ?? "0", version) >= 0'),
    ("unknown-corner-radius-as-square", "catalog", A + "Catalog/Device.swift",
     "guard let radius = displayCornerRadius.value else { return nil }", "let radius = displayCornerRadius.value ?? 0"),
    ("edit-distance-substitution-free", "catalog", A + "Support/EditDistance.swift",
     "let substitute = (a[i - 1] == b[j - 1] ? 0 : 1) + previous[j - 1]", "let substitute = previous[j - 1]"),
    # --- keyboard guide and the catalog builder: killed by AnswerFixtureTests (keyboard-guides), and by
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
     '&& !allowed.contains(where: { same($0, name) })\n',
     '&& !allowed.contains(where: { same($0, name) }) && name.isEmpty\n'),
    # killed by ViewTypeTests and every fixture with a type whose name has another's length (Circle read as HStack)
    ("view-type-by-length-only", "parsing", A + "Answers/SwiftUILayoutAnswers+ViewTypes.swift",
     "for entry in byLength[count] where entry.name == name {", "for entry in byLength[count] {"),
    ("swiftui-padding-default-zero", "swiftui", A + "Answers/SwiftUILayoutAnswers+Members.swift",
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
    # --- Bugs only a test of the whole answer catches (a member no narrower test checks); killed by the test named
    ("keyboard-bar-shown-without-it", "keyboard", A + "Answers/KeyboardGuide.swift",  # keyboardGuideAnswersTheArea…
     "predictiveBar: option == .predictive ? heights.predictiveBar : 0, frame: frame,",
     "predictiveBar: heights.predictiveBar, frame: frame,"),
    ("zoom-keeps-unzoomed-safe-area", "fit", A + "Answers/FitAnswers.swift",  # aZoomedAnswerCarriesOnlyTheZoomedWindow
     "let safe =\n                zoom == nil\n                ? device.safeAreaInsets(orientation)"
     ".map { window.inset(by: region.hosted?.insets ?? $0) } : nil",
     "let safe = device.safeAreaInsets(orientation).map { window.inset(by: region.hosted?.insets ?? $0) }"),
    ("fit-window-keeps-screen-insets", "fit", A + "Answers/FitAnswers.swift",  # aWindowAboveTheScreensBottom…
     "window.inset(by: region.hosted?.insets ?? $0)", "window.inset(by: $0)"),
    ("tokens-scale-as-dimension", "tokens", A + "Answers/DeviceTokensAnswers.swift",  # everyTokensTypeIsItsFiguresType
     "group.members.append((name, .token(DesignToken(.number(value)))))",
     "group.members.append((name, .token(DesignToken(.dimension(value, form)))))"),
    ("css-landscape-rotated-form-only", "css", A + "Answers/DeviceCSSAnswers.swift",  # theIPhone16ProsQueriesWrittenOut
     'let forms = orientation == "portrait" ? [portrait] : [portrait, rotated]',
     'let forms = orientation == "portrait" ? [portrait] : [rotated]'),
    ("exempt-limited-at-accept", "bounds", V + "Transport/ConnectionGuard.swift",  # anExemptAddressIsNotLimited
     "        guard !exempt.contains(address) else { return true }\n", ""),
    # the SwiftUI rules the random trees reach rarely: killed by the oracle's rule cases alone (rare_rule_cases)
    ("swiftui-middle-group-leftover-dropped", "swiftui", S + "StackLayout.swift",
     "available += s.order[start..<end].reduce(0) { $0 + s.minimum[$1]! }",
     "available = s.order[start..<end].reduce(0) { $0 + s.minimum[$1]! }"),
    ("swiftui-flexible-frame-on-minimum-proposes-nil", "swiftui", S + "Placement.swift",
     "(lo ?? -.infinity) < value, value < (hi ?? .infinity)", "(lo ?? -.infinity) <= value, value < (hi ?? .infinity)"),
    ("swiftui-overlay-content-loses-stack-axis", "swiftui", S + "Tree.swift",
     "case .overlay, .background, .safeAreaInset: child == 0 ? inherited : nil",
     "case .overlay, .background, .safeAreaInset: nil"),
    ("swiftui-overlay-priority-not-passed", "swiftui", S + "Tree.swift",
     "case .fixedSize, .offset, .overlay, .background: firstChild",
     "case .fixedSize, .offset, .background: firstChild"),
    # one bug per answer module in a member only its whole-answer test checks (the same method)
    ("alignment-tap-target-pixel-insets-from-question", "alignment", A + "Answers/AlignmentAnswers.swift",
     "pixelAlignmentRectInsets: q.scale.map { insets.scaled(by: $0) }",
     "pixelAlignmentRectInsets: q.scale.map { q.insets.scaled(by: $0) }"),
    ("tvgrid-scrolling-row-computed-width", "tvgrid", A + "Answers/TVGridAnswers.swift",
     "itemCount: $0, itemWidth: width, spacing: g.spacing,", "itemCount: $0, itemWidth: computed, spacing: g.spacing,"),
    ("sizeclass-zoom-sources-dropped", "sizeclass", A + "Answers/SizeClassAnswers.swift",
     'sources: zoom.sources + ["RULE"])', 'sources: ["RULE"])'),
    ("devices-fields-native-scale-as-scale", "devices", A + "Answers/DevicesAnswers.swift",
     "case .nativeScale: try c.encodeIfPresent(d.nativeScale, forKey: k)",
     "case .nativeScale: try c.encodeIfPresent(d.scale, forKey: k)"),
    ("swiftui-landscape-safe-area-from-portrait", "swiftui", A + "Answers/SwiftUILayoutAnswers.swift",
     "guard let safeInsets = device.safeAreaInsets(asked.interface) else {",
     "guard let safeInsets = device.safeAreaInsets(.portrait) else {"),
    ("swiftui-padding-nil-as-zero", "swiftui", A + "Answers/SwiftUILayoutAnswers+Members.swift",
     "if given.isEmpty { return EdgeInsets(top: 16, left: 16, bottom: 16, right: 16) }",
     'if given.isEmpty && object["length"] == nil { return EdgeInsets(top: 16, left: 16, bottom: 16, right: 16) }'),
    # --- The uncached path's readers and writer ----------------------------------------------------------------------
    # killed by ReaderFastPathTests.scanEqualsStrtod (" 12 ") and NumberReaderTests.scanRefusesWhatTheGrammarRefuses
    ("scan-keeps-leading-spaces", "hotpath", H + "Parameters/Parameters+Numbers.swift",
     'while start < end && bytes[start] == UInt8(ascii: " ") { start += 1 }', ""),
    # killed by ReaderFastPathTests.scanEqualsStrtod ("5." has no fraction digits)
    ("scan-point-without-digits", "hotpath", H + "Parameters/Parameters+Numbers.swift",
     "guard fractionEnd > fraction else { return nil }", ""),
    # killed by ReaderFastPathTests.scanEqualsStrtod (13 digits before the point)
    ("scan-thirteen-digits", "hotpath", H + "Parameters/Parameters+Numbers.swift",
     "integerEnd - significantStart <= 12", "integerEnd - significantStart <= 13"),
    # killed by NumberReaderTests.aRatioReadsAsAspectRatioParsesIt ("21 :9" is no ratio)
    ("ratio-terms-take-spaces", "hotpath", H + "Parameters/Parameters+Numbers.swift",
     'guard bytes.first != UInt8(ascii: " "), bytes.last != UInt8(ascii: " ") else { return nil }', ""),
    # killed by NumberReaderTests.aSizeReadsAsTheGeneralReaderReadsIt and every /fit answer with a container
    ("size-pair-swapped", "hotpath", H + "Parameters/Parameters+Numbers.swift",
     "return (first, second)", "return (second, first)"),
    # killed by every POST test: no member of a body is found
    ("json-member-lengths-unset", "hotpath", H + "Parameters/Parameters.swift",
     "for name in object.keys { parameters.memberLengths |= Self.lengthBit(name) }", ""),
    # killed by every GET test with a parameter: no query name is found
    ("query-name-length-inverted", "hotpath", H + "Parameters/Parameters.swift",
     "$0.name.utf8.count == count && $0.name.utf8.elementsEqual(name.utf8)",
     "$0.name.utf8.count != count && $0.name.utf8.elementsEqual(name.utf8)"),
    # killed by JSONNumberTests.nearestIsRoundedAtTheEdges (0.5 and 2.5 round away from zero)
    ("nearest-half-down", "hotpath", A + "Support/JSONNumber.swift",
     "if fraction >= 0.5 { return whole + 1 }", "if fraction > 0.5 { return whole + 1 }"),
    # killed by the wire fixtures and FitAndAlignmentEndpointTests (a /fit answer's repeated y, height and scale)
    ("recent-fraction-cut-short", "hotpath", A + "Wire/CompactJSONEncoder+Numbers.swift",
     "if newest.offset >= 0, newest.bits == bits { return (newest.offset, newest.length) }",
     "if newest.offset >= 0, newest.bits == bits { return (newest.offset, newest.length - 1) }"),
    # killed by JSONNumberTests.cleanAgreesWithTryingEveryScale (decimals 0-12 ulps away are ruled out too soon)
    ("clean-shortcut-too-tight", "hotpath", A + "Support/JSONNumber.swift",
     "> 1.6e10 * value.ulp { return value }", "> 2e8 * value.ulp { return value }"),
    # killed by APIVocabularyTests (the switch agrees with the renames table)
    ("old-names-length-off", "hotpath", H + "Parameters/Vocabulary.swift",
     'case 11: name == "aspectRatio" ? OldNames.aspectRatio : []',
     'case 12: name == "aspectRatio" ? OldNames.aspectRatio : []'),
    # killed by FitAndAlignmentEndpointTests and the README examples (the whole /fit answer)
    ("fit-rounded-member-swapped", "hotpath", A + "Answers/FitAnswers+JSON.swift",
     'w.writeLiteral(rounded ? ",\\"rounded\\":true}" : ",\\"rounded\\":false}")',
     'w.writeLiteral(rounded ? ",\\"rounded\\":false}" : ",\\"rounded\\":true}")'),
    ("squeezed-by-proposal-alone", "swiftui", A + "Answers/SwiftUISheetAnswers+Findings.swift",  # FindingTests
     "return high - low > parentHigh - parentLow + tolerance || low < parentLow - tolerance", "return true"),
    # the sheet's compact forms; killed by SwiftUISheetFormTests (each group rebuilt is the full answer's)
    ("compact-one-tree-for-all", "swiftui", A + "Answers/SwiftUISheetAnswers+Compact.swift",
     "treeOf.append(found)", "treeOf.append(0)"),
    ("compact-trees-by-paths-only", "swiftui", A + "Answers/SwiftUISheetAnswers+Compact.swift",
     "&& other[$0].type == nodes[$0].type", "&& true"),
    ("columns-y-for-height", "swiftui", A + "Answers/SwiftUISheetAnswers+Compact.swift",
     "w.array(rects) { w.writeNumber($0.height) }", "w.array(rects) { w.writeNumber($0.y) }"),
    ("compact-bound-without-text", "bounds", A + "Answers/SwiftUISheetAnswers+Cost.swift",
     "compact += 16 + n + text + lines * (30 + n)", "compact += 16 + n"),
    # --- Composite answers and bounds planted by the audits (each is what a client would see) --------------------
    # killed by SwiftUISheetDifferentialTests.aFindingsEdgesStayWithTheirGroup (17 Pro: bottom; SE: top and bottom)
    ("sheet-findings-merged-without-edges", "swiftui", A + "Answers/SwiftUISheetAnswers+Layout.swift",
     'let key = f.kind.rawValue + " " + f.path + " " + f.edges.joined(separator: ",")',
     'let key = f.kind.rawValue + " " + f.path'),
    # killed by SwiftUISheetDifferentialTests.eachGroupTakesItsOwnBranch and everyGroupIsItsContextsLayoutAlone
    ("sheet-trees-memoised-without-size-classes", "swiftui", A + "Answers/SwiftUISheetAnswers+Layout.swift",
     "sizeClasses: q.tree.branches.isEmpty ? nil : host.sizeClasses, language: host.pseudolanguage)",
     "sizeClasses: nil, language: host.pseudolanguage)"),
    # killed by SwiftUISheetDifferentialTests.sheetsDifferingInOneBranchShareNoCacheEntry
    ("size-class-branch-equal-without-regular", "swiftui", A + "Answers/SwiftUILayoutAnswers+SizeClass.swift",
     "a.compact.1 == b.compact.1\n                && a.regular.0 == b.regular.0 && a.regular.1 == b.regular.1\n"
     "        }\n\n        public func hash(into hasher: inout Hasher) {\n            hasher.combine(horizontal)\n"
     "            hasher.combine(compact.0)\n            hasher.combine(compact.1)\n"
     "            hasher.combine(regular.0)\n",
     "a.compact.1 == b.compact.1\n                && a.regular.1 == b.regular.1\n"
     "        }\n\n        public func hash(into hasher: inout Hasher) {\n            hasher.combine(horizontal)\n"
     "            hasher.combine(compact.0)\n            hasher.combine(compact.1)\n"),
    # killed by ViewBoundsTests.aSpanningCellExactlyItsColumnsWideIsLaidOut
    ("grid-exact-fit-refused", "geometry", G + "SwiftUILayout/GridLayout.swift",
     "if s.width > room {", "if s.width >= room {"),
    # killed by ViewBoundsTests.everyBoundedViewMemberAtItsBoundAndPastIt (each member at 0 is answered)
    ("corner-radius-zero-refused", "parsing", A + "Answers/SwiftUILayoutAnswers+Views.swift",
     'let radius = try m.number("cornerRadius", min: 0) ?? 0',
     'let radius = try m.number("cornerRadius", min: .leastNonzeroMagnitude) ?? 0'),
    ("line-spacing-zero-refused", "parsing", A + "Answers/SwiftUILayoutAnswers+Text.swift",
     'spec.lineSpacing = try number("lineSpacing", min: 0) ?? 0',
     'spec.lineSpacing = try number("lineSpacing", min: .leastNonzeroMagnitude) ?? 0'),
    ("safe-area-length-zero-refused", "parsing", A + "Answers/SwiftUILayoutAnswers+SafeArea.swift",
     'let length = try number("length", min: 0, nullable: true) ?? 16',
     'let length = try number("length", min: .leastNonzeroMagnitude, nullable: true) ?? 16'),
    # killed by ViewBoundsTests.gridItemMembersAtTheirBoundAndPastIt
    ("grid-item-maximum-zero-refused", "parsing", A + "Answers/SwiftUILayoutAnswers+Grids.swift",
     'let maximum = try inner.number("maximum", min: 0, infinity: true) ?? .infinity',
     'let maximum = try inner.number("maximum", min: .leastNonzeroMagnitude, infinity: true) ?? .infinity'),
    # killed by CompositeDifferentialTests.aPictureDrawsEveryViewAtItsJSONFrame (the picture's pixel frame)
    ("picture-pixel-x-from-frame", "swiftui", A + "Pictures/SwiftUILayoutPicture.swift",
     '("pixel-x", SVGDocument.number(p.x))', '("pixel-x", SVGDocument.number(f.x))'),
    # killed by SwiftUIMetamorphicTests.rightToLeftMirrorsEveryFrame (x' = W - x - width)
    ("rtl-mirror-without-width", "swiftui", A + "Answers/SwiftUILayoutAnswers+Direction.swift",
     "f.x = 2 * span.x + span.width - (f.x + f.width)", "f.x = 2 * span.x + span.width - f.x"),
]
