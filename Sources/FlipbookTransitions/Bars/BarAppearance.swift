import class Foundation.NSObject
import FlipbookScene

/// As `UIBarAppearance`: the background every bar draws (navigation bar, toolbar, tab bar): a
/// material, a colour over it and a hairline along the edge that meets the content. The bars'
/// own appearances (`NavigationBarAppearance`, `ToolbarAppearance`, `TabBarAppearance`) add what
/// each draws on top (https://developer.apple.com/documentation/uikit/uibarappearance).
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemGroupedBackground
/// tabBarController?.tabBar.standardAppearance = appearance
/// ```
open class BarAppearance: NSObject {
    public var backgroundColor: Color?
    /// The hairline along the bar's edge that meets the content; clear or nil hides it.
    public var shadowColor: Color?
    /// The blur's stand-in colour behind `backgroundColor` (no blur is drawn off-device: the
    /// default background's translucent grey is what a blur over white shows).
    var materialColor: Color?

    /// Starts as `configureWithDefaultBackground()`, as UIKit's `init()` does.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// As `init(barAppearance:)`: the background of `other` (of any bar's appearance), the rest
    /// as a new appearance's.
    public init(barAppearance other: BarAppearance) {
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
        materialColor = other.materialColor
        super.init()
    }

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
}
