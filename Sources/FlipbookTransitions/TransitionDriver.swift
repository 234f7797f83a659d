import FlipbookScene

/// Drives a controller hierarchy through timed transition events at a fixed frame rate, for
/// `DriveLoop` through `SceneRun`: frame k is at k / fps seconds; before it, every event due by
/// then runs (starting at the event's own time, so a transition's poses do not depend on the
/// frame grid) and the running transition moves to the frame's time.
///
/// ```swift
/// let host = ControllerHost(scene: scene, rootViewController: nav)
/// let driver = TransitionDriver(host: host, fps: 30, events: [
///     TransitionEvent(at: 0.2, .push(detail, animation: .push(direction: .left))),
/// ])                                   // runs to 0.2 + 0.35 s, then holds 0.2 s
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [gif])
/// ```
public struct TransitionDriver: Driver {
    public let host: ControllerHost
    public let fps: Double
    /// Seconds of animated time; frames run from 0 to it inclusive, and on while a transition
    /// is still running (a slow or delayed matched view is never cut off) or a scripted touch
    /// is still to come (`Scene.tap`), `tail` past its end.
    public let duration: Double
    private let tail: Double
    /// Where the frames end: `duration`, pushed on by transitions still running at it.
    private var end: Double
    private var events: [TransitionEvent]
    private var index = 0

    /// `duration` nil: the last event's time plus `transitionDuration` (Hero's 0.35 s; UIKit's
    /// own transitions take `UIKitTiming.duration`, 0.5 s) plus `tail` seconds.
    /// A non-finite or non-positive fps counts as 1, as `TimelineDriver` does; durations are
    /// clamped to 0…3600 s so a hostile value cannot make the loop run forever.
    public init(host: ControllerHost, fps: Double = 30, events: [TransitionEvent], duration: Double? = nil, tail: Double = 0.2,
                transitionDuration: Double = HeroTiming.duration) {
        self.host = host
        self.fps = fps.isFinite ? min(max(1, fps), 240) : 30
        self.events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let safeTail = tail.isFinite ? min(max(0, tail), 60) : 0
        self.tail = safeTail
        let length = transitionDuration.isFinite ? min(max(0, transitionDuration), 60) : HeroTiming.duration
        let natural = (self.events.last?.time ?? 0) + length + safeTail
        let chosen = duration.map { $0.isFinite ? $0 : natural } ?? natural
        self.duration = min(max(0, chosen), Self.longest)
        end = self.duration
    }

    /// The longest a run lasts, whatever its transitions.
    static let longest = 3600.0

    /// Frames from time 0 to `duration` inclusive, before any transition still running at the
    /// end adds frames.
    public var frameCount: Int { Int((duration * fps).rounded()) + 1 }

    public mutating func next(_ scene: Scene) -> Step? {
        let time = Double(index) / fps
        // A scripted tap still to come (`Scene.tap`) may start a transition: run on to it.
        if let pending = scene.scriptedTouchesEnd, pending.isFinite {
            end = min(max(end, pending + tail), Self.longest)
        }
        guard index < Int((end * fps).rounded()) + 1 else { return nil }
        while let event = events.first, event.time <= time + 1e-9 {
            events.removeFirst()
            host.advance(to: event.time)
            host.perform(event.action)
        }
        host.advance(to: time)
        if let landing = host.runningTransitionEnd, landing.isFinite {
            end = min(max(end, landing + tail), Self.longest)
        }
        defer { index += 1 }
        return Step(index: index, time: time)
    }
}
