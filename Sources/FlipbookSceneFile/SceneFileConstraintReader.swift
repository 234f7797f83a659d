import FlipbookScene

/// The `guides` and `constraints` sections: layout guides owned by views, and constraints
/// written as `"title.top == header.bottom + 8 @750 #titleTop"` or in the Visual Format
/// Language (`"H:|-16-[title]-16-|"`), each made and activated as Auto Layout code would.
///
/// ```json
/// "guides": [{"id": "content", "owner": "root"}],
/// "constraints": ["title.leading == content.leading + 16", "V:|-[title]-(>=8)-[body]"]
/// ```
struct SceneFileConstraintReader {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }

    func readGuide(_ node: Node) {
        guard let r = node.object(["id", "owner"]) else { return }
        defer { r.finish() }
        guard let id = r.required("id")?.string, let ownerNode = r.required("owner"), let ownerID = ownerNode.string else { return }
        guard let owner = context.views[ownerID] else { return context.unknownID(ownerID, at: ownerNode.path, kind: "view") }
        if context.views[id] != nil || context.guides[id] != nil { return log.add("\(r.path).id", "duplicate id \"\(id)\"") }
        let guide = LayoutGuide(identifier: id)
        owner.addLayoutGuide(guide)
        context.guides[id] = guide
    }

    func readConstraint(_ node: Node) {
        guard let text = node.string else { return }
        let specs: [ConstraintSpec]
        let isVisualFormat = text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
        do {
            specs = isVisualFormat ? try ConstraintSpec.parseVisualFormat(text) : [try ConstraintSpec.parse(text)]
        } catch {
            return log.add(node.path, "\(error)")
        }
        for spec in specs {
            context.constraintCount += 1
            guard context.constraintCount <= SceneFileLimits.constraints else {
                if context.constraintCount == SceneFileLimits.constraints + 1 {
                    log.add(node.path, "more than \(SceneFileLimits.constraints) constraints")
                }
                return
            }
            if let problem = SceneFileRange.points.check(spec.constant) {
                log.add(node.path, "the constant \(problem)")
                continue
            }
            if let problem = SceneFileRange.factor.check(spec.multiplier) {
                log.add(node.path, "the multiplier \(problem)")
                continue
            }
            guard let made = makeConstraint(spec, at: node.path, superviewFor: specs) else { continue }
            if let id = spec.identifier {
                if context.constraintsByID[id] != nil { log.add(node.path, "duplicate constraint identifier \"\(id)\"") }
                context.constraintsByID[id] = made
            }
            made.isActive = true
        }
    }

    /// Whether the layout is small enough to solve in seconds: the constraints the file writes,
    /// plus four for every view Auto Layout places (its intrinsic size, or its place in a stack,
    /// are constraints the solver holds too), within `SceneFileLimits.layoutConstraints`.
    func checkLayoutSize(_ scene: Scene, at place: String) -> Bool {
        var placed = 0
        var pending = [scene.root]
        while let view = pending.popLast() {
            if !view.translatesAutoresizingMaskIntoConstraints || view.superview is StackView { placed += 1 }
            pending += view.subviews
        }
        let total = context.constraintCount + 4 * placed
        guard total > SceneFileLimits.layoutConstraints else { return true }
        log.add(place, "the layout needs \(total) constraints (\(context.constraintCount) written, 4 for each of \(placed) views "
                + "placed by Auto Layout); the limit is \(SceneFileLimits.layoutConstraints)")
        return false
    }

    private func item(_ name: String, guide: String?, at place: String, superview: View?) -> LayoutItem? {
        let base: LayoutItem?
        switch ReservedName(rawValue: name) {
        case .superview: base = superview
        case .safeArea: return context.views[ReservedName.root.rawValue]?.safeAreaLayoutGuide
        case .margins: return context.views[ReservedName.root.rawValue]?.layoutMarginsGuide
        default: base = context.views[name] ?? context.guides[name]
        }
        guard let found = base else {
            context.unknownID(name, at: place)
            return nil
        }
        guard let guide else { return found }
        guard let view = found as? View else {
            log.add(place, "\"\(name)\" is a guide; only views have a \(guide) guide")
            return nil
        }
        return guide == "safeArea" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
    }

    private func makeConstraint(_ spec: ConstraintSpec, at place: String, superviewFor group: [ConstraintSpec]) -> LayoutConstraint? {
        // In the Visual Format Language `superview` is the parent of the views the format names.
        let named = group.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 } }.filter { $0 != ReservedName.superview.rawValue }
        let parent = named.lazy.compactMap { self.context.views[$0]?.superview }.first
        guard let first = item(spec.firstItem, guide: spec.firstGuide, at: place, superview: parent),
              let firstAttribute = LayoutAttribute(rawValue: spec.firstAttribute) else { return nil }
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        if let name = spec.secondItem {
            guard let found = item(name, guide: spec.secondGuide, at: place, superview: parent) else { return nil }
            second = found
            secondAttribute = spec.secondAttribute.flatMap(LayoutAttribute.init(rawValue:)) ?? firstAttribute
        }
        let relation = spec.relation
        // Views a constraint places are laid out by constraints, as in UIKit code that sets
        // translatesAutoresizingMaskIntoConstraints = false before constraining a view.
        if spec.firstItem != ReservedName.superview.rawValue, let view = first as? View, view.superview != nil {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                          attribute: secondAttribute, multiplier: spec.multiplier, constant: spec.constant)
        if let p = spec.priority { constraint.priority = LayoutPriority(p) }
        constraint.identifier = spec.identifier
        return constraint
    }
}
