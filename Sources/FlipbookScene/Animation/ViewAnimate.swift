import FlipbookRender

/// `UIView.AnimationOptions`: the curve of a `View.animate` call.
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Accepted: UIKit's additive animations (iOS 8 and later) already begin from what is on
    /// screen, "whether or not you use" this option (ViewAnimation.swift cites it).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Accepted for source compatibility: touches reach animating views here either way.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Lays out, at the end of the block, the scenes whose views or constraints it changed, so
    /// constraint changes animate with the rest, as UIKit's `.layoutSubviews` lays out at commit.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Runs the animation over and over, never finishing (its completion runs only if removed).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs forwards then backwards; without `.repeat` the view then shows its model (end) value.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A call inside another's block keeps its own duration instead of the enclosing one's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A call inside another's block keeps its own curve instead of the enclosing one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Accepted for source compatibility (content is redrawn every frame here anyway).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Accepted for source compatibility.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// `UIView.transition`: the views shown or hidden instead of added and removed (`transition(from:to:)`).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// `UIView.transition` styles (ViewContentTransition.swift): the view turns about its vertical
    /// axis, its left (or right) side coming to the front, or about its horizontal axis, its top
    /// (or bottom) coming forward; the old picture fades into the new.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Page curls draw as a cross-dissolve here, with a warning.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    // The raw values are UIKit's (UIView.h, UIViewAnimationOptions).

    var curve: AnimationCurve {
        switch rawValue & (3 << 16) {
        case 1 << 16: .easeIn
        case 2 << 16: .easeOut
        case 3 << 16: .linear
        default: .easeInOut
        }
    }
}

extension View {
    /// Animates the changes `animations` makes over `duration` seconds on the scene's clock,
    /// as `UIView.animate` does (ease in-out unless the options say otherwise). Animations of a
    /// property already moving add to it, as UIKit's since iOS 8 (ViewAnimation.swift).
    ///
    /// ```swift
    /// View.animate(withDuration: 0.2) { imageView.alpha = show ? 1 : 0 }   // seed 004
    /// ```
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        ViewAnimation.run(duration: duration, delay: delay, options: options, curve: options.curve.timingCurve,
                          animations: animations, completion: completion)
    }

    /// The spring variant, as UIKit's: a spring of damping ratio `dampingRatio` (1 settles
    /// without overshoot, below 1 bounces) that settles within `duration`, starting at
    /// `velocity` whole distances per second. The options' curve does not apply to a spring.
    ///
    /// ```swift
    /// heightConstraint.constant = 300
    /// View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
    ///              options: [], animations: { scene.root.layoutIfNeeded() })
    /// ```
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: Vector(dx: velocity, dy: 0))
        let (curve, length) = spring.spring(forDuration: duration)
        ViewAnimation.run(duration: length, delay: delay, options: options.union(.overrideInheritedCurve),
                          curve: curve.timingCurve(duration: max(length, 0.001)), animations: animations, completion: completion)
    }

    /// Changes made here are not animated, even inside an animation block.
    public static func performWithoutAnimation(_ changes: () -> Void) { AnimationRecorder.suspend(changes) }
}
