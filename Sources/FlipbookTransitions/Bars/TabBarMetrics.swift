import FlipbookScene

/// Where a stacked tab bar item (iOS 15+, iPhone portrait) puts its parts, in the 49 pt band.
/// Apple documents the bar's height (`ToolbarMetrics.tabBarHeight`) and the badge's default
/// colour, not these; each is CHOSEN from iOS 17 screenshots of a 49 pt bar at 3x:
/// - items share the width equally (`UITabBar.ItemPositioning.fill`, what `.automatic` is on an
///   iPhone: https://developer.apple.com/documentation/uikit/uitabbar/itempositioning-swift.enum);
/// - the icon, a symbol at the large scale (17 pt × 1.3), centred 18 pt below the bar's top;
/// - the title, 10 pt medium, in a 12 pt line 34 pt below the top (its baseline about 44);
/// - the badge, a capsule 18 pt tall and at least 18 wide (5 pt either side of 13 pt text), its
///   leading edge 10 pt left of the icon's trailing edge and its top 4 pt above the icon's.
public enum TabBarMetrics {
    public static let iconCenterY = 18.0
    public static let titleTop = 34.0
    public static let titleLineHeight = 12.0
    public static let titleFont = Font.systemFont(ofSize: 10, weight: .medium)
    public static let badgeHeight = 18.0
    public static let badgePadding = 5.0
    public static let badgeFont = Font.systemFont(ofSize: 13)
    public static let badgeInsetFromIconTrailing = 10.0
    public static let badgeRiseAboveIcon = 4.0
    /// The symbol configuration a tab's symbol is drawn at when its image has none of its own.
    public static let symbolConfiguration = SymbolConfiguration(scale: .large)
    /// The unselected items' colour when no appearance or `unselectedItemTintColor` gives one.
    /// CHOSEN: `.systemGray` (142, 142, 147), what an iOS 15–17 tab bar's unselected items read as.
    public static let unselectedColor = Color.systemGray
    // The inline layout (an iPhone in landscape: the icon beside the title). Apple documents the
    // styles (https://developer.apple.com/documentation/uikit/uitabbaritemappearance/style:
    // `inline` "suitable for use in regular-width environments", `compactInline` "… compact-width
    // environments"), not their metrics; CHOSEN from iOS 17 landscape screenshots by eye: the
    // symbol at the medium scale, a 13 pt medium title 6 pt after it, the pair centred in its slot.
    public static let inlineTitleFont = Font.systemFont(ofSize: 13, weight: .medium)
    public static let inlineIconTitleGap = 6.0
    public static let inlineSymbolConfiguration = SymbolConfiguration(scale: .medium)

    /// The bar's band above the home indicator on `screen`: 32 pt on a notched iPhone in
    /// landscape that is compact both ways, else 49. QMUI's measured table
    /// (https://github.com/Tencent/QMUI_iOS/issues/633): "全面屏 iPhone 横屏 (Regular 49 or Compact
    /// 32) + safeAreaBottom", "非全面屏 iPhone 横屏 49" (a home-button phone keeps 49).
    public static func barHeight(on screen: Screen?) -> Double {
        guard let screen, NavigationBarMetrics.isCompactBar(screen), screen.safeAreaInsets.bottom > 0 else {
            return ToolbarMetrics.tabBarHeight
        }
        return NavigationBarMetrics.compactHeight
    }

    /// How the items are laid out on `screen`: stacked in portrait and on iPad (Flipbook's iPad
    /// bar keeps the phone layout, as before), inline in iPhone landscape: `compactInline` in
    /// compact width, `inline` on the regular-width Plus/Max phones (the Style page above).
    public static func itemStyle(on screen: Screen?) -> TabBarItemAppearance.Style {
        guard let traits = screen?.traitCollection, traits.verticalSizeClass == .compact else { return .stacked }
        return traits.horizontalSizeClass == .regular ? .inline : .compactInline
    }

    /// The badge's colour when none is set: `.systemRed`
    /// (https://developer.apple.com/documentation/uikit/uitabbaritem/badgecolor).
    public static let badgeColor = Color.systemRed
}
