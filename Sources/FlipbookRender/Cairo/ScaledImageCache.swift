import CCairo
import FlipbookSupport

/// Images as Cairo's GOOD filter scaled them, kept across the frames one raster thread draws.
///
/// Scaling down with the GOOD filter is pixman's separable convolution, about 800 instructions
/// a pixel: two 90-point icons cost blog-header 12 % of all its instructions. An icon usually
/// sits still, at one size, for many frames (a collapsed header), so the filtered pixels are
/// kept, keyed by the image, the scale and the fraction of a pixel the image is offset by, and
/// composited at their whole-pixel place instead of being filtered again.
///
/// Every draw the cache can serve goes this way, the first one too, so a frame never depends on
/// what the cache held (which thread drew it, in what order). Filtered apart and composited,
/// a pixel can differ by a level or two from filtering straight into the frame (pixman rounds
/// the two transforms apart); `ScaledImageCacheTests` holds it to two levels.
///
/// Bounded by `maximumPixels` (all entries together); over it the cache starts again. Not
/// Sendable: one per raster thread (`current()`).
final class ScaledImageCache {
    private static let perThread = ThreadLocalObject { ScaledImageCache() }

    /// This thread's cache.
    static func current() -> ScaledImageCache { perThread.current() }

    /// Pixels of all kept images and of the source images they hold, per thread: 2 MB of
    /// ARGB32, a few icons at a few sizes each. Small on
    /// purpose: an image that changes size every frame (a collapsing header's icon) makes a new
    /// entry every frame that is never used again, and each raster thread has a cache.
    static let maximumPixels = 1 << 19
    /// No entry larger than this side: larger images are drawn directly.
    static let maximumSide = 512

    struct Key: Hashable {
        let image: ObjectIdentifier
        let scaleX: Double, scaleY: Double
        /// The image's device origin minus its whole-pixel place.
        let offsetX: Double, offsetY: Double
        let width: Int, height: Int
    }

    /// Filtered pixels, premultiplied ARGB32, `width` per row; the image is held so its
    /// identity cannot be reused by another while the entry exists.
    final class Entry {
        let image: DecodedImage
        let width: Int, height: Int
        let pixels: [UInt32]
        init(image: DecodedImage, width: Int, height: Int, pixels: [UInt32]) {
            (self.image, self.width, self.height, self.pixels) = (image, width, height, pixels)
        }
    }

    private var entries: [Key: Entry] = [:]
    private var pixelsKept = 0
    private(set) var hits = 0
    private(set) var misses = 0

    var count: Int { entries.count }

    /// The entry for `key`, filtered now (`image` drawn through `source`, a surface over its
    /// pixels) if it is not kept yet.
    func entry(for key: Key, image: DecodedImage, source: OpaquePointer) throws -> Entry {
        if let entry = entries[key] {
            hits += 1
            return entry
        }
        misses += 1
        let pixels = try Self.filter(source, key: key)
        let entry = Entry(image: image, width: key.width, height: key.height, pixels: pixels)
        // The entry holds its source image too: a thumbnail of a large photo keeps the photo.
        let cost = pixels.count + image.pixels.count
        if pixelsKept + cost > Self.maximumPixels {
            entries.removeAll(keepingCapacity: true)
            pixelsKept = 0
        }
        entries[key] = entry
        pixelsKept += cost
        return entry
    }

    /// What the GOOD filter makes of `source` over `key.width × key.height` pixels, the image's
    /// origin at (`offsetX`, `offsetY`) scaled by (`scaleX`, `scaleY`): the SOURCE operator, so
    /// each pixel is the filtered value itself, unblended.
    private static func filter(_ source: OpaquePointer, key: Key) throws -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: key.width * key.height)
        try pixels.withUnsafeMutableBytes { buffer in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(key.width), Int32(key.height), Int32(key.width * 4))
            defer { cairo_surface_destroy(surface) }
            try checkCairo(cairo_surface_status(surface), "creating a \(key.width)×\(key.height) image buffer")
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            cairo_translate(cr, key.offsetX, key.offsetY)
            cairo_scale(cr, key.scaleX, key.scaleY)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            try checkCairo(cairo_status(cr), "scaling an image")
            cairo_surface_flush(surface)
        }
        return pixels
    }
}
