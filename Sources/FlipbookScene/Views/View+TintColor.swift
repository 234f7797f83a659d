import FlipbookRender

public extension View {
    /// UIKit's `tintColor`: the colour set on this view, else its superview's, up to the root,
    /// whose default is system blue. Setting nil goes back to inheriting.
    ///
    /// ```swift
    /// header.tintColor = .systemRed
    /// header.addSubview(icon)
    /// icon.tintColor            // systemRed, inherited
    /// ```
    var tintColor: Color! {
        get {
            var v: View? = self
            while let current = v {
                if let own = current.ownTintColor { return own }
                v = current.superview
            }
            return View.defaultTintColor
        }
        set { ownTintColor = newValue }
    }

    /// The tint at the top of a tree where nothing sets one (UIKit's system blue).
    static var defaultTintColor: Color { .systemBlue }
}
