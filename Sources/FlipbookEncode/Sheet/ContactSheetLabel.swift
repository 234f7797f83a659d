import Foundation
import FlipbookPipeline
import FlipbookRender

/// The line under a tile, "step 12 · 0.40 s", drawn with the project's Pango set-up (its own
/// fonts, grayscale antialiasing, no hinting) so a sheet is the same on every machine.
///
/// ```swift
/// let strip = try ContactSheetLabel.render(for: frame.step, width: 240)   // 240×22 pixels
/// ```
enum ContactSheetLabel {
    /// The sheet's grey (#E5E5EA), so white screens stand out from it.
    static let background = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
    /// The same grey as Cairo's premultiplied ARGB, for the sheet's own pixels.
    static let backgroundPixel: UInt32 = 0xFFE5_E5EA
    static let ink = Color(red: 29 / 255, green: 29 / 255, blue: 31 / 255)

    static func text(for step: Step) -> String { "step \(step.index) · " + String(format: "%.2f s", step.time) }

    static func render(for step: Step, width: Int) throws -> RasterFrame {
        let size = Size(width: Double(width), height: Double(ContactSheetLayout.labelHeight))
        let run = TextRun(text: text(for: step), font: .systemFont(ofSize: 12, weight: .medium), color: ink,
                          frame: Rect(origin: .zero, size: size), alignment: .center, numberOfLines: 1)
        return try Rasterizer().render(DisplayList(size: size, scale: 1, background: background, ops: [
            .beginGroup(Group(transform: .identity)), .text(run), .endGroup,
        ]))
    }
}
