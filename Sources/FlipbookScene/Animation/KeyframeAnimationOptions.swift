/// `UIView.KeyframeAnimationOptions`: how `View.animateKeyframes` runs, with UIKit's raw values
/// (UIView.h, UIViewKeyframeAnimationOptions). The calculation mode says how the values between
/// keyframes are found: straight lines (`.calculationModeLinear`, the default), jumps
/// (`.calculationModeDiscrete`), an even speed over the whole way (`.calculationModePaced`), a
/// smooth curve through the values (`.calculationModeCubic`) or both (`.calculationModeCubicPaced`).
///
/// ```swift
/// UIView.animateKeyframes(withDuration: 2, delay: 0, options: .calculationModeCubic, animations: {
///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { square.center.x += 100 }
///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.center.y += 100 }
/// })
/// ```
public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    var calculationMode: KeyframeCalculationMode {
        switch rawValue & (7 << 10) {
        case 1 << 10: .discrete
        case 2 << 10: .paced
        case 3 << 10: .cubic
        case 4 << 10: .cubicPaced
        default: .linear
        }
    }

    /// The options UIView animations share (repeat, autoreverse, layout, the curve bits app code
    /// passes through `rawValue`).
    var viewOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(7 << 10)) }
}

/// `CAAnimationCalculationMode`: how a keyframe animation finds the values between its keyframes.
public enum KeyframeCalculationMode: Sendable, Hashable { case linear, discrete, paced, cubic, cubicPaced }
