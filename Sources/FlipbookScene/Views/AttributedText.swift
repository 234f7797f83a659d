import Foundation
import FlipbookRender

/// An attributed string, as `NSAttributedString`: text with font, colour and kern runs, shown
/// by `Label.attributedText`. A class, as in UIKit, so `MutableAttributedText` can be changed
/// through a `let`.
///
/// ```swift
/// let s = MutableAttributedText(string: "Hello world", attributes: [.font: Font.systemFont(ofSize: 20)])
/// s.addAttribute(.foregroundColor, value: Color.systemRed, range: NSRange(location: 0, length: 5))
/// label.attributedText = s
/// ```
open class AttributedText {
    /// As `NSAttributedString.Key`; the keys Flipbook draws are `font`, `foregroundColor` and
    /// `kern`; others are kept out (ignored).
    public struct Key: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let font = Key(rawValue: "NSFont")
        public static let foregroundColor = Key(rawValue: "NSColor")
        public static let kern = Key(rawValue: "NSKern")
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

    static func style(_ attributes: [Key: Any], range: Range<Int>) -> TextStyle? {
        let font = attributes[.font] as? Font
        let color = attributes[.foregroundColor] as? Color
        let kern: Double? = switch attributes[.kern] {
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as Float: Double(v)
        default: nil
        }
        guard font != nil || color != nil || kern != nil else { return nil }
        return TextStyle(range: range, font: font, color: color, kern: kern)
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
        styles += other.styles.map {
            TextStyle(range: ($0.range.lowerBound + shift)..<($0.range.upperBound + shift), font: $0.font, color: $0.color, kern: $0.kern)
        }
    }
}
