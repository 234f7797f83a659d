import Foundation
import FlipbookPipeline
import FlipbookRender

/// The line under a flipbook frame: which step it is, when, and where the scroll view was.
///
/// The offset comes from the step's trace record (the scroll view's content offset after the
/// step, which a drag or a bounce moves without the driver naming it), not from the driver's
/// request. Numbers are rounded as the trace rounds them.
///
/// ```swift
/// FlipbookCaption(step: 12, time: 0.4, offset: Point(x: 0, y: 120)).text
/// // "step 12 · 0.40 s · offset (0, 120)"
/// ```
struct FlipbookCaption: Sendable, Equatable {
    var step: Int
    var time: Double
    /// nil when the scene has no scroll view (or the frame came without a trace).
    var offset: Point?
    /// Played again backwards by ping-pong.
    var isReplay = false

    var text: String {
        var parts = ["step \(step)", String(format: "%.2f s", time)]
        if let offset { parts.append("offset \(offset.pointsDescription)") }
        if isReplay { parts.append("replay") }
        return parts.joined(separator: " · ")
    }

    /// The scroll offset a step's trace record holds, or nil without a record, a scroll view, or
    /// a finite offset.
    static func offset(in record: TraceRecord?) -> Point? {
        guard let offset = record?.offset, offset.x.isFinite, offset.y.isFinite else { return nil }
        return offset
    }
}
