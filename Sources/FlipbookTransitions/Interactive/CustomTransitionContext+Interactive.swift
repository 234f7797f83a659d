import struct Foundation.CGFloat
import FlipbookScene

/// A custom transition an interaction controller drives, as UIKit runs it under a
/// `UIPercentDrivenInteractiveTransition`: the animator's `UIView.animate` animations are begun on
/// the context's own clock (`AnimationTimeline`) and held there; the percent sets that clock to
/// `percent × duration` (UIKit: the container layer's `speed` 0 and `timeOffset`), each animation
/// drawing its own curve at that time. Released, `InteractiveProgress` takes the percent on to 1
/// over `(1 − percent) × duration / completionSpeed` or back to 0 over `percent × duration /
/// completionSpeed` along the completion curve; past the end the clock runs on at the scene's
/// pace, so an animation longer than `transitionDuration` still ends (UIKit gives the layer its
/// speed back). Cancelled, back at 0 every animation is put back where it began (the model too:
/// UIKit's view is where it was before the transition) and its completion runs, so the
/// animator's `completeTransition(!transitionWasCancelled)` ends the transition as not completed.
extension CustomTransitionContext {
    /// Starts the interaction at scene time `time`: paused at 0 (`wantsInteractiveStart`), or
    /// running by itself until paused.
    func beginInteraction(by controller: ViewControllerInteractiveTransitioning, at time: Double) {
        interactionController = controller
        let paused = controller.wantsInteractiveStart
        var progress = InteractiveProgress(duration: duration)
        if !paused {
            // Running by itself: the clock's own pace, linear in time.
            progress.release(finishing: true, at: time, speed: 1, curve: .linear)
            runsByItself = true
        }
        interaction = progress
    }

    /// Where the interaction is, 0…1 (its last update while a finger drives it).
    var percentComplete: Double { interaction?.fraction(at: now) ?? (isComplete ? (transitionWasCancelled ? 0 : 1) : 0) }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { updateInteractiveTransition(Double(percentComplete)) }

    func updateInteractiveTransition(_ percentComplete: Double) {
        guard var progress = interaction, progress.completion == nil, !isComplete else { return }
        progress.update(percentComplete)
        interaction = progress
        advance(to: now)
    }

    /// Called by an interaction controller of the app's own: the rest runs at its `completionSpeed`
    /// along its `completionCurve` (UIKit reads them from the interaction controller).
    func finishInteractiveTransition() {
        finishInteractiveTransition(speed: Double(interactionController?.completionSpeed ?? 1), curve: interactionController?.completionCurve ?? .easeInOut)
    }

    func cancelInteractiveTransition() {
        cancelInteractiveTransition(speed: Double(interactionController?.completionSpeed ?? 1), curve: interactionController?.completionCurve ?? .easeInOut)
    }

    func finishInteractiveTransition(speed: Double, curve: AnimationCurve) { release(finishing: true, speed: speed, curve: curve) }

    /// From now `transitionWasCancelled` is true, as UIKit's: the animator's completion reads it.
    func cancelInteractiveTransition(speed: Double, curve: AnimationCurve) {
        guard interaction != nil, !isComplete else { return }
        transitionWasCancelled = true
        release(finishing: false, speed: speed, curve: curve)
    }

    func pauseInteractiveTransition() {
        guard var progress = interaction, !isComplete else { return }
        progress.pause(at: now)
        interaction = progress
        runsByItself = false
    }

    private func release(finishing: Bool, speed: Double, curve: AnimationCurve) {
        guard var progress = interaction, !isComplete else { return }
        if runsByItself { progress.pause(at: now); runsByItself = false }
        progress.release(finishing: finishing, at: now, speed: speed, curve: curve)
        interaction = progress
        advance(to: now)
    }

    /// The scene time the interaction's completion lands at; nil while a finger drives it.
    var interactionLanding: Double? { interaction?.landing }

    /// Moves the held animations to scene time `time`.
    func advance(to time: Double) {
        now = time
        guard let progress = interaction, !isComplete else {
            // Running by itself: the bar follows as the alongside animations run (CHOSEN: ease
            // in-out over `transitionDuration`, see `runAlongside`).
            if interaction == nil, !isComplete {
                onProgress?(duration > 0 ? AnimationCurve.easeInOut.timingCurve.value(at: min(1, max(0, (time - start) / duration))) : 1)
            }
            return
        }
        let fraction = progress.fraction(at: time)
        onProgress?(fraction)
        if let landing = progress.landing, let completion = progress.completion, time >= landing - 1e-9 {
            if completion.finishes {
                timeline.time = duration + (time - landing)
            } else {
                timeline.time = 0
                timeline.rewindToStart()
            }
        } else {
            timeline.time = fraction * duration
        }
    }

    /// Runs `body` (the interaction controller's start) with the animations it begins on the timeline.
    func capture(_ body: () -> Void) { timeline.capture(body) }
}
