import FlipbookRender

public extension TableViewCell {
    /// As `UITableViewCell.SelectionStyle`: `.default` and `.gray` show UIKit's grey
    /// (systemGray4, #D1D1D6), `.blue` too since iOS 7; `.none` shows nothing.
    enum SelectionStyle: String, Sendable, CaseIterable {
        case none, blue, gray, `default`
    }

    /// The colour of the selection background UIKit draws for `style`, nil for `.none`.
    static func selectionColor(for style: SelectionStyle) -> Color? {
        style == .none ? nil : Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
    }
}

extension TableViewCell {
    /// Shows or hides the selection background: a full-bleed view under the content view.
    func updateSelectionBackground() {
        let color = isSelected || isHighlighted ? Self.selectionColor(for: selectionStyle) : nil
        guard let color else {
            selectionBackground.removeFromSuperview()
            return
        }
        selectionBackground.backgroundColor = color
        selectionBackground.frame = bounds
        if selectionBackground.superview !== self { insertSubview(selectionBackground, at: 0) }
    }
}
