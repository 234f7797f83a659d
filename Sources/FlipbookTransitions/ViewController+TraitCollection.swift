import FlipbookScene

extension ViewController {
    /// As `UIViewController.traitCollection`: the size classes of the screen this controller is
    /// shown on (`Screen.traitCollection`; unspecified before it is shown).
    ///
    /// ```swift
    /// if traitCollection.verticalSizeClass == .compact { imageView.isHidden = true }   // iPhone landscape
    /// ```
    public var traitCollection: TraitCollection { host?.scene?.screen.traitCollection ?? TraitCollection() }
}
