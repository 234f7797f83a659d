/// Core Animation's `CATransaction`, as ported code brackets layer changes with it:
/// `begin()`, `setDisableActions(true)`, `commit()`. Flipbook does not run Core Animation's
/// implicit animations of standalone layers (their changes show at once, Layer.swift), so
/// disabling them changes nothing and every call here is accepted and does nothing else;
/// `setCompletionBlock` runs its block at `commit()`, the changes being already shown.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// ring.strokeEnd = 0.5
/// CATransaction.commit()
/// ```
public enum Transaction {
    nonisolated(unsafe) private static var completions: [[() -> Void]] = []
    // nonisolated(unsafe): the scene side is one thread (a Scene is not Sendable and its views
    // and layers are touched only there), and only scene code calls these.

    public static func begin() { completions.append([]) }
    public static func commit() {
        guard let blocks = completions.popLast() else { return }
        for block in blocks { block() }
    }
    public static func flush() {}
    public static func setDisableActions(_ flag: Bool) {}
    public static func disableActions() -> Bool { true }
    public static func setAnimationDuration(_ duration: Double) {}
    public static func animationDuration() -> Double { 0 }
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let block else { return }
        if completions.isEmpty { block() } else { completions[completions.count - 1].append(block) }
    }
}
