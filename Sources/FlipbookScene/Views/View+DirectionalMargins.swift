import FlipbookRender

/// Insets by leading and trailing rather than left and right, as `NSDirectionalEdgeInsets`.
///
/// ```swift
/// view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
/// ```
public struct DirectionalEdgeInsets: Sendable, Hashable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = DirectionalEdgeInsets()
}

extension View {
    /// `layoutMargins` by leading and trailing, as `UIView.directionalLayoutMargins`: under a
    /// right-to-left layout, leading is the right edge.
    /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    ///
    /// ```swift
    /// cell.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 16)
    /// ```
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveLayoutDirection == .rightToLeft
                ? DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = effectiveLayoutDirection == .rightToLeft
                ? EdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
}
