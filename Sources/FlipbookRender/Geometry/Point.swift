/// A point in points (not pixels), y growing downwards as in UIKit.
///
/// ```swift
/// let p = Point(x: 10, y: 20) + Point(x: 1, y: 1)   // (11, 21)
/// ```
public struct Point: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// Numbers as a person writes them: `300` rather than `300.0`, at most two decimals.
public func formatPoints(_ v: Double) -> String {
    let rounded = (v * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
}
