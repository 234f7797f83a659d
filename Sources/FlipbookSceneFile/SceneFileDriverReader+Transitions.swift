import FlipbookPipeline
import FlipbookScene
import FlipbookTransitions
import FlipbookSupport

/// The `transitions` driver: timed events on the controllers of `rootViewController`, run by
/// `TransitionDriver` at the file's fps, until the last event's transition ends plus `tail` s.
///
/// ```json
/// "driver": {"type": "transitions", "tail": 0.3, "events": [
///   {"at": 0.3, "action": "push", "controller": "detail", "animation": "push(left)"},
///   {"at": 1.0, "action": "pop"}
/// ]}
/// ```
/// Without `animation` an event animates as UIKit's `animated: true` does in SDOSHero: the
/// controller's defaults and the history rule for a plain pop.
extension SceneFileDriverReader {
    static let eventKeys = ["at", "action", "controller", "controllers", "animation", "popAnimation", "index", "presentationStyle"]
    static let actions = ["present", "dismiss", "dismissAll", "push", "pop", "popTo", "popToRoot", "setViewControllers", "selectTab"]

    func readTransitions(_ r: ObjectReader) -> (any Driver)? {
        if context.heroFile.host == nil, context.heroFile.controllers.isEmpty {
            log.add(r.path, "the transitions driver needs \"screens\" and a \"rootViewController\"")
        }
        guard let list = r.required("events")?.array else { return nil }
        guard list.count <= SceneFileLimits.transitionEvents else {
            log.add("\(r.path).events", "more than \(SceneFileLimits.transitionEvents) events"); return nil
        }
        let tail = r["tail"].map { $0.number(in: .seconds) } ?? 0.2
        var events: [TransitionEvent] = []
        var kinds: [(action: String, controller: ViewController?)] = []
        for item in list {
            guard let o = item.object(Self.eventKeys) else { continue }
            defer { o.finish() }
            if let event = readEvent(o) {
                events.append(event)
                kinds.append((o["action"]?.string ?? "", o["controller"]?.string.flatMap { context.heroFile.controllers[$0] }))
            }
        }
        // Without a host (problems above stopped it) the events were still read, for their problems.
        guard let host = context.heroFile.host, let tail, events.count == list.count else { return nil }
        let uikit = Self.mayRunUIKitTransitions(kinds, controllers: Array(context.heroFile.controllers.values))
        let driver = TransitionDriver(host: host, fps: fps, events: events, tail: tail,
                                      transitionDuration: uikit ? UIKitTiming.duration : HeroTiming.duration)
        let frames = driver.duration * fps + 1
        guard frames <= Double(SceneFileLimits.steps) else {
            log.add(r.path, "the transitions make more than \(SceneFileLimits.steps) frames")
            return nil
        }
        // Every event matches and plans the views of the screens it joins, and every frame lays
        // out and draws them (flights included): both costs grow with the file's views.
        let views = context.viewCount
        guard events.count * views <= SceneFileLimits.transitionViewEvents else {
            log.add("\(r.path).events", "\(events.count) events over \(views) views is \(events.count * views) view-events, "
                    + "more than the \(SceneFileLimits.transitionViewEvents) allowed (each event matches every view); use fewer events or views")
            return nil
        }
        guard driver.frameCount * views <= SceneFileLimits.transitionViewFrames else {
            log.add(r.path, "the transitions make \(driver.frameCount) frames of \(views) views, \(driver.frameCount * views) view-frames, "
                    + "more than the \(SceneFileLimits.transitionViewFrames) allowed; use fewer views, events or frames per second")
            return nil
        }
        return driver
    }

    private func readEvent(_ o: ObjectReader) -> TransitionEvent? {
        guard let at = o.required("at")?.number(in: .seconds) else { return nil }
        return readAction(o).map { TransitionEvent(at: at, $0) }
    }

    /// An event's `action` and the keys it takes (`controller`, `animation` …), without its
    /// time: what a transitions event and a control's `onTap` share.
    func readAction(_ o: ObjectReader) -> TransitionEvent.Action? {
        guard let actionNode = o.required("action"), let action = actionNode.string else { return nil }
        var keys: Set<String> = ["at", "action"]
        func used(_ key: String) -> Node? { keys.insert(key); return o[key] }
        func animation() -> (given: Bool, type: HeroAnimationType?) {
            guard let node = used("animation") else { return (true, nil) }
            guard let type = values.heroAnimationType(node) else { return (false, nil) }
            return (true, type)
        }
        func controller() -> ViewController? { o.required("controller").flatMap(eventController).map { keys.insert("controller"); return $0 } }
        let made: TransitionEvent.Action?
        switch action {
        case "present":
            guard let c = controller() else { return nil }
            let a = animation(); guard a.given else { return nil }
            if let node = used("presentationStyle") {
                // The event's style is the controller's from then on, as setting it before present does.
                guard let style = values.presentationStyle(node) else { return nil }
                let type = a.type
                made = .perform { host in
                    c.modalPresentationStyle = style
                    host.perform(.present(c, animation: type))
                }
            } else {
                made = .present(c, animation: a.type)
            }
        case "dismiss":
            let a = animation(); guard a.given else { return nil }
            made = .dismiss(animation: a.type)
        case "dismissAll":
            let a = animation(); guard a.given else { return nil }
            let type = a.type
            made = .perform { host in
                let top = host.topPresented
                guard top.presentingViewController != nil else {
                    host.scene?.noteWarning("transition event dismissAll at \(host.time) s does nothing: nothing is presented")
                    return
                }
                if let type { top.dismissAllViewControllersUsingAnimation(type) } else { top.dismissAllPresentedViewControllers() }
            }
        case "push":
            guard let c = controller() else { return nil }
            let a = animation(); guard a.given else { return nil }
            var pop: HeroAnimationType?
            if let node = used("popAnimation") {
                guard let type = values.heroAnimationType(node) else { return nil }
                guard a.type != nil else { log.add(node.path, "popAnimation needs an animation for the push too"); return nil }
                pop = type
            }
            made = .push(c, animation: a.type, pop: pop)
        case "pop":
            let a = animation(); guard a.given else { return nil }
            made = .pop(animation: a.type)
        case "popToRoot":
            let a = animation(); guard a.given else { return nil }
            made = .popToRoot(animation: a.type)
        case "popTo":
            guard let c = controller() else { return nil }
            let a = animation(); guard a.given else { return nil }
            made = .popTo(c, animation: a.type)
        case "setViewControllers":
            guard let listNode = used("controllers"), let items = listNode.array else {
                if o["controllers"] == nil { log.add(o.path, "missing required key \"controllers\"") }
                return nil
            }
            let controllers = items.compactMap(eventController)
            guard controllers.count == items.count, !controllers.isEmpty else {
                if items.isEmpty { log.add(listNode.path, "give at least one controller") }
                return nil
            }
            let a = animation(); guard a.given else { return nil }
            let type = a.type
            made = .perform { host in
                guard let nav = host.visibleNavigationController else {
                    host.scene?.noteWarning("transition event setViewControllers at \(host.time) s does nothing: no navigation controller is on screen")
                    return
                }
                if let type { nav.setViewControllers(controllers, usingAnimation: type) } else { nav.setViewControllers(controllers, animated: true) }
            }
        case "selectTab":
            guard let index = used("index") ?? o.required("index"), let k = index.int(in: SceneFileRange(0...99, whole: true)) else { return nil }
            made = .selectTab(k)
        default:
            let hint = Suggest.closest(to: action, in: Self.actions).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(actionNode.path, "unknown action \"\(action)\" (\(Self.actions.joined(separator: ", ")))\(hint)")
            return nil
        }
        // A key another action reads is a mistake here (an index on a push).
        for key in o.keys where !keys.contains(key) && Self.eventKeys.contains(key) {
            log.add("\(o.path).\(key)", "\"\(key)\" does nothing in a \(action) event")
        }
        return made
    }

    /// A named controller for an event (`push`, `present`, …), or nil with a problem.
    private func eventController(_ node: Node) -> ViewController? {
        guard let name = node.string else { return nil }
        if let made = context.heroFile.controllers[name] { return made }
        let hint = Suggest.closest(to: name, in: Array(context.heroFile.controllers.keys)).map { "; did you mean \"\($0)\"?" } ?? ""
        log.add(node.path, "unknown screen or controller \"\(name)\"\(hint)")
        return nil
    }

    /// Whether any event may run UIKit's own 0.5 s transitions rather than Hero's 0.35 s ones: a
    /// controller presented without Hero, or a navigation controller without Hero that events
    /// push or pop; the driver's natural length then allows the longer one.
    static func mayRunUIKitTransitions(_ events: [(action: String, controller: ViewController?)], controllers: [ViewController]) -> Bool {
        let stackActions: Set<String> = ["push", "pop", "popTo", "popToRoot", "setViewControllers"]
        let plainNavigation = controllers.contains { $0 is NavigationController && !$0.hero.isEnabled }
        return events.contains { event in
            (event.action == "present" && event.controller.map { !$0.hero.isEnabled } ?? false)
                || (stackActions.contains(event.action) && plainNavigation)
        }
    }

    private var values: ValueReader { ValueReader(log: log) }
}
