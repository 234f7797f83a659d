/// Attributes over part of a text run, as an attributed string's run: what `NSAttributedString`
/// keys change in the drawing (font, colours, kern, underline, strikethrough, baseline offset,
/// background, paragraph style). Nil: the run's own value, or none. `range` counts UTF-16 code
/// units, as `NSRange` does.
///
/// ```swift
/// TextStyle(range: 0..<5, color: .systemRed, kern: 2)
/// var struck = TextStyle(range: 0..<6)
/// struck.strikethrough = .single
/// ```
public struct TextStyle: Sendable, Hashable {
    public var range: Range<Int>
    public var font: Font?
    public var color: Color?
    /// Extra points after each character (`NSAttributedString.Key.kern`).
    public var kern: Double?
    public var underline: UnderlineStyle?
    /// Nil: the text's colour, as UIKit draws an underline without `underlineColor`.
    public var underlineColor: Color?
    public var strikethrough: UnderlineStyle?
    public var strikethroughColor: Color?
    /// Points the glyphs are raised above the baseline (negative: lowered).
    public var baselineOffset: Double?
    /// Filled behind the glyphs of the range, line by line.
    public var backgroundColor: Color?
    /// Line spacing and heights of the paragraphs the range starts (TextParagraphStyle.swift).
    public var paragraphStyle: TextParagraphStyle?
    /// A shadow under the text (TextShadow.swift).
    public var shadow: TextShadow?

    public init(range: Range<Int>, font: Font? = nil, color: Color? = nil, kern: Double? = nil) {
        self.range = range; self.font = font; self.color = color; self.kern = kern
    }

    /// Whether the style changes nothing (no attribute Flipbook draws).
    public var isEmpty: Bool {
        font == nil && color == nil && kern == nil && underline == nil && underlineColor == nil
            && strikethrough == nil && strikethroughColor == nil && baselineOffset == nil
            && backgroundColor == nil && paragraphStyle == nil && shadow == nil
    }

    /// The same attributes over `range`.
    public func over(_ range: Range<Int>) -> TextStyle {
        var moved = self
        moved.range = range
        return moved
    }
}
