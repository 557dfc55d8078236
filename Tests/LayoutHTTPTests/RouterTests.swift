import LayoutHTTP
import LayoutHTTPTestSupport
import Testing
import LayoutHTTPCore

/// The router in memory (no socket): routing, methods, CORS, ETags, errors and the shared cache.
struct RouterTests {
    let service = buildService(configuration: ServerConfiguration())

    @Test func healthIsOKJSON() {
        let response = service.respond(to: get("/healthz"))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.bodyText == #"{"status":"ok"}"#)
    }

    @Test func fitAnswersTheIssueExample() {
        let response = service.respond(to: get("/fit?container=852x393&aspectRatio=21:9"))
        #expect(response.status == 200)
        let body = json(response)
        #expect(close(number(body, "rect", "width"), 852))
        #expect(close(number(body, "rect", "height"), 852 * 9 / 21))
        #expect(close(number(body, "rect", "y"), (393 - 852.0 * 9 / 21) / 2))
        #expect(close(number(body, "rect", "x"), 0))
    }

    @Test func getAndPostShareOneCacheEntry() throws {
        let service = buildService(configuration: ServerConfiguration())
        let viaGet = service.respond(to: get("/fit?container=852x393&aspectRatio=21:9&mode=fit"))
        let viaPost = service.respond(
            to: post("/fit", #"{"container":{"width":852,"height":393},"aspectRatio":"21:9","mode":"fit"}"#))
        let viaNumber = service.respond(
            to: post("/fit", #"{"container":"852x393","aspectRatio":"21:9","mode":"scaleAspectFit"}"#))
        #expect(viaGet.status == 200)
        #expect(!viaGet.body.isEmpty)
        #expect(viaGet.body == viaPost.body)
        #expect(viaGet.body == viaNumber.body)
        let etag = try #require(viaGet.header("ETag"))
        #expect(viaPost.header("ETag") == etag)
        #expect(viaNumber.header("ETag") == etag)
        let stats = service.cache.statistics
        #expect(stats.entries == 1)
        #expect(stats.hits == 2)
        #expect(stats.misses == 1)
    }

    @Test func fillCoversTheContainer() {
        let body = json(service.respond(to: get("/fit?container=852x393&aspectRatio=21:9&mode=fill")))
        #expect(close(number(body, "rect", "height"), 393))
        #expect(close(number(body, "rect", "width"), 393 * 21 / 9.0))
        #expect(close(number(body, "cropped", "left"), (393 * 21 / 9.0 - 852) / 2))
    }

    // LiveServerTests.errorsMethodsHeadAndCORSOverTheWire runs these checks over a socket.
    @Test func unknownPathIs404Problem() throws { try BothWays.unknownPath(.inMemory(service)) }

    @Test func wrongMethodIs405WithAllow() throws { try BothWays.wrongMethod(.inMemory(service)) }

    @Test func headIsAnsweredLikeGet() throws { try BothWays.headLikeGet(.inMemory(service)) }

    @Test func optionsAnswersThePreflight() throws { try BothWays.preflight(.inMemory(service)) }

    @Test func exchangesAndWorkAreRecordedOnce() throws {
        try BothWays.exchangesAndWorkAreRecorded(.inMemory(service))
    }

    @Test func corsOriginIsConfigurable() {
        let service = buildService(configuration: ServerConfiguration().with(corsOrigin: "https://design.example"))
        let response = service.respond(to: get("/healthz"))
        #expect(response.header("Access-Control-Allow-Origin") == "https://design.example")
        #expect(response.header("Vary") == "Origin")
    }

    /// LiveServerTests.etagRevalidationGives304 runs the same check over a socket.
    @Test func matchingETagGives304() throws { try BothWays.etagRevalidation(.inMemory(service)) }

    @Test(arguments: [
        ("/fit?aspectRatio=21:9", 422, "container"),
        ("/fit?container=852x393", 422, "aspectRatio"),
        ("/fit?container=0x-5&aspectRatio=1", 400, "container"),
        ("/fit?container=852x393&aspectRatio=0", 400, "aspectRatio"),
        ("/fit?container=852x393&aspectRatio=101", 422, "aspectRatio"),
        ("/fit?container=852x393&aspectRatio=-2:1", 400, "aspectRatio"),
        ("/fit?container=852x393&aspectRatio=nan", 400, "aspectRatio"),
        ("/fit?container=852x393&aspectRatio=1e309", 400, "aspectRatio"),
        ("/fit?container=nanx393&aspectRatio=1", 400, "container"),
        ("/fit?container=infx393&aspectRatio=1", 400, "container"),
        ("/fit?container=abc&aspectRatio=1", 400, "container"),
        ("/fit?container=852x393&aspectRatio=1&mode=sideways", 400, "mode"),
        ("/fit?container=852x393&aspectRatio=1&scale=0", 400, "scale"),
        ("/fit?container=852x393&aspectRatio=1&container=1x1", 400, "container"),
        ("/fit?container=852x393&aspectRatio=1&contianer=1x1", 400, "contianer"),
        ("/fit?container=852x393&aspectRatio=1&content=10x10", 422, "content"),
    ])
    func invalidInputIsAProblemNamingTheField(target: String, status: Int, field: String) {
        expectProblem(service.respond(to: get(target)), status: status, naming: field)
    }

    @Test(arguments: [
        (#"{"container":{"width":852,"height":"393"},"aspectRatio":1}"#, "container.height"),
        (#"{"container":{"width":852,"height":393},"aspectRatio":true}"#, "aspect"),
        (#"{"container":{"width":852,"height":393}"#, "not valid JSON"),
        (#"[1,2]"#, "JSON object"),
        ("", "empty"),
        (#"{"container":{"width":852,"height":393},"aspectRatio":1,"extra":1}"#, "extra"),
        (#"{"container":{"width":852,"height":393,"depth":1},"aspectRatio":1}"#, "container.depth"),
    ])
    func invalidBodiesAre400(body: String, mention: String) {
        let response = service.respond(to: post("/fit", body))
        #expect(response.status == 400)
        #expect((json(response)["detail"] as? String)?.contains(mention) == true, "\(response.bodyText)")
    }

    @Test func postNeedsJSONContentType() {
        let response = service.respond(
            to: post("/fit", "container=1x1", contentType: "application/x-www-form-urlencoded"))
        #expect(response.status == 415)
        #expect(response.header("Content-Type") == "application/problem+json")
    }

    @Test(arguments: [
        "application/json", "application/json; charset=utf-8", "Application/JSON", "application/vnd.layoutd+json",
    ])
    func postTakesAnyJSONMediaType(contentType: String) {
        let response = service.respond(
            to: post("/fit", #"{"container":"10x10","aspectRatio":1}"#, contentType: contentType))
        #expect(response.status == 200, "\(contentType): \(response.bodyText)")
        #expect(close(number(json(response), "rect", "width"), 10))
    }

    @Test func postWithAQueryStringIs400() {
        let request = Request(
            method: "POST", path: "/fit", query: [("scale", "2")], headers: ["Content-Type": "application/json"],
            body: Array(#"{"container":"10x10","aspectRatio":1}"#.utf8))
        let response = service.respond(to: request)
        #expect(response.status == 400)
        #expect((json(response)["detail"] as? String)?.contains("query string") == true, "\(response.bodyText)")
    }

    @Test func acceptWithoutJSONIs406() {
        let response = service.respond(to: get("/fit?container=1x1&aspectRatio=1", headers: ["Accept": "text/html"]))
        #expect(response.status == 406)
        #expect(
            service.respond(to: get("/fit?container=1x1&aspectRatio=1", headers: ["Accept": "text/html, */*;q=0.1"]))
                .status == 200)
    }

    @Test func requestIDIsEchoed() throws { try BothWays.requestID(.inMemory(service)) }

    @Test func readinessTurns503WhileDraining() {
        let service = buildService(configuration: ServerConfiguration())
        #expect(service.respond(to: get("/readyz")).status == 200)
        service.beginDraining()
        let response = service.respond(to: get("/readyz"))
        #expect(response.status == 503)
        #expect(response.header("Content-Type") == "application/problem+json")
    }

    /// The shutdown delay: `/readyz` answers 503, every other answer is as usual and keeps its connection.
    @Test func readinessTurns503DuringTheShutdownDelayWhileEverythingElseIsServed() {
        let service = buildService(configuration: ServerConfiguration())
        service.beginLeaving()
        #expect(!service.isReady)
        #expect(!service.isDraining)
        let readiness = service.respond(to: get("/readyz"))
        #expect(readiness.status == 503)
        #expect(readiness.header("Content-Type") == "application/problem+json")
        #expect(readiness.bodyText.contains("load balancers should stop sending it work"))
        for path in ["/healthz", "/fit?container=852x393&aspectRatio=21:9", "/devices/iPad16,5", "/metrics"] {
            let response = service.respond(to: get(path))
            #expect(response.status == 200, "\(path)")
            #expect(response.header("Connection") == nil, "\(path)")
        }
    }

    @Test func metricsCountRoutesStatusesAndCache() {
        let service = buildService(configuration: ServerConfiguration())
        _ = service.respond(to: get("/fit?container=10x10&aspectRatio=1"))
        _ = service.respond(to: get("/fit?container=10x10&aspectRatio=1"))
        _ = service.respond(to: get("/missing"))
        let text = service.respond(to: get("/metrics")).bodyText
        #expect(text.contains(#"layoutd_http_requests_total{route="/fit",method="GET",status="200"} 2"#))
        #expect(text.contains(#"layoutd_http_requests_total{route="unmatched",method="GET",status="404"} 1"#))
        #expect(text.contains("layoutd_cache_hits_total 1"))
        #expect(text.contains("layoutd_cache_misses_total 1"))
        #expect(text.contains("layoutd_cache_entries 1"))
        #expect(text.contains("layoutd_http_request_duration_seconds_count 3"))
        #expect(text.hasSuffix("\n"))
    }

    /// A placeholder never matches an empty segment: `/devices/` is no route (not a device with an empty id).
    @Test func anEmptyPlaceholderIsNoRoute() {
        for path in ["/devices/", "/devices/groups/", "/problems/"] {
            let response = service.respond(to: get(path))
            #expect(response.status == 404)
            #expect(
                (json(response)["detail"] as? String)?.hasPrefix("No route for") == true,
                "\(path): \(response.bodyText)")
        }
    }

    @Test func disabledCacheStillAnswers() {
        let service = buildService(configuration: ServerConfiguration().with(cacheEntries: 0))
        let first = service.respond(to: get("/fit?container=10x10&aspectRatio=1"))
        let second = service.respond(to: get("/fit?container=10x10&aspectRatio=1"))
        #expect(first.status == 200)
        #expect(close(number(json(first), "rect", "width"), 10))
        #expect(second.body == first.body)
        #expect(second.header("ETag") != nil)
        #expect(second.header("ETag") == first.header("ETag"))
        #expect(service.cache.statistics.entries == 0)
        #expect(service.cache.statistics.hits == 0)
    }
}
