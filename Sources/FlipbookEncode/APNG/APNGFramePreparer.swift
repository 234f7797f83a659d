import FlipbookPipeline
import FlipbookRender

/// The parallel half of `APNGSink`: the frame's pixels and whether they are all opaque (which
/// decides RGB or RGBA). What a frame stores depends on the frame before it, so the rest (the
/// changed rectangle, then its compression) happens in order, in the sink.
///
/// ```swift
/// let prepared = try APNGFramePreparer().prepare(frame)
/// prepared.isOpaque     // true for every frame of a scene (screens have a background)
/// ```
public struct APNGFramePreparer: FramePreparer {
    public init() {}

    public func prepare(_ frame: Frame) throws -> APNGPreparedFrame {
        let raster = try frame.raster()
        return APNGPreparedFrame(raster: raster, isOpaque: PNGScanlines.isOpaque(raster.pixels))
    }
}

/// A frame on its way into an APNG: Cairo's premultiplied ARGB pixels, and whether every one is opaque.
public struct APNGPreparedFrame: Sendable {
    public let raster: RasterFrame
    public let isOpaque: Bool
}
