import FlipbookRender

/// How tall a cell wants to be at a given width, for rows whose height is
/// `TableView.automaticDimension` (self-sizing rows, as UIKit's since iOS 11).
///
/// Two ways, as in UIKit:
/// - A cell whose content view holds constraints is measured by Auto Layout: the content view
///   gets the row's width, its height is left free at the lowest priority (UIKit's
///   `fittingSizeLevel`), and what the constraints need is its height; a visible separator
///   adds its hairline, as UIKit adds it under the content view.
/// - A cell that uses the built-in labels is its text's height (and the image's, when taller)
///   plus UIKit's 11 pt above and below, never less than 44 pt. At the Large text size a one-line
///   `.default` cell is 44 pt, as before; at AX3 it grows with its text instead of overlapping.
///
/// ```swift
/// table.rowHeight = TableView.automaticDimension
/// table.estimatedRowHeight = 44
/// scene.contentSizeCategory = .accessibilityExtraLarge
/// table.rectForRow(at: IndexPath(row: 0, section: 0)).height    // 72: a 48 pt line + 2 × 11
/// ```
extension TableViewCell {
    /// UIKit's default cells keep 11 pt between their text and the row's top and bottom edges.
    static let selfSizingVerticalMargin = 11.0

    /// The height for a row `width` wide. The cell must already sit in the table (for the
    /// scene's text size and layout direction); its frame is changed, as the table then places it.
    func selfSizingHeight(width: Double, separatorThickness: Double) -> Double {
        frame = Rect(x: 0, y: 0, width: width, height: TableView.standardRowHeight)
        // Places the built-in labels at this width, so that wrapping ones measure at it.
        setNeedsLayout()
        layoutSubtreeIfNeeded()
        if let fitted = autoLayoutContentHeight() { return fitted + separatorThickness }
        return builtInContentHeight()
    }

    /// The built-in labels' (and image's) height with UIKit's margins, at least 44 pt, rounded
    /// up to a whole point so that rows land on whole pixel rows at every scale.
    func builtInContentHeight() -> Double {
        let title = Self.measuredHeight(textLabel)
        let detail = Self.measuredHeight(detailTextLabel)
        let text: Double = switch style {
        case .default: title
        case .subtitle: title + (title > 0 && detail > 0 ? 2 : 0) + detail
        case .value1: max(title, detail)
        }
        let image = imageView?.image.map { $0.size.height.isFinite ? max(0, $0.size.height) : 0 } ?? 0
        let wanted = (max(text, image) + 2 * Self.selfSizingVerticalMargin).rounded(.up)
        return max(TableView.standardRowHeight, wanted)
    }

    private static func measuredHeight(_ label: Label?) -> Double {
        guard let label, !label.text.isEmpty else { return 0 }
        let h = label.intrinsicContentSize.height
        return h.isFinite && h > 0 ? h : 0
    }

    /// The content view's height at its width with its height free at `fittingSizeLevel`
    /// (`systemLayoutSizeFitting`, which leaves the scene's engine and the frames alone), or nil
    /// when nothing in the content view is constrained.
    private func autoLayoutContentHeight() -> Double? {
        func inContent(_ item: LayoutItem?) -> Bool {
            guard let view = item?.owningView else { return false }
            return view !== self && view.isDescendant(of: contentView)
        }
        guard Self.constraints(in: self).contains(where: { inContent($0.firstItem) || inContent($0.secondItem) }) else { return nil }
        let fitted = contentView.fittedSize(Size(width: contentView.frame.width, height: 0), horizontal: .required,
                                            vertical: .fittingSizeLevel, reporting: "measuring a self-sizing cell").height
        return fitted.isFinite && fitted > 0 ? fitted : nil
    }

    private static func constraints(in view: View) -> [LayoutConstraint] {
        view.installedConstraints + view.subviews.flatMap { constraints(in: $0) }
    }
}
