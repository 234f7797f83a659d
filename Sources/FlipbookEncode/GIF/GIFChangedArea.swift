import FlipbookRender

/// Frame-to-frame cropping for GIF (`ChangedArea`), compared on the unquantized `source` colours.
///
/// Outside the rectangle the GIF keeps showing earlier frames' pixels. Those pixels had the same
/// source colour, so what is shown there is that colour quantized by an earlier frame's palette:
/// exact when that frame had ≤ 256 colours, within the same quantization error otherwise, and
/// free of the flicker that re-quantizing static text with a new palette every frame would cause.
///
/// The sink only hands each frame its predecessor's colours, in order (`advance(to:)`, no pixel
/// is read); the comparison itself (`rect(of:since:)`) runs in the frame's compression job, on
/// any core, so the ordered part of the GIF encode stays a few pointer moves per frame.
struct GIFChangedArea {
    private var previous: [UInt32]?
    private var previousWidth = 0

    /// Remembers `frame` as the latest and returns the previous frame's source colours when it
    /// had the same size (nil for the first frame, or one of a new size). Shares the storage.
    mutating func advance(to frame: GIFPreparedFrame) -> [UInt32]? {
        defer { (previous, previousWidth) = (frame.source, frame.width) }
        guard let previous, previous.count == frame.source.count, previousWidth == frame.width else { return nil }
        return previous
    }

    /// The rectangle to write for `frame` (nil when identical to `previous`); the whole frame when
    /// there is no `previous`. `frame.source` must hold `width × height` colours.
    static func rect(of frame: GIFPreparedFrame, since previous: [UInt32]?) -> PixelRect? {
        ChangedArea.rect(from: previous, to: frame.source, width: frame.width)
    }

    /// The rectangle to write for `frame` (nil when identical to the previous frame); remembers it.
    mutating func update(with frame: GIFPreparedFrame) -> PixelRect? {
        Self.rect(of: frame, since: advance(to: frame))
    }
}
