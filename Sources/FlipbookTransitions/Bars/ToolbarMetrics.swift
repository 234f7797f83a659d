import FlipbookScene

/// The bottom bars' heights, in one place.
///
/// - Toolbar: 44 pt on iPhone in portrait, the navigation bar's inline height (Apple's HIG for
///   iOS 7–12, "Bars › Toolbars", and `UIToolbar.sizeThatFits`; 32 pt in iPhone landscape, which
///   Flipbook's portrait screens never show), 50 pt on iPad since iOS 12 (measured, see
///   https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4),
///   plus the home indicator's bottom safe area when the bar is at the bottom of the screen.
/// - Tab bar: 49 pt on iPhone (the HIG's iOS 7–12 "Tab bars" spec and `UITabBar.sizeThatFits`;
///   "maintain the same height in all screen orientations",
///   https://developer.apple.com/design/human-interface-guidelines/ios/bars/tab-bars), plus the
///   bottom safe area.
public enum ToolbarMetrics {
    /// The toolbar's band on `screen`: 50 on iPad, 44 on iPhone (the navigation bar's inline height).
    public static func height(on screen: Screen?) -> Double { NavigationBarMetrics.inlineHeight(on: screen) }
    /// The tab bar's band above the home indicator.
    public static let tabBarHeight = 49.0
}
