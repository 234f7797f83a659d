import FlipbookRender

extension Label {
    /// The font a one-line label draws with under `adjustsFontSizeToFitWidth`: its own when the
    /// text fits the width, else the largest size (in steps of 1/4 pt from the proportional
    /// guess) at which it fits, never below `font.size × minimumScaleFactor`; a text that does
    /// not fit even then is truncated at that size, as UILabel does. Multi-line labels and a
    /// scale factor of 0 (UIKit's default: no shrinking) keep the font.
    func fittedFont(for text: String, width: Double) -> Font {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, !text.isEmpty, width > 0, width.isFinite,
              minimumScaleFactor > 0, minimumScaleFactor < 1, font.size > 0,
              let measurer = try? TextMeasurer() else { return font }
        func widthAt(_ size: Double) -> Double { measurer.size(of: text, font: font.withSize(size)).width }
        let full = widthAt(font.size)
        guard full > width, full > 0 else { return font }
        let smallest = font.size * minimumScaleFactor
        // Text width grows almost linearly with the size: start there, then step down until it fits.
        var size = max(smallest, (font.size * width / full * 4).rounded(.down) / 4)
        var steps = 0
        while size > smallest, widthAt(size) > width, steps < 64 {
            size = max(smallest, size - 0.25)
            steps += 1
        }
        return font.withSize(size)
    }
}
