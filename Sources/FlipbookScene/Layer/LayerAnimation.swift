/// One running animation in a layer's list (Core Animation's `CAAnimation` added to a layer by
/// key): for one property, what it shows now, given what it would show without this animation
/// (the model value, or what the animations before it in the list made of it). A replacing
/// animation ignores that value; an additive one (UIKit's since iOS 8) would add its offset to it,
/// so several can run on one property at once.
///
/// Its clock is its owner's: a property animator's progress, a transition's elapsed time, read
/// when the presentation is asked for, so nothing is written to the layer while it runs.
package final class LayerAnimation {
    let property: AnimatableProperty
    let value: (AnimatableValue) -> AnimatableValue
    /// Runs when something other than its owner takes it off the layer (`removeAnimation(forKey:)`,
    /// `removeAllAnimations()`, another animation added under its key): Core Animation's
    /// `animationDidStop(_:finished: false)`, which ends a UIView animation's completion with false.
    var onRemoved: (() -> Void)?
    /// The key path app code named when it is finer than the property's (a Core Animation
    /// animation of `transform.scale` moves `transform`): what the step trace lists.
    package var namedKeyPath: String?

    package init(_ property: AnimatableProperty, value: @escaping (AnimatableValue) -> AnimatableValue) {
        self.property = property
        self.value = value
    }
}
