import LayoutHTTP
@testable import LayoutServer
import Testing
import LayoutHTTPCore

/// What libmicrohttpd sends of a response's header fields: the transport does not scan values for line breaks
/// itself, because the library refuses them. These hold the linked libmicrohttpd to that.
struct SentHeaderTests {
    /// A value with CR, LF or CR LF (a header injection) is dropped, an empty one too; the others are sent in order.
    @Test func aValueWithALineBreakIsNotSent() {
        let response = Response(
            status: 200,
            headers: [
                ("Content-Type", "application/json"), ("X-Injected", "a\r\nSet-Cookie: x=1"), ("X-LF", "a\nb"),
                ("X-CR", "a\rb"), ("X-Empty", ""), ("X-Request-ID", "r-1"),
            ],
            body: Array("{}".utf8))
        let sent = headersSent(for: response)
        #expect(sent.map(\.name) == ["Content-Type", "X-Request-ID"])
        #expect(sent.map(\.value) == ["application/json", "r-1"])
    }

    /// The `Connection: close` the response pipeline adds (``ConnectionClose``) is sent with the answer's own fields.
    @Test func connectionCloseIsSent() {
        let response = Response(status: 503, headers: [("Retry-After", "1"), ("Connection", "close")], body: [])
        let sent = headersSent(for: response)
        #expect(sent.map { "\($0.name): \($0.value)" }.sorted() == ["Connection: close", "Retry-After: 1"])
    }
}
