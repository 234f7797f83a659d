import Foundation

/// A point in points (not pixels), y growing downwards as in UIKit. It is Foundation's
/// `CGPoint`, so ported UIKit code and Flipbook's API pass the same values.
///
/// ```swift
/// let p = Point(x: 10, y: 20) + Point(x: 1, y: 1)   // (11, 21)
/// p.pointsDescription                                // "(11, 21)"
/// ```
public typealias Point = CGPoint

extension CGPoint {
    public static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }

    /// How traces, captions and messages write a point: `(11, 21)`. (Foundation's `description`
    /// is `(11.0, 21.0)`; Flipbook's output keeps this form.)
    public var pointsDescription: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// Numbers as a person writes them: `300` rather than `300.0`, at most two decimals.
public func formatPoints(_ v: Double) -> String {
    let rounded = (v * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
}
