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

    private var entries = BoundedEntries<Key, KeptPixels>(budget: maximumPixels)
    var hits: Int { entries.hits }
    var misses: Int { entries.misses }

    /// The kept fill for `key`, painted now by `paint` (into a context whose matrix is the
    /// painter's, moved to the entry's corner) if it is not kept yet.
    func entry(for key: Key, paint: (OpaquePointer) throws -> Void) throws -> KeptPixels {
        try entries.entry(for: key) {
            let kept = try KeptPixels.paint(width: key.width, height: key.height, "gradient") { cr in
                var m = cairo_matrix_t(xx: key.xx, yx: key.yx, xy: key.xy, yy: key.yy, x0: key.offsetX, y0: key.offsetY)
                cairo_set_matrix(cr, &m)
                try paint(cr)
            }
            return (kept, kept.pixels.count)
        }
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
        try entry.composite(into: cr, left: left, top: top, "gradient")
        return true
    }
}
