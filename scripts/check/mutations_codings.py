"""Mutations for mutate.py: the content codings (zstd and gzip): the negotiated class, the reserve the coded copies
share, a 304's length, the refusals and the wildcard. mutations_service.py holds the preference rule's own.
Each entry is (id, area, file, original text, replacement); mutate.py runs them with the other lists.
"""

from mutations_core import C, H

MUTATIONS = [
    ("negotiation-ignores-gzip", "bounds", C + "Core/Negotiation.swift",
     "var form: UInt8 = contentCoding(acceptEncoding)?.classBit ?? 0", "var form: UInt8 = 0"),
    ("304-declares-no-length", "etag", H + "HTTP/LayoutService.swift",
     "notModifiedLength: (coded?.body ?? cached.body).count)", "notModifiedLength: cached.body.count)"),
    # killed by HeaderValueTests.theCodingIsChosenAsAcceptEncodingSays (`zstd;q=0, *` answered with zstd)
    ("coding-zstd-refusal-ignored", "negotiation", C + "Core/Negotiation.swift",
     "                zstd = element.weight\n", "                zstd = 1\n"),
    # killed by HeaderValueTests.theCodingIsChosenAsAcceptEncodingSays (`*` answered with gzip)
    ("coding-wildcard-not-zstd", "negotiation", C + "Core/Negotiation.swift",
     "if (zstd ?? any ?? 0) > 0 { return .zstd }", "if (zstd ?? 0) > 0 { return .zstd }"),
    # killed by ResourceBoundsTests.aCodedCopyOverItsReserveIsSentButNotKept (two copies each within the reserve
    # kept, together over it)
    ("coded-copies-each-own-reserve", "bounds", H + "Cache/CachedAnswer.swift",
     "let fits = states.keptBytes + compressed.capacity <= reserve", "let fits = compressed.capacity <= reserve"),
    # killed by CompressionTests.aBatchIsSentInTheCodingTaken (a zstd body labelled gzip)
    ("batch-coding-mislabelled", "negotiation", H + "Cache/Compressor.swift",
     'response.headers.append(("Content-Encoding", coding.token))',
     'response.headers.append(("Content-Encoding", "gzip"))'),
]
