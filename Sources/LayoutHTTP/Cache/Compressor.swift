/// How answers are compressed: the gzip function the transport gives (zlib is C, so it lives there) and the rule
/// for when a compressed copy pays. The cache and the batch endpoint ask this rule; neither calls zlib itself.
///
/// `Compressor.gzip.compressedIfItPays(Array(repeating: 65, count: 2000))` → about 30 bytes;
/// `Compressor.gzip.compressedIfItPays(Array("{}".utf8))` → nil (under ``threshold``).
public struct Compressor: Sendable {
    /// The gzip encoding of some bytes, or `nil` when it fails.
    let gzip: @Sendable ([UInt8]) -> [UInt8]?

    /// Bodies shorter than this are sent as they are (a `/fit` answer is about 400 bytes).
    static let threshold = 1024

    /// Whether this compressor compresses at all (``none`` does not: its answers have no gzip form to negotiate).
    let compresses: Bool

    /// No compression (a service built without a transport's gzip).
    public static let none = Compressor(compresses: false) { _ in nil }

    /// - Parameter gzip: Compresses bytes to gzip, `nil` on failure.
    package init(gzip: @escaping @Sendable ([UInt8]) -> [UInt8]?) {
        self.init(compresses: true, gzip: gzip)
    }

    private init(compresses: Bool, gzip: @escaping @Sendable ([UInt8]) -> [UInt8]?) {
        self.compresses = compresses
        self.gzip = gzip
    }

    /// `body`'s gzip encoding when it pays: the body is at least ``threshold`` bytes and the encoding is at least
    /// 10 % smaller; otherwise `nil`.
    func compressedIfItPays(_ body: [UInt8]) -> [UInt8]? {
        guard body.count >= Self.threshold, let compressed = gzip(body), compressed.count * 10 < body.count * 9 else {
            return nil
        }
        return compressed
    }
}
