import FlipbookSupport
/// A clock of its own for the `View.animate` animations begun while it captures, as UIKit pauses
/// the layer a percent-driven interactive transition's animator animates in (the container's
/// layer at `speed` 0, its `timeOffset` set from the percent): those animations do not follow the
/// scene's clock but `time`, which whoever drives the timeline sets (the transition's percent
/// times its duration while a finger drives it, then on to the end or back to the start).
///
/// ```swift
/// let timeline = AnimationTimeline()
/// timeline.capture { View.animate(withDuration: 0.4) { card.alpha = 0 } }
/// timeline.time = 0.1           // drawn a quarter of the way in time, on the animation's curve
/// timeline.rewindToStart()      // back where it began; the model too; the completion runs
/// ```
package final class AnimationTimeline {
    private var members: [TimedAnimation] = []
    private var rewinders: [ObjectIdentifier: () -> Void] = [:]

    package init() {}

    /// The timeline's local time, seconds. Setting it moves every captured animation there; those
    /// that end are dropped (their completions run).
    package var time = 0.0 {
        didSet {
            guard time.isFinite else { time = oldValue; return }
            let running = members
            members = []
            for animation in running where !animation.advance(to: time) { members.append(animation) }
            let left = Set(members.map(ObjectIdentifier.init))
            rewinders = rewinders.filter { left.contains($0.key) }
        }
    }

    /// Whether captured animations are still under way.
    package var isEmpty: Bool { members.isEmpty }

    /// Runs `body`; the `View.animate` calls it makes (and those their blocks make) run on this timeline.
    package func capture(_ body: () -> Void) {
        let capturing = Self.capturingSlot.current()
        capturing.timelines.append(self)
        defer { capturing.timelines.removeLast() }
        body()
    }

    /// Ends every captured animation at its start: each property is put back to the model value it
    /// had before its block and the completions run (`true`: the animation ran its course, back).
    package func rewindToStart() {
        let running = members, undo = rewinders
        members = []
        rewinders = [:]
        for animation in running { undo[ObjectIdentifier(animation)]?() }
    }

    /// The timeline an animation begun now joins, if any.
    static var current: AnimationTimeline? { capturingSlot.current().timelines.last }
    /// Per thread (ThreadLocalObject), as ViewAnimation's enclosing blocks: scenes run on the
    /// thread that drives them.
    private static let capturingSlot = ThreadLocalObject<Capturing, Never> { Capturing() }
    private final class Capturing { var timelines: [AnimationTimeline] = [] }

    /// Takes `animation` in, from the timeline's time now; `rewind` puts it back at its start.
    func add(_ animation: TimedAnimation, rewind: @escaping () -> Void) {
        members.append(animation)
        rewinders[ObjectIdentifier(animation)] = rewind
    }
}
