/// Measures text the way the rasterizer will draw it, for layout (a label's intrinsic size).
///
/// ```swift
/// let measurer = try TextMeasurer()
/// let size = measurer.size(of: "Hello", font: .systemFont(ofSize: 17))   // one line, unwrapped
/// ```
///
/// Not thread-safe: make one per thread (it holds a Pango context of that thread's font map).
public final class TextMeasurer {
    private let context: PangoTextContext

    public init() throws { context = try PangoTextContext() }

    private init(context: PangoTextContext) { self.context = context }

    /// A measurer on this thread's own measuring context, made once per thread: layout measures
    /// many labels per step, and a Pango context per measurement cost more than the measuring.
    /// Ask again rather than keep it: the thread's font map is renewed between calls once it has
    /// served many distinct fonts (BoundedFontMap.swift), and a kept measurer keeps the old map.
    ///
    /// ```swift
    /// let size = try TextMeasurer.current().size(of: "Hello", font: .systemFont(ofSize: 17))
    /// ```
    public static func current() throws -> TextMeasurer { TextMeasurer(context: try ThreadTextContext.measuring()) }

    /// The size of `text` wrapped to `maxWidth` (nil: no wrapping), showing at most
    /// `numberOfLines` lines (0: all).
    public func size(of text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 1,
                     lineBreakMode: LineBreakMode = .byTruncatingTail) -> Size {
        metrics(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).size
    }

    /// Size and baselines of `text` as a label with these settings shows it: the text block's
    /// size, and the distances from its top to the first and the last visible line's baseline.
    /// `styles`: an attributed text's runs (TextStyle.swift), measured as they are drawn.
    /// `maxHeight`: the box's height, when the lines that fit it are what counts (nil: any).
    public func metrics(of text: String, font: Font, maxWidth: Double? = nil, maxHeight: Double? = nil,
                        numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
                        styles: [TextStyle] = []) -> TextMetrics {
        let block = context.makeBlock(TextLayoutRequest(text: text, font: font, width: maxWidth, height: maxHeight,
                                                        numberOfLines: numberOfLines, alignment: .natural,
                                                        lineBreakMode: lineBreakMode, styles: styles))
        return TextMetrics(size: block.size, firstBaseline: block.firstBaseline, lastBaseline: block.lastBaseline,
                           lineCount: block.lineCount, isTruncated: block.isTruncated, lines: block.lineTexts)
    }
}

/// What layout needs to know about a block of text, in points, and what it shows.
public struct TextMetrics: Sendable, Hashable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// The lines shown.
    public var lineCount: Int = 1
    /// Whether text was left out (truncated, clipped, or lines not shown).
    public var isTruncated = false
    /// Each shown line's text, with "…" where it was truncated.
    public var lines: [String] = []

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int = 1,
                isTruncated: Bool = false, lines: [String] = []) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.lineCount = lineCount; self.isTruncated = isTruncated; self.lines = lines
    }
}
