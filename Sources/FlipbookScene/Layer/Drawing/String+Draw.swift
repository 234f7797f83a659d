import Foundation
import FlipbookRender

/// `NSStringDrawingOptions`: how `boundingRect(with:options:…)` and `draw(with:options:…)` lay
/// text out.
public struct StringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the size's width and the rectangle's origin is the first line's top;
    /// without it the text is one line whose origin is its baseline.
    public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = StringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: after a measurement, `totalBounds` holds the rectangle measured.
public final class StringDrawingContext {
    public var minimumScaleFactor: Double = 0
    public internal(set) var actualScaleFactor: Double = 1
    public internal(set) var totalBounds: Rect = .zero
    public init() {}
}

/// Text drawn in `draw(_:)` (NSString and NSAttributedString drawing, UIKit's NSStringDrawing):
/// laid out by the same Pango stack as labels, so `boundingRect` measures what `draw` inks.
enum StringDrawing {
    /// The font text without an `.font` attribute takes. Apple documents Helvetica 12 for
    /// attributed strings (developer.apple.com/documentation/foundation/nsattributedstring/key/font);
    /// Flipbook ships no Helvetica, so CHOSEN: the system font at 12 pt, the size Apple gives.
    static let defaultFont = Font.systemFont(ofSize: 12)

    /// The text's block measured as laid out: wrapped at `width` (nil: only at newlines),
    /// showing the lines `height` holds (nil: all).
    static func metrics(_ text: String, styles: [TextStyle], width: Double?, height: Double?, oneLine: Bool) -> TextMetrics? {
        guard !text.isEmpty, let measurer = try? TextMeasurer.current() else { return nil }
        let base = styles.first { $0.range.lowerBound == 0 }
        let paragraph = base?.paragraphStyle
        return measurer.metrics(of: text, font: base?.font ?? defaultFont, maxWidth: width, maxHeight: height,
                                numberOfLines: oneLine ? 1 : 0, lineBreakMode: paragraph?.lineBreakMode ?? .byWordWrapping,
                                styles: styles)
    }

    /// A width from app code: nil for no wrapping (non-finite, not positive, or past 1e6 points).
    static func wrapWidth(_ w: Double) -> Double? { w.isFinite && w > 0 && w < 1e6 ? w : nil }
    static func boxHeight(_ h: Double) -> Double? { h.isFinite && h > 0 && h < 1e6 ? h : nil }

    /// `boundingRect(with:options:attributes:context:)`: the size the text takes wrapped at
    /// `size.width` (with `.usesLineFragmentOrigin`), at its top-left corner; without it, one
    /// line whose origin is the baseline, so the rectangle's y is minus the ascent, as Apple
    /// documents (developer.apple.com/documentation/foundation/nsstring/boundingrect(with:options:attributes:context:)).
    /// Sizes are fractional, as Apple's are (round up to size a view).
    static func boundingRect(_ text: String, styles: [TextStyle], size: Size, options: StringDrawingOptions,
                             context: StringDrawingContext?) -> Rect {
        let lines = options.contains(.usesLineFragmentOrigin)
        guard let m = metrics(text, styles: styles, width: lines ? wrapWidth(size.width) : nil,
                              height: lines ? boxHeight(size.height) : nil, oneLine: !lines) else { return .zero }
        let rect = Rect(x: 0, y: lines ? 0 : -m.firstBaseline, width: m.size.width, height: m.size.height)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the text with its block's top-left corner at `rect`'s, wrapped at its width (nil:
    /// at newlines only) and cut at its height.
    static func draw(_ text: String, styles: [TextStyle], at origin: Point, width: Double?, height: Double?) {
        guard let ctx = CurrentContext.top, origin.x.isFinite, origin.y.isFinite, abs(origin.x) < 1e6, abs(origin.y) < 1e6,
              let m = metrics(text, styles: styles, width: width, height: height, oneLine: false),
              m.size.width > 0, m.size.height > 0 else { return }
        let base = styles.first { $0.range.lowerBound == 0 }
        let paragraph = base?.paragraphStyle
        // The run is as wide as the block measured (a hair wider, so Pango wraps where it
        // measured) and as tall, so TextRun's vertical centring puts the top at `origin`.
        let frameWidth = width ?? (m.size.width.rounded(.up) + 1)
        let frameHeight = min(m.size.height, height ?? m.size.height)
        var run = TextRun(text: text, font: base?.font ?? defaultFont, color: ctx.faded(base?.color ?? .black),
                          frame: Rect(x: origin.x, y: origin.y, width: frameWidth, height: frameHeight),
                          alignment: width == nil ? .left : (paragraph?.alignment ?? .natural), numberOfLines: 0,
                          lineBreakMode: paragraph?.lineBreakMode ?? .byWordWrapping)
        run.styles = styles.map { style in
            var s = style
            if let c = s.color { s.color = ctx.faded(c) }
            return s
        }
        let box = Rect(x: origin.x, y: origin.y, width: width ?? m.size.width, height: frameHeight)
        let ink = box.insetBy(dx: -run.font.size / 2, dy: -run.font.size / 2)
        let t = ctx.state.ctm
        let body: [DrawOp] = t.isIdentity ? [.text(run)] : [.beginGroup(Group(transform: t)), .text(run), .endGroup]
        ctx.emit(body, reach: ctx.deviceBounds(of: ink), coverage: ctx.deviceShape(of: box))
    }
}

private extension FlipbookRender.AffineTransform {
    var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }
}

/// The attributes as one style over the whole text.
private func styles(_ text: String, _ attributes: [AttributedText.Key: Any]?) -> [TextStyle] {
    AttributedText.style(attributes ?? [:], range: 0..<text.utf16.count).map { [$0] } ?? []
}

extension StringProtocol {
    /// `NSString.draw(at:withAttributes:)`: the text, wrapped only at its newlines, its first
    /// line's top-left corner at `point`, in the current context (black 12 pt unless told).
    ///
    /// ```swift
    /// "Mon".draw(at: CGPoint(x: 10, y: 120), withAttributes: [.font: UIFont.systemFont(ofSize: 11),
    ///                                                          .foregroundColor: UIColor.secondaryLabel])
    /// ```
    public func draw(at point: Point, withAttributes attributes: [AttributedText.Key: Any]? = nil) {
        let s = String(self)
        StringDrawing.draw(s, styles: styles(s, attributes), at: point, width: nil, height: nil)
    }

    /// `draw(in:withAttributes:)`: wrapped at `rect`'s width, from its top, cut at its bottom.
    public func draw(in rect: Rect, withAttributes attributes: [AttributedText.Key: Any]? = nil) {
        let s = String(self)
        StringDrawing.draw(s, styles: styles(s, attributes), at: rect.origin,
                           width: StringDrawing.wrapWidth(rect.width), height: StringDrawing.boxHeight(rect.height))
    }

    /// `draw(with:options:attributes:context:)`.
    public func draw(with rect: Rect, options: StringDrawingOptions, attributes: [AttributedText.Key: Any]?,
                     context: StringDrawingContext?) {
        let s = String(self)
        let lines = options.contains(.usesLineFragmentOrigin)
        let measured = StringDrawing.boundingRect(s, styles: styles(s, attributes), size: rect.size, options: options, context: context)
        StringDrawing.draw(s, styles: styles(s, attributes), at: Point(x: rect.minX, y: rect.minY + measured.minY),
                           width: lines ? StringDrawing.wrapWidth(rect.width) : nil, height: lines ? StringDrawing.boxHeight(rect.height) : nil)
    }

    /// `size(withAttributes:)`: the one-line-per-paragraph size.
    public func size(withAttributes attributes: [AttributedText.Key: Any]? = nil) -> Size {
        let s = String(self)
        return StringDrawing.boundingRect(s, styles: styles(s, attributes), size: Size(width: Double.infinity, height: Double.infinity),
                                          options: .usesLineFragmentOrigin, context: nil).size
    }

    /// `boundingRect(with:options:attributes:context:)` (StringDrawing.boundingRect).
    ///
    /// ```swift
    /// let r = "Revenue".boundingRect(with: CGSize(width: 100, height: .greatestFiniteMagnitude),
    ///                                options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
    /// ```
    public func boundingRect(with size: Size, options: StringDrawingOptions, attributes: [AttributedText.Key: Any]?,
                             context: StringDrawingContext?) -> Rect {
        let s = String(self)
        return StringDrawing.boundingRect(s, styles: styles(s, attributes), size: size, options: options, context: context)
    }
}

extension AttributedText {
    /// `NSAttributedString.draw(at:)`: the text at `point`, each run in its attributes.
    public func draw(at point: Point) { StringDrawing.draw(string, styles: styles, at: point, width: nil, height: nil) }

    /// `draw(in:)`: wrapped at `rect`'s width, from its top, cut at its bottom.
    public func draw(in rect: Rect) {
        StringDrawing.draw(string, styles: styles, at: rect.origin,
                           width: StringDrawing.wrapWidth(rect.width), height: StringDrawing.boxHeight(rect.height))
    }

    /// `draw(with:options:context:)`.
    public func draw(with rect: Rect, options: StringDrawingOptions, context: StringDrawingContext?) {
        let lines = options.contains(.usesLineFragmentOrigin)
        let measured = boundingRect(with: rect.size, options: options, context: context)
        StringDrawing.draw(string, styles: styles, at: Point(x: rect.minX, y: rect.minY + measured.minY),
                           width: lines ? StringDrawing.wrapWidth(rect.width) : nil, height: lines ? StringDrawing.boxHeight(rect.height) : nil)
    }

    /// `boundingRect(with:options:context:)`.
    public func boundingRect(with size: Size, options: StringDrawingOptions, context: StringDrawingContext?) -> Rect {
        StringDrawing.boundingRect(string, styles: styles, size: size, options: options, context: context)
    }

    /// `size()`.
    public func size() -> Size {
        boundingRect(with: Size(width: Double.infinity, height: Double.infinity), options: .usesLineFragmentOrigin, context: nil).size
    }
}
