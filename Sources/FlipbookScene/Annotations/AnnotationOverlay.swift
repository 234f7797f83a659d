import FlipbookRender

/// The overlays `Annotations` asks for, for one run: ops appended on top of each frame's display
/// list, so every output (raster, vector, page, sheet) shows the same marks. It lives as long as
/// the run (`SceneRun` holds it) because the finger's trail spans steps.
struct AnnotationOverlay {
    let annotations: Annotations
    private var trail = FingerTrail()
    /// One measurer for the run's labels; the scene side runs on one thread.
    private let measurer: TextMeasurer?

    init(_ annotations: Annotations) {
        self.annotations = annotations
        measurer = annotations.isDisjoint(with: [.badge, .outlines, .constraints]) ? nil : try? TextMeasurer.current()
    }

    /// Called after each step is applied, before its display list is asked for.
    mutating func record(_ scene: Scene) {
        if annotations.contains(.finger) { trail.record(scene.touchLocation, others: scene.otherTouchLocations) }
    }

    /// The overlay for the scene as it stands, in screen points: bands at the bottom, then
    /// outlines, constraints, the finger, and the badge on top of everything.
    func ops(for scene: Scene) -> [DrawOp] {
        var ops: [DrawOp] = [.beginGroup(Group(transform: .identity))]
        if annotations.contains(.safeArea) { ops += InsetBands.safeArea(of: scene) }
        if annotations.contains(.margins) { ops += InsetBands.margins(of: scene) }
        if annotations.contains(.outlines) { ops += ViewOutlines.ops(for: scene, measurer: measurer) }
        if annotations.contains(.constraints) { ops += ConstraintLines.ops(for: scene, measurer: measurer) }
        if annotations.contains(.finger) { ops += trail.ops() }
        if annotations.contains(.badge) { ops += TimeBadge.ops(for: scene, measurer: measurer) }
        ops.append(.endGroup)
        return ops
    }
}
