/// What a font is, apart from the font itself, as `UIFontDescriptor`: a family, a weight and
/// symbolic traits, and a point size (0: none). Its use in ported code is making a bold or italic
/// version of a font.
///
/// ```swift
/// let body = UIFont.preferredFont(forTextStyle: .body)
/// if let bold = body.fontDescriptor.withSymbolicTraits(.traitBold) {
///     label.font = UIFont(descriptor: bold, size: 0)     // 0 keeps the descriptor's size
/// }
/// ```
public struct FontDescriptor: Sendable, Hashable {
    /// `UIFontDescriptor.SymbolicTraits`, with Core Text's bit values (`CTFontSymbolicTraits`).
    /// Flipbook draws italic, bold, condensed, expanded and monospaced; the vertical, UI-optimized
    /// and leading traits are kept but change nothing drawn.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable, Codable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        // The bit values of UIFontDescriptor.SymbolicTraits, which are Core Text's
        // (https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits and
        // https://developer.apple.com/documentation/coretext/ctfontsymbolictraits).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        /// The traits a `Font` keeps itself (bold is its weight).
        static let stored: SymbolicTraits = SymbolicTraits(rawValue: ~SymbolicTraits.traitBold.rawValue)

        /// Names for messages, in bit order.
        var names: [String] {
            [(SymbolicTraits.traitItalic, "italic"), (.traitBold, "bold"), (.traitExpanded, "expanded"),
             (.traitCondensed, "condensed"), (.traitMonoSpace, "monospace")]
                .filter { contains($0.0) }.map(\.1)
        }
    }

    /// `UIFontDescriptor.SystemDesign`: the system font's designs. Only `.default` and
    /// `.monospaced` have faces here (Inter and DejaVu Sans Mono); `.rounded` and `.serif` give nil.
    public enum SystemDesign: String, Sendable, Hashable {
        case `default`, rounded, serif, monospaced
    }

    /// The font this describes, at `pointSize` (which may be 0).
    var font: Font

    init(font: Font) { self.font = font }

    /// The size in points; 0 when the descriptor has none.
    public var pointSize: Double { font.size }
    public var symbolicTraits: SymbolicTraits { font.symbolicTraits }
    /// The family as `UIFont.familyName` gives it.
    public var familyName: String { font.familyName }

    /// The same description with `traits` in place of its symbolic traits (as UIKit's, they replace
    /// them: pass `symbolicTraits.union(.traitBold)` to keep italic), or nil when the family has no
    /// face with them (a registered family without an italic face, say). Bold is weight `.bold`
    /// (a font already at least that heavy keeps its weight); without it a bold font becomes regular.
    ///
    /// ```swift
    /// let italic = font.fontDescriptor.withSymbolicTraits(.traitItalic)   // nil for a family with no italic
    /// ```
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
        var font = self.font
        font.traits = traits.intersection(.stored)
        if traits.contains(.traitBold) {
            if font.weight.numericWeight < Font.Weight.bold.numericWeight { font.weight = .bold }
        } else if font.weight.numericWeight >= Font.Weight.bold.numericWeight {
            font.weight = .regular
        }
        guard let face = FontRegistry.face(for: font), face.has(font.symbolicTraits) else { return nil }
        // A font made by name names a face: now it is another one of the family.
        if font.faceName != nil { font.faceName = face.postScriptName }
        return FontDescriptor(font: font)
    }

    /// The same description at `pointSize`.
    public func withSize(_ pointSize: Double) -> FontDescriptor {
        var font = self.font
        font.size = pointSize
        return FontDescriptor(font: font)
    }

    /// The same description in the system font's `design`, or nil when Flipbook has no such face.
    public func withDesign(_ design: SystemDesign) -> FontDescriptor? {
        var font = self.font
        switch design {
        case .default: font.family = "system-ui"; font.traits.remove(.traitMonoSpace)
        case .monospaced: font.family = "monospace"; font.traits.insert(.traitMonoSpace)
        case .rounded, .serif: return nil
        }
        font.faceName = nil
        return FontDescriptor(font: font)
    }

    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`: the system font of a text style.
    public static func preferredFontDescriptor(withTextStyle style: FontTextStyle) -> FontDescriptor {
        FontDescriptor(font: .preferredFont(forTextStyle: style))
    }
}

public extension Font {
    /// `UIFont.fontDescriptor`.
    var fontDescriptor: FontDescriptor { FontDescriptor(font: self) }

    /// `UIFont(descriptor:size:)`: the font a descriptor describes, at `size` points (0: the
    /// descriptor's own size).
    ///
    /// ```swift
    /// let bold = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
    /// ```
    init(descriptor: FontDescriptor, size: Double) {
        self = descriptor.font
        if size > 0 { self.size = size }
    }

    /// `UIFontDescriptor.SymbolicTraits` of the font: its stored traits, and bold from the weight.
    var symbolicTraits: FontDescriptor.SymbolicTraits {
        weight.numericWeight >= Weight.bold.numericWeight ? traits.union(.traitBold) : traits
    }
}
