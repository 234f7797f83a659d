import Foundation

/// Insets from each edge, as `UIEdgeInsets` (its fields are `CGFloat`s, as UIKit's are).
///
/// ```swift
/// let inset = EdgeInsets(top: 300, left: 0, bottom: 0, right: 0)
/// ```
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
}
