import Synchronization
import XCTest
@testable import FlipbookRender
import CCairo

/// Fonts nobody holds are freed by `ScaledFontHoldovers.release()` (Cairo would keep 256 of them
/// with their glyphs), fonts still held are not, and a thread's renewed font map leaves none of
/// its fonts behind. A font's end is seen through Cairo's own user-data destructor.
final class ScaledFontHoldoversTests: XCTestCase {
    /// Attached to a scaled font; Cairo calls `freed` when it frees the font.
    private final class Watch {
        /// Atomic: the last reference may go on Pango's fontconfig thread.
        private let done = Atomic(false)
        var freed: Bool { done.load(ordering: .sequentiallyConsistent) }
        func markFreed() { done.store(true, ordering: .sequentiallyConsistent) }
        let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
        deinit { key.deallocate() }

        func attach(to font: OpaquePointer) throws {
            let box = Unmanaged.passRetained(self).toOpaque()
            let status = cairo_scaled_font_set_user_data(font, key, box) { box in
                guard let box else { return }
                Unmanaged<Watch>.fromOpaque(box).takeRetainedValue().markFreed()
            }
            guard status == CAIRO_STATUS_SUCCESS else {
                Unmanaged<Watch>.fromOpaque(box).release()
                throw XCTSkip("cairo_scaled_font_set_user_data failed: \(status)")
            }
        }
    }

    /// A scaled font of a fresh user font face at `size` (no other test makes it).
    private func userFont(size: Double) throws -> OpaquePointer {
        let face = cairo_user_font_face_create()
        defer { cairo_font_face_destroy(face) }
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        var matrix = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, size, size)
        cairo_matrix_init_identity(&identity)
        let font = try XCTUnwrap(cairo_scaled_font_create(face, &matrix, &identity, options))
        XCTAssertEqual(cairo_scaled_font_status(font), CAIRO_STATUS_SUCCESS)
        return font
    }

    func testReleasedFontIsFreedOnlyWhenHoldoversAreReleased() throws {
        let font = try userFont(size: 977.5)
        let watch = Watch()
        try watch.attach(to: font)
        cairo_scaled_font_destroy(font)
        // The premise: Cairo keeps a font nobody holds (this is what made memory grow).
        XCTAssertFalse(watch.freed, "Cairo freed a released font at once; holdovers are gone")
        ScaledFontHoldovers.release()
        XCTAssertTrue(watch.freed, "still held over after release()")
    }

    func testFontStillHeldIsKeptAndWorks() throws {
        let font = try userFont(size: 611.25)
        let watch = Watch()
        try watch.attach(to: font)
        ScaledFontHoldovers.release()
        XCTAssertFalse(watch.freed, "a font with a holder was freed")
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(font, &extents)
        XCTAssertEqual(cairo_scaled_font_status(font), CAIRO_STATUS_SUCCESS)
        cairo_scaled_font_destroy(font)
        ScaledFontHoldovers.release()
        XCTAssertTrue(watch.freed)
    }

    /// The font of a map this thread has renewed is gone, glyphs and all, by the next renewal,
    /// without waiting for 256 other fonts to be released after it.
    func testRenewedMapLeavesNoFontBehind() throws {
        let state = try ThreadTextContext.state()
        // A map of this test's own: earlier tests may hold contexts (and so the map) they made.
        var size = 22.0
        try renewOnce(state, size: &size)
        let watch = try watchFontOfThisThreadsMap(Font.systemFont(ofSize: 93.25, weight: .bold))
        XCTAssertFalse(watch.freed, "the map still holds the font")
        // Pango's own fontconfig thread may hold the map a moment past its renewal, so the font
        // can reach the holdovers after that renewal's release; a later renewal's frees it.
        // Without the releases it would stay held over for 256 more fonts, more than these
        // renewals release (4 × ~17).
        var renewals = 0
        while !watch.freed, renewals < 4 {
            try renewOnce(state, size: &size)
            renewals += 1
        }
        XCTAssertTrue(watch.freed, "the renewed map's font is still held over after \(renewals) renewals")
    }

    /// Draws titles of new sizes (from `size` on) until this thread's font map is renewed.
    private func renewOnce(_ state: ThreadTextContext.State, size: inout Double) throws {
        let renewalsBefore = state.renewals
        let limit = size + Double(4 * BoundedFontMap.largestCapacity)
        while state.renewals == renewalsBefore, size < limit {
            let run = TextRun(text: "AlexandreFreire", font: .systemFont(ofSize: size, weight: .bold), color: .black,
                              frame: Rect(x: 0, y: 0, width: 200, height: 60), alignment: .center)
            _ = try Rasterizer().render(DisplayList(size: Size(width: 200, height: 60), scale: 1, background: .white,
                                                    ops: [.text(run)]))
            size += 0.25
        }
        XCTAssertGreaterThan(state.renewals, renewalsBefore, "no renewal up to \(size) pt")
    }

    /// Loads `font` from this thread's current map (where the map keeps it) and watches its
    /// Cairo font; nothing of the test holds the font or the map afterwards.
    private func watchFontOfThisThreadsMap(_ font: Font) throws -> Watch {
        let map = try ThreadTextContext.fontMap()
        let context = try XCTUnwrap(pango_font_map_create_context(map.map))
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = try XCTUnwrap(pango_font_description_new())
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.numericWeight)))
        let pangoFont = try XCTUnwrap(pango_font_map_load_font(map.map, context, description))
        defer { g_object_unref(UnsafeMutableRawPointer(pangoFont)) }
        let watch = Watch()
        try watch.attach(to: try XCTUnwrap(pango_cairo_font_get_scaled_font(OpaquePointer(pangoFont))))
        return watch
    }
}
