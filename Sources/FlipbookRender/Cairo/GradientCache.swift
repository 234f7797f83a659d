import CCairo
import FlipbookSupport

/// Gradient fills as Cairo painted them, kept across the frames one raster thread draws, so a
/// gradient or conic layer that does not change costs a copy per frame, not a shading: a conic
/// mesh is about 75 ns a pixel in pixman, a 358 × 110 pt card at 2x 12 ms (flipbook-bench's
/// layer row). Keyed by the gradient, the shape, the device matrix's scale and rotation and the
/// fraction of a pixel the shape is offset by, so a layer that scrolls by whole pixels hits.
///
/// As with `ScaledImageCache`, every fill the cache can serve goes through it, the first one
/// too, so a frame never depends on what the cache held; filled apart and composited, a pixel
/// may differ by a level from filling straight into the frame.
///
/// Bounded by `maximumPixels` per thread (over it the cache starts again); fills wider or taller
/// than `maximumSide` pixels are painted directly. Not Sendable: one per raster thread.
final class GradientCache {
    private static let perThread = ThreadLocalObject { GradientCache() }
    static func current() -> GradientCache { perThread.current() }

    /// 16 MB of ARGB32 per raster thread: a few full-screen backgrounds, or dozens of cards.
    static let maximumPixels = 1 << 22
    static let maximumSide = 4096

    struct Key: Hashable {
        let gradient: Gradient
        let shape: Shape
        let xx: Double, yx: Double, xy: Double, yy: Double
        let offsetX: Double, offsetY: Double
        let width: Int, height: Int
    }

    final class Entry {
        let width: Int, height: Int
        let pixels: [UInt32]
        init(width: Int, height: Int, pixels: [UInt32]) { (self.width, self.height, self.pixels) = (width, height, pixels) }
    }

    private var entries: [Key: Entry] = [:]
    private var pixelsKept = 0
    private(set) var hits = 0
    private(set) var misses = 0

    /// The kept fill for `key`, painted now by `paint` (into a context whose matrix is the
    /// painter's, moved to the entry's corner) if it is not kept yet.
    func entry(for key: Key, paint: (OpaquePointer) throws -> Void) throws -> Entry {
        if let entry = entries[key] { hits += 1; return entry }
        misses += 1
        var pixels = [UInt32](repeating: 0, count: key.width * key.height)
        try pixels.withUnsafeMutableBytes { buffer in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(key.width), Int32(key.height), Int32(key.width * 4))
            defer { cairo_surface_destroy(surface) }
            try checkCairo(cairo_surface_status(surface), "creating a \(key.width)×\(key.height) gradient buffer")
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            var m = cairo_matrix_t(xx: key.xx, yx: key.yx, xy: key.xy, yy: key.yy, x0: key.offsetX, y0: key.offsetY)
            cairo_set_matrix(cr, &m)
            try paint(cr)
            try checkCairo(cairo_status(cr), "painting a gradient")
            cairo_surface_flush(surface)
        }
        let entry = Entry(width: key.width, height: key.height, pixels: pixels)
        if pixelsKept + pixels.count > Self.maximumPixels {
            entries.removeAll(keepingCapacity: true)
            pixelsKept = 0
        }
        entries[key] = entry
        pixelsKept += pixels.count
        return entry
    }
}

extension CairoPainter {
    /// Fills `shape` with `gradient` through this thread's `GradientCache` when drawing into a
    /// raster canvas of its own; true when it did (false: the caller paints directly).
    func fillKept(_ shape: Shape, with gradient: Gradient) throws -> Bool {
        guard placement == nil else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let r = shape.bounds
        let corners = [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)].map { c -> (Double, Double) in
            (m.xx * c.0 + m.xy * c.1 + m.x0, m.yx * c.0 + m.yy * c.1 + m.y0)
        }
        let left = (corners.map(\.0).min()! - 1).rounded(.down), top = (corners.map(\.1).min()! - 1).rounded(.down)
        let right = (corners.map(\.0).max()! + 1).rounded(.up), bottom = (corners.map(\.1).max()! + 1).rounded(.up)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, abs(left) < 1e9, abs(top) < 1e9,
              right - left >= 1, bottom - top >= 1,
              right - left <= Double(GradientCache.maximumSide), bottom - top <= Double(GradientCache.maximumSide) else { return false }
        let key = GradientCache.Key(gradient: gradient, shape: shape, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy,
                                    offsetX: m.x0 - left, offsetY: m.y0 - top,
                                    width: Int(right - left), height: Int(bottom - top))
        let entry = try GradientCache.current().entry(for: key) { kc in
            try CairoPainter(cr: kc, scale: scale, text: text).fillDirectly(shape, with: gradient)
        }
        try entry.pixels.withUnsafeBytes { buffer in
            // Cairo only reads a source surface; the mutable cast is for its C signature.
            let kept = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(mutating: buffer.baseAddress!).assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_ARGB32, Int32(entry.width), Int32(entry.height), Int32(entry.width * 4))
            defer { cairo_surface_destroy(kept) }
            try checkCairo(cairo_surface_status(kept), "wrapping a kept gradient")
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, kept, left, top)
            cairo_paint(cr)
            // Let go of the surface while its pixels are still lent to it.
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            cairo_restore(cr)
        }
        return true
    }
}
