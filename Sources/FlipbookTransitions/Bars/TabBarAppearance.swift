import class Foundation.NSObject
import FlipbookScene

/// As `UITabBarAppearance`: the tab bar's background and top hairline (`BarAppearance`, shared
/// with the other bars) and how its items look in each state. An iPhone in portrait lays its
/// items out stacked (the image above the title): `stackedLayoutAppearance` is what it uses; in
/// landscape inline (the image beside the title): `compactInlineLayoutAppearance`, or
/// `inlineLayoutAppearance` on the regular-width Plus/Max phones (`TabBarMetrics.itemStyle`).
/// The bar shows `scrollEdgeAppearance` while the content's bottom edge meets it, else
/// `standardAppearance` (https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance).
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
/// appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.darkGray]
/// tabBar.standardAppearance = appearance
/// tabBar.scrollEdgeAppearance = appearance
/// ```
open class TabBarAppearance: BarAppearance {
    public var stackedLayoutAppearance = TabBarItemAppearance(style: .stacked)
    /// The inline look in regular width (a Plus/Max phone in landscape).
    public var inlineLayoutAppearance = TabBarItemAppearance(style: .inline)
    /// The inline look in compact width (the other iPhones in landscape).
    public var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline)

    /// The item look for `style`.
    func itemAppearance(for style: TabBarItemAppearance.Style) -> TabBarItemAppearance {
        switch style {
        case .stacked: stackedLayoutAppearance
        case .inline: inlineLayoutAppearance
        case .compactInline: compactInlineLayoutAppearance
        }
    }

    public override init() { super.init() }

    /// The background of `other`; its item appearances too when it is a tab bar appearance.
    public override init(barAppearance other: BarAppearance) {
        if let tabs = other as? TabBarAppearance {
            stackedLayoutAppearance = tabs.stackedLayoutAppearance.copied()
            inlineLayoutAppearance = tabs.inlineLayoutAppearance.copied()
            compactInlineLayoutAppearance = tabs.compactInlineLayoutAppearance.copied()
        }
        super.init(barAppearance: other)
    }

    /// A copy, as `UIBarAppearance.copy()`.
    public override func copy() -> Any { TabBarAppearance(barAppearance: self) }

    /// The standard look with a transparent background: what UIKit uses at the scroll edge when
    /// `scrollEdgeAppearance` is nil (https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance).
    func withTransparentBackground() -> TabBarAppearance {
        let copy = TabBarAppearance(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// As `UITabBarItemAppearance`: an item's look in each of its states.
open class TabBarItemAppearance: NSObject {
    /// As `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable { case stacked, inline, compactInline }

    public var normal = TabBarItemStateAppearance()
    public var selected = TabBarItemStateAppearance()
    public var disabled = TabBarItemStateAppearance()
    public var focused = TabBarItemStateAppearance()

    public init(style: Style) { super.init() }
    public override convenience init() { self.init(style: .stacked) }

    /// As `configureWithDefault(for:)`: every state back to the system's look.
    public func configureWithDefault(for style: Style) {
        normal = TabBarItemStateAppearance()
        selected = TabBarItemStateAppearance()
        disabled = TabBarItemStateAppearance()
        focused = TabBarItemStateAppearance()
    }

    func copied() -> TabBarItemAppearance {
        let copy = TabBarItemAppearance(style: .stacked)
        copy.normal = normal.copied()
        copy.selected = selected.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }
}

/// As `UITabBarItemStateAppearance`: an item's colours and title in one state. Nil (and empty)
/// values leave the system's look: the tint colour when selected, grey otherwise.
open class TabBarItemStateAppearance: NSObject {
    public var iconColor: Color?
    public var titleTextAttributes: [AttributedText.Key: Any] = [:]
    public var badgeBackgroundColor: Color?
    public var badgeTextAttributes: [AttributedText.Key: Any] = [:]

    public override init() { super.init() }

    func copied() -> TabBarItemStateAppearance {
        let copy = TabBarItemStateAppearance()
        copy.iconColor = iconColor
        copy.titleTextAttributes = titleTextAttributes
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        return copy
    }
}
