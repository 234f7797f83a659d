import FlipbookRender

/// The recognizers watching the scene's finger, and UIKit's rules between them and the view:
/// a recognizer leaves `.possible` to begin or recognize only if its delegate and its view agree
/// (`gestureRecognizerShouldBegin`) and once every recognizer it must wait for has failed
/// (`require(toFail:)`, the delegates' `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`); when
/// it does, the others fail (or, already running, are cancelled) unless a delegate lets them
/// recognize simultaneously, and the view's touches are cancelled if it `cancelsTouchesInView`.
/// It lives across touches while a recognizer still waits (a double tap between its taps).
final class GestureArena {
    private(set) var participants: [GestureRecognizer] = []
    /// Recognizers that asked to begin or recognize and wait for others to fail.
    private var waiting: [(gesture: GestureRecognizer, state: GestureRecognizer.State)] = []
    /// Set when a recognizer took the touch from the view: the view hears no more of it.
    private(set) var viewTouchCancelled = false

    /// Fingers landing together: the recognizers of each one's view and its superviews (deepest
    /// first, the first finger's first); each is then sent the fingers on its own view's subtree.
    /// Recognizers waiting from an earlier touch and not under these fingers fail.
    func touchesLanded(_ touches: [Touch]) {
        viewTouchCancelled = false
        var chain: [GestureRecognizer] = []
        for touch in touches {
            let view = touch.view
            var current = view
            while let v = current {
                for g in v.gestureRecognizers ?? [] where g.isEnabled && !chain.contains(where: { $0 === g }) {
                    guard g.delegate?.gestureRecognizer(g, shouldReceive: touch) ?? true else { continue }
                    guard Self.controlLetsThrough(g, hit: view) else { continue }
                    chain.append(g)
                }
                current = v.superview
            }
        }
        for old in participants where !chain.contains(where: { $0 === old }) && old.state == .possible {
            request(.failed, for: old)
        }
        participants.removeAll { p in !chain.contains { $0 === p } && (p.state == .possible || p.state == .failed) }
        for g in chain where !participants.contains(where: { $0 === g }) {
            participants.append(g)
        }
        for g in participants { g.arena = self }
    }

    /// UIKit lets a control's own action win over a single-tap recognizer of a view above it
    /// (https://developer.apple.com/documentation/uikit/uicontrol: "default control actions
    /// prevent overlapping gesture recognizer behavior"): such a tap never sees the touch.
    private static func controlLetsThrough(_ g: GestureRecognizer, hit: View?) -> Bool {
        guard let control = hit as? Control, control.isEnabled, g.view !== control,
              let tap = g as? TapGestureRecognizer, tap.numberOfTapsRequired == 1 else { return true }
        return false
    }

    /// A recognizer's state change, checked against the rules above.
    func request(_ newState: GestureRecognizer.State, for g: GestureRecognizer) {
        let starting = g.state == .possible && (newState == .began || newState == .ended)
        guard starting else {
            g.apply(newState)
            if newState == .failed { someoneFailed() }
            return
        }
        guard mayStart(g) else {
            g.apply(.failed)
            someoneFailed()
            return
        }
        if mustWait(g) {
            waiting.removeAll { $0.gesture === g }
            waiting.append((g, newState))
            return
        }
        start(g, newState)
    }

    private func start(_ g: GestureRecognizer, _ newState: GestureRecognizer.State) {
        for other in participants where other !== g && Self.prevents(g, other) {
            switch other.state {
            case .possible: waiting.removeAll { $0.gesture === other }; other.apply(.failed)
            case .began, .changed: other.apply(.cancelled)
            default: break
            }
        }
        g.apply(newState)
        if g.cancelsTouchesInView { viewTouchCancelled = true }
        someoneFailed()
    }

    private static func prevents(_ g: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        if g.delegate?.gestureRecognizer(g, shouldRecognizeSimultaneouslyWith: other) == true { return false }
        if other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: g) == true { return false }
        return g.canPrevent(other) && other.canBePrevented(by: g)
    }

    /// The delegate's and the view's `gestureRecognizerShouldBegin`.
    private func mayStart(_ g: GestureRecognizer) -> Bool {
        if g.delegate?.gestureRecognizerShouldBegin(g) == false { return false }
        return g.view?.gestureRecognizerShouldBegin(g) ?? true
    }

    /// Whether a recognizer `g` waits for is still undecided.
    private func mustWait(_ g: GestureRecognizer) -> Bool {
        participants.contains { other in
            other !== g && other.state == .possible && Self.waits(g, for: other)
        }
    }

    private static func waits(_ g: GestureRecognizer, for other: GestureRecognizer) -> Bool {
        g.mustFail.contains { $0.gesture === other }
            || g.delegate?.gestureRecognizer(g, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: g) == true
    }

    /// A recognizer failed: those waiting only on failed ones go ahead.
    private func someoneFailed() {
        var progressed = true
        while progressed {
            progressed = false
            for entry in waiting where entry.gesture.state == .possible && !mustWait(entry.gesture) {
                waiting.removeAll { $0.gesture === entry.gesture }
                start(entry.gesture, entry.state)
                progressed = true
                break
            }
        }
    }

    /// Sends a phase of the fingers down (all of them, first first) to every participant still
    /// in play: each hears the fingers that landed on its view or inside it, as UIKit delivers.
    func deliver(_ touches: [Touch], _ send: (GestureRecognizer, Set<Touch>, TouchEvent) -> Void) {
        guard !touches.isEmpty else { return }
        let event = TouchEvent(touches: touches)
        for g in participants where g.state != .failed && g.state != .cancelled && g.state != .ended {
            let mine = Self.touches(touches, for: g)
            guard !mine.isEmpty else { continue }
            send(g, Set(mine), event)
        }
    }

    /// The fingers a recognizer follows, in landing order: those whose view is its view's subtree.
    static func touches(_ touches: [Touch], for g: GestureRecognizer) -> [Touch] {
        guard touches.count > 1, let home = g.view else { return touches }
        return touches.filter { t in t.view.map { $0.isDescendant(of: home) } ?? false }
    }

    func clockDidAdvance(to time: Double) {
        for g in participants { g.clockDidAdvance(to: time) }
    }

    /// After the finger lifted: recognizers that are over go back to `.possible`; the arena is
    /// done when none waits any more.
    var isSettled: Bool {
        participants.allSatisfy { $0.state != .possible || !$0.isWaitingBetweenTouches }
    }

    func resetFinished() {
        for g in participants { g.resetIfOver() }
        participants.removeAll { $0.state == .possible && !$0.isWaitingBetweenTouches }
        for g in participants { g.arena = self }
    }
}
