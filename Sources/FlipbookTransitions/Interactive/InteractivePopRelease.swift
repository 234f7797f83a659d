/// Whether the built-in interactive pop, released, completes or goes back. UIKit does not
/// publish its rule; CHOSEN: the rule Flutter's iOS back-swipe imitation uses
/// (flutter/packages/flutter/lib/src/cupertino/route.dart, `_CupertinoBackGestureController.dragEnd`:
/// "If the user releases the page before mid screen with sufficient velocity, or after mid
/// screen, we should animate the page out"): a fling of at least one screen width per second
/// decides by its direction; a slower release completes only past half-way.
///
/// ```swift
/// InteractivePopRelease.completes(percent: 0.55, velocity: 20, width: 390)   // true: past half
/// InteractivePopRelease.completes(percent: 0.3, velocity: 500, width: 390)   // true: a fling back
/// InteractivePopRelease.completes(percent: 0.7, velocity: -450, width: 390)  // false: flung away
/// ```
public enum InteractivePopRelease {
    /// The fling speed that decides on its own, in screen widths per second (Flutter's `_kMinFlingVelocity`).
    public static let flingWidthsPerSecond = 1.0

    /// `percent`: how far the screen has moved (0…1); `velocity`: the finger's speed towards the
    /// trailing edge, points per second; `width`: the screen's.
    public static func completes(percent: Double, velocity: Double, width: Double) -> Bool {
        let v = velocity.isFinite && width > 0 ? velocity / width : 0
        if abs(v) >= flingWidthsPerSecond { return v > 0 }
        return percent > 0.5
    }
}
