/// The spacing of a paragraph's lines, as `NSParagraphStyle`. A style applies to the
/// paragraphs whose first character it covers, as TextKit reads it.
///
/// Each line's height is its natural height (the tallest run's ascent plus descent) times
/// `lineHeightMultiple` (when above 0), then raised to `minimumLineHeight` and lowered to
/// `maximumLineHeight` (when above 0). The glyphs sit at the bottom of a line made taller or
/// shorter: the change is above them, as TextKit draws it. `lineSpacing` is added between any two
/// lines; `paragraphSpacing` after a paragraph and `paragraphSpacingBefore` before one, only
/// between paragraphs (Apple: "the space … added at the end of the paragraph to separate it
/// from the following paragraph", https://developer.apple.com/documentation/uikit/nsparagraphstyle/paragraphspacing;
/// "the distance in points between the bottom of one line fragment and the top of the next",
/// https://developer.apple.com/documentation/uikit/nsparagraphstyle/linespacing).
///
/// ```swift
/// var style = TextParagraphStyle()
/// style.lineSpacing = 6
/// style.lineHeightMultiple = 1.2
/// ```
public struct TextParagraphStyle: Sendable, Hashable {
    public var lineSpacing = 0.0
    public var paragraphSpacing = 0.0
    public var paragraphSpacingBefore = 0.0
    public var lineHeightMultiple = 0.0
    public var minimumLineHeight = 0.0
    public var maximumLineHeight = 0.0
    /// The label reads these two from the style at the text's start (as UILabel does when
    /// `attributedText` is set); the rasterizer uses the run's own.
    public var alignment: TextAlignment = .natural
    public var lineBreakMode: LineBreakMode = .byWordWrapping

    public init() {}

    /// The height of a line whose natural height is `natural`, in points: never below 0, nor
    /// past 100,000 (a height from an API caller may be anything; no canvas is that tall).
    public func lineHeight(natural: Double) -> Double {
        var height = natural
        if lineHeightMultiple > 0, lineHeightMultiple.isFinite { height *= lineHeightMultiple }
        if minimumLineHeight > 0, minimumLineHeight.isFinite { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0, maximumLineHeight.isFinite { height = min(height, maximumLineHeight) }
        return max(0, min(height, 100_000))
    }
}
