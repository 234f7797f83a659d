import FlipbookScene

/// As `UIToolbarAppearance`: how a toolbar draws its background and top hairline (the
/// `BarAppearance` every bar shares). A toolbar in a navigation controller uses
/// `scrollEdgeAppearance` while the content's bottom edge meets it, else `standardAppearance`
/// (https://developer.apple.com/documentation/uikit/uitoolbar/scrolledgeappearance).
///
/// ```swift
/// let appearance = UIToolbarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemYellow
/// navigationController?.toolbar.standardAppearance = appearance
/// ```
open class ToolbarAppearance: BarAppearance {
    /// Starts as `configureWithDefaultBackground()`, as UIKit's `init()` does.
    public override init() { super.init() }
    /// The background of `other`, any bar's appearance.
    public override init(barAppearance other: BarAppearance) { super.init(barAppearance: other) }
    /// A copy, as `UIBarAppearance.copy()`.
    public override func copy() -> Any { ToolbarAppearance(barAppearance: self) }

    /// The standard look with a transparent background: what UIKit uses at the scroll edge when
    /// `scrollEdgeAppearance` is nil ("modified to have a transparent background",
    /// https://developer.apple.com/documentation/uikit/uitoolbar/scrolledgeappearance).
    func withTransparentBackground() -> ToolbarAppearance {
        let copy = ToolbarAppearance(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}
