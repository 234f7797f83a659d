import class Foundation.NSObject
import FlipbookScene

/// As `UINavigationBarAppearance` (with `UIBarAppearance`'s background): how a navigation bar
/// draws its background, its bottom shadow line and its titles. A bar has three, used as
/// UIKit uses them (https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance):
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
open class NavigationBarAppearance: NSObject {
    public var backgroundColor: Color?
    /// The hairline under the bar; clear or nil hides it.
    public var shadowColor: Color?
    public var titleTextAttributes: [AttributedText.Key: Any] = [:]
    public var largeTitleTextAttributes: [AttributedText.Key: Any] = [:]
    /// The blur's stand-in colour behind `backgroundColor` (no blur is drawn off-device: the
    /// default background's translucent grey is what a blur over white shows).
    var materialColor: Color?

    /// Starts as `configureWithDefaultBackground()`, as UIKit's `init()` does.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy, as `UIBarAppearance.copy()`.
    public init(copying other: NavigationBarAppearance) {
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        materialColor = other.materialColor
        super.init()
    }

    /// As `UIBarAppearance.copy()` (which returns `Self`; NSObject's `copy()` returns `Any` here,
    /// so the typed copy is `init(copying:)`).
    public override func copy() -> Any { NavigationBarAppearance(copying: self) }

    /// The system's translucent material and a hairline. The material's colour is the grey UIKit's
    /// `.systemChromeMaterial` shows over a white page (249/255 at 94 %; 29/255 in dark). CHOSEN.
    public func configureWithDefaultBackground() {
        backgroundColor = nil
        materialColor = Self.defaultMaterial
        shadowColor = Self.defaultShadow
    }

    /// An opaque background in the theme's colour (`.systemBackground`) and a hairline.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        materialColor = nil
        shadowColor = Self.defaultShadow
    }

    /// No background and no hairline: the content shows through.
    public func configureWithTransparentBackground() {
        backgroundColor = .clear
        materialColor = nil
        shadowColor = .clear
    }

    /// The fill under the bar's contents: the material, then `backgroundColor` over it.
    var fills: [Color] { [materialColor, backgroundColor].compactMap { $0 } }

    static let defaultMaterial = Color(light: Color(white: 249 / 255, alpha: 0.94), dark: Color(white: 29 / 255, alpha: 0.94))
    /// The hairline's colour: black at 30 % (white at 15 % in dark), as `UIBarAppearance.shadowColor`
    /// reads on iOS 15–17.
    static let defaultShadow = Color(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))

    /// What UIKit uses at the scroll edge when no scroll-edge appearance is set: the standard one
    /// with a transparent background (https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance:
    /// "If the value of this property is nil, UIKit uses the settings found in the standardAppearance
    /// property, modified to use a transparent background").
    func withTransparentBackground() -> NavigationBarAppearance {
        let copy = NavigationBarAppearance(copying: self)
        copy.configureBackgroundTransparent()
        return copy
    }

    private func configureBackgroundTransparent() {
        backgroundColor = .clear
        materialColor = nil
        shadowColor = .clear
    }
}
