import FlipbookPipeline
import FlipbookRender

/// A frame a handout may show: its step, what it draws, the trace geometry it is measured by,
/// and (once chosen) why it was chosen. Holds a display list, never pixels.
public struct HandoutFrame: Sendable {
    public var step: Step
    public var displayList: DisplayList
    public var geometry: TraceGeometry
    public var reasons: KeyFrameReasons = []

    public init(step: Step, displayList: DisplayList, geometry: TraceGeometry) {
        self.step = step; self.displayList = displayList; self.geometry = geometry
    }
}

/// Why a frame was chosen; captions print the names.
public struct KeyFrameReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let first = KeyFrameReasons(rawValue: 1 << 0)
    /// The still frame just before motion begins.
    public static let starts = KeyFrameReasons(rawValue: 1 << 1)
    /// The first still frame after motion.
    public static let stops = KeyFrameReasons(rawValue: 1 << 2)
    /// The scroll offset's extreme: it moves one way into this frame and back out of it.
    public static let turns = KeyFrameReasons(rawValue: 1 << 3)
    /// Every K-th frame (`HandoutFrameChoice.every`).
    public static let sampled = KeyFrameReasons(rawValue: 1 << 4)
    public static let last = KeyFrameReasons(rawValue: 1 << 5)

    /// "first · starts", in a fixed order; sampling is not a reason worth printing.
    public var names: [String] {
        [(Self.first, "first"), (.starts, "starts"), (.stops, "stops"), (.turns, "turns"), (.last, "last")]
            .filter { contains($0.0) }.map(\.1)
    }
}
