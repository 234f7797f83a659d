import FlipbookScene

/// `RunLoop` for ported code: the attached scene's run loop, on scene time. `RunLoop.main.add`
/// schedules a `Timer`, `perform` queues a block for the end of the step (as
/// `DispatchQueue.main.async`), and the modes say whether timers and display links keep firing
/// while a scroll view is dragged or decelerating: in `.default` they wait, in `.common` they do not,
/// as on a device (developer.apple.com/documentation/foundation/runloop/mode). Foundation's own
/// `RunLoop` is shadowed; it never turns in a scene.
///
/// ```swift
/// let timer = Timer(timeInterval: 1, repeats: true) { _ in self.tick() }
/// RunLoop.main.add(timer, forMode: .common)   // ticks while the list scrolls, too
/// ```
public final class RunLoop: Sendable {
    /// The main run loop (the only one a scene has).
    public static let main = RunLoop()
    /// The main run loop: scenes run on the thread that drives them.
    public static var current: RunLoop { main }

    private init() {}

    /// `RunLoop.Mode`: `.default` pauses while a scroll view tracks; `.common` and `.tracking` run then.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode("kCFRunLoopDefaultMode")
        public static let common = Mode("kCFRunLoopCommonModes")
        public static let tracking = Mode("UITrackingRunLoopMode")

        /// Whether something scheduled in these modes fires while a scroll view tracks.
        static func firesWhileTracking(_ modes: Set<Mode>) -> Bool { modes.contains(.common) || modes.contains(.tracking) }
        /// Whether it fires when nothing tracks.
        static func firesAtRest(_ modes: Set<Mode>) -> Bool { modes.contains(.common) || modes.contains(.default) }
    }

    /// Schedules `timer` in `mode` on the attached scene's clock (a second mode adds to the first).
    public func add(_ timer: Timer, forMode mode: Mode) { timer.schedule(in: mode) }

    /// Runs `block` once the current step's callbacks have returned, as `DispatchQueue.main.async`.
    public func perform(_ block: @escaping () -> Void) { DispatchQueue.main.async(execute: block) }

    /// As `perform(_:)`: the block runs in the next turn whatever the modes.
    public func perform(inModes modes: [Mode], block: @escaping () -> Void) { perform(block) }

    /// Whether `modes` let a timer or display link fire at this step of `scene`.
    static func fires(in modes: Set<Mode>, scene: Scene) -> Bool {
        scene.isTrackingScroll ? Mode.firesWhileTracking(modes) : Mode.firesAtRest(modes)
    }
}
