import Foundation

/// Which corners of a rectangle are rounded: Core Animation's `CACornerMask` and UIKit's
/// `UIRectCorner`, in y-down terms (min y is the top).
public struct RectCorners: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = RectCorners(rawValue: 1)
    public static let topRight = RectCorners(rawValue: 2)
    public static let bottomLeft = RectCorners(rawValue: 4)
    public static let bottomRight = RectCorners(rawValue: 8)
    public static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// The curve of a rounded corner (`CALayerCornerCurve`).
public enum CornerCurve: String, Sendable, Hashable {
    /// A quarter circle (an ellipse's quarter for unequal radii).
    case circular
    /// iOS's continuous corner: the curvature grows gradually from the straight edge, with no
    /// kink where circle meets line. Apple does not publish the curve; this is the shape
    /// `UIBezierPath(roundedRect:cornerRadius:)` returns since iOS 7 (which `cornerCurve =
    /// .continuous` matches), as PaintCode measured it from the path's elements and published
    /// it: https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles. Each corner
    /// reaches 1.52866 radii along each edge, as three cubic curves joined by two short lines
    /// (`continuousCorner` below, the published coefficients).
    case continuous
}

extension Path {
    /// One corner of the continuous shape, as (distance back along the incoming edge, distance
    /// along the outgoing edge) in radii: start, then each segment's end and controls.
    /// From PaintCode's published drawing code (see `CornerCurve.continuous`).
    static let continuousExtent = 1.52866483
    private static let continuousCorner: [(end: (Double, Double), c1: (Double, Double)?, c2: (Double, Double)?)] = [
        ((0.66993427, 0.06549600), (1.08849323, 0), (0.86840689, 0)),
        ((0.63149399, 0.07491100), nil, nil),
        ((0.07491100, 0.63149399), (0.37282392, 0.16905899), (0.16905899, 0.37282392)),
        ((0.06549600, 0.66993427), nil, nil),
        ((0, continuousExtent), (0, 0.86840689), (0, 1.08849323)),
    ]
    /// The cubic handle of a quarter circle, in radii from the corner's ends (4/3·(√2 − 1)).
    private static let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// A rectangle with the chosen corners rounded: clockwise on screen from the top edge, as
    /// UIKit's rounded-rect paths run. `radii` are the corner's horizontal and vertical radii
    /// (equal for `UIBezierPath` and layers; `CGPath(roundedRect:cornerWidth:cornerHeight:)`
    /// may differ). A circular radius is clamped to half the side, as Core Animation does; a
    /// continuous corner that does not fit its 1.52866 radii along a side is drawn circular at
    /// the clamped radius (CHOSEN: PaintCode found UIKit switching to other shapes there, which
    /// are not published).
    public mutating func addRoundedRect(_ rect: Rect, radii: Size, corners: RectCorners = .all, curve: CornerCurve = .circular) {
        let r = rect.standardized
        var rx = max(0, radii.width.isFinite ? radii.width : 0), ry = max(0, radii.height.isFinite ? radii.height : 0)
        guard (rx > 0 && ry > 0), !corners.isEmpty else { addRect(r); return }
        var curve = curve
        if curve == .continuous && (rx * Self.continuousExtent > r.width / 2 || ry * Self.continuousExtent > r.height / 2) {
            curve = .circular
        }
        rx = min(rx, r.width / 2); ry = min(ry, r.height / 2)
        let ext = curve == .continuous ? Self.continuousExtent : 1
        // (corner point, incoming travel direction, outgoing travel direction, radius along the incoming edge, along the outgoing)
        let plan: [(RectCorners, Point, Point, Point, Double, Double)] = [
            (.topRight, Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1), rx, ry),
            (.bottomRight, Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0), ry, rx),
            (.bottomLeft, Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1), rx, ry),
            (.topLeft, Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0), ry, rx),
        ]
        func at(_ k: Point, _ din: Point, _ dout: Point, _ a: Double, _ b: Double) -> Point {
            Point(x: k.x - a * din.x + b * dout.x, y: k.y - a * din.y + b * dout.y)
        }
        // Start on the top edge where the top-left corner ends.
        let tl = corners.contains(.topLeft)
        move(to: Point(x: r.minX + (tl ? rx * ext : 0), y: r.minY))
        for (corner, k, din, dout, ra, rb) in plan {
            guard corners.contains(corner) else { addLine(to: k); continue }
            addLine(to: at(k, din, dout, ra * ext, 0))
            if curve == .circular {
                addCurve(to: at(k, din, dout, 0, rb), control1: at(k, din, dout, ra * (1 - Self.kappa), 0),
                         control2: at(k, din, dout, 0, rb * (1 - Self.kappa)))
            } else {
                for seg in Self.continuousCorner {
                    let end = at(k, din, dout, ra * seg.end.0, rb * seg.end.1)
                    if let c1 = seg.c1, let c2 = seg.c2 {
                        addCurve(to: end, control1: at(k, din, dout, ra * c1.0, rb * c1.1), control2: at(k, din, dout, ra * c2.0, rb * c2.1))
                    } else {
                        addLine(to: end)
                    }
                }
            }
        }
        closeSubpath()
    }
}
