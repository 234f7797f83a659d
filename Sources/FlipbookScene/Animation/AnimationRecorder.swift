import FlipbookSupport
import Synchronization

/// Notes the starting value of every layer property an animation block changes, as drawn at
/// that moment (an animation under way counts from where it is), so the animator can run it
/// from there to where the block left the model.
///
/// The recorder in use lives in a thread-local slot: scenes are driven on one thread, and a
/// per-thread slot needs no lock and cannot leak into another scene's thread.
final class AnimationRecorder {
    struct Key: Hashable { let layer: ObjectIdentifier; let property: AnimatableProperty }
    struct Track {
        let layer: Layer
        let property: AnimatableProperty
        /// As drawn when the block first changed it (where a replacing animation starts).
        let from: AnimatableValue
        /// The model value before the block (what an additive animation's offset counts from).
        let modelFrom: AnimatableValue
        var to: AnimatableValue
    }

    private(set) var tracks: [Track] = []
    private var seen: [Key: Int] = [:]
    /// Constraints whose constant the blocks changed, and whether the blocks laid out after: a
    /// change no layout pass in the block applied jumps at the next step's layout.
    private var changedConstraints: [LayoutConstraint] = []
    private var laidOutSinceChange = true

    /// The recorder recording on this thread, if any.
    private final class Slot { var recorder: AnimationRecorder? }
    private static let slot = ThreadLocalObject<Slot, Never> { Slot() }
    /// How many recorders are active on any thread: lets every property setter skip the
    /// thread-local lookup in the common case of no animation being recorded.
    private static let active = Atomic<Int>(0)

    static func willChange(_ layer: Layer, _ property: AnimatableProperty) {
        guard let recorder = current else { return }
        let key = Key(layer: ObjectIdentifier(layer), property: property)
        guard recorder.seen[key] == nil else { return }
        recorder.seen[key] = recorder.tracks.count
        let value = property.read(layer.presentationState)
        recorder.tracks.append(Track(layer: layer, property: property, from: value,
                                     modelFrom: property.read(layer.modelState), to: value))
    }

    /// A constraint's constant changed: inside an animation block it animates only if the block
    /// lays out after it (`layoutIfNeeded()`), as in UIKit.
    static func constantDidChange(_ constraint: LayoutConstraint) {
        // Only constraints the user wrote: the engine's own (guides, autoresizing) follow the layout.
        guard constraint.origin == .user, let recorder = current else { return }
        if !recorder.changedConstraints.contains(where: { $0 === constraint }) { recorder.changedConstraints.append(constraint) }
        recorder.laidOutSinceChange = false
    }

    /// `layoutIfNeeded()` ran: the frames it set are recorded like any other change.
    static func didLayOut() {
        current?.laidOutSinceChange = true
    }

    /// `AnimationOptions.layoutSubviews`: lays out every scene the block changed so far.
    static func layOutChangedScenes() {
        guard let recorder = current else { return }
        var scenes: [Scene] = []
        let views = recorder.tracks.compactMap(\.layer.view) + recorder.changedConstraints.compactMap { $0.firstItem?.owningView }
        for view in views {
            if let scene = view.scene, !scenes.contains(where: { $0 === scene }) { scenes.append(scene) }
        }
        for scene in scenes { scene.root.layoutIfNeeded() }
    }

    private static var current: AnimationRecorder? {
        guard active.load(ordering: .relaxed) > 0 else { return nil }
        return slot.current().recorder
    }

    /// Runs `changes` with no recorder, so they take effect without animating.
    static func suspend(_ changes: () -> Void) {
        let here = slot.current()
        let previous = here.recorder
        here.recorder = nil
        changes()
        here.recorder = previous
    }

    /// Runs `blocks`, recording; then reads where each property ended. The model stays there, as
    /// in UIKit; the animation shows the way from the start (`Layer.presentation()`).
    static func record(_ blocks: [() -> Void]) -> [Track] {
        let recorder = AnimationRecorder()
        let here = slot.current()
        let previous = here.recorder
        here.recorder = recorder
        active.add(1, ordering: .relaxed)
        blocks.forEach { $0() }
        active.subtract(1, ordering: .relaxed)
        here.recorder = previous
        if !recorder.laidOutSinceChange { warnJumping(recorder.changedConstraints) }
        var tracks = recorder.tracks
        for i in tracks.indices { tracks[i].to = tracks[i].property.read(tracks[i].layer.modelState) }
        return tracks.filter { $0.from != $0.to || $0.modelFrom != $0.to }
    }
}

extension AnimationRecorder {
    /// Says, once per constraint and scene, that a constant changed in an animation block with no
    /// layout pass after it: UIKit applies it at the next layout, without animating.
    static func warnJumping(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            guard let scene = constraint.firstItem?.owningView?.scene else { continue }
            let name = constraint.identifier.map { "'\($0)'" }
                ?? "\(constraint.firstItem?.layoutName ?? "<gone>").\(constraint.firstAttribute.rawValue)"
            let message = "constraint \(name) changed its constant inside an animation block with no layout after it, "
                + "so the change jumps: call layoutIfNeeded() inside the animation block "
                + "(in a scene file, \"layout\": true in the event's \"animate\")"
            if !scene.warnings.contains(message) { scene.noteWarning(message) }
        }
    }
}
