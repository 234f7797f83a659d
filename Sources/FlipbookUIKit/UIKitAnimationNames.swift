import FlipbookScene

// UIKit's names for the animation API that has no UI prefix to drop inside `UIView`.

public extension View {
    /// `UIView.KeyframeAnimationOptions` (`UIView.animateKeyframes(withDuration:delay:options:animations:)`).
    typealias KeyframeAnimationOptions = FlipbookScene.KeyframeAnimationOptions
}
