import FlipbookScene

// UIKit's names for the animation API that has no UI prefix to drop inside `UIView`.

public extension View {
    /// `UIView.KeyframeAnimationOptions` (`UIView.animateKeyframes(withDuration:delay:options:animations:)`).
    typealias KeyframeAnimationOptions = FlipbookScene.KeyframeAnimationOptions
}

/// `CAAnimation`.
public typealias CAAnimation = CoreAnimationBase
/// `CAPropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// `CABasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// `CAKeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// `CAAnimationCalculationMode`.
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
/// `CAAnimationRotationMode`.
public typealias CAAnimationRotationMode = KeyframeAnimation.RotationMode
/// `CAAnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// `CAMediaTimingFunction`.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// `CAMediaTimingFunctionName`.
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
/// `CAMediaTimingFillMode`.
public typealias CAMediaTimingFillMode = FillMode

/// `CACurrentMediaTime()`: the attached scene's clock, in seconds (0 before one is attached), so
/// `animation.beginTime = CACurrentMediaTime() + 0.5` starts half a second from now.
public func CACurrentMediaTime() -> Double { MainQueueRouting.scene?.currentTime ?? 0 }
/// `CFTimeInterval`: seconds, as `CACurrentMediaTime()` and `CADisplayLink` report them.
public typealias CFTimeInterval = Double
/// `CASpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// `CATransition`.
public typealias CATransition = LayerTransition
/// `CATransitionType`.
public typealias CATransitionType = TransitionType
/// `CATransitionSubtype`.
public typealias CATransitionSubtype = TransitionSubtype
/// `kCATransition`: the key transitions run under (any key given is replaced by it).
public let kCATransition = transitionAnimationKey
