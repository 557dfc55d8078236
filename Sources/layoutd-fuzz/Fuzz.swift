// Fuzz target for the request parsers (query and JSON → request model → answer).
//
// With libFuzzer (scripts/check/sanitizers.sh fuzz: AddressSanitizer, coverage counters, -D LIBFUZZER) main hands
// control to libFuzzer's LLVMFuzzerRunDriver, which takes the usual libFuzzer flags. Without it, `layoutd-fuzz FILE…`
// replays inputs and `layoutd-fuzz --random N` runs N random inputs, so the target always builds with the package.
import LayoutFuzzing
import LayoutHTTP
import LayoutServer
import LayoutHTTPCore

let service = buildService(configuration: ServerConfiguration().with(cacheEntries: 256), compressor: .standard)

/// Runs one input; a broken promise crashes the process so the fuzzer records the input.
func runOne(_ bytes: [UInt8]) {
    if let failure = FuzzInput.check(bytes, service: service) {
        fatalError("fuzz finding: \(failure)")
    }
}

#if LIBFUZZER
/// libFuzzer's driver entry point (compiler-rt, LLVM 11+).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@main
struct FuzzDriver {
    static func main() {
        // The service (the bundled catalog decoded, under AddressSanitizer: seconds on a busy machine) is built
        // before libFuzzer's clock starts, so its per-input -timeout measures an input, not the start-up.
        _ = service
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            runOne(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            return 0
        }
        Platform.exit(status)
    }
}
#else
@main
struct FuzzDriver {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--random" {
            let count = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<count {
                let length = Int.random(in: 0..<256, using: &generator)
                runOne((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
            }
            print("layoutd-fuzz: \(count) random inputs, no findings")
            return
        }
        for path in arguments {
            guard let bytes = Platform.readFile(path) else { fatalError("cannot read \(path)") }
            runOne(bytes)
        }
        print("layoutd-fuzz: \(arguments.count) inputs replayed, no findings")
    }
}
#endif
