import Foundation

/// A vector outline as Core Graphics keeps one (`CGPath`): subpaths of straight lines and
/// quadratic and cubic Bézier curves, each begun by a move and optionally closed. Arcs, ovals and
/// rounded rectangles are added as cubic curves, as `CGPath` stores them. A value: building one
/// copies nothing shared, so a path handed to a display list cannot change under it.
///
/// ```swift
/// var p = Path()
/// p.move(to: Point(x: 0, y: 0))
/// p.addLine(to: Point(x: 10, y: 0))
/// p.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 14, y: 4))
/// p.closeSubpath()
/// p.bounds            // the control points' box, as `CGPath.boundingBox`
/// ```
public struct Path: Sendable, Hashable {
    /// One drawing step.
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case quadCurve(Point, control: Point)
        case curve(Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the next segment starts (`CGPath.currentPoint`); nil before the first move.
    public private(set) var currentPoint: Point?
    /// Where the open subpath began: `closeSubpath` returns there.
    private var subpathStart: Point?

    public init() {}

    public init(elements: [Element]) {
        for e in elements { append(e) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) {
        // Consecutive moves keep only the last, as Core Graphics does.
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(p)); currentPoint = p; subpathStart = p
    }

    /// A segment needs a current point; Core Graphics logs and ignores one without, so does this.
    public mutating func addLine(to p: Point) {
        guard currentPoint != nil else { return }
        elements.append(.line(p)); currentPoint = p
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        guard currentPoint != nil else { return }
        elements.append(.quadCurve(p, control: control)); currentPoint = p
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { return }
        elements.append(.curve(p, control1: control1, control2: control2)); currentPoint = p
    }

    public mutating func closeSubpath() {
        guard let start = subpathStart, currentPoint != nil else { return }
        if case .close = elements.last { return }
        elements.append(.close); currentPoint = start
    }

    /// Adds one element as the matching call would.
    public mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
        case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
        case .close: closeSubpath()
        }
    }

    /// Appends every subpath of `other` (`UIBezierPath.append`, `CGMutablePath.addPath`).
    public mutating func append(_ other: Path) {
        for e in other.elements {
            // A segment first in `other` would have no move of its own here only if `other` was
            // built without one, which the builders above refuse.
            append(e)
        }
    }

    /// The path with every point mapped by `t` (`UIBezierPath.apply`, `addPath(_:transform:)`).
    public func applying(_ t: AffineTransform) -> Path {
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(to: p))
            case .line(let p): out.addLine(to: t.apply(to: p))
            case let .quadCurve(p, c): out.addQuadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case let .curve(p, c1, c2): out.addCurve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: out.closeSubpath()
            }
        }
        return out
    }

    /// The smallest box holding every point, control points included (`CGPath.boundingBox`,
    /// `UIBezierPath.bounds`); `.null` for an empty path, as Core Graphics reports it.
    public var bounds: Rect {
        var lo = Point(x: Double.infinity, y: Double.infinity), hi = Point(x: -Double.infinity, y: -Double.infinity)
        func add(_ p: Point) {
            lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y)); hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case let .quadCurve(p, c): add(p); add(c)
            case let .curve(p, c1, c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        guard lo.x <= hi.x, lo.y <= hi.y else { return .null }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// Every coordinate finite: what Cairo is given (a NaN point would poison its path).
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
            case let .quadCurve(p, c): return [p, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case let .curve(p, c1, c2): return [p, c1, c2].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .close: return true
            }
        }
    }
}
