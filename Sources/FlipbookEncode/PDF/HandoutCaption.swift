import Foundation
import FlipbookRender

/// The words under a frame: which step it is, when, where the scroll stood, why it was chosen,
/// and which views moved since the frame shown before it.
///
/// ```swift
/// HandoutCaption(frame: frame, previous: shownBefore)
/// // heading "step 12 · 0.40 s · turns", offset "offset 0, 120", moved "moved: avatar, header"
/// ```
public struct HandoutCaption: Sendable, Hashable {
    public var heading: String
    public var offset: String
    public var moved: String

    public init(frame: HandoutFrame, previous: HandoutFrame?) {
        heading = (["step \(frame.step.index)", Self.seconds(frame.step.time)] + frame.reasons.names).joined(separator: " · ")
        if let o = frame.geometry.offset ?? frame.step.scrollOffset {
            offset = "offset \(formatPoints(o.x)), \(formatPoints(o.y))"
        } else {
            offset = "no scroll offset"
        }
        if let previous {
            moved = "moved: " + ViewNames.list(previous.geometry.movedViews(to: frame.geometry))
        } else {
            moved = "moved: (first frame shown)"
        }
    }

    /// Seconds with two decimals, as the title page prints the duration.
    static func seconds(_ t: Double) -> String { String(format: "%.2f s", t.isFinite ? t : 0) }
}
