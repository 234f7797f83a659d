/// A colour with straight (not premultiplied) sRGB components in 0...1.
///
/// ```swift
/// let header = Color(hex: "#1B2A49")!
/// let shade = Color.black.withAlpha(0.5)
/// ```
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit) else { return nil }
        let digits = s.count == 3 ? String(s.flatMap { [$0, $0] }) : String(s)
        guard digits.count == 6 || digits.count == 8, let v = UInt32(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? (v << 8) | 0xFF : v
        self.init(red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
                  blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    // UIKit's light-mode system colours.
    public static let systemBlue = Color(red: 0, green: 122 / 255, blue: 1)
    public static let systemGreen = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    public static let systemYellow = Color(red: 1, green: 204 / 255, blue: 0)
    public static let systemRed = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    /// UIKit's `.gray`: 50 % white.
    public static let gray = Color(white: 0.5)
    public static let systemGray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    public static let systemGroupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let label = Color.black
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)

    public var description: String {
        func byte(_ v: Double) -> String {
            let b = UInt8(max(0, min(255, (v * 255).rounded())))
            return String(b, radix: 16, uppercase: true).leftPadded(2)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

private extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
