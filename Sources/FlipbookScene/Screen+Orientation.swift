import FlipbookRender

/// Which way a device is held, as `UIInterfaceOrientation` distinguishes portrait from landscape
/// (Flipbook draws no upside-down or left/right difference: the insets are symmetric).
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}

/// A screen turned on its side: the same device, its sides swapped and its safe area as UIKit
/// reports it in landscape (the root view's `safeAreaInsets`). A value change, like `withScale`:
///
/// ```swift
/// let side = Screen.iPhone14.landscape        // 844×390 pt; safe area left 47, right 47, bottom 21
/// side.portrait == Screen.iPhone14            // true
/// Screen.iPhoneSE.landscape.hidesStatusBar    // true: iOS 13+ hides it on an iPhone in landscape
/// ```
///
/// The landscape safe area, by device class:
/// - Notch and Dynamic Island phones: the cut-out moves to a side, so left and right are the
///   portrait top inset (44 on iPhone X, https://useyourloaf.com/blog/supporting-iphone-x/;
///   59/59 on a Dynamic Island phone, printed from `viewDidLayoutSubviews`,
///   http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation: "top: 0.0, left: 59.0, bottom: 21.0,
///   right: 59.0"; so 47 on iPhone 12–14 and 62 on the 16 Pro Max), top 0 (the status bar is
///   hidden), bottom 21, the home indicator's landscape band (same page; and QMUI's table of
///   measured insets, "iPhone 横屏 21", https://github.com/Tencent/QMUI_iOS/issues/633).
/// - Home-button phones (SE): 0 all round, the status bar hidden in landscape
///   (https://useyourloaf.com/blog/supporting-iphone-x/: "The system hides the status bar in
///   landscape … the left and right insets are always zero").
/// - iPad: as in portrait, the 24 pt status bar on top and the 20 pt home indicator below
///   (QMUI's table: iPad bottom 20, full-screen iPad status bar 24, in both orientations).
extension Screen {
    /// This screen held in landscape (itself when it already is).
    public var landscape: Screen { rotated(to: .landscape) }
    /// This screen held in portrait (itself when it already is).
    public var portrait: Screen { rotated(to: .portrait) }

    /// This screen held `orientation`'s way: sides swapped and the safe area moved when the
    /// orientation changes, the name and scale kept.
    public func rotated(to orientation: Orientation) -> Screen {
        guard orientation != self.orientation else { return self }
        let turned = Size(width: size.height, height: size.width)
        let insets = orientation == .landscape ? landscapeInsets(fromPortrait: safeAreaInsets)
                                               : portraitInsets(fromLandscape: safeAreaInsets)
        return Screen(name: name, size: turned, scale: scale, safeAreaInsets: insets, orientation: orientation)
    }

    /// An iPad: its shorter side is 744 pt or more (the iPad mini's), far past any phone's 440.
    public var isPad: Bool { min(size.width, size.height) >= 744 }

    /// iOS hides the status bar on an iPhone in landscape (since iOS 13 on every iPhone; iPads keep it).
    public var hidesStatusBar: Bool { orientation == .landscape && !isPad }

    private func landscapeInsets(fromPortrait p: EdgeInsets) -> EdgeInsets {
        if isPad { return p }
        guard p.top > 20 else { return .zero }   // a home-button phone
        return EdgeInsets(top: 0, left: p.top, bottom: p.bottom > 0 ? Self.landscapeHomeIndicator : 0, right: p.top)
    }

    private func portraitInsets(fromLandscape l: EdgeInsets) -> EdgeInsets {
        if isPad { return l }
        guard l.left > 0 else { return EdgeInsets(top: 20) }   // the SE's 20 pt status bar
        return EdgeInsets(top: l.left, bottom: l.bottom > 0 ? Self.portraitHomeIndicator : 0)
    }

    /// The home indicator's band: 34 pt in portrait, 21 in landscape (sources above).
    static let portraitHomeIndicator = 34.0
    static let landscapeHomeIndicator = 21.0
}
