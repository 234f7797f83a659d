import FlipbookRender
import FlipbookScene

/// The seeds' delegate logic that formulas alone cannot say, as named, parameterised behaviours.
extension SceneFileController {
    static let behaviorKeys = ["type", "constraint", "min", "max", "releaseTarget", "measure", "rules"]

    func readBehavior(_ node: Node) {
        guard let r = node.object(Self.behaviorKeys) else { return }
        defer { r.finish() }
        guard let typeNode = r.required("type"), let type = typeNode.string else { return }
        switch type {
        case "holdWhileCollapsing":
            // Seed 001: while a constraint's constant can absorb the scroll, it does, and the
            // content is held still.
            guard let idNode = r.required("constraint"), let id = idNode.string else { return }
            guard let constraint = builder.constraintsByID[id] else {
                return log.add(idNode.path, "no constraint with identifier \"\(id)\"")
            }
            guard let lo = r.required("min")?.number, let hi = r.required("max")?.number else { return }
            guard lo < hi else { return log.add(r.path, "min must be below max") }
            addHold(HoldWhileCollapsing(constraint: constraint, minConstant: lo, maxConstant: hi,
                                        startOffsetY: scene.scrollView?.contentOffset.y ?? 0))
        case "snapAfterDrag":
            // Seed 002: where the content lands when the finger lifts.
            let defined = Set(["target"])
            var releaseTarget: ValueExpression?
            if let t = r["releaseTarget"] { releaseTarget = parseChecked(t, extra: defined) }
            guard let measureNode = r.required("measure"), let measure = parseChecked(measureNode, extra: []) else { return }
            var rules: [(below: Double, to: Double)] = []
            for ruleNode in r.required("rules")?.array ?? [] {
                guard let o = ruleNode.object(["below", "to"]) else { continue }
                defer { o.finish() }
                guard let below = o.required("below")?.number, let to = o.required("to")?.number else { continue }
                rules.append((below, to))
            }
            addSnap(SnapAfterDrag(measure: measure, releaseTarget: releaseTarget, rules: rules, controller: self))
        default:
            let hint = Suggest.closest(to: type, in: ["holdWhileCollapsing", "snapAfterDrag"]).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(typeNode.path, "unknown behaviour \"\(type)\"\(hint)")
        }
    }

    private func parseChecked(_ node: Node, extra: Set<String>) -> ValueExpression? {
        guard let text = node.string else { return nil }
        do { return try ValueExpression.parse(text) } catch {
            log.add(node.path, "\(error)")
            return nil
        }
    }

    /// Evaluates an expression of the scroll state (and `target` when given).
    func evaluateScroll(_ e: ValueExpression, target: Point? = nil) -> Double? {
        try? e.evaluate { name in
            switch name {
            case "scroll.y": return self.scene.scrollView?.contentOffset.y
            case "scroll.x": return self.scene.scrollView?.contentOffset.x
            case "scroll.insetTop": return self.scene.scrollView?.adjustedContentInset.top
            case "target.y", "target": return target?.y
            case "target.x": return target?.x
            case "time": return self.scene.currentTime
            default: return nil
            }
        }
    }

    // MARK: Events

    /// `{"at": 1.2, "animate": {"duration": 0.2, "curve": "easeInOut", "set": [bindings]}}`:
    /// at that time, `View.animate` the bindings' changes (or apply them at once without "animate").
    func readEvent(_ node: Node) {
        guard let r = node.object(["at", "animate", "set"]) else { return }
        defer { r.finish() }
        guard let at = r.required("at")?.number, at >= 0, at <= SceneFileLimits.seconds else {
            return log.add("\(r.path).at", "an event needs \"at\": a time in 0…\(Int(SceneFileLimits.seconds)) s")
        }
        var duration = 0.0, curve = AnimationCurve.easeInOut, changes: [Binding] = []
        if let a = r["animate"], let o = a.object(["duration", "curve", "set"]) {
            defer { o.finish() }
            duration = max(0, o.required("duration")?.number ?? 0)
            if let c = o["curve"] { curve = ValueReader(log: log).choice(c, AnimationCurve.byName, what: "curve") ?? .easeInOut }
            changes = (o.required("set")?.array ?? []).compactMap(readBinding)
        } else if let s = r["set"]?.array {
            changes = s.compactMap(readBinding)
        } else {
            return log.add(r.path, "an event needs \"animate\" or \"set\"")
        }
        scene.schedule(at: at) { [unowned self] in
            let apply = { for change in changes { self.set(change) { name in name == "time" ? self.scene.currentTime : nil } } }
            if duration > 0 {
                View.animate(withDuration: duration, options: curve.options, animations: apply)
            } else {
                apply()
            }
        }
    }

    func addHold(_ hold: HoldWhileCollapsing) { appendHold(hold) }
    func addSnap(_ snap: SnapAfterDrag) { appendSnap(snap) }
}

extension AnimationCurve {
    var options: AnimationOptions {
        switch self {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
    }
}

/// Seed 002's drag end: a release target rule, and an animated snap chosen by ranges of a
/// measure of the offset (first rule whose `below` the measure is under).
final class SnapAfterDrag {
    let measure: ValueExpression
    let releaseTarget: ValueExpression?
    let rules: [(below: Double, to: Double)]
    unowned let controller: SceneFileController

    init(measure: ValueExpression, releaseTarget: ValueExpression?, rules: [(below: Double, to: Double)],
         controller: SceneFileController) {
        self.measure = measure
        self.releaseTarget = releaseTarget
        self.rules = rules
        self.controller = controller
    }

    func willEndDragging(_ target: UnsafeMutablePointer<Point>) {
        guard let releaseTarget, let y = controller.evaluateScroll(releaseTarget, target: target.pointee) else { return }
        target.pointee.y = y
    }

    func didEndDragging(_ scrollView: ScrollView) {
        guard let current = controller.evaluateScroll(measure),
              let rule = rules.first(where: { current < $0.below }) else { return }
        let offset = Point(x: 0, y: rule.to)
        scrollView.scene?.mainQueue.async {
            scrollView.setContentOffset(offset, animated: true)
        }
    }
}
