import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// Behaviours: the seeds' delegate logic, by name, with its parameters.
extension SceneFileProgramReader {
    /// Each behaviour's keys besides `type`: a key of another behaviour is an error, not ignored.
    static let behaviorKeys: [String: [String]] = [
        "holdWhileCollapsing": ["constraint", "min", "max"],
        "snapAfterDrag": ["measure", "releaseTarget", "rules"],
    ]

    func readBehavior(_ node: Node) -> SceneFileProgram.Behavior? {
        // The type decides the keys, so read it before the object.
        var type: String?
        if case .object(let pairs) = node.value, case .string(let name)? = pairs.first(where: { $0.0 == "type" })?.1 {
            type = name
        }
        let keys = type.flatMap { Self.behaviorKeys[$0] } ?? Self.behaviorKeys.values.flatMap { $0 }
        guard let r = node.object(["type"] + keys) else { return nil }
        defer { r.finish() }
        guard let typeNode = r.required("type"), let type = typeNode.string else { return nil }
        switch type {
        case "holdWhileCollapsing":
            let constraint = readConstraintID(r)
            guard let lo = r.required("min")?.number(in: .points), let hi = r.required("max")?.number(in: .points) else { return nil }
            guard lo < hi else {
                log.add(r.path, "min must be below max")
                return nil
            }
            return constraint.map { .holdWhileCollapsing(constraint: $0, min: lo, max: hi) }
        case "snapAfterDrag":
            let measure = r.required("measure").flatMap { expression($0) }
            let releaseTargetNode = r["releaseTarget"]
            let releaseTarget = releaseTargetNode.flatMap { expression($0, in: .releaseTarget) }
            var rules: [(below: Double, to: Double)] = []
            for ruleNode in r.required("rules")?.array ?? [] {
                guard let o = ruleNode.object(["below", "to"]) else { continue }
                defer { o.finish() }
                guard let below = o.required("below")?.number(in: .points), let to = o.required("to")?.number(in: .points) else { continue }
                rules.append((below, to))
            }
            // A releaseTarget that was given but has a problem is not the same as none.
            guard let measure, releaseTargetNode == nil || releaseTarget != nil else { return nil }
            return .snapAfterDrag(SceneFileProgram.SnapAfterDrag(measure: measure, releaseTarget: releaseTarget, rules: rules))
        default:
            let hint = Suggest.closest(to: type, in: Self.behaviorKeys.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(typeNode.path, "unknown behaviour \"\(type)\"\(hint)")
            return nil
        }
    }

    private func readConstraintID(_ r: ObjectReader) -> LayoutConstraint? {
        guard let idNode = r.required("constraint"), let id = idNode.string else { return nil }
        guard let constraint = builder.constraintsByID[id] else {
            log.add(idNode.path, "no constraint with identifier \"\(id)\"" + constraintHint(id))
            return nil
        }
        return constraint
    }
}
