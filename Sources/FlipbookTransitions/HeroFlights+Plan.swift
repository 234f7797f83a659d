import FlipbookScene

extension HeroFlights {
    /// Hero's part of a transition: its matched views and modifiers, planned on the screens at
    /// rest (the arriving one laid out first), their snapshots put on stage. `motion` comes
    /// back as the screens move: a fade's screens take the longest view animation's duration,
    /// as Hero's `.durationMatchLongest` gives them. The transition lasts `duration`: the
    /// screens' time, or longer while a view is still on its way.
    ///
    /// ```swift
    /// let hero = HeroFlights.plan(from: list.view, to: detail.view, container: scene.root, motion: motion)
    /// hero?.flights.show(at: 0.1)
    /// ```
    static func plan(from fromView: View, to toView: View, container: View,
                     motion: any ScreenTransitionAnimation)
        -> (flights: HeroFlights, motion: any ScreenTransitionAnimation, duration: Double) {
        toView.layoutIfNeeded()
        let plan = HeroTransitionPlan(from: fromView, to: toView, container: container, sourceOnTop: motion.fromOnTop,
                                      screenDuration: 0)
        let screens = (motion as? HeroTransitionAnimation).map { $0.matchingLongest(plan.longestAnimation) } ?? motion
        return (HeroFlights(plan: plan, from: fromView, to: toView, container: container), screens,
                max(screens.duration, plan.duration))
    }
}
