import FlipbookRender

extension Layer {
    /// The scene whose clock runs this layer's Core Animation animations: its view's, or that of
    /// the layer it was added to.
    var clockScene: Scene? {
        var layer: Layer? = self
        while let l = layer {
            if let scene = l.view?.scene { return scene }
            layer = l.addedTo
        }
        return nil
    }

    /// `CALayer.add(_:forKey:)` for Core Animation's animations: runs `animation` (a copy of its
    /// settings at this moment, as Core Animation copies it) on the scene's clock, replacing one
    /// under the same key. The model is not changed: set it too, as app code does, or use
    /// `fillMode = .forwards` with `isRemovedOnCompletion = false`. A group runs each of its
    /// animations under the key. A key path Flipbook does not animate draws nothing different, and
    /// the scene warns once, naming it.
    public func add(_ animation: CoreAnimationBase, forKey key: String?) {
        if let transition = animation as? LayerTransition { addTransition(transition); return }
        let scene = clockScene
        let now = scene?.currentTime ?? 0
        let begin = animation.beginTime > 0 ? animation.beginTime : now
        let name = key ?? "\(ObjectIdentifier(animation))"
        // An open transaction's completion waits for what is added in it.
        let speed = Double(animation.speed.isFinite && animation.speed != 0 ? abs(animation.speed) : 1)
        Transaction.noteAnimation(endingAt: begin + animation.activeDuration / speed, on: scene)
        let runs = CoreAnimationRun.runs(of: animation, parents: [], begin: begin, now: now, warn: { message in
            if let scene, !scene.ownWarnings.contains(message) { scene.noteWarning(message) }
        })
        // The layer's list keeps the runs (a held fill outlives the clock); a run keeps neither back.
        // Each part of a group gets its own entry under the key, so adding the group again replaces all.
        for (index, running) in runs.enumerated() {
            let layerAnimation = LayerAnimation(running.property) { shown in running.value(shown) }
            layerAnimation.namedKeyPath = (running.animation as? PropertyAnimation)?.keyPath
            running.layer = self
            running.layerAnimation = layerAnimation
            add(layerAnimation, forKey: index == 0 ? name : "\(name)\u{1F}\(index)")
            if let scene { scene.animations.add(running) }
        }
    }
}

/// One Core Animation animation running on a layer (one property of it): its value at the scene's
/// time through the clocks of the groups it is in, and its removal at the end.
final class CoreAnimationRun: TimedAnimation {
    let animation: CoreAnimationBase
    let property: AnimatableProperty
    /// The value it shows at eased fraction `f`, given what the layer shows without it.
    private let shows: (Double, AnimatableValue) -> AnimatableValue
    /// The groups it is in, outermost first: their clocks turn scene time into its own.
    private let parents: [CoreAnimationBase]
    let begin: Double
    weak var layer: Layer?
    weak var layerAnimation: LayerAnimation?
    private var fraction: Double?
    /// The scene time `fraction` is for.
    private var lastTime: Double

    private init(animation: CoreAnimationBase, property: AnimatableProperty, parents: [CoreAnimationBase], begin: Double,
                 now: Double, shows: @escaping (Double, AnimatableValue) -> AnimatableValue) {
        self.animation = animation; self.property = property; self.parents = parents; self.begin = begin; self.shows = shows
        lastTime = now
        fraction = timing(at: now).value
    }

    /// The runs `animation` makes: one per property it moves, a group's parts each with the group's clock.
    static func runs(of animation: CoreAnimationBase, parents: [CoreAnimationBase], begin: Double, now: Double,
                     warn: (String) -> Void) -> [CoreAnimationRun] {
        if let group = animation as? AnimationGroup {
            return (group.animations ?? []).flatMap { runs(of: $0, parents: parents + [group], begin: begin, now: now, warn: warn) }
        }
        guard let property = animation as? PropertyAnimation else { return [] }
        guard let path = property.keyPath.flatMap(AnimationKeyPath.init) else {
            warn("a Core Animation animation of key path '\(property.keyPath ?? "nil")' does nothing: "
                 + "Flipbook animates \(AnimationKeyPath.supported.joined(separator: ", "))")
            return []
        }
        var made = [CoreAnimationRun(animation: property, property: path.property, parents: parents, begin: begin, now: now) { f, shown in
            property.value(at: f, shown: shown, path: path)
        }]
        if let keyframes = property as? KeyframeAnimation, let turn = keyframes.rotationAlongPath(for: path) {
            made.append(CoreAnimationRun(animation: property, property: .transform, parents: parents, begin: begin, now: now, shows: turn))
        }
        return made
    }

    func value(_ shown: AnimatableValue) -> AnimatableValue {
        // A replicator's later copies show the animation as it was `instanceDelay`s ago.
        let shift = PresentationTimeShift.seconds
        let f = shift == 0 ? fraction : timing(at: lastTime - shift).value
        guard let f else { return shown }
        return shows(f, shown)
    }

    /// Its eased fraction at scene time `time`, and whether it (or the outermost group) has ended.
    private func timing(at time: Double) -> (value: Double?, ended: Bool) {
        guard !parents.isEmpty else { return animation.fraction(now: time, begin: begin) }
        var clock: Double? = time, start = begin, ended = false
        for (depth, group) in parents.enumerated() {
            guard let now = clock else { break }
            let (t, over) = group.cycleTime(now: now, begin: start)
            if depth == 0 { ended = over }
            // A part runs no further than its group's cycle: past it, it holds where the cycle ends.
            clock = t
            start = depth + 1 < parents.count ? parents[depth + 1].beginTime : animation.beginTime
        }
        guard let now = clock else { return (nil, ended) }
        return (animation.fraction(now: now, begin: start).value, ended)
    }

    func advance(to time: Double) -> Bool {
        let (value, ended) = timing(at: time)
        fraction = value
        lastTime = time
        guard ended else { return false }
        let owner = parents.first ?? animation
        if owner.isRemovedOnCompletion, let layer, let layerAnimation { layer.remove(layerAnimation) }
        return true
    }
}
