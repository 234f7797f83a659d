import FlipbookScene

/// Where an interactive transition is, as `UIPercentDrivenInteractiveTransition` keeps it: while
/// the finger tracks, the fraction the last `update(_:)` gave; once released, moving from there
/// to the end (finish) or the start (cancel) along `completionCurve`, taking
/// `(1 − percentComplete) × duration / completionSpeed` to finish and `percentComplete × duration /
/// completionSpeed` to cancel (UIViewControllerTransitioning.h: "completionSpeed defaults to 1.0
/// which corresponds to a completion duration of (1 - percentComplete)*duration … The actual
/// completion is inversely proportional to the completionSpeed"; "during the interactive portion
/// … the animation curve is linear",
/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completioncurve).
///
/// ```swift
/// var progress = InteractiveProgress(duration: 0.5)
/// progress.update(0.6)
/// progress.release(finishing: true, at: 2.0, speed: 1, curve: .easeInOut)
/// progress.fraction(at: 2.1)   // 0.6 + 0.4 × easeInOut(0.1 / 0.2)
/// progress.landing            // 2.2: (1 − 0.6) × 0.5 s after the release
/// ```
struct InteractiveProgress: Sendable, Hashable {
    /// The transition's own (non-interactive) length, seconds.
    let duration: Double
    /// The fraction the finger has it at, 0…1.
    private(set) var percentComplete = 0.0
    /// Set once released: where it goes (1 finish, 0 cancel), from when, how long and how.
    private(set) var completion: Completion?

    struct Completion: Sendable, Hashable {
        let from: Double
        let finishes: Bool
        let start: Double
        let length: Double
        let curve: AnimationCurve
        var target: Double { finishes ? 1 : 0 }
    }

    init(duration: Double) { self.duration = duration.isFinite ? max(0, duration) : 0 }

    /// The finger moved: the transition shows `percent` of the way (clamped to 0…1; ignored once released).
    mutating func update(_ percent: Double) {
        guard completion == nil, percent.isFinite else { return }
        percentComplete = min(1, max(0, percent))
    }

    /// Released at scene time `time`: runs on to the end or back to the start. A speed that is not
    /// above 0 counts as 1 (UIKit requires it above 0).
    mutating func release(finishing: Bool, at time: Double, speed: Double, curve: AnimationCurve) {
        guard completion == nil else { return }
        let speed = speed.isFinite && speed > 0 ? speed : 1
        let remaining = finishing ? 1 - percentComplete : percentComplete
        let length = min(remaining * duration / speed, 60)
        completion = Completion(from: percentComplete, finishes: finishing, start: time, length: length, curve: curve)
    }

    /// Stopped at scene time `time` where it is drawn, for the finger to drive from there
    /// (`UIPercentDrivenInteractiveTransition.pause()`).
    mutating func pause(at time: Double) {
        guard completion != nil else { return }
        percentComplete = fraction(at: time)
        completion = nil
    }

    /// The fraction shown at scene time `time`.
    func fraction(at time: Double) -> Double {
        guard let c = completion else { return percentComplete }
        guard c.length > 0 else { return c.target }
        let t = min(1, max(0, (time - c.start) / c.length))
        let eased = t >= 1 ? 1 : c.curve.timingCurve.value(at: t)
        return c.from + (c.target - c.from) * eased
    }

    /// The scene time the completion lands at; nil while the finger still tracks.
    var landing: Double? { completion.map { $0.start + $0.length } }
}
