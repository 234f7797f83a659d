import FlipbookSupport

/// How far back in time the presentation being built is, in seconds (0: now): a replicator layer
/// draws copy i of its sublayers i × `instanceDelay` behind, and Core Animation's runs read it.
/// Per thread, as scenes run on the thread that drives them; set only around building one copy.
enum PresentationTimeShift {
    private final class Box { var seconds = 0.0 }
    private static let slot = ThreadLocalObject<Box, Never> { Box() }

    static var seconds: Double { slot.current().seconds }

    /// Runs `body` with the presentation `seconds` behind, then restores the shift before it.
    static func behind<T>(_ seconds: Double, _ body: () -> T) -> T {
        let box = slot.current()
        let before = box.seconds
        box.seconds = before + (seconds.isFinite ? seconds : 0)
        defer { box.seconds = before }
        return body()
    }
}
