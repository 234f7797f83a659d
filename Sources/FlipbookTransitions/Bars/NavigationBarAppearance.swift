import FlipbookScene

/// As `UINavigationBarAppearance`: how a navigation bar draws its background and bottom shadow
/// line (`BarAppearance`, shared with the toolbar and the tab bar) and its titles. A bar has
/// three, used as UIKit uses them
/// (https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance):
/// `scrollEdgeAppearance` while the content's top edge meets the bar's bottom, else
/// `standardAppearance` (`compactAppearance` in a compact-height bar, falling back to standard).
/// A navigation item's own appearances win over the bar's.
///
/// ```swift
/// let opaque = UINavigationBarAppearance()
/// opaque.configureWithOpaqueBackground()
/// opaque.backgroundColor = .systemIndigo
/// opaque.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController?.navigationBar.standardAppearance = opaque
/// ```
open class NavigationBarAppearance: BarAppearance {
    public var titleTextAttributes: [AttributedText.Key: Any] = [:]
    public var largeTitleTextAttributes: [AttributedText.Key: Any] = [:]

    /// Starts as `configureWithDefaultBackground()`, as UIKit's `init()` does.
    public override init() { super.init() }

    /// The background of `other`; its titles too when it is a navigation bar appearance.
    public override init(barAppearance other: BarAppearance) {
        if let nav = other as? NavigationBarAppearance {
            titleTextAttributes = nav.titleTextAttributes
            largeTitleTextAttributes = nav.largeTitleTextAttributes
        }
        super.init(barAppearance: other)
    }

    /// A copy, as `UIBarAppearance.copy()`.
    public convenience init(copying other: NavigationBarAppearance) { self.init(barAppearance: other) }

    /// As `UIBarAppearance.copy()` (which returns `Self`; NSObject's `copy()` returns `Any` here,
    /// so the typed copy is `init(copying:)`).
    public override func copy() -> Any { NavigationBarAppearance(copying: self) }

    /// What UIKit uses at the scroll edge when no scroll-edge appearance is set: the standard one
    /// with a transparent background (https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance:
    /// "If the value of this property is nil, UIKit uses the settings found in the standardAppearance
    /// property, modified to use a transparent background").
    func withTransparentBackground() -> NavigationBarAppearance {
        let copy = NavigationBarAppearance(copying: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}
