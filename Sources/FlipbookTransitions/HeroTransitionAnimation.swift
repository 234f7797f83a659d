import FlipbookScene

/// One default transition as a pure value: for any time, where the outgoing (`from`) and
/// incoming (`to`) screens are. Hero's facts, from Sources/Preprocessors/
/// DefaultAnimationPreprocessor.swift (HeroTransitions/Hero):
///
/// - each screen has an "off" state; the incoming one animates from it to rest, the outgoing
///   one from rest to it, over 0.35 s;
/// - the moving screen is shifted by a full container width or height; push and pull shift the
///   other screen by a third of it;
/// - the screen left behind in push/pull/cover/uncover/pageIn/pageOut gets a black overlay at
///   0.1 (pageIn/pageOut also scale it to 0.7); the moving one a 0.5 shadow that is 0 off screen;
/// - zoomSlide scales both to 0.8 as they slide; zoom grows the old screen to 1.3 while it fades
///   and grows the new one from 0.7; zoomOut is the other way round;
/// - push, cover and pageIn run on the deceleration curve, everything else on the standard one.
///
/// ```swift
/// let push = HeroTransitionAnimation(.push(direction: .left),
///                                    setting: TransitionSetting(container: .navigation, isPresenting: true),
///                                    containerSize: Size(width: 390, height: 844))
/// push.frame(at: 0).to.translation        // (390, 0): waiting off the right edge
/// push.frame(at: push.duration).from.translation   // (-130, 0): a third of the way out
/// ```
public struct HeroTransitionAnimation: Sendable, Hashable {
    public let animation: ResolvedHeroAnimation
    public let setting: TransitionSetting
    public let containerSize: Size
    /// 0.35 s, or 0 for `.none`; a fade's screens take the longest animation's duration
    /// (`matchingLongest(_:)`).
    public private(set) var duration: Double

    /// How one screen moves: between its state at rest and its state off screen, on a curve.
    struct Track: Sendable, Hashable {
        var rest = TransitionPose()
        var off = TransitionPose()
        var curve = HeroTiming.standard
    }
    let fromTrack: Track
    let toTrack: Track
    public let fromOnTop: Bool

    public init(_ type: HeroAnimationType, setting: TransitionSetting, containerSize: Size) {
        self.init(resolved: ResolvedHeroAnimation(type, in: setting), setting: setting, containerSize: containerSize)
    }

    public init(resolved animation: ResolvedHeroAnimation, setting: TransitionSetting, containerSize: Size) {
        self.animation = animation
        self.setting = setting
        self.containerSize = containerSize
        duration = animation == .none ? 0 : HeroTiming.duration
        var from = Track(), to = Track()
        // Hero's auto ordering: the outgoing screen stays on top on the way out, except in tabs.
        var fromOnTop = !setting.isPresenting && setting.container != .tabBar
        let size = containerSize

        func moving(_ track: inout Track, appearing: Bool, edge: HeroEdge) {
            track.off.translation = Self.shift(edge, appearing: appearing, size: size)
            track.off.shadowOpacity = 0
            track.rest.shadowOpacity = HeroTiming.shadowOpacity
        }
        func darkened(_ track: inout Track) { track.off.overlayAlpha = HeroTiming.overlayOpacity }

        switch animation {
        case .push(let edge):
            fromOnTop = false
            moving(&to, appearing: true, edge: edge)
            from.off.translation = Self.shift(edge, appearing: false, size: size) / 3
            darkened(&from)
            from.curve = HeroTiming.deceleration; to.curve = HeroTiming.deceleration
        case .pull(let edge):
            fromOnTop = true
            moving(&from, appearing: false, edge: edge)
            to.off.translation = Self.shift(edge, appearing: true, size: size) / 3
            darkened(&to)
        case .cover(let edge):
            fromOnTop = false
            moving(&to, appearing: true, edge: edge)
            darkened(&from)
            from.curve = HeroTiming.deceleration; to.curve = HeroTiming.deceleration
        case .uncover(let edge):
            fromOnTop = true
            moving(&from, appearing: false, edge: edge)
            darkened(&to)
        case .pageIn(let edge):
            fromOnTop = false
            moving(&to, appearing: true, edge: edge)
            from.off.scale = 0.7
            darkened(&from)
            from.curve = HeroTiming.deceleration; to.curve = HeroTiming.deceleration
        case .pageOut(let edge):
            fromOnTop = true
            moving(&from, appearing: false, edge: edge)
            to.off.scale = 0.7
            darkened(&to)
        case .slide(let edge):
            from.off.translation = Self.shift(edge, appearing: false, size: size)
            to.off.translation = Self.shift(edge, appearing: true, size: size)
        case .zoomSlide(let edge):
            from.off.translation = Self.shift(edge, appearing: false, size: size)
            to.off.translation = Self.shift(edge, appearing: true, size: size)
            from.off.scale = 0.8; to.off.scale = 0.8
        case .fade:
            // Hero's rules, DefaultAnimationPreprocessor.swift `case .fade`: the arriving screen
            // fades in unless it is the presenter an over-full-screen modal leaves; the leaving one
            // fades out when it is not opaque, or when it is dismissed back to an over-full-screen one.
            if !(setting.fromOverFullScreen && !setting.isPresenting) { to.off.alpha = 0 }
            if !setting.fromIsOpaque || (!setting.isPresenting && setting.toOverFullScreen) { from.off.alpha = 0 }
        case .zoom:
            fromOnTop = true
            from.off.scale = 1.3; from.off.alpha = 0
            to.off.scale = 0.7
        case .zoomOut:
            fromOnTop = false
            to.off.scale = 1.3; to.off.alpha = 0
            from.off.scale = 0.7
        case .none:
            break
        }
        fromTrack = from
        toTrack = to
        self.fromOnTop = fromOnTop
    }

    /// Whether both screens take the duration of the transition's longest animation: Hero's fade
    /// gives them `.durationMatchLongest` (DefaultAnimationPreprocessor.swift, `case .fade`).
    public var matchesLongest: Bool { animation == .fade }

    /// The fade with its screens lasting `longest`, the longest of the views' animations, or
    /// the screens' own 0.208 s (Hero's duration for a view that does not move) when that is
    /// longer: HeroDefaultAnimator.animate counts every view's explicit or distance-based
    /// duration, then gives it to each view whose duration is `.infinity`. Any other
    /// animation is returned as it is.
    ///
    /// ```swift
    /// fade.matchingLongest(0.6).duration     // 0.6
    /// fade.matchingLongest(0).duration       // 0.208
    /// ```
    public func matchingLongest(_ longest: Double) -> HeroTransitionAnimation {
        guard matchesLongest else { return self }
        var copy = self
        let still = HeroViewState(center: .zero, size: .zero)
        copy.duration = max(HeroViewAnimation.optimizedDuration(from: still, to: still), longest.isFinite ? longest : 0)
        return copy
    }

    /// Hero's shift: a full container width (left/right) or height (up/down). The incoming screen
    /// starts on the side the motion comes from, the outgoing one leaves on the side it goes to.
    static func shift(_ edge: HeroEdge, appearing: Bool, size: Size) -> Point {
        switch edge {
        case .left, .right:
            return Point(x: (edge == .right) == appearing ? -size.width : size.width, y: 0)
        case .up, .down:
            return Point(x: 0, y: (edge == .down) == appearing ? -size.height : size.height)
        }
    }

    /// Both screens `time` seconds into the transition (clamped to 0…duration).
    public func frame(at time: Double) -> TransitionFrame {
        let linear = duration > 0 ? min(max(time.isFinite ? time : 0, 0), duration) / duration : 1
        let fromPose = fromTrack.rest.interpolated(to: fromTrack.off, fromTrack.curve.value(at: linear))
        let toPose = toTrack.off.interpolated(to: toTrack.rest, toTrack.curve.value(at: linear))
        return TransitionFrame(from: fromPose, to: toPose, fromOnTop: fromOnTop)
    }

    /// Whether each screen casts Hero's shadow at some point (the moving one of push, pull,
    /// cover, uncover, pageIn and pageOut).
    public var fromCastsShadow: Bool { fromTrack.rest.shadowOpacity > 0 || fromTrack.off.shadowOpacity > 0 }
    public var toCastsShadow: Bool { toTrack.rest.shadowOpacity > 0 || toTrack.off.shadowOpacity > 0 }
}

private extension Point {
    static func / (p: Point, k: Double) -> Point { Point(x: p.x / k, y: p.y / k) }
}
