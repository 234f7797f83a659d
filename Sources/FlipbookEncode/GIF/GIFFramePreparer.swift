import FlipbookPipeline
import FlipbookRender

/// The parallel half of `GIFSink`: flattens a frame onto white and quantizes it to ≤ 256 colours.
/// Pure and stateless, so the drive loop runs it on several frames at once.
///
/// ```swift
/// let preparer = GIFFramePreparer()
/// let prepared = try preparer.prepare(frame, index: 0)   // palette + indices, ready to write
/// ```
///
/// Frames with at most 256 distinct colours (after compositing over white) are reproduced
/// exactly; richer frames get a median-cut palette refined by k-means (see `GIFQuantizer`),
/// mapped with the chosen `GIFDithering`.
public struct GIFFramePreparer: FramePreparer, Sendable {
    /// GIF stores sizes in 16 bits.
    public static let maximumSide = 65_535

    /// How frames with more than 256 colours are mapped onto their palette.
    public let dithering: GIFDithering

    public init(dithering: GIFDithering = .none) {
        self.dithering = dithering
    }

    public func prepare(_ frame: Frame) throws -> GIFPreparedFrame {
        try prepare(frame.raster(), index: frame.step.index)
    }

    public func prepare(_ frame: RasterFrame, index: Int) throws -> GIFPreparedFrame {
        guard frame.width > 0, frame.height > 0 else {
            throw GIFError.invalidFrame(index: index, reason: "empty frame \(frame.width)x\(frame.height)",
                                        path: "(GIFFramePreparer)")
        }
        guard frame.width <= Self.maximumSide, frame.height <= Self.maximumSide else {
            throw GIFError.invalidFrame(index: index,
                                        reason: "\(frame.width)x\(frame.height) exceeds GIF's 65535 limit",
                                        path: "(GIFFramePreparer)")
        }
        let opaque = GIFOpaqueFlattening.flatten(frame)
        let (palette, indices, isExact) = GIFQuantizer.quantize(opaque, width: frame.width, dithering: dithering)
        return GIFPreparedFrame(width: frame.width, height: frame.height, palette: palette, indices: indices,
                                source: opaque, isExact: isExact)
    }
}
