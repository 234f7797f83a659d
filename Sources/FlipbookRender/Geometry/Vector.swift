import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (which Linux Foundation lacks): a
/// spring timing's initial velocity per axis, in units of the whole animated distance per second.
///
/// ```swift
/// let push = Vector(dx: 2, dy: 0)
/// push.dx   // 2
/// ```
public struct Vector: Sendable, Hashable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public static let zero = Vector(dx: 0, dy: 0)
}
