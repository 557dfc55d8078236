/// The colours a SwiftUI `Color` view may name, and the sRGB colour each is drawn in, per colour scheme.
///
/// A name is one of SwiftUI's standard colours (`Color.red`, `.blue`, … `.primary`, `.secondary`, `.accentColor`),
/// each drawn in the iOS system colour of the Human Interface Guidelines' specification table
/// (https://developer.apple.com/design/human-interface-guidelines/color#Specifications, "Default (light)" and
/// "Default (dark)"), as SwiftUI resolves `Color.red` to `UIColor.systemRed` in the environment's colour scheme; a
/// hex colour is `#rgb`, `#rrggbb` or `#rrggbbaa` (any case), drawn as given in both schemes.
///
/// `SwiftUIColor("red")?.fill(.light)` → `("#ff3b30", 1)`; `.fill(.dark)` → `("#ff453a", 1)`;
/// `SwiftUIColor("#0080ff80")?.fill(.light)` → `("#0080ff", 0.50196…)`; `SwiftUIColor("reddish")` → `nil`.
public struct SwiftUIColor: Hashable, Sendable {
    /// The names a `Color` may take, in the order a problem lists them.
    public static let names = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "black", "white", "clear", "primary", "secondary", "accentColor",
    ]

    /// The light and dark sRGB values of each name (6 lowercase hex digits) and their opacity.
    private static let table: [String: (light: String, dark: String, opacity: Double)] = [
        "red": ("ff3b30", "ff453a", 1), "orange": ("ff9500", "ff9f0a", 1), "yellow": ("ffcc00", "ffd60a", 1),
        "green": ("34c759", "30d158", 1), "mint": ("00c7be", "63e6e2", 1), "teal": ("30b0c7", "40c8e0", 1),
        "cyan": ("32ade6", "64d2ff", 1), "blue": ("007aff", "0a84ff", 1), "indigo": ("5856d6", "5e5ce6", 1),
        "purple": ("af52de", "bf5af2", 1), "pink": ("ff2d55", "ff375f", 1), "brown": ("a2845e", "ac8e68", 1),
        "gray": ("8e8e93", "8e8e93", 1), "black": ("000000", "000000", 1), "white": ("ffffff", "ffffff", 1),
        "clear": ("000000", "000000", 0),
        // `primary` and `secondary` are the label colours: `label`, and `secondaryLabel` at 60 % opacity.
        "primary": ("000000", "ffffff", 1), "secondary": ("3c3c43", "ebebf5", 0.6),
        "accentColor": ("007aff", "0a84ff", 1),
    ]

    /// The colour as the request spelt it.
    public let spelling: String
    private let light: String, dark: String, opacity: Double

    /// A colour by name or hex, or `nil` for any other spelling.
    public init?(_ spelling: String) {
        self.spelling = spelling
        if let entry = Self.table[spelling] {
            (light, dark, opacity) = (entry.light, entry.dark, entry.opacity)
            return
        }
        guard let (rgb, alpha) = Self.hex(spelling) else { return nil }
        (light, dark, opacity) = (rgb, rgb, alpha)
    }

    /// The fill of this colour in `scheme`: `#` and 6 lowercase hex digits, and an opacity in [0, 1].
    public func fill(_ scheme: PictureOptions.ColorScheme) -> (color: String, opacity: Double) {
        ("#" + (scheme == .dark ? dark : light), opacity)
    }

    /// `#rgb`, `#rrggbb` or `#rrggbbaa` as 6 lowercase hex digits and an opacity (`aa` / 255, else 1).
    private static func hex(_ text: String) -> (String, Double)? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), [4, 7, 9].contains(bytes.count) else { return nil }
        var digits: [UInt8] = []
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte + 32)
            default: return nil
            }
        }
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        var alpha = 1.0
        if digits.count == 8 {
            let value = digits[6...].reduce(0) { $0 * 16 + Int(Self.value(of: $1)) }
            alpha = Double(value) / 255
            digits.removeLast(2)
        }
        return (String(decoding: digits, as: UTF8.self), alpha)
    }

    private static func value(of digit: UInt8) -> UInt8 {
        digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : digit - UInt8(ascii: "a") + 10
    }
}
