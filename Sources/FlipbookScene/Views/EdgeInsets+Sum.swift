import FlipbookRender

package extension EdgeInsets {
    /// Edge by edge: a safe area plus what a controller adds to it.
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
