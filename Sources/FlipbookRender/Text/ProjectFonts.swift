import CCairo
import Foundation

/// Flipbook's font set as rendering needs it: the system font (`system-ui`) must resolve to
/// Inter, or every label would silently fall back to DejaVu and no frame would match its golden.
///
/// ```swift
/// try ProjectFonts.check()   // before rendering: RenderError.fontsUnavailable names the fix
/// ```
public enum ProjectFonts {
    /// The family the system font must resolve to.
    public static let requiredFamily = "Inter"

    /// Throws `RenderError.fontsUnavailable` (exit 1: the environment) unless the system font
    /// resolves to Inter through Flipbook's fontconfig configuration.
    public static func check() throws {
        let family = try resolvedFamily(of: .systemFont(ofSize: 17))
        guard family == requiredFamily else {
            throw RenderError.fontsUnavailable(
                "the system font resolves to '\(family)', not \(requiredFamily); install fonts-inter (make deps does)"
                + (FontSetup.override.map { " or fix \(FontSetup.overrideVariable)=\($0)" } ?? ""))
        }
    }

    /// The family Pango actually loads for `font` on this thread, as a label laid out with it gets.
    static func resolvedFamily(of font: Font) throws -> String {
        let fonts = try ThreadTextContext.fontMap()
        let map = fonts.map
        fonts.note(font, matrix: nil)
        guard let context = pango_font_map_create_context(map) else {
            throw RenderError.fontsUnavailable("pango_font_map_create_context returned NULL")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        // The same description PangoTextLayout gives a label.
        guard let desc = font.makePangoDescription(points: font.size) else {
            throw RenderError.fontsUnavailable("pango_font_description_new returned NULL")
        }
        defer { pango_font_description_free(desc) }
        guard let loaded = pango_font_map_load_font(map, context, desc) else {
            throw RenderError.fontsUnavailable("no font loads for \(font)")
        }
        defer { g_object_unref(loaded) }
        guard let described = pango_font_describe(loaded) else {
            throw RenderError.fontsUnavailable("pango_font_describe returned NULL for \(font)")
        }
        defer { pango_font_description_free(described) }
        guard let family = pango_font_description_get_family(described) else {
            throw RenderError.fontsUnavailable("the font loaded for \(font) has no family")
        }
        return String(cString: family)
    }
}
