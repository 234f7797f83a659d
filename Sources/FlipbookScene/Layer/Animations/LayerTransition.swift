import FlipbookRender

/// `CATransitionType`: how a `CATransition` changes the layer's picture
/// (https://developer.apple.com/documentation/quartzcore/catransitiontype).
public struct TransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// "The layer's content fades as it becomes visible or hidden."
    public static let fade = TransitionType(rawValue: "fade")
    /// "The layer's content slides into place over any existing content."
    public static let moveIn = TransitionType(rawValue: "moveIn")
    /// "The layer's content pushes any existing content as it slides into place."
    public static let push = TransitionType(rawValue: "push")
    /// "The layer's content is revealed gradually in the direction specified by the transition subtype."
    public static let reveal = TransitionType(rawValue: "reveal")
}

/// `CATransitionSubtype`: the side a motion transition's new content comes from.
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = TransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = TransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
}

/// `CATransition`: added to a view's layer, it changes the picture from what the layer showed to
/// what the changes made after it (in the same turn) leave, on the Core Animation timing of
/// `CAAnimation` (`duration` 0 is 0.25 s, `timingFunction` nil is linear, `beginTime`, `speed`,
/// `fillMode`). `.fade` cross-dissolves; `.push`, `.moveIn` and `.reveal` slide by the layer's
/// width or height, from the `subtype` side (CHOSEN: `.fromLeft` when nil, as Apple documents
/// no default). The pictures move inside the layer's place, clipped only when the layer masks to
/// its bounds, as on a device a transition on an unclipped label slides over its neighbours.
/// Whatever key it is added under, it runs under `"transition"` (kCATransition: "The special key
/// kCATransition is automatically used for transition animations",
/// https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)). Only views'
/// layers transition here: on a layer added on its own the change shows at once, with a warning.
///
/// ```swift
/// let transition = CATransition()
/// transition.type = .push
/// transition.subtype = .fromTop
/// transition.duration = 0.3
/// transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// counterLabel.layer.add(transition, forKey: kCATransition)
/// counterLabel.text = "\(count)"
/// ```
open class LayerTransition: CoreAnimationBase {
    public var type: TransitionType = .fade
    public var subtype: TransitionSubtype?
    /// Where in the transition it starts and ends, 0…1 (out-of-range and non-finite values are
    /// clamped; an end before the start runs backwards, as Core Animation draws it).
    public var startProgress: Float = 0
    public var endProgress: Float = 1

    var progressRange: (Double, Double) {
        func clamp(_ v: Float, _ fallback: Double) -> Double { v.isFinite ? min(1, max(0, Double(v))) : fallback }
        return (clamp(startProgress, 0), clamp(endProgress, 1))
    }

    /// The style the display list draws, or nil (with why) for a type Flipbook does not draw.
    var style: ViewContentTransition.Style? {
        let direction: (dx: Double, dy: Double)
        switch subtype {
        case .fromRight?: direction = (-1, 0)
        case .fromTop?: direction = (0, 1)
        case .fromBottom?: direction = (0, -1)
        default: direction = (1, 0)   // fromLeft, and nil (CHOSEN)
        }
        switch type {
        case .fade: return .crossDissolve
        case .push: return .slide(.push, dx: direction.dx, dy: direction.dy)
        case .moveIn: return .slide(.moveIn, dx: direction.dx, dy: direction.dy)
        case .reveal: return .slide(.reveal, dx: direction.dx, dy: direction.dy)
        default: return nil
        }
    }
}

/// `kCATransition`: the key every transition runs under.
public let transitionAnimationKey = "transition"

extension Layer {
    /// `add(_:forKey:)` for a `CATransition`: the picture before the changes that follow is kept
    /// and the layer's own drawing replaces it as the transition runs.
    func addTransition(_ transition: LayerTransition) {
        let scene = clockScene
        func warn(_ message: String) { if let scene, !scene.ownWarnings.contains(message) { scene.noteWarning(message) } }
        guard let view else {
            warn("a CATransition on a layer that is not a view's draws no transition: the change shows at once")
            return
        }
        let style: ViewContentTransition.Style
        if let known = transition.style {
            style = known
        } else {
            warn("CATransition type '\(transition.type.rawValue)' is not one of Core Animation's public types (fade, moveIn, push, reveal): drawn as a fade")
            style = .crossDissolve
        }
        contentTransition?.cancel()
        let now = scene?.currentTime ?? 0
        let begin = transition.beginTime > 0 && transition.beginTime.isFinite ? transition.beginTime : now
        let speed = Double(transition.speed.isFinite && transition.speed != 0 ? abs(transition.speed) : 1)
        Transaction.noteAnimation(endingAt: begin + transition.activeDuration / speed, on: scene)
        let run = ViewContentTransition(layer: self, style: style, old: DisplayListBuilder.snapshotOps(of: view),
                                        clock: .coreAnimation(transition, begin: begin), completion: nil)
        contentTransition = run
        guard let scene else { return }
        run.scene = scene
        scene.animations.add(run)
    }
}
