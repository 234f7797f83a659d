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
    /// `fillMode = .forwards` with `isRemovedOnCompletion = false`. A key path Flipbook does not
    /// animate is ignored.
    public func add(_ animation: PropertyAnimation, forKey key: String?) {
        guard let path = animation.keyPath.flatMap(AnimationKeyPath.init) else { return }
        let name = key ?? "\(ObjectIdentifier(animation))"
        let scene = clockScene
        let now = scene?.currentTime ?? 0
        let begin = animation.beginTime > 0 ? animation.beginTime : now
        let running = CoreAnimationRun(animation: animation, path: path, begin: begin, now: now)
        // The layer's list keeps the run (a held fill outlives the clock); the run keeps neither back.
        let layerAnimation = LayerAnimation(path.property) { shown in running.value(shown) }
        running.layer = self
        running.layerAnimation = layerAnimation
        add(layerAnimation, forKey: name)
        if let scene { scene.animations.add(running) }
    }
}

/// One Core Animation animation running on a layer: its fraction at the scene's time, and its
/// removal at the end.
final class CoreAnimationRun: TimedAnimation {
    let animation: PropertyAnimation
    let path: AnimationKeyPath
    let begin: Double
    weak var layer: Layer?
    weak var layerAnimation: LayerAnimation?
    private var fraction: Double?

    init(animation: PropertyAnimation, path: AnimationKeyPath, begin: Double, now: Double) {
        self.animation = animation; self.path = path; self.begin = begin
        fraction = animation.fraction(now: now, begin: begin).value
    }

    func value(_ shown: AnimatableValue) -> AnimatableValue {
        guard let fraction else { return shown }
        return animation.value(at: fraction, shown: shown, path: path)
    }

    func advance(to time: Double) -> Bool {
        let (value, ended) = animation.fraction(now: time, begin: begin)
        fraction = value
        guard ended else { return false }
        if animation.isRemovedOnCompletion, let layer, let layerAnimation { layer.remove(layerAnimation) }
        return true
    }
}
