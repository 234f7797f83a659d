/// `CAAnimationGroup`: animations run together on the group's clock. Each one's `beginTime` is
/// counted from the group's start, the group's `duration`, repeats, speed and fill apply to all of
/// them, and what runs past the group's duration is cut off; at the group's end they come off the
/// layer together (developer.apple.com/documentation/quartzcore/caanimationgroup).
///
/// ```swift
/// let grow = CABasicAnimation(keyPath: "transform.scale"); grow.toValue = 1.3
/// let fade = CABasicAnimation(keyPath: "opacity"); fade.toValue = 0
/// let group = CAAnimationGroup()
/// group.animations = [grow, fade]
/// group.duration = 0.6
/// ripple.layer.add(group, forKey: "ripple")
/// ```
open class AnimationGroup: CoreAnimationBase {
    /// The animations it runs; groups may nest.
    public var animations: [CoreAnimationBase]?
}
