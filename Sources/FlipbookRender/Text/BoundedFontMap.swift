import CCairo
import FlipbookSupport

/// A Pango font map of one thread's own, counting the distinct fonts asked of it, so its owner
/// can swap it for a fresh one before its caches grow without end.
///
/// Why: a Pango font map keeps, for as long as it lives, every fontconfig pattern it has
/// matched (one or two per font size), and its 256 most recent fontsets with their fonts (each
/// with a Cairo scaled font and a glyph-extents table, ~10 KB). A label whose size changes every
/// frame (a collapsing header's title) asks for a new font per frame: 4,001 frames of
/// blog-header kept ~3,600 fonts and ~4,700 patterns alive, 30+ MB. Only dropping the map frees
/// them. Pixels do not depend on which map drew them: a font is loaded the same from any map.
///
/// ```swift
/// let fonts = try BoundedFontMap(capacity: 64)
/// fonts.note(.systemFont(ofSize: 17), matrix: nil)
/// fonts.isSpent   // false until 64 distinct fonts (and matrices) have been noted
/// ```
///
/// Not thread-safe: one map belongs to one thread (ThreadTextContext), like its Pango objects.
final class BoundedFontMap {
    /// What a Pango fontset is keyed by: the description and the context matrix's linear part.
    struct FontUse: Hashable {
        var family: String
        var weight: Font.Weight
        var traits: FontDescriptor.SymbolicTraits
        var size: Double
        var xx, yx, xy, yy: Double
    }

    /// The distinct fonts a map serves before its owner replaces it. Each font keeps its glyphs
    /// (in Cairo, and copied in pixman's glyph cache: ~40 KB for a 40 pt title), so the fonts a
    /// map may hold are most of what text adds to memory; 16 keeps that near what a short
    /// animation uses (Benchmarks/e2e/RESULTS.md, "Flat memory"). Under Pango's own fontset
    /// cache (256), so nothing is evicted and loaded again within one map's life. A scene whose
    /// own fonts outnumber this gets larger maps (`ThreadTextContext`).
    static let defaultCapacity = 16
    /// The most a renewed map is given (`ThreadTextContext`), for frames that use many fonts.
    static let largestCapacity = 512

    let map: UnsafeMutablePointer<PangoFontMap>
    let capacity: Int
    /// The `FontRegistry` generation whose configuration the map draws with: a map of an older one
    /// lacks fonts registered since, and is replaced (`isOutdated`).
    let generation: Int
    private(set) var uses: Set<FontUse> = []
    /// The fonts of the map this one replaced, to tell a scene that keeps coming back to the
    /// same fonts from a title that moves through new sizes.
    private let previousUses: Set<FontUse>
    /// Distinct fonts noted here that the replaced map had served too.
    private(set) var recurringFonts = 0

    /// - Parameter previous: the fonts of the map this one replaces (`recurringFonts` counts them).
    init(capacity: Int = BoundedFontMap.defaultCapacity, previous: Set<FontUse> = []) throws {
        self.capacity = max(1, capacity)
        previousUses = previous
        let setup = try FontRegistry.current()
        let config = setup.config
        generation = setup.generation
        guard let map = pango_cairo_font_map_new() else {
            throw RenderError.fontsUnavailable("pango_cairo_font_map_new returned NULL")
        }
        // The same configuration as every other map: only the project's fonts (and the registered ones).
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        self.map = map
    }

    deinit {
        // Contexts and layouts made on the map hold references of their own; Pango frees the
        // map (and its fonts) when the last of them goes.
        g_object_unref(UnsafeMutableRawPointer(map))
    }

    /// Distinct fonts noted so far.
    var distinctFonts: Int { uses.count }

    /// True once `capacity` distinct fonts have been noted: the owner should replace the map
    /// (ThreadTextContext does, before the thread's next frame or measurement).
    var isSpent: Bool { uses.count >= capacity }

    /// True once a font was registered after the map was made (`FontRegistry`): the owner
    /// replaces it, so every thread draws the new fonts from its next text on.
    var isOutdated: Bool { generation != FontRegistry.generation }

    /// Records that `font` was laid out on a context of this map with `matrix` (nil: identity).
    func note(_ font: Font, matrix: UnsafePointer<PangoMatrix>?) {
        let m = matrix?.pointee ?? PangoMatrix(xx: 1, xy: 0, yx: 0, yy: 1, x0: 0, y0: 0)
        let size = CheckedNumber.clamped(font.size, to: PangoTextContext.fontSizes)
        let use = FontUse(family: font.family, weight: font.weight, traits: font.traits, size: size,
                          xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy)
        if uses.insert(use).inserted, previousUses.contains(use) { recurringFonts += 1 }
    }

    /// True when at least half of this map's room went to fonts its predecessor had served: the
    /// scene's own set of fonts is larger than the map, and a larger one should follow.
    var wasSpentOnRecurringFonts: Bool { 2 * recurringFonts >= capacity }
}
