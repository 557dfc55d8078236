import ArgumentParser
import Foundation
import LayoutHTTP
import LayoutHTTPTestSupport
import LayoutServer
import Testing
import LayoutHTTPCore

/// The figures the docs quote about layoutd's own answers are what the service gives, asked in memory with the
/// transport's zstd and gzip: the size of an answer (plain, or as sent to a client that takes gzip, or zstd) and the
/// model count `layoutd check-config` prints.
///
/// A size is compared at the precision the doc writes it (`206 KB` is 205.5–206.5 thousand bytes, `1.5 KB`
/// 1.45–1.55), so a doc keeps round figures and still fails when the catalog grows past them. A pattern that no
/// longer matches fails too: a figure reworded out of reach of its check is a figure nobody checks.
struct DocFiguresTests {
    /// What one named group of a pattern measures: an answer's size in KB as sent in a coding (`nil`: plain), or
    /// the catalog's model count.
    enum Measure: Sendable {
        case size(String, coding: String?)
        case models
    }

    /// One figure's place: a doc, a pattern with named groups (matched on the doc with its line breaks folded into
    /// spaces), and what each group measures.
    struct Figure: Sendable, CustomTestStringConvertible {
        let doc: String
        let pattern: String
        let groups: [String: Measure]
        var testDescription: String { "\(doc): \(pattern.prefix(60))" }
    }

    static let first = "/devices", whole = "/devices?limit=1000", fields = "/devices?fields=id,name,screen&limit=1000"

    static let figures = [
        Figure(
            doc: "docs/protocol.md",
            pattern: #"`/devices` \(its first page of 50 models\) is (?<plain>[\d.]+) KB plain and (?<gzip>[\d.]+) KB "#
                + "gzipped",
            groups: ["plain": .size(first, coding: nil), "gzip": .size(first, coding: "gzip")]),
        Figure(
            doc: "docs/protocol.md",
            pattern:
                #"whole catalog \(`limit=1000`, (?<models>\d+) models\) (?<plain>[\d.]+) KB and (?<gzip>[\d.]+) KB"#,
            groups: ["models": .models, "plain": .size(whole, coding: nil), "gzip": .size(whole, coding: "gzip")]),
        Figure(
            doc: "docs/protocol.md",
            pattern: #"`fields=id,name,screen&limit=1000` (?<plain>[\d.]+) KB and (?<gzip>[\d.]+) KB"#,
            groups: ["plain": .size(fields, coding: nil), "gzip": .size(fields, coding: "gzip")]),
        Figure(
            doc: "docs/protocol.md",
            pattern: #"With zstd: (?<first>[\d.]+) KB, (?<whole>[\d.]+) KB and (?<fields>[\d.]+) KB"#,
            groups: [
                "first": .size(first, coding: "zstd"), "whole": .size(whole, coding: "zstd"),
                "fields": .size(fields, coding: "zstd"),
            ]),
        Figure(
            doc: "docs/catalog.md",
            pattern: #"`/devices\?fields=id,name,screen&limit=1000` is every model in (?<plain>[\d.]+) KB"#,
            groups: ["plain": .size(fields, coding: nil)]),
        Figure(
            doc: "docs/deploy.md", pattern: #"`/devices\?limit=1000`, is (?<plain>[\d.]+) KB"#,
            groups: ["plain": .size(whole, coding: nil)]),
        Figure(
            doc: "docs/configuration.md", pattern: #"device catalog \(embedded\), (?<models>\d+) models"#,
            groups: ["models": .models]),
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let service = buildService(configuration: ServerConfiguration(), compressor: .standard)

    /// The bytes of `target`'s answer as sent with `Accept-Encoding: coding` (none: plain), labelled as asked.
    func size(_ target: String, coding: String?) -> Int {
        let response = service.respond(to: get(target, headers: coding.map { ["Accept-Encoding": $0] } ?? [:]))
        #expect(
            response.status == 200 && response.header("Content-Encoding") == coding, "\(target) as \(coding ?? "plain")"
        )
        return response.body.count
    }

    /// Whether `bytes` rounds to `written` KB at the precision it is written with: `206` → 205,500 to 206,499.
    static func within(_ written: String, _ bytes: Int) -> Bool {
        let decimals = written.split(separator: ".").dropFirst().first?.count ?? 0
        let scale = pow(10, Double(decimals))
        return (Double(bytes) / 1000 * scale).rounded() / scale == Double(written)
    }

    @Test func theRoundingKeepsThePrecisionWritten() {
        #expect(Self.within("206", 205_500) && Self.within("206", 206_499) && !Self.within("206", 206_500))
        #expect(Self.within("1.5", 1_450) && !Self.within("1.5", 1_550 + 1) && !Self.within("1.5", 1_449))
    }

    @Test(arguments: figures) func aQuotedFigureIsWhatTheServiceGives(_ figure: Figure) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(figure.doc), encoding: .utf8)
        let folded = text.replacing(/\s*\n\s*/, with: " ")
        let regex = try Regex(figure.pattern)
        let matches = folded.matches(of: regex)
        #expect(!matches.isEmpty, "\(figure.doc): no figure matches \(figure.pattern)")
        let checked = try LayoutdCommand.CheckConfig.parse([]).check(environment: [:]).message
        let models = try #require(checked.firstMatch(of: /(\d+) models/).map { String($0.1) })
        for match in matches {
            for (group, measure) in figure.groups {
                let written = try #require(match.output[group]?.substring.map(String.init), "\(group) in \(figure.doc)")
                switch measure {
                case .models:
                    #expect(written == models, "\(figure.doc): \(written) models, the catalog has \(models)")
                case .size(let target, let coding):
                    let bytes = size(target, coding: coding)
                    #expect(
                        Self.within(written, bytes),
                        "\(figure.doc): \(target) \(coding ?? "plain") is \(written) KB, measured \(bytes) bytes")
                }
            }
        }
    }
}
