import CCairo

/// One face fontconfig knows: a family's regular, bold, italic… as a font file describes it.
///
/// ```swift
/// let face = FontRegistry.face(named: "Inter-Bold")!
/// face.family       // "Inter"
/// face.weight       // 700
/// ```
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
    public let family: String
    public let postScriptName: String
    public let fullName: String
    /// The face's style name ("Bold Italic").
    public let style: String
    /// The OpenType weight class, 100…1000.
    public let weight: Int
    public let isItalic: Bool
    /// fontconfig's width: 100 normal, 75 condensed, 125 expanded.
    public let width: Int
    public let isMonospaced: Bool
    /// True for a face a project registered (`FontRegistry.register`), false for Flipbook's own.
    public let isRegistered: Bool
    /// The file fontconfig reads the face from (Flipbook's copy, for a registered face).
    public let file: String

    public var description: String { "\(postScriptName) (\(family) \(style))" }

    /// The font of this face at `size`, as `UIFont(name:size:)` gives it.
    public func font(size: Double) -> Font {
        var font = Font(family: family, size: size, weight: Font.Weight(numericWeight: weight))
        var traits: FontDescriptor.SymbolicTraits = []
        if isItalic { traits.insert(.traitItalic) }
        if width < 100 { traits.insert(.traitCondensed) }
        if width > 100 { traits.insert(.traitExpanded) }
        if isMonospaced { traits.insert(.traitMonoSpace) }
        font.traits = traits
        font.faceName = postScriptName
        return font
    }

    /// Whether the face has every trait Flipbook draws of `traits` (bold: weight 600 or more,
    /// chosen: semibold and up, as fontconfig's FC_WEIGHT_DEMIBOLD begins bold faces).
    func has(_ traits: FontDescriptor.SymbolicTraits) -> Bool {
        (!traits.contains(.traitBold) || weight >= 600)
            && traits.contains(.traitItalic) == isItalic
            && (!traits.contains(.traitCondensed) || width < 100)
            && (!traits.contains(.traitExpanded) || width > 100)
            && (!traits.contains(.traitMonoSpace) || isMonospaced)
    }

    /// The face a fontconfig pattern describes, or nil for one without a family or a PostScript name.
    init?(pattern: OpaquePointer, isRegistered: Bool) {
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        func integer(_ key: String) -> Int? {
            var value: Int32 = 0
            guard FcPatternGetInteger(pattern, key, 0, &value) == FcResultMatch else { return nil }
            return Int(value)
        }
        guard let family = string("family"), let postScriptName = string("postscriptname") else { return nil }
        self.family = family
        self.postScriptName = postScriptName
        fullName = string("fullname") ?? postScriptName
        style = string("style") ?? "Regular"
        weight = Int(FcWeightToOpenType(Int32(clamping: integer("weight") ?? 80)))
        isItalic = (integer("slant") ?? 0) > 0
        width = integer("width") ?? 100
        isMonospaced = (integer("spacing") ?? 0) >= 100
        self.isRegistered = isRegistered
        file = string("file") ?? ""
    }
}
