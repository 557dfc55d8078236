"""Mutations for the bounds on what a client writes (issue "Bound everything a client controls"); mutate.py runs
them with its own list. Each is killed by ClientBoundsTests, BudgetAuditTests or AccessLogTests."""

from mutation_paths import A, G, H, S  # noqa: F401

# (id, area, file, original text, replacement)
MUTATIONS = [
    ("label-backslash-unescaped", "bounds", H + "Observability/Metrics.swift",
     'case "\\\\": out += "\\\\\\\\"', 'case "\\\\": out += "\\\\"'),
    ("method-label-options-other", "bounds", H + "Observability/Metrics.swift",
     'case "OPTIONS": self = .OPTIONS', 'case "OPTIONS": self = .other'),
    ("key-bytes-uncounted", "bounds", H + "Cache/CachedAnswer.swift",
     "Self.gzipReserve(bodyCount: body.count) : 0) + keyBytes + Self.overheadBytes",
     "Self.gzipReserve(bodyCount: body.count) : 0) + Self.overheadBytes"),
    # killed by ResourceBoundsTests.aCachedAnswerCountsWhatItHolds (the copy's bytes uncounted until it is made)
    ("gzip-copy-uncounted", "bounds", H + "Cache/CachedAnswer.swift",
     "(mayGzip ? Self.gzipReserve(bodyCount: body.count) : 0)", "0"),
    # killed by CompressionTests.aLargeAnswerIsCompressedOnceOnTheFirstRequestThatTakesGzip (every answer compressed)
    ("gzip-for-every-client", "bounds", H + "HTTP/LayoutService.swift",
     'cached.mayGzip && Negotiation.acceptsGzip(request.header("accept-encoding")) ? cached.gzip : nil',
     'cached.gzip.flatMap { Negotiation.acceptsGzip(request.header("accept-encoding")) ? $0 : nil }'),
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
     'where method == "POST" && request.body.count > Self.inlineBodyBytes:',
     'where method == "POST" && request.body.count > 1 << 30:'),
    ("svg-overflow-drawn", "bounds", H + "Routing/Route.swift",
     "guard encode(answered).finite else { throw overflow }",
     "guard encode(answered).finite || zoom > 0 else { throw overflow }"),
    ("problem-detail-uncapped", "bounds", H + "Core/Problem.swift",
     "bounded.detail = Echo.capped(detail, bytes: Self.maximumDetailBytes)", "bounded.detail = detail"),
    ("method-echo-uncapped", "bounds", H + "Core/Problem.swift",
     '"\\(Echo.capped(method, bytes: Echo.methodBytes)) is not supported', '"\\(method) is not supported'),
    ("access-log-method-uncapped", "bounds", H + "Observability/AccessLog.swift",
     "let method = Echo.capped(method, bytes: Echo.methodBytes), path", "let method = method, path"),
    ("swiftui-id-uncapped", "bounds", A + "Answers/SwiftUILayoutAnswers+Views.swift",
     "where text.utf8.count <= SwiftUILayoutAnswers.maximumIDBytes: id = text",
     "where text.utf8.count <= 1 << 20: id = text"),
]
