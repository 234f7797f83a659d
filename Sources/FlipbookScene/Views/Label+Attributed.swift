import FlipbookRender

public extension Label {
    /// As UILabel: the text with its runs of font, colour and kern, drawn through Pango
    /// attributes; the label's `font` and `textColor` apply where no run says otherwise.
    /// Setting it sets `text` to its string; setting `text` drops it.
    var attributedText: AttributedText? {
        get { storedAttributedText }
        set {
            let copy = newValue.map { AttributedText(attributedString: $0) }
            text = copy?.string ?? ""
            storedAttributedText = copy
            setNeedsLayout()
        }
    }
}

extension Label {
    /// The run `drawContent` draws: the attributed runs, and the font shrunk to fit.
    func applyFitAndAttributes(to run: inout TextRun) {
        if let attributed = storedAttributedText, attributed.string == run.text { run.styles = attributed.styles }
        run.font = fittedFont(for: run.text, width: run.frame.width).drawn
    }
}
