import FlipbookRender

/// `UIImage.SymbolConfiguration`: the point size, weight and scale a symbol image is drawn at.
/// Parts left unset take the defaults when drawn (17 pt, regular, medium) or another
/// configuration's (`applying(_:)`).
///
/// ```swift
/// let config = UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)
/// let chevron = UIImage(systemName: "chevron.right", withConfiguration: config)
/// ```
public struct SymbolConfiguration: Sendable, Hashable {
    public var pointSize: Double?
    public var weight: SymbolWeight?
    public var scale: SymbolScale?
    /// The text style whose size (at Large) gives the point size, as `init(textStyle:)`.
    public var textStyle: FontTextStyle?

    public init(pointSize: Double) { self.pointSize = pointSize }
    public init(pointSize: Double, weight: SymbolWeight) { self.pointSize = pointSize; self.weight = weight }
    public init(pointSize: Double, weight: SymbolWeight, scale: SymbolScale) {
        self.pointSize = pointSize; self.weight = weight; self.scale = scale
    }
    public init(weight: SymbolWeight) { self.weight = weight }
    public init(scale: SymbolScale) { self.scale = scale }
    public init(textStyle: FontTextStyle) { self.textStyle = textStyle }
    public init(textStyle: FontTextStyle, scale: SymbolScale) { self.textStyle = textStyle; self.scale = scale }
    /// The font's point size and weight.
    public init(font: Font) { pointSize = font.size; weight = SymbolWeight(font.weight) }
    public init(font: Font, scale: SymbolScale) { self.init(font: font); self.scale = scale }

    /// The default configuration: body's 17 pt, regular, medium.
    public static let unspecified = SymbolConfiguration(scale: .unspecified)

    /// This configuration with every part `other` sets taking precedence (`applying(_:)`).
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
        guard let other else { return self }
        var c = self
        if other.textStyle != nil { c.textStyle = other.textStyle; c.pointSize = other.pointSize }
        if let p = other.pointSize { c.pointSize = p; if other.textStyle == nil { c.textStyle = nil } }
        if let w = other.weight, w != .unspecified { c.weight = w }
        if let s = other.scale, s != .unspecified { c.scale = s }
        return c
    }

    /// The point size drawn: the set one, the text style's at Large, else 17 (UIKit's body).
    public var resolvedPointSize: Double { pointSize ?? textStyle?.pointSize(for: .large) ?? 17 }
    public var resolvedWeight: SymbolWeight { weight.flatMap { $0 == .unspecified ? nil : $0 } ?? .regular }
    public var resolvedScale: SymbolScale {
        switch scale {
        case .small: .small
        case .large: .large
        default: .medium
        }
    }
}

/// `UIImage.SymbolWeight`: the nine weights of the system font, and `unspecified`.
public enum SymbolWeight: String, Sendable, Hashable, CaseIterable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    init(_ weight: Font.Weight) { self = SymbolWeight(rawValue: weight.rawValue) ?? .regular }

    /// The font weight of the same name (`unspecified`: regular).
    public var fontWeight: Font.Weight { Font.Weight(rawValue: rawValue) ?? .regular }
}

/// `UIImage.SymbolScale`: a symbol's size relative to text of the same point size.
public enum SymbolScale: String, Sendable, Hashable, CaseIterable {
    case `default`, unspecified, small, medium, large

    /// How much larger than medium the scale draws a symbol. Apple documents the scales only as
    /// "bigger or smaller than text that uses the same point size"
    /// (https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:weight:scale:));
    /// the factors are CHOSEN: small 0.8 and large 1.3, near the ratios of the small and large
    /// variants to the medium one in the SF Symbols app's templates.
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .large: 1.3
        case .default, .unspecified, .medium: 1
        }
    }
}
