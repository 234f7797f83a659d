public extension Font {
    /// UIKit's `pointSize`: the font's size in points.
    ///
    /// ```swift
    /// title.font = title.font.withSize(title.font.pointSize * 0.8)
    /// ```
    var pointSize: Double { size }

    /// `UIFont(name:size:)`: the face called `name` — a PostScript name ("Inter-Bold"), a full name
    /// or a family name — among Flipbook's fonts and the registered ones (`FontRegistry`); nil
    /// when there is none, as UIKit's is, so the app's fallback is what draws.
    ///
    /// ```swift
    /// let title = UIFont(name: "AvenirNext-Bold", size: 28) ?? .boldSystemFont(ofSize: 28)
    /// ```
    init?(name: String, size: Double) {
        guard let face = FontRegistry.face(named: name) else { return nil }
        self = face.font(size: size)
    }

    /// The system font's italic, as `UIFont.italicSystemFont(ofSize:)` (Inter Italic).
    static func italicSystemFont(ofSize size: Double) -> Font {
        var font = systemFont(ofSize: size)
        font.traits = .traitItalic
        return font
    }

    /// `UIFont.monospacedSystemFont(ofSize:weight:)`: SF Mono's stand-in, DejaVu Sans Mono (which
    /// has a regular and a bold face; other weights draw the nearer one).
    static func monospacedSystemFont(ofSize size: Double, weight: Weight) -> Font {
        var font = Font(family: "monospace", size: size, weight: weight)
        font.traits = .traitMonoSpace
        return font
    }

    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the system font with tabular figures
    /// (OpenType `tnum`), so counters and timers do not jiggle as their digits change.
    static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> Font {
        var font = systemFont(ofSize: size, weight: weight)
        font.faceName = nil
        font.features = ["tnum"]
        return font
    }

    /// The PostScript name of the face drawn (`UIFont.fontName`): the face named for a font made
    /// by name, else the one fontconfig picks ("Inter-Regular" for the system font, where a
    /// device says ".SFUI-Regular").
    var fontName: String { faceName ?? FontRegistry.face(for: self)?.postScriptName ?? family }

    /// The family of the face drawn (`UIFont.familyName`): "Inter" for the system font.
    var familyName: String { FontRegistry.face(for: self)?.family ?? family }

    /// Every family Flipbook can draw (`UIFont.familyNames`), registered ones included.
    static var familyNames: [String] { FontRegistry.familyNames }

    /// The PostScript names of a family's faces (`UIFont.fontNames(forFamilyName:)`), sorted.
    static func fontNames(forFamilyName family: String) -> [String] {
        FontRegistry.faces.filter { $0.family.caseInsensitiveCompare(family) == .orderedSame }.map(\.postScriptName).sorted()
    }

    /// Distance from the top of a line to its baseline, in points (`UIFont.ascender`), as
    /// Flipbook lays a line out: a label's first baseline is this far below its text's top.
    var ascender: Double { FontLineMetrics.of(self).ascender }
    /// Distance from the baseline to the bottom of a line, negative as UIKit's (`UIFont.descender`).
    var descender: Double { -FontLineMetrics.of(self).descent }
    /// The height of one line (`UIFont.lineHeight`): `ascender - descender + leading`, the height
    /// a one-line label's text takes.
    var lineHeight: Double { FontLineMetrics.of(self).lineHeight }
    /// Space between lines beyond `lineHeight` (`UIFont.leading`): none, as Pango puts none.
    var leading: Double { 0 }
    /// Height of a flat capital above the baseline (`UIFont.capHeight`): the top of the drawn
    /// outline of "H", as the OS/2 table's sCapHeight is defined.
    var capHeight: Double { FontLineMetrics.of(self).capHeight }
    /// Height of a lowercase x above the baseline (`UIFont.xHeight`), from the outline of "x".
    var xHeight: Double { FontLineMetrics.of(self).xHeight }
}
