import Foundation
import Synchronization

/// Notes the starting value of every view property an animation block changes, so the
/// animator can run it from there to where the block left it.
///
/// The recorder in use lives in the current thread's dictionary: scenes are driven on one
/// thread, and a per-thread slot needs no lock and cannot leak into another scene's thread.
final class AnimationRecorder {
    struct Key: Hashable { let view: ObjectIdentifier; let property: AnimatableProperty }
    struct Track {
        let view: View
        let property: AnimatableProperty
        let from: AnimatableValue
        var to: AnimatableValue
    }

    private(set) var tracks: [Track] = []
    private var seen: [Key: Int] = [:]

    private static let slot = "flipbook.animation-recorder"
    /// How many recorders are active on any thread: lets every property setter skip the
    /// thread-dictionary lookup in the common case of no animation being recorded.
    private static let active = Atomic<Int>(0)

    static func willChange(_ view: View, _ property: AnimatableProperty) {
        guard active.load(ordering: .relaxed) > 0,
              let recorder = Thread.current.threadDictionary[slot] as? AnimationRecorder else { return }
        let key = Key(view: ObjectIdentifier(view), property: property)
        guard recorder.seen[key] == nil else { return }
        recorder.seen[key] = recorder.tracks.count
        let value = property.read(view)
        recorder.tracks.append(Track(view: view, property: property, from: value, to: value))
    }

    /// Runs `changes` with no recorder, so they take effect without animating.
    static func suspend(_ changes: () -> Void) {
        let previous = Thread.current.threadDictionary[slot]
        Thread.current.threadDictionary[slot] = nil
        changes()
        Thread.current.threadDictionary[slot] = previous
    }

    /// Runs `blocks`, recording; then reads where each property ended and puts it back where it
    /// started, so the animation can take it there frame by frame.
    static func record(_ blocks: [() -> Void]) -> [Track] {
        let recorder = AnimationRecorder()
        let previous = Thread.current.threadDictionary[slot]
        Thread.current.threadDictionary[slot] = recorder
        active.add(1, ordering: .relaxed)
        blocks.forEach { $0() }
        active.subtract(1, ordering: .relaxed)
        Thread.current.threadDictionary[slot] = previous
        var tracks = recorder.tracks
        for i in tracks.indices {
            tracks[i].to = tracks[i].property.read(tracks[i].view)
            tracks[i].property.write(tracks[i].from, to: tracks[i].view)
        }
        return tracks.filter { $0.from != $0.to }
    }
}
