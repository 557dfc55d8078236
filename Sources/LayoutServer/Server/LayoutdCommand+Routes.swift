import LayoutHTTP
public import ArgumentParser
import LayoutHTTPCore

extension LayoutdCommand {
    /// `layoutd routes --json`: every endpoint's descriptor (path, methods, the names it reads with their types,
    /// ranges, docs and examples, its answers, media types and cache key), sorted by path, one route a line. The
    /// scripts that must know every route read this instead of keeping their own lists.
    ///
    /// `layoutd routes --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))'` → the number of
    /// routes (24 today).
    public struct Routes: ParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "routes",
            abstract: "Print every route's descriptor (path, methods, parameters, answers) as JSON.")

        @Flag(help: "Print JSON (the only format; the flag says so in scripts).")
        public var json = false

        public init() {}

        public func run() throws {
            guard json else { throw ValidationError("give --json (the only format).") }
            Platform.writeOutput(EndpointDescriptor.listing(buildService(configuration: ServerConfiguration()).routes))
        }
    }
}
