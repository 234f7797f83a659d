import CCairo
import Foundation

extension RendererFingerprint {
    /// The families whose matches make up the font part: the ones scenes name (the aliases in
    /// Resources/fonts.conf) and DejaVu Sans, the fallback for glyphs Inter lacks.
    static let fingerprintedFamilies = ["system-ui", "sans-serif", "monospace", "DejaVu Sans"]

    /// This process's renderer: queried from the loaded libraries once (hashing the fonts reads
    /// a few MB), then reused.
    public static func current() throws -> RendererFingerprint { try computed.get() }

    private static let computed: Result<RendererFingerprint, RenderError> = Result { try query() }
        .mapError { $0 as? RenderError ?? .fontsUnavailable("\($0)") }

    private static func query() throws -> RendererFingerprint {
        let libraries = Libraries(cairo: String(cString: cairo_version_string()),
                                  pango: String(cString: pango_version_string()),
                                  harfbuzz: String(cString: hb_version_string()),
                                  freetype: try freeTypeVersion(),
                                  fontconfig: fontconfigVersion())
        var paths = Set<String>()
        for family in fingerprintedFamilies {
            for weight in Font.Weight.allCases {
                paths.insert(try matchedFile(family: family, weight: weight))
            }
        }
        return RendererFingerprint(libraries: libraries, fonts: try paths.sorted().map(fontFile))
    }

    /// FcGetVersion's 21401 as "2.14.1".
    static func fontconfigVersion() -> String {
        let v = Int(FcGetVersion())
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }

    /// FreeType reports its version only through a library instance: made and freed here.
    private static func freeTypeVersion() throws -> String {
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else {
            throw RenderError.fontsUnavailable("FT_Init_FreeType failed with error \(status)")
        }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// The file fontconfig picks for a family and weight under Flipbook's configuration, the
    /// way Pango asks (substitutions, then defaults, then the best match).
    private static func matchedFile(family: String, weight: Font.Weight) throws -> String {
        let config = try FontSetup.config.get()
        guard let pattern = FcPatternCreate() else { throw RenderError.fontsUnavailable("FcPatternCreate failed") }
        defer { FcPatternDestroy(pattern) }
        let added = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, "family", $0) }
        }
        guard added == FcTrue, FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(Int32(weight.numericWeight))) == FcTrue,
              FcConfigSubstitute(config, pattern, FcMatchPattern) == FcTrue else {
            throw RenderError.fontsUnavailable("could not build a fontconfig pattern for \(family) \(weight.rawValue)")
        }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else {
            throw RenderError.fontsUnavailable("no font matches \(family) \(weight.rawValue)")
        }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else {
            throw RenderError.fontsUnavailable("the font matched for \(family) \(weight.rawValue) has no file")
        }
        return String(cString: file)
    }

    /// Size and SHA-256 of a font file (GLib's checksum: already linked through Pango).
    private static func fontFile(_ path: String) throws -> FontFile {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        // A font path that is a FIFO or a device would hang or never end: regular files only.
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
              let data = FileManager.default.contents(atPath: path) else {
            throw RenderError.fontsUnavailable("\(path): not a readable font file")
        }
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else {
            throw RenderError.fontsUnavailable("g_checksum_new failed")
        }
        defer { g_checksum_free(checksum) }
        data.withUnsafeBytes { raw in
            // g_checksum_update takes a gssize length: feed it in chunks well below that.
            var offset = 0
            while offset < raw.count {
                let length = min(1 << 24, raw.count - offset)
                g_checksum_update(checksum, raw.baseAddress!.advanced(by: offset).assumingMemoryBound(to: guchar.self), gssize(length))
                offset += length
            }
        }
        guard let hex = g_checksum_get_string(checksum) else { throw RenderError.fontsUnavailable("g_checksum_get_string failed") }
        return FontFile(file: URL(fileURLWithPath: path).lastPathComponent, bytes: data.count, sha256: String(cString: hex), path: path)
    }
}
