import class Foundation.NSCoder
import FlipbookRender

/// A row of a list layout, as `UICollectionViewListCell`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell): it shows its
/// `contentConfiguration` (image, text, secondary text) and its `accessories`, and draws the row
/// background, the rounded ends of an inset grouped section and the separator its list asks for.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
///
/// As a header (a `SupplementaryRegistration<UICollectionViewListCell>`) it shows a header
/// configuration (`UIListContentConfiguration.groupedHeader()`) on no background.
open class CollectionViewListCell: CollectionViewCell {
    /// What the cell shows; nil shows nothing of its own.
    open var contentConfiguration: ListContentConfiguration? { didSet { setNeedsLayout() } }
    /// The trailing controls, in order from the leading side.
    open var accessories: [CellAccessory] = [] { didSet { setNeedsLayout() } }

    private let imageView = ImageView()
    private let textLabel = Label()
    private let secondaryTextLabel = Label()
    private var accessoryViews: [TableViewCellAccessoryView] = []
    let separator = View()
    /// The row colour behind the content (internal for tests).
    let rowBackground = View()
    /// Where the cell sits in its list: set from the layout when attributes are applied.
    private var placement: (configuration: CollectionLayoutListConfiguration, row: Int, rows: Int)?

    public required init(frame: Rect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        insertSubview(rowBackground, at: 0)
        for view in [imageView, textLabel, secondaryTextLabel] as [View] { contentView.addSubview(view) }
        addSubview(separator)
    }

    /// A configuration for this kind of cell with nothing set (`.cell()`), as UIKit's.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// A touch or a selection redraws the row's background (UIKit's grey highlight).
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsLayout() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { setNeedsLayout() } } }

    open override func prepareForReuse() {
        super.prepareForReuse()
        contentConfiguration = nil
        accessories = []
    }

    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let path = layoutAttributes.indexPath
        placement = nil
        if layoutAttributes.representedElementCategory == .cell,
           let layout = (superview as? CollectionView)?.collectionViewLayout as? CollectionViewCompositionalLayout,
           let list = layout.listPlacement(ofSection: path.section) {
            // `.firstItemInSection`: the first item is the section's header, drawn as one (no row
            // background, no separator), and the rows start under it.
            if list.configuration.headerMode == .firstItemInSection {
                if path.item > 0 { placement = (list.configuration, path.item - 1, list.rows - 1) }
            } else {
                placement = (list.configuration, path.item, list.rows)
            }
        }
        setNeedsLayout()
    }

    /// Self-sizing, as UIKit's list rows: with a content configuration, its texts (one above the
    /// other, or side by side in a value cell) with 11 pt above and below and its image with 7.5 pt
    /// (CollectionListMetrics), rounded up to
    /// a whole point and never under 44 pt, as TableViewCell's built-in content measures; without
    /// one, the content view's constraints (at least 44 pt).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as? CollectionViewLayoutAttributes ?? layoutAttributes
        guard let content = contentConfiguration else {
            let fitted = super.preferredLayoutAttributesFitting(layoutAttributes).size.height
            preferred.size = Size(width: layoutAttributes.size.width,
                                  height: max(CollectionListMetrics.rowHeight, fitted.isFinite ? min(fitted, 10_000) : 0))
            return preferred
        }
        frame = Rect(x: 0, y: 0, width: layoutAttributes.size.width, height: CollectionListMetrics.rowHeight)
        setNeedsLayout()
        layoutSubtreeIfNeeded()
        func height(_ label: Label) -> Double {
            guard !label.isHidden else { return 0 }
            let h = label.intrinsicContentSize.height
            return h.isFinite && h > 0 ? min(h, 10_000) : 0
        }
        let a = height(textLabel), b = height(secondaryTextLabel)
        let text = content.kind == .valueCell ? max(a, b) : a + (a > 0 && b > 0 ? 2 : 0) + b
        let image = imageView.isHidden ? 0 : imageView.frame.height
        let wanted = max(text + 2 * CollectionListMetrics.verticalPadding, image + 2 * CollectionListMetrics.imageVerticalPadding).rounded(.up)
        preferred.size = Size(width: layoutAttributes.size.width,
                              height: content.isHeader ? layoutAttributes.size.height : max(CollectionListMetrics.rowHeight, wanted))
        return preferred
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = scene?.appearance ?? .light
        let rtl = effectiveLayoutDirection == .rightToLeft
        layoutBackground()
        // Accessories from the trailing edge, 16 pt in, 8 pt apart (TableViewCell's margins).
        var trailing = bounds.width - CollectionListMetrics.contentMargin
        let shown = accessories.filter { !$0.isHidden }
        while accessoryViews.count < shown.count {
            let glyph = TableViewCellAccessoryView()
            addSubview(glyph)
            accessoryViews.append(glyph)
        }
        for (index, glyph) in accessoryViews.enumerated() {
            guard index < shown.count else { glyph.isHidden = true; continue }
            let type = shown[shown.count - 1 - index].tableType
            glyph.isHidden = false
            glyph.show(type, direction: rtl ? .rightToLeft : .leftToRight, appearance: appearance)
            let size = TableViewCellAccessoryView.size(of: type)
            glyph.frame = Rect(x: trailing - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            trailing -= size.width + 8
        }
        let textEnd = shown.isEmpty ? bounds.width - CollectionListMetrics.contentMargin : trailing
        let textStart = layoutContent(textEnd: textEnd)
        layoutSeparator(from: textStart)
        if rtl { mirrorContent() }
    }

    /// Right to left the row is its left-to-right layout mirrored: image and text from the right,
    /// accessories and the separator's inset on the left, a value cell's value left-aligned.
    private func mirrorContent() {
        func flip(_ view: View, in width: Double) {
            let f = view.frame
            view.frame = Rect(x: width - f.maxX, y: f.minY, width: f.width, height: f.height)
        }
        for view in [imageView, textLabel, secondaryTextLabel] as [View] where !view.isHidden { flip(view, in: contentView.bounds.width) }
        for view in accessoryViews as [View] + [separator] where !view.isHidden { flip(view, in: bounds.width) }
        if secondaryTextLabel.textAlignment == .right { secondaryTextLabel.textAlignment = .left }
    }

    /// The row's own background: the list's row colour, the first and last rows of an inset
    /// grouped section rounded.
    private func layoutBackground() {
        rowBackground.frame = Rect(origin: .zero, size: bounds.size)
        guard let placement, backgroundView == nil else {
            rowBackground.isHidden = true
            return
        }
        rowBackground.isHidden = false
        rowBackground.backgroundColor = isHighlighted || isSelected ? .systemGray4 : placement.configuration.cellBackgroundColor
        var corners: RectCorners = []
        if placement.configuration.appearance == .insetGrouped {
            if placement.row == 0 { corners.formUnion([.topLeft, .topRight]) }
            if placement.row == placement.rows - 1 { corners.formUnion([.bottomLeft, .bottomRight]) }
        }
        rowBackground.layer.cornerRadius = corners.isEmpty ? 0 : CollectionListMetrics.insetGroupedCornerRadius
        rowBackground.layer.maskedCorners = corners.isEmpty ? .all : corners
    }

    /// Places the image and the texts; returns where the text starts (the separator's inset).
    private func layoutContent(textEnd: Double) -> Double {
        guard let content = contentConfiguration else {
            imageView.isHidden = true
            textLabel.isHidden = true
            secondaryTextLabel.isHidden = true
            return CollectionListMetrics.contentMargin
        }
        var x = CollectionListMetrics.contentMargin
        if let image = content.image, image.size.width > 0, image.size.height > 0 {
            let limit = content.imageProperties.maximumSize
            let fit = min(1, (bounds.height - 8) / image.size.height,
                          limit.width > 0 ? limit.width / image.size.width : 1, limit.height > 0 ? limit.height / image.size.height : 1)
            let size = Size(width: image.size.width * max(0, fit), height: image.size.height * max(0, fit))
            imageView.image = image
            imageView.tintColor = content.imageProperties.tintColor
            imageView.isHidden = false
            imageView.frame = Rect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            // CHOSEN: the text starts 16 pt after a leading image no wider than 29 pt, as iOS aligns list text.
            x = max(x + size.width + CollectionListMetrics.contentMargin, x + 29 + CollectionListMetrics.contentMargin)
        } else {
            imageView.isHidden = true
        }
        secondaryTextLabel.textAlignment = .natural
        apply(content.textProperties, text: content.text, to: textLabel)
        apply(content.secondaryTextProperties, text: content.secondaryText, to: secondaryTextLabel)
        let width = max(0, textEnd - 8 - x)
        let hasSecondary = !(content.secondaryText ?? "").isEmpty
        if content.isHeader {
            // A header's caption sits at its bottom, 7 pt up (TableView's grouped header).
            let height = textLabel.font.lineHeight
            textLabel.frame = Rect(x: x, y: max(0, bounds.height - 7 - height), width: width, height: height)
        } else if hasSecondary, content.kind == .valueCell {
            secondaryTextLabel.textAlignment = .right
            let half = width / 2
            textLabel.frame = Rect(x: x, y: 0, width: half, height: bounds.height)
            secondaryTextLabel.frame = Rect(x: x + half, y: 0, width: width - half, height: bounds.height)
        } else if hasSecondary {
            let a = textLabel.font.lineHeight, b = secondaryTextLabel.font.lineHeight
            let top = (bounds.height - a - 2 - b) / 2
            textLabel.frame = Rect(x: x, y: top, width: width, height: a)
            secondaryTextLabel.frame = Rect(x: x, y: top + a + 2, width: width, height: b)
        } else {
            textLabel.frame = Rect(x: x, y: 0, width: width, height: bounds.height)
        }
        secondaryTextLabel.isHidden = !hasSecondary
        return x
    }

    private func apply(_ properties: ListContentConfiguration.TextProperties, text: String?, to label: Label) {
        label.isHidden = (text ?? "").isEmpty
        label.text = properties.transformed(text)
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = min(max(0, properties.numberOfLines), 1000)
    }

    /// A hairline under the row from the text's leading edge, except under a section's last row
    /// (CHOSEN, as iOS lists end a section with its background, not a line).
    private func layoutSeparator(from x: Double) {
        guard let placement, placement.configuration.showsSeparators, placement.row < placement.rows - 1 else {
            separator.isHidden = true
            return
        }
        let thickness = 1 / max(1, scene?.screen.scale ?? 1)
        separator.isHidden = false
        separator.backgroundColor = .separator
        separator.frame = Rect(x: x, y: bounds.height - thickness, width: max(0, bounds.width - x), height: thickness)
        bringSubviewToFront(separator)
    }
}
