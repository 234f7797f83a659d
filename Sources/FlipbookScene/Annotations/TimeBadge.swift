import Foundation
import FlipbookRender

/// Top right, just under the safe area: the step's time and the scroll offset, "0.40 s · y 120",
/// so a reader of a GIF or a handout knows where in the animation a frame is.
enum TimeBadge {
    static let font = Font.systemFont(ofSize: 12, weight: .semibold)
    /// From the screen's right edge and from the bottom of the top safe-area inset.
    static let inset = 8.0
    static let fill = Color(white: 0, alpha: 0.6)

    /// The badge's words: seconds with two decimals, then the vertical offset in whole points
    /// when the scene scrolls.
    ///
    /// ```swift
    /// TimeBadge.text(time: 0.4, offset: Point(x: 0, y: 120.3))   // "0.40 s · y 120"
    /// ```
    static func text(time: Double, offset: Point?) -> String {
        let seconds = time.isFinite ? String(format: "%.2f s", time) : "– s"
        guard let y = offset?.y else { return seconds }
        guard y.isFinite else { return seconds + " · y –" }
        // "%.0f" formats any finite size without an Int conversion; -0.3 would print "-0".
        let rounded = y.rounded()
        return seconds + " · y " + String(format: "%.0f", rounded == 0 ? 0 : rounded)
    }

    static func pill(for scene: Scene, measurer: TextMeasurer?) -> LabelPill {
        LabelPill(text(time: scene.currentStep?.time ?? scene.currentTime, offset: scene.scrollView?.contentOffset),
                  font: font, textColor: .white, fill: fill, measurer: measurer)
    }

    /// Where the badge's pill sits: right-aligned, below the status bar or notch.
    static func origin(of pill: LabelPill, on screen: Screen) -> Point {
        Point(x: screen.size.width - inset - pill.size.width, y: screen.safeAreaInsets.top + inset)
    }

    static func ops(for scene: Scene, measurer: TextMeasurer?) -> [DrawOp] {
        let pill = pill(for: scene, measurer: measurer)
        return pill.ops(at: origin(of: pill, on: scene.screen))
    }
}
