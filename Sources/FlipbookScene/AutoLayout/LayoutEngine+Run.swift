extension LayoutEngine {
    /// How many rounds one layout pass may take. Chosen: UIKit documents no limit (its engine
    /// loops until nothing is invalidated); four settles every scene here, the deepest being a
    /// wrapping label whose width a safe area sets (three rounds).
    static let maximumRounds = 4

    /// The layout pass, as UIKit runs it at the end of a run-loop turn or in `layoutIfNeeded()`:
    /// constraints solved and constrained views placed, then `layoutSubviews` of each view that
    /// needs it, top down (a controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews`
    /// around its view's). What that moves or changes (a wrapping label's width, a frame a
    /// constraint refers to, a safe area, a constant set in `viewDidLayoutSubviews`) is laid out
    /// again, at most `maximumRounds`, so a pass that keeps changing itself still ends.
    func layOut(root: View) {
        // A layoutIfNeeded() from inside layoutSubviews lays out only that subtree (View.layoutIfNeeded).
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        for _ in 0..<Self.maximumRounds {
            let changed = layoutPass(root: root)
            root.layoutSubtreeIfNeeded()
            if !changed, !hasPendingChanges, !root.subtreeNeedsLayout() { break }
        }
    }
}
