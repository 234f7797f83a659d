import Foundation
import FlipbookRender

/// An attributed string, as `NSAttributedString`: text with runs of attributes, shown by
/// `Label.attributedText`. A class, as in UIKit, so `MutableAttributedText` can be changed
/// through a `let`.
///
/// ```swift
/// let s = MutableAttributedText(string: "Hello world", attributes: [.font: Font.systemFont(ofSize: 20)])
/// s.addAttribute(.foregroundColor, value: Color.systemRed, range: NSRange(location: 0, length: 5))
/// label.attributedText = s
/// ```
open class AttributedText {
    /// As `NSAttributedString.Key`, with UIKit's raw values. The keys Flipbook draws are these;
    /// others are kept out (ignored), as are values of a type UIKit would not take for a key.
    public struct Key: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let font = Key(rawValue: "NSFont")
        public static let foregroundColor = Key(rawValue: "NSColor")
        /// Points added after each character.
        public static let kern = Key(rawValue: "NSKern")
        /// A `ParagraphStyle`.
        public static let paragraphStyle = Key(rawValue: "NSParagraphStyle")
        /// An `UnderlineStyle`, or its raw value (`NSUnderlineStyle.single.rawValue`).
        public static let underlineStyle = Key(rawValue: "NSUnderline")
        public static let underlineColor = Key(rawValue: "NSUnderlineColor")
        public static let strikethroughStyle = Key(rawValue: "NSStrikethrough")
        public static let strikethroughColor = Key(rawValue: "NSStrikethroughColor")
        /// Points up from the baseline.
        public static let baselineOffset = Key(rawValue: "NSBaselineOffset")
        public static let backgroundColor = Key(rawValue: "NSBackgroundColor")
        /// An `AttributedShadow` (`NSShadow`).
        public static let shadow = Key(rawValue: "NSShadow")
    }

    public internal(set) var string: String
    /// The runs, in the order they were given (a later one wins where they overlap).
    public internal(set) var styles: [TextStyle]

    public init(string: String, attributes: [Key: Any]? = nil) {
        self.string = string
        styles = []
        if let attributes, let style = Self.style(attributes, range: 0..<string.utf16.count) { styles = [style] }
    }

    /// `NSAttributedString(attributedString:)`: a copy.
    public init(attributedString other: AttributedText) {
        string = other.string
        styles = other.styles
    }

    /// The length in UTF-16 code units, as `NSAttributedString.length`.
    public var length: Int { string.utf16.count }

    /// The value a run sets for `attribute` at UTF-16 offset `index`: the last run given that
    /// covers it and sets it, as where runs overlap the later one wins.
    func value<T>(_ attribute: KeyPath<TextStyle, T?>, at index: Int) -> T? {
        styles.last { $0.range.contains(index) && $0[keyPath: attribute] != nil }?[keyPath: attribute]
    }

    static func style(_ attributes: [Key: Any], range: Range<Int>) -> TextStyle? {
        var style = TextStyle(range: range)
        style.font = attributes[.font] as? Font
        style.color = attributes[.foregroundColor] as? Color
        style.kern = attributes[.kern].flatMap(number)
        style.underline = attributes[.underlineStyle].flatMap(lineStyle)
        style.underlineColor = attributes[.underlineColor] as? Color
        style.strikethrough = attributes[.strikethroughStyle].flatMap(lineStyle)
        style.strikethroughColor = attributes[.strikethroughColor] as? Color
        style.baselineOffset = attributes[.baselineOffset].flatMap(number)
        style.backgroundColor = attributes[.backgroundColor] as? Color
        style.paragraphStyle = (attributes[.paragraphStyle] as? ParagraphStyle)?.values
        if let shadow = attributes[.shadow] as? AttributedShadow {
            // A shadow with no colour draws none, but still replaces one set before it.
            style.shadow = shadow.drawn ?? TextShadow(offset: Size(width: 0, height: 0), color: .clear)
        }
        return style.isEmpty ? nil : style
    }

    /// A number as UIKit's `NSNumber` values come: any of Swift's numbers.
    private static func number(_ value: Any) -> Double? {
        let number: Double? = switch value {
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    /// An underline or strikethrough style: the option set, or its raw value.
    private static func lineStyle(_ value: Any) -> UnderlineStyle? {
        if let style = value as? UnderlineStyle { return style }
        if let raw = value as? Int { return UnderlineStyle(rawValue: raw) }
        if let raw = value as? NSNumber { return UnderlineStyle(rawValue: raw.intValue) }
        return nil
    }
}

/// As `NSMutableAttributedString`.
public final class MutableAttributedText: AttributedText {
    /// As `addAttribute(_:value:range:)`; a range outside the text is cut to it.
    public func addAttribute(_ key: Key, value: Any, range: NSRange) {
        addAttributes([key: value], range: range)
    }

    /// As `addAttributes(_:range:)`.
    public func addAttributes(_ attributes: [Key: Any], range: NSRange) {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0 else { return }
        let lower = min(range.location, length), upper = min(lower + min(range.length, length), length)
        if let style = Self.style(attributes, range: lower..<upper) { styles.append(style) }
    }

    /// As `append(_:)`: `other`'s text and runs after this one's.
    public func append(_ other: AttributedText) {
        let shift = length
        string += other.string
        styles += other.styles.map { $0.over(($0.range.lowerBound + shift)..<($0.range.upperBound + shift)) }
    }
}
