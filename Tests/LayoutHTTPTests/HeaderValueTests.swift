@testable import LayoutHTTP
import Testing
@testable import LayoutHTTPCore

/// The small header types the response pipeline applies to every answer, each on its own and in their order (CORS,
/// the deprecation notice, the request id, closing, `Vary`), then entity tags and content negotiation. Whole values
/// are compared (every field, in order). Expected values are the RFCs' own examples where they have one (RFC 9110
/// §8.8.3.2, §12.5.3, §13.1.2) and layoutd's documented fields otherwise.
@Suite struct HeaderValueTests {
    private func fields(_ response: Response) -> [String] { response.headers.map { "\($0.name): \($0.value)" } }

    // MARK: CORSPolicy (Fetch standard, "CORS protocol": https://fetch.spec.whatwg.org/#http-cors-protocol)

    @Test func anyOriginSharesWithoutVaryingByOrigin() {
        let cors = CORSPolicy(origin: "*")
        #expect(!cors.variesByOrigin)
        #expect(
            fields(cors.apply(to: Response(status: 200, headers: [("Content-Type", "application/json")]))) == [
                "Content-Type: application/json",
                "Access-Control-Allow-Origin: *",
                "Access-Control-Expose-Headers: ETag, X-Request-ID, Deprecation, Link",
                "Timing-Allow-Origin: *",
            ])
    }

    @Test func oneOriginVariesByOriginInOneVaryField() {
        let cors = CORSPolicy(origin: "https://design.example")
        #expect(cors.variesByOrigin)
        var response = cors.apply(to: Response(status: 200, headers: [("Vary", "Accept-Encoding")]))
        response.headers.append(("X-Request-ID", "r-1"))
        VaryMerge(cors: cors).apply(to: &response)
        #expect(
            fields(response) == [
                "Access-Control-Allow-Origin: https://design.example",
                "Access-Control-Expose-Headers: ETag, X-Request-ID, Deprecation, Link",
                "Timing-Allow-Origin: https://design.example",
                "X-Request-ID: r-1",
                "Vary: Accept-Encoding, Origin",
            ])
    }

    @Test func anyOriginLeavesASingleVaryAlone() {
        var response = Response(status: 200, headers: [("Vary", "Accept-Encoding"), ("Vary", "Accept")])
        VaryMerge(cors: CORSPolicy(origin: "*")).apply(to: &response)
        #expect(fields(response) == ["Vary: Accept-Encoding", "Vary: Accept"])
    }

    @Test(arguments: [
        // A plain list of header names is echoed as asked.
        ("traceparent, Cache-Control", "traceparent, Cache-Control"),
        // A name that is not a token (a space inside) makes the default list.
        ("trace parent", "Content-Type, If-None-Match, X-Request-ID, traceparent, tracestate, Cache-Control"),
        // More than 64 names: the default list.
        (
            (1...65).map { "x-\($0)" }.joined(separator: ","),
            "Content-Type, If-None-Match, X-Request-ID, traceparent, tracestate, Cache-Control"
        ),
    ])
    func aPreflightAllowsTheRoutesMethods(asked: String, allowed: String) {
        let request = Request(
            method: "OPTIONS", path: "/fit",
            headers: ["Origin": "https://tool.example", "Access-Control-Request-Headers": asked])
        let response = CORSPolicy(origin: "*").preflight(allowing: ["GET", "HEAD", "OPTIONS"], for: request)
        #expect(response.status == 204 && response.body.isEmpty)
        #expect(
            fields(response) == [
                "Allow: GET, HEAD, OPTIONS",
                "Access-Control-Allow-Methods: GET, HEAD, OPTIONS",
                "Access-Control-Allow-Headers: \(allowed)",
                "Access-Control-Max-Age: 86400",
            ])
    }

    // MARK: ResponsePipeline (its steps in their stated order)

    /// Every step applies, in order, after the answer's own fields: CORS, the deprecation notice, the request id,
    /// `Connection: close`, and the two `Vary` fields joined last.
    @Test func thePipelineAppliesEveryStepInItsOrder() {
        let pipeline = ResponsePipeline(cors: CORSPolicy(origin: "https://design.example"))
        let answer = Response(
            status: 200, headers: [("Content-Type", "application/json"), ("Vary", "Accept-Encoding")])
        let request = Request(method: "GET", path: "/fit", headers: ["X-Request-ID": "r-1"])
        #expect(
            fields(pipeline.finish(answer, for: request, deprecated: ["aspect"], closing: true)) == [
                "Content-Type: application/json",
                "Access-Control-Allow-Origin: https://design.example",
                "Access-Control-Expose-Headers: ETag, X-Request-ID, Deprecation, Link",
                "Timing-Allow-Origin: https://design.example",
                "Deprecation: @1795392000",  // 2026-11-23T00:00:00Z
                #"Link: </deprecations>; rel="deprecation"; type="application/json"; title="aspect: use aspectRatio""#,
                "X-Request-ID: r-1",
                "Connection: close",
                "Vary: Accept-Encoding, Origin",
            ])
    }

    /// A request without an id or deprecated names, on a connection that stays open: the CORS fields alone.
    @Test func thePipelineAddsOnlyWhatApplies() {
        let pipeline = ResponsePipeline(cors: CORSPolicy(origin: "*"))
        let finished = pipeline.finish(
            Response(status: 204), for: Request(method: "OPTIONS", path: "/fit"), deprecated: [], closing: false)
        #expect(
            fields(finished) == [
                "Access-Control-Allow-Origin: *",
                "Access-Control-Expose-Headers: ETag, X-Request-ID, Deprecation, Link",
                "Timing-Allow-Origin: *",
            ])
        #expect(DeprecationNotice([]) == nil && ConnectionClose(false) == nil)
    }

    /// Each step alone, where its condition holds: the deprecation notice for a deprecated name, the id for a usable
    /// `X-Request-ID`, `Connection: close` when the connection closes; with `*` no `Vary` is added or merged.
    @Test(arguments: [(true, false, false), (false, true, false), (false, false, true)])
    func eachStepAppliesWhereItsConditionHolds(deprecated: Bool, id: Bool, closing: Bool) {
        let pipeline = ResponsePipeline(cors: CORSPolicy(origin: "*"))
        let request = Request(method: "GET", path: "/fit", headers: id ? ["X-Request-ID": "r-1"] : [:])
        let answer = Response(status: 200, headers: [("Vary", "Accept-Encoding")])
        var expected = [
            "Vary: Accept-Encoding", "Access-Control-Allow-Origin: *",
            "Access-Control-Expose-Headers: ETag, X-Request-ID, Deprecation, Link", "Timing-Allow-Origin: *",
        ]
        if deprecated {
            expected += [
                "Deprecation: @1795392000",
                #"Link: </deprecations>; rel="deprecation"; type="application/json"; title="aspect: use aspectRatio""#,
            ]
        }
        if id { expected.append("X-Request-ID: r-1") }
        if closing { expected.append("Connection: close") }
        let finished = pipeline.finish(answer, for: request, deprecated: deprecated ? ["aspect"] : [], closing: closing)
        #expect(fields(finished) == expected)
    }

    /// Every deprecated name used is in the `Link`'s title with its replacement, in the order read.
    @Test func theNoticeNamesEveryDeprecatedNameUsed() {
        var response = Response(status: 200)
        DeprecationNotice(["spacing", "screenSize"])?.apply(to: &response)
        #expect(
            fields(response) == [
                "Deprecation: @1795392000",
                #"Link: </deprecations>; rel="deprecation"; type="application/json"; "#
                    + #"title="spacing: use horizontalSpacing; screenSize: use screen""#,
            ])
    }

    /// With a set origin and no `Vary` of the answer's own, CORS's `Vary: Origin` is the only one and stays where
    /// CORS put it; three `Vary` fields are joined in order.
    @Test func oneVaryStaysInPlaceAndThreeAreJoinedInOrder() {
        let pipeline = ResponsePipeline(cors: CORSPolicy(origin: "https://design.example"))
        let request = Request(method: "GET", path: "/fit")
        #expect(
            fields(pipeline.finish(Response(status: 200), for: request, deprecated: [], closing: false)) == [
                "Access-Control-Allow-Origin: https://design.example", "Vary: Origin",
                "Access-Control-Expose-Headers: ETag, X-Request-ID, Deprecation, Link",
                "Timing-Allow-Origin: https://design.example",
            ])
        let two = Response(status: 200, headers: [("Vary", "Accept-Encoding"), ("ETag", #""e1""#), ("Vary", "Accept")])
        let finished = pipeline.finish(two, for: request, deprecated: [], closing: false)
        #expect(fields(finished).filter { $0.hasPrefix("Vary") } == ["Vary: Accept-Encoding, Accept, Origin"])
        #expect(fields(finished).last == "Vary: Accept-Encoding, Accept, Origin")
    }

    // MARK: RequestID

    @Test(
        arguments: [
            ("abc-1", "abc-1"),
            (String(repeating: "a", count: 200), String(repeating: "a", count: 200)),  // the longest echoed
            (String(repeating: "a", count: 201), nil),
            ("a\tb", nil),  // a control character
            ("café", nil),  // not ASCII
        ] as [(String, String?)])
    func aRequestIDIsEchoedOnlyWhenUsable(sent: String, echoed: String?) {
        let id = RequestID(Request(method: "GET", path: "/fit", headers: ["x-request-id": sent]))
        #expect(id?.value == echoed)
        var response = Response(status: 200)
        id?.apply(to: &response)
        #expect(fields(response) == (echoed.map { ["X-Request-ID: \($0)"] } ?? []))
    }

    @Test func noRequestIDWithoutTheField() {
        #expect(RequestID(Request(method: "GET", path: "/fit")) == nil)
    }

    /// The id a finished response echoes (what the access line names) is its `X-Request-ID`, whatever follows it.
    @Test func theEchoedIDIsTheResponsesOwnField() {
        let response = Response(
            status: 200,
            headers: [("Content-Type", "application/json"), ("X-Request-ID", "abc-1"), ("Connection", "close")])
        #expect(RequestID.echoed(by: response) == "abc-1")
        #expect(RequestID.echoed(by: Response(status: 200, headers: [("Connection", "close")])) == nil)
    }

    // MARK: EntityTag (RFC 9110 §13.1.2's If-None-Match examples, §8.8.3.2's weak comparison)

    @Test(arguments: [
        (#""xyzzy""#, true),
        (#"W/"xyzzy""#, true),  // weak comparison: W/"1" matches "1"
        (#""xyzzy", "r2d2xxxx", "c3piozzzz""#, true),
        (#"W/"xyzzy", W/"r2d2xxxx", W/"c3piozzzz""#, true),
        ("*", true),
        (#"W/"r2d2xxxx""#, false),  // W/"1" and W/"2" do not match
        (#"%22xyzzy%22"#, true),  // quotes percent-encoded, as a generated client sends them
    ])
    func ifNoneMatchNamesTheTag(condition: String, matches: Bool) {
        #expect(EntityTag(value: #""xyzzy""#).matches(ifNoneMatch: condition) == matches)
    }

    @Test func eachCodedRepresentationHasATagOfItsOwn() {
        #expect(EntityTag(value: #""xyzzy""#).coded(.gzip) == EntityTag(value: #""xyzzy-gzip""#))
        #expect(EntityTag(value: #""xyzzy""#).coded(.zstd) == EntityTag(value: #""xyzzy-zstd""#))
        #expect(!EntityTag(value: #""xyzzy""#).coded(.zstd).matches(ifNoneMatch: #""xyzzy""#))
    }

    @Test func aBodysTagIsSixteenHexDigitsInQuotesAndFollowsTheBytes() {
        let tag = EntityTag(body: Array(#"{"status":"ok"}"#.utf8)).value
        #expect(tag.count == 18 && tag.first == "\"" && tag.last == "\"")
        #expect(tag.dropFirst().dropLast().allSatisfy { "0123456789abcdef".contains($0) })
        #expect(EntityTag(body: Array(#"{"status":"ok"}"#.utf8)).value == tag)
        #expect(EntityTag(body: Array(#"{"status":"OK"}"#.utf8)).value != tag)
    }

    // MARK: Negotiation (RFC 9110 §12.5.1 Accept, §12.5.3 Accept-Encoding)

    @Test(arguments: [
        ("image/svg+xml", true),
        ("image/svg+xml, application/json;q=0.5", true),
        ("image/*", true),
        ("application/json, image/svg+xml", false),  // equal weights: JSON
        ("application/*;q=0.9, image/svg+xml;q=0.8", false),
        ("*/*", false),
    ])
    func aPictureIsPreferredOnlyWhenWeightedAboveJSON(accept: String, picture: Bool) {
        #expect(Negotiation.prefersPicture(accept) == picture)
    }

    @Test(arguments: [
        // RFC 9110 §12.5.3's examples.
        ("compress, gzip", ContentCoding?.some(.gzip)),
        ("", nil),
        ("*", .zstd),
        ("compress;q=0.5, gzip;q=1.0", .gzip),
        ("gzip;q=1.0, identity; q=0.5, *;q=0", .gzip),
        // A coding refused by name wins over the wildcard.
        ("gzip;q=0, *", .zstd),
        ("zstd;q=0, *", .gzip),
        ("zstd;q=0, gzip;q=0, *", nil),
        // What Chromium and Firefox send; any weight above 0 takes zstd, whatever gzip's.
        ("gzip, deflate, br, zstd", .zstd),
        ("gzip;q=1, zstd;q=0.001", .zstd),
        ("ZSTD;Q=0.5", .zstd),
        ("zstd;q=0.000", nil),
        ("x-gzip", .gzip),
        ("identity;q=0", nil),
        ("identity;q=0, gzip", .gzip),
        ("*;q=0", nil),
        ("br, deflate", nil),
        ("zstd\u{301}, gzip\u{301}", nil),
    ])
    func theCodingIsChosenAsAcceptEncodingSays(acceptEncoding: String, coding: ContentCoding?) {
        #expect(Negotiation.contentCoding(acceptEncoding) == coding)
    }

    /// A value of thousands of codings (what fits in the 16 KiB of headers) is read once: the last word on each
    /// coding counts, wherever it stands.
    @Test func thousandsOfCodingsAreReadToTheEnd() {
        let many = (0..<3_000).map { "x-\($0);q=0.5" }
        #expect(Negotiation.contentCoding(many.joined(separator: ",") + ",zstd;q=0,gzip") == .gzip)
        #expect(Negotiation.contentCoding(many.joined(separator: ",") + ",zstd") == .zstd)
        #expect(Negotiation.contentCoding(Array(repeating: "zstd;q=0", count: 1_800).joined(separator: ",")) == nil)
        #expect(Negotiation.contentCoding(String(repeating: ",", count: 15_000) + "*") == .zstd)
    }

    @Test func theNegotiatedClassNamesEachBit() {
        // Bits (Negotiation.negotiationClass): 1 Accept given, 2 SVG outweighs JSON, 4 JSON, 8 CSS, 16 gzip chosen,
        // 32 tokens, 64 zstd chosen.
        #expect(Negotiation.negotiationClass(accept: nil, acceptEncoding: nil) == 0)
        #expect(Negotiation.negotiationClass(accept: "image/svg+xml", acceptEncoding: "gzip") == 1 | 2 | 16)
        #expect(Negotiation.negotiationClass(accept: nil, acceptEncoding: "gzip, zstd") == 64)
        #expect(Negotiation.negotiationClass(accept: nil, acceptEncoding: "zstd;q=0, gzip") == 16)
        #expect(Negotiation.negotiationClass(accept: "*/*", acceptEncoding: "identity") == 1 | 4 | 8 | 32)
        #expect(Negotiation.negotiationClass(accept: "text/css", acceptEncoding: nil) == 1 | 8)
    }
}
