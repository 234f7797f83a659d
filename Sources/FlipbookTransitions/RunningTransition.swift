import FlipbookScene

/// A transition under way: its request, its poses over time, the views it placed, and Hero's
/// snapshots.
struct RunningTransition {
    let request: TransitionRequest
    let animation: any ScreenTransitionAnimation
    let start: Double
    let stage: TransitionStage
    /// The snapshots of Hero's matched and modified views, nil when nothing but the screens moves.
    let flights: HeroFlights?
    /// The screens' 0.35 s, or longer while a view is still on its way.
    let duration: Double
    /// Set for an interactive transition: the finger (then its completion) says where it is, not the clock.
    var interaction: InteractiveProgress?

    /// Shows the transition `elapsed` seconds in.
    func show(_ frame: TransitionFrame, elapsed: Double) {
        stage.pose(frame)
        flights?.show(at: elapsed)
    }
}

extension TransitionRequest {
    /// What the transition is, in UIKit's words, for `Scene.screenTransition`.
    var rolesKind: ScreenTransitionRoles.Kind {
        switch kind {
        case .navigation: return isPresenting ? .push : .pop
        case .modal: return isPresenting ? .present : .dismiss
        case .tabBar: return .selectTab
        }
    }
}
