import Foundation

/// A width and a height in points: Foundation's `CGSize`.
///
/// ```swift
/// let screen = Size(width: 390, height: 844)
/// screen.pointsDescription   // "390×844"
/// ```
public typealias Size = CGSize

extension CGSize {
    /// How traces, captions and messages write a size: `390×844`.
    public var pointsDescription: String { "\(formatPoints(width))×\(formatPoints(height))" }
}
