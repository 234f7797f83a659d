import FlipbookRender

extension View {
    /// The smallest size the constraints allow, as `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest, as `UIView.layoutFittingExpandedSize`. Chosen: UIKit does not document the
    /// value; 10,000 pt is larger than any screen and keeps the solver's arithmetic exact.
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// The size the view's constraints give it closest to `targetSize`, as
    /// `UIView.systemLayoutSizeFitting(_:)`: both axes at `fittingSizeLevel`, so content
    /// hugging and compression resistance win.
    ///
    /// ```swift
    /// let height = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled to
    /// `targetSize` at the given priorities, as
    /// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// `.required` width and `.fittingSizeLevel` height is a cell's height at a fixed width.
    /// Frames are left as they were; only constraints inside the view count.
    ///
    /// ```swift
    /// let size = content.systemLayoutSizeFitting(CGSize(width: 390, height: 0),
    ///                                            withHorizontalFittingPriority: .required,
    ///                                            verticalFittingPriority: .fittingSizeLevel)
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> Size {
        fittedSize(targetSize, horizontal: horizontal, vertical: vertical, reporting: "measuring '\(layoutName)'")
    }

    /// `systemLayoutSizeFitting`'s work; Auto Layout's warnings while measuring reach the view's
    /// scene once each, prefixed with `reporting` (a self-sizing cell is measured per row).
    func fittedSize(_ targetSize: Size, horizontal: LayoutPriority, vertical: LayoutPriority, reporting: String) -> Size {
        let subtree = TreeIndex(root: self).views
        // A constraint remembers the one engine it is in; the scene's must keep hearing changes.
        let constraints = subtree.flatMap(\.installedConstraints)
        let engines = constraints.map(\.engine)
        let frames = subtree.map { ($0.center, $0.bounds.size) }
        let wasFramePlaced = translatesAutoresizingMaskIntoConstraints
        let pins = [widthAnchor.constraint(equalToConstant: targetSize.width),
                    heightAnchor.constraint(equalToConstant: targetSize.height)]
        pins[0].priority = horizontal
        pins[1].priority = vertical
        // Solved in a scene of its own with the same traits: an engine writes the frames of every
        // constrained view it meets up the superview chain, and those must keep theirs.
        let home = detachForMeasuring()
        let scene = home?.home.scene
        let measuring = Scene(screen: scene?.screen ?? screenToJoin
            ?? Screen(name: "measure", size: targetSize, scale: 1, safeAreaInsets: .zero))
        if let scene {
            measuring.contentSizeCategory = scene.contentSizeCategory
            measuring.layoutDirection = scene.layoutDirection
            measuring.appearance = scene.appearance
        }
        measuring.onWarning = { [weak scene] message in
            // Constraints that reach outside the view are not its own size's business.
            guard !message.contains("outside the scene's view tree") else { return }
            let note = "\(reporting): \(message)"
            if let scene, !scene.warnings.contains(note) { scene.noteWarning(note) }
        }
        attachAfterMeasuring(to: measuring.root, at: 0)
        translatesAutoresizingMaskIntoConstraints = false
        pins.forEach { $0.isActive = true }
        // The one layout pass (solve, then layoutSubviews top down), on the measured view alone.
        measuring.layoutEngine.layOut(root: self)
        let fitted = measuring.layoutEngine.solvedRect(self).size
        pins.forEach { $0.isActive = false }
        _ = detachForMeasuring()
        if let home { attachAfterMeasuring(to: home.home, at: home.index) }
        translatesAutoresizingMaskIntoConstraints = wasFramePlaced
        for (view, frame) in zip(subtree, frames) {
            if view.center != frame.0 { view.center = frame.0 }
            if view.bounds.size != frame.1 { view.bounds.size = frame.1 }
        }
        for (c, e) in zip(constraints, engines) { c.engine = e }
        return fitted
    }
}
