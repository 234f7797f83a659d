import FlipbookMotion
import FlipbookRender
import FlipbookScene

// UIKit's names for the motion, text-size and appearance types that motion-uikit and the
// Dynamic Type work added, so that `UIScrollView.DecelerationRate.fast`,
// `UIFont.preferredFont(forTextStyle: .body)` and friends port by changing the import.
//
// ```swift
// import FlipbookUIKit
// scrollView.decelerationRate = .fast
// let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 0))
// UIViewPropertyAnimator(duration: 0.4, timingParameters: spring) { card.center.y = 200 }.startAnimation()
// ```

/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` and
/// `(mass:stiffness:damping:initialVelocity:)`, for `UIViewPropertyAnimator(duration:timingParameters:)`.
public typealias UISpringTimingParameters = SpringTimingParameters
/// The reader's text size (`.large` is the default, `.accessibilityExtraLarge` is AX3).
public typealias UIContentSizeCategory = ContentSizeCategory
/// Light or dark. UIKit's third case, `.unspecified` (inherit), has no counterpart: a scene
/// always has one appearance.
public typealias UIUserInterfaceStyle = Appearance

public extension ScrollView {
    /// `UIScrollView.DecelerationRate`: `.normal` (0.998), `.fast` (0.99) or `(rawValue:)`.
    typealias DecelerationRate = FlipbookMotion.DecelerationRate
}

public extension Font {
    /// `UIFont.TextStyle`, for `UIFont.preferredFont(forTextStyle: .headline)`.
    typealias TextStyle = FontTextStyle
}
