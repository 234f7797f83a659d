import FlipbookRender

/// Translucent bands over the insets of a rectangle: the safe area (status bar, notch, home
/// indicator) and the root view's layout margins. The four bands do not overlap, so the tint
/// is even everywhere, corners included.
enum InsetBands {
    static let safeAreaTint = Color(red: 0.69, green: 0.32, blue: 0.87, alpha: 0.3)
    static let marginsTint = Color(red: 0.19, green: 0.69, blue: 0.78, alpha: 0.25)

    /// The bands between `outer` and `outer` inset by `insets`; empty bands are left out.
    static func ops(outer: Rect, insets: EdgeInsets, tint: Color) -> [DrawOp] {
        // Negative or non-finite insets draw nothing rather than bands outside the rectangle.
        func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
        let top = min(clean(insets.top), outer.height), bottom = min(clean(insets.bottom), outer.height - top)
        let middle = outer.height - top - bottom
        let left = min(clean(insets.left), outer.width), right = min(clean(insets.right), outer.width - left)
        let bands = [
            Rect(x: outer.minX, y: outer.minY, width: outer.width, height: top),
            Rect(x: outer.minX, y: outer.maxY - bottom, width: outer.width, height: bottom),
            Rect(x: outer.minX, y: outer.minY + top, width: left, height: middle),
            Rect(x: outer.maxX - right, y: outer.minY + top, width: right, height: middle),
        ]
        return bands.filter { !$0.coversNoArea }.map { .fill(.rect($0), tint) }
    }

    /// The screen's unsafe edges.
    static func safeArea(of scene: Scene) -> [DrawOp] {
        ops(outer: scene.screen.bounds, insets: scene.screen.safeAreaInsets, tint: safeAreaTint)
    }

    /// The root view's margins, measured from the safe area as UIKit measures them by default.
    /// Only the root's: it is the view controller's view, whose margins a layout lines up to;
    /// every other view's default 8 pt would cover the frame in bands.
    static func margins(of scene: Scene) -> [DrawOp] {
        let root = scene.root
        let safe = root.insetsLayoutMarginsFromSafeArea ? scene.screen.safeAreaInsets : .zero
        let outer = Rect(x: root.frame.minX + safe.left, y: root.frame.minY + safe.top,
                         width: root.frame.width - safe.left - safe.right, height: root.frame.height - safe.top - safe.bottom)
        guard !outer.coversNoArea else { return [] }
        return ops(outer: outer, insets: root.layoutMargins, tint: marginsTint)
    }
}
