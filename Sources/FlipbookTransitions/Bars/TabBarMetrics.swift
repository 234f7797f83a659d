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
    /// The badge's colour when none is set: `.systemRed`
    /// (https://developer.apple.com/documentation/uikit/uitabbaritem/badgecolor).
    public static let badgeColor = Color.systemRed
}
