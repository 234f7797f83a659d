import FlipbookRender

/// Where a button's image, title and subtitle go, and the size they ask for: the legacy rules
/// (image then title, `contentEdgeInsets`, `titleEdgeInsets`/`imageEdgeInsets` moving each part)
/// and the configuration's (`imagePlacement`, `imagePadding`, `titlePadding`, `contentInsets`).
struct ButtonContentLayout {
    let button: Button

    /// A legacy title button is 30 pt high with its 15 pt title: UIKit pads the title 6 pt above
    /// and below while `contentEdgeInsets` is zero (any inset replaces that padding). CHOSEN from
    /// the measured 30 pt height of Interface Builder's default button.
    static let legacyTitlePadding = 6.0

    private var config: Button.Configuration? { button.configuration }
    private var rtl: Bool { button.effectiveLayoutDirection == .rightToLeft }

    /// Copies the current state's content into the labels and the image view.
    static func fill(_ button: Button) {
        let state = button.state
        if let config = button.configuration {
            let look = ButtonLook(configuration: config, button: button)
            button.look = look
            set(button.titleLabel, config.title, font: look.titleFont, color: look.foreground)
            set(button.subtitleLabel, config.subtitle, font: look.subtitleFont, color: look.foreground)
            button.imageView?.image = config.image
            button.imageView?.preferredSymbolConfiguration = config.preferredSymbolConfigurationForImage
            button.imageView?.tintColor = look.foreground
            button.imageView?.alpha = 1
            button.titleLabel?.alpha = 1
            showActivityIndicator(config.showsActivityIndicator, color: look.foreground, in: button)
        } else {
            showActivityIndicator(false, color: .clear, in: button)
            button.look = nil
            let glyph = ButtonGlyph.isGlyph(button.buttonType)
            set(button.titleLabel, glyph ? nil : button.currentTitle, font: nil, color: button.currentTitleColor)
            set(button.subtitleLabel, nil, font: nil, color: .clear)
            button.imageView?.image = glyph ? nil : button.currentImage
            button.imageView?.tintColor = button.buttonType == .custom ? nil : button.currentTitleColor
            // A system button fades its content while touched: CHOSEN 0.2, as measured on iOS.
            let dimmed = button.buttonType == .system && state.contains(.highlighted)
            button.titleLabel?.alpha = dimmed ? Self.highlightedAlpha : 1
            button.imageView?.alpha = dimmed ? Self.highlightedAlpha : 1
        }
    }

    /// A busy button's spinner (UIKit's medium indicator) replaces its image, spinning from when it shows.
    private static func showActivityIndicator(_ shows: Bool, color: Color, in button: Button) {
        guard shows || button.activityIndicator != nil else { return }
        let spinner = button.activityIndicator ?? {
            let made = ActivityIndicatorView(style: .medium)
            made.isUserInteractionEnabled = false
            button.addSubview(made)
            button.activityIndicator = made
            return made
        }()
        spinner.color = color
        button.imageView?.isHidden = shows
        if shows { if !spinner.isAnimating { spinner.startAnimating() } } else { spinner.stopAnimating() }
        spinner.isHidden = !shows
    }

    /// A `.system` button's title and image alpha while highlighted: CHOSEN (iOS measurement).
    static let highlightedAlpha = 0.2

    private static func set(_ label: Label?, _ text: String?, font: Font?, color: Color) {
        guard let label else { return }
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        if let font { label.font = font; label.adjustsFontForContentSizeCategory = true }
        label.textColor = color
    }

    // MARK: Measuring

    private func size(of label: Label?) -> Size {
        guard let label, !label.isHidden else { return .zero }
        let s = label.intrinsicContentSize
        return Size(width: max(0, s.width), height: max(0, s.height))
    }

    private var imageSize: Size {
        if let spinner = button.activityIndicator, !spinner.isHidden { return spinner.intrinsicContentSize }
        guard let view = button.imageView, let image = view.displayedImage else { return .zero }
        return image.size
    }

    /// The title and subtitle stacked.
    private var textSize: Size {
        let t = size(of: button.titleLabel), s = size(of: button.subtitleLabel)
        let gap = t.height > 0 && s.height > 0 ? (config?.titlePadding ?? 0) : 0
        return Size(width: max(t.width, s.width), height: t.height + gap + s.height)
    }

    private var imageGap: Double {
        guard let config, imageSize.width > 0, textSize.width > 0 else { return 0 }
        return config.imagePadding
    }

    private var vertical: Bool {
        guard let config else { return false }
        return config.imagePlacement.contains(.top) || config.imagePlacement.contains(.bottom)
    }

    /// The image and the text together.
    private var contentSize: Size {
        let i = imageSize, t = textSize
        if vertical { return Size(width: max(i.width, t.width), height: i.height + imageGap + t.height) }
        return Size(width: i.width + imageGap + t.width, height: max(i.height, t.height))
    }

    /// The insets around the content in left/right terms.
    private var insets: EdgeInsets {
        if let config {
            let d = config.contentInsets
            return EdgeInsets(top: d.top, left: rtl ? d.trailing : d.leading, bottom: d.bottom, right: rtl ? d.leading : d.trailing)
        }
        var e = button.contentEdgeInsets
        if e == .zero, textSize.height > 0 { e.top = Self.legacyTitlePadding; e.bottom = Self.legacyTitlePadding }
        return e
    }

    var intrinsicSize: Size {
        if ButtonGlyph.isGlyph(button.buttonType), config == nil { return ButtonGlyph.size(for: button.buttonType) }
        let c = contentSize, i = insets
        return Size(width: (c.width + i.left + i.right).rounded(.up), height: (c.height + i.top + i.bottom).rounded(.up))
    }

    // MARK: Placing

    func place() {
        let b = button.bounds, i = insets
        let area = Rect(x: b.minX + i.left, y: b.minY + i.top, width: max(0, b.width - i.left - i.right),
                        height: max(0, b.height - i.top - i.bottom))
        let c = contentSize
        let width = min(c.width, area.width), height = min(c.height, area.height)
        let x: Double
        switch button.effectiveContentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - width
        case .fill, .center: x = area.midX - width / 2
        }
        let y: Double
        switch button.contentVerticalAlignment {
        case .top: y = area.minY
        case .bottom: y = area.maxY - height
        case .fill, .center: y = area.midY - height / 2
        }
        let content = Rect(x: x, y: y, width: width, height: height)
        let (imageRect, textRect) = split(content)
        button.imageView?.frame = moved(imageRect, by: config == nil ? button.imageEdgeInsets : .zero)
        button.activityIndicator?.frame = imageRect
        placeText(in: moved(textRect, by: config == nil ? button.titleEdgeInsets : .zero))
    }

    /// The image's rectangle and the text's, inside the content.
    private func split(_ content: Rect) -> (Rect, Rect) {
        let i = imageSize, t = textSize, gap = imageGap
        let tw = min(t.width, max(0, content.width - (vertical ? 0 : i.width + gap)))
        if vertical {
            let top = config?.imagePlacement.contains(.top) ?? true
            let imageY = top ? content.minY : content.maxY - i.height
            let textY = top ? content.minY + i.height + gap : content.minY
            return (Rect(x: content.midX - i.width / 2, y: imageY, width: i.width, height: i.height),
                    Rect(x: content.midX - tw / 2, y: textY, width: tw, height: t.height))
        }
        // Leading image by default; trailing when the configuration asks. Leading is the right under RTL.
        let trailing = config?.imagePlacement.contains(.trailing) ?? false
        let imageOnLeft = trailing == rtl
        let imageX = imageOnLeft ? content.minX : content.maxX - i.width
        let textX = imageOnLeft ? content.minX + i.width + (i.width > 0 ? gap : 0) : content.minX
        return (Rect(x: imageX, y: content.midY - i.height / 2, width: i.width, height: i.height),
                Rect(x: textX, y: content.midY - t.height / 2, width: tw, height: t.height))
    }

    /// Title over subtitle, each aligned by `titleAlignment`.
    private func placeText(in rect: Rect) {
        let t = size(of: button.titleLabel), s = size(of: button.subtitleLabel)
        let gap = t.height > 0 && s.height > 0 ? (config?.titlePadding ?? 0) : 0
        func x(_ w: Double) -> Double {
            let alignment = config?.titleAlignment ?? .center
            let resolved: Button.Configuration.TitleAlignment = alignment == .automatic ? (vertical ? .center : .leading) : alignment
            switch resolved {
            case .leading: return rtl ? rect.maxX - w : rect.minX
            case .trailing: return rtl ? rect.minX : rect.maxX - w
            default: return rect.midX - w / 2
            }
        }
        let tw = min(t.width, rect.width), sw = min(s.width, rect.width)
        button.titleLabel?.frame = Rect(x: x(tw), y: rect.minY, width: tw, height: t.height)
        button.subtitleLabel?.frame = Rect(x: x(sw), y: rect.minY + t.height + gap, width: sw, height: s.height)
    }

    /// UIKit's part insets: the part is centred in its rectangle shrunk by the insets.
    private func moved(_ r: Rect, by e: EdgeInsets) -> Rect {
        guard e != .zero else { return r }
        return r.offsetBy(dx: (e.left - e.right) / 2, dy: (e.top - e.bottom) / 2)
    }
}
