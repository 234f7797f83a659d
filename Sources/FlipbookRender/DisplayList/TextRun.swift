/// A piece of text laid out in a box, as a `UILabel` draws it. It carries the text and its style,
/// never a Pango object, so it can cross threads; each raster thread shapes it itself.
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var font: Font
    public var color: Color
    /// The label's bounds: text wraps to its width, shows the whole lines its height holds, and
    /// is centred vertically in it.
    public var frame: Rect
    public var alignment: TextAlignment
    /// At most this many lines; 0: as many as the frame holds.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    /// Attributed runs over parts of `text` (TextStyle.swift); empty for plain text.
    public var styles: [TextStyle] = []
    /// A shadow under the whole text (`UILabel.shadowColor`); an `NSShadow` is a style's.
    public var shadow: TextShadow?

    public init(text: String, font: Font, color: Color, frame: Rect, alignment: TextAlignment = .natural,
                numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.text = text; self.font = font; self.color = color; self.frame = frame
        self.alignment = alignment; self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
    }
}

/// As `NSTextAlignment`; `natural` is left for left-to-right text.
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case natural, left, center, right, justified
}

/// As `NSLineBreakMode`.
public enum LineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
