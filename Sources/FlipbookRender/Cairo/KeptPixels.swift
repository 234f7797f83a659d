import CCairo

/// Pixels painted apart from the frame and kept to be composited again, premultiplied ARGB32,
/// `width` per row: what `ScaledImageCache` and `GradientCache` hold.
struct KeptPixels {
    let width: Int, height: Int
    let pixels: [UInt32]

    /// Paints `body` into a cleared `width` × `height` buffer of its own; `what` names the
    /// buffer in Cairo's errors.
    static func paint(width: Int, height: Int, _ what: String, _ body: (OpaquePointer) throws -> Void) throws -> KeptPixels {
        var pixels = [UInt32](repeating: 0, count: width * height)
        try drawIntoPixels(&pixels, width: width, height: height, what, body)
        return KeptPixels(width: width, height: height, pixels: pixels)
    }

    /// Paints the kept pixels over `cr` with their top-left corner at the device pixel
    /// (`left`, `top`); `cr`'s matrix and source are as they were afterwards.
    func composite(into cr: OpaquePointer, left: Double, top: Double, _ what: String) throws {
        try pixels.withUnsafeBytes { buffer in
            // Cairo only reads a source surface; the mutable cast is for its C signature.
            let kept = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(mutating: buffer.baseAddress!).assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
            defer { cairo_surface_destroy(kept) }
            try checkCairo(cairo_surface_status(kept), "wrapping kept \(what)")
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, kept, left, top)
            cairo_paint(cr)
            // Let go of the surface while its pixels are still lent to it: cairo_restore alone
            // would leave the pattern to be freed after `pixels` may have moved.
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            cairo_restore(cr)
        }
    }
}

/// A map kept within a budget of pixels: past it, it starts again. Simpler than least-recently
/// used, and enough where the same entries come back frame after frame (a still icon, an
/// unchanged gradient) and the ones that do not are never asked for again.
struct BoundedEntries<Key: Hashable, Entry> {
    let budget: Int
    private var entries: [Key: Entry] = [:]
    private var kept = 0
    private(set) var hits = 0
    private(set) var misses = 0

    init(budget: Int) { self.budget = budget }

    var count: Int { entries.count }

    /// The entry for `key`, made now by `make` (the entry and its cost in pixels) if it is not kept.
    mutating func entry(for key: Key, make: () throws -> (entry: Entry, cost: Int)) rethrows -> Entry {
        if let entry = entries[key] {
            hits += 1
            return entry
        }
        misses += 1
        let (entry, cost) = try make()
        if kept + cost > budget {
            entries.removeAll(keepingCapacity: true)
            kept = 0
        }
        entries[key] = entry
        kept += cost
        return entry
    }
}
