import FlipbookScene

/// Interactive transitions: a push or pop whose progress a finger sets (`updateInteractiveTransition`)
/// until it is released (`releaseInteractiveTransition`), then runs on to the end or back to the
/// start as `UIPercentDrivenInteractiveTransition` finishes or cancels (`InteractiveProgress`).
/// Cancelled, the screens are as before it began; the appearance callbacks are UIKit's for a
/// cancelled interactive pop: the screen that was leaving gets `viewWillAppear`/`viewDidAppear`
/// again and the one that was arriving `viewWillDisappear`/`viewDidDisappear` (CHOSEN: the order
/// seen on devices; Apple documents none).
extension ControllerHost {
    /// Whether a finger drives the running transition.
    public var isInteractiveTransitionRunning: Bool { running?.interaction?.completion == nil && running?.interaction != nil }

    /// How far the interactive transition is, 0…1 (nil: none runs).
    public var interactiveTransitionPercent: Double? { running?.interaction.map { $0.fraction(at: time) } }

    /// The finger moved: the running interactive transition shows `percent` of the way.
    public func updateInteractiveTransition(_ percent: Double) {
        guard var transition = running, var interaction = transition.interaction else { return }
        interaction.update(percent)
        transition.interaction = interaction
        running = transition
        if let own = transition.animation as? UIKitTransitionAnimation {
            applyInteractive(own, fraction: interaction.fraction(at: time), to: transition)
        }
    }

    /// The finger lifted: the transition completes (`finishing`) or goes back, from where it is,
    /// `speed` times as fast as its own animation would cover the rest, along `curve`.
    public func releaseInteractiveTransition(finishing: Bool, speed: Double = 1, curve: AnimationCurve = .easeInOut) {
        guard var transition = running, var interaction = transition.interaction else { return }
        interaction.release(finishing: finishing, at: time, speed: speed, curve: curve)
        transition.interaction = interaction
        running = transition
        advanceInteractive(to: time)
    }

    func advanceInteractive(to time: Double) {
        guard let transition = running, let interaction = transition.interaction,
              let own = transition.animation as? UIKitTransitionAnimation else { return }
        if let landing = interaction.landing, let completion = interaction.completion, time >= landing - 1e-9 {
            if completion.finishes { finish() } else { cancelInteractive() }
            return
        }
        applyInteractive(own, fraction: interaction.fraction(at: time), to: transition)
    }

    func applyInteractive(_ motion: UIKitTransitionAnimation, fraction: Double, to transition: RunningTransition) {
        show(motion.frame(progress: fraction), elapsed: fraction * motion.duration, barProgress: fraction, of: transition)
    }

    /// Puts both screens back as they were before the transition began.
    private func cancelInteractive() {
        guard let transition = running else { return }
        running = nil
        currentFrame = nil
        scene?.screenTransition = nil
        let request = transition.request
        transition.stage.takeDownCancelled(leaving: request.from.view, arriving: request.to.view)
        request.to.sendWillDisappear(true)
        request.from.sendWillAppear(true)
        request.didCancel()
        scene?.layout()
        request.to.sendDidDisappear(true)
        request.from.sendDidAppear(true)
    }
}
