import class Foundation.NSCoder
import FlipbookRender

/// As `UITextField`, as it looks at rest: its text (or placeholder, in the placeholder grey),
/// in the body font by default, inside one of UIKit's four border styles, with the clear button
/// and the left and right overlay views where their modes say. A tap makes it the editing field
/// (`becomeFirstResponder`): the caret shows at the end of the text and `whileEditing` views
/// appear; Flipbook draws no keyboard and takes no typing.
///
/// ```swift
/// let email = UITextField()
/// email.borderStyle = .roundedRect
/// email.placeholder = "Email"
/// email.clearButtonMode = .whileEditing
/// email.keyboardType = .emailAddress
/// ```
///
/// Layout follows UIKit's overridable rects (`textRect(forBounds:)`, `clearButtonRect(forBounds:)`
/// …), so a subclass that moves the text by overriding one of them moves it here too. In a
/// right-to-left scene the natural alignment is right, the clear button sits at the left, and the
/// left and right views change places, as UIKit mirrors them.
open class TextField: Control {
    /// As `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable, CaseIterable { case none, line, bezel, roundedRect }
    /// As `UITextField.ViewMode`: when an overlay view shows.
    public enum ViewMode: Int, Sendable, CaseIterable { case never, whileEditing, unlessEditing, always }

    /// The text shown; nil by default, as UIKit documents. Setting it drops `attributedText`.
    public var text: String? {
        didSet { if storedAttributedText?.string != text { storedAttributedText = nil }; contentChanged() }
    }
    /// The text with its runs of attributes; the field's font and colour apply where no run says.
    public var attributedText: AttributedText? {
        get { storedAttributedText }
        set { storedAttributedText = newValue.map { AttributedText(attributedString: $0) }; text = newValue?.string }
    }
    private var storedAttributedText: AttributedText?
    /// Shown in the placeholder grey while the text is empty.
    public var placeholder: String? {
        didSet { if attributedPlaceholder?.string != placeholder { attributedPlaceholder = nil }; contentChanged() }
    }
    /// The placeholder with attributes (a colour of its own, say).
    public var attributedPlaceholder: AttributedText? {
        didSet {
            if let given = attributedPlaceholder, given.string != placeholder { placeholder = given.string }
            contentChanged()
        }
    }
    /// The body style of the system font by default, as UIKit documents
    /// (https://developer.apple.com/documentation/uikit/uitextfield/font); nil restores it.
    public var font: Font? {
        get { assignedFont ?? .preferredFont(forTextStyle: .body) }
        set { assignedFont = newValue; contentChanged() }
    }
    private var assignedFont: Font?
    public var adjustsFontForContentSizeCategory = false { didSet { contentChanged() } }
    /// The label colour by default.
    public var textColor: Color? = .label { didSet { contentChanged() } }
    public var textAlignment: TextAlignment = .natural { didSet { contentChanged() } }
    /// `.none` by default, as UIKit's.
    public var borderStyle: BorderStyle = .none { didSet { contentChanged() } }
    /// `.never` by default. The button shows only while there is text.
    public var clearButtonMode: ViewMode = .never { didSet { contentChanged() } }
    public var leftView: View? {
        didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; contentChanged() }
    }
    public var leftViewMode: ViewMode = .never { didSet { contentChanged() } }
    public var rightView: View? {
        didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; contentChanged() }
    }
    public var rightViewMode: ViewMode = .never { didSet { contentChanged() } }
    /// Draws a bullet for each character, as a password field does.
    public var isSecureTextEntry = false { didSet { contentChanged() } }
    /// As UILabel's: a one-line text shrinks (not below `minimumFontSize`) to fit.
    public var adjustsFontSizeToFitWidth = false { didSet { contentChanged() } }
    public var minimumFontSize = 0.0 { didSet { contentChanged() } }
    /// Drawn stretched over the bounds with no border style (UIKit ignores it for a rounded rect).
    public var background: Image? { didSet { contentChanged() } }
    public var disabledBackground: Image? { didSet { contentChanged() } }
    public var clearsOnBeginEditing = false
    public weak var delegate: TextFieldDelegate? { didSet { keepAlive(delegate) } }
    /// Kept for porting; Flipbook shows no keyboard (TextInputTraits.swift).
    public var keyboardType: KeyboardType = .default
    public var returnKeyType: ReturnKeyType = .default
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    public var autocorrectionType: TextAutocorrectionType = .default
    public var spellCheckingType: TextSpellCheckingType = .default
    public var textContentType: TextContentType?
    public var keyboardAppearance: KeyboardAppearance = .default
    public var enablesReturnKeyAutomatically = false

    /// Whether the field is the one being edited (after `becomeFirstResponder()` or a tap).
    public private(set) var isEditing = false
    public var isFirstResponder: Bool { isEditing }
    public var canBecomeFirstResponder: Bool { isEnabled }

    /// Draws the text or the placeholder; a part of the field, never the touch's target.
    let contentLabel = Label()
    /// The insertion point while editing, above the text (over a placeholder's first letter, as on iOS).
    private let caret = TextCaret()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentVerticalAlignment = .center
        contentLabel.isUserInteractionEnabled = false
        caret.isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(contentLabel)
        addSubview(caret)
    }

    /// Text fields are not opaque: what is behind shows around a rounded rect's corners.
    open override class var isOpaqueByDefault: Bool { false }

    func contentChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Editing (no keyboard)

    /// Makes this the scene's editing field, as `UIResponder.becomeFirstResponder()`: asks the
    /// delegate, ends editing in any other field of the scene, and tells the delegate it began.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        if let root = scene?.root { Self.endEditing(in: root, except: self) }
        isEditing = true
        if clearsOnBeginEditing { text = nil }
        contentChanged()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// As `UIResponder.resignFirstResponder()`: ends editing if the delegate agrees.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        contentChanged()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    private static func endEditing(in view: View, except keep: TextField) {
        if let field = view as? TextField, field !== keep, field.isEditing { field.resignFirstResponder() }
        for sub in view.subviews { endEditing(in: sub, except: keep) }
    }

    /// A finger lifted inside starts editing, as UIKit's fields do.
    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        super.endTracking(touch, with: event)
        if let touch, point(inside: touch.location(in: self), with: event) { becomeFirstResponder() }
    }

    // MARK: The rects UIKit lets subclasses move

    /// Where the border is drawn: the bounds.
    open func borderRect(forBounds bounds: Rect) -> Rect { bounds }

    /// Where the text is drawn at rest: inside the border's inset, beside the overlay views and
    /// the clear button that show.
    open func textRect(forBounds bounds: Rect) -> Rect {
        let inset = TextFieldLook.horizontalInset(for: borderStyle)
        var minX = bounds.minX + inset, maxX = bounds.maxX - inset
        let rtl = isRightToLeft
        if let shown = shownView(atLeft: true) { minX = max(minX, viewRect(shown, atLeft: true, in: bounds).maxX) }
        if let shown = shownView(atLeft: false) { maxX = min(maxX, viewRect(shown, atLeft: false, in: bounds).minX) }
        if showsClearButton {
            let button = clearButtonRect(forBounds: bounds)
            if rtl { minX = max(minX, button.maxX) } else { maxX = min(maxX, button.minX) }
        }
        return Rect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    /// Where the placeholder is drawn: where the text would be.
    open func placeholderRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }

    /// Where the text is while editing: as at rest.
    open func editingRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }

    /// The clear button's square, centred vertically at the trailing end.
    open func clearButtonRect(forBounds bounds: Rect) -> Rect {
        let d = TextFieldLook.clearButtonDiameter, m = TextFieldLook.clearButtonTrailingMargin
        var trailing = isRightToLeft ? bounds.minX + m : bounds.maxX - m - d
        // The clear button sits inside the trailing overlay view's place, beside it.
        if let shown = shownView(atLeft: isRightToLeft) {
            let r = viewRect(shown, atLeft: isRightToLeft, in: bounds)
            trailing = isRightToLeft ? r.maxX + m : r.minX - m - d
        }
        return Rect(x: trailing, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// The left view's frame: its own size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: Rect) -> Rect { edgeRect(leftView, atLeft: !isRightToLeft, in: bounds) }

    /// The right view's frame: its own size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: Rect) -> Rect { edgeRect(rightView, atLeft: isRightToLeft, in: bounds) }

    private func edgeRect(_ view: View?, atLeft: Bool, in bounds: Rect) -> Rect {
        guard let view else { return .zero }
        var size = view.bounds.size
        if size == .zero { size = view.sizeThatFits(bounds.size) }
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return Rect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The overlay view drawn at the left (`atLeft`) or right edge, if its mode shows it now.
    /// In a right-to-left scene the right view is drawn at the left and the left view at the right.
    private func shownView(atLeft: Bool) -> View? {
        let leading = atLeft != isRightToLeft
        let (view, mode) = leading ? (leftView, leftViewMode) : (rightView, rightViewMode)
        guard let view, shows(mode) else { return nil }
        return view
    }

    private func viewRect(_ view: View, atLeft: Bool, in bounds: Rect) -> Rect {
        view === leftView ? leftViewRect(forBounds: bounds) : rightViewRect(forBounds: bounds)
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// The placeholder's colour: UIKit's `placeholderText` (a search field's is its own).
    var placeholderColor: Color { .placeholderText }

    /// The clear button shows where its mode says, and only over text.
    var showsClearButton: Bool { shows(clearButtonMode) && !(text ?? "").isEmpty }

    private var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }

    // MARK: Layout and drawing

    /// The font as drawn: a text-style font follows the scene's content size category when
    /// `adjustsFontForContentSizeCategory` says so (as a label's).
    var drawnFont: Font {
        let given = font ?? .preferredFont(forTextStyle: .body)
        return given.resolved(for: scene?.contentSizeCategory ?? .large, adjusting: adjustsFontForContentSizeCategory)
    }

    /// What the field shows: its text (bullets when secure), else the placeholder.
    private var shownContent: (text: String, attributed: AttributedText?, isPlaceholder: Bool) {
        if let text, !text.isEmpty {
            if isSecureTextEntry { return (String(repeating: "\u{2022}", count: text.count), nil, false) }
            return (text, storedAttributedText, false)
        }
        return (placeholder ?? "", attributedPlaceholder, true)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        for (view, atLeft) in [(leftView, !isRightToLeft), (rightView, isRightToLeft)] {
            guard let view else { continue }
            let mode = view === leftView ? leftViewMode : rightViewMode
            view.isHidden = !shows(mode)
            if shows(mode) { view.frame = edgeRect(view, atLeft: atLeft, in: b) }
        }
        let content = shownContent
        let font = drawnFont
        contentLabel.attributedText = nil
        contentLabel.font = font
        contentLabel.textAlignment = textAlignment
        contentLabel.textColor = content.isPlaceholder ? placeholderColor : textColor ?? .label
        contentLabel.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        contentLabel.minimumScaleFactor = adjustsFontSizeToFitWidth && font.size > 0 ? min(1, minimumFontSize / font.size) : 0
        // An attributed text's own runs win over the field's font and colour where they say.
        if let attributed = content.attributed { contentLabel.attributedText = attributed } else { contentLabel.text = content.text }
        let area = content.isPlaceholder ? placeholderRect(forBounds: b) : isEditing ? editingRect(forBounds: b) : textRect(forBounds: b)
        contentLabel.frame = verticallyPlaced(area, lineHeight: font.lineHeight)
        caret.isHidden = !isEditing
        if isEditing { caret.frame = caretRect() }
    }

    /// The text's line inside `area`, placed by `contentVerticalAlignment`.
    private func verticallyPlaced(_ area: Rect, lineHeight: Double) -> Rect {
        let h = min(area.height, lineHeight.rounded(.up))
        let y: Double
        switch contentVerticalAlignment {
        case .top: y = area.minY
        case .bottom: y = area.maxY - h
        case .fill: return area
        default: y = area.midY - h / 2
        }
        return Rect(x: area.minX, y: y, width: area.width, height: h)
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        let border = borderRect(forBounds: bounds)
        switch borderStyle {
        case .roundedRect:
            ops.append(.fill(.roundedRect(border, radius: TextFieldLook.cornerRadius), TextFieldLook.roundedFill))
            let w = TextFieldLook.borderWidth
            ops.append(.stroke(.roundedRect(border.insetBy(dx: w / 2, dy: w / 2), radius: TextFieldLook.cornerRadius - w / 2),
                               TextFieldLook.borderColor, width: w))
        case .line, .bezel:
            drawBackgroundImage(in: border, into: &ops)
            ops.append(.stroke(.rect(border.insetBy(dx: 0.5, dy: 0.5)), TextFieldLook.lineColor, width: 1))
        case .none:
            drawBackgroundImage(in: border, into: &ops)
        }
        if showsClearButton { TextInputGlyphs.clearButton(in: clearButtonRect(forBounds: bounds), into: &ops) }
    }

    private func drawBackgroundImage(in rect: Rect, into ops: inout [DrawOp]) {
        let image = isEnabled ? background : disabledBackground ?? background
        guard let image else { return }
        ops.append(.image(image.ref, rect: rect, mode: .scaleToFill))
    }

    /// The insertion point after the last character (at the text's start in an empty field).
    private func caretRect() -> Rect {
        let line = contentLabel.frame
        let hasText = !(text ?? "").isEmpty
        let textWidth = hasText ? min(line.width, contentLabel.intrinsicContentSize.width) : 0
        let w = TextFieldLook.caretWidth
        let x: Double
        switch contentLabel.drawnAlignment {
        // Right-aligned (left-to-right) text ends at the right edge, where the caret follows it.
        case .right: x = line.maxX - w
        case .center: x = line.midX + textWidth / 2
        default: x = line.minX + textWidth
        }
        return Rect(x: x, y: line.minY, width: w, height: line.height)
    }

    /// The text (or placeholder) width plus the border's insets, by the line height plus the
    /// border's padding; overlay views and the clear button add their widths.
    open override var intrinsicContentSize: Size {
        let content = shownContent
        let font = drawnFont
        let probe = Label()
        probe.font = font.drawn
        if let attributed = content.attributed { probe.attributedText = attributed } else { probe.text = content.text }
        let measured = content.text.isEmpty ? Size(width: 0, height: font.lineHeight) : probe.sizeThatFits(Size(width: 0, height: 0))
        var width = measured.width + 2 * TextFieldLook.horizontalInset(for: borderStyle)
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            if let view, shows(mode) { width += view.bounds.width > 0 ? view.bounds.width : view.sizeThatFits(.zero).width }
        }
        if showsClearButton { width += TextFieldLook.clearButtonSpace }
        // The font's line sets the height; an attributed text with a larger font of its own grows it.
        let line = content.attributed == nil ? font.lineHeight : max(measured.height, font.lineHeight)
        let height = (line + TextFieldLook.verticalPadding(for: borderStyle)).rounded()
        return Size(width: width.rounded(.up), height: height)
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }
}

/// A text field's insertion point, drawn in its field's tint when the frame is drawn.
private final class TextCaret: View {
    override class var isOpaqueByDefault: Bool { false }

    override func drawContent(into ops: inout [DrawOp]) {
        guard let field = superview else { return }
        ops.append(.fill(.rect(bounds), field.tintColor))
    }
}
