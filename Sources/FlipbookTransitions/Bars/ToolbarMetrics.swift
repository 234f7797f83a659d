import FlipbookScene

/// The bottom bars' heights, in one place. Apple's current pages give no numbers; these are the
/// ones its older HIG printed and every measurement since agrees with.
///
/// - Toolbar: 44 pt on iPhone in portrait, the navigation bar's inline height, 32 pt in iPhone
///   landscape, compact both ways (the old HIG's "iOS UI Element Usage Guidelines", quoted at
///   https://stackguides.com/questions/5219833/uitoolbar-height-on-device-rotation; QMUI's table,
///   https://github.com/Tencent/QMUI_iOS/issues/633: "Regular 44 or Compact 32" + safe bottom), 50 pt on iPad since iOS 12 (measured,
///   https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4),
///   plus the bottom safe area (the home indicator's 34 pt) when the bar is at the screen's bottom.
/// - Tab bar: 49 pt on iPhone, plus the bottom safe area. MEASURED, not documented ("49 …
///   nowhere in Apple's documentation", https://markmeretzky.com/INFO1-CE9236/src/tabbar/);
///   Apple's HIG says tab bars "maintain the same height in all screen orientations"
///   (https://developer.apple.com/design/human-interface-guidelines/ios/bars/tab-bars).
public enum ToolbarMetrics {
    /// The toolbar's band on `screen`: 50 on iPad, 44 on iPhone, 32 in compact iPhone landscape
    /// (the navigation bar's inline height).
    public static func height(on screen: Screen?) -> Double { NavigationBarMetrics.inlineHeight(on: screen) }
    /// The tab bar's band above the home indicator.
    public static let tabBarHeight = 49.0
}
