import FlipbookRender

/// Frame-to-frame cropping for GIF (`ChangedArea`), compared on the unquantized `source` colours.
///
/// Outside the rectangle the GIF keeps showing earlier frames' pixels. Those pixels had the same
/// source colour, so what is shown there is that colour quantized by an earlier frame's palette:
/// exact when that frame had ≤ 256 colours, within the same quantization error otherwise, and
/// free of the flicker that re-quantizing static text with a new palette every frame would cause.
struct GIFChangedArea {
    private var area = ChangedArea()

    /// What changed in a frame: the rectangle to write (nil when nothing changed) and the
    /// previous frame's source colours (nil for the first frame), which `GIFImageBlock` needs to
    /// mark unchanged pixels inside the rectangle.
    struct Change: Sendable {
        var rect: PixelRect?
        var previous: [UInt32]?
    }

    /// Compares `frame` with the one before and remembers it. The first frame (or one of a new
    /// size) is the full frame. `frame.source` must hold `width × height` colours.
    mutating func change(for frame: GIFPreparedFrame) -> Change {
        let old = area.previousPixels(count: frame.width * frame.height, width: frame.width)
        return Change(rect: area.change(to: frame.source, width: frame.width), previous: old)
    }

    /// The rectangle to write for `frame` (nil when identical to the previous frame); remembers it.
    mutating func update(with frame: GIFPreparedFrame) -> PixelRect? {
        area.change(to: frame.source, width: frame.width)
    }
}
