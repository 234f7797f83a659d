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
    /// Labels and image views are not opaque until told so, as in UIKit.
    open override class var isOpaqueByDefault: Bool { false }
    /// As UILabel's: nil until set (a label without text draws nothing and has no size).
    public var text: String? {
        // Setting plain text drops the attributed text, as UILabel does (Label+Attributed.swift).
        didSet { setNeedsLayout(); if storedAttributedText?.string != shownText { storedAttributedText = nil } }
    }
    /// The text drawn and measured: `text`, or nothing.
    var shownText: String { text ?? "" }
    /// As UILabel: shrink a one-line text's font (not below `minimumScaleFactor`) to fit the width (Label+FitWidth.swift).
    public var adjustsFontSizeToFitWidth = false
    /// As UILabel: the smallest fraction of the font size `adjustsFontSizeToFitWidth` may use; 0 never shrinks.
    public var minimumScaleFactor = 0.0
    var storedAttributedText: AttributedText?
    /// `fittedFont`'s last answer and what it was for (Label+FitWidth.swift).
    var fittedFontCache: (key: FitKey, font: Font)?
    /// The font as drawn: a text-style font (`Font.preferredFont(forTextStyle:)`) reads at the
    /// size of the scene's content size category, so `font.size` is what is on screen.
    ///
    /// ```swift
    /// label.font = .preferredFont(forTextStyle: .body)
    /// scene.contentSizeCategory = .extraLarge
    /// label.font.size   // 19
    /// ```
    public var font: Font {
        get {
            let category = scene?.contentSizeCategory ?? assignedFont.contentSizeCategory ?? .large
            return assignedFont.resolved(for: category, adjusting: adjustsFontForContentSizeCategory)
        }
        set { assignedFont = newValue; setNeedsLayout() }
    }
    private var assignedFont: Font = .systemFont(ofSize: 17)
    /// As UIKit's: a font made for a fixed category (`preferredFont(forTextStyle:compatibleWith:)`)
    /// follows the scene's content size category instead. Changing the category then changes the
    /// label's intrinsic size at the next layout.
    ///
    /// ```swift
    /// label.font = .preferredFont(forTextStyle: .headline, compatibleWith: .large)
    /// label.adjustsFontForContentSizeCategory = true
    /// ```
    public var adjustsFontForContentSizeCategory = false { didSet { setNeedsLayout() } }
    public var textColor: Color = .label
    /// As UILabel's: a shadow of the text, not blurred, `shadowOffset` away; nil (the default)
    /// draws none. An attributed text's `NSShadow` draws instead where it sets one.
    public var shadowColor: Color?
    /// As UILabel's: (0, -1), a point up, by default
    /// (https://developer.apple.com/documentation/uikit/uilabel/shadowoffset).
    public var shadowOffset = Size(width: 0, height: -1)
    /// `.natural` is left-aligned in a left-to-right scene and right-aligned in a right-to-left one.
    public var textAlignment: TextAlignment = .natural
    /// As UILabel's: at most this many lines (0: any number), and only as many as the bounds
    /// hold; text left over truncates the last shown line by `lineBreakMode` (TextBlock.swift).
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

    /// The size the text needs, as UILabel answers `sizeThatFits(_:)`: a label that wraps
    /// (`numberOfLines` other than 1) wraps at `size.width` when that is positive, and shows at
    /// most `numberOfLines` lines; a one-line label is as wide as its text whatever `size` says.
    /// The height asked for does not limit the answer (UIKit returns what the text needs, and
    /// `sizeToFit()` applies it). Empty text fits in `.zero`. Sizes are rounded up to whole
    /// points, as `intrinsicContentSize` is.
    ///
    /// ```swift
    /// let bio = UILabel()
    /// bio.numberOfLines = 0
    /// bio.text = profile.bio
    /// bio.frame.size = bio.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
    /// ```
    open override func sizeThatFits(_ size: Size) -> Size {
        let width: Double? = numberOfLines != 1 && size.width > 0 && size.width.isFinite ? Double(size.width) : nil
        guard let m = measuredText(wrappingAt: width) else { return .zero }
        return Size(width: m.size.width.rounded(.up), height: m.size.height.rounded(.up))
    }

    /// The alignment as drawn: `.natural` becomes `.right` in a right-to-left scene (and stays
    /// `.natural`, drawn left, otherwise, so left-to-right display lists are unchanged).
    var drawnAlignment: TextAlignment {
        textAlignment == .natural && effectiveLayoutDirection == .rightToLeft ? .right : textAlignment
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        let text = shownText
        guard !text.isEmpty else { return }
        var run = TextRun(text: text, font: font.drawn, color: textColor, frame: bounds,
                          alignment: drawnAlignment, numberOfLines: numberOfLines,
                          lineBreakMode: lineBreakMode)
        applyFitAndAttributes(to: &run)
        ops.append(.text(run))
    }
}
