import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// An event's `"coreAnimation"`: a Core Animation animation added to a view's layer.
///
/// ```json
/// {"at": 0.2, "coreAnimation": {"view": "badge", "key": "pulse", "keyPath": "transform.scale",
///   "from": 1, "to": 1.2, "duration": 0.6, "autoreverses": true, "repeatForever": true,
///   "timingFunction": "easeInEaseOut"}}
/// ```
///
/// `from`/`to`/`by` make a `CABasicAnimation`, `values` (with `keyTimes`, `calculationMode`) a
/// `CAKeyframeAnimation`, `spring` (with `from`/`to`/`by`) a `CASpringAnimation`; the values are
/// the key path's kind (a number, `[x, y]`, `[x, y, width, height]` or a colour).
extension SceneFileProgramReader {
    /// What a key path's values are written as.
    enum LayerValueKind { case number, point, size, rect, color }

    /// The key paths Core Animation animates on a view's layer here (FlipbookScene's
    /// `coreAnimationKeyPaths`, less the whole `transform`, written as its parts); a shape sublayer
    /// also animates `strokeStart` and `strokeEnd`.
    static let layerKeyPaths: [String: LayerValueKind] = [
        "position": .point, "position.x": .number, "position.y": .number,
        "bounds": .rect, "bounds.size.width": .number, "bounds.size.height": .number,
        "opacity": .number, "cornerRadius": .number, "backgroundColor": .color,
        "borderWidth": .number, "borderColor": .color,
        "shadowOpacity": .number, "shadowRadius": .number, "shadowOffset": .size, "shadowColor": .color,
        "transform.scale": .number, "transform.scale.x": .number, "transform.scale.y": .number,
        "transform.rotation": .number, "transform.rotation.z": .number,
        "transform.translation.x": .number, "transform.translation.y": .number,
    ]

    static let coreAnimationKeys = ["view", "layer", "key", "keyPath", "from", "to", "by", "values", "keyTimes", "calculationMode",
                                    "spring", "duration", "delay", "repeatCount", "repeatForever", "autoreverses",
                                    "timingFunction", "fillMode", "removedOnCompletion", "additive"]
    static let timingFunctionNames: [String: MediaTimingFunction.Name] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut, "default": .default,
    ]
    static let fillModes: [String: FillMode] = ["removed": .removed, "forwards": .forwards, "backwards": .backwards, "both": .both]
    static let layerCalculationModes: [String: KeyframeAnimation.CalculationMode] = [
        "linear": .linear, "discrete": .discrete, "paced": .paced, "cubic": .cubic, "cubicPaced": .cubicPaced,
    ]

    func readLayerAnimation(_ node: Node) -> SceneFileLayerAnimation? {
        guard let o = node.object(Self.coreAnimationKeys) else { return nil }
        defer { o.finish() }
        let values = ValueReader(log: log)
        // A view's own layer ("view"), or a sublayer by its id ("layer").
        let target: (layer: Layer, owner: View)
        if let layerNode = o["layer"] {
            if let v = o["view"] { log.add(v.path, "an animation names a \"view\" or a \"layer\", not both"); return nil }
            guard let id = layerNode.string else { return nil }
            guard let named = context.layers[id] else { context.unknownID(id, at: layerNode.path, kind: "layer"); return nil }
            target = (named.layer, named.owner)
        } else {
            guard let viewNode = o.required("view"), let id = viewNode.string else { return nil }
            guard let view = context.views[id] else { context.unknownID(id, at: viewNode.path); return nil }
            target = (view.layer, view)
        }
        guard let pathNode = o.required("keyPath"), let keyPath = pathNode.string else { return nil }
        let strokes = target.layer is ShapeLayer ? ["strokeStart": LayerValueKind.number, "strokeEnd": .number] : [:]
        guard let kind = Self.layerKeyPaths[keyPath] ?? strokes[keyPath] else {
            let why = keyPath == "transform" ? ": animate its parts (\"transform.scale\", \"transform.rotation.z\", \"transform.translation.x\" …)"
                : keyPath.hasPrefix("stroke") ? ": strokeStart and strokeEnd animate shape layers (a \"shape\" sublayer, named by \"layer\")"
                : (Suggest.closest(to: keyPath, in: Self.layerKeyPaths.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? "")
            log.add(pathNode.path, "\"\(keyPath)\" is not a key path a view's layer animates here\(why)")
            return nil
        }
        var key = keyPath
        if let keyNode = o["key"] {
            guard let k = keyNode.string else { return nil }
            guard !k.isEmpty, k.count <= 200, k != "transition", !k.hasPrefix("flipbook.") else {
                log.add(keyNode.path, "a key is 1…200 characters, not \"transition\" (Core Animation's own) nor starting \"flipbook.\"")
                return nil
            }
            key = k
        }
        func value(_ n: Node) -> Any? { layerValue(n, kind: kind, values: values) }

        let animationKind: SceneFileLayerAnimation.Kind
        if let list = o["values"] {
            for name in ["from", "to", "by", "spring"] where o[name] != nil {
                log.add("\(o.path).\(name)", "a keyframe animation (\"values\") has no \"\(name)\"")
                return nil
            }
            guard let items = list.array else { return nil }
            guard !items.isEmpty, items.count <= SceneFileLimits.keyframes else {
                log.add(list.path, "\"values\" is a list of 1…\(SceneFileLimits.keyframes) values")
                return nil
            }
            let read = items.compactMap(value)
            guard read.count == items.count else { return nil }
            var mode = KeyframeAnimation.CalculationMode.linear
            if let m = o["calculationMode"] {
                guard let chosen = values.choice(m, Self.layerCalculationModes, what: "calculation mode") else { return nil }
                mode = chosen
            }
            var keyTimes: [Double]?
            if let timesNode = o["keyTimes"] {
                guard let times = readKeyTimes(timesNode, count: read.count, discrete: mode == .discrete) else { return nil }
                keyTimes = times
            }
            animationKind = .keyframes(values: read, keyTimes: keyTimes, mode: mode)
        } else {
            for name in ["keyTimes", "calculationMode"] where o[name] != nil {
                log.add("\(o.path).\(name)", "\"\(name)\" goes with \"values\"")
                return nil
            }
            guard o["from"] != nil || o["to"] != nil || o["by"] != nil else {
                log.add(o.path, "a Core Animation animation needs \"from\", \"to\" or \"by\" (or \"values\")")
                return nil
            }
            // Each end given must read; one left out is nil (Core Animation takes it from what is shown).
            var ends: [Any?] = []
            for name in ["from", "to", "by"] {
                guard let n = o[name] else { ends.append(nil); continue }
                guard let v = value(n) else { return nil }
                ends.append(v)
            }
            if let springNode = o["spring"] {
                guard let spring = readLayerSpring(springNode) else { return nil }
                animationKind = .spring(from: ends[0], to: ends[1], by: ends[2], mass: spring.mass, stiffness: spring.stiffness,
                                        damping: spring.damping, velocity: spring.velocity)
            } else {
                animationKind = .basic(from: ends[0], to: ends[1], by: ends[2])
            }
        }

        let duration = o["duration"].map { $0.number(in: .seconds) } ?? 0
        let delay = o["delay"].map { $0.number(in: .seconds) } ?? 0
        var repeatCount: Float = 0
        if let forever = o["repeatForever"] {
            if o["repeatCount"] != nil { log.add(forever.path, "an animation has \"repeatCount\" or \"repeatForever\", not both") }
            if forever.bool == true { repeatCount = .infinity }
        } else if let count = o["repeatCount"]?.number(in: SceneFileRange(0...SceneFileLimits.animationRepeats)) {
            repeatCount = Float(count)
        }
        var timing: MediaTimingFunction?
        if let t = o["timingFunction"] { timing = readTimingFunction(t, values: values) }
        var fill = FillMode.removed
        if let f = o["fillMode"], let chosen = values.choice(f, Self.fillModes, what: "fill mode") { fill = chosen }
        guard let duration, let delay else { return nil }
        if o["timingFunction"] != nil && timing == nil { return nil }
        return SceneFileLayerAnimation(layer: target.layer, owner: target.owner, key: key, keyPath: keyPath, kind: animationKind, duration: duration, delay: delay,
                                       repeatCount: repeatCount, autoreverses: o.bool("autoreverses") ?? false,
                                       timingFunction: timing, fillMode: fill,
                                       isRemovedOnCompletion: o.bool("removedOnCompletion") ?? true, isAdditive: o.bool("additive") ?? false)
    }

    /// One value of `kind`: a number, `[x, y]`, `[width, height]`, `[x, y, width, height]` or a colour.
    private func layerValue(_ node: Node, kind: LayerValueKind, values: ValueReader) -> Any? {
        switch kind {
        case .number: return node.number(in: .points)
        case .point, .size, .rect:
            let count = kind == .rect ? 4 : 2
            guard let items = node.array else { return nil }
            guard items.count == count else {
                node.log.add(node.path, "expected \(count) numbers, found \(items.count)")
                return nil
            }
            let numbers = items.compactMap { $0.number(in: .points) }
            guard numbers.count == count else { return nil }
            switch kind {
            case .point: return Point(x: numbers[0], y: numbers[1])
            case .size: return Size(width: numbers[0], height: numbers[1])
            default:
                guard numbers[2] >= 0, numbers[3] >= 0 else {
                    node.log.add(node.path, "a rectangle's width and height are at least 0")
                    return nil
                }
                return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        case .color: return values.color(node)
        }
    }

    /// `keyTimes`: fractions 0…1 that never go back, one per value (one more for discrete, as
    /// Apple documents: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes).
    private func readKeyTimes(_ node: Node, count: Int, discrete: Bool) -> [Double]? {
        guard let items = node.array else { return nil }
        let wanted = discrete ? [count, count + 1] : [count]
        guard wanted.contains(items.count) else {
            log.add(node.path, "\"keyTimes\" has one time per value\(discrete ? " (or one more, for discrete)" : ""): \(count), found \(items.count)")
            return nil
        }
        let times = items.compactMap { $0.number(in: SceneFileRange(0...1)) }
        guard times.count == items.count else { return nil }
        guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            log.add(node.path, "\"keyTimes\" never go back: each is at least the one before")
            return nil
        }
        return times
    }

    /// `"spring": {"mass": 1, "stiffness": 100, "damping": 10, "velocity": 0}`, each optional with
    /// `CASpringAnimation`'s default, lasting its settling time unless the animation gives a duration.
    private func readLayerSpring(_ node: Node) -> (mass: Double, stiffness: Double, damping: Double, velocity: Double)? {
        guard let o = node.object(["mass", "stiffness", "damping", "velocity"]) else { return nil }
        defer { o.finish() }
        let mass = o["mass"].map { $0.number(in: SceneFileMotionRange.mass) } ?? 1
        let stiffness = o["stiffness"].map { $0.number(in: SceneFileMotionRange.stiffness) } ?? 100
        let damping = o["damping"].map { $0.number(in: SceneFileMotionRange.damping) } ?? 10
        let velocity = o["velocity"].map { $0.number(in: SceneFileMotionRange.velocity) } ?? 0
        guard let mass, let stiffness, let damping, let velocity else { return nil }
        guard damping > 0 else {
            log.add("\(o.path).damping", "an undamped spring (damping 0) never settles: give a damping above 0")
            return nil
        }
        let settle = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity).coreAnimationSettlingDuration()
        guard settle <= SceneFileLimits.seconds else {
            log.add(o.path, "this spring takes more than \(Int(SceneFileLimits.seconds)) s to settle: give it more damping or stiffness")
            return nil
        }
        return (mass, stiffness, damping, velocity)
    }

    /// A `CAMediaTimingFunction` by name, or `[x1, y1, x2, y2]` control points (x in 0…1).
    private func readTimingFunction(_ node: Node, values: ValueReader) -> MediaTimingFunction? {
        if case .string = node.value {
            return values.choice(node, Self.timingFunctionNames, what: "timing function").map(MediaTimingFunction.init(name:))
        }
        guard let items = node.array else { return nil }
        guard items.count == 4 else {
            log.add(node.path, "a timing function is a name or its control points [x1, y1, x2, y2]")
            return nil
        }
        let xs = [items[0], items[2]].compactMap { $0.number(in: SceneFileRange(0...1)) }
        let ys = [items[1], items[3]].compactMap { $0.number(in: SceneFileRange(-100...100)) }
        guard xs.count == 2, ys.count == 2 else { return nil }
        return MediaTimingFunction(controlPoints: Float(xs[0]), Float(ys[0]), Float(xs[1]), Float(ys[1]))
    }
}
