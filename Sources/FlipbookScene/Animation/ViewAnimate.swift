import FlipbookRender

/// `UIView.AnimationOptions`: the curve of a `View.animate` call.
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Accepted for source compatibility; every animation here starts from the current values.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Lays out, at the end of the block, the scenes whose views or constraints it changed, so
    /// constraint changes animate with the rest, as UIKit's `.layoutSubviews` lays out at commit.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)

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
    /// as `UIView.animate` does (ease in-out unless the options say otherwise).
    ///
    /// ```swift
    /// View.animate(withDuration: 0.2) { imageView.alpha = show ? 1 : 0 }   // seed 004
    /// ```
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let block = options.contains(.layoutSubviews) ? { animations(); AnimationRecorder.layOutChangedScenes() } : animations
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: block)
        if let completion { animator.addCompletion { completion($0 == .end) } }
        animator.startAnimation(afterDelay: delay)
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
        let block = options.contains(.layoutSubviews) ? { animations(); AnimationRecorder.layOutChangedScenes() } : animations
        let animator = PropertyAnimator(duration: duration, timingParameters: spring, animations: block)
        if let completion { animator.addCompletion { completion($0 == .end) } }
        animator.startAnimation(afterDelay: delay)
    }

    /// Changes made here are not animated, even inside an animation block.
    public static func performWithoutAnimation(_ changes: () -> Void) { AnimationRecorder.suspend(changes) }
}
