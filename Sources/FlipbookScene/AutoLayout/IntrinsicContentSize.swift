import FlipbookRender

extension View {
    /// "This view has no natural size along this axis", as `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric = -1.0
}

extension Label {
    /// Measures the text as it will be drawn. A label that may wrap (`numberOfLines != 1`) is
    /// measured at `preferredMaxLayoutWidth`, or else at its current width, as UIKit does; the
    /// layout engine re-measures after a pass that changed that width.
    func measuredText() -> TextMetrics? {
        let wraps = numberOfLines != 1
        let width: Double? = wraps ? (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth
                                      : (bounds.width > 0 ? Double(bounds.width) : nil)) : nil
        return measuredText(wrappingAt: width)
    }

    /// The text measured as drawn, wrapping at `width` (nil: one unbounded line per paragraph).
    func measuredText(wrappingAt width: Double?) -> TextMetrics? {
        let text = shownText
        guard !text.isEmpty else { return nil }
        let styles = storedAttributedText?.string == text ? storedAttributedText?.styles ?? [] : []
        let key = MeasureKey(text: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                             styles: styles)
        if let cached = measureCache, cached.key == key { return cached.metrics }
        guard let measurer = try? TextMeasurer.current() else { return nil }
        let metrics = measurer.metrics(of: text, font: font, maxWidth: width, numberOfLines: numberOfLines,
                                       lineBreakMode: lineBreakMode, styles: styles)
        measureCache = (key, metrics)
        return metrics
    }

    struct MeasureKey: Equatable {
        var text: String, font: Font, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode
        var styles: [TextStyle] = []
    }

    /// The baseline's distance from the label's vertical centre (text is centred in a label).
    func baselineOffsetFromCenter(last: Bool) -> Double? {
        guard let m = measuredText() else { return nil }
        return (last ? m.lastBaseline : m.firstBaseline) - m.size.height / 2
    }
}
