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
        set {
            ownTintColor = newValue
            tintDidChange()
        }
    }

    /// UIKit calls `tintColorDidChange()` on the view and every subview that inherits its tint
    /// (developer.apple.com/documentation/uikit/uiview/tintcolordidchange()): here each is laid
    /// out again, so a control that copies its tint into a subview (a button's image view)
    /// takes the new one.
    private func tintDidChange() {
        setNeedsLayout()
        // A button keeps the colours it copied into its content until told they changed.
        (self as? Button)?.invalidateContent()
        for sub in subviews where sub.ownTintColor == nil { sub.tintDidChange() }
    }

    /// The tint at the top of a tree where nothing sets one (UIKit's system blue).
    static var defaultTintColor: Color { .systemBlue }
}
