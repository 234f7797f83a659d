import FlipbookRender

extension Label {
    /// The font a label draws with under `adjustsFontSizeToFitWidth`, as UILabel: its own when
    /// the text fits, else the largest size (in 1/4 pt steps) at which it fits, never below
    /// `font.size × minimumScaleFactor`; a text that does not fit even then is truncated at that
    /// size. A one-line label fits the width; a multi-line one fits its height within
    /// `numberOfLines` (0: any number) wrapped at its width. A scale factor of 0 (UIKit's
    /// default) never shrinks.
    func fittedFont(for text: String, width: Double) -> Font {
        let font = self.font   // resolved once: the getter reads the scene's text size
        guard adjustsFontSizeToFitWidth, !text.isEmpty, width > 0, width.isFinite,
              minimumScaleFactor > 0, minimumScaleFactor < 1, font.size > 0, font.size.isFinite else { return font }
        // Drawn every frame: the search runs again only when what it depends on changed.
        let key = FitKey(text: text, font: font, width: width, height: bounds.height, lines: numberOfLines,
                         breakMode: lineBreakMode, minimumScaleFactor: minimumScaleFactor)
        if let fitted = fittedFontCache, fitted.key == key { return fitted.font }
        guard let measurer = try? TextMeasurer.current() else { return font }
        let fitted = search(text, font: font, width: width, measurer: measurer)
        fittedFontCache = (key, fitted)
        return fitted
    }

    private func search(_ text: String, font: Font, width: Double, measurer: TextMeasurer) -> Font {
        let height = bounds.height
        func fits(_ size: Double) -> Bool {
            let sized = font.withSize(size)
            if numberOfLines == 1 { return measurer.size(of: text, font: sized).width <= width }
            let all = measurer.size(of: text, font: sized, maxWidth: width, numberOfLines: 0,
                                    lineBreakMode: .byWordWrapping).height
            guard all <= height + 1e-9 else { return false }
            guard numberOfLines > 0 else { return true }
            let shown = measurer.size(of: text, font: sized, maxWidth: width, numberOfLines: numberOfLines,
                                      lineBreakMode: lineBreakMode).height
            return shown >= all - 1e-9
        }
        guard !fits(font.size) else { return font }
        let smallest = font.size * minimumScaleFactor
        // Binary search over quarter points in [smallest, size): text grows with its size. The
        // step count is bounded (a size from an API caller may be anything; Pango draws ≤ 4000 pt).
        var low = 0, high = Int(min(16_000, ((font.size - smallest) * 4).rounded(.up)))   // steps above smallest
        guard fits(smallest) else { return font.withSize(smallest) }
        while high - low > 1 {
            let mid = (low + high) / 2
            if fits(smallest + Double(mid) / 4) { low = mid } else { high = mid }
        }
        return font.withSize(smallest + Double(low) / 4)
    }
}

/// What `fittedFont` depends on: the label's last answer holds while these stay the same.
struct FitKey: Equatable {
    var text: String, font: Font, width: Double, height: Double, lines: Int
    var breakMode: LineBreakMode, minimumScaleFactor: Double
}
