import class Foundation.NSCoder
import FlipbookRender

/// One row of a table, as `UITableViewCell`: a white background, a `contentView` to add your
/// own subviews to, and UIKit's built-in layouts for a title, a detail text and an image.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "post")
///     ?? TableViewCell(style: .subtitle, reuseIdentifier: "post")
/// cell.textLabel?.text = "Auto Layout sin sorpresas"
/// cell.detailTextLabel?.text = "4 min de lectura"
/// cell.imageView?.image = try? Image(contentsOfFile: "fixtures/assets/swift@3x.png")
/// ```
///
/// Built-in layout (UIKit's default cells on a compact iPhone): content 16 pt from both edges;
/// the image, when it has one, at its own size (shrunk to fit the height), centred vertically,
/// with the text 16 pt after it. `.default`: one body line (17 pt at the Large text size),
/// centred vertically. `.subtitle`: the title (body) over the detail (subheadline, 15 pt,
/// secondary colour), 2 pt apart, the pair centred vertically. `.value1`: the title on the
/// leading side, the detail (body, secondary colour) on the trailing side, at most half the
/// width when both have text. The labels follow the scene's content size category. An
/// `accessoryType` sits 16 pt from the trailing edge and the content view ends where it starts
/// (the text then stops 8 pt before it). In a right-to-left scene all of it is mirrored:
/// image, text, detail and accessory swap sides, and the separator's insets swap too.
open class TableViewCell: View {
    /// As `UITableViewCell.CellStyle`: which built-in layout the cell uses.
    ///
    /// ```swift
    /// TableViewCell(style: .subtitle, reuseIdentifier: "post")
    /// ```
    public enum Style: String, Sendable, CaseIterable {
        case `default`, subtitle, value1
    }

    /// Fixed at creation, as in UIKit.
    ///
    /// ```swift
    /// TableViewCell().style      // .default
    /// ```
    public let style: Style
    /// The pool this cell goes back to when it scrolls off screen; nil: it is discarded.
    ///
    /// ```swift
    /// TableViewCell(style: .default, reuseIdentifier: "row").reuseIdentifier    // "row"
    /// ```
    public let reuseIdentifier: String?
    /// Add custom subviews here, as in UIKit: it fills the cell, under the separator.
    ///
    /// ```swift
    /// cell.contentView.addSubview(badge)
    /// ```
    public let contentView = View()

    private let titleLabel = Label()
    private let detailLabel = Label()
    private let iconView = ImageView()
    private let separatorLine = View()
    /// Made the first time the cell shows an accessory, so plain cells draw as before.
    private var accessoryGlyph: TableViewCellAccessoryView?
    /// The value1 detail's alignment as the cell last set it (trailing); a user's own choice is kept.
    private var builtInDetailAlignment: TextAlignment?

    /// The standard control on the trailing side: a chevron, a checkmark, an info button or both.
    ///
    /// ```swift
    /// cell.accessoryType = .disclosureIndicator
    /// ```
    public var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { setNeedsLayout() } } }

    /// The title; optional, as in UIKit, so that `cell.textLabel?.text = …` ports unchanged.
    ///
    /// ```swift
    /// cell.textLabel?.text = "One"
    /// ```
    public var textLabel: Label? { titleLabel }
    /// The detail text; nil for `.default`, which has none.
    ///
    /// ```swift
    /// cell.detailTextLabel?.text = "4 min de lectura"
    /// ```
    public var detailTextLabel: Label? { style == .default ? nil : detailLabel }
    /// Shown only when it has an image.
    ///
    /// ```swift
    /// cell.imageView?.image = try? Image(contentsOfFile: "fixtures/assets/swift@3x.png")
    /// ```
    public var imageView: ImageView? { iconView }
    /// As `UITableViewCell.selectionStyle`: the background a selected cell shows (TableViewCell+Selection.swift).
    public var selectionStyle: SelectionStyle = .default { didSet { updateSelectionBackground() } }
    /// As `isSelected`; the table sets it from `selectRow(at:animated:scrollPosition:)`.
    public var isSelected = false { didSet { if isSelected != oldValue { updateSelectionBackground() } } }
    /// As `UITableViewCell.isHighlighted`: the finger is on the row; it shows the selection background.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectionBackground() } } }

    /// As `setSelected(_:animated:)`; Flipbook shows the change at the next frame.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// As `setHighlighted(_:animated:)`; Flipbook shows the change at the next frame.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    let selectionBackground = View()

    /// How the table wants this cell's separator drawn; nil: no separator.
    /// Set by the table from its `insetsContentViewsToSafeArea`.
    var insetsContentViewToSafeArea = true {
        didSet { if insetsContentViewToSafeArea != oldValue { setNeedsLayout() } }
    }
    var separatorAppearance: SeparatorAppearance? {
        didSet { if separatorAppearance != oldValue { setNeedsLayout() } }
    }

    /// A cell of `style` that goes back to the `reuseIdentifier` pool when it scrolls off
    /// screen; `TableViewCell()` is a `.default` cell that is not reused, as in UIKit.
    ///
    /// ```swift
    /// let cell = TableViewCell(style: .value1, reuseIdentifier: "setting")
    /// ```
    public required init(style: Style = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: TableView.standardRowHeight))
        setUpContent()
    }

    /// A `.default` cell that is not reused, as one from a storyboard without an identifier.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        frame = Rect(x: 0, y: 0, width: 320, height: TableView.standardRowHeight)
        setUpContent()
    }

    private func setUpContent() {
        // A grouped table turns this into `.secondarySystemGroupedBackground` when it places the cell.
        backgroundColor = .systemBackground
        addSubview(contentView)
        contentView.addSubview(iconView)
        contentView.addSubview(titleLabel)
        // UIKit's cells use text styles and follow the reader's text size on their own.
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        if style != .default {
            contentView.addSubview(detailLabel)
            detailLabel.textColor = .secondaryLabel
            detailLabel.font = .preferredFont(forTextStyle: style == .subtitle ? .subheadline : .body)
            detailLabel.adjustsFontForContentSizeCategory = true
            if style == .value1 { detailLabel.textAlignment = .right; builtInDetailAlignment = .right }
        }
        separatorLine.isHidden = true
        addSubview(separatorLine)
    }

    /// Called when the table hands this cell out again from `dequeueReusableCell`: reset
    /// per-row state here. As in UIKit, the default does nothing to the content.
    ///
    /// ```swift
    /// override func prepareForReuse() { super.prepareForReuse(); badge.isHidden = true }
    /// ```
    open func prepareForReuse() {}

    /// Places the content view, the built-in labels and image, and the separator; subclasses
    /// call `super` first and then place their own subviews.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveLayoutDirection == .rightToLeft
        // The content stays inside the safe area's left and right (the notch in landscape).
        let safe = insetsContentViewToSafeArea ? safeAreaInsets : .zero
        let left = max(0, safe.left), right = max(0, safe.right)
        let accessoryWidth = layoutAccessory(rtl: rtl, left: left, right: right)
        let inner = max(0, bounds.width - left - right)
        let contentWidth = accessoryWidth > 0 ? max(0, inner - Self.margin - accessoryWidth) : inner
        contentView.frame = Rect(x: rtl ? bounds.width - right - contentWidth : left, y: 0, width: contentWidth, height: bounds.height)
        layoutBuiltInContent(in: contentView.bounds, trailingMargin: accessoryWidth > 0 ? Self.textToAccessory : Self.margin)
        if rtl { mirrorBuiltInContent(width: contentView.bounds.width) }
        if style == .value1, detailLabel.textAlignment == builtInDetailAlignment {
            detailLabel.textAlignment = rtl ? .left : .right
            builtInDetailAlignment = detailLabel.textAlignment
        }
        layoutSeparator(rtl: rtl, leadingSafeInset: rtl ? right : left)
    }

    private static let margin = 16.0
    private static let subtitleSpacing = 2.0
    private static let value1Spacing = 8.0
    /// Between the built-in text and an accessory.
    private static let textToAccessory = 8.0

    /// Places the accessory glyph `margin` from the trailing edge, centred vertically; returns
    /// its width (0 without one).
    private func layoutAccessory(rtl: Bool, left: Double, right: Double) -> Double {
        guard accessoryType != .none || accessoryGlyph != nil else { return 0 }
        let glyph = accessoryGlyph ?? {
            let made = TableViewCellAccessoryView()
            insertSubview(made, at: (subviews.firstIndex { $0 === contentView } ?? -1) + 1)
            accessoryGlyph = made
            return made
        }()
        glyph.show(accessoryType, direction: rtl ? .rightToLeft : .leftToRight, appearance: scene?.appearance ?? .light)
        glyph.isHidden = accessoryType == .none
        let size = TableViewCellAccessoryView.size(of: accessoryType)
        let x = rtl ? left + Self.margin : bounds.width - right - Self.margin - size.width
        glyph.frame = Rect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        return accessoryType == .none ? 0 : size.width
    }

    /// Turns the left-to-right placement of the image and labels into its mirror image in the
    /// content view, as UIKit lays its cells out under a right-to-left language.
    private func mirrorBuiltInContent(width: Double) {
        // Only what this pass placed: a hidden image or an unused detail keeps its frame.
        for view in [iconView, titleLabel, detailLabel] as [View] where !view.isHidden && view.superview != nil {
            let f = view.frame
            view.frame = Rect(x: width - f.maxX, y: f.minY, width: f.width, height: f.height)
        }
    }

    private func layoutBuiltInContent(in area: Rect, trailingMargin: Double) {
        let margin = Self.margin
        var textMinX = margin
        if let image = iconView.image, image.size.width > 0, image.size.height > 0 {
            let fit = min(1, area.height / image.size.height)
            let size = Size(width: image.size.width * fit, height: image.size.height * fit)
            iconView.isHidden = false
            iconView.frame = Rect(x: margin, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            textMinX = iconView.frame.maxX + margin
        } else {
            iconView.isHidden = true
        }
        let textWidth = max(0, area.width - trailingMargin - textMinX)
        switch style {
        case .default:
            titleLabel.frame = Rect(x: textMinX, y: 0, width: textWidth, height: area.height)
        case .subtitle:
            let titleHeight = Self.textHeight(of: titleLabel), detailHeight = Self.textHeight(of: detailLabel)
            let gap = titleHeight > 0 && detailHeight > 0 ? Self.subtitleSpacing : 0
            let top = (area.height - titleHeight - gap - detailHeight) / 2
            titleLabel.frame = Rect(x: textMinX, y: top, width: textWidth, height: titleHeight)
            detailLabel.frame = Rect(x: textMinX, y: top + titleHeight + gap, width: textWidth, height: detailHeight)
        case .value1:
            let detailWanted = Self.textWidth(of: detailLabel)
            let detailLimit = titleLabel.shownText.isEmpty ? textWidth : textWidth / 2
            let detailWidth = min(detailWanted, detailLimit)
            let gap = detailWidth > 0 ? Self.value1Spacing : 0
            detailLabel.frame = Rect(x: textMinX + textWidth - detailWidth, y: 0, width: detailWidth, height: area.height)
            titleLabel.frame = Rect(x: textMinX, y: 0, width: max(0, textWidth - detailWidth - gap), height: area.height)
        }
    }

    /// `leadingSafeInset`: the safe area on the leading side, which the line's inset starts after,
    /// as a default separator lines up with the content (CHOSEN: UIKit's default inset follows the
    /// cell's margins, which include the safe area).
    private func layoutSeparator(rtl: Bool, leadingSafeInset: Double) {
        guard let look = separatorAppearance else {
            separatorLine.isHidden = true
            return
        }
        separatorLine.isHidden = false
        separatorLine.backgroundColor = look.color
        let leading = look.insets.left + leadingSafeInset
        let width = max(0, bounds.width - leading - look.insets.right)
        // The inset is from the leading edge: under right to left the line keeps `left` on the right.
        let x = rtl ? look.insets.right : leading
        separatorLine.frame = Rect(x: x, y: bounds.height - look.thickness, width: width, height: look.thickness)
        // Custom subviews added to the cell itself must not cover the line.
        if subviews.last !== separatorLine { bringSubviewToFront(separatorLine) }
    }

    private static func textHeight(of label: Label) -> Double {
        let size = label.intrinsicContentSize.height
        return size > 0 ? size : 0
    }

    private static func textWidth(of label: Label) -> Double {
        let size = label.intrinsicContentSize.width
        return size > 0 ? size : 0
    }
}

/// The separator a table asks a cell to draw along its bottom edge.
struct SeparatorAppearance: Equatable {
    var insets: EdgeInsets
    var color: Color
    /// A hairline: one device pixel.
    var thickness: Double
}
