extension Color {
    /// One value of a colour: straight sRGB components and alpha in 0...1.
    public struct Components: Sendable, Hashable, Codable {
        public var red: Double, green: Double, blue: Double, alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    /// A colour with a value for each appearance, as `UIColor { traits in … }`: `light` is drawn
    /// in light appearance, `dark` in dark. Only each side's own value is used (a semantic
    /// colour passed as `light` gives its light value).
    ///
    /// ```swift
    /// let card = Color(light: .white, dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
    /// card.resolved(for: .dark)     // #1C1C1E
    /// ```
    public init(light: Color, dark: Color) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        self.dark = Components(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// A semantic colour from 8-bit sRGB components and alpha, as the colour tables list them.
    init(light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
        self.init(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
        self.dark = Components(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
    }

    /// True when the colour has a separate dark value (a semantic or `Color(light:dark:)` colour).
    public var isDynamic: Bool { dark != nil }

    /// The static colour drawn in `appearance`: the light value (with no dark value left) or the
    /// dark one. A static colour resolves to itself in both.
    ///
    /// ```swift
    /// Color.label.resolved(for: .dark) == .white    // true
    /// ```
    public func resolved(for appearance: Appearance) -> Color {
        guard let dark else { return self }
        switch appearance {
        case .light: return Color(red: red, green: green, blue: blue, alpha: alpha)
        case .dark: return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        }
    }

    /// The colour `t` of the way from `self` to `end`, component by component in straight RGBA
    /// (what an animation of a background colour draws). When either end is semantic, the dark
    /// values are mixed too, so a colour animation looks right in both appearances.
    public func mixed(with end: Color, _ t: Double) -> Color {
        guard isDynamic || end.isDynamic else { return mixedStatic(end, t) }
        let light = resolved(for: .light).mixedStatic(end.resolved(for: .light), t)
        let dark = resolved(for: .dark).mixedStatic(end.resolved(for: .dark), t)
        return Color(light: light, dark: dark)
    }

    private func mixedStatic(_ b: Color, _ t: Double) -> Color {
        Color(red: red + (b.red - red) * t, green: green + (b.green - green) * t,
              blue: blue + (b.blue - blue) * t, alpha: alpha + (b.alpha - alpha) * t)
    }
}
