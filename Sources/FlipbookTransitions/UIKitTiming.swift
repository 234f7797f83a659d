import FlipbookScene

/// The numbers of UIKit's own transitions, used when Hero is off (`hero.isEnabled` false).
/// UIKit does not publish them; what each is based on is said next to it.
///
/// ```swift
/// UIKitTiming.curve.value(at: 0.5)    // ≈ 0.96: a critically damped spring is nearly there half-way
/// ```
public enum UIKitTiming {
    /// Push, pop, cover vertical and sheets all take about half a second on a device; imitations
    /// of the system pop use 0.5 s ("approximated lengths of the default animations", SSWAnimator).
    public static let duration = 0.5
    /// A critically damped spring (no overshoot) that settles in `duration`, the feel of UIKit's
    /// navigation and sheet animations; `SpringCurve(dampingRatio:duration:)` from FlipbookMotion.
    public static let curve = SpringTimingCurve(spring: SpringCurve(dampingRatio: 1, duration: duration), duration: duration)
    /// The screen a push covers moves 30 % of the width the same way (the parallax ratio 0.3 of
    /// back-swipe imitations such as LazyBackAnimator).
    public static let parallax = 0.3
    /// The black over the covered screen of a push or pop at its darkest (chosen: a light dim,
    /// as on a device; imitations use 0.1 to 0.5).
    public static let pushDimming = 0.1
    /// The opacity of the shadow left of (right of, under right-to-left) the moving screen
    /// (chosen: UIKit's is faint; TransitionShadowView's radius-5 shadow at 0.25).
    public static let pushShadowOpacity = 0.25
}

/// Where a page sheet rests on a phone, and the card the presenting screen becomes behind it.
///
/// - the sheet's top is 10 pt below the safe area's top (the status bar), its bottom the screen's;
/// - its top corners are rounded with a 10 pt radius (the bottom ones are below the screen);
/// - the presenter is scaled to 0.92 about its centre and moved so its top is at the safe area's
///   top, its corners rounded 10 pt, under a black dimming at 0.4 (chosen from on-device
///   screenshots; UIKit does not publish these).
///
/// ```swift
/// let sheet = SheetGeometry(containerSize: Size(width: 390, height: 844), safeAreaTop: 47)
/// sheet.frame             // (0, 57, 390, 787)
/// sheet.cardPose.translation.y   // 47 − 844 × 0.04 = 13.24
/// ```
public struct SheetGeometry: Sendable, Hashable {
    public static let topGap = 10.0
    public static let cornerRadius = 10.0
    public static let cardScale = 0.92
    public static let dimming = 0.4

    public let containerSize: Size
    public let safeAreaTop: Double

    public init(containerSize: Size, safeAreaTop: Double) {
        self.containerSize = containerSize
        self.safeAreaTop = safeAreaTop.isFinite ? min(max(0, safeAreaTop), containerSize.height) : 0
    }

    /// The sheet's frame at rest, in the container.
    public var frame: Rect {
        let top = min(safeAreaTop + Self.topGap, containerSize.height)
        return Rect(x: 0, y: top, width: containerSize.width, height: containerSize.height - top)
    }

    /// The presenting screen behind a sheet at rest: scaled, its top at the safe area's top,
    /// dimmed and rounded.
    public var cardPose: TransitionPose {
        let h = containerSize.height
        return TransitionPose(translation: Point(x: 0, y: safeAreaTop - h * (1 - Self.cardScale) / 2), scale: Self.cardScale,
                              overlayAlpha: Self.dimming, cornerRadius: Self.cornerRadius)
    }
}
