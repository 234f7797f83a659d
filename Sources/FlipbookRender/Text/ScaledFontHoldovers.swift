import CCairo

/// Lets Cairo free the fonts that nothing uses any more, with the glyphs they keep.
///
/// Why: Cairo keeps the 256 most recently released scaled fonts ("holdovers") in case they are
/// asked for again, and each keeps every glyph it has drawn: in Cairo, and copied into pixman's
/// glyph cache, about 40 KB a size for a 40 pt title (the two grew by 7.4 MB over blog-header's
/// 179 title sizes in 401 frames). A collapsing title is drawn at a new size every frame, so once
/// `ThreadTextContext` had let a font map go, the 256 sizes before it were still kept, against
/// the 18 sizes a 41-frame run touches (Benchmarks/e2e/RESULTS.md, "Flat memory"). Cairo has no
/// call to drop them, but releasing 257 fonts of its own pushes every older one out, and a font
/// pushed out is freed with its glyphs. The fonts used here are of a user font face with no
/// glyphs, about 1.3 KB each (heaptrack: 324 KB for 257), pushed out in their turn by the next
/// release.
///
/// Pixels never depend on this: a font asked for again is made again, and draws the same glyphs.
///
/// ```swift
/// fontMap = try BoundedFontMap()        // the old map's fonts are released…
/// ScaledFontHoldovers.release()         // …and now freed, with their glyphs
/// ```
enum ScaledFontHoldovers {
    /// Cairo's CAIRO_SCALED_FONT_MAX_HOLDOVERS (cairo-scaled-font.c, 1.16 and since).
    static let count = 256

    /// Pushes every scaled font Cairo holds over for reuse out of its holdovers, so those no one
    /// references are freed. Thread-safe (Cairo locks its font map). Called once per font map
    /// renewal; blog-header's instruction count did not rise with it (RESULTS.md).
    static func release() {
        let face = cairo_user_font_face_create()
        defer { cairo_font_face_destroy(face) }
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        guard cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS,
              cairo_font_options_status(options) == CAIRO_STATUS_SUCCESS else { return }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        // Each size makes a font of its own (a font is found again by face, matrices and
        // options), and this face is new, so none of them is already held over. One more than
        // the holdovers: Cairo also keeps the most recently made font referenced, and lets it
        // go (into the holdovers) only when the next one is made.
        for size in 1...(count + 1) {
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(size), Double(size))
            let font = cairo_scaled_font_create(face, &matrix, &identity, options)
            let status = cairo_scaled_font_status(font)
            cairo_scaled_font_destroy(font)
            // Out of memory: nothing more to gain, and the fonts held over stay valid.
            guard status == CAIRO_STATUS_SUCCESS else { return }
        }
    }
}
