import FlipbookRender

/// What a configured button draws in its current state: colours and fonts; and the insets and
/// corner radius a configuration implies.
/// Apple documents the styles by what they are for, not by numbers; every number here is
/// CHOSEN to match iOS 17's buttons as they are commonly measured (contentInsets of a medium
/// button 7/12 pt, its title in the body style), and marked where it is a judgement.
struct ButtonLook {
    let foreground: Color
    let background: Color?
    let stroke: (color: Color, width: Double)?
    let titleFont: Font
    let subtitleFont: Font

    init(configuration c: Button.Configuration, button: Button) {
        let tint: Color = button.tintColor
        let state = button.state
        let disabled = state.contains(.disabled), highlighted = state.contains(.highlighted)
        let prominent = c.style == .filled || c.style == .borderedProminent
        let tintedBackground = c.style == .tinted || c.style == .borderedTinted
        let grayBackground = c.style == .gray || c.style == .bordered

        // Foreground: white on a filled background, else the tint (or the base colours given).
        var fg = c.baseForegroundColor ?? (prominent ? .white : tint)
        if disabled { fg = .tertiaryLabel }
        else if highlighted, !prominent { fg = fg.withAlpha(Self.highlightedForegroundAlpha) }
        foreground = fg

        let base = c.baseBackgroundColor ?? (prominent ? tint : tintedBackground ? tint : .clear)
        var bg: Color?
        if let given = c.background.backgroundColor {
            bg = given
        } else if prominent {
            bg = base
        } else if tintedBackground {
            bg = base.withAlpha(Self.tintedBackgroundAlpha)
        } else if grayBackground {
            bg = c.baseBackgroundColor ?? .secondarySystemFill
        }
        if let shown = bg, disabled, c.style != .plain, c.style != .borderless { bg = prominent ? .tertiarySystemFill : shown }
        if let shown = bg, highlighted, !disabled { bg = shown.mixed(with: Self.highlightShade, Self.highlightShadeAmount) }
        background = bg

        if let color = c.background.strokeColor, c.background.strokeWidth > 0 {
            stroke = (color, c.background.strokeWidth)
        } else {
            stroke = nil
        }

        let style = Self.titleStyle(for: c.buttonSize)
        // Text-style fonts: the labels draw them at the scene's content size category.
        titleFont = .preferredFont(forTextStyle: style)
        subtitleFont = .preferredFont(forTextStyle: Self.subtitleStyle(for: c.buttonSize))
    }

    /// A plain, gray or tinted button's title while the finger is on it: CHOSEN.
    static let highlightedForegroundAlpha = 0.5
    /// A tinted button's background: the tint at this alpha. CHOSEN.
    static let tintedBackgroundAlpha = 0.15
    /// A background under the finger is mixed this far towards this shade: CHOSEN.
    static let highlightShade = Color(light: .black, dark: .white)
    static let highlightShadeAmount = 0.15

    /// The insets a button size gives its content: CHOSEN from iOS 17 measurements
    /// (medium 7/12; large 14/20; small 5/10; mini 3/8).
    static func contentInsets(for size: Button.Configuration.Size) -> DirectionalEdgeInsets {
        switch size {
        case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// Titles follow Dynamic Type through these text styles: CHOSEN (medium and large: body).
    static func titleStyle(for size: Button.Configuration.Size) -> FontTextStyle {
        switch size {
        case .mini: .caption1
        case .small: .subheadline
        case .medium, .large: .body
        }
    }

    static func subtitleStyle(for size: Button.Configuration.Size) -> FontTextStyle {
        switch size {
        case .mini: .caption2
        case .small: .caption1
        case .medium, .large: .subheadline
        }
    }

    /// The system corner radii of `.small`, `.medium` and `.large`: CHOSEN (6, 8, 12 pt).
    static func radius(_ style: Button.Configuration.CornerStyle) -> Double {
        switch style {
        case .small: 6
        case .large: 12
        default: 8
        }
    }

    static func cornerRadius(_ c: Button.Configuration, category: ContentSizeCategory, height: Double) -> Double {
        switch c.cornerStyle {
        case .fixed: return c.background.cornerRadius
        case .capsule: return height / 2
        case .small, .medium, .large: return radius(c.cornerStyle)
        case .dynamic:
            // The size's radius, grown as the body text grows with Dynamic Type.
            let sized: Double = switch c.buttonSize {
            case .mini, .small: radius(.small)
            case .medium: radius(.medium)
            case .large: radius(.large)
            }
            let scale = FontTextStyle.body.pointSize(for: category) / FontTextStyle.body.pointSize(for: .large)
            return sized * scale
        }
    }
}
