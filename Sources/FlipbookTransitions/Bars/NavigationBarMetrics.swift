import FlipbookScene

/// The navigation bar's sizes and fonts, in one place.
///
/// - Inline bar: 44 pt on iPhone (Apple's HIG, "Navigation bars", iOS 7–10 spec pages and
///   `UINavigationBar.sizeThatFits` on every iPhone since iOS 7); 50 pt on iPad since iOS 12
///   (measured on iPadOS 12–17 and reported in issue 32; Apple documents no number).
/// - Large title: the bar is 96 pt tall on iPhone, the inline 44 pt plus a 52 pt large-title
///   band (measured `navigationBar.frame.height` under iOS 11–17 with `prefersLargeTitles`;
///   community measurements: 96 pt, 96.33 at 3x rounding; MEASURED, not documented).
/// - Compact (iPhone landscape): a 32 pt inline bar, no large title (UIKit shows it inline in
///   compact height). CHOSEN: the title and items keep their 17 pt fonts; no source gives a
///   smaller title for the compact bar, and screenshots of iOS 17 landscape bars show the same size.
/// - Fonts: the inline title is the `.headline` text style, 17 pt semibold; the large title is
///   the `.largeTitle` size, 34 pt, bold (Apple's HIG, Typography, "Dynamic Type sizes",
///   https://developer.apple.com/design/human-interface-guidelines/typography — Large Title 34,
///   Headline 17 semibold; the bar draws it bold, `UINavigationBar` large title attributes).
/// - Bar button items: 17 pt, regular for `.plain`, semibold for `.done` (the HIG's Body size).
public enum NavigationBarMetrics {
    /// The inline bar's height on `screen`: 50 on iPad, 44 on iPhone, 32 on an iPhone in
    /// landscape that is compact both ways (`isCompactBar`).
    public static func inlineHeight(on screen: Screen?) -> Double { isPad(screen) ? 50 : isCompactBar(screen) ? compactHeight : 44 }

    /// The compact bar's height: 32 pt (the old HIG's "iOS UI Element Usage Guidelines", as
    /// quoted at https://stackguides.com/questions/5219833/uitoolbar-height-on-device-rotation;
    /// measured per device in QMUI's table,
    /// https://github.com/Tencent/QMUI_iOS/issues/633: "NavigationBarHeight … iPhone 横屏 Regular 44
    /// or Compact 32"; useyourloaf.com/blog/supporting-iphone-x: "the navigation bar has a smaller
    /// height of 32 points" on an iPhone 8 in landscape).
    public static let compactHeight = 32.0

    /// Whether a bar on `screen` is in a compact-height environment (an iPhone in landscape):
    /// it uses its compact appearances and shows no large title
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance:
    /// "The appearance settings for a compact-height navigation bar").
    public static func isCompactHeight(_ screen: Screen?) -> Bool { screen?.traitCollection.verticalSizeClass == .compact }

    /// Whether the bar is the 32 pt one: compact height and compact width. The Plus and Max
    /// phones, regular width in landscape, keep the 44 pt bar (QMUI's table above: "Regular 44").
    public static func isCompactBar(_ screen: Screen?) -> Bool {
        guard let traits = screen?.traitCollection else { return false }
        return traits.verticalSizeClass == .compact && traits.horizontalSizeClass == .compact
    }
    /// The large-title band under the inline bar: 52 pt, so the bar is 96 pt on iPhone.
    public static let largeTitleBand = 52.0
    /// The prompt's band above the inline bar (UIKit's bar with a prompt is 74 pt: 30 + 44; MEASURED).
    public static let promptBand = 30.0

    public static let titleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    public static let largeTitleFont = Font.systemFont(ofSize: 34, weight: .bold)
    public static let promptFont = Font.systemFont(ofSize: 13)
    public static let itemFont = Font.systemFont(ofSize: 17)
    public static let doneItemFont = Font.systemFont(ofSize: 17, weight: .semibold)

    /// The bar's side margins, the layout margins of a phone's root view (16 pt; 20 pt on
    /// screens 414 pt and wider, as UIKit's system minimum layout margins), inside the safe
    /// area's left and right insets. In landscape the width that counts is the portrait one
    /// (the Plus/Max phones, regular width, get 20; the others 16; CHOSEN, UIKit's margins follow
    /// the width size class).
    public static func sideMargin(on screen: Screen?) -> Double {
        guard let screen else { return 16 }
        let width = screen.orientation == .landscape ? min(screen.size.width, screen.size.height) : screen.size.width
        return width >= 414 ? 20 : 16
    }

    /// The left and right safe-area insets a bar spanning `screen` keeps its items inside (the
    /// notch's side in landscape; 0 in portrait). The background still spans the whole width.
    static func sideInsets(on screen: Screen?, barWidth: Double) -> (left: Double, right: Double) {
        guard let screen, barWidth >= screen.size.width else { return (0, 0) }
        return (screen.safeAreaInsets.left, screen.safeAreaInsets.right)
    }
    /// Between two bar button items. CHOSEN: 8 pt, what iOS 13–17 bars show between text items.
    public static let itemSpacing = 8.0
    /// The back button's chevron sits 8 pt from the edge, its title 6 pt after it. CHOSEN from
    /// screenshots of iOS 17 (the chevron is `chevron.backward`, 17 pt semibold).
    public static let backChevronInset = 8.0
    public static let backTitleGap = 6.0
    /// The large title's baseline sits 8 pt above the bar's bottom edge; CHOSEN from screenshots.
    public static let largeTitleBottomInset = 8.0

    /// An iPad: its shorter side is 744 pt or more (the iPad mini's), far past any phone's 440.
    static func isPad(_ screen: Screen?) -> Bool { screen.map { min($0.size.width, $0.size.height) >= 744 } ?? false }
}
