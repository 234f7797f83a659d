import FlipbookRender
import FlipbookLayout
import FlipbookScene

/// The code a scene file's bindings, behaviours and events stand for: at every step, like a
/// view controller's scrollViewDidScroll, it evaluates the variables in order and sets the
/// bound properties and constraint constants; behaviours are the seeds' delegate logic.
final class SceneFileController: ScrollViewDelegate, TableViewDelegate {
    unowned let scene: Scene
    let log: ProblemLog
    // Strong: the builder owns the id tables the bindings resolve names against, and nothing it
    // holds points back here.
    let builder: SceneFileBuilder
    private var variables: [(name: String, source: ValueSource, place: String)] = []
    private var bindings: [Binding] = []
    private var holds: [HoldWhileCollapsing] = []
    private var snaps: [SnapAfterDrag] = []
    func appendHold(_ hold: HoldWhileCollapsing) { holds.append(hold) }
    func appendSnap(_ snap: SnapAfterDrag) { snaps.append(snap) }
    private var values: [String: Double] = [:]
    /// Problems found while running (an expression that divides by zero at some step).
    private(set) var runtimeProblems: [SceneFileError] = []

    init(scene: Scene, log: ProblemLog, builder: SceneFileBuilder) {
        self.scene = scene
        self.log = log
        self.builder = builder
    }

    // MARK: Reading

    func read(variables: Node?, bindings: Node?, behaviors: Node?, events: Node?) {
        for node in variables?.array ?? [] {
            guard let r = node.object(["name", "value", "track"]) else { continue }
            defer { r.finish() }
            guard let nameNode = r.required("name"), let name = nameNode.string else { continue }
            guard name.first?.isLetter == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                log.add(nameNode.path, "a variable name is letters, digits and _, starting with a letter")
                continue
            }
            if builder.views[name] != nil || ["scroll", "time", "constraints", "target"].contains(name) {
                log.add(nameNode.path, "\"\(name)\" is already a view id or a reserved name")
                continue
            }
            guard let source = readSource(r, defined: Set(self.variables.map(\.name))) else { continue }
            self.variables.append((name, source, nameNode.path))
        }
        for node in bindings?.array ?? [] {
            if let binding = readBinding(node) { self.bindings.append(binding) }
        }
        for node in behaviors?.array ?? [] { readBehavior(node) }
        for node in events?.array ?? [] { readEvent(node) }
    }

    private func parse(_ node: Node) -> ValueExpression? {
        if case .number(let n) = node.value { return try? ValueExpression.parse(formatNumber(n)) }
        guard let text = node.string else { return nil }
        do { return try ValueExpression.parse(text) } catch {
            log.add(node.path, "\(error)")
            return nil
        }
    }

    /// Every name an expression uses must be a variable defined above it, a view or constraint
    /// the file has, or one of the built-in references.
    private func checkReferences(_ expression: ValueExpression, at place: String, defined: Set<String>, extra: Set<String> = []) {
        for name in expression.references where !isKnownReference(name, defined: defined.union(extra)) {
            var candidates = Array(defined) + Array(extra) + ["scroll.y", "scroll.x", "scroll.insetTop", "time"]
            candidates += builder.views.keys.map { "\($0).frame.height" } + builder.constraintsByID.keys.map { "constraints.\($0)" }
            let hint = Suggest.closest(to: name, in: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(place, "unknown reference \"\(name)\" in \"\(expression.text)\"\(hint)")
        }
    }

    private func isKnownReference(_ name: String, defined: Set<String>) -> Bool {
        if defined.contains(name) || ["scroll.x", "scroll.y", "scroll.insetTop", "time", "input"].contains(name) { return true }
        let parts = name.split(separator: ".").map(String.init)
        if parts.count == 2, parts[0] == "constraints" { return builder.constraintsByID[parts[1]] != nil }
        if parts.count == 3, parts[1] == "frame", ["x", "y", "width", "height"].contains(parts[2]) { return builder.views[parts[0]] != nil }
        if parts.count == 2, ["alpha"].contains(parts[1]) { return builder.views[parts[0]] != nil }
        return false
    }

    // MARK: Bindings

    enum Target {
        case constant(LayoutConstraint)
        case alpha(View), hidden(View), fontSize(Label), cornerRadius(View)
        case transform(View, [TransformOp])
    }
    enum TransformOp { case scale(ValueExpression, ValueExpression), translate(ValueExpression, ValueExpression), rotate(ValueExpression) }

    struct Binding {
        let target: Target
        let value: ValueSource?
        let place: String
    }

    /// Where a bound number comes from: an expression, or a keyframe track over an input.
    enum ValueSource {
        case expression(ValueExpression)
        case track(input: ValueExpression, keys: [(Double, Double)], curve: any TimingCurve)
    }

    static let properties = ["alpha", "hidden", "fontSize", "cornerRadius", "transform"]

    func readBinding(_ node: Node) -> Binding? {
        guard let r = node.object(["set", "to", "track", "ops"]) else { return nil }
        defer { r.finish() }
        guard let setNode = r.required("set"), let target = setNode.string else { return nil }
        let defined = Set(variables.map(\.name))
        if target.hasPrefix("constraint:") {
            let id = String(target.dropFirst("constraint:".count))
            guard let constraint = builder.constraintsByID[id] else {
                let hint = Suggest.closest(to: id, in: Array(builder.constraintsByID.keys)).map { "; did you mean \"\($0)\"?" } ?? ""
                log.add(setNode.path, "no constraint with identifier \"\(id)\" (give one with #\(id) at the end of a constraint)\(hint)")
                return nil
            }
            guard let source = readSource(r, defined: defined) else { return nil }
            return Binding(target: .constant(constraint), value: source, place: setNode.path)
        }
        let parts = target.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            log.add(setNode.path, "expected \"view.property\" or \"constraint:identifier\", found \"\(target)\"")
            return nil
        }
        guard let view = builder.views[parts[0]] else {
            builder.unknownID(parts[0], at: setNode.path)
            return nil
        }
        let property = parts[1]
        if property == "transform" {
            guard let opsNode = r.required("ops"), let list = opsNode.array else { return nil }
            var ops: [TransformOp] = []
            for op in list {
                guard let o = op.object(["scale", "translate", "rotate"]) else { continue }
                defer { o.finish() }
                if let s = o["scale"] {
                    if case .array = s.value, let pair = s.array, pair.count == 2, let x = expr(pair[0], defined), let y = expr(pair[1], defined) {
                        ops.append(.scale(x, y))
                    } else if let e = expr(s, defined) { ops.append(.scale(e, e)) }
                }
                if let t = o["translate"], let pair = t.array {
                    if pair.count == 2, let x = expr(pair[0], defined), let y = expr(pair[1], defined) { ops.append(.translate(x, y)) }
                    else { log.add(t.path, "translate takes [x, y]") }
                }
                if let a = o["rotate"], let e = expr(a, defined) { ops.append(.rotate(e)) }
            }
            return Binding(target: .transform(view, ops), value: nil, place: setNode.path)
        }
        let targetKind: Target
        switch property {
        case "alpha": targetKind = .alpha(view)
        case "hidden": targetKind = .hidden(view)
        case "cornerRadius": targetKind = .cornerRadius(view)
        case "fontSize":
            guard let label = view as? Label else {
                log.add(setNode.path, "\"\(parts[0])\" is not a label; fontSize needs one")
                return nil
            }
            targetKind = .fontSize(label)
        default:
            let hint = Suggest.closest(to: property, in: Self.properties).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(setNode.path, "\"\(property)\" is not a property bindings can set\(hint)")
            return nil
        }
        guard let source = readSource(r, defined: defined) else { return nil }
        return Binding(target: targetKind, value: source, place: setNode.path)
    }

    private func expr(_ node: Node, _ defined: Set<String>) -> ValueExpression? {
        guard let e = parse(node) else { return nil }
        checkReferences(e, at: node.path, defined: defined)
        return e
    }

    private func readSource(_ r: ObjectReader, defined: Set<String>) -> ValueSource? {
        if let to = r["to"] ?? r["value"] {
            return expr(to, defined).map { .expression($0) }
        }
        guard let trackNode = r["track"], let t = trackNode.object(["input", "keys", "curve"]) else {
            log.add(r.path, "needs \"\(r.keys.contains("value") ? "value" : "to")\" (an expression) or \"track\" (keyframes)")
            return nil
        }
        defer { t.finish() }
        guard let inputNode = t.required("input"), let input = expr(inputNode, defined),
              let keyNodes = t.required("keys")?.array else { return nil }
        var keys: [(Double, Double)] = []
        for k in keyNodes {
            guard let pair = k.numbers(2) else { continue }
            if let last = keys.last, pair[0] <= last.0 {
                log.add(k.path, "keyframe inputs must increase")
                continue
            }
            keys.append((pair[0], pair[1]))
        }
        guard keys.count >= 2 else {
            log.add(trackNode.path, "a track needs at least two keyframes")
            return nil
        }
        var curve: any TimingCurve = CubicBezierCurve.linear
        if let c = t["curve"] {
            curve = ValueReader(log: log).choice(c, AnimationCurve.byName, what: "curve")?.timingCurve ?? CubicBezierCurve.linear
        }
        return .track(input: input, keys: keys, curve: curve)
    }

    // MARK: Running

    func attach() {
        if let scroll = scene.scrollView {
            if scroll.delegate == nil { scroll.delegate = self }
        }
        scene.onStep = { [unowned self] _, _ in self.apply() }
        apply()
    }

    /// Evaluates the variables and sets every binding, in file order.
    func apply() {
        values = [:]
        var laidOut = false
        func resolve(_ name: String) -> Double? {
            if let v = values[name] { return v }
            switch name {
            case "scroll.x": return scene.scrollView?.contentOffset.x ?? 0
            case "scroll.y": return scene.scrollView?.contentOffset.y ?? 0
            case "scroll.insetTop": return scene.scrollView?.adjustedContentInset.top ?? 0
            case "time": return scene.currentTime
            default: break
            }
            let parts = name.split(separator: ".").map(String.init)
            if parts.count == 2, parts[0] == "constraints" { return builder.constraintsByID[parts[1]]?.constant }
            if parts.count == 2, parts[1] == "alpha" { return builder.views[parts[0]]?.alpha }
            if parts.count == 3, parts[1] == "frame", let view = builder.views[parts[0]] {
                // Reading a frame lays out first, as the seeds call layoutIfNeeded() before reading one.
                if !laidOut { scene.layout(); laidOut = true }
                let f = view.frame
                switch parts[2] {
                case "x": return f.minX
                case "y": return f.minY
                case "width": return f.width
                default: return f.height
                }
            }
            return nil
        }
        for variable in variables {
            guard let v = value(variable.source, variable.place, resolve) else { return }
            values[variable.name] = v
            laidOut = false
        }
        for binding in bindings { set(binding, resolve) }
    }

    private func evaluate(_ e: ValueExpression, _ place: String, _ resolve: (String) -> Double?) -> Double? {
        do { return try e.evaluate(resolve) } catch {
            let problem = SceneFileError(file: log.file, place: place, message: "at t=\(formatPoints(scene.currentTime)) s: \(error)")
            if !runtimeProblems.contains(problem) { runtimeProblems.append(problem) }
            return nil
        }
    }

    private func value(_ source: ValueSource, _ place: String, _ resolve: (String) -> Double?) -> Double? {
        switch source {
        case .expression(let e): return evaluate(e, place, resolve)
        case let .track(input, keys, curve):
            guard let x = evaluate(input, place, resolve) else { return nil }
            if x <= keys[0].0 { return keys[0].1 }
            if x >= keys[keys.count - 1].0 { return keys[keys.count - 1].1 }
            let i = keys.firstIndex { $0.0 > x }! - 1
            let (x0, v0) = keys[i], (x1, v1) = keys[i + 1]
            // The same arithmetic as an animator's interpolation: from + (to − from) · eased.
            return v0 + (v1 - v0) * curve.value(at: (x - x0) / (x1 - x0))
        }
    }

    func set(_ binding: Binding, _ resolve: (String) -> Double?) {
        if case let .transform(view, ops) = binding.target {
            var t = AffineTransform.identity
            for op in ops {
                switch op {
                case let .scale(x, y):
                    guard let sx = evaluate(x, binding.place, resolve), let sy = evaluate(y, binding.place, resolve) else { return }
                    t = t.scaledBy(x: sx, y: sy)
                case let .translate(x, y):
                    guard let tx = evaluate(x, binding.place, resolve), let ty = evaluate(y, binding.place, resolve) else { return }
                    t = t.translatedBy(x: tx, y: ty)
                case .rotate(let a):
                    guard let angle = evaluate(a, binding.place, resolve) else { return }
                    t = t.rotated(by: angle)
                }
            }
            view.transform = t
            return
        }
        guard let source = binding.value, let v = value(source, binding.place, resolve) else { return }
        switch binding.target {
        case .constant(let c): c.constant = v
        case .alpha(let view): view.alpha = v
        case .hidden(let view): view.isHidden = v != 0
        case .fontSize(let label): label.font = label.font.withSize(max(0.1, v))
        case .cornerRadius(let view): view.cornerRadius = max(0, v)
        case .transform: break
        }
    }

    // MARK: Delegate: behaviours, then bindings, like the seeds' scrollViewDidScroll

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        for hold in holds { hold.scrollViewDidScroll(scrollView) }
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: UnsafeMutablePointer<Point>) {
        for snap in snaps { snap.willEndDragging(targetContentOffset) }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        for snap in snaps { snap.didEndDragging(scrollView) }
    }
}
