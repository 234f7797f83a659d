import Foundation
import FlipbookRender

extension View {
    /// `UIView.transition(with:duration:options:animations:completion:)`: the changes
    /// `animations` makes to `view` (and what is inside it) happen at once, and the picture
    /// changes from the old to the new with the options' transition style on the scene's clock:
    /// `.transitionCrossDissolve`, or one of the four flips (the view turns in 3D, showing the
    /// old picture until it is edge on, then the new one). The changes are not animated one by
    /// one, as UIKit's snapshot-based transition (no `.allowAnimatedContent`). Without a style the
    /// block runs as `animate(withDuration:options:)` would run it. `completion` gets true at the
    /// end, false when the transition is removed first (`layer.removeAllAnimations()`, another
    /// transition of the same view).
    ///
    /// ```swift
    /// UIView.transition(with: label, duration: 0.3, options: .transitionCrossDissolve) {
    ///     label.text = "Saved"
    /// }
    /// UIView.transition(with: card, duration: 0.6, options: [.transitionFlipFromRight]) {
    ///     front.isHidden = true
    ///     back.isHidden = false
    /// }
    /// ```
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let style = ViewContentTransition.Style(options) else {
            animate(withDuration: duration, options: options, animations: animations ?? {}, completion: completion)
            return
        }
        let length = duration.isFinite ? min(max(0, duration), 3600) : 0
        view.layer.contentTransition?.cancel()
        let old = DisplayListBuilder.snapshotOps(of: view)
        if let animations { performWithoutAnimation(animations) }
        guard let scene = view.scene, length > 0 else {
            completion?(true)
            return
        }
        if style.isCurl {
            scene.noteWarning("UIView.transition: page curls are drawn as a cross-dissolve")
        }
        let transition = ViewContentTransition(layer: view.layer, style: style, old: old,
                                               clock: .view(start: scene.currentTime, duration: length, curve: options.curve.timingCurve),
                                               completion: completion)
        view.layer.contentTransition = transition
        transition.scene = scene
        scene.animations.add(transition)
    }

    /// `UIView.transition(from:to:duration:options:completion:)`: `fromView` leaves its superview
    /// and `toView` takes its place (or, with `.showHideTransitionViews`, the one is hidden and
    /// the other shown), the superview changing picture with the transition style, as UIKit
    /// animates the container.
    ///
    /// ```swift
    /// UIView.transition(from: frontView, to: backView, duration: 0.5,
    ///                   options: [.transitionFlipFromLeft, .showHideTransitionViews])
    /// ```
    public static func transition(from fromView: View, to toView: View, duration: Double,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                if toView.superview !== container {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            swap()
            completion?(true)
            return
        }
        var withStyle = options
        if ViewContentTransition.Style(options) == nil { withStyle.insert(.transitionCrossDissolve) }
        transition(with: container, duration: duration, options: withStyle, animations: swap, completion: completion)
    }
}

/// A `UIView.transition` or a `CATransition` running on a layer: the old picture
/// (`DisplayListBuilder.snapshotOps`) and the clock. The display list asks `shown` what to draw
/// at each step.
final class ViewContentTransition: TimedAnimation {
    enum Style: Equatable {
        case crossDissolve
        /// About `axis` (x or y); `sign` says which way (Core Animation's angle sign).
        case flip(axisX: Bool, sign: Double)
        case curl
        /// `CATransition`'s motion types: the pictures move by whole widths or heights along
        /// (`dx`, `dy`), the way the content travels (from the right: (−1, 0)).
        case slide(SlideKind, dx: Double, dy: Double)

        /// The style the options name; nil for none.
        init?(_ options: AnimationOptions) {
            switch options.rawValue & (7 << 20) {
            // Apple: "flips a view around its vertical axis from left to right (the left side of
            // the view moves toward the front and right side toward the back)"; with Core
            // Animation's y-axis rotation a positive angle brings the left side (x < 0) forward.
            case 1 << 20: self = .flip(axisX: false, sign: 1)
            case 2 << 20: self = .flip(axisX: false, sign: -1)
            case 3 << 20, 4 << 20: self = .curl
            case 5 << 20: self = .crossDissolve
            // About x a negative angle brings the top (y < 0) forward.
            case 6 << 20: self = .flip(axisX: true, sign: -1)
            case 7 << 20: self = .flip(axisX: true, sign: 1)
            default: return nil
            }
        }

        var isCurl: Bool { self == .curl }
    }

    /// How the two pictures of a sliding `CATransition` move
    /// (https://developer.apple.com/documentation/quartzcore/catransitiontype).
    enum SlideKind: Equatable {
        /// "The layer's content pushes any existing content as it slides into place": both move.
        case push
        /// "The layer's content slides into place over any existing content": the old stays.
        case moveIn
        /// "The layer's content is revealed gradually": the old slides away over the new.
        case reveal
    }

    /// What the layer draws now.
    enum Shown {
        /// The old picture at 1 − `progress` and the new at `progress`, added.
        case dissolve(old: [DrawOp], progress: Double)
        /// The layer turned by `turn` (about its anchor, with perspective), showing the old
        /// picture (first half) or its own (second half, `old` nil).
        case flip(old: [DrawOp]?, turn: Transform3D)
        /// The old picture and the layer's own moved by their offsets (in its points), the one
        /// on top last.
        case slide(old: [DrawOp], oldOffset: Point, newOffset: Point, oldOnTop: Bool)
    }

    /// What moves the transition on: a UIView transition's own start, length and curve, or a
    /// `CATransition`'s Core Animation timing (beginTime, speed, repeats, fill, timing function)
    /// between its `startProgress` and `endProgress`.
    enum Clock {
        case view(start: Double, duration: Double, curve: any TimingCurve)
        case coreAnimation(LayerTransition, begin: Double)
    }

    /// How far the eye is from a flipping view, in points (`m34` = −1 / distance). CHOSEN: UIKit
    /// publishes no number; 1,000 pt gives a 390 pt card a near edge about a fifth larger at 60°.
    static let eyeDistance = 1000.0

    private weak var layer: Layer?
    weak var scene: Scene?
    let style: Style
    private let old: [DrawOp]
    private let clock: Clock
    private var completion: ((Bool) -> Void)?
    /// The eased progress shown, 0 (all old) … 1 (all new).
    private var progress = 0.0

    init(layer: Layer, style: Style, old: [DrawOp], clock: Clock, completion: ((Bool) -> Void)?) {
        self.layer = layer; self.style = style; self.old = old
        self.clock = clock; self.completion = completion
        if case .coreAnimation(let transition, let begin) = clock { progress = Self.progress(of: transition, at: begin, begin: begin).value }
    }

    var shown: Shown {
        let eased = progress
        switch style {
        case .crossDissolve, .curl:
            return .dissolve(old: old, progress: eased)
        case let .flip(axisX, sign):
            let angle = Double.pi * eased
            let showsOld = angle < Double.pi / 2
            let turned = sign * (showsOld ? angle : angle - Double.pi)
            var perspective = Transform3D.identity
            perspective.m34 = -1 / Self.eyeDistance
            let turn = Transform3D(rotationAngle: turned, x: axisX ? 1 : 0, y: axisX ? 0 : 1, z: 0).concatenating(perspective)
            return .flip(old: showsOld ? old : nil, turn: turn)
        case let .slide(kind, dx, dy):
            let size = layer?.presentationState.bounds.size ?? Size(width: 0, height: 0)
            let travel = Point(x: dx * size.width, y: dy * size.height)
            // The new picture comes in from one travel behind its place; the old leaves by one.
            let arriving = Point(x: -travel.x * (1 - eased), y: -travel.y * (1 - eased))
            let leaving = Point(x: travel.x * eased, y: travel.y * eased)
            switch kind {
            case .push: return .slide(old: old, oldOffset: leaving, newOffset: arriving, oldOnTop: false)
            case .moveIn: return .slide(old: old, oldOffset: Point(x: 0, y: 0), newOffset: arriving, oldOnTop: false)
            case .reveal: return .slide(old: old, oldOffset: leaving, newOffset: Point(x: 0, y: 0), oldOnTop: true)
            }
        }
    }

    func advance(to time: Double) -> Bool {
        guard completion != nil || layer?.contentTransition === self else { return true }
        switch clock {
        case let .view(start, duration, curve):
            let fraction = min(1, max(0, (time - start) / duration))
            progress = fraction >= 1 ? 1 : (fraction <= 0 ? 0 : curve.value(at: fraction))
            guard fraction >= 1 else { return false }
        case let .coreAnimation(transition, begin):
            let (value, ended) = Self.progress(of: transition, at: time, begin: begin)
            progress = value
            // Held at its end (fill forwards, not removed), it stays on the layer as Core Animation keeps it.
            let holds = !transition.isRemovedOnCompletion && (transition.fillMode == .forwards || transition.fillMode == .both)
            guard ended, !holds else { return false }
        }
        end(finished: true)
        return true
    }

    /// A `CATransition`'s progress at `time`: its eased fraction carried from `startProgress` to
    /// `endProgress`; outside its active time without a fill, the new picture (1).
    private static func progress(of transition: LayerTransition, at time: Double, begin: Double) -> (value: Double, ended: Bool) {
        let (fraction, ended) = transition.fraction(now: time, begin: begin)
        guard let fraction else { return (1, ended) }
        let (from, to) = transition.progressRange
        return (from + (to - from) * fraction, ended)
    }

    /// Removed before its end: the new picture shows at once and the completion gets false.
    func cancel() {
        scene?.animations.remove(self)
        end(finished: false)
    }

    private func end(finished: Bool) {
        if layer?.contentTransition === self { layer?.contentTransition = nil }
        let handler = completion
        completion = nil
        handler?(finished)
    }
}
