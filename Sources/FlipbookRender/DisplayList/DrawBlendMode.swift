/// How a drawing operation's colour meets what is under it: Core Graphics' `CGBlendMode`
/// (developer.apple.com/documentation/coregraphics/cgblendmode), each the PDF blend mode or
/// Porter-Duff operator of the same name (PDF 32000-1:2008 §11.3.5, W3C Compositing and
/// Blending Level 1, www.w3.org/TR/compositing-1/), drawn by the Cairo operator of that
/// formula (CairoPainter+BlendMode.swift).
///
/// ```swift
/// Group(transform: .identity, clip: .rect(r), blend: .mode(.multiply))
/// ```
public enum DrawBlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusLighter

    /// Whether the mode changes what is under the drawing where the drawing has no colour
    /// (Porter-Duff's unbounded operators): such a drawing is composited through its own shape,
    /// as Core Graphics bounds every operation by the shape it paints.
    public var changesUncoveredDestination: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }
}
