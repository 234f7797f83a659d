import FlipbookSupport

/// Core Animation's `CATransaction`: the settings the implicit animations of standalone layers
/// take, as ported code brackets layer changes with it. A layer of its own (not a view's), once it
/// has been drawn, animates a change of an animatable property over the transaction's duration
/// (0.25 s unless set) on its timing function (Core Animation's default curve, (0.25, 0.1)(0.25, 1),
/// unless set), from what is drawn to the new value; `setDisableActions(true)` makes the change show
/// at once (developer.apple.com/documentation/quartzcore/catransaction). The completion block runs
/// when the animations added in the transaction have ended, at `commit()` when there are none.
/// Settings made outside `begin()`/`commit()` hold for the rest of the scene's step, as the run
/// loop's implicit transaction does.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// gradient.frame = bounds          // follows the view at once, no quarter-second lag
/// CATransaction.commit()
/// ```
public enum Transaction {
    /// Core Animation's duration for implicit animations.
    public static let defaultDuration = 0.25

    private final class Frame {
        var duration: Double?
        var timing: MediaTimingFunction?
        var disablesActions: Bool?
        var completions: [() -> Void] = []
        /// When the last animation added in it ends, on its scene's clock.
        var lastEnd: Double?
        weak var scene: Scene?
    }

    /// One stack per thread: scenes run on the thread that drives them.
    private final class Stack {
        var explicit: [Frame] = []
        var implicit = Frame()
    }

    private static let stacks = ThreadLocalObject<Stack, Never> { Stack() }
    private static var stack: Stack { stacks.current() }
    private static var top: Frame { stack.explicit.last ?? stack.implicit }

    public static func begin() { stack.explicit.append(Frame()) }

    public static func commit() {
        guard let frame = stack.explicit.popLast() else { return }
        // A nested transaction's animations are its parent's too.
        let parent = stack.explicit.last ?? stack.implicit
        if let end = frame.lastEnd {
            parent.lastEnd = max(parent.lastEnd ?? end, end)
            parent.scene = parent.scene ?? frame.scene
        }
        finish(frame)
    }

    /// Core Animation flushes pending changes; here every change is already in the model.
    public static func flush() {}

    public static func setDisableActions(_ flag: Bool) { top.disablesActions = flag }

    /// The innermost setting of a transaction that made one, else nil. Read at every change of a
    /// drawn standalone layer, so it walks the stack without building an array.
    private static func innermost<T>(_ setting: (Frame) -> T?) -> T? {
        let stack = stack
        for frame in stack.explicit.reversed() { if let value = setting(frame) { return value } }
        return setting(stack.implicit)
    }

    /// Whether changes now show at once: the innermost transaction that said so decides.
    public static func disableActions() -> Bool { innermost(\.disablesActions) ?? false }

    public static func setAnimationDuration(_ duration: Double) {
        top.duration = duration.isFinite ? max(0, duration) : nil
    }

    public static func animationDuration() -> Double { innermost(\.duration) ?? defaultDuration }

    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) { top.timing = function }

    public static func animationTimingFunction() -> MediaTimingFunction? { innermost(\.timing) }

    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let block else { return }
        top.completions.append(block)
    }

    /// Notes an animation added while this transaction is open, ending at `end` on `scene`'s clock.
    static func noteAnimation(endingAt end: Double, on scene: Scene?) {
        guard end.isFinite else { return }
        let frame = top
        frame.lastEnd = max(frame.lastEnd ?? end, end)
        if frame.scene == nil { frame.scene = scene }
    }

    /// The end of the scene's step: the run loop's implicit transaction commits.
    static func commitImplicit() {
        let frame = stack.implicit
        stack.implicit = Frame()
        finish(frame)
    }

    private static func finish(_ frame: Frame) {
        let blocks = frame.completions
        guard !blocks.isEmpty else { return }
        if let scene = frame.scene, let end = frame.lastEnd, end > scene.currentTime {
            scene.schedule(at: end) { blocks.forEach { $0() } }
        } else {
            blocks.forEach { $0() }
        }
    }
}
