import FlipbookRender

extension Label {
    /// The font a label draws with under `adjustsFontSizeToFitWidth`, as UILabel: its own when
    /// the text fits, else the largest size (in 1/4 pt steps) at which it fits, never below
    /// `font.size × minimumScaleFactor`; a text that does not fit even then is truncated at that
    /// size. A one-line label fits the width; a multi-line one fits its height within
    /// `numberOfLines` (0: any number) wrapped at its width. A scale factor of 0 (UIKit's
    /// default) never shrinks.
    func fittedFont(for text: String, width: Double) -> Font {
        guard adjustsFontSizeToFitWidth, !text.isEmpty, width > 0, width.isFinite,
              minimumScaleFactor > 0, minimumScaleFactor < 1, font.size > 0,
              let measurer = try? TextMeasurer() else { return font }
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
        // Binary search over quarter points in [smallest, size): text grows with its size.
        var low = 0, high = Int(((font.size - smallest) * 4).rounded(.up))   // steps above smallest
        guard fits(smallest) else { return font.withSize(smallest) }
        while high - low > 1 {
            let mid = (low + high) / 2
            if fits(smallest + Double(mid) / 4) { low = mid } else { high = mid }
        }
        return font.withSize(smallest + Double(low) / 4)
    }
}
