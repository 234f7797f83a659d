import CCairo

/// Laid-out text blocks (TextBlock.swift) kept between frames on one thread, so a label that
/// shows the same text in frame after frame is shaped once, not once per frame.
///
/// Keyed by everything `PangoTextContext.makeBlock` reads from a run (`TextLayoutRequest`: text,
/// font, frame size, lines, alignment, break mode, attributed styles), and by the linear part of
/// the canvas matrix it is drawn under; not by its colour, shadow or frame origin, which only the
/// painter uses. A changed text is a new key, so a label never draws a
/// stale layout.
///
/// Each matrix (and surface kind) gets a Pango context of its own, updated once: Pango shapes for
/// its context's matrix and lays out every layout of a context again whenever the context is
/// updated, so one shared context, updated per run as a fresh one would be, would lay out every
/// run of every frame again. A kept layout draws exactly what a fresh one would: same text, same
/// settings, same matrix and font options.
///
/// Bounded: past `capacity` layouts or `textCapacity` bytes of their text (a layout's memory
/// grows with its text), the least recently used half is dropped, and a text larger than the
/// whole budget is drawn but not kept; past `contextCapacity` matrices (a continuously scaling
/// view), the least recently used matrix and its layouts. The fonts the layouts hold are bounded
/// by their font map (BoundedFontMap.swift): the cache is dropped with the map it was made on.
/// Pango objects are not thread-safe: one cache belongs to one thread.
final class PangoLayoutCache {
    /// What a Pango context takes from a Cairo context: the canvas matrix without its translation
    /// (Pango zeroes it too), and the surface's kind (its font options).
    struct Matrix: Hashable {
        var xx, yx, xy, yy: Double
        var surfaceType: UInt32
        init(_ m: cairo_matrix_t, surfaceType: cairo_surface_type_t) {
            xx = m.xx; yx = m.yx; xy = m.xy; yy = m.yy; self.surfaceType = surfaceType.rawValue
        }
    }

    struct Key: Hashable {
        var matrix: Matrix
        var request: TextLayoutRequest
    }

    private struct Entry {
        let block: TextBlock
        var lastUse: UInt64
        /// The text's UTF-8 bytes, counted against `textCapacity`.
        let textBytes: Int
    }

    /// The most layouts kept (a few KB each); a frame rarely shows more than a hundred runs.
    let capacity: Int
    /// The most UTF-8 bytes of text the kept layouts may hold between them.
    let textCapacity: Int
    /// The most matrices (Pango contexts) kept.
    let contextCapacity: Int
    private var entries: [Key: Entry] = [:]
    private var contexts: [Matrix: (context: PangoTextContext, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// The UTF-8 bytes of every kept layout's text.
    private(set) var textBytes = 0
    /// Layouts made (misses) and reused (hits) since the cache was made: for tests and benchmarks.
    private(set) var misses = 0, hits = 0

    init(capacity: Int = 1024, textCapacity: Int = 256 * 1024, contextCapacity: Int = 16) {
        self.capacity = max(1, capacity); self.textCapacity = max(1, textCapacity)
        self.contextCapacity = max(1, contextCapacity)
    }

    var count: Int { entries.count }

    /// The block that draws `run` into `cr` under its current matrix, its styles applied, made
    /// (when not kept) on a context of `fontMap`.
    func block(for run: TextRun, drawnInto cr: OpaquePointer, fontMap: BoundedFontMap) throws -> TextBlock {
        clock &+= 1
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let matrix = Matrix(m, surfaceType: cairo_surface_get_type(cairo_get_target(cr)))
        let context = try self.context(for: matrix, drawnInto: cr, fontMap: fontMap)
        let key = Key(matrix: matrix, request: TextLayoutRequest(run))
        if entries[key] != nil {
            entries[key]!.lastUse = clock
            hits += 1
            return entries[key]!.block
        }
        misses += 1
        let block = context.makeBlock(key.request)
        let bytes = run.text.utf8.count
        guard bytes <= textCapacity else { return block }   // drawn, not kept
        if entries.count >= capacity || textBytes + bytes > textCapacity { evictOldestHalf() }
        while textBytes + bytes > textCapacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
        entries[key] = Entry(block: block, lastUse: clock, textBytes: bytes)
        textBytes += bytes
        return block
    }

    /// The context for `matrix`, updated for `cr` once, when made. Updating it again would be a
    /// no-op for its layouts' shapes but not for their cost: `pango_context_set_matrix` counts
    /// as a change even when the matrix is the same, and every layout of the context is then
    /// laid out again on next use.
    private func context(for matrix: Matrix, drawnInto cr: OpaquePointer, fontMap: BoundedFontMap) throws -> PangoTextContext {
        if contexts[matrix] != nil {
            contexts[matrix]!.lastUse = clock
            return contexts[matrix]!.context
        }
        if contexts.count >= contextCapacity,
           let oldest = contexts.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            contexts[oldest] = nil
            for key in entries.keys where key.matrix == oldest { remove(key) }
        }
        let context = try PangoTextContext(fontMap: fontMap, layoutCache: nil)
        pango_cairo_update_context(cr, context.pangoContext)
        contexts[matrix] = (context, clock)
        return context
    }

    private func evictOldestHalf() {
        let byAge = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, _) in byAge.prefix(max(1, byAge.count / 2)) { remove(key) }
    }

    private func remove(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        textBytes -= entry.textBytes
    }
}
