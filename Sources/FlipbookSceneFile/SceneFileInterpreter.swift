import FlipbookRender
import FlipbookScene

/// Runs a `SceneFileProgram` on its scene the way a view controller's code would: at every step
/// (like scrollViewDidScroll) the variables in file order, then the bindings; the behaviours as
/// the scroll view's delegate; the events at their times. Every expression is evaluated here,
/// reading names through the one table (`SceneFileNames`).
///
/// The first problem found while running (an expression that divides by zero at t = 0.5 s)
/// stops the scene with `Scene.stop(with:)`: the drive loop throws it after that step, so
/// `render` exits 2 and writes nothing, and `validate` lists it.
///
/// ```swift
/// let interpreter = SceneFileInterpreter(program: program, scene: scene, document: log.document)
/// scene.controllers.append(interpreter)
/// interpreter.attach()
/// ```
final class SceneFileInterpreter: ScrollViewDelegate, TableViewDelegate {
    let program: SceneFileProgram
    unowned let scene: Scene
    /// The scene file, for the problems found while running (with their lines and columns).
    let document: SceneFileDocument
    /// The variables' values at the last step: what events and behaviours read between steps.
    private var variables: [String: Double] = [:]
    /// holdWhileCollapsing remembers the offset it saw last, so each one is an object.
    private let holds: [HoldWhileCollapsing]
    private var stopped = false

    init(program: SceneFileProgram, scene: Scene, document: SceneFileDocument) {
        self.program = program
        self.scene = scene
        self.document = document
        holds = program.behaviors.compactMap { behavior in
            guard case let .holdWhileCollapsing(constraint, lo, hi) = behavior else { return nil }
            return HoldWhileCollapsing(constraint: constraint, minConstant: lo, maxConstant: hi,
                                       startOffsetY: Double(scene.scrollView?.contentOffset.y ?? 0))
        }
    }

    /// Becomes the scroll view's delegate (unless it has one), schedules the events, runs at
    /// every step, and runs once now for the first frame.
    func attach() {
        if let scroll = scene.scrollView, scroll.delegate == nil { scroll.delegate = self }
        for event in program.events {
            scene.schedule(at: event.time) { [unowned self] in self.run(event) }
        }
        for (trigger, event) in program.tapEvents {
            trigger.register { [unowned self] in self.run(event) }
        }
        scene.onStep = { [unowned self] _, _ in self.step() }
        step()
    }

    // MARK: Every step

    /// Evaluates the variables and sets every binding, in file order.
    func step() {
        guard !stopped else { return }
        var moment = SceneFileMoment(scene: scene, variables: [:])
        for variable in program.variables {
            guard let value = value(of: variable.value, at: &moment) else { return }
            moment.variables[variable.name] = value
            // Each variable lays out afresh before reading a frame; the bindings then share the
            // one layout their first frame read makes (a constraint set by a later binding is
            // not seen by a later read). These are the layout calls the golden frames were
            // made with, so they stay exactly so.
            moment.laidOut = false
        }
        for binding in program.bindings { set(binding, at: &moment) }
        variables = moment.variables
    }

    private func evaluate(_ expression: SceneFileExpression, at moment: inout SceneFileMoment) -> Double? {
        guard !stopped else { return nil }
        do {
            return try expression.evaluate(at: &moment)
        } catch {
            stop(document.problem(at: expression.place, "at t=\(formatPoints(scene.currentTime)) s: \(error)"))
            return nil
        }
    }

    /// An expression's value, stopping the run with its place when it is out of `range`.
    private func evaluate(_ expression: SceneFileExpression, in range: SceneFileRange, at moment: inout SceneFileMoment) -> Double? {
        evaluate(expression, at: &moment).flatMap { checked($0, in: range, at: expression.place) }
    }

    private func checked(_ value: Double, in range: SceneFileRange, at place: String) -> Double? {
        guard let problem = range.check(value) else { return value }
        stop(document.problem(at: place, "at t=\(formatPoints(scene.currentTime)) s: \(problem)"))
        return nil
    }

    private func value(of source: SceneFileProgram.ValueSource, at moment: inout SceneFileMoment) -> Double? {
        switch source {
        case .expression(let expression):
            return evaluate(expression, at: &moment)
        case .track(let track):
            guard let x = evaluate(track.input, at: &moment),
                  let first = track.keys.first, let last = track.keys.last else { return nil }
            if x <= first.input { return first.value }
            if x >= last.input { return last.value }
            // The reader made the inputs increase, so x lies between two neighbours.
            guard let next = track.keys.firstIndex(where: { $0.input > x }), next > 0 else { return nil }
            let (x0, v0) = track.keys[next - 1], (x1, v1) = track.keys[next]
            // The same arithmetic as an animator's interpolation: from + (to − from) · eased.
            return v0 + (v1 - v0) * track.curve.value(at: (x - x0) / (x1 - x0))
        }
    }

    private func set(_ binding: SceneFileProgram.Binding, at moment: inout SceneFileMoment) {
        switch binding {
        case let .transform(view, operations):
            var transform = AffineTransform.identity
            for operation in operations {
                switch operation {
                case let .scale(x, y):
                    guard let sx = evaluate(x, in: .factor, at: &moment), let sy = evaluate(y, in: .factor, at: &moment) else { return }
                    transform = transform.scaledBy(x: sx, y: sy)
                case let .translate(x, y):
                    guard let tx = evaluate(x, in: .points, at: &moment), let ty = evaluate(y, in: .points, at: &moment) else { return }
                    transform = transform.translatedBy(x: tx, y: ty)
                case .rotate(let angle):
                    guard let a = evaluate(angle, in: .angle, at: &moment) else { return }
                    transform = transform.rotated(by: a)
                }
            }
            view.transform = transform
        case .layer(.transform(let layer, let sublayer, let steps)):
            guard let t = steps.transform3D({ evaluate($0.0, in: $0.1, at: &moment) }) else { return }
            if sublayer { layer.sublayerTransform = t } else { layer.transform = t }
        case .layer(.number(let layer, let property, let source)):
            guard let computed = value(of: source, at: &moment),
                  let v = checked(computed, in: property.range, at: source.place) else { return }
            property.set(v, on: layer)
        case let .number(target, source):
            guard let computed = value(of: source, at: &moment) else { return }
            // Every value is checked the way the same property is checked in the file, at every
            // step: a binding cannot hand layout or Pango what the file could not.
            let range: SceneFileRange = switch target {
            case .constant, .cornerRadius: .points
            case .alpha, .hidden, .currentPage: .finite
            case .fontSize: .fontSize
            }
            guard let v = checked(computed, in: range, at: source.place) else { return }
            switch target {
            case .constant(let constraint): constraint.constant = v
            case .alpha(let view): view.alpha = v
            case .hidden(let view): view.isHidden = v != 0
            case .fontSize(let label): label.font = label.font.withSize(v)
            case .cornerRadius(let view): view.cornerRadius = max(0, v)
            // Clamped to the pages before it becomes an Int (PageControl clamps again).
            case .currentPage(let dots): dots.currentPage = Int(min(max(v.rounded(), 0), Double(max(0, dots.numberOfPages - 1))))
            }
        }
    }

    // MARK: Events

    private func run(_ event: SceneFileProgram.Event) {
        guard !stopped else { return }
        if let layerAnimation = event.layerAnimation {
            layerAnimation.add()
            return
        }
        let applyList = { [unowned self] (changes: [SceneFileProgram.Binding]) in
            var moment = SceneFileMoment(scene: self.scene, variables: self.variables)
            for change in changes { self.set(change, at: &moment) }
        }
        let apply = { applyList(event.changes) }
        if let animation = event.animation, let keyframes = animation.keyframes {
            animation.runKeyframes(keyframes, in: scene, apply: applyList)
        } else if let animation = event.animation {
            animation.run(in: scene, apply)
        } else {
            apply()
        }
    }

    // MARK: Behaviours, as the scroll view's delegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        for hold in holds { hold.scrollViewDidScroll(scrollView) }
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: UnsafeMutablePointer<Point>) {
        for case .snapAfterDrag(let snap) in program.behaviors {
            guard let releaseTarget = snap.releaseTarget else { continue }
            var moment = SceneFileMoment(scene: scene, variables: variables, target: targetContentOffset.pointee)
            if let y = evaluate(releaseTarget, in: .points, at: &moment) { targetContentOffset.pointee.y = y }
        }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        for case .snapAfterDrag(let snap) in program.behaviors {
            var moment = SceneFileMoment(scene: scene, variables: variables)
            guard let measure = evaluate(snap.measure, in: .finite, at: &moment),
                  let rule = snap.rules.first(where: { measure < $0.below }) else { continue }
            let offset = Point(x: 0, y: rule.to)
            scrollView.scene?.mainQueue.async {
                scrollView.setContentOffset(offset, animated: true)
            }
        }
    }

    // MARK: Problems

    /// Stops the run at the first problem: what follows it would be computed from a value that
    /// does not exist.
    private func stop(_ problem: SceneFileError) {
        guard !stopped else { return }
        stopped = true
        scene.stop(with: SceneFileProblems(problems: [problem]))
    }
}

extension AnimationCurve {
    /// The `View.animate` options that ease the same way.
    var options: AnimationOptions {
        switch self {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
    }
}
