import LayoutGeometry

extension SwiftUISheetAnswers {
    /// Xcode's pseudolanguages, each transforming every Text's string as the scheme option of that name does
    /// (Xcode › Scheme › Run › Options › App Language; developer.apple.com/documentation/xcode/testing-localizations
    /// -when-running-your-app).
    ///
    /// `Pseudolanguage.doubleLength.transform("Settings")` → `"Settings Settings"`;
    /// `.accented` → `"Šéţţîñĝš"`; `.boundedString` → `"[# Settings #]"`.
    public enum Pseudolanguage: String, Sendable, Hashable, CaseIterable {
        /// The strings as given: the baseline beside the others (`["none", "doubleLength"]`).
        case none
        /// "Double-Length Pseudolanguage": every string twice, a space between (text that grows in translation).
        case doubleLength
        /// "Accented Pseudolanguage": each ASCII letter with an accent (glyphs with diacritics above and below).
        case accented
        /// "Bounded String Pseudolanguage": each string between `[#` and `#]` (text cut off at either end shows).
        case boundedString
        /// "Right-to-Left Pseudolanguage": the strings as given, the layout right to left.
        case rightToLeft

        public func transform(_ string: String) -> String {
            switch self {
            case .none, .rightToLeft: return string
            case .doubleLength: return string + " " + string
            case .boundedString: return "[# " + string + " #]"
            case .accented:
                var out = ""
                out.unicodeScalars.reserveCapacity(string.unicodeScalars.count)
                for s in string.unicodeScalars {
                    out.unicodeScalars.append(Self.accents[s] ?? s)
                }
                return out
            }
        }

        /// One accented letter for each ASCII letter.
        private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
            let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
            let marked = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
            return Dictionary(uniqueKeysWithValues: zip(plain, marked))
        }()

        /// The tree with every Text's string transformed.
        func applied(to node: SwiftUILayout.Node) -> SwiftUILayout.Node {
            var out = node
            if case .text(var spec) = node.kind {
                spec.string = transform(spec.string)
                out.kind = .text(spec)
                return out
            }
            out.kind = node.kind.mappingChildren { _, child in applied(to: child) }
            return out
        }
    }

    /// One variant of a hosting: its text size, pseudolanguage and layout direction (`nil`: not asked).
    struct Variant {
        let size: Int?
        let language: Pseudolanguage?
        let direction: SwiftUILayoutAnswers.LayoutDirection?
    }

    /// The variants an ask multiplies each hosting by: layout directions × Dynamic Type sizes × pseudolanguages
    /// (`nil`: not asked: left to right, the default size, the strings as given).
    static func variants(_ ask: Ask) -> [Variant] {
        let directions: [SwiftUILayoutAnswers.LayoutDirection?] = ask.layoutDirections ?? [nil]
        let sizes: [Int?] = ask.dynamicTypeSizes ?? [nil]
        let languages: [Pseudolanguage?] = ask.pseudolanguages ?? [nil]
        return directions.flatMap { d in
            sizes.flatMap { s in languages.map { Variant(size: s, language: $0, direction: d) } }
        }
    }
}
