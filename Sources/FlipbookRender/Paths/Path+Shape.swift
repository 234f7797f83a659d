import Foundation

extension Path {
    /// The outline a display-list `Shape` draws, as a path (to append it to another, or
    /// trim it).
    ///
    /// ```swift
    /// Path(.rect(Rect(x: 0, y: 0, width: 10, height: 10))).elements.count   // 5: move, 3 lines, close
    /// ```
    public init(_ shape: Shape) {
        self.init()
        switch shape {
        case .rect(let r): addRect(r)
        case let .roundedRect(r, radius): addRoundedRect(r, radii: Size(width: radius, height: radius))
        case .ellipse(let r): addEllipse(in: r)
        case .polygon(let points):
            guard let first = points.first else { return }
            move(to: first)
            for p in points.dropFirst() { addLine(to: p) }
            closeSubpath()
        case .path(let p, _): self = p
        }
    }
}
