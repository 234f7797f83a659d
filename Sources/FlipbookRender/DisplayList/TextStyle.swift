/// Attributes over part of a text run, as an attributed string's run: any of a font, a colour
/// and a kern (extra points after each character). `range` counts UTF-16 code units, as
/// `NSRange` does.
///
/// ```swift
/// TextStyle(range: 0..<5, color: .systemRed, kern: 2)
/// ```
public struct TextStyle: Sendable, Hashable {
    public var range: Range<Int>
    public var font: Font?
    public var color: Color?
    public var kern: Double?

    public init(range: Range<Int>, font: Font? = nil, color: Color? = nil, kern: Double? = nil) {
        self.range = range; self.font = font; self.color = color; self.kern = kern
    }
}
