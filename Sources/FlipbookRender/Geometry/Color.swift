/// A colour with straight (not premultiplied) sRGB components in 0...1.
///
/// A colour made from components is static. A semantic colour (`.label`, `.systemBackground`,
/// `Color(light:dark:)`) also carries a dark value, as a dynamic `UIColor` does: `red`…`alpha`
/// are its light value, and the display list builder draws `resolved(for: scene.appearance)`.
///
/// ```swift
/// let header = Color(hex: "#1B2A49")!
/// let shade = Color.black.withAlpha(0.5)
/// let card = Color(light: .white, dark: Color(hex: "#1C1C1E")!)
/// ```
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// The value drawn in dark appearance; nil for a static colour (drawn the same in both).
    public internal(set) var dark: Components?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        dark = nil
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

    /// The same colour at `alpha`; a semantic colour stays semantic, with `alpha` in both
    /// appearances (as `withAlphaComponent` on a dynamic `UIColor`).
    public func withAlpha(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = alpha
        copy.dark?.alpha = alpha
        return copy
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    /// UIKit's `.gray`: 50 % white, the same in both appearances.
    public static let gray = Color(white: 0.5)

    /// `#RRGGBB` or `#RRGGBBAA`; a semantic colour describes its light value (as before it had a
    /// dark one, so traces and messages do not change).
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
