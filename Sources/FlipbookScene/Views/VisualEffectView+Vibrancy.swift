import FlipbookRender

/// `UIVibrancyEffectStyle`.
public enum VibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator

    /// The colour vibrant content is drawn in. Apple publishes no numbers for vibrancy (the
    /// styles are named after the semantic colours, developer.apple.com/documentation/uikit/uivibrancyeffectstyle).
    /// CHOSEN: each style's semantic colour of the same name (label, secondaryLabel, systemFill,
    /// separator …, with their published light and dark values, Color+Semantic.swift), drawn
    /// normally over the blurred backdrop; iOS's own plus-darker/plus-lighter mix with the
    /// backdrop is not drawn.
    public var color: Color {
        switch self {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
    }
}

extension VisualEffectView {
    /// The vibrancy effect's colour when this view is a vibrancy view; nil otherwise.
    var vibrancyColor: Color? { (effect as? VibrancyEffect)?.style.color }

    /// How the view's group is composited: a vibrancy view's is drawn aside, so its colour
    /// (`vibrancyOps`) recolours its own content only, not the blur under it.
    var vibrancyGroupBlend: GroupBlend? { vibrancyColor == nil ? nil : .isolated }

    /// Drawn after the view's subviews, in its group placed by `transform`: the vibrant colour
    /// over the whole view, kept only where its content drew (`sourceIn`: R = S × Dα, W3C
    /// Compositing 1, www.w3.org/TR/compositing-1/#porterduffcompositingoperators_srcin),
    /// so each glyph and fill shows the colour at its own coverage.
    ///
    /// ```swift
    /// let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
    /// blurView.contentView.addSubview(vibrancy)
    /// vibrancy.contentView.addSubview(label)    // drawn in the vibrant colour
    /// ```
    func vibrancyOps(_ outline: Shape, transform: AffineTransform) -> [DrawOp] {
        guard let color = vibrancyColor else { return [] }
        return [.beginGroup(Group(transform: transform, clip: outline, blend: .mode(.sourceIn))),
                .fill(outline, color), .endGroup]
    }
}
