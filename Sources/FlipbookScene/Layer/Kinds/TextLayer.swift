import FlipbookRender

/// Core Animation's `CATextLayer`: `string` (a `String` or an `NSAttributedString`) drawn from the
/// top of the bounds, in `font` at `fontSize` (36 by default) and `foregroundColor` (opaque white by
/// default, both as Apple's property pages give them), on one line per paragraph unless `isWrapped`, cut by `truncationMode`, placed by
/// `alignmentMode`, the lines past the bottom of the bounds not shown, as the layer's contents end there
/// (developer.apple.com/documentation/quartzcore/catextlayer). `font` takes a `UIFont` (its face;
/// the size is `fontSize`, as Core Animation's) or a font name; a name Flipbook does not have,
/// and the default Helvetica, draw in the system font (CHOSEN: Helvetica is not on Linux).
///
/// ```swift
/// let badge = CATextLayer()
/// badge.string = "NEW"
/// badge.fontSize = 12
/// badge.alignmentMode = .center
/// badge.contentsScale = UIScreen.main.scale
/// ```
open class TextLayer: Layer {
    /// `CATextLayerTruncationMode`.
    public enum TruncationMode: String, Sendable { case none, start, end, middle }
    /// `CATextLayerAlignmentMode`.
    public enum AlignmentMode: String, Sendable { case natural, left, right, center, justified }

    public var string: Any?
    public var font: Any?
    public var fontSize: Double = 36
    public var foregroundColor: Color? = .white
    public var isWrapped = false
    public var truncationMode: TruncationMode = .none
    public var alignmentMode: AlignmentMode = .natural
    /// Accepted: text is drawn at the screen's scale.
    public var contentsScale: Double = 1
    public var allowsFontSubpixelQuantization = false

    public required init() { super.init() }

    /// The last text measured and its height, so an unchanged layer measures nothing per frame.
    private var measured: (key: MeasureKey, height: Double?)?
    private struct MeasureKey: Equatable {
        let text: String, styles: [TextStyle], font: Font, width: Double?, lines: Int, mode: LineBreakMode
    }

    private func textHeight(_ key: MeasureKey) -> Double? {
        if let measured, measured.key == key { return measured.height }
        let metrics = (try? TextMeasurer.current())?.metrics(of: key.text, font: key.font, maxWidth: key.width,
                                                              numberOfLines: key.lines, lineBreakMode: key.mode, styles: key.styles)
        let height = metrics.map { Double($0.size.height) }
        measured = (key, height)
        return height
    }

    /// The face `font` names, at `fontSize`.
    var drawnFont: Font {
        let size = fontSize.isFinite ? min(max(fontSize, 0.1), 1000) : 36
        switch font {
        case let f as Font: return f.withSize(size).drawn
        case let name as String: return (Font(name: name, size: size) ?? .systemFont(ofSize: size)).drawn
        default: return Font.systemFont(ofSize: size).drawn
        }
    }

    override func appendContents(into ops: inout [DrawOp], state: LayerState) {
        let (text, styles): (String, [TextStyle])
        switch string {
        case let s as String: (text, styles) = (s, [])
        case let a as AttributedText: (text, styles) = (a.string, a.styles)
        default: return
        }
        guard !text.isEmpty, state.bounds.width > 0, state.bounds.height > 0 else { return }
        let font = drawnFont
        let breakMode: LineBreakMode
        switch truncationMode {
        case .none: breakMode = isWrapped ? .byWordWrapping : .byClipping
        case .start: breakMode = .byTruncatingHead
        case .end: breakMode = .byTruncatingTail
        case .middle: breakMode = .byTruncatingMiddle
        }
        let width = Double(state.bounds.width)
        // Drawn from the top: the run's box is the text's own height (a run centres in its box).
        let lines = isWrapped ? 0 : max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let measuredHeight = textHeight(MeasureKey(text: text, styles: styles, font: font, width: isWrapped ? width : nil,
                                                   lines: lines, mode: breakMode))
        // The lines past the bottom are not shown, as the layer's contents end at its bounds.
        let height = min(measuredHeight ?? .infinity, Double(state.bounds.height))
        var run = TextRun(text: text, font: font, color: foregroundColor ?? .white,
                          frame: Rect(x: state.bounds.minX, y: state.bounds.minY, width: width, height: height),
                          alignment: TextAlignment(rawValue: alignmentMode.rawValue) ?? .natural,
                          numberOfLines: lines, lineBreakMode: breakMode)
        run.styles = styles
        ops.append(.text(run))
    }
}
