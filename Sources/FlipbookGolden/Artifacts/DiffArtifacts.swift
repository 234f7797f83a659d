import FlipbookRender

/// Images made for people reviewing a failure.
public enum DiffArtifacts {
    /// Pixels between panels.
    public static let gap = 8
    /// Fills the gaps and pads the smaller panels: a mid grey, distinct from both white UI and
    /// the diff image's faded grey, so the panel edges stay visible.
    public static let background: UInt32 = 0xFF80_8080

    /// golden | actual | diff, side by side, with a few pixels of gap (sizes may differ: pad).
    ///
    /// Panels are top-aligned; a smaller panel is padded with `background` on the right and below.
    /// Semi-transparent pixels are copied as they are (premultiplied), so they show over nothing.
    ///
    /// ```swift
    /// let strip = DiffArtifacts.sideBySide(expected: golden, actual: frame, diff: result.diffImage)
    /// try AtomicFile.write(PNGEncoder.encode(strip), to: folder.appendingPathComponent("0010-side-by-side.png"))
    /// ```
    public static func sideBySide(expected: RasterFrame, actual: RasterFrame, diff: RasterFrame?) -> RasterFrame {
        let panels = [expected, actual] + (diff.map { [$0] } ?? [])
        let height = panels.map(\.height).max() ?? 0
        let width = panels.map(\.width).reduce(0, +) + gap * (panels.count - 1)
        var pixels = [UInt32](repeating: background, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            var left = 0
            for panel in panels {
                panel.pixels.withUnsafeBufferPointer { src in
                    for y in 0..<panel.height {
                        let row = UnsafeMutableBufferPointer(rebasing: out[(y * width + left)..<(y * width + left + panel.width)])
                        _ = row.update(fromContentsOf: src[(y * panel.width)..<((y + 1) * panel.width)])
                    }
                }
                left += panel.width + gap
            }
        }
        return RasterFrame(width: width, height: height, pixels: pixels)
    }
}
