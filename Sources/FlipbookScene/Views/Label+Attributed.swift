import FlipbookRender

public extension Label {
    /// As UILabel: the text with its runs of attributes (AttributedText.swift); the label's
    /// `font` and `textColor` apply where no run says otherwise. Setting it sets `text` to its
    /// string, and, as UIKit documents, the label's `font`, `textColor`, `textAlignment`,
    /// `lineBreakMode` and shadow to the attributes at location 0
    /// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext). Setting `text`
    /// drops it.
    var attributedText: AttributedText? {
        get { storedAttributedText }
        set {
            let copy = newValue.map { AttributedText(attributedString: $0) }
            text = copy?.string
            storedAttributedText = copy
            if let copy, copy.length > 0 { adoptAttributes(atStartOf: copy) }
            setNeedsLayout()
        }
    }
}

extension Label {
    /// The run `drawContent` draws: the attributed runs (their `NSShadow`s among them), the
    /// label's own shadow, and the font shrunk to fit.
    func applyFitAndAttributes(to run: inout TextRun) {
        run.shadow = shadowColor.map { TextShadow(offset: shadowOffset, color: $0) }
        if let attributed = storedAttributedText, attributed.string == run.text { run.styles = attributed.styles }
        run.font = fittedFont(for: run.text, width: run.frame.width).drawn
    }

    /// The label's own properties from the attributes at the text's start, as UILabel sets them.
    private func adoptAttributes(atStartOf text: AttributedText) {
        if let font = text.value(\.font, at: 0) { self.font = font }
        if let color = text.value(\.color, at: 0) { textColor = color }
        if let paragraph = text.value(\.paragraphStyle, at: 0) {
            textAlignment = paragraph.alignment
            lineBreakMode = paragraph.lineBreakMode
        }
    }
}
