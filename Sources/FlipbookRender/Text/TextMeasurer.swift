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

    /// The size of `text` wrapped to `maxWidth` (nil: no wrapping), showing at most
    /// `numberOfLines` lines (0: all).
    public func size(of text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 1,
                     lineBreakMode: LineBreakMode = .byTruncatingTail) -> Size {
        let handle = context.makeLayout(text: text, font: font, width: maxWidth, numberOfLines: numberOfLines,
                                        alignment: .natural, lineBreakMode: lineBreakMode)
        return handle.size
    }

    /// Distance from the top of the text to its first baseline.
    public func firstBaseline(of text: String, font: Font) -> Double {
        context.makeLayout(text: text, font: font, width: nil, numberOfLines: 1,
                           alignment: .natural, lineBreakMode: .byTruncatingTail).firstBaseline
    }
}
