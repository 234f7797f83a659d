import FlipbookRender

/// Images made for people reviewing a failure.
public enum DiffArtifacts {
    /// Pixels between panels.
    public static let gap = 8
    /// The height of the band above the panels holding their names ("golden", "actual",
    /// "difference"): its text grows with the widest panel (14…32 px), so a 3x frame's labels stay legible.
    public static func labelHeight(widestPanel: Int) -> Int { Int((labelFontSize(widestPanel: widestPanel) * 1.75).rounded()) }

    static func labelFontSize(widestPanel: Int) -> Double { min(32, max(14, Double(widestPanel) / 32)) }
    /// Fills the gaps and pads the smaller panels: a mid grey, distinct from both white UI and
    /// the diff image's faded grey, so the panel edges stay visible.
    public static let background: UInt32 = 0xFF80_8080
    /// The panels' names, left to right, as drawn in the label band.
    public static let labels = ["golden", "actual", "difference"]

    /// golden | actual | diff, side by side under their names, with a few pixels of gap (sizes may differ: pad).
    ///
    /// The first `labelHeight(widestPanel:)` rows name each panel, so a strip pasted into a chat or a PR
    /// still says which side is which. Panels are top-aligned below the labels; a smaller panel is
    /// padded with `background` on the right and below. Semi-transparent pixels are copied as they
    /// are (premultiplied), so they show over nothing. A label that cannot be drawn (no fonts) is
    /// left blank: the strip is made when something already failed.
    ///
    /// ```swift
    /// let strip = DiffArtifacts.sideBySide(expected: golden, actual: frame, diff: result.diffImage)
    /// try AtomicFile.write(PNGEncoder.encode(strip), to: folder.appendingPathComponent("0010-side-by-side.png"))
    /// ```
    public static func sideBySide(expected: RasterFrame, actual: RasterFrame, diff: RasterFrame?) -> RasterFrame {
        let panels = [expected, actual] + (diff.map { [$0] } ?? [])
        let panelHeight = panels.map(\.height).max() ?? 0
        let width = panels.map(\.width).reduce(0, +) + gap * (panels.count - 1)
        guard width > 0, panelHeight > 0 else { return RasterFrame(width: 0, height: 0, pixels: []) }
        let widest = panels.map(\.width).max() ?? 0
        let band = labelHeight(widestPanel: widest)
        let height = panelHeight + band
        var strip = RasterFrame(width: width, height: height, pixels: [UInt32](repeating: background, count: width * height))
        var left = 0
        for (k, panel) in panels.enumerated() {
            if panel.width > 0, let label = try? label(labels[k], width: panel.width, widestPanel: widest) {
                paste(label, into: &strip, x: left, y: 0)
            }
            paste(panel, into: &strip, x: left, y: band)
            left += panel.width + gap
        }
        return strip
    }

    /// Copies `panel` into `strip` with its top-left corner at (x, y); both fit by construction.
    private static func paste(_ panel: RasterFrame, into strip: inout RasterFrame, x: Int, y: Int) {
        let width = strip.width
        strip.pixels.withUnsafeMutableBufferPointer { out in
            panel.pixels.withUnsafeBufferPointer { src in
                for row in 0..<panel.height {
                    let start = (y + row) * width + x
                    let target = UnsafeMutableBufferPointer(rebasing: out[start..<(start + panel.width)])
                    _ = target.update(fromContentsOf: src[(row * panel.width)..<((row + 1) * panel.width)])
                }
            }
        }
    }

    /// One panel's name, white on the strip's grey, drawn with the project's fonts (Inter).
    private static func label(_ text: String, width: Int, widestPanel: Int) throws -> RasterFrame {
        let font = labelFontSize(widestPanel: widestPanel), height = Double(labelHeight(widestPanel: widestPanel))
        let size = Size(width: Double(width), height: height)
        let run = TextRun(text: text, font: .systemFont(ofSize: font, weight: .semibold), color: .white,
                          frame: Rect(x: 0, y: (height - font * 1.25) / 2, width: Double(width), height: font * 1.25),
                          alignment: .center, numberOfLines: 1)
        return try Rasterizer().render(DisplayList(size: size, scale: 1, background: Color(white: 128 / 255), ops: [
            .beginGroup(Group(transform: .identity)), .text(run), .endGroup,
        ]))
    }
}
