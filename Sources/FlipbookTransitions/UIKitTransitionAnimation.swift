import FlipbookScene

/// UIKit's own transitions, run when Hero is off (`hero.isEnabled` false), as a pure value:
///
/// - `push`: the new screen slides in from the trailing edge (the right; the left under
///   right-to-left) with a faint shadow, while the old one moves 30 % of the width the same way
///   under a light black dimming; `pop` is the reverse, the leaving screen on top;
/// - `coverVertical` (a full-screen modal): the new screen slides up from the bottom over the
///   old one, which stays put; `uncoverVertical` slides it back down;
/// - `sheetPresent`: the sheet slides up from the bottom to its detent while the presenter
///   shrinks into the card behind it at the large detent, or only dims at a smaller one
///   (`SheetGeometry`); `sheetDismiss` is the reverse, from where the sheet rests.
///
/// All last `UIKitTiming.duration` (0.5 s) on a critically damped spring (`UIKitTiming.curve`).
/// A sheet's poses move its container (the rounded view holding the sheet's screen), so the
/// `to` of `sheetPresent` rests at `SheetGeometry.frame`, not at the origin.
///
/// ```swift
/// let push = UIKitTransitionAnimation(.push, containerSize: Size(width: 390, height: 844))
/// push.frame(at: 0).to.translation      // (390, 0): waiting off the right edge
/// push.frame(at: 0.5).from.translation  // ≈ (-117, 0): 30 % of the width to the left
/// ```
public struct UIKitTransitionAnimation: ScreenTransitionAnimation, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case push, pop, coverVertical, uncoverVertical, sheetPresent, sheetDismiss
        /// `modalTransitionStyle = .crossDissolve`: the presented screen fades in as the presenter
        /// fades out (`dissolveIn`), and back (`dissolveOut`); a presenter that stays does not fade.
        /// CHOSEN: on the same 0.5 s spring as the other kinds (Apple publishes no timing for it).
        case dissolveIn, dissolveOut
    }

    public let kind: Kind
    public let containerSize: Size
    public let layoutDirection: LayoutDirection
    /// Where the sheet rests, for the sheet kinds.
    public let sheet: SheetGeometry?
    /// 0.5 s, or 0 when not animated (the sheet still ends at rest, as UIKit's does).
    public let duration: Double
    public let fromOnTop: Bool

    let fromRest: TransitionPose, fromOff: TransitionPose
    let toRest: TransitionPose, toOff: TransitionPose

    /// `safeAreaTop` places the sheet (the sheet kinds only, at the large detent); `animated`
    /// false makes it a cut.
    /// `presenterStays`: a modal over full screen, whose presenter stays on screen as it is.
    public init(_ kind: Kind, containerSize: Size, layoutDirection: LayoutDirection = .leftToRight,
                safeAreaTop: Double = 0, animated: Bool = true, presenterStays: Bool = false) {
        let sheet = kind == .sheetPresent || kind == .sheetDismiss ? SheetGeometry(containerSize: containerSize, safeAreaTop: safeAreaTop) : nil
        self.init(kind, containerSize: containerSize, layoutDirection: layoutDirection, restingSheet: sheet, animated: animated,
                  presenterStays: presenterStays)
    }

    /// A sheet kind whose sheet rests at `sheet` (one detent's geometry): `sheetPresent` rises to
    /// it, `sheetDismiss` slides down from it.
    ///
    /// ```swift
    /// let medium = SheetGeometry(containerSize: Size(width: 390, height: 844), safeAreaTop: 47, safeAreaBottom: 34,
    ///                            height: 393.5, showsCard: false, isDimmed: true)
    /// UIKitTransitionAnimation(.sheetPresent, sheet: medium).frame(at: 0).to.translation   // (0, 393.5)
    /// ```
    public init(_ kind: Kind, sheet: SheetGeometry, layoutDirection: LayoutDirection = .leftToRight, animated: Bool = true) {
        self.init(kind, containerSize: sheet.containerSize, layoutDirection: layoutDirection, restingSheet: sheet, animated: animated)
    }

    private init(_ kind: Kind, containerSize: Size, layoutDirection: LayoutDirection, restingSheet: SheetGeometry?, animated: Bool,
                 presenterStays: Bool = false) {
        self.kind = kind
        self.containerSize = containerSize
        self.layoutDirection = layoutDirection
        duration = animated ? UIKitTiming.duration : 0
        let w = containerSize.width, h = containerSize.height
        // The trailing edge: right, or left under right-to-left.
        let trailing = layoutDirection == .rightToLeft ? -1.0 : 1.0
        let shadow = UIKitTiming.pushShadowOpacity
        var fromRest = TransitionPose(), fromOff = TransitionPose(), toRest = TransitionPose(), toOff = TransitionPose()
        var fromOnTop = false
        var sheet: SheetGeometry?
        switch kind {
        case .push:
            toOff = TransitionPose(translation: Point(x: trailing * w, y: 0), shadowOpacity: shadow)
            toRest.shadowOpacity = shadow
            fromOff = TransitionPose(translation: Point(x: -trailing * UIKitTiming.parallax * w, y: 0), overlayAlpha: UIKitTiming.pushDimming)
        case .pop:
            fromOnTop = true
            fromOff = TransitionPose(translation: Point(x: trailing * w, y: 0), shadowOpacity: shadow)
            fromRest.shadowOpacity = shadow
            toOff = TransitionPose(translation: Point(x: -trailing * UIKitTiming.parallax * w, y: 0), overlayAlpha: UIKitTiming.pushDimming)
        case .coverVertical:
            toOff.translation = Point(x: 0, y: h)
        case .uncoverVertical:
            fromOnTop = true
            fromOff.translation = Point(x: 0, y: h)
        case .dissolveIn:
            toOff.alpha = 0
            if !presenterStays { fromOff.alpha = 0 }
        case .dissolveOut:
            fromOnTop = true
            fromOff.alpha = 0
            if !presenterStays { toOff.alpha = 0 }
        case .sheetPresent:
            let g = restingSheet ?? SheetGeometry(containerSize: containerSize, safeAreaTop: 0)
            sheet = g
            toOff.translation = Point(x: 0, y: g.frame.height)
            fromOff = g.cardPose
        case .sheetDismiss:
            let g = restingSheet ?? SheetGeometry(containerSize: containerSize, safeAreaTop: 0)
            sheet = g
            fromOnTop = true
            fromOff.translation = Point(x: 0, y: g.frame.height)
            toOff = g.cardPose
        }
        self.fromRest = fromRest; self.fromOff = fromOff
        self.toRest = toRest; self.toOff = toOff
        self.fromOnTop = fromOnTop
        self.sheet = sheet
    }

    public func frame(at time: Double) -> TransitionFrame {
        let linear = duration > 0 ? min(max(time.isFinite ? time : 0, 0), duration) / duration : 1
        return frame(progress: duration > 0 ? UIKitTiming.curve.value(at: linear) : 1)
    }

    /// Both screens `progress` of the way from start (0) to end (1), straight, without the curve:
    /// what an interactive transition shows, whose curve is linear while the finger drives it.
    public func frame(progress: Double) -> TransitionFrame {
        let f = progress.isFinite ? progress : 1
        return TransitionFrame(from: fromRest.interpolated(to: fromOff, f), to: toOff.interpolated(to: toRest, f), fromOnTop: fromOnTop)
    }

    /// Both screens once it has ended (the spring within 0.1 % of rest at `duration`; this is exact).
    public var endFrame: TransitionFrame { TransitionFrame(from: fromOff, to: toRest, fromOnTop: fromOnTop) }

    public var fromCastsShadow: Bool { fromRest.shadowOpacity > 0 || fromOff.shadowOpacity > 0 }
    public var toCastsShadow: Bool { toRest.shadowOpacity > 0 || toOff.shadowOpacity > 0 }
    public var animatesCornerRadius: Bool { sheet != nil }
}
