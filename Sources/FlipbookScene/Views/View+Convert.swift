import FlipbookRender

// UIKit's coordinate conversions between views of one tree. A nil view means the root (UIKit's
// window), as in UIKit. Rectangles convert as UIKit does: the smallest axis-aligned rectangle
// holding the transformed corners.
public extension View {
    /// A point in this view's bounds, in `view`'s (nil: the root's).
    ///
    /// ```swift
    /// let p = icon.convert(Point(x: 0, y: 0), to: nil)     // icon's top-left on screen
    /// ```
    func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = transformToRoot.apply(to: point)
        guard let view, let back = view.transformToRoot.inverse else { return inRoot }
        return back.apply(to: inRoot)
    }

    /// A point in `view`'s bounds (nil: the root's), in this view's.
    func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view?.transformToRoot.apply(to: point) ?? point
        guard let back = transformToRoot.inverse else { return inRoot }
        return back.apply(to: inRoot)
    }

    /// A rectangle in this view's bounds, in `view`'s (nil: the root's).
    func convert(_ rect: Rect, to view: View?) -> Rect {
        let inRoot = transformToRoot.apply(to: rect)
        guard let view, let back = view.transformToRoot.inverse else { return inRoot }
        return back.apply(to: inRoot)
    }

    /// A rectangle in `view`'s bounds (nil: the root's), in this view's.
    func convert(_ rect: Rect, from view: View?) -> Rect {
        let inRoot = view?.transformToRoot.apply(to: rect) ?? rect
        guard let back = transformToRoot.inverse else { return inRoot }
        return back.apply(to: inRoot)
    }
}
