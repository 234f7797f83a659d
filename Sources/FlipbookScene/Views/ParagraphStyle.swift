import FlipbookRender

/// The spacing and alignment of paragraphs, as `NSParagraphStyle`: an attributed text's
/// `.paragraphStyle` value. Immutable; `MutableParagraphStyle` (`NSMutableParagraphStyle`) is
/// the one code sets. How the rasterizer lays lines out by it: `TextParagraphStyle`.
///
/// ```swift
/// let style = MutableParagraphStyle()
/// style.lineSpacing = 4
/// style.lineHeightMultiple = 1.2
/// let text = AttributedText(string: "Two\nparagraphs", attributes: [.paragraphStyle: style])
/// ```
open class ParagraphStyle {
    /// The values, as the display list carries them.
    public internal(set) var values: TextParagraphStyle

    public init() { values = TextParagraphStyle() }
    init(values: TextParagraphStyle) { self.values = values }

    /// `NSParagraphStyle.default`: no extra spacing, natural alignment, word wrapping. A new
    /// object each time (a shared one could not be shared across threads).
    public class var `default`: ParagraphStyle { ParagraphStyle() }

    /// A copy that can be changed: `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`.
    public func mutableCopy() -> Any { MutableParagraphStyle(values: values) }
    /// An immutable copy.
    public func copy() -> Any { ParagraphStyle(values: values) }

    /// Points between the bottom of one line and the top of the next.
    public var lineSpacing: Double { values.lineSpacing }
    /// Points after a paragraph, before the next.
    public var paragraphSpacing: Double { values.paragraphSpacing }
    /// Points before a paragraph, after the one before it.
    public var paragraphSpacingBefore: Double { values.paragraphSpacingBefore }
    /// The natural line height times this, when above 0.
    public var lineHeightMultiple: Double { values.lineHeightMultiple }
    /// The smallest height of a line, when above 0.
    public var minimumLineHeight: Double { values.minimumLineHeight }
    /// The largest height of a line, when above 0.
    public var maximumLineHeight: Double { values.maximumLineHeight }
    public var alignment: TextAlignment { values.alignment }
    public var lineBreakMode: LineBreakMode { values.lineBreakMode }
}

/// As `NSMutableParagraphStyle`.
public final class MutableParagraphStyle: ParagraphStyle {
    public override init() { super.init() }
    override init(values: TextParagraphStyle) { super.init(values: values) }

    public override var lineSpacing: Double { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    public override var paragraphSpacing: Double { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
    public override var paragraphSpacingBefore: Double {
        get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue }
    }
    public override var lineHeightMultiple: Double { get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue } }
    public override var minimumLineHeight: Double { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
    public override var maximumLineHeight: Double { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
    public override var alignment: TextAlignment { get { values.alignment } set { values.alignment = newValue } }
    public override var lineBreakMode: LineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }

    /// As `setParagraphStyle(_:)`: every value of `other`.
    public func setParagraphStyle(_ other: ParagraphStyle) { values = other.values }
}

/// A text shadow, as `NSShadow`: an attributed text's `.shadow` value. As UIKit's, a new one
/// has no offset, no blur and black at 1/3 alpha
/// (https://developer.apple.com/documentation/uikit/nsshadow/init(),
/// https://developer.apple.com/documentation/uikit/nsshadow/shadowcolor); a nil colour draws none.
///
/// ```swift
/// let shadow = AttributedShadow()
/// shadow.shadowOffset = Size(width: 0, height: 2)
/// shadow.shadowBlurRadius = 4
/// ```
open class AttributedShadow {
    public var shadowOffset = Size(width: 0, height: 0)
    public var shadowBlurRadius = 0.0
    public var shadowColor: Color? = Color(white: 0, alpha: 1.0 / 3)

    public init() {}

    /// As the display list draws it; nil when there is nothing to draw.
    var drawn: TextShadow? {
        guard let color = shadowColor, color.alpha > 0 else { return nil }
        return TextShadow(offset: shadowOffset, blurRadius: max(0, shadowBlurRadius), color: color)
    }
}
