public import LayoutHTTP
internal import CMicroHTTPD

/// gzip through zlib (part of the C boundary, so it lives beside the libmicrohttpd calls).
///
/// `Gzip.compress(Array(repeating: 65, count: 2000))` → about 30 bytes; `Gzip.decompress(that, limit: 4096)` → the
/// 2000.
enum Gzip {
    /// The gzip encoding of `bytes`, or `nil` when zlib fails.
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        transform(bytes, capacity: CMicroHTTPD_gzipBound(bytes.count), CMicroHTTPD_gzip)
    }

    /// The bytes gzip data stands for, or `nil` when it is not gzip or would be longer than `limit`.
    static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        transform(bytes, capacity: limit, CMicroHTTPD_gunzip)
    }
}

/// zstd (RFC 8878) through libzstd, one frame per answer, compressed in one call (`ZSTD_compressCCtx`) into a
/// buffer of `ZSTD_compressBound` bytes with a context of its own: what one answer's compression holds is its
/// input, that buffer and the context, freed when it returns.
///
/// `Zstd.compress(Array(repeating: 65, count: 2000))` → about 20 bytes; `Zstd.decompress(that, limit: 4096)` → the
/// 2000.
enum Zstd {
    /// The zstd encoding of `bytes`, or `nil` when libzstd fails.
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        transform(bytes, capacity: CMicroHTTPD_zstdBound(bytes.count), CMicroHTTPD_zstd)
    }

    /// The bytes a zstd frame stands for, or `nil` when it is not one or would be longer than `limit`.
    static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        transform(bytes, capacity: limit, CMicroHTTPD_unzstd)
    }
}

/// Runs one of the shim's zlib or libzstd calls from `bytes` into a buffer of `capacity`; `nil` when it returns -1.
private func transform(
    _ bytes: [UInt8], capacity: Int,
    _ call: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int) -> Int
) -> [UInt8]? {
    var output = [UInt8](repeating: 0, count: capacity)
    let written = bytes.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer { out in
            call(input.baseAddress, input.count, out.baseAddress, capacity)
        }
    }
    guard written >= 0 else { return nil }
    // Copied to an array of its own length: the bound-sized buffer would keep its whole capacity (about the
    // input's size) behind a short result for as long as the answer is cached.
    return Array(unsafeUninitializedCapacity: written) { buffer, count in
        _ = buffer.initialize(from: output[..<written])
        count = written
    }
}

extension Compressor {
    /// libzstd's zstd and zlib's gzip: what the service compresses cached and batch answers with.
    public static let standard = Compressor(zstd: Zstd.compress, gzip: Gzip.compress)
}
