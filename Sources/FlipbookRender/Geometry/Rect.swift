import Foundation

/// An origin and a size: Foundation's `CGRect`, with its semantics (`width`, `minX` and the
/// rest read the standardized rectangle; `insetBy` past the middle gives `.null`).
///
/// ```swift
/// let r = Rect(x: 0, y: 0, width: 390, height: 300)
/// r.maxY                            // 300
/// r.insetBy(dx: 16, dy: 0).width    // 358
/// r.center                          // (195, 150)
/// ```
public typealias Rect = CGRect

extension CGRect {
    /// The middle of the rectangle, `(midX, midY)`.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// True when a side, as stored, is zero or less: the rectangle covers no area. (Foundation's
    /// `isEmpty` is true only for a zero side or the null rectangle; a negative side is
    /// standardized, so `Rect(x: 0, y: 0, width: -5, height: 5)` is not empty there.)
    public var coversNoArea: Bool { size.width <= 0 || size.height <= 0 }

    /// True when the interiors overlap; rectangles that only share an edge do not. (Foundation's
    /// `intersects` counts a shared edge.)
    public func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// How traces, captions and messages write a rectangle: `(0, 0, 390, 300)`, the origin and
    /// size as stored (a negative side stays negative).
    public var pointsDescription: String {
        "(\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(size.width)), \(formatPoints(size.height)))"
    }
}
