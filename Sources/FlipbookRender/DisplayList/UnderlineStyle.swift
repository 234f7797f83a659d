/// How a line under or through text is drawn, as `NSUnderlineStyle`, with its raw values (so
/// `NSUnderlineStyle.single.rawValue` from ported code means the same here).
///
/// Drawn at the font's underline or strikethrough position (TextDecorations.swift): `single` the
/// font's thickness, `thick` twice it, `double` two lines a thickness apart. The patterns and
/// `byWord` are kept but drawn solid and under the spaces too.
///
/// ```swift
/// var style = TextStyle(range: 0..<5)
/// style.underline = .single
/// ```
public struct UnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    // NSUnderlineStyle's raw values
    // (https://developer.apple.com/documentation/uikit/nsunderlinestyle).
    public static let single = UnderlineStyle(rawValue: 0x01)
    public static let thick = UnderlineStyle(rawValue: 0x02)
    public static let double = UnderlineStyle(rawValue: 0x09)
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    public static let patternDash = UnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = UnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = UnderlineStyle(rawValue: 0x0400)
    public static let byWord = UnderlineStyle(rawValue: 0x8000)

    /// Whether a line is drawn at all: none for 0 (the `[]` style) or a pattern alone. Chosen for
    /// a pattern alone: Apple documents the bits, not a pattern without a line style.
    public var drawsLine: Bool { rawValue & 0x0F != 0 }
    /// `double` (0x09) contains `single`'s bit; a double line is drawn as two.
    public var isDouble: Bool { rawValue & 0x0F == 0x09 }
}
