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

    /// Filtered pixels; the image is held so its identity cannot be reused by another while the
    /// entry exists.
    struct Entry {
        let image: DecodedImage
        let kept: KeptPixels
    }

    private var entries = BoundedEntries<Key, Entry>(budget: maximumPixels)
    var hits: Int { entries.hits }
    var misses: Int { entries.misses }
    var count: Int { entries.count }

    /// The entry for `key`, filtered now (`image` drawn through `source`, a surface over its
    /// pixels) if it is not kept yet.
    func entry(for key: Key, image: DecodedImage, source: OpaquePointer) throws -> Entry {
        try entries.entry(for: key) {
            let kept = try Self.filter(source, key: key)
            // The entry holds its source image too: a thumbnail of a large photo keeps the photo.
            return (Entry(image: image, kept: kept), kept.pixels.count + image.pixels.count)
        }
    }

    /// What the GOOD filter makes of `source` over `key.width × key.height` pixels, the image's
    /// origin at (`offsetX`, `offsetY`) scaled by (`scaleX`, `scaleY`): the SOURCE operator, so
    /// each pixel is the filtered value itself, unblended.
    private static func filter(_ source: OpaquePointer, key: Key) throws -> KeptPixels {
        try KeptPixels.paint(width: key.width, height: key.height, "image") { cr in
            cairo_translate(cr, key.offsetX, key.offsetY)
            cairo_scale(cr, key.scaleX, key.scaleY)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
    }
}
