import class Foundation.NSCoder
import FlipbookScene

/// One tab in the tab bar: the item's image over its title, and its badge, drawn in the colours
/// the bar gives it. A tap (touch up inside) selects the tab.
final class TabBarButton: Control {
    let imageView = ImageView(frame: .zero)
    let titleLabel = Label(frame: .zero)
    let badge = View(frame: .zero)
    let badgeLabel = Label(frame: .zero)
    /// Stacked (the image over the title) or inline (beside it, in iPhone landscape).
    var style: TabBarItemAppearance.Style = .stacked

    override init(frame: Rect) {
        super.init(frame: frame)
        for v in [imageView, titleLabel, badge] as [View] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        titleLabel.textAlignment = .center
        badgeLabel.textAlignment = .center
        badge.addSubview(badgeLabel)
        badge.clipsToBounds = true
    }

    required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Shows `item` in `color` (icon and title), its badge in `badgeColor`.
    func show(_ item: TabBarItem, selected: Bool, color: Color, title attributes: [AttributedText.Key: Any],
              badgeColor: Color, badgeText: [AttributedText.Key: Any]) {
        var image = selected ? item.selectedImage : item.image
        let inline = style != .stacked
        if let symbol = image, symbol.isSymbolImage, (symbol.symbolConfiguration ?? .unspecified) == .unspecified {
            image = symbol.withConfiguration(inline ? TabBarMetrics.inlineSymbolConfiguration : TabBarMetrics.symbolConfiguration)
        }
        imageView.image = image
        imageView.tintColor = color
        let base: [AttributedText.Key: Any] = [.font: inline ? TabBarMetrics.inlineTitleFont : TabBarMetrics.titleFont, .foregroundColor: color]
        titleLabel.attributedText = AttributedText(string: item.shownTitle, attributes: base.merging(attributes) { _, new in new })
        titleLabel.textAlignment = .center
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = badgeColor
        let badgeBase: [AttributedText.Key: Any] = [.font: TabBarMetrics.badgeFont, .foregroundColor: Color.white]
        badgeLabel.attributedText = AttributedText(string: item.badgeValue ?? "", attributes: badgeBase.merging(badgeText) { _, new in new })
        badgeLabel.textAlignment = .center
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let w = bounds.width
        let icon = imageView.image?.size ?? .zero
        if style == .stacked {
            imageView.frame = Rect(x: (w - icon.width) / 2, y: TabBarMetrics.iconCenterY - icon.height / 2,
                                   width: icon.width, height: icon.height)
            titleLabel.frame = Rect(x: 0, y: TabBarMetrics.titleTop, width: w, height: TabBarMetrics.titleLineHeight)
        } else {
            // Inline: the icon, the gap and the title centred as one in the slot, each centred
            // vertically in the band (`TabBarMetrics`, CHOSEN).
            let gap = icon.width > 0 ? TabBarMetrics.inlineIconTitleGap : 0
            let text = titleLabel.intrinsicContentSize
            let titleWidth = min(max(0, text.width), max(0, w - icon.width - gap))
            let start = max(0, (w - icon.width - gap - titleWidth) / 2)
            let h = bounds.height
            imageView.frame = Rect(x: start, y: (h - icon.height) / 2, width: icon.width, height: icon.height)
            titleLabel.frame = Rect(x: start + icon.width + gap, y: (h - text.height) / 2, width: titleWidth, height: text.height)
        }
        let text = badgeLabel.intrinsicContentSize.width
        let h = TabBarMetrics.badgeHeight
        let bw = max(h, text + 2 * TabBarMetrics.badgePadding)
        let iconFrame = imageView.frame
        // The top trailing corner of the icon (its leading one in right-to-left).
        let rtl = scene?.layoutDirection == .rightToLeft
        let x = rtl ? iconFrame.minX + TabBarMetrics.badgeInsetFromIconTrailing - bw : iconFrame.maxX - TabBarMetrics.badgeInsetFromIconTrailing
        badge.frame = Rect(x: x, y: max(0, iconFrame.minY - TabBarMetrics.badgeRiseAboveIcon), width: bw, height: h)
        badge.layer.cornerRadius = h / 2
        badgeLabel.frame = badge.bounds
    }
}
