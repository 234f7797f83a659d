import FlipbookScene
import FlipbookSupport

/// How an event's `animate` moves its changes: a curve over a duration, or a spring.
enum SceneFileEventTiming {
    case curve(duration: Double, AnimationCurve)
    /// A damping-ratio spring runs for `duration`; a mass/stiffness/damping spring for its
    /// settling time (`PropertyAnimator(duration:timingParameters:)` decides, as UIKit does).
    case spring(duration: Double, SpringTimingParameters)
}

/// An event's animation: its timing, and whether the block lays out after its changes
/// (`"layout": true`, the scene file's `layoutIfNeeded()` inside the animation block), which is
/// what makes constraint constants animate instead of jumping.
struct SceneFileEventAnimation {
    let timing: SceneFileEventTiming
    let laysOut: Bool
    /// `"delay"`, and `"repeat"`/`"autoreverse"` as UIView's options (curves only).
    var delay = 0.0
    var options: AnimationOptions = []
    /// `"keyframes"` instead of `"set"`: `UIView.animateKeyframes` over the duration, each
    /// keyframe's changes in its share of it, found between them by `calculationMode`.
    var keyframes: [SceneFileKeyframe]?
    var calculationMode: KeyframeAnimationOptions = .calculationModeLinear

    /// Runs each keyframe's changes (`apply` sets one list of bindings) as
    /// `UIView.animateKeyframes` with `addKeyframe(withRelativeStartTime:relativeDuration:)`.
    func runKeyframes(_ keyframes: [SceneFileKeyframe], in scene: Scene, apply: @escaping ([SceneFileProgram.Binding]) -> Void) {
        guard case .curve(let duration, let curve) = timing else { return }
        var keyframeOptions = calculationMode.union(KeyframeAnimationOptions(rawValue: Int(curve.options.rawValue)))
        if options.contains(.repeat) { keyframeOptions.insert(.repeat) }
        if options.contains(.autoreverse) { keyframeOptions.insert(.autoreverse) }
        let block = {
            for keyframe in keyframes {
                View.addKeyframe(withRelativeStartTime: keyframe.start, relativeDuration: keyframe.duration) { apply(keyframe.changes) }
            }
            if laysOut { scene.root.layoutIfNeeded() }
        }
        guard duration > 0 else { return block() }
        View.animateKeyframes(withDuration: duration, delay: delay, options: keyframeOptions, animations: block)
    }

    /// Runs `changes` as one animation block on the scene's clock.
    func run(in scene: Scene, _ changes: @escaping () -> Void) {
        let block = laysOut ? { changes(); scene.root.layoutIfNeeded() } : changes
        switch timing {
        case .curve(let duration, let curve):
            guard duration > 0 else { return block() }
            View.animate(withDuration: duration, delay: delay, options: curve.options.union(options), animations: block)
        case .spring(let duration, let parameters):
            PropertyAnimator(duration: duration, timingParameters: parameters, animations: block).startAnimation(afterDelay: delay)
        }
    }
}

/// One keyframe of an event's `"keyframes"`: where it starts and how long it runs, as fractions
/// of the animation's duration, and the bindings it animates.
struct SceneFileKeyframe {
    let start: Double
    let duration: Double
    let changes: [SceneFileProgram.Binding]
}

/// The ranges of the motion keys (docs/scene.schema.json gives the same).
enum SceneFileMotionRange {
    /// ζ: 0.01 (barely damped) … 100 (creeping); SpringCurve's own clamp, refused outside.
    static let dampingRatio = SceneFileRange(0.01...100)
    static let mass = SceneFileRange(0.001...1000)
    static let stiffness = SceneFileRange(0.001...1_000_000)
    static let damping = SceneFileRange(0...100_000)
    /// Initial velocity in whole distances per second.
    static let velocity = SceneFileRange(-1000...1000)
}

extension SceneFileProgramReader {
    /// `"spring": {"dampingRatio": 0.6, "velocity": 0}` (with the animation's `duration`) or
    /// `"spring": {"mass": 1, "stiffness": 170, "damping": 26, "velocity": 0}` (no `duration`:
    /// it lasts its settling time).
    func readSpring(_ node: Node, duration: Node?) -> SceneFileEventTiming? {
        guard let o = node.object(["dampingRatio", "mass", "stiffness", "damping", "velocity"]) else { return nil }
        defer { o.finish() }
        let velocity = o["velocity"].map { $0.number(in: SceneFileMotionRange.velocity) } ?? 0
        let physicalKeys = ["mass", "stiffness", "damping"].filter { o[$0] != nil }
        if let ratioNode = o["dampingRatio"] {
            guard physicalKeys.isEmpty else {
                log.add(o.path, "a spring has \"dampingRatio\" or \"mass\", \"stiffness\" and \"damping\", not both")
                return nil
            }
            guard let durationNode = duration else {
                log.add(o.path, "a dampingRatio spring settles within the animation's \"duration\": give one")
                return nil
            }
            let ratio = ratioNode.number(in: SceneFileMotionRange.dampingRatio)
            let seconds = durationNode.number(in: .seconds)
            guard let ratio, let seconds, let velocity else { return nil }
            return .spring(duration: seconds, SpringTimingParameters(dampingRatio: ratio, initialVelocity: Vector(dx: velocity, dy: 0)))
        }
        guard physicalKeys.count == 3 else {
            log.add(o.path, "a spring needs \"dampingRatio\", or all of \"mass\", \"stiffness\" and \"damping\"")
            return nil
        }
        if let durationNode = duration {
            log.add(durationNode.path, "a mass/stiffness/damping spring lasts until it settles, as in UIKit: leave out \"duration\"")
            return nil
        }
        let mass = o["mass"]?.number(in: SceneFileMotionRange.mass)
        let stiffness = o["stiffness"]?.number(in: SceneFileMotionRange.stiffness)
        let damping = o["damping"]?.number(in: SceneFileMotionRange.damping)
        guard let mass, let stiffness, let damping, let velocity else { return nil }
        guard damping > 0 else {
            log.add("\(o.path).damping", "an undamped spring (damping 0) never settles: give a damping above 0")
            return nil
        }
        let parameters = SpringTimingParameters(mass: mass, stiffness: stiffness, damping: damping,
                                                initialVelocity: Vector(dx: velocity, dy: 0))
        let settle = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity).settlingDuration()
        // `settle` may be +∞ for a spring all but undamped: no Int conversion before the check.
        guard settle <= SceneFileLimits.seconds else {
            log.add(o.path, "this spring takes more than \(Int(SceneFileLimits.seconds)) s to settle, the longest an animation lasts: "
                + "give it more damping or stiffness")
            return nil
        }
        return .spring(duration: 0, parameters)
    }
}

extension ValueReader {
    /// A scroll or table view's `decelerationRate`: `"normal"` (0.998), `"fast"` (0.99), or a
    /// number strictly between 0 and 1 (the velocity kept per millisecond).
    func decelerationRate(_ node: Node) -> DecelerationRate? {
        if case .string(let name) = node.value {
            switch name {
            case "normal": return .normal
            case "fast": return .fast
            default:
                let hint = Suggest.closest(to: name, in: ["normal", "fast"]).map { "; did you mean \"\($0)\"?" } ?? ""
                log.add(node.path, "unknown deceleration rate \"\(name)\"\(hint): use \"normal\", \"fast\" or a number between 0 and 1")
                return nil
            }
        }
        guard let raw = node.number else { return nil }
        guard raw > 0, raw < 1 else {
            log.add(node.path, "a deceleration rate is a number between 0 and 1 (exclusive), found \(SceneFileRange.format(raw))")
            return nil
        }
        return DecelerationRate(rawValue: raw)
    }
}
