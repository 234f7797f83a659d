import FlipbookRender

/// `UIVisualEffect`: what a `UIVisualEffectView` shows.
open class VisualEffect {
    public init() {}
}

/// `UIBlurEffect`: a blur of what lies behind the view, with the style's tint over it.
open class BlurEffect: VisualEffect {
    /// `UIBlurEffect.Style`: the system materials (adapting to light and dark, or fixed in one), and
    /// the older styles.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur radius in points, and the tint drawn over the blurred backdrop. CHOSEN: Apple does not
    /// publish its materials' numbers; these follow their order (thinner shows more through) with
    /// the materials' light and dark greys.
    var look: (radius: Double, tint: Color) {
        let lightBase = (0.97, 0.97, 0.97), darkBase = (0.12, 0.12, 0.13)
        func light(_ a: Double) -> Color { Color(red: lightBase.0, green: lightBase.1, blue: lightBase.2, alpha: a) }
        func dark(_ a: Double) -> Color { Color(red: darkBase.0, green: darkBase.1, blue: darkBase.2, alpha: a) }
        func both(_ l: Double, _ d: Double) -> Color { Color(light: light(l), dark: dark(d)) }
        switch style {
        case .extraLight: return (24, light(0.8))
        case .light: return (24, light(0.6))
        case .dark: return (24, dark(0.7))
        case .regular: return (24, both(0.7, 0.72))
        case .prominent: return (24, both(0.85, 0.86))
        case .systemUltraThinMaterial: return (24, both(0.3, 0.35))
        case .systemThinMaterial: return (24, both(0.5, 0.55))
        case .systemMaterial: return (24, both(0.7, 0.72))
        case .systemThickMaterial: return (24, both(0.85, 0.86))
        case .systemChromeMaterial: return (24, both(0.75, 0.78))
        case .systemUltraThinMaterialLight: return (24, light(0.3))
        case .systemThinMaterialLight: return (24, light(0.5))
        case .systemMaterialLight: return (24, light(0.7))
        case .systemThickMaterialLight: return (24, light(0.85))
        case .systemChromeMaterialLight: return (24, light(0.75))
        case .systemUltraThinMaterialDark: return (24, dark(0.35))
        case .systemThinMaterialDark: return (24, dark(0.55))
        case .systemMaterialDark: return (24, dark(0.72))
        case .systemThickMaterialDark: return (24, dark(0.86))
        case .systemChromeMaterialDark: return (24, dark(0.78))
        }
    }
}

/// `UIVibrancyEffect`: the content of a `UIVisualEffectView` with this effect, nested in a blur
/// view's `contentView`, is drawn in the style's vibrant colour through its own alpha, over
/// the blur (VisualEffectView+Vibrancy.swift).
open class VibrancyEffect: VisualEffect {
    public let blurEffect: BlurEffect
    /// `UIVibrancyEffectStyle`; `init(blurEffect:)` is `.label`'s look.
    public let style: VibrancyEffectStyle
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        self.style = .label
        super.init()
    }
    /// `UIVibrancyEffect(blurEffect:style:)`.
    public init(blurEffect: BlurEffect, style: VibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// `UIVisualEffectView`: with a `UIBlurEffect`, the content behind it, as drawn so far in the frame,
/// is blurred inside its bounds (and rounded corners), the style's tint drawn over it, and its
/// `contentView` above; raster frames only (a PDF page shows the tint). A blur inside a
/// translucent superview sees what that superview drew, not what is behind it.
///
/// ```swift
/// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// bar.frame = CGRect(x: 0, y: 0, width: 390, height: 91)
/// bar.contentView.addSubview(titleLabel)
/// view.addSubview(bar)      // over the scrolling list
/// ```
open class VisualEffectView: View {
    public var effect: VisualEffect? { didSet { setNeedsLayout() } }
    /// Where the view's own subviews go, filling it.
    public let contentView = View()

    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private var blur: BlurEffect? { (effect as? BlurEffect) ?? (effect as? VibrancyEffect)?.blurEffect }

    /// The blur of what is behind `outline`, in the view's bounds coordinates.
    func backdrop(_ outline: Shape) -> BackdropBlur? {
        guard let blur, effect is BlurEffect else { return nil }
        return BackdropBlur(shape: outline, radius: blur.look.radius)
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        guard effect is BlurEffect, let blur else { return }
        ops.append(.fill(layer.presentationState.outline, blur.look.tint))
    }
}
