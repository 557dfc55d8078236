import LayoutAnswers
import LayoutHTTPCore

/// The device parameters several endpoints read alike: a model by name, identifier or HIG row (`device=`, a path's
/// `{id}`), a HIG row, the OS version (`os=`) and the family (`family=`), each with the problem a client gets.
///
/// `try Parameters.device("iPhone17,1", in: .bundled).device.id` → `"iphone-16-pro"`;
/// `Parameters.device("iphone-99", …)` throws a 404 naming close matches.
extension Parameters {
    /// The model for an id, name, identifier or group, resolved once
    /// (``DeviceCatalog/resolve(_:field:display:group:)``), or a 404 with close matches; on `display` (one of its
    /// displays, `outer` or `inner` on the iPhone Duo) when given, or a 422 naming the displays it has. The question
    /// carries the resolved device to the answer.
    static func device(
        _ name: String, in catalog: DeviceCatalog, field: String? = nil, display: String? = nil,
        group: GroupSpelling = .id
    ) throws(Problem) -> ResolvedDevice {
        try Problem.answering { () throws(AnswerError) in
            try catalog.resolve(name, field: field, display: display, group: group)
        }
    }

    /// `display`: which display of a model with more than one to answer (`outer`, `inner`), lower-cased; `nil`
    /// when absent (the model's default display). The model decides which names exist (``Device/onDisplay(_:)``).
    /// `display=Inner` → `"inner"`; `display=in ner` → 400.
    /// - Throws: 400 when it is not a short lower-case word.
    mutating func display() throws(Problem) -> String? {
        guard let (field, text) = try string("display") else { return nil }
        let name = text.lowercased()
        guard (1...24).contains(name.utf8.count), name.utf8.allSatisfy({ (97...122).contains($0) }) else {
            throw Problem.invalidField(
                field, "must name a display of the device, such as outer or inner (got \"\(text.prefix(40))\").")
        }
        return name
    }

    /// The HIG row (device group) for an id, or a 404 with close matches.
    static func deviceGroup(_ name: String, in catalog: DeviceCatalog) throws(Problem) -> DeviceGroup {
        try Problem.answering { () throws(AnswerError) in try catalog.lookupGroup(name) }
    }

    /// `os`: the version of the device's own OS whose safe-area insets to answer (`17`, `17.2`, `17.2.1`: one to
    /// three numbers below 1000, as openapi.yaml's pattern says); the default is the newest.
    /// - Throws: 400 when the text is not a version; 422 when the device never ran that version (one before the
    ///   version it shipped with, or after its last), or when no source gives the version it shipped with.
    mutating func osVersion(for device: Device) throws(Problem) -> [Int]? {
        guard let (field, text) = try string("os") else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ (1...3).contains($0.count) && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } })
        else {
            throw Problem.invalidField(
                field, "must be a version of the device's OS such as 26, 17.2 or 17.2.1 (got \"\(text.prefix(40))\").")
        }
        let numbers = parts.compactMap { Int($0) }
        if let os = device.os {
            let asked = numbers.map(String.init).joined(separator: ".")
            guard let introduced = os.introduced else {
                // Without the version it shipped with, only a version from the one a source says it runs is known
                // to be one it ran; none before it is guessed
                let runs = os.runs.flatMap { OSSupport.numbers(in: $0).first }
                if let runs, numbers[0] >= runs { return numbers }
                throw Problem.unprocessable(
                    field,
                    "No source read gives the \(os.name) version \(device.name) shipped with, so whether it ran "
                        + "\(os.name) \(asked) is unknown; "
                        + (runs.map { "a source says it runs \(os.name) \($0): ask os=\($0) or later, or " } ?? "")
                        + "ask without os for its newest insets."
                )
            }
            // `26` asks for the 26 line, which a model that shipped with 26.3 ran; `26.1` it never ran
            let sameLine = numbers.count == 1 && OSSupport.numbers(in: introduced).first == numbers[0]
            if OSSupport.compare(introduced, numbers) > 0, !sameLine {
                throw Problem.unprocessable(
                    field,
                    "\(device.name) shipped with \(os.name) \(introduced), the first version it ran; it never ran "
                        + "\(asked)."
                )
            }
            if let last = os.last, let lastMajor = OSSupport.numbers(in: last).first, numbers[0] > lastMajor {
                throw Problem.unprocessable(field, "\(device.name) runs \(os.name) up to \(last).")
            }
        }
        return numbers
    }

    /// `family`: one of the families `/devices` filters by (`iphone`, `ipad`, …), in lower case; `nil` when absent.
    mutating func family() throws(Problem) -> String? {
        let names = DevicesAnswers.families.map(\.name)
        return try choice(["family"], allowed: names) { names.contains($0.lowercased()) ? $0.lowercased() : nil }
    }
}
