public extension Color {
    /// UIKit's `withAlphaComponent(_:)`: this colour with its alpha replaced (not multiplied).
    ///
    /// ```swift
    /// let veil = Color.black.withAlphaComponent(0.4)
    /// ```
    func withAlphaComponent(_ alpha: Double) -> Color { withAlpha(alpha) }

    /// UIKit's `cgColor`: the same colour (Flipbook has one colour type).
    var cgColor: Color { self }
}
