import LayoutHTTPCore

/// How answers are compressed: the zstd and gzip functions the transport gives (libzstd and zlib are C, so they live
/// there) and the rule for when a compressed copy pays. The cache and the batch endpoint (through
/// ``response(_:codedFor:)``) ask this rule; neither calls a C library itself.
///
/// `Compressor.standard.compressedIfItPays(Array(repeating: 65, count: 2000), as: .zstd)` → about 20 bytes;
/// `Compressor.standard.compressedIfItPays(Array("{}".utf8), as: .gzip)` → nil (under ``threshold``).
public struct Compressor: Sendable {
    /// The zstd encoding of some bytes, or `nil` when it fails.
    let zstd: @Sendable ([UInt8]) -> [UInt8]?
    /// The gzip encoding of some bytes, or `nil` when it fails.
    let gzip: @Sendable ([UInt8]) -> [UInt8]?

    /// Bodies shorter than this are sent as they are (a `/fit` answer is about 400 bytes).
    static let threshold = 1024

    /// Whether this compressor compresses at all (``none`` does not: its answers have no coded form to negotiate).
    let compresses: Bool

    /// No compression (a service built without a transport's codings).
    public static let none = Compressor(compresses: false, zstd: { _ in nil }, gzip: { _ in nil })

    /// - Parameters:
    ///   - zstd: Compresses bytes to one zstd frame, `nil` on failure.
    ///   - gzip: Compresses bytes to gzip, `nil` on failure.
    package init(zstd: @escaping @Sendable ([UInt8]) -> [UInt8]?, gzip: @escaping @Sendable ([UInt8]) -> [UInt8]?) {
        self.init(compresses: true, zstd: zstd, gzip: gzip)
    }

    private init(
        compresses: Bool, zstd: @escaping @Sendable ([UInt8]) -> [UInt8]?,
        gzip: @escaping @Sendable ([UInt8]) -> [UInt8]?
    ) {
        self.compresses = compresses
        self.zstd = zstd
        self.gzip = gzip
    }

    /// `body`'s encoding in `coding` when it pays: the body is at least ``threshold`` bytes and the encoding is at
    /// least 10 % smaller; otherwise `nil`.
    func compressedIfItPays(_ body: [UInt8], as coding: ContentCoding) -> [UInt8]? {
        guard body.count >= Self.threshold else { return nil }
        let encoded: [UInt8]?
        switch coding {
        case .zstd: encoded = zstd(body)
        case .gzip: encoded = gzip(body)
        }
        guard let compressed = encoded, compressed.count * 10 < body.count * 9 else { return nil }
        return compressed
    }

    /// An answer made for one request (not cached), in the coding the request takes (zstd, else gzip:
    /// ``Negotiation/contentCoding(_:)``) when it pays, with `Vary: Accept-Encoding` either way.
    ///
    /// A 4 KB batch answer asked with `Accept-Encoding: gzip` → its gzip bytes and `Content-Encoding: gzip`.
    func response(_ response: Response, codedFor request: Request) -> Response {
        var response = response
        response.headers.append(("Vary", "Accept-Encoding"))
        guard compresses, let coding = Negotiation.contentCoding(request.header("accept-encoding")),
            let encoded = compressedIfItPays(response.body, as: coding)
        else { return response }
        response.body = encoded
        response.headers.append(("Content-Encoding", coding.token))
        return response
    }
}
