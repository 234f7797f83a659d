import FlipbookScene

/// Where a sheet rests on a phone at one detent, and what the presenting screen does behind it.
///
/// At the large detent (`init(containerSize:safeAreaTop:)`, the page sheet as before detents):
/// - the sheet's top is 10 pt below the safe area's top (the status bar), its bottom the screen's;
/// - its top corners are rounded with a 10 pt radius (the bottom ones are below the screen);
/// - the presenter is scaled to 0.92 about its centre and moved so its top is at the safe area's
///   top, its corners rounded 10 pt, under a black dimming at 0.4 (chosen from on-device
///   screenshots; UIKit does not publish these).
///
/// At a smaller detent the sheet is only `height` tall, its bottom still the screen's, and the
/// presenter stays full size: on iOS 15 and later the presenter becomes the card only when the
/// sheet is at full height (as devices show it; UIKit documents no numbers for it). It is dimmed
/// unless `largestUndimmedDetentIdentifier` says otherwise: "the system adds a noninteractive
/// dimming view underneath the sheet at all detents"
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier).
///
/// ```swift
/// let sheet = SheetGeometry(containerSize: Size(width: 390, height: 844), safeAreaTop: 47)
/// sheet.frame             // (0, 57, 390, 787)
/// sheet.cardPose.translation.y   // 47 − 844 × 0.04 = 13.24
/// let medium = SheetGeometry(containerSize: Size(width: 390, height: 844), safeAreaTop: 47, safeAreaBottom: 34,
///                            height: 393.5, showsCard: false, isDimmed: true)
/// medium.frame            // (0, 450.5, 390, 393.5)
/// ```
public struct SheetGeometry: Sendable, Hashable {
    public static let topGap = 10.0
    /// The sheet's and the card's corner radius when `preferredCornerRadius` is nil.
    public static let cornerRadius = 10.0
    public static let cardScale = 0.92
    /// The black over the presenter while the sheet is dimmed, at every dimmed detent. CHOSEN:
    /// UIKit documents one dimming view "at all detents" and publishes no alpha; 0.4 as at large.
    public static let dimming = 0.4

    public let containerSize: Size
    public let safeAreaTop: Double
    /// The screen's bottom inset (the home indicator): a detent's value is a height "within the
    /// safe area of the sheet", so the sheet is this much taller than its detent's value.
    public let safeAreaBottom: Double
    /// The sheet's height on screen, 0…`largeHeight`.
    public let height: Double
    /// Whether the presenter shrinks into the rounded card (the full-height detent only).
    public let showsCard: Bool
    /// Whether the black dimming lies over the presenter.
    public let isDimmed: Bool
    /// The sheet's top corners' radius, 0…half the width.
    public let sheetCornerRadius: Double

    /// The sheet at its large detent.
    public init(containerSize: Size, safeAreaTop: Double) {
        self.init(containerSize: containerSize, safeAreaTop: safeAreaTop, safeAreaBottom: 0, height: .infinity,
                  showsCard: true, isDimmed: true)
    }

    /// The sheet `height` tall (clamped to 0…`largeHeight`; NaN counts as 0), the presenter a
    /// card or not, dimmed or not, its corners `cornerRadius` (nil: 10 pt; non-finite counts as
    /// nil, negative as 0, more than half the width as half the width).
    public init(containerSize: Size, safeAreaTop: Double, safeAreaBottom: Double, height: Double,
                showsCard: Bool, isDimmed: Bool, cornerRadius: Double? = nil) {
        self.containerSize = containerSize
        let top = safeAreaTop.isFinite ? min(max(0, safeAreaTop), containerSize.height) : 0
        self.safeAreaTop = top
        let large = max(0, containerSize.height - min(top + Self.topGap, containerSize.height))
        self.safeAreaBottom = safeAreaBottom.isFinite ? min(max(0, safeAreaBottom), large) : 0
        self.height = height.isNaN ? 0 : min(max(0, height), large)
        self.showsCard = showsCard
        self.isDimmed = isDimmed
        let radius = cornerRadius.flatMap { $0.isFinite ? $0 : nil } ?? Self.cornerRadius
        sheetCornerRadius = min(max(0, radius), max(0, containerSize.width / 2))
    }

    /// The sheet's height at its large detent: from 10 pt below the status bar to the bottom.
    public var largeHeight: Double { max(0, containerSize.height - min(safeAreaTop + Self.topGap, containerSize.height)) }

    /// `maximumDetentValue` of a custom detent's resolution context: the large detent's height
    /// within the sheet's safe area (without the bottom inset).
    public var maximumDetentValue: Double { max(0, largeHeight - safeAreaBottom) }

    /// The sheet's frame at rest, in the container.
    public var frame: Rect {
        Rect(x: 0, y: containerSize.height - height, width: containerSize.width, height: height)
    }

    /// The presenting screen behind a sheet at rest: at the large detent scaled, its top at the
    /// safe area's top, dimmed and rounded; below it full size, dimmed or not.
    public var cardPose: TransitionPose {
        guard showsCard else { return TransitionPose(overlayAlpha: isDimmed ? Self.dimming : 0) }
        let h = containerSize.height
        return TransitionPose(translation: Point(x: 0, y: safeAreaTop - h * (1 - Self.cardScale) / 2), scale: Self.cardScale,
                              overlayAlpha: isDimmed ? Self.dimming : 0, cornerRadius: Self.cornerRadius)
    }
}
