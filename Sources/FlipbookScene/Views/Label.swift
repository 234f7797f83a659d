import FlipbookRender

/// Text in a box, as `UILabel`: centred vertically, wrapped to the width, truncated with an
/// ellipsis by default.
///
/// ```swift
/// let title = Label(frame: Rect(x: 16, y: 60, width: 358, height: 48))
/// title.text = "AlexandreFreire"
/// title.font = .boldSystemFont(ofSize: 40)
/// title.textAlignment = .center
/// ```
open class Label: View {
    public var text: String = "" {
        // Setting plain text drops the attributed text, as UILabel does (Label+Attributed.swift).
        didSet { setNeedsLayout(); if storedAttributedText?.string != text { storedAttributedText = nil } }
    }
    /// As UILabel: shrink a one-line text's font (not below `minimumScaleFactor`) to fit the width (Label+FitWidth.swift).
    public var adjustsFontSizeToFitWidth = false
    /// As UILabel: the smallest fraction of the font size `adjustsFontSizeToFitWidth` may use; 0 never shrinks.
    public var minimumScaleFactor = 0.0
    var storedAttributedText: AttributedText?
    public var font: Font = .systemFont(ofSize: 17)
    public var textColor: Color = .label
    public var textAlignment: TextAlignment = .natural
    /// 0: as many lines as the text needs.
    public var numberOfLines = 1
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The width a wrapping label measures its height at; 0 means its current width.
    public var preferredMaxLayoutWidth = 0.0
    var measureCache: (key: MeasureKey, metrics: TextMetrics)?

    /// The text's size (rounded up, as UIKit rounds to whole points), or no size for empty text.
    open override var intrinsicContentSize: Size {
        guard let m = measuredText() else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return Size(width: m.size.width.rounded(.up), height: m.size.height.rounded(.up))
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        guard !text.isEmpty else { return }
        var run = TextRun(text: text, font: font, color: textColor, frame: bounds,
                          alignment: textAlignment, numberOfLines: numberOfLines,
                          lineBreakMode: lineBreakMode)
        applyFitAndAttributes(to: &run)
        ops.append(.text(run))
    }
}
