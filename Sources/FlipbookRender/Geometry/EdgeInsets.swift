/// Insets from each edge, as `UIEdgeInsets`.
///
/// ```swift
/// let inset = EdgeInsets(top: 300, left: 0, bottom: 0, right: 0)
/// ```
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
}
