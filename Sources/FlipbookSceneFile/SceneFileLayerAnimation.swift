import Foundation
import FlipbookRender
import FlipbookScene

/// An event's `"coreAnimation"`: a `CABasicAnimation`, `CAKeyframeAnimation` or `CASpringAnimation`
/// that the event adds to a view's layer under its key, as app code calls
/// `view.layer.add(animation, forKey:)`. It is made afresh each time the event happens.
struct SceneFileLayerAnimation {
    enum Kind {
        case basic(from: Any?, to: Any?, by: Any?)
        case keyframes(values: [Any], keyTimes: [Double]?, mode: KeyframeAnimation.CalculationMode)
        case spring(from: Any?, to: Any?, by: Any?, mass: Double, stiffness: Double, damping: Double, velocity: Double)
    }

    /// The layer animated (a view's own, or a sublayer) and the view whose tree holds it.
    let layer: Layer
    let owner: View
    let key: String
    let keyPath: String
    let kind: Kind
    /// 0 for Core Animation's default (0.25 s; a spring's own settling time).
    let duration: Double
    let delay: Double
    let repeatCount: Float
    let autoreverses: Bool
    let timingFunction: MediaTimingFunction?
    let fillMode: FillMode
    let isRemovedOnCompletion: Bool
    let isAdditive: Bool

    /// The animation, added to the view's layer; `beginTime` is the scene's clock plus the delay.
    func add() {
        let animation: PropertyAnimation
        switch kind {
        case let .basic(from, to, by):
            let basic = BasicAnimation(keyPath: keyPath)
            basic.fromValue = from; basic.toValue = to; basic.byValue = by
            animation = basic
        case let .keyframes(values, keyTimes, mode):
            let keyframes = KeyframeAnimation(keyPath: keyPath)
            keyframes.values = values
            keyframes.keyTimes = keyTimes?.map { NSNumber(value: $0) }
            keyframes.calculationMode = mode
            animation = keyframes
        case let .spring(from, to, by, mass, stiffness, damping, velocity):
            let spring = SpringAnimation(keyPath: keyPath)
            spring.fromValue = from; spring.toValue = to; spring.byValue = by
            spring.mass = mass; spring.stiffness = stiffness; spring.damping = damping; spring.initialVelocity = velocity
            animation = spring
        }
        if duration > 0 {
            animation.duration = duration
        } else if let spring = animation as? SpringAnimation {
            spring.duration = spring.settlingDuration
        }
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        animation.timingFunction = timingFunction
        animation.fillMode = fillMode
        animation.isRemovedOnCompletion = isRemovedOnCompletion
        animation.isAdditive = isAdditive
        if delay > 0, let scene = owner.scene { animation.beginTime = scene.currentTime + delay }
        layer.add(animation, forKey: key)
    }
}
