import FlipbookScene

/// Something that happens to a controller hierarchy at a moment of a timeline: a present,
/// a dismiss, a push, a pop, a tab switch. `nil` animations mean "animated, with the defaults"
/// (the SDOSHero defaults and history rules), as `animated: true` does in UIKit.
///
/// ```swift
/// let events: [TransitionEvent] = [
///     TransitionEvent(at: 0.5, .push(detail, animation: .push(direction: .left))),
///     TransitionEvent(at: 1.5, .pop(animation: nil)),          // the history rule picks the animation
/// ]
/// ```
public struct TransitionEvent {
    public enum Action {
        /// Presents over the top controller shown.
        case present(ViewController, animation: HeroAnimationType?)
        /// Dismisses the top presented controller.
        case dismiss(animation: HeroAnimationType?)
        /// Pushes onto the visible navigation controller; `pop` is recorded for a later plain pop
        /// (nil: the controller's pop default, or the opposite of the push).
        case push(ViewController, animation: HeroAnimationType?, pop: HeroAnimationType? = nil)
        case pop(animation: HeroAnimationType?)
        case popToRoot(animation: HeroAnimationType?)
        case popTo(ViewController, animation: HeroAnimationType?)
        /// Selects a tab of the visible tab bar controller.
        case selectTab(Int)
        /// Anything else, run against the host.
        case perform((ControllerHost) -> Void)
    }

    public var time: Double
    public var action: Action

    /// An event at `time` seconds; a negative or non-finite time counts as 0.
    public init(at time: Double, _ action: Action) {
        self.time = time.isFinite ? max(0, time) : 0
        self.action = action
    }
}

extension ControllerHost {
    /// The navigation controller on screen: the top presented controller, or its selected tab.
    public var visibleNavigationController: NavigationController? {
        let top = topPresented
        if let nav = top as? NavigationController { return nav }
        if let tabs = top as? TabBarController { return tabs.selectedViewController as? NavigationController }
        return nil
    }

    /// The tab bar controller on screen, if the top presented controller is one.
    public var visibleTabBarController: TabBarController? { topPresented as? TabBarController }

    /// Runs `action` now, warning when there is nothing for it to act on.
    public func perform(_ action: TransitionEvent.Action) {
        switch action {
        case .present(let controller, let animation):
            if let animation { topPresented.present(controller, usingAnimation: animation) } else { topPresented.present(controller, animated: true) }
        case .dismiss(let animation):
            guard topPresented.presentingViewController != nil else { return noTarget("dismiss", "nothing is presented") }
            if let animation { topPresented.dismissViewControllerUsingAnimation(animation) } else { topPresented.dismiss(animated: true) }
        case .push(let controller, let animation, let pop):
            guard let nav = visibleNavigationController else { return noTarget("push", "no navigation controller is on screen") }
            switch (animation, pop) {
            case (nil, _): nav.pushViewController(controller, animated: true)
            case (let push?, nil): nav.pushViewController(controller, usingAnimation: push)
            case (let push?, let pop?): nav.pushViewController(controller, usingPushAnimation: push, popAnimation: pop)
            }
        case .pop(let animation):
            guard let nav = visibleNavigationController else { return noTarget("pop", "no navigation controller is on screen") }
            if let animation { nav.popViewControllerUsingAnimation(animation) } else { nav.popViewController(animated: true) }
        case .popToRoot(let animation):
            guard let nav = visibleNavigationController else { return noTarget("popToRoot", "no navigation controller is on screen") }
            if let animation { nav.popToRootViewController(usingAnimation: animation) } else { nav.popToRootViewController(animated: true) }
        case .popTo(let controller, let animation):
            guard let nav = visibleNavigationController else { return noTarget("popTo", "no navigation controller is on screen") }
            if let animation { nav.popToViewController(controller, usingAnimation: animation) } else { nav.popToViewController(controller, animated: true) }
        case .selectTab(let index):
            guard let tabs = visibleTabBarController else { return noTarget("selectTab", "no tab bar controller is on screen") }
            guard tabs.viewControllers.indices.contains(index) else {
                return noTarget("selectTab", "tab \(index) is out of range 0..<\(tabs.viewControllers.count)")
            }
            tabs.selectedIndex = index
        case .perform(let work):
            work(self)
        }
    }

    private func noTarget(_ event: String, _ reason: String) {
        warn("transition event \(event) at \(time) s does nothing: \(reason)")
    }
}
