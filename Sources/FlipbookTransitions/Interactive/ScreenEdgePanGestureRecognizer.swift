import FlipbookScene

/// As `UIRectEdge`: edges of a rectangle (the screen's, for `ScreenEdgePanGestureRecognizer`).
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// As `UIScreenEdgePanGestureRecognizer`: a pan that only begins when the finger lands near one
/// of `edges` of the screen (the navigation controller's `interactivePopGestureRecognizer` is one,
/// on the leading edge: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer).
///
/// ```swift
/// let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Self.swiped)
/// edgePan.edges = .left
/// view.addGestureRecognizer(edgePan)
/// ```
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a touch must start at; none (the default, as UIKit's) recognizes nothing.
    public var edges: RectEdge = []
    /// How near an edge the finger must land, points. CHOSEN: 20 pt (UIKit documents no number).
    public static let edgeRegion = 20.0

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = touches.first, let screen = view?.scene?.root.bounds else { state = .failed; return }
        let p = touch.location(in: nil)
        let near = Self.edgeRegion
        let landedAtEdge = (edges.contains(.left) && p.x - screen.minX <= near)
            || (edges.contains(.right) && screen.maxX - p.x <= near)
            || (edges.contains(.top) && p.y - screen.minY <= near)
            || (edges.contains(.bottom) && screen.maxY - p.y <= near)
        guard landedAtEdge else { state = .failed; return }
        super.touchesBegan(touches, with: event)
    }
}
