import FlipbookPipeline
import FlipbookRender

/// The flipbook's per-frame work on the parallel stage: the frame's pixels, a fingerprint of
/// each row (so the ordered half only looks rows up) and the offset its trace record holds.
///
/// ```swift
/// let prepared = try HTMLFlipbookPreparer().prepare(frame)
/// prepared.rowKeys.count == prepared.raster.height   // true
/// ```
public struct HTMLFlipbookPreparer: FramePreparer {
    public init() {}

    public struct Prepared: Sendable {
        let raster: RasterFrame
        let rowKeys: [RowKey]
        let offset: Point?
    }

    public func prepare(_ frame: Frame) throws -> Prepared {
        let raster = try frame.raster()
        return Prepared(raster: raster, rowKeys: RowKey.keys(of: raster),
                        offset: FlipbookCaption.offset(in: frame.trace))
    }
}
