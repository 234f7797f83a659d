import class Foundation.NSCoder
import FlipbookRender

/// As `NSTextContainer` as a text view exposes it: the padding at each end of a line and the
/// line limit.
///
/// ```swift
/// notes.textContainer.lineFragmentPadding = 0     // text flush with the inset
/// notes.textContainer.maximumNumberOfLines = 3
/// ```
public final class TextContainer {
    /// 5 pt by default, as Apple documents
    /// (https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding).
    public var lineFragmentPadding = 5.0 { didSet { owner?.textChanged() } }
    /// 0: no limit.
    public var maximumNumberOfLines = 0 { didSet { owner?.textChanged() } }
    public var lineBreakMode: LineBreakMode = .byWordWrapping { didSet { owner?.textChanged() } }
    weak var owner: TextView?
}

/// As `UITextView`, as it looks at rest: a scroll view of wrapped text, inset by
/// `textContainerInset` (8 pt above and below by default) and `lineFragmentPadding` (5 pt at each
/// end of a line), in the body font, on the system background. With `isScrollEnabled` off its
/// intrinsic height is its text's, so Auto Layout sizes it to the text (the self-sizing idiom).
///
/// ```swift
/// let bio = UITextView()
/// bio.text = profile.bio
/// bio.font = .preferredFont(forTextStyle: .body)
/// bio.isScrollEnabled = false          // grows with its text
/// bio.isEditable = false
/// ```
open class TextView: ScrollView {
    public var text: String! {
        get { storedText }
        set { storedText = newValue ?? ""; if storedAttributedText?.string != storedText { storedAttributedText = nil }; textChanged() }
    }
    private var storedText = ""
    public var attributedText: AttributedText! {
        get { storedAttributedText ?? AttributedText(string: storedText) }
        set { storedAttributedText = newValue.map { AttributedText(attributedString: $0) }; storedText = newValue?.string ?? ""; textChanged() }
    }
    private var storedAttributedText: AttributedText?
    /// The body style of the system font by default, as Apple documents
    /// (https://developer.apple.com/documentation/uikit/uitextview/font); nil restores it.
    public var font: Font? {
        get { assignedFont ?? .preferredFont(forTextStyle: .body) }
        set { assignedFont = newValue; textChanged() }
    }
    private var assignedFont: Font?
    public var adjustsFontForContentSizeCategory = false { didSet { textChanged() } }
    public var textColor: Color? = .label { didSet { textChanged() } }
    public var textAlignment: TextAlignment = .natural { didSet { textChanged() } }
    /// (8, 0, 8, 0) by default, as Apple documents
    /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    public let textContainer = TextContainer()
    public var isEditable = true
    public var isSelectable = true
    /// Kept for porting (no keyboard shows).
    public var keyboardType: KeyboardType = .default
    public var returnKeyType: ReturnKeyType = .default
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    public var autocorrectionType: TextAutocorrectionType = .default
    public var textContentType: TextContentType?

    /// The text, laid out in the text container; a part of the view, never the touch's target.
    let textLabel = Label()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        textContainer.owner = self
        textLabel.isUserInteractionEnabled = false
        textLabel.numberOfLines = 0
        addSubview(textLabel)
    }

    func textChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The font as drawn (a text-style font at the scene's content size category).
    var drawnFont: Font {
        (font ?? .preferredFont(forTextStyle: .body))
            .resolved(for: scene?.contentSizeCategory ?? .large, adjusting: adjustsFontForContentSizeCategory)
    }

    /// The width lines wrap at inside `width`: less the insets and the padding at both ends.
    private func lineWidth(in width: Double) -> Double {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    private func configureLabel() {
        textLabel.attributedText = nil
        textLabel.font = drawnFont
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        if let attributed = storedAttributedText { textLabel.attributedText = attributed } else { textLabel.text = storedText }
    }

    /// The text's height when lines wrap at `width` (the view's), insets included.
    private func textHeight(forWidth width: Double) -> Double {
        configureLabel()
        let wrap = lineWidth(in: width)
        let text = storedText.isEmpty ? 0 : textLabel.sizeThatFits(Size(width: max(1, wrap), height: .greatestFiniteMagnitude)).height
        // An empty text view still holds one line, as the caret's.
        return max(text, drawnFont.lineHeight.rounded(.up)) + textContainerInset.top + textContainerInset.bottom
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        configureLabel()
        let width = bounds.width
        let wrap = lineWidth(in: width)
        let height = textHeight(forWidth: width)
        textLabel.frame = Rect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                               width: wrap, height: height - textContainerInset.top - textContainerInset.bottom)
        contentSize = Size(width: width, height: height)
    }

    /// With scrolling on, none (the view scrolls what does not fit); with it off, the text's
    /// height at the current width (and the longest line's width when the view has none yet).
    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        if bounds.width > 0 { return Size(width: View.noIntrinsicMetric, height: textHeight(forWidth: bounds.width).rounded(.up)) }
        configureLabel()
        let oneLine = textLabel.sizeThatFits(Size(width: 0, height: 0))
        let width = oneLine.width + textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        return Size(width: width.rounded(.up), height: textHeight(forWidth: width).rounded(.up))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return Size(width: width, height: textHeight(forWidth: width).rounded(.up))
    }
}

/// As `UITextViewDelegate`: a scroll view's delegate with the calls a text view at rest can get,
/// so `textView.delegate = self` compiles as in UIKit.
public protocol TextViewDelegate: ScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    func textViewDidBeginEditing(_ textView: TextView)
    func textViewDidEndEditing(_ textView: TextView)
    func textViewDidChange(_ textView: TextView)
}

public extension TextViewDelegate {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    func textViewDidBeginEditing(_ textView: TextView) {}
    func textViewDidEndEditing(_ textView: TextView) {}
    func textViewDidChange(_ textView: TextView) {}
}
