import CCairo
import Foundation
import FlipbookSupport

/// Each thread's text state: a font map of its own (`BoundedFontMap`), the raster context with
/// its `PangoLayoutCache`, and the layout code's measuring context, made on first use and kept
/// until the thread ends, so frames drawn on one thread reuse the layouts of the frames before.
///
/// Bounded: once the thread's font map has served `BoundedFontMap.defaultCapacity` distinct
/// fonts, the next `current()`, `measuring()` or `fontMap()` replaces the map and both contexts
/// (and so the layouts and fonts they kept) with fresh ones, and lets Cairo free the fonts
/// released (`ScaledFontHoldovers`). A context already handed out keeps
/// working on the old map until dropped; Pango frees the map with its last user.
///
/// Thread-local storage (`ThreadLocalObject`) keeps every Pango object on the thread that made
/// it, and releases the state when the thread exits.
enum ThreadTextContext {
    /// One thread's state. Only ever touched by its own thread.
    final class State {
        private(set) var fontMap: BoundedFontMap
        private var raster: PangoTextContext?
        private var measuring: PangoTextContext?
        /// Font maps replaced on this thread (for tests and benchmarks).
        private(set) var renewals = 0
        /// Contexts and maps asked for since the map was last replaced.
        private var asksSinceRenewal = 0

        init() throws { fontMap = try BoundedFontMap() }

        /// Swaps a spent font map for a fresh one, dropping the contexts made on it.
        func renewIfSpent() throws {
            asksSinceRenewal += 1
            if fontMap.isOutdated, !fontMap.isSpent {
                // Fonts were registered: a map of the same size on the new configuration.
                fontMap = try BoundedFontMap(capacity: fontMap.capacity, previous: fontMap.uses)
                raster = nil
                measuring = nil
                return
            }
            guard fontMap.isSpent else { return }
            // A map spent within a frame or two, or mostly on fonts its predecessor had served
            // too, belongs to a scene with more fonts of its own than the map holds: its successor
            // gets twice the room (up to a limit), so the scene does not lose its map and every
            // layout again and again. One spent on new fonts (a title through many sizes) is
            // followed by a map of the usual size.
            let grow = asksSinceRenewal <= 2 || fontMap.wasSpentOnRecurringFonts
            let capacity = grow ? min(BoundedFontMap.largestCapacity, 2 * fontMap.capacity) : BoundedFontMap.defaultCapacity
            asksSinceRenewal = 0
            fontMap = try BoundedFontMap(capacity: capacity, previous: fontMap.uses)
            raster = nil
            measuring = nil
            renewals += 1
            // The old map's fonts are released unless a context still holds the map (one handed
            // out, or Pango's fontconfig thread for a moment): Cairo would keep 256 of them with
            // their glyphs. Fonts released later are freed by the next renewal.
            ScaledFontHoldovers.release()
        }

        func rasterContext() throws -> PangoTextContext {
            try renewIfSpent()
            if let raster { return raster }
            let made = try PangoTextContext(fontMap: fontMap, layoutCache: PangoLayoutCache())
            raster = made
            return made
        }

        func measuringContext() throws -> PangoTextContext {
            try renewIfSpent()
            if let measuring { return measuring }
            let made = try PangoTextContext(fontMap: fontMap, layoutCache: nil)
            measuring = made
            return made
        }

        func currentFontMap() throws -> BoundedFontMap {
            try renewIfSpent()
            return fontMap
        }
    }

    /// Nil slot (no thread-local key left in the process): every call gets state of its own,
    /// as before layouts were kept.
    private static let perThread = ThreadLocalObject { try State() }

    /// This thread's raster context with its layout cache.
    static func current() throws -> PangoTextContext { try state().rasterContext() }

    /// This thread's context for measuring text (no layout cache; apart from the raster one, so
    /// measuring never touches the raster's cache or its matrices).
    static func measuring() throws -> PangoTextContext { try state().measuringContext() }

    /// This thread's font map, for contexts of their own (vector pages, `TextMeasurer()`).
    static func fontMap() throws -> BoundedFontMap { try state().currentFontMap() }

    /// This thread's state, made on first use.
    static func state() throws -> State { try perThread.current() }
}
